"""Rent a Hero's views and events as typed structures: exactly the JSON a seat (or a spectator) receives.

`RentAHeroState.view(seat)` returns a `SeatView` (its own hand, everything public, the hidden
cards it has seen), `view(None)` a `SpectatorView` (no hidden card) and `public_view()` the same
as `view(None)`. `Event.for_seat` gives each seat one of the `RentAHeroEvent` kinds;
`NotRequired` keys are the ones only some recipients or some moves carry. Heroes are their
numbers, 1 to 7 (`parlour.games.rentahero.cards`). `tests/games/test_view_types.py` checks every
view and event of random games against these types, key for key, so they cannot drift from the
JSON.
"""

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, cast

from parlour.games.rentahero.options import DeckOut, DuplicatesTo, HintMode

Hero = int  # 1 to 7
Phase = Literal["send", "discard", "hold", "announce", "eliminate"]
WindowKind = Literal["general", "chicken"]
# What opened a window: a turned card, a hero sent or passed, a hint, a duplicate recruited, an
# announcement, a power used.
WindowCause = Literal["turned", "sent", "passed", "hint", "duplicate", "announce", "power"]
EndReason = Literal["six-heroes", "deck-out", "no-cards"]


class OptionsJson(TypedDict):
    players: int
    first_player: int
    hint_mode: HintMode
    hints_per_holder: int
    no_match_discard: bool
    duplicates_to: DuplicatesTo
    deck_out: DeckOut


class ResultJson(TypedDict):
    """`Result.to_json()` of a finished game (also the body of the `game-over` event)."""

    outcome: Literal["scored"]
    reason: EndReason
    scores: list[float]
    end_reason: EndReason
    winners: list[int]
    outcomes: list[Literal["won", "lost"]]
    bands: list[list[Hero]]
    heroes: list[int]
    eliminated: list[int]
    powers_used: list[int]
    turns: int


class DiscardedCard(TypedDict):
    """A card of the discard pile: its hero when face up or known to the viewer, else None."""

    hero: Hero | None
    face_up: bool
    known_to: list[int]


class Hand(TypedDict):
    """A hand as the viewer sees it: its size, and its heroes for its owner only."""

    count: int
    cards: NotRequired[list[Hero]]


class BandHero(TypedDict):
    hero: Hero
    used: bool  # turned sideways: its power was used


class Wandering(TypedDict):
    """The wandering hero: its `hero` when the viewer knows it (or it is declared), else None."""

    holder: int
    hero: Hero | None
    from_deck: bool
    declared: bool
    known_to: list[int]


class Hint(TypedDict):
    seat: int
    answer: bool


class Announcement(TypedDict):
    seat: int
    hero: Hero | None


class Window(TypedDict):
    """The open reaction window: its kind, what opened it, the seats yet to answer."""

    kind: WindowKind
    event: WindowCause
    pending: list[int]


class StackItem(TypedDict):
    """A power used and waiting to resolve: the Dog Trainer names a `target`, the Witch a `refresh`."""

    seat: int
    hero: Hero
    target: int | None
    refresh: Hero | None


class Standing(TypedDict):
    heroes: int
    eliminated: int
    powers_used: int


class _Table(TypedDict):
    """Everything a view holds but who looks."""

    game: Literal["rentahero"]
    players: int
    options: OptionsJson
    phase: Phase | None  # None once the game is over
    active: int | None
    first_player: int
    to_act: list[int]
    turned: Hero | None  # the hero turned this turn
    allowed: list[Hero] | None  # the heroes that may be sent (None: any)
    black_knight: bool
    deck_size: int
    last_card_drawn: bool
    discard: list[DiscardedCard]
    hands: list[Hand]
    bands: list[list[BandHero]]
    eliminated: list[list[Hero]]
    powers_used: list[int]
    wandering: Wandering | None
    muzzled: list[int]
    hints: list[Hint]
    hints_asked: list[int]
    announcements: list[Announcement]
    announcers: list[int]
    window: Window | None
    stack: list[StackItem]
    standings: list[Standing]
    over: bool
    result: ResultJson | None


class View(_Table):
    """A view whoever looks (what the state builds before `view` names the viewer's kind)."""

    seat: int | None


class SeatView(_Table):
    seat: int


class SpectatorView(_Table):
    seat: None


PublicView = SpectatorView  # spectators see no hidden card: `public_view()` is `view(None)`


def seat_view(view: Mapping[str, Any]) -> SeatView:
    """A seat's view handed over as plain data (a bot's `choose`), checked to be one."""
    if view.get("game", "rentahero") != "rentahero" or not isinstance(view.get("seat"), int):
        raise TypeError("not a Rent a Hero seat's view")
    return cast(SeatView, view)


def active_seat(view: SeatView) -> int:
    """The active player of a game not over (its view's `active`; None only once it is over)."""
    active = view["active"]
    if active is None:
        raise ValueError("the game is over: no player is active")
    return active


# -- events, as `Event.for_seat` gives them --------------------------------------------------


class TurnEvent(TypedDict):
    kind: Literal["turn"]
    active: int


