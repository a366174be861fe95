"""The generic information-set search, on Regicide: legal, deterministic, honest, and it finds a win."""

from __future__ import annotations

import random
from typing import Any

import pytest

from parlour.bots.ismcts import Heuristics, SearchBot, search
from parlour.engine.actions import Action
from parlour.games.regicide import REGICIDE, Pay, PlayCards, RegicideOptions, RegicideState
from parlour.games.regicide.bots import play_out
from parlour.games.regicide.cards import parse_card
from parlour.games.regicide.search import HEURISTICS, actor
from parlour.games.regicide.worlds import sample_world

# Random rollouts to the end; Regicide says who moves while a jester's player chooses.
PLAIN = Heuristics(sample_world=sample_world, actor=actor)


def plain_bot(seed: int, iterations: int = 6) -> SearchBot:
    return SearchBot("plain-search", PLAIN, seed, iterations=iterations)


def tuned_bot(seed: int, iterations: int = 8) -> SearchBot:
    return SearchBot("tuned-search", HEURISTICS, seed, iterations=iterations, rollout_depth=6)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("make", [plain_bot, tuned_bot])
def test_the_search_only_returns_legal_actions(players: int, make: Any) -> None:
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=players)
    bots = [make(seat) for seat in range(players)]
    moves = 0
    while not state.is_over() and moves < 60:
        seat = state.next_to_ask()
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(seat, action)
        moves += 1
    assert moves > 10


def test_the_search_is_deterministic_given_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    def history(seed: int) -> list[Action]:
        state = REGICIDE.new_state(RegicideOptions(players=2), seed=seed)
        play_out(state, [tuned_bot(seat, iterations=5) for seat in range(2)])
        return [turn.action for turn in state.history]

    first = history(3)

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the search used the module-level random")

    for name in ("random", "choice", "randrange", "shuffle", "sample", "getrandbits"):
        monkeypatch.setattr(random, name, forbidden)
    assert history(3) == first


def last_king(damage: int, hand: list[str]) -> RegicideState:
    """A solo game at its last enemy, the King of Hearts, with `damage` on it, this hand and no jester left."""
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=2)
    cards = [parse_card(code) for code in hand]
    pool = [c for c in state.tavern + state.hands[0] if c not in cards]
    royals = [c for c in state.castle if c.code != "KH"]
    state.castle = [parse_card("KH")]
    state.defeated = 11
    state.damage = damage
    state.hands[0] = sorted(cards, key=lambda c: (c.rank, c.suit))
    state.discard = royals + pool[:20]
    state.tavern = pool[20:]
    state.solo_jesters = 0
    return state


def test_the_search_finds_the_winning_play() -> None:
    # 35 damage on the last King: the 5 of clubs (10 damage) or the 8 kills it now; after any
    # other play the hand cannot pay the King's attack.
    state = last_king(35, ["2D", "3S", "5C", "8D"])
    legal = state.legal_actions(0)
    for seed in range(3):
        action = search(state.view(0), legal, PLAIN, random.Random(seed), iterations=40)
        assert action in (PlayCards(("5C",)), PlayCards(("8D",)))
        assert state.clone().apply(0, action)[-1].kind == "game-over"


def test_payments_are_matched_across_worlds_by_their_cards() -> None:
    # A payment's integer id depends on the hand; the search keys actions by value, so it still
    # recognises the same payment in every world and answers with an action from `legal`.
    state = last_king(0, ["2D", "3S", "5C", "8D", "10S", "9H"])
    state.apply(0, PlayCards(("2D",)))
    assert state.phase == "pay"
    legal = state.legal_actions(0)
    action = search(state.view(0), legal, HEURISTICS, random.Random(1), iterations=30, rollout_depth=4)
    assert isinstance(action, Pay) and action in legal
    assert sum(parse_card(code).value for code in action.cards) >= 20


def test_a_time_limit_still_answers_with_a_legal_action() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=9)
    legal = state.legal_actions(0)
    action = search(state.view(0), legal, PLAIN, random.Random(0), iterations=10**9, time_limit=0.01)
    assert action in legal


def test_a_single_legal_action_needs_no_search() -> None:
    def refuse(view: Any, rng: random.Random) -> Any:
        raise AssertionError("no world should be sampled")

    only = [PlayCards(("5C",))]
    assert search({"seat": 0}, only, Heuristics(sample_world=refuse), random.Random(0)) is only[0]
    with pytest.raises(ValueError):
        search({"seat": 0}, [], Heuristics(sample_world=refuse), random.Random(0))
