"""The engine contract holds at every step of random legal games of every registered game.

Hypothesis draws a player count in the game's range, one of its presets (or none), a seed and the
random choices of the players. After every action:

- `to_act()` is not empty until the game is over, and empty after; `next_to_ask()` is one of it;
  the seats in `to_act()` and only they have legal actions; an open reaction window's seats may
  act, and its time-out action is legal for each of them; `Terminate` is never a legal action;
- `legal_actions(seat)` is exactly what `apply` accepts among every action of the state's id
  table and every action legal so far, for every seat: each refusal is an `IllegalAction` with
  a rule id of the game that has its sentence, and leaves the snapshot as it was (two refusals
  tried a step, at random);
- every legal action's integer id and JSON form round-trip;
- `clone()` is equal and independent both ways, and the clone plays on alike;
- every view (each seat's, the spectator's, the public one), every event as each recipient gets
  it, and the result are plain JSON that never holds the seed; the result is there exactly when
  the game is over; the game ends within `MAX_ACTIONS`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st

from parlour.engine import Game, IllegalAction, State, Terminate
from parlour.engine.i18n import has
from tests.contract.play import (
    MAX_ACTIONS,
    STYLES,
    Player,
    Step,
    candidates,
    dumps,
    every_game,
    examples,
    options_of,
    play,
    recipients,
    round_trips,
    seeds,
)


def rule_of(game: Game[Any]) -> re.Pattern[str]:
    return re.compile(rf"{re.escape(game.id)}\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*")


def check_turn(state: State) -> None:
    to_act = state.to_act()
    window = state.reaction_window()
    if state.is_over():
        assert to_act == frozenset() and state.next_to_ask() is None and window is None
        assert all(state.legal_actions(seat) == [] for seat in range(state.players))
        return
    assert to_act, "somebody may act until the game is over"
    assert to_act <= set(range(state.players))
    assert state.next_to_ask() in to_act
    for seat in to_act:
        assert state.next_to_ask(prefer=seat) == seat or state.next_to_ask(prefer=seat) in to_act
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        assert bool(legal) == (seat in to_act), f"seat {seat}: legal actions and to_act() disagree"
        assert not any(isinstance(action, Terminate) for action in legal)
    if window is not None:
        assert window.pending and window.pending <= to_act
        for seat in window.pending:
            assert window.on_timeout in state.legal_actions(seat)
    for seat in range(state.players):  # engine.turn.skip: a pass is one of the seat's legal moves
        skip = state.skip_action(seat)
        assert skip is None or skip in state.legal_actions(seat), f"seat {seat}: skip_action {skip} is not legal"


def check_legal_actions(state: State, seen: list[Any], rng: Any) -> None:
    """`legal_actions` is what `apply` accepts; refusals (two a step, at random) name a rule and change nothing."""
    game = state.GAME
    pattern = rule_of(game)
    tried = candidates(state, seen)
    refused: list[tuple[int, Any]] = []
    for seat in range(state.players):
        legal = state.legal_actions(seat)
        assert len(set(legal)) == len(legal), "an action is listed twice"
        assert set(legal) <= set(tried), "a legal action is missing from the id table"
        for action in legal:
            assert game.parse_action(json.loads(json.dumps(action.to_json()))) == action
            action_id = state.action_id(action)
            assert 0 <= action_id < game.num_actions(state.options)
            assert state.action_from_id(action_id) == action
        ids = [state.action_id(action) for action in legal]
        assert len(set(ids)) == len(ids), "two legal actions share an id"
        for action in tried:
            accepted = state.is_legal(seat, action)
            assert accepted == (action in legal), f"{action} by {seat}: is_legal says {accepted}"
            if not accepted:
                refused.append((seat, action))
    before = dumps(state.snapshot())
    for seat, action in rng.sample(refused, min(2, len(refused))):
        try:
            state.apply(seat, action)
        except IllegalAction as error:
            assert pattern.fullmatch(error.rule), f"{error.rule} is not a rule id of {game.id}"
            assert has(error.rule) and has(error.key), f"{error.key} has no sentence"
        else:  # pragma: no cover - is_legal said no
            raise AssertionError(f"{action} by {seat} was accepted")
        assert dumps(state.snapshot()) == before, f"refusing {action} changed the state"


def check_clone(state: State, seat: int, action: Any) -> State:
    """A clone is equal; changing it leaves the original alone. Returns a clone for the other way."""
    before = dumps(state.snapshot())
    other = state.clone()
    assert dumps(other.snapshot()) == before
    other.apply(seat, state.legal_actions(seat)[-1])
    assert dumps(state.snapshot()) == before
    return state.clone()


def check_outputs(state: State, step: Step | None, seed: int) -> None:
    for recipient in recipients(state):
        round_trips(state.view(recipient), seed)
        if step is not None:
            round_trips(state.events_for(step.events, recipient), seed)
    round_trips(state.public_view(), seed)
    if step is not None:
        round_trips([e.for_public() for e in step.events], seed)
    result = state.result()
    assert (result is not None) == state.is_over()
    if result is not None:
        round_trips(result.to_json(), seed)
        assert len(result.scores) == state.players


@every_game
@examples(8)
@given(data=st.data())
def test_every_action_keeps_the_contract(game: Game[Any], data: st.DataObject) -> None:
    options = data.draw(options_of(game))
    seed = data.draw(seeds, label="seed")
    player = Player(data.draw(st.randoms(use_true_random=False), label="choices"), data.draw(st.sampled_from(STYLES)))
    state = game.new_state(options, seed=seed)
    for recipient in recipients(state):
        round_trips(state.events_for(state.opening_events, recipient), seed)
    check_turn(state)
    check_outputs(state, None, seed)
    seen: list[Any] = []
    while not state.is_over():
        assert len(state.history) < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions"
        for seat in state.to_act():
            seen.extend(state.legal_actions(seat)[:8])
        seen = list(dict.fromkeys(seen))[-40:]
        check_legal_actions(state, seen, player.rng)
        seat, action = player.choose(state)
        before = dumps(state.snapshot())
        twin = check_clone(state, seat, action)
        events = state.apply(seat, action)
        assert state.history[-1].seat == seat and state.history[-1].action == action
        # ... and changing the original leaves a clone alone; the clone then plays on alike.
        assert dumps(twin.snapshot()) == before
        assert dumps([e.for_seat(None) for e in twin.apply(seat, action)]) == dumps([e.for_seat(None) for e in events])
        assert dumps(twin.snapshot()) == dumps(state.snapshot())
        check_turn(state)
        check_outputs(state, Step(seat, action, events), seed)
    event(f"{game.id}: {len(state.history) // 10 * 10}+ actions")
    check_legal_actions(state, seen, player.rng)


@every_game
@examples(4)
@given(seed=seeds, choices=st.integers(0, 2**32))
def test_every_player_count_and_preset_ends(game: Game[Any], seed: int, choices: int) -> None:
    """One game at each player count under each preset (hypothesis may not draw each): it ends in time."""
    import random

    for players in range(game.min_players, game.max_players + 1):
        for preset in [None, *sorted(game.options_type.PRESETS)]:
            try:
                options = game.options_type.build(players=players, variant=preset)
            except Exception:  # a preset for another player count
                continue
            state = play(game, options, seed, Player(random.Random(choices), "survive")).state
            assert state.is_over(), f"{options.describe()}: no end after {MAX_ACTIONS} actions"
            check_turn(state)
