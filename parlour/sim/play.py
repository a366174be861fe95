"""Play one game with a bot at every seat, timing each decision.

Whom to ask when several seats may act is the engine's: `State.next_to_ask()` (Regicide: after
a jester every other seat signals first, then the chooser; otherwise the lowest seat in
`to_act()`, as in a Rent a Hero priority window).

>>> from parlour.bots.base import get_bot
>>> from parlour.engine import registry
>>> game = registry.get("hanabi")
>>> state = game.new_state(game.options_type.build(players=2), seed=1)
>>> played = play_timed(state, [get_bot("hanabi", "simple", seed) for seed in (5, 6)])
>>> state.is_over() and len(played) == len(state.history)
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from parlour.bots.base import Bot
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.state import State

MAX_DECISIONS = 1_000_000  # a game that runs longer than this is a bug, not a long game


class Decision(NamedTuple):
    """One bot decision: the seat that chose and how long `choose` took, in seconds."""

    seat: int
    seconds: float


class BotFailure(Exception):
    """A bot returned a move the engine refused (or a game never ended)."""


def play_timed(state: State, bots: Sequence[Bot], clock: Callable[[], float] = time.perf_counter) -> list[Decision]:
    """Drive `state` to its end, one bot per seat; returns every decision with its `choose` time.

    Only the bot's `choose(view, legal)` is timed: building the view and the legal moves and
    applying the move are the engine's cost, not the bot's.
    """
    decisions: list[Decision] = []
    while (seat := state.next_to_ask()) is not None:
        if len(decisions) >= MAX_DECISIONS:
            raise BotFailure(f"the game did not end after {MAX_DECISIONS} decisions")
        view = state.view(seat)
        legal = state.legal_actions(seat)
        start = clock()
        action = bots[seat].choose(view, legal)
        elapsed = clock() - start
        try:
            state.apply(seat, action)
        except (IllegalAction, BadInput) as exc:
            name = getattr(bots[seat], "name", type(bots[seat]).__name__)
            raise BotFailure(f"bot {name} at seat {seat} chose a refused move {action!r}: {exc}") from exc
        decisions.append(Decision(seat, elapsed))
    return decisions
