"""Every catalogue file: the same keys in every language, each key used by the code, the same
placeholders in every language and plural form, the plural categories Babel's CLDR data gives
each language, no "(s)", and files a translator can diff (keys sorted, 2-space indent).

The catalogues are the shared one (`parlour/locales/`) and each game's (the package its entry point
names), read from the files, so a game whose words fail to load (and which the registry leaves out)
is still checked. A key is used when the code spells it out in a string
literal (Python under `parlour/` or the game's package, the browser's JavaScript), or when it
matches one of the few patterns of keys built at run time, declared with the literal prefix the
code builds them from (`SHARED_BUILT` below, and each game's `BUILT_KEYS` in its text part).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import string
from collections.abc import Iterator
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
from babel import Locale

from parlour.engine import i18n, registry

ROOT = Path(__file__).parents[1]
PARLOUR = ROOT / "parlour"

# Keys the shared code builds at run time: a pattern, and the literal text the code builds it from
# (which must appear in a string of the code, so a pattern cannot outlive the code that needs it).
# Each game declares its own in its text part (`BUILT_KEYS`), so a plugin needs no edit here.
SHARED_BUILT: dict[str, str] = {
    r"rules\.game\.[a-z]+\.name": "rules.game.",  # rules/catalogue.py game_name
    r"rules\.overview\.[a-z]+": "rules.overview.",  # rules/pages.py, server/catalogue.py
    r"rules\.variant\.[a-z]+\.[a-z0-9-]+(\.help)?": "rules.variant.",  # rules/pages.py, server/catalogue.py
    r"rules\.section\.[a-z-]+": "rules.section.",  # rules/pages.py (sections and extras)
    r"rules\.card\.[a-z]+": "rules.card.",  # rules/pages.py card_json
    r"rules\.sheet\.[a-z]+": "rules.sheet.",  # rules/sheets.py
    r"rules\.kind\.[a-z]+": "rules.kind.",  # web/rules.js
    r"tui\.help\.[a-z]+": "tui.help.",  # tui/play.py
    r"[a-z]+\.rules\.example": ".rules.example",  # rules/catalogue.py ask_example (a game's words)
    r"web\.bot\.[a-z]+": "web.bot.",  # server/catalogue.py bot_choices
    r"web\.(spectators|on-resign|sees|status|away|presence|replay)\.[a-z-]+": "web.",  # web/app.js
    r"web\.leaders\.about\.[a-z]+": "web.leaders.about.",  # web/profile.js LeadersPage
    r"web\.records\.(outcome|medal)\.[a-z]+": "web.records.",  # web/profile.js outcomeText, statsCard
}


@cache
def built_keys() -> dict[str, str]:
    """Every pattern of keys built at run time: the shared ones and each game's `BUILT_KEYS`."""
    found = dict(SHARED_BUILT)
    for manifest in registry.manifests():
        found.update(getattr(manifest.part("text"), "BUILT_KEYS", {}))
    return found


# A hand-made plural in any language: "card(s)", "cachée(s)", "Ganador(es)", "gana(n)".
HAND_MADE_PLURAL = re.compile(r"\w\((?:s|es|e|n|x)\)")


def word_packages() -> list[str]:
    """The shared words' package and each game's (the package its entry point names)."""
    return sorted({i18n.SHARED, *(point.module for point in entry_points(group=registry.ENTRY_POINTS))})


def folder(package: str) -> Path:
    """The package's locales/ found without importing it (a game whose words fail to load is still read)."""
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.submodule_search_locations, package
    return Path(next(iter(spec.submodule_search_locations))) / "locales"


@cache
def catalogue(package: str) -> dict[str, dict[str, Any]]:
    """{lang: {key: entry}} as the files hold them."""
    return {lang: json.loads((folder(package) / f"{lang}.json").read_text(encoding="utf-8")) for lang in i18n.LANGUAGES}


