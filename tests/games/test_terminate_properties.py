"""Terminating, by property over random games of the three games.

Hypothesis drives each game's own driver (tests/games/<game>/strategies.py) at every player
count. At every step `legal_actions` of every seat never holds `Terminate` (bots and learning
agents never see it). At a random moment a random seat, its turn or not, terminates: in
Hanabi and Regicide the game ends there ("terminated", lost, `terminated_by` that seat, two
public events), its record replays to the same state, and nothing more is accepted; in Rent a
Hero it is refused (`rentahero.end.no-terminate`) and nothing changes.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.engine import Game, GameRecord, IllegalAction, State, Terminate, replay
from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from tests.games.hanabi import strategies as hanabi_st
from tests.games.regicide import strategies as regicide_st
from tests.games.rentahero import strategies as rentahero_st

MAX_ACTIONS = 4000
SETTINGS = settings(max_examples=25, deadline=None)


def never_legal(state: State) -> None:
    for seat in range(state.players):
        assert not any(isinstance(action, Terminate) for action in state.legal_actions(seat))


def play_then_terminate(game: Game[Any], options: Any, seed: int, driver: Any, at: int, who: int) -> None:
    state = game.new_state(options, seed=seed)
    never_legal(state)
    while not state.is_over() and len(state.history) < min(at, MAX_ACTIONS):
        seat, action = driver.choose(state)
        state.apply(seat, action)
        never_legal(state)
    seat = who % state.players
    before = state.snapshot()
    if state.is_over() or not game.terminable:
        rule = f"{game.id}.end.no-terminate" if not game.terminable else f"{game.id}.end.game-over"
        with pytest.raises(IllegalAction) as err:
            state.apply(seat, Terminate())
        assert err.value.rule == rule
        assert state.snapshot() == before
        return
    moves = len(state.history)
    events = state.apply(seat, Terminate())
    assert state.is_over() and state.to_act() == frozenset()
    never_legal(state)
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason) == ("lost", "terminated")
    assert result.details["terminated_by"] == seat and result.details["turns"] == moves + 1
    assert all(score == 0.0 for score in result.scores)
    if game is HANABI:
        assert result.details["score"] == 0 and result.details["points"] == sum(state.view(None)["fireworks"].values())
    assert [e.kind for e in events] == ["terminate", "game-over"]
    assert events[0].for_public() == {"kind": "terminate", "seat": seat}
    assert all(not e.secret for e in events)
    assert all(state.view(s)["over"] for s in (*range(state.players), None))
    again = replay(GameRecord.loads(state.record().dumps()))
    assert again.snapshot() == state.snapshot() and again.result() == result
    after = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply((seat + 1) % state.players, Terminate())
    assert err.value.rule == f"{game.id}.end.game-over"
    assert state.snapshot() == after


moments = st.integers(min_value=0, max_value=300)
seats = st.integers(min_value=0, max_value=4)


@SETTINGS
@given(
    values=hanabi_st.option_values(),
    seed=hanabi_st.seeds,
    choices=hanabi_st.choice_lists,
    chaos=hanabi_st.chaos_levels,
    at=moments,
    who=seats,
)
def test_hanabi_terminate_at_any_moment(
    values: dict[str, Any], seed: int, choices: list[int], chaos: int, at: int, who: int
) -> None:
    play_then_terminate(HANABI, HanabiOptions(**values), seed, hanabi_st.Driver(choices, chaos), at, who)


@SETTINGS
@given(
    values=regicide_st.option_values(),
    seed=regicide_st.seeds,
    choices=regicide_st.choice_lists,
    style=regicide_st.styles,
    at=st.integers(min_value=0, max_value=120),
    who=seats,
)
def test_regicide_terminate_at_any_moment(
    values: dict[str, Any], seed: int, choices: list[int], style: str, at: int, who: int
) -> None:
    play_then_terminate(REGICIDE, RegicideOptions(**values), seed, regicide_st.Driver(choices, 0, style), at, who)


@settings(max_examples=10, deadline=None)
@given(
    values=rentahero_st.preset_options(),
    seed=rentahero_st.seeds,
    choices=rentahero_st.choice_lists,
    at=moments,
    who=seats,
)
def test_rentahero_terminate_is_refused_at_any_moment(
    values: dict[str, Any], seed: int, choices: list[int], at: int, who: int
) -> None:
    play_then_terminate(RENTAHERO, RentAHeroOptions(**values), seed, rentahero_st.Driver(choices, 12), at, who)
