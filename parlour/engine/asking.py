"""When a seat wants to be asked: its standing answers to reaction windows (the engine's turn policy).

A game with reaction windows (Rent a Hero's powers "at any moment") names *topics* (one per power)
that a seat may set a *level* for: `always` ask me; `mine`, only when it concerns me (the game says
what that means, per topic: in Rent a Hero, for most powers, on my turn, while the wandering hero
is with me, or once I have seen it; and not just before my own decision, which offers the same
powers); `never` ask me in a window. The game turns a seat's levels into a standing answer
(`State.standing_answer`): the action the table takes for that seat without asking it. In a
window it is the action a slow answer would be (Rent a Hero: `Decline`); outside one, a game may
also answer a decision whose only legal move everyone can tell was the only one (Rent a Hero:
sending from the deck, a forced recruit), whatever the levels. Either way the history, the events
and every other seat's view are those of a seat that moved by hand. Surfaces (the server, the
terminal, the benchmarks) only store a seat's levels and apply what `next_standing_answer` says,
like any move.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from parlour.engine.errors import BadInput, describe

if TYPE_CHECKING:
    from parlour.engine.actions import Action
    from parlour.engine.game import Game
    from parlour.engine.state import State

LEVELS = ("always", "mine", "never")
MAX_TOPICS = 32  # a client's message is bounded: no game has more topics than this

Asking = Mapping[str, str]  # topic -> level


def asking_for(game: Game[Any], data: Any = None) -> dict[str, str]:
    """A seat's levels: the game's defaults, overridden by `data` (topic -> level); BadInput if malformed.

    Every topic gets a level, so what a seat set is complete and survives a change of defaults.
    """
    levels = dict(game.ask_defaults)
    if data is None:
        return levels
    if not isinstance(data, Mapping) or len(data) > MAX_TOPICS:
        raise BadInput(f"ask settings must be an object of topics, not {describe(data)}", code="engine.input.asking")
    for topic, level in data.items():
        if topic not in levels:
            raise BadInput(f"{describe(topic)} is not something {game.name} asks about", code="engine.input.asking")
        if level not in LEVELS:
            raise BadInput(f"{describe(level)} is not one of {', '.join(LEVELS)}", code="engine.input.asking")
        levels[topic] = level
    return levels


def next_standing_answer(state: State, asking: Mapping[int, Asking]) -> tuple[int, Action] | None:
    """The first seat (lowest first) the table answers for by its levels, and the answer; None if none.

    `asking` holds the levels of the seats that want them read (people; bots decide for themselves).
    """
    for seat in sorted(state.to_act()):
        levels = asking.get(seat)
        if levels is not None:
            action = state.standing_answer(seat, levels)
            if action is not None:
                return seat, action
    return None
