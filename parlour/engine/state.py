"""The state of one game in progress: the contract every game's `State` follows."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Self

from parlour.engine.actions import Action, Terminate
from parlour.engine.errors import BadInput, IllegalAction, describe
from parlour.engine.events import Event

if TYPE_CHECKING:
    import random

    from parlour.engine.game import Game
    from parlour.engine.options import Options
    from parlour.engine.record import GameRecord


class Turn(NamedTuple):
    """One accepted action in the history."""

    seat: int
    action: Action


@dataclass(frozen=True)
class Result:
    """How a game ended.

    `outcome` is "won", "lost" or "scored"; `reason` a stable id such as "strikes";
    `scores` one number per seat; `details` game-specific figures (JSON-safe).
    """

    outcome: str
    reason: str
    scores: tuple[float, ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "reason": self.reason,
            "scores": list(self.scores),
            **dict(self.details),
        }


@dataclass(frozen=True)
class ReactionWindow:
    """An open reaction window: the seats that may still answer it, in any order, and the action
    each of them takes when the window closes before it answered (Rent a Hero's decline)."""

    pending: frozenset[int]
    on_timeout: Action


class State(ABC):
    """A game in progress. Subclasses implement the `_`-prefixed rule steps.

    `apply` checks the seat, the turn and the rules before anything changes, so a refused
    action leaves the state, its views and its history exactly as they were.
    """

    GAME: ClassVar[Game[Any]]

    def __init__(self, options: Options, seed: int) -> None:
        self.options = options
        self._seed = seed
        self._explicit_deck: list[Any] | None = None
        self.history: list[Turn] = []
        # Events caused while the game was set up (Rent a Hero's first turn starts there), for
        # clients to show before the first action; redact them with `events_for` like any others.
        self.opening_events: list[Event] = []

    # -- the contract ------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.options.players

    @abstractmethod
    def to_act(self) -> frozenset[int]:
        """The seats that may act now (empty once the game is over)."""

    def next_to_ask(self, prefer: int | None = None) -> int | None:
        """Whom a table asks next, by the game's convention (None once nobody may act).

        Every surface reads it from here: the server, the terminal, the bench harness, the tests.
        When several seats may act in any order, `prefer` (the person at a terminal) goes first if
        it is one of them, else the lowest seat does. Games where the order among them matters
        override this (Regicide: after a jester the others signal before the chooser decides).
        """
        to_act = self.to_act()
        if not to_act:
            return None
        return prefer if prefer in to_act else min(to_act)

    def reaction_window(self) -> ReactionWindow | None:
        """The reaction window open now, if the game has them (None: no window is open)."""
        return None

    def skip_action(self, seat: int) -> Action | None:
        """The move by which `seat` passes its turn now, if the rules have one (None: they do not).

        A turn-based table whose host chose to skip a player who runs out of time plays this move
        for them (`engine.turn.skip`); where it is None the table's stand-in bot moves instead.
        The default is None: Hanabi's rules give every turn a play, a discard or a clue, and no
        pass. Games with a pass override it (Regicide's yield, Rent a Hero's decline in a window).
        """
        return None

    def standing_answer(self, seat: int, asking: Mapping[str, str]) -> Action | None:
        """What the table answers for `seat` without asking it, by its ask levels (None: ask it).

        Games with reaction windows override this (see `parlour.engine.asking`); the answer is
        always one of `legal_actions(seat)`: in a window, the one a seat gives that lets the moment
        pass; outside one, the only legal move of a decision, where the move shows it was the only one.
        """
        return None

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now (empty when it may not act)."""

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What `seat` may know, as JSON-safe data (`None`: a spectator)."""

    def public_view(self) -> Mapping[str, Any]:
        """What every seat knows in common, as JSON-safe data: no card identity any seat cannot see.

        For a spectator of the public table only. `view(None)`, the spectator's view, may show
        more: in Hanabi every hand (as on hanab.live), so Hanabi overrides this to show each
        hand as its owner sees it. This default is `view(None)`, right for games whose
        spectator view already hides every hidden card (their `Game.spectators_see_hidden`
        is False).
        """
        return self.view(None)

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy, cheap enough for search."""

    @abstractmethod
    def _check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction if the rules refuse `action` by `seat`. Must not mutate."""

    @abstractmethod
    def _perform(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action already checked; return the events it caused."""

    def _terminate(self, seat: int) -> list[Event]:
        """End the game because `seat` terminated it; return the events.

        Games whose `Game.terminable` is True implement it (their `<game>.end.terminated` rule):
        the game is over once it returns, and its events are public (Hanabi and Regicide: a
        `terminate` event naming the seat, then `game-over` with the result).
        """
        raise NotImplementedError(f"{self.GAME.name} says it is terminable but does not implement _terminate")

    def apply(self, seat: int, action: Action | Mapping[str, Any]) -> list[Event]:
        """Validate, then carry out `action` for `seat`; return the events."""
        action = self.validate(seat, action)
        # The turn is in the history while it is carried out, so the events it causes (a
        # game-over event's turn count) see it.
        self.history.append(Turn(seat, action))
        try:
            if isinstance(action, Terminate):
                return self._terminate(seat)
            return self._perform(seat, action)
        except BaseException:  # never expected once `_check` passed; keep the history honest
            self.history.pop()
            raise

    def validate(self, seat: Any, action: Any) -> Action:
        """The action `seat` may take, parsed from JSON if need be; raise BadInput or IllegalAction.

        The engine's `Terminate` is refused where the game is not terminable
        (`<game>.end.no-terminate`) or over (`<game>.end.game-over`), and else accepted from any
        seat, whether in `to_act()` or not; the game's `_terminate` then says what it does.
        """
        game = self.GAME
        self.check_seat(seat)
        if not isinstance(action, Action):
            action = game.parse_action(action)
        if isinstance(action, Terminate):
            if not game.terminable:
                raise IllegalAction(f"{game.id}.end.no-terminate", generic="engine.refusal.no-terminate")
            if self.is_over():
                raise IllegalAction(f"{game.id}.end.game-over", generic="engine.refusal.game-over")
            return action  # any seat, at any moment: not only the seats in to_act()
        if not isinstance(action, game.action_types):
            raise BadInput(f"{type(action).__name__} is not an action of {game.name}")
        if self.is_over():
            raise IllegalAction(f"{game.id}.end.game-over", generic="engine.refusal.game-over")
        if not self._may_act(seat):
            raise IllegalAction(f"{game.id}.turn.out-of-turn", generic="engine.refusal.out-of-turn", seat=seat)
        self._check(seat, action)
        return action

    def _may_act(self, seat: int) -> bool:
        """Whether `seat` is among `to_act()`; games may answer faster."""
        return seat in self.to_act()

    def check_seat(self, seat: Any) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise BadInput(f"no seat {describe(seat)} at a {self.players}-player table", code="engine.input.seat")

    def is_legal(self, seat: Any, action: Any) -> bool:
        """True when `apply(seat, action)` would be accepted."""
        try:
            self.validate(seat, action)
        except (IllegalAction, BadInput):
            return False
        return True

    def record(self, players: Sequence[str] | None = None, **meta: Any) -> GameRecord:
        """The canonical history of this game so far."""
        from parlour.engine.record import GameRecord

        names = list(players) if players is not None else [f"Seat {i + 1}" for i in range(self.players)]
        return GameRecord(
            game=self.GAME.id,
            options=self.options.to_json(),
            players=names,
            seed=self._seed,
            deck=None if self._explicit_deck is None else self.GAME.deck_to_json(self._explicit_deck),
            actions=[(turn.seat, turn.action.to_json()) for turn in self.history],
            meta=dict(meta),
        )

    def action_id(self, action: Action) -> int:
        """The integer id of `action` here (most games: the same in every state).

        `Terminate` has none (BadInput): learning agents never see it.
        """
        if isinstance(action, Terminate):
            raise BadInput("terminate has no action id: it is never a move for bots or learning agents")
        return self.GAME.action_id(self.options, action)

    def action_from_id(self, action_id: int) -> Action:
        return self.GAME.action_from_id(self.options, action_id)

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[dict[str, Any]]:
        """Redact a list of events for one recipient."""
        return [event.for_seat(seat) for event in events]

    def hidden_twin(self, seat: int | None, rng: random.Random) -> State | None:
        """Another start of this game that `seat` must not tell from this one's, for secrecy tests.

        Optional contract, read by the contract suite (tests/contract/test_secrecy.py): a new state,
        before any action, of the same options, that differs from this game's start only in what
        `seat` (`None`: a spectator) has not seen up to now (cards still hidden from it dealt
        otherwise, drawn from `rng`), and in which this game's history takes the same course. The
        suite applies the history to both starts and requires `seat`'s views, events, legal
        actions and `to_act()` to be identical at every step. None when no such twin was found
        this time; a game that does not override this (the default) offers none, and the suite
        says so when it skips.
        """
        return None

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole internal state, secrets included, as JSON-safe data.

        For tests and debugging only: it is how "nothing changed" and "same game, bit for
        bit" are checked. Never send it to a seat.
        """