def entries() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(package, key, {lang: entry}) for every key of every catalogue (keys of any language)."""
    for package in word_packages():
        words = catalogue(package)
        for key in sorted(set().union(*words.values())):
            yield package, key, {lang: words[lang][key] for lang in i18n.LANGUAGES if key in words[lang]}


def forms(entry: Any) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def fields(template: str) -> set[str]:
    return {re.split(r"[.\[]", name)[0] for _, name, _, _ in string.Formatter().parse(template) if name}


@cache
def literals() -> frozenset[str]:
    """Every string literal of the code: Python (f-strings' literal parts included) and JavaScript."""
    found: set[str] = set()
    roots = {PARLOUR, *(folder(package).parent for package in word_packages())}
    for root in roots:
        for path in root.rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found.add(node.value)
        for path in root.rglob("*.js"):
            text = path.read_text(encoding="utf-8")
            found.update(m.group(2) for m in re.finditer(r"([\"'`])((?:\\.|(?!\1).)*)\1", text))
    return frozenset(found)


@cache
def spelled_keys() -> frozenset[str]:
    key = re.compile(r"(?<![\w.-])[a-z][\w-]*(?:\.[\w-]+)+")
    return frozenset(k for text in literals() for k in key.findall(text))


def test_the_catalogues_are_the_shared_words_and_every_games() -> None:
    packages = word_packages()
    assert i18n.SHARED in packages
    # every game's words load (a catalogue that fails to load leaves its game out of the registry)
    assert {point.name for point in entry_points(group=registry.ENTRY_POINTS)} <= {g.id for g in registry.games()}
    assert {"parlour.games.hanabi", "parlour.games.regicide", "parlour.games.rentahero"} <= set(packages)
    assert sum(len(catalogue(p)["en"]) for p in packages) > 700


@pytest.mark.parametrize("package", word_packages())
def test_every_language_has_the_same_keys(package: str) -> None:
    words = catalogue(package)
    every = set().union(*words.values())
    gaps = {lang: sorted(every - set(keys)) for lang, keys in words.items() if every - set(keys)}
    assert not gaps, f"{package}: keys missing in some language (or extra in another): {gaps}"


@pytest.mark.parametrize("package", word_packages())
def test_the_files_are_sorted_two_space_json(package: str) -> None:
    for lang in i18n.LANGUAGES:
        text = (folder(package) / f"{lang}.json").read_text(encoding="utf-8")
        data = json.loads(text)
        assert text == json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n", f"{package} {lang}"


def test_every_key_is_used_by_the_code() -> None:
    spelled = spelled_keys()
    patterns = [re.compile(pattern) for pattern in built_keys()]
    unused = sorted(
        key for _, key, _ in entries() if key not in spelled and not any(p.fullmatch(key) for p in patterns)
    )
    assert not unused, (
        f"keys no code uses (or declare the pattern that builds them: SHARED_BUILT, a game's BUILT_KEYS): {unused}"
    )


def test_each_dynamic_pattern_is_built_by_the_code_and_names_keys() -> None:
    keys = [key for _, key, _ in entries()]
    texts = literals()
    for pattern, prefix in built_keys().items():
        assert any(re.fullmatch(pattern, key) for key in keys), f"{pattern} matches no key"
        assert any(prefix in text for text in texts), f"no code builds keys from {prefix!r}"


def test_every_placeholder_is_the_same_in_every_language_and_form() -> None:
    differ = {}
    for package, key, texts in entries():
        found = {(lang, i): fields(form) for lang, entry in texts.items() for i, form in enumerate(forms(entry))}
        if len(set(map(frozenset, found.values()))) > 1:
            differ[f"{package}:{key}"] = found
    assert not differ, differ


def cldr_categories(lang: str) -> set[str]:
    return set(Locale.parse(lang, sep="-").plural_form.tags) | {"other"}


def test_the_plural_rules_are_cldrs() -> None:
    assert cldr_categories("en") == {"one", "other"}
    assert cldr_categories("zh-Hant") == {"other"}
    assert {"one", "other"} <= cldr_categories("fr")


def test_plural_forms_are_the_categories_each_language_uses() -> None:
    wrong = {}
    plurals = 0
    for package, key, texts in entries():
        shapes = {lang: isinstance(entry, dict) for lang, entry in texts.items()}
        if not any(shapes.values()):
            continue
        plurals += 1
        if not all(shapes.values()):
            wrong[f"{package}:{key}"] = f"plural in some languages only: {shapes}"
            continue
        for lang, entry in texts.items():
            if set(entry) != cldr_categories(lang):
                wrong[f"{package}:{key}:{lang}"] = f"{sorted(entry)}, CLDR says {sorted(cldr_categories(lang))}"
    assert not wrong, wrong
    assert plurals >= 20  # the log's draws and clues, the piles, the winners ...


def test_no_hand_made_plural_in_any_language() -> None:
    found = [
        f"{package}:{key}:{lang}: {form}"
        for package, key, texts in entries()
        for lang, entry in texts.items()
        for form in forms(entry)
        if HAND_MADE_PLURAL.search(form)
    ]
    assert not found, found
    assert not [key for _, key, _ in entries() if re.search(r"-(one|many)(\.|$)", key)], "a plural by key suffix"


@pytest.mark.parametrize(
    ("key", "count", "said"),
    [
        ("hanabi.ui.deck-count", 1, {"en": "1 card", "fr": "1 carte", "es": "1 carta", "zh-Hant": "1 張"}),
        ("hanabi.ui.deck-count", 0, {"en": "0 cards", "fr": "0 carte", "es": "0 cartas", "zh-Hant": "0 張"}),
        ("hanabi.ui.deck-count", 7, {"en": "7 cards", "fr": "7 cartes", "es": "7 cartas", "zh-Hant": "7 張"}),
    ],
)
def test_translate_picks_the_plural_form_by_count(key: str, count: int, said: dict[str, str]) -> None:
    assert {lang: i18n.translate(key, lang, count=count) for lang in i18n.LANGUAGES} == said


def test_the_log_says_plurals_right() -> None:
    from parlour.games.regicide.text import describe_draws, describe_event
    from parlour.games.rentahero.text import describe_event as rentahero_event

    draw = {"kind": "draw", "seat": 4}
    assert rentahero_event({"kind": "draw", "seat": 3, "count": 1}, "en", ["A", "B", "C", "Bot 4"], 4) == (
        "Bot 4 draws 1 card"
    )
    assert describe_draws([draw, draw], "fr", ["A"] * 5) == ["A pioche 2 cartes"]
    flip = {"kind": "flip-jester", "seat": 0, "discarded": ["6S"], "jesters_left": 1}
    assert describe_event(flip, "en", ["Ann"]) == (
        "Ann flips a jester: discards 1 card and refills the hand (1 jester left)"
    )
    assert describe_event({**flip, "discarded": [], "jesters_left": 0}, "es", ["Ann"]) == (
        "Ann voltea un bufón: descarta 0 cartas y rellena la mano (quedan 0 bufones)"
    )
