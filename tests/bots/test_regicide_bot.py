"""Regicide's rules bot: stronger than random over seeded games, fed views only, legal and honest."""

from __future__ import annotations

import json
import random
import statistics
from typing import Any

import pytest

from parlour.bots import Bot, get_bot, list_bots
from parlour.engine.actions import Action
from parlour.engine.state import State
from parlour.games.regicide import (
    REGICIDE,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    RegicideOptions,
    Signal,
    Yield,
)
from parlour.games.regicide.bots import RulesBot, play_out

GAMES = 30


def play(bot: str, players: int, seed: int) -> tuple[bool, int]:
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
    play_out(state, [get_bot("regicide", bot, seed * 10 + seat) for seat in range(players)])
    result = state.result()
    assert result is not None
    return result.outcome == "won", int(result.details["enemies_defeated"])


def test_the_rules_bot_is_registered_for_regicide() -> None:
    assert {"random", "simple"} <= set(list_bots("regicide"))
    bot = get_bot("regicide", "simple", 1)
    assert isinstance(bot, RulesBot) and isinstance(bot, Bot) and bot.name == "simple"


@pytest.mark.slow  # bot strength, run apart: pytest -m slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_rules_bot_defeats_far_more_enemies_than_random(players: int) -> None:
    rules = [play("simple", players, seed) for seed in range(GAMES)]
    chance = [play("random", players, seed) for seed in range(GAMES)]
    rules_defeated = statistics.mean(n for _, n in rules)
    random_defeated = statistics.mean(n for _, n in chance)
    # Measured over 500 seeds: rules about 7-8 enemies, random about 1-2 (benchmarks/bots.py).
    assert rules_defeated >= random_defeated + 4, (rules_defeated, random_defeated)
    assert rules_defeated >= 5.5
    assert sum(won for won, _ in rules) >= sum(won for won, _ in chance)


@pytest.mark.slow  # bot strength, run apart: pytest -m slow
def test_the_rules_bot_wins_games_that_random_never_wins() -> None:
    wins = sum(play("simple", 3, seed)[0] for seed in range(60))
    chance = sum(play("random", 3, seed)[0] for seed in range(60))
    assert wins >= 2 and chance == 0


