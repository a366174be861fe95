"""Play one game with a bot at every seat, timing each decision.

Whom to ask when several seats may act is the game's own convention, taken from its bots
module (`parlour.games.<game>.bots`): a `seat_to_ask(view)` there, given the spectator view,
names the seat (Regicide: after a jester every other seat signals first, then the chooser).
Without one, the lowest seat in `to_act()` acts first, as Rent a Hero's `play_out` does in a
priority window; Hanabi always has a single seat to act.

>>> from parlour.bots.base import get_bot
>>> from parlour.engine import registry
>>> game = registry.get("hanabi")
>>> state = game.new_state(game.options_type.build(players=2), seed=1)
>>> played = play_timed(state, [get_bot("hanabi", "simple", seed) for seed in (5, 6)], seat_rule("hanabi"))
>>> state.is_over() and len(played) == len(state.history)
True
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from parlour.bots.base import Bot
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.state import State

SeatRule = Callable[[State], int]
MAX_DECISIONS = 1_000_000  # a game that runs longer than this is a bug, not a long game


class Decision(NamedTuple):
    """One bot decision: the seat that chose and how long `choose` took, in seconds."""

    seat: int
    seconds: float


class BotFailure(Exception):
    """A bot returned a move the engine refused (or a game never ended)."""


def lowest_seat(state: State) -> int:
    """The default convention: the lowest seat among those that may act now."""
    return min(state.to_act())


@functools.cache
def seat_rule(game_id: str) -> SeatRule:
    """How a table of bots picks whom to ask in `game_id`: the bots module's `seat_to_ask`, or the lowest seat."""
    name = f"parlour.games.{game_id}.bots"
    module = importlib.import_module(name) if importlib.util.find_spec(name) is not None else None
    ask: Callable[[dict[str, Any]], int] | None = getattr(module, "seat_to_ask", None)
    if ask is None:
        return lowest_seat
    rule = ask

    def from_view(state: State) -> int:
        return int(rule(state.view(None)))

    return from_view


def play_timed(
    state: State, bots: Sequence[Bot], ask: SeatRule = lowest_seat, clock: Callable[[], float] = time.perf_counter
) -> list[Decision]:
    """Drive `state` to its end, one bot per seat; returns every decision with its `choose` time.

    Only the bot's `choose(view, legal)` is timed: building the view and the legal moves and
    applying the move are the engine's cost, not the bot's.
    """
    decisions: list[Decision] = []
    while not state.is_over():
        if len(decisions) >= MAX_DECISIONS:
            raise BotFailure(f"the game did not end after {MAX_DECISIONS} decisions")
        seat = ask(state)
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
