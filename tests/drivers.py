"""Game-agnostic pieces for property tests: playing a game with hooks, and JSON-shaped garbage."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from hypothesis import strategies as st

from parlour.engine import Action, Event, Game, State


class Driver(Protocol):
    def choose(self, state: Any) -> tuple[int, Action]: ...


@dataclass
class Step:
    seat: int
    action: Action
    events: list[Event]


@dataclass
class Played:
    state: Any
    steps: list[Step] = field(default_factory=list)


def play(
    game: Game[Any],
    options: Any,
    seed: int,
    driver: Driver,
    *,
    limit: int | None = None,
    deck: Sequence[Any] | None = None,
    before: Callable[[Any, int, Action], None] | None = None,
    after: Callable[[Any, Step, Mapping[str, Any]], None] | None = None,
) -> Played:
    """Play until the game ends (or `limit` actions), calling the hooks around each action.

    `after` receives the snapshot taken just before the action.
    """
    state: State = game.new_state(options, seed=seed, deck=deck)
    played = Played(state)
    while not state.is_over() and (limit is None or len(played.steps) < limit):
        seat, action = driver.choose(state)
        if before is not None:
            before(state, seat, action)
        snapshot = state.snapshot() if after is not None else {}
        step = Step(seat, action, state.apply(seat, action))
        played.steps.append(step)
        if after is not None:
            after(state, step, snapshot)
    return played


# JSON values as `json.loads` can produce them (no NaN or infinity; records with infinity have a
# test of their own).
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
