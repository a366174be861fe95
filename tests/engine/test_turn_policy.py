"""The turn policy is the engine's: whom a table asks next and the open reaction window.

Every surface (the server, the terminal, the bench harness, `play_out`) reads `State.next_to_ask`
and `State.reaction_window`, so these properties hold for every registered game.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.engine import ReactionWindow, State, registry
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.regicide.actions import ChooseNext, Signal
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.games.rentahero.actions import Decline

GAMES = [(game.id, players) for game in registry.games() for players in (game.min_players, game.max_players)]


def random_game(game_id: str, players: int, seed: int, rng: random.Random) -> list[State]:
    """Every state of one random legal game (any seat that may act, any legal move), cloned."""
    game = registry.get(game_id)
    state = game.new_state(game.options_type.build(players=players), seed=seed)
    states = [state.clone()]
    while not state.is_over() and len(states) < 400:
        seat = rng.choice(sorted(state.to_act()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        states.append(state.clone())
    return states


@settings(max_examples=12, deadline=None)
@given(case=st.sampled_from(GAMES), seed=st.integers(0, 2**31), pick=st.randoms(use_true_random=False))
def test_the_seat_asked_may_act_and_nobody_is_asked_once_the_game_is_over(
    case: tuple[str, int], seed: int, pick: random.Random
) -> None:
    for state in random_game(*case, seed, pick):
        to_act = state.to_act()
        asked = state.next_to_ask()
        if state.is_over():
            assert asked is None and not to_act
            assert all(state.next_to_ask(prefer=seat) is None for seat in range(state.players))
        else:
            assert asked in to_act
            assert all(state.next_to_ask(prefer=seat) in to_act for seat in range(state.players))
        window = state.reaction_window()
        if window is not None:
            assert isinstance(window, ReactionWindow)
            assert window.pending and window.pending <= to_act
            for seat in window.pending:  # a seat the window closes on can always take its time-out action
                assert state.is_legal(seat, window.on_timeout)


def test_a_seat_that_may_act_in_any_order_is_asked_first_when_preferred() -> None:
    state = RENTAHERO.new_state(RentAHeroOptions(players=4), seed=3)
    rng = random.Random(3)
    windows = 0
    while not state.is_over():
        window = state.reaction_window()
        if window is not None and len(window.pending) > 1:
            windows += 1
            for seat in window.pending:
                assert state.next_to_ask(prefer=seat) == seat
            assert state.next_to_ask() == min(window.pending)
            outside = next((s for s in range(state.players) if s not in window.pending), None)
            if outside is not None:  # a preferred seat that may not act is not asked
                assert state.next_to_ask(prefer=outside) == min(window.pending)
        seat = state.next_to_ask()
        assert seat is not None
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert windows > 0, "no window with several seats pending was met"


def test_rent_a_hero_windows_are_the_views_windows_and_close_with_a_decline() -> None:
    state = RENTAHERO.new_state(RentAHeroOptions(players=3), seed=11)
    rng = random.Random(11)
    seen = 0
    while not state.is_over():
        window = state.reaction_window()
        shown: Any = state.public_view().get("window")
        if window is None:
            assert not shown
        else:
            seen += 1
            assert sorted(window.pending) == shown["pending"]
            assert window.on_timeout == Decline()
        seat = state.next_to_ask()
        assert seat is not None
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen > 0
    assert state.reaction_window() is None


def jester_choice(players: int) -> Any:
    """A Regicide state whose jester's player is choosing who goes next (seeded random play)."""
    for seed in range(200):
        state = REGICIDE.new_state(RegicideOptions.build(players=players), seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            if state.phase == "choose":
                return state
            seat = state.next_to_ask()
            legal = state.legal_actions(seat)
            jesters = [a for a in legal if "jester" in repr(a).lower()]
            state.apply(seat, rng.choice(jesters or legal))
    pytest.fail("no jester was played in 200 seeded games")


@pytest.mark.parametrize("players", [3, 4])
def test_regicide_asks_every_other_seat_to_signal_in_turn_order_then_the_chooser(players: int) -> None:
    state = jester_choice(players)
    chooser = state.chooser
    assert state.to_act() == frozenset(range(players))
    asked = []
    while state.phase == "choose":
        seat = state.next_to_ask()
        for prefer in range(players):  # a preference never reorders the signals before the choice
            assert state.next_to_ask(prefer=prefer) == seat
        asked.append(seat)
        if seat == chooser:
            choice = next(a for a in state.legal_actions(seat) if isinstance(a, ChooseNext))
            state.apply(seat, choice)
        else:
            state.apply(seat, Signal(True))
    assert asked == [(chooser + step) % players for step in range(1, players)] + [chooser]
