"""Messages in the four languages every player-facing sentence must exist in.

Games register catalogues of `key -> {lang: template}`; templates use `str.format` fields.
Keys are rule ids for rule sentences, so an error and the rule it cites share one text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

LANGUAGES: tuple[str, ...] = ("en", "fr", "es", "zh-Hant")
LANGUAGE_NAMES: Mapping[str, str] = {
    "en": "English",
    "fr": "Français",
    "es": "Español",
    "zh-Hant": "繁體中文",
}

_CATALOGUE: dict[str, dict[str, str]] = {}


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
        """The plain line: sentences joined by " · ", the ending on a line of its own."""
        return " · ".join(self.said) + "".join(f"\n     {end}" for end in self.ended)


def register(messages: Mapping[str, Mapping[str, str]]) -> None:
    """Add messages; every entry must have all four languages."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"message {key!r} lacks {', '.join(missing)}")
        _CATALOGUE[key] = dict(texts)


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
    return key in _CATALOGUE


def keys() -> list[str]:
    return sorted(_CATALOGUE)


def translate(key: str, lang: str = "en", default: str | None = None, **params: Any) -> str:
    """The message `key` in `lang`, filled with `params`.

    >>> register({"demo.hello": {"en": "Hi {name}", "fr": "Salut {name}",
    ...                          "es": "Hola {name}", "zh-Hant": "你好 {name}"}})
    >>> translate("demo.hello", "fr", name="Ada")
    'Salut Ada'
    """
    texts = _CATALOGUE.get(key)
    if texts is None:
        template = default if default is not None else key
    else:
        found = texts.get(lang)  # the reader's language is usually already a catalogue's own code
        template = found if found is not None else texts.get(normalise_language(lang), texts["en"])
    if not params and "{" not in template:  # most words: nothing to fill (a screen asks thousands)
        return template
    said = {name: translate(v.key, lang) if isinstance(v, Term) else v for name, v in params.items()}
    try:
        return template.format(**said)
    except (KeyError, IndexError, ValueError):
        return template


t = translate

register(
    {
        "engine.input.malformed": {
            "en": "That action could not be understood.",
            "fr": "Cette action n'a pas pu être comprise.",
            "es": "No se ha podido entender esa acción.",
            "zh-Hant": "無法理解這個動作。",
        },
        "engine.input.seat": {
            "en": "There is no such seat at this table.",
            "fr": "Cette place n'existe pas à cette table.",
            "es": "Ese asiento no existe en esta mesa.",
            "zh-Hant": "這張桌子沒有這個座位。",
        },
        "engine.input.option": {
            "en": "That option is not valid for this game.",
            "fr": "Cette option n'est pas valable pour ce jeu.",
            "es": "Esa opción no es válida para este juego.",
            "zh-Hant": "這個選項不適用於此遊戲。",
        },
        "engine.plain.moves": {
            "en": "Moves",
            "fr": "Coups",
            "es": "Jugadas",
            "zh-Hant": "動作",
        },
        "engine.plain.over": {
            "en": "The game is over: {outcome}.",
            "fr": "La partie est terminée : {outcome}.",
            "es": "La partida ha terminado: {outcome}.",
            "zh-Hant": "遊戲結束：{outcome}。",
        },
        "engine.input.record": {
            "en": "That game record could not be read.",
            "fr": "Cet enregistrement de partie est illisible.",
            "es": "No se ha podido leer ese registro de partida.",
            "zh-Hant": "無法讀取這份對局紀錄。",
        },
    }
)
