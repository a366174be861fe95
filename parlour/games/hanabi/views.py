"""Hanabi's views and events as typed structures: exactly the JSON a seat (or a spectator) receives.

`HanabiState.view(seat)` returns a `SeatView`, `view(None)` a `SpectatorView` (every hand shown,
as on hanab.live) and `public_view()` a `PublicView` (every hand as its owner sees it: ids and
clue knowledge, never a suit or rank). `Event.for_seat` gives each seat one of the `HanabiEvent`
kinds; `NotRequired` keys are the ones only some recipients or some outcomes carry.
`tests/games/test_view_types.py` checks every view and event of random games against these types,
key for key, so they cannot drift from the JSON.
"""

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, cast

from parlour.games.hanabi.options import SixthSuit

# A suit's colour ("red" ... "multi"); which ones a game has depends on its variant.
Colour = str
EndReason = Literal["strikes", "perfect", "indispensable-discarded", "deck-out", "no-legal-action", "terminated"]
Rating = Literal["laughable", "mediocre", "honourable", "excellent", "extraordinary", "legendary"]
Outcome = Literal["won", "lost", "scored"]


class CardIdentity(TypedDict):
    """A card's face: what a seat sees of a card it may see."""

    suit: Colour
    rank: int


class DeckCard(CardIdentity):
    """A card face up (discarded or played), with its position in the deck."""

    id: int


class ClueMark(TypedDict):
    """One clue a card received: who gave it when, what it named, and whether it touched the card.

    Exactly one of `colour` and `rank` is present.
    """

    turn: int
    giver: int
    colour: NotRequired[Colour]
    rank: NotRequired[int]
    touched: bool


class Knowledge(TypedDict):
    """What the clues told about a card in hand (the suits and ranks it may still be)."""

    suits: list[Colour]
    ranks: list[int]
    clues: list[ClueMark]


class HandCard(TypedDict):
    """A card in a hand: its id and clue knowledge, and its face when the viewer may see it
    (another seat's card, every card for a spectator, never in the public view)."""

    id: int
    known: Knowledge
    suit: NotRequired[Colour]
    rank: NotRequired[int]


class PlayLog(TypedDict):
    seat: int
    type: Literal["play"]
    slot: int
    card: DeckCard
    success: bool


class DiscardLog(TypedDict):
    seat: int
    type: Literal["discard"]
    slot: int
    card: DeckCard


class ClueLog(TypedDict):
    """A clue in the log: exactly one of `colour` and `rank`; `touched` the card ids it pointed at."""

    seat: int
    type: Literal["clue"]
    target: int
    colour: NotRequired[Colour]
    rank: NotRequired[int]
    touched: list[int]


LogEntry = PlayLog | DiscardLog | ClueLog


class OptionsJson(TypedDict):
    players: int
    sixth_suit: SixthSuit
    empty_clues: bool
    bouquet_final: bool
    starting_player: int


class ResultJson(TypedDict):
    """`Result.to_json()` of a finished game (also the body of the `game-over` event)."""

    outcome: Outcome
    reason: EndReason
    scores: list[float]
    score: int
    points: int
    max_score: int
    rating: Rating
    turns: int
    strikes: int
    end_reason: EndReason
    terminated_by: NotRequired[int]


class _Table(TypedDict):
    """Everything a view holds but who looks."""

    game: Literal["hanabi"]
    players: int
    options: OptionsJson
    suits: list[Colour]
    clue_colours: list[Colour]
    fireworks: dict[Colour, int]  # each suit's colour: the rank on top of its firework (0: none)
    clue_tokens: int
    max_clue_tokens: int
    strikes: int
    max_strikes: int
    deck_size: int
    discards: list[DeckCard]
    hands: list[list[HandCard]]  # newest card first
    current: int | None  # None once the game is over
    turn: int
    turns_left: int | None  # the last round's turns left once the deck ran out
    points: int
    max_score: int
    over: bool
    result: ResultJson | None
    log: list[LogEntry]


class View(_Table):
    """A view whoever looks (what the state builds before `view` names the viewer's kind)."""

    seat: int | None


class SeatView(_Table):
    """What one seat sees: every hand but its own face up; its own cards by their clues only."""

    seat: int


class SpectatorView(_Table):
    """What a spectator sees (`view(None)`): every hand face up."""

    seat: None


# `public_view()`: the spectator's shape with no card face in any hand (`HandCard` without
# `suit` and `rank`); the secrecy tests check that no face is there.
PublicView = SpectatorView


def seat_view(view: Mapping[str, Any]) -> SeatView:
    """A seat's view handed over as plain data (a bot's `choose`), checked to be one."""
    if view.get("game", "hanabi") != "hanabi" or not isinstance(view.get("seat"), int):
        raise TypeError("not a Hanabi seat's view")
    return cast(SeatView, view)


# -- events, as `Event.for_seat` gives them --------------------------------------------------


class PlayEvent(TypedDict):
    """A card played: `success` says whether it extended its firework; `strikes` (the red tokens
    now) only on a misfire, `token_regained` only when a completed firework returned a token."""

    kind: Literal["play"]
    seat: int
    slot: int
    card_id: int
    card: CardIdentity
    success: bool
    token_regained: NotRequired[bool]
    strikes: NotRequired[int]


class DiscardEvent(TypedDict):
    kind: Literal["discard"]
    seat: int
    slot: int
    card_id: int
    card: CardIdentity


class DrawEvent(TypedDict):
    """A card drawn: its face (`card`) for every seat but the drawer, and for spectators."""

    kind: Literal["draw"]
    seat: int
    card_id: int
    deck_size: int
    card: NotRequired[CardIdentity]


class ClueEvent(TypedDict):
    """A clue: exactly one of `colour` and `rank`; `touched` the card ids, `slots` their places."""

    kind: Literal["clue"]
    seat: int
    target: int
    colour: NotRequired[Colour]
    rank: NotRequired[int]
    touched: list[int]
    slots: list[int]


class TerminateEvent(TypedDict):
    kind: Literal["terminate"]
    seat: int


class GameOverEvent(ResultJson):
    kind: Literal["game-over"]


HanabiEvent = PlayEvent | DiscardEvent | DrawEvent | ClueEvent | TerminateEvent | GameOverEvent

EVENT_TYPES: dict[str, Any] = {  # each kind: its TypedDict
    "play": PlayEvent,
    "discard": DiscardEvent,
    "draw": DrawEvent,
    "clue": ClueEvent,
    "terminate": TerminateEvent,
    "game-over": GameOverEvent,
}
