"""Playing a game with each game's own hypothesis driver, checking its public view after every action.

What every game's public view and public events must hold is in tests/contract/test_secrecy.py;
each game's own file checks here what its public view shows of its hands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from parlour.engine import Game, State

MAX_ACTIONS = 4000  # random Rent a Hero games end far sooner; the others in at most a few hundred


def run(game: Game[Any], options: Any, seed: int, driver: Any, check: Callable[[Any], None]) -> State:
    """Play to the end, calling `check(state)` at the start and after every action."""
    state = game.new_state(options, seed=seed)
    check(state)
    while not state.is_over() and len(state.history) < MAX_ACTIONS:
        seat, action = driver.choose(state)
        state.apply(seat, action)
        check(state)
    assert state.is_over()
    return state


def strings(data: Any) -> set[str]:
    """Every string in `data`, keys included."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, Mapping):
            stack += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            stack += item
    return found
