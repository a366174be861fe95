"""Hanabi's cards, suits and decks (immutable)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

RANKS: tuple[int, ...] = (1, 2, 3, 4, 5)
# hanabi.deck.composition: each colour has three 1s, two each of 2, 3 and 4, one 5 (seed 004, p. 2).
COPIES: dict[int, int] = {1: 3, 2: 2, 3: 2, 4: 2, 5: 1}

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "white", "multi")
LETTERS: dict[str, str] = {"red": "R", "yellow": "Y", "green": "G", "blue": "B", "white": "W", "multi": "M"}


@dataclass(frozen=True, slots=True)
class Suit:
    """A firework colour.

    `short`: only one card of each rank. `rainbow`: touched by every colour clue and never
    named itself (the "multicolour wild" variant).
    """

    colour: str
    short: bool = False
    rainbow: bool = False

    @property
    def letter(self) -> str:
        return LETTERS[self.colour]

    def copies(self, rank: int) -> int:
        return 1 if self.short else COPIES[rank]


@dataclass(frozen=True, slots=True)
class Card:
    """A card's identity: a suit index into the variant's suits, and a rank 1-5."""

    suit: int
    rank: int

    def to_json(self) -> dict[str, int]:
        return {"suit": self.suit, "rank": self.rank}


BASE_SUITS: tuple[Suit, ...] = tuple(Suit(c) for c in COLOURS[:5])

# The sixth-suit variants of the base box (seed 004 mentions the box's extensions).
SUITS_BY_VARIANT: dict[str, tuple[Suit, ...]] = {
    "none": BASE_SUITS,
    "multicolour": (*BASE_SUITS, Suit("multi")),
    "multicolour-short": (*BASE_SUITS, Suit("multi", short=True)),
    "multicolour-wild": (*BASE_SUITS, Suit("multi", rainbow=True)),
}


def build_deck(suits: tuple[Suit, ...]) -> list[Card]:
    """The unshuffled deck, suit by suit, rank by rank (a new list each call)."""
    return list(_ordered_deck(suits))


@lru_cache(maxsize=16)
def _ordered_deck(suits: tuple[Suit, ...]) -> tuple[Card, ...]:
    return tuple(Card(s, rank) for s, suit in enumerate(suits) for rank in RANKS for _ in range(suit.copies(rank)))


def clue_colours(suits: tuple[Suit, ...]) -> tuple[str, ...]:
    """The colours a clue may name: every suit's colour except a rainbow suit's."""
    return tuple(suit.colour for suit in suits if not suit.rainbow)
