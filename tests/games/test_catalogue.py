"""Every rule id a game's code cites has its sentence in four languages and a test named after it.

For each game package under parlour/games (hanabi, regicide, and any added later), the rule ids
are the `game.topic.rule` strings in its source, text.py excepted (that is where the sentences
live). Each must be a message in `parlour.engine.i18n` with four distinct texts, and some test
function under tests/games/<game>/ must be named after it: `regicide.power.hearts` ->
`test_regicide_power_hearts` (or that name followed by `_` and more words).
"""

from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import pytest

from parlour.engine import i18n

ROOT = Path(__file__).parents[2]
GAMES = ROOT / "parlour" / "games"
TESTS = ROOT / "tests" / "games"


def games() -> list[str]:
    return sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())


def rule_pattern(game: str) -> re.Pattern[str]:
    # Not preceded by a word character or a dot, so `parlour.games.hanabi.cards` is no rule id.
    return re.compile(rf"(?<![\w.]){re.escape(game)}\.[a-z][a-z-]*[a-z]\.[a-z][a-z-]*[a-z]")


@cache
def cited_rules(game: str) -> tuple[str, ...]:
    importlib.import_module(f"parlour.games.{game}")  # registers the game's messages
    found: set[str] = set()
    pattern = rule_pattern(game)
    for path in (GAMES / game).rglob("*.py"):
        # the rules as code: not its words, its terminal face or its companion (which cite them)
        if path.name not in ("text.py", "terminal.py") and "companion" not in path.parts:
            found.update(pattern.findall(path.read_text(encoding="utf-8")))
    return tuple(sorted(found))


@cache
def defined_tests(game: str) -> frozenset[str]:
    names: set[str] = set()
    for path in (TESTS / game).rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names.update(
            node.name
            for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_")
        )
    return frozenset(names)


CASES = [(game, rule) for game in games() for rule in cited_rules(game)]


def test_every_game_is_found() -> None:
    assert {"hanabi", "regicide"} <= set(games())


@pytest.mark.parametrize("game", games())
def test_the_code_cites_rules(game: str) -> None:
    assert len(cited_rules(game)) >= 20, f"{game} cites only {cited_rules(game)}"


def test_the_pattern_skips_module_paths() -> None:
    text = "from parlour.games.hanabi.cards import X  # hanabi.clue.self: no self clue"
    assert rule_pattern("hanabi").findall(text) == ["hanabi.clue.self"]


@pytest.mark.parametrize(("game", "rule"), CASES)
def test_rule_has_sentence_in_every_language(game: str, rule: str) -> None:
    assert i18n.has(rule), f"{rule} has no entry in parlour/games/{game}/text.py"
    texts = {lang: i18n.translate(rule, lang) for lang in i18n.LANGUAGES}
    assert all(text and text != rule for text in texts.values())
    assert len(set(texts.values())) == len(texts), f"{rule}: some languages repeat another's text"


@pytest.mark.parametrize(("game", "rule"), CASES)
def test_rule_has_a_test_named_after_it(game: str, rule: str) -> None:
    name = "test_" + rule.replace(".", "_").replace("-", "_")
    names = defined_tests(game)
    assert name in names or any(n.startswith(name + "_") for n in names), (
        f"no test named {name} (or {name}_...) under tests/games/{game}/"
    )
