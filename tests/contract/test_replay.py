"""Same seed + same actions = the same game, bit for bit, for every registered game.

A random game is played; its record survives JSON, `replay` rebuilds every intermediate snapshot
(any prefix), and a game started again from the record and fed the record's actions (their JSON
forms) gives every recipient the same events and views at every step.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from parlour.engine import Game, GameRecord, replay
from parlour.engine.record import start
from tests.contract.play import dumps, every_game, examples, games_played, recipients


@every_game
@examples(8)
@given(data=st.data(), cut=st.integers(0, 400))
def test_replay_is_bit_for_bit(game: Game[Any], data: st.DataObject, cut: int) -> None:
    played = data.draw(games_played(game))
    state = played.state
    names = [f"Player {seat}" for seat in range(state.players)]
    record = state.record(names, note="contract")
    assert GameRecord.loads(record.dumps()) == record
    assert record.seed == played.seed and len(record.actions) == len(played.steps)

    again = start(GameRecord.loads(record.dumps()))
    first = game.new_state(state.options, seed=played.seed)
    assert dumps(again.snapshot()) == dumps(first.snapshot())
    for r in recipients(state):
        assert dumps(again.events_for(again.opening_events, r)) == dumps(first.events_for(first.opening_events, r))
    snapshots = [dumps(again.snapshot())]
    for step, (seat, action) in zip(played.steps, record.actions, strict=True):
        events = again.apply(seat, action)  # the JSON form, as a record holds it
        snapshots.append(dumps(again.snapshot()))
        for r in recipients(state):
            assert dumps(again.events_for(events, r)) == dumps(state.events_for(step.events, r))
    assert snapshots[-1] == dumps(state.snapshot())
    for r in recipients(state):
        assert dumps(again.view(r)) == dumps(state.view(r))
    assert dumps(again.public_view()) == dumps(state.public_view())
    assert again.result() == state.result()
    assert dumps(replay(record).snapshot()) == snapshots[-1]
    k = cut % len(snapshots)
    assert dumps(replay(record, upto=k).snapshot()) == snapshots[k]
    assert dumps(replay(record).record(names, note="contract").to_json()) == dumps(record.to_json())
