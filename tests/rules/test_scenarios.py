"""The rule at work: every scenario of every game bites as it says, and every rule the engine
enforces has one (`parlour.rules.scenarios`).

These are the very scenarios the rules page's mini-board and `parlour rules show RULE --example`
show: a scenario that stops biting (the engine changed, or the scenario says something false)
fails here, and is refused on the page too (`ScenarioError`).
"""

from __future__ import annotations

import ast
import dataclasses
import re
import sys
from pathlib import Path

import pytest

from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import catalogue
from parlour.rules.content import companion_module
from parlour.rules.scenarios import Applied, Refused, Scenario, ScenarioError, problems, run, scenarios, unshown

GAMES = catalogue.game_ids()
ALL = [(game, rule) for game in GAMES for rule in scenarios(game)]


def test_every_game_of_ours_has_scenarios() -> None:
    assert {"hanabi", "regicide", "rentahero"} <= set(GAMES)
    assert {game: len(scenarios(game)) for game in ("hanabi", "regicide", "rentahero")} == {
        "hanabi": 31,
        "regicide": 42,
        "rentahero": 70,
    }


@pytest.mark.parametrize(("game", "rule"), ALL, ids=[rule for _, rule in ALL])
def test_the_scenario_bites_as_it_says(game: str, rule: str) -> None:
    scenario = scenarios(game)[rule]
    played = run(game, scenario)
    assert problems(played) == []
    if isinstance(scenario.bites, Refused):
        error = played.refusal
        assert error is not None and error.key == rule
        for lang in LANGUAGES:  # the player's words, filled, in every language
            said = error.text(lang)
            assert said.strip() and "{" not in said and said == translate(rule, lang, **error.params)
    else:
        assert played.events and played.refusal is None
        assert played.state.history[-1].action == scenario.move  # the move really was played


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_the_engine_enforces_has_a_scenario(game: str) -> None:
    """Each rule entry (the text module's `RULES` and the content's `sources`) is shown, or listed
    in `UNSHOWN` with its reason; never both, and nothing else is named."""
    rules = set(catalogue.rule_sentences(game))
    shown, without = set(scenarios(game)), set(unshown(game))
    module = companion_module(game, "scenarios")
    assert module is not None
    assert len(module.SCENARIOS) == len(shown), "one scenario per rule"
    assert shown <= rules, f"scenarios of no rule entry: {sorted(shown - rules)}"
    assert without <= rules, f"UNSHOWN names no rule entry: {sorted(without - rules)}"
    assert not shown & without, f"shown and said to be unshown: {sorted(shown & without)}"
    assert rules == shown | without, f"rules without a scenario or a reason: {sorted(rules - shown - without)}"
    assert all(len(reason) > 20 for reason in unshown(game).values())


def _refusals_in(package: Path) -> set[str]:
    """The rule ids and sentence keys the engine's code refuses moves with (`IllegalAction(...)`)."""
    found: set[str] = set()
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", "")) == "IllegalAction"
            ):
                texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
                texts += [k.value.value for k in node.keywords if k.arg == "key" and isinstance(k.value, ast.Constant)]
                found |= {t for t in texts if isinstance(t, str)}
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_unshown_are_never_refusals_nor_told_by_the_log(game: str) -> None:
    """The criterion, checked from the other side: a rule the engine refuses a move under, a rule a
    log line cites (each a rule that moves bring into play), and the engine's own refusals (out of
    turn, game over, terminate) all have scenarios."""
    module = sys.modules[type(registry.get(game)).__module__]
    assert module.__file__ is not None
    package = Path(module.__file__).parent
    refused = {key for key in _refusals_in(package) if key.startswith(f"{game}.")}
    cites_file = package / "companion" / "cites.py"
    cited = set(re.findall(rf'"({game}\.[a-z-]+\.[a-z-]+)"', cites_file.read_text(encoding="utf-8")))
    engine = {f"{game}.turn.out-of-turn", f"{game}.end.game-over", f"{game}.end.no-terminate"}
    entries = set(catalogue.rule_sentences(game))
    needed = (refused | cited | engine) & entries
    assert needed, "the engine's refusals are found"
    assert needed <= set(scenarios(game)), sorted(needed - set(scenarios(game)))


def test_the_check_fails_a_scenario_that_says_something_false() -> None:
    """The check can fail: a refusal put under another rule, an effect that does not happen, an
    applied move that is refused, a refusal that is accepted."""
    tokens_full = scenarios("hanabi")["hanabi.discard.tokens-full"]
    regain = scenarios("hanabi")["hanabi.discard.regain"]
    wrong: list[Scenario] = [
        dataclasses.replace(tokens_full, rule="hanabi.clue.no-tokens"),
        dataclasses.replace(regain, bites=Applied(changes={"clue_tokens": (7, 7)})),
        dataclasses.replace(regain, bites=Applied(events=[("play", {})])),
        dataclasses.replace(regain, bites=Applied(events=[("draw", {}), ("discard", {})])),  # out of order
        dataclasses.replace(regain, bites=Applied(events=[("discard", {})], exact=True)),  # a draw follows
        dataclasses.replace(tokens_full, bites=Applied()),
        dataclasses.replace(regain, bites=Refused()),
    ]
    for scenario in wrong:
        assert problems(run("hanabi", scenario)), scenario


def test_a_deal_or_step_the_engine_refuses_is_a_scenario_error() -> None:
    tokens_full = scenarios("hanabi")["hanabi.discard.tokens-full"]
    bad_step = dataclasses.replace(tokens_full.deal, steps=((1, tokens_full.move),))
    with pytest.raises(ScenarioError, match="step 0"):
        run("hanabi", dataclasses.replace(tokens_full, deal=bad_step))
    bad_deal = dataclasses.replace(tokens_full.deal, options={"players": 9})
    with pytest.raises(ScenarioError, match="deal"):
        run("hanabi", dataclasses.replace(tokens_full, deal=bad_deal))


def test_the_rule_tests_deal_from_the_package() -> None:
    """The decks written by hand live in the games' packages, where the scenarios find them; the
    rule tests import them from there (no second copy in tests/)."""
    root = Path(__file__).parents[2]
    for game in ("hanabi", "regicide", "rentahero"):
        assert (root / "parlour" / "games" / game / "decks.py").exists()
        helpers = root / "tests" / "games" / game / "helpers.py"
        assert not helpers.exists() or "def deck_for" not in helpers.read_text(encoding="utf-8")
        rules = (root / "tests" / "games" / game / "test_rules.py").read_text(encoding="utf-8")
        assert f"from parlour.games.{game}.decks import" in rules
