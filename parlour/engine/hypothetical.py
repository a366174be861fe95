"""Hypotheticals: another line of play from one moment of a finished game (hanab.live's "hypo").

The state is rebuilt from the game's record at that moment, and the moves played from there are
validated by the engine like any move (a refusal names its rule). The deck is the real game's:
a game whose `Game.hypotheticals` is True deals every card of its deck in an order fixed at the
start, so a card drawn in the hypothetical is the card the real game's deck held at that place.
Only a finished game is taken up: until its end, its record holds cards nobody may see yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour.engine import registry
from parlour.engine.actions import Action, Terminate
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.record import GameRecord, at_action, start
from parlour.engine.state import State, Turn

MAX_MOVES = 1000  # moves played in one hypothetical (a Hanabi game has at most a few hundred)


class Hypothetical:
    """The game `record` taken up after its first `upto` actions, played on from there."""

    def __init__(self, record: GameRecord, upto: int) -> None:
        game = registry.get(record.game)
        if not game.hypotheticals:
            raise BadInput(f"{game.name} has no hypotheticals", code="engine.hypothetical.unsupported")
        if isinstance(upto, bool) or not isinstance(upto, int) or not 0 <= upto <= len(record.actions):
            raise BadInput(f"no moment {upto!r} in a game of {len(record.actions)} moves", code="engine.input.moment")
        self.record = record
        self.upto = upto
        self.opening: list[Event] = []
        self.real: list[tuple[int, list[Event]]] = []  # the real game's turns up to the moment
        self.state = self._rebuild()
        if not _ends(self.state, record, upto):
            raise BadInput("only a finished game can be played on", code="engine.hypothetical.unfinished")
        self.moves: list[Turn] = []
        self.events: list[list[Event]] = []  # each hypothetical move's events

    def _rebuild(self) -> State:
        state = start(self.record)
        self.opening = list(state.opening_events)
        self.real = []
        for index, (seat, action) in enumerate(self.record.actions[: self.upto]):
            with at_action(index):
                self.real.append((seat, state.apply(seat, action)))
        return state

    @property
    def game_id(self) -> str:
        return self.record.game

    def turns(self) -> list[tuple[int, list[Event]]]:
        """Every turn up to now, the real ones then the hypothetical ones (the opening as seat -1)."""
        opening = [(-1, self.opening)] if self.opening else []
        return [
            *opening,
            *self.real,
            *((turn.seat, events) for turn, events in zip(self.moves, self.events, strict=True)),
        ]

    def play(self, seat: Any, action: Any) -> list[Event]:
        """Play `action` for `seat` from here: validated by the engine (IllegalAction with its rule,
        BadInput), and nothing changes when it is refused. Ending the game early is no move here."""
        if len(self.moves) >= MAX_MOVES:
            raise BadInput(f"a hypothetical holds at most {MAX_MOVES} moves", code="engine.hypothetical.too-long")
        parsed = self.state.validate(seat, action)
        if isinstance(parsed, Terminate):
            raise IllegalAction(f"{self.game_id}.end.no-terminate", generic="engine.refusal.no-terminate")
        events = self.state.apply(seat, parsed)
        self.moves.append(Turn(seat, parsed))
        self.events.append(events)
        return events

    def undo(self) -> None:
        """Take back the last hypothetical move (the state is rebuilt: nothing is undone by hand)."""
        if not self.moves:
            raise BadInput("no hypothetical move to take back", code="engine.hypothetical.nothing-to-undo")
        moves = self.moves[:-1]
        self.state = self._rebuild()
        self.moves, self.events = [], []
        for turn in moves:
            self.play(turn.seat, turn.action)

    def seat_moves(self, seat: int) -> list[tuple[Mapping[str, Any], Action]]:
        """`seat`'s moves so far (the real ones, then the hypothetical ones), each with the view the
        seat had when it made it: what a bot that keeps a memory is told before it plays the seat."""
        state = start(self.record)
        game = state.GAME
        real = [Turn(s, game.parse_action(a)) for s, a in self.record.actions[: self.upto]]
        moves = []
        for turn in [*real, *self.moves]:
            if turn.seat == seat:
                moves.append((state.view(seat), turn.action))
            state.apply(turn.seat, turn.action)
        return moves


def _ends(state: State, record: GameRecord, upto: int) -> bool:
    """Whether `record`'s game, at `state` after `upto` of its actions, goes on to its end."""
    if upto == len(record.actions):
        return state.is_over()
    rest = state.clone()
    for index, (seat, action) in enumerate(record.actions[upto:], start=upto):
        with at_action(index):
            rest.apply(seat, action)
    return rest.is_over()
