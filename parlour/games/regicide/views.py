"""Regicide's views and events as typed structures: exactly the JSON a seat (or a spectator) receives.

`RegicideState.view(seat)` returns a `SeatView` (its own hand's cards, every hand's size and the
cards everyone saw go into it), `view(None)` a `SpectatorView` (no hand's cards) and
`public_view()` the same as `view(None)`. `Event.for_seat` gives each seat one of the
`RegicideEvent` kinds; `NotRequired` keys are the ones only some recipients or outcomes carry.
`tests/games/test_view_types.py` checks every view and event of random games against these types,
key for key, so they cannot drift from the JSON.
"""

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, cast

from parlour.games.regicide.options import HeartsShort

# A card by its code: rank then suit letter ("7H", "10S", "KC"), or "*" for a jester.
Code = str
Suit = Literal["hearts", "diamonds", "clubs", "spades"]
Phase = Literal["play", "pay", "choose"]
EndReason = Literal["won", "cannot-act", "cannot-pay", "terminated"]
Medal = Literal["gold", "silver", "bronze"]


class OptionsJson(TypedDict):
    players: int
    jester_self_choice: bool
    hearts_short_discard: HeartsShort


class ResultJson(TypedDict):
    """`Result.to_json()` of a finished game (also the body of the `game-over` event).

    `jesters_used` and `medal` only in a solo game (no medal unless won); `terminated_by` only
    when a player ended the game.
    """

    outcome: Literal["won", "lost"]
    reason: EndReason
    scores: list[float]
    end_reason: EndReason
    enemies_defeated: int
    turns: int
    jesters_used: NotRequired[int]
    medal: NotRequired[Medal | None]
    terminated_by: NotRequired[int]


class Enemy(TypedDict):
    """The enemy being fought: its card, strength, the damage dealt so far and its immunity."""

    card: Code
    health: int
    attack: int
    damage: int
    shield: int  # the spades played against it that count
    attack_now: int  # its attack once the shield is taken off
    immune: Suit | None  # its own suit, until a jester removes the immunity


class Hand(TypedDict):
    """A hand as the viewer sees it: its size, the cards everyone saw go into it (exact-kill
    enemies drawn from the tavern's top), and all its cards for its owner only."""

    count: int
    known: list[Code]
    cards: NotRequired[list[Code]]


class _Table(TypedDict):
    """Everything a view holds but who looks."""

    game: Literal["regicide"]
    players: int
    options: OptionsJson
    phase: Phase | None  # None once the game is over
    current: int | None
    to_act: list[int]
    enemy: Enemy | None
    castle_left: int
    defeated: int
    tavern_size: int
    tavern_top: Code | None  # the tavern's top card when everyone knows it
    tavern_known: list[Code]  # the known cards on top of the tavern, top first
    discard: list[Code]
    table: list[list[Code]]  # the plays against the current enemy
    hands: list[Hand]
    max_hand: int
    to_pay: int
    can_yield: bool
    solo_jesters: int
    chooser: int | None  # who chooses the next player after a jester
    signals: dict[str, bool]  # seat (as a string) -> wants to play, while the chooser decides
    over: bool
    result: ResultJson | None


class View(_Table):
    """A view whoever looks (what the state builds before `view` names the viewer's kind)."""

    seat: int | None


class SeatView(_Table):
    seat: int


class SpectatorView(_Table):
    seat: None


PublicView = SpectatorView  # Regicide's spectators see no hidden card: `public_view()` is `view(None)`


def seat_view(view: Mapping[str, Any]) -> SeatView:
    """A seat's view handed over as plain data (a bot's `choose`), checked to be one."""
    if view.get("game", "regicide") != "regicide" or not isinstance(view.get("seat"), int):
        raise TypeError("not a Regicide seat's view")
    return cast(SeatView, view)


# -- events, as `Event.for_seat` gives them --------------------------------------------------


class PlayEvent(TypedDict):
    """Cards played against the enemy: their total `value` and the suit `powers` that apply."""

    kind: Literal["play"]
    seat: int
    cards: list[Code]
    value: int
    powers: list[Suit]


class DamageEvent(TypedDict):
    kind: Literal["damage"]
    amount: int
    total: int
    health: int
    shield: int


class HealEvent(TypedDict):
    """Hearts: `count` cards went from the discard under the tavern."""

    kind: Literal["heal"]
    count: int
    tavern_size: int
    discard_size: int


class DrawEvent(TypedDict):
    """A card drawn from the tavern: `card` for the drawer, or for all when everyone knew it (then
    the draw is public and says so: `known`)."""

    kind: Literal["draw"]
    seat: int
    tavern_size: int
    card: NotRequired[Code]
    known: NotRequired[Literal[True]]


class DefeatEvent(TypedDict):
    kind: Literal["defeat"]
    seat: int
    enemy: Code
    exact: bool
    to: Literal["tavern", "discard"]


class RevealEvent(TypedDict):
    kind: Literal["reveal"]
    enemy: Code
    health: int
    attack: int


class JesterEvent(TypedDict):
    kind: Literal["jester"]
    seat: int
    shield: int


class AttackEvent(TypedDict):
    kind: Literal["attack"]
    seat: int
    amount: int


class YieldEvent(TypedDict):
    kind: Literal["yield"]
    seat: int


class PayEvent(TypedDict):
    kind: Literal["pay"]
    seat: int
    cards: list[Code]
    owed: int


class ChooseEvent(TypedDict):
    """After a jester: who plays next, and the signals the chooser had."""

    kind: Literal["choose"]
    seat: int
    next: int
    signals: dict[str, bool]


class SignalEvent(TypedDict):
    kind: Literal["signal"]
    seat: int
    wants_to_play: bool


class FlipJesterEvent(TypedDict):
    """Solo: a jester flipped, the hand discarded (the draws follow as their own events)."""

    kind: Literal["flip-jester"]
    seat: int
    discarded: list[Code]
    jesters_left: int


class TerminateEvent(TypedDict):
    kind: Literal["terminate"]
    seat: int


class GameOverEvent(ResultJson):
    kind: Literal["game-over"]


RegicideEvent = (
    PlayEvent
    | DamageEvent
    | HealEvent
    | DrawEvent
    | DefeatEvent
    | RevealEvent
    | JesterEvent
    | AttackEvent
    | YieldEvent
    | PayEvent
    | ChooseEvent
    | SignalEvent
    | FlipJesterEvent
    | TerminateEvent
    | GameOverEvent
)

EVENT_TYPES: dict[str, Any] = {  # each kind: its TypedDict
    "play": PlayEvent,
    "damage": DamageEvent,
    "heal": HealEvent,
    "draw": DrawEvent,
    "defeat": DefeatEvent,
    "reveal": RevealEvent,
    "jester": JesterEvent,
    "attack": AttackEvent,
    "yield": YieldEvent,
    "pay": PayEvent,
    "choose": ChooseEvent,
    "signal": SignalEvent,
    "flip-jester": FlipJesterEvent,
    "terminate": TerminateEvent,
    "game-over": GameOverEvent,
}
