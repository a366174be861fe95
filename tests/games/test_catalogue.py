"""Every rule id a game's code cites has its sentence in four languages and a test named after it.

For each registered game (its manifest's package: parlour/games/<game>, or a plugin's), the rule
ids are the `game.topic.rule` strings in its rules code (not its words, terminal face or rules
companion, which cite them). Each must be a message in `parlour.engine.i18n` with four distinct
texts, and some test function must be named after it, under tests/games/<game>/ (or a plugin's
own `tests/` folder): `regicide.power.hearts` -> `test_regicide_power_hearts` (or that name
followed by `_` and more words).
"""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import cache
from pathlib import Path

import pytest

from parlour.engine import i18n, registry

TESTS = Path(__file__).parent


def games() -> list[str]:
    return [manifest.id for manifest in registry.manifests()]


def folder(game: str) -> Path:
    """The game's package folder."""
    spec = importlib.util.find_spec(registry.manifest(game).package)
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations)))


def rule_tests_folder(game: str) -> Path:
    """Where the game's rule tests are: tests/games/<game>, or a plugin's own tests folder."""
    return TESTS / game if (TESTS / game).is_dir() else folder(game) / "tests"


# The words' own namespaces (a bot's reasons, log lines, card names, the screen): keys, not rules.
WORD_TOPICS = ("why", "log", "card", "ui")


def rule_pattern(game: str) -> re.Pattern[str]:
    # Not preceded by a word character or a dot, so `parlour.games.hanabi.cards` is no rule id.
    words = "|".join(WORD_TOPICS)
    return re.compile(rf"(?<![\w.]){re.escape(game)}\.(?!(?:{words})\.)[a-z][a-z-]*[a-z]\.[a-z][a-z-]*[a-z]")


@cache
def cited_rules(game: str) -> tuple[str, ...]:
    found: set[str] = set()
    pattern = rule_pattern(game)
    root = folder(game)
    for path in root.rglob("*.py"):
        # the rules as code: not its words, its terminal face, its companion or tests (which cite them)
        inside = path.relative_to(root).parts
        if path.name not in ("text.py", "terminal.py") and not {"companion", "tests"} & set(inside):
            found.update(pattern.findall(path.read_text(encoding="utf-8")))
    return tuple(sorted(found))


@cache
def defined_tests(game: str) -> frozenset[str]:
    names: set[str] = set()
    for path in rule_tests_folder(game).rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names.update(
            node.name
            for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_")
        )
    return frozenset(names)


CASES = [(game, rule) for game in games() for rule in cited_rules(game)]


def test_every_game_is_found() -> None:
    assert {"hanabi", "regicide", "rentahero", "gofish"} <= set(games())


def test_no_rule_lives_among_the_words_namespaces() -> None:
    """The scan above skips the words' namespaces; so no rule id of any game may be one of them."""
    for found in registry.manifests():
        rules = getattr(found.part("text"), "RULES", ())
        assert not [rule for rule in rules if rule.split(".")[1] in WORD_TOPICS], found.game.id


@pytest.mark.parametrize("game", games())
def test_the_code_cites_rules(game: str) -> None:
    assert len(cited_rules(game)) >= 10, f"{game} cites only {cited_rules(game)}"  # Go Fish, the smallest: 16


def test_the_pattern_skips_module_paths() -> None:
    text = "from parlour.games.hanabi.cards import X  # hanabi.clue.self: no self clue"
    assert rule_pattern("hanabi").findall(text) == ["hanabi.clue.self"]


@pytest.mark.parametrize(("game", "rule"), CASES)
def test_rule_has_sentence_in_every_language(game: str, rule: str) -> None:
    assert i18n.has(rule), f"{rule} has no entry in the words of {game}"
    texts = {lang: i18n.translate(rule, lang) for lang in i18n.LANGUAGES}
    assert all(text and text != rule for text in texts.values())
    assert len(set(texts.values())) == len(texts), f"{rule}: some languages repeat another's text"


@pytest.mark.parametrize(("game", "rule"), CASES)
def test_rule_has_a_test_named_after_it(game: str, rule: str) -> None:
    name = "test_" + rule.replace(".", "_").replace("-", "_")
    names = defined_tests(game)
    assert name in names or any(n.startswith(name + "_") for n in names), (
        f"no test named {name} (or {name}_...) under {rule_tests_folder(game)}"
    )