class RevealEvent(TypedDict):
    """The active player turned the deck's top card: the heroes it allows to be sent."""

    kind: Literal["reveal"]
    seat: int
    hero: Hero
    allowed: list[Hero]
    deck_size: int


class NoRevealEvent(TypedDict):
    kind: Literal["no-reveal"]
    seat: int


class DrawEvent(TypedDict):
    """Cards drawn: their `heroes` for the drawer only."""

    kind: Literal["draw"]
    seat: int
    count: int
    deck_size: int
    heroes: NotRequired[list[Hero]]


class SendEvent(TypedDict):
    """A hero sent face down (from the hand, or from the deck with `deck_size`): `hero` for the sender."""

    kind: Literal["send"]
    seat: int
    to: int
    from_deck: bool
    deck_size: NotRequired[int]
    hero: NotRequired[Hero]


class NoSendEvent(TypedDict):
    kind: Literal["no-send"]
    seat: int


class DiscardEvent(TypedDict):
    kind: Literal["discard"]
    seat: int
    hero: Hero


class PassEvent(TypedDict):
    kind: Literal["pass"]
    seat: int
    to: int


class HintEvent(TypedDict):
    """A hint asked with a hand card (discarded face down): `hero` for the asker and the active player."""

    kind: Literal["hint"]
    seat: int
    to: int
    answer: bool
    mode: HintMode
    hero: NotRequired[Hero]


class RecruitEvent(TypedDict):
    kind: Literal["recruit"]
    seat: int
    hero: Hero
    duplicate: bool


class EliminateEvent(TypedDict):
    kind: Literal["eliminate"]
    seat: int
    hero: Hero
    to: DuplicatesTo


class DiscardWanderingEvent(TypedDict):
    kind: Literal["discard-wandering"]
    hero: Hero
    reason: Literal["dog-trainer", "pyromaniac"]
    holder: int


class AnnounceEvent(TypedDict):
    kind: Literal["announce"]
    seat: int
    hero: Hero | None


class WindowEvent(TypedDict):
    """A reaction window opened: `window` is its kind (the event's own `kind` is "window")."""

    kind: Literal["window"]
    window: WindowKind
    event: WindowCause
    pending: list[int]


class DeclineEvent(TypedDict):
    kind: Literal["decline"]
    seat: int
    window: WindowKind


class PowerEvent(TypedDict):
    """A power used: the Dog Trainer's `target` seat, the Witch's `refresh` hero."""

    kind: Literal["power"]
    seat: int
    hero: Hero
    target: NotRequired[int]
    refresh: NotRequired[Hero]


class Resolved(TypedDict):
    seat: int
    hero: Hero
    cancelled: bool


class ResolveEvent(TypedDict):
    """The stack of powers resolved, bottom first, with the ones Angry Chickens cancelled."""

    kind: Literal["resolve"]
    stack: list[Resolved]


class RefreshEvent(TypedDict):
    kind: Literal["refresh"]
    seat: int
    hero: Hero


class MuzzleEvent(TypedDict):
    kind: Literal["muzzle"]
    seat: int
    target: int


class LookEvent(TypedDict):
    """A look at the wandering hero: `hero` for the one who looked."""

    kind: Literal["look"]
    seat: int
    hero: NotRequired[Hero]


class BlackKnightEvent(TypedDict):
    kind: Literal["black-knight"]
    seat: int
    active: int


class ReshuffleEvent(TypedDict):
    kind: Literal["reshuffle"]
    deck_size: int


class GameOverEvent(ResultJson):
    kind: Literal["game-over"]


RentAHeroEvent = (
    TurnEvent
    | RevealEvent
    | NoRevealEvent
    | DrawEvent
    | SendEvent
    | NoSendEvent
    | DiscardEvent
    | PassEvent
    | HintEvent
    | RecruitEvent
    | EliminateEvent
    | DiscardWanderingEvent
    | AnnounceEvent
    | WindowEvent
    | DeclineEvent
    | PowerEvent
    | ResolveEvent
    | RefreshEvent
    | MuzzleEvent
    | LookEvent
    | BlackKnightEvent
    | ReshuffleEvent
    | GameOverEvent
)

EVENT_TYPES: dict[str, Any] = {  # each kind: its TypedDict
    "turn": TurnEvent,
    "reveal": RevealEvent,
    "no-reveal": NoRevealEvent,
    "draw": DrawEvent,
    "send": SendEvent,
    "no-send": NoSendEvent,
    "discard": DiscardEvent,
    "pass": PassEvent,
    "hint": HintEvent,
    "recruit": RecruitEvent,
    "eliminate": EliminateEvent,
    "discard-wandering": DiscardWanderingEvent,
    "announce": AnnounceEvent,
    "window": WindowEvent,
    "decline": DeclineEvent,
    "power": PowerEvent,
    "resolve": ResolveEvent,
    "refresh": RefreshEvent,
    "muzzle": MuzzleEvent,
    "look": LookEvent,
    "black-knight": BlackKnightEvent,
    "reshuffle": ReshuffleEvent,
    "game-over": GameOverEvent,
}
