"""Refusals change nothing, for every registered game: malformed input, a wrong seat, out of turn,
after the end, and `Terminate` where it means nothing. Each is a typed error (`BadInput`, or
`IllegalAction` with the engine's rule id) and the snapshot is the same after it."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlour.engine import BadInput, Game, GameRecord, IllegalAction, State, Terminate, replay
from tests.contract.play import dumps, every_game, examples, games_played
from tests.drivers import json_values

BAD_SEATS = [-1, 99, True, None, "0", 1.0, [0]]


def refused(state: State, seat: Any, action: Any, error: type[Exception]) -> Exception:
    before = dumps(state.snapshot())
    with pytest.raises(error) as caught:
        state.apply(seat, action)
    assert dumps(state.snapshot()) == before, f"refusing {action!r} by {seat!r} changed the state"
    return caught.value


@every_game
@examples(10)
@given(data=st.data(), junk=st.lists(json_values, min_size=1, max_size=6))
def test_refusals_change_nothing(game: Game[Any], data: st.DataObject, junk: list[Any]) -> None:
    played = data.draw(games_played(game, cut=True))
    state = played.state
    rng = random.Random(len(state.history))
    seat = rng.randrange(state.players)
    for item in junk:  # JSON garbage is at most BadInput
        before = dumps(state.snapshot())
        with contextlib.suppress(BadInput, IllegalAction):
            state.apply(seat, item)
        assert dumps(state.snapshot()) == before
    refused(state, seat, {"type": "no-such-action"}, BadInput)
    refused(state, seat, [], BadInput)
    if state.history:
        some = state.history[-1].action.to_json()
        refused(state, seat, {**some, "unexpected": 1}, BadInput)
    for bad in BAD_SEATS:
        error = refused(state, bad, state.history[-1].action if state.history else {"type": "x"}, BadInput)
        assert isinstance(error, BadInput)
    if not game.terminable:
        error = refused(state, seat, Terminate(), IllegalAction)
        assert isinstance(error, IllegalAction) and error.rule == f"{game.id}.end.no-terminate"
        with pytest.raises(BadInput):
            game.parse_action({"type": Terminate.TYPE})
    if state.is_over():
        for other in range(state.players):
            action = state.history[-1].action if state.history else Terminate()
            error = refused(state, other, action, IllegalAction)
            assert isinstance(error, IllegalAction) and error.rule in (
                f"{game.id}.end.game-over",
                f"{game.id}.end.no-terminate",
            )
        return
    # Out of turn: an action legal for a seat that may act, sent by one that may not (the engine's
    # out-of-turn rule, or the game's own where it says more: Rent a Hero's window not pending).
    to_act = state.to_act()
    waiting = [s for s in range(state.players) if s not in to_act]
    actor = min(to_act)
    for other in waiting:
        for action in state.legal_actions(actor)[:3]:
            error = refused(state, other, action, IllegalAction)
            assert isinstance(error, IllegalAction) and error.rule.startswith(f"{game.id}.")


@every_game
@examples(10)
@given(data=st.data(), who=st.integers(0, 9))
def test_terminate_at_any_moment(game: Game[Any], data: st.DataObject, who: int) -> None:
    """A terminable game ends at once when any seat terminates, its turn or not; the record replays
    it; nothing more is accepted. Elsewhere `Terminate` is refused. It is never a legal action."""
    state = data.draw(games_played(game, cut=True)).state
    seat = who % state.players
    if state.is_over() or not game.terminable:
        rule = f"{game.id}.end.game-over" if game.terminable else f"{game.id}.end.no-terminate"
        error = refused(state, seat, Terminate(), IllegalAction)
        assert isinstance(error, IllegalAction) and error.rule == rule
        return
    events = state.apply(seat, Terminate())
    assert state.is_over() and state.to_act() == frozenset() and state.result() is not None
    assert all(state.legal_actions(s) == [] for s in range(state.players))
    assert all(not e.secret for e in events), "terminating reveals nothing"
    with pytest.raises(BadInput):
        state.action_id(Terminate())
    again = replay(GameRecord.loads(state.record().dumps()))
    assert dumps(again.snapshot()) == dumps(state.snapshot()) and again.result() == state.result()
    error = refused(state, (seat + 1) % state.players, Terminate(), IllegalAction)
    assert isinstance(error, IllegalAction) and error.rule == f"{game.id}.end.game-over"
