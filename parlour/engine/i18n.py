"""Messages in the four languages every player-facing sentence must exist in.

The words live in catalogue files a translator edits without reading Python: one JSON file per
language, `parlour/locales/<lang>.json` for the shared words (engine, web, terminal, rules
companion) and `<game package>/locales/<lang>.json` for each game's. A value is a `str.format`
template (`"{player} draws {card}"`), or, for a message with a plural, templates by CLDR plural
category (`{"one": "{count} card", "other": "{count} cards"}`), chosen by the number in the
parameter `count` with Babel's CLDR rules (the browser picks the same way with
`Intl.PluralRules`). A sentence for nothing at all (an empty clue) is a message of its own: CLDR's
categories are not about zero (French says 0 in the `one` form).

Keys are rule ids for rule sentences, so an error and the rule it cites share one text.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, NamedTuple, TypeAlias

LANGUAGES: tuple[str, ...] = ("en", "fr", "es", "zh-Hant")
LANGUAGE_NAMES: Mapping[str, str] = {
    "en": "English",
    "fr": "Français",
    "es": "Español",
    "zh-Hant": "繁體中文",
}
PLURAL_CATEGORIES: tuple[str, ...] = ("zero", "one", "two", "few", "many", "other")
SHARED = "parlour"  # the package whose locales/ holds the words every game shares

Entry: TypeAlias = str | dict[str, str]  # a template, or templates by plural category
_CATALOGUE: dict[str, dict[str, Entry]] = {}
_LOADED: set[str] = set()


@dataclass(frozen=True)
class Term:
    """A message parameter that is itself a message (a colour, a card name), said in the reader's language."""

    key: str

    def __str__(self) -> str:
        return translate(self.key, "en")


class LogSentences(NamedTuple):
    """One turn of a game's log in the reader's words: what happened, then how the game ended (if
    it did). Every surface (browser, terminal) styles these same sentences its own way."""

    said: list[str]
    ended: list[str]

    def text(self) -> str:
        r"""The plain line: sentences joined by " · ", the ending on a line of its own (the browser
        keeps that line break: `.log-list li` is `white-space: pre-line`).

        >>> LogSentences(["Ann plays", "Bob draws"], ["Game over: 25 points"]).text()
        'Ann plays · Bob draws\n     Game over: 25 points'
        """
        return " · ".join(self.said) + "".join(f"\n     {end}" for end in self.ended)


def _checked(key: str, texts: Mapping[str, Any], where: str) -> dict[str, Entry]:
    missing = [lang for lang in LANGUAGES if lang not in texts]
    if missing:
        raise ValueError(f"message {key!r} lacks {', '.join(missing)} ({where})")
    out: dict[str, Entry] = {}
    for lang in LANGUAGES:
        entry = texts[lang]
        if isinstance(entry, dict):
            if "other" not in entry or not set(entry) <= set(PLURAL_CATEGORIES):
                raise ValueError(f"message {key!r} in {lang}: plural forms are CLDR categories with `other` ({where})")
            out[lang] = {str(category): str(text) for category, text in entry.items()}
        elif isinstance(entry, str):
            out[lang] = entry
        else:
            raise ValueError(f"message {key!r} in {lang} is neither a template nor plural forms ({where})")
    return out


def load_words(package: str) -> None:
    """Add the words of `package`: its `locales/<lang>.json` for every language (once per package).

    Every key must be in every language's file, so a half-translated catalogue fails on loading.
    """
    if package in _LOADED:
        return
    folder = resources.files(package) / "locales"
    by_lang: dict[str, dict[str, Any]] = {}
    for lang in LANGUAGES:
        path = folder / f"{lang}.json"
        by_lang[lang] = json.loads(path.read_text(encoding="utf-8"))
    every = set().union(*by_lang.values())
    found = {
        key: _checked(key, {lang: words[key] for lang, words in by_lang.items() if key in words}, package)
        for key in sorted(every)
    }
    _CATALOGUE.update(found)
    _LOADED.add(package)


def _shared() -> None:
    if SHARED not in _LOADED:
        load_words(SHARED)


def register(messages: Mapping[str, Mapping[str, Entry]]) -> None:
    """Add messages at run time (a test's, a plugin's that builds them); every entry must have all four languages."""
    _shared()  # so that the shared files, loaded later, cannot overwrite these
    for key, texts in messages.items():
        _CATALOGUE[key] = _checked(key, texts, "register")


def normalise_language(lang: str | None) -> str:
    """Map `fr-FR`, `zh-TW`, `zh_Hant` ... to one of LANGUAGES (English if unknown)."""
    if not lang:
        return "en"
    low = lang.replace("_", "-").lower()
    if low.startswith("zh"):
        return "zh-Hant"
    base = low.split("-")[0]
    return base if base in LANGUAGES else "en"


def has(key: str) -> bool:
    _shared()
    return key in _CATALOGUE


def keys() -> list[str]:
    _shared()
    return sorted(_CATALOGUE)


def entry(key: str, lang: str) -> Entry | None:
    """The raw catalogue entry of `key` in `lang` (a template or plural forms), as the browser gets it."""
    _shared()
    texts = _CATALOGUE.get(key)
    if texts is None:
        return None
    found = texts.get(lang)
    return found if found is not None else texts.get(normalise_language(lang), texts["en"])


@functools.cache
def _plural_rule(lang: str) -> Callable[[float], str]:
    from babel import Locale  # loaded on the first plural: most screens say none

    return Locale.parse(lang, sep="-").plural_form


def plural_category(lang: str, count: Any) -> str:
    """The CLDR plural category of `count` in `lang` (`other` for anything but a number).

    >>> [plural_category(lang, 1) for lang in LANGUAGES], plural_category("fr", 0), plural_category("en", 0)
    (['one', 'one', 'one', 'other'], 'one', 'other')
    """
    if isinstance(count, bool) or not isinstance(count, int | float):
        return "other"
    return _plural_rule(normalise_language(lang))(abs(count))


def translate(key: str, lang: str = "en", default: str | None = None, **params: Any) -> str:
    """The message `key` in `lang`, filled with `params`; a plural message takes the form for `count`.

    >>> register({"demo.cards": {"en": {"one": "{count} card", "other": "{count} cards"},
    ...                          "fr": {"one": "{count} carte", "many": "{count} de cartes", "other": "{count} cartes"},
    ...                          "es": {"one": "{count} carta", "many": "{count} de cartas", "other": "{count} cartas"},
    ...                          "zh-Hant": {"other": "{count} 張"}}})
    >>> [translate("demo.cards", lang, count=0) for lang in ("en", "fr", "es")], translate("demo.cards", count=1)
    (['0 cards', '0 carte', '0 cartas'], '1 card')
    """
    if SHARED not in _LOADED:
        _shared()
    texts = _CATALOGUE.get(key)
    if texts is None:
        template = default if default is not None else key
    else:
        found = texts.get(lang)  # the reader's language is usually already a catalogue's own code
        if found is None:
            lang = normalise_language(lang)
            found = texts.get(lang, texts["en"])
        if isinstance(found, dict):
            template = found.get(plural_category(lang, params.get("count")), found["other"])
        else:
            template = found
    if not params and "{" not in template:  # most words: nothing to fill (a screen asks thousands)
        return template
    said = {name: translate(v.key, lang) if isinstance(v, Term) else v for name, v in params.items()}
    try:
        return template.format(**said)
    except (KeyError, IndexError, ValueError):
        return template


t = translate