class Spy:
    """Wraps a bot; records what it is handed, so a test can prove it gets data, never a state."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.calls: list[tuple[Any, Any]] = []

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.calls.append((view, legal))
        return self.bot.choose(view, legal)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_the_bot_receives_only_its_seats_view_and_legal_actions(players: int) -> None:
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=8)
    spies = [Spy(get_bot("regicide", "simple", seat)) for seat in range(players)]
    play_out(state, spies)
    for seat, spy in enumerate(spies):
        assert spy.calls
        for view, legal in spy.calls:
            assert not isinstance(view, State) and isinstance(view, dict)
            assert json.loads(json.dumps(view)) == view  # plain JSON data
            assert view["seat"] == seat
            hands = view["hands"]
            assert all("cards" not in hand for other, hand in enumerate(hands) if other != seat)
            assert "tavern" not in view and "seed" not in json.dumps(view)
            assert isinstance(legal, list) and all(isinstance(a, Action) for a in legal)


def test_the_bot_plays_from_a_view_that_went_through_json() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=3), seed=2)
    bot = RulesBot(seed=0)
    for _ in range(40):
        if state.is_over():
            break
        seat = state.next_to_ask()
        view = json.loads(json.dumps(state.view(seat)))
        legal = state.legal_actions(seat)
        action = bot.choose(view, legal)
        assert action in legal
        state.apply(seat, action)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_bot_always_picks_a_legal_action(players: int) -> None:
    for seed in range(8):
        state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
        bots = [RulesBot(seed=seat) for seat in range(players)]
        while not state.is_over():
            seat = state.next_to_ask()
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.view(seat), legal)
            assert action in legal
            state.apply(seat, action)


def test_the_bot_is_deterministic_and_never_uses_the_module_random(monkeypatch: pytest.MonkeyPatch) -> None:
    def history(seed: int) -> list[Action]:
        state = REGICIDE.new_state(RegicideOptions(players=3), seed=seed)
        play_out(state, [get_bot("regicide", "simple", seat) for seat in range(3)])
        return [turn.action for turn in state.history]

    first = history(4)

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("a bot used the module-level random")

    for fn in ("random", "choice", "choices", "randrange", "randint", "shuffle", "sample", "uniform"):
        monkeypatch.setattr(random, fn, forbidden)
    assert history(4) == first


def view_with(hand: list[str], **changes: Any) -> dict[str, Any]:
    """A 2-player view of seat 0 against a Jack of Spades, changed as asked."""
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=1)
    view = state.view(0)
    view["hands"][0] = {"count": len(hand), "known": [], "cards": hand}
    enemy = {"card": "JS", "health": 20, "attack": 10, "damage": 0, "shield": 0, "attack_now": 10, "immune": "spades"}
    enemy.update(changes.pop("enemy", {}))
    view["enemy"] = enemy
    view.update(changes)
    return view


def test_an_exact_kill_is_preferred_to_a_bigger_one() -> None:
    view = view_with(["3C", "8H", "9S"], enemy={"damage": 14})
    legal: list[Action] = [PlayCards(("3C",)), PlayCards(("8H",)), PlayCards(("9S",)), Yield()]
    assert RulesBot(0).choose(view, legal) == PlayCards(("3C",))  # 3 clubs: 6 damage, exactly 20


def test_a_kill_beats_a_play_that_only_hurts() -> None:
    view = view_with(["2H", "10D"], enemy={"damage": 12})
    legal: list[Action] = [PlayCards(("2H",)), PlayCards(("10D",)), Yield()]
    assert RulesBot(0).choose(view, legal) == PlayCards(("10D",))


def test_the_bot_keeps_enough_to_pay_the_attack() -> None:
    # Playing the 10 leaves 3 to pay an attack of 10; playing the 3 leaves 10: it plays the 3.
    view = view_with(["3H", "10H"], enemy={"card": "JC", "immune": "clubs"})
    legal: list[Action] = [PlayCards(("3H",)), PlayCards(("10H",)), Yield()]
    assert RulesBot(0).choose(view, legal) == PlayCards(("3H",))


def test_spades_are_played_to_cut_a_big_attack() -> None:
    view = view_with(
        ["9S", "9H", "5C"], enemy={"card": "KD", "health": 40, "attack": 20, "attack_now": 20, "immune": "diamonds"}
    )
    legal: list[Action] = [PlayCards(("9S",)), PlayCards(("9H",)), PlayCards(("5C",)), Yield()]
    assert RulesBot(0).choose(view, legal) == PlayCards(("9S",))


def test_payment_wastes_the_least_and_sheds_the_enemys_suit_first() -> None:
    view = view_with(["4S", "4H", "6D", "10C"], phase="pay", to_pay=4)
    legal = [Pay(("4S",)), Pay(("4H",)), Pay(("6D",)), Pay(("10C",)), Pay(("4H", "4S"))]
    assert RulesBot(0).choose(view, legal) == Pay(("4S",))  # the spade is useless against the Jack of Spades


def test_yield_only_when_nothing_else_survives() -> None:
    view = view_with(["10H", "2C"], enemy={"card": "JC", "immune": "clubs", "damage": 2})
    legal: list[Action] = [PlayCards(("10H",)), PlayCards(("2C",)), Yield()]
    assert RulesBot(0).choose(view, legal) == PlayCards(("2C",))  # 2 damage, then pay 10 with the 10
    weak = view_with(["8H", "2C"], enemy={"card": "JC", "immune": "clubs", "attack_now": 10})
    assert RulesBot(0).choose(weak, [PlayCards(("8H",)), PlayCards(("2C",)), Yield()]) == Yield()


def test_solo_flips_a_jester_when_the_hand_cannot_pay() -> None:
    view = view_with(["2C", "3H"], players=1, phase="pay", to_pay=10, solo_jesters=2)
    assert RulesBot(0).choose(view, [FlipJester()]) == FlipJester()
    view = view_with(["2C", "3H"], players=1, solo_jesters=1)
    legal: list[Action] = [PlayCards(("2C",)), PlayCards(("3H",)), FlipJester()]
    assert RulesBot(0).choose(view, legal) == FlipJester()  # no play leaves enough to pay 10


def test_signals_are_honest_and_the_chooser_follows_them() -> None:
    strong = view_with(["10C", "9C"], phase="choose", chooser=1, enemy={"immune": None})
    assert RulesBot(0).choose(strong, [Signal(True), Signal(False)]) == Signal(True)  # 10 clubs: a kill
    weak = view_with(["2H"], phase="choose", chooser=1, enemy={"immune": None, "attack_now": 10})
    assert RulesBot(0).choose(weak, [Signal(True), Signal(False)]) == Signal(False)
    chooser = view_with(["2H"], phase="choose", chooser=0, players=3, signals={"1": False, "2": True})
    chooser["hands"] = [chooser["hands"][0], {"count": 5, "known": []}, {"count": 4, "known": []}]
    legal = [ChooseNext(0), ChooseNext(1), ChooseNext(2)]
    assert RulesBot(0).choose(chooser, legal) == ChooseNext(2)
