"""Regicide's cards: a standard 52-card deck and two jesters (seed 002, « Matériel nécessaire »)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from parlour.engine.errors import BadInput, describe

SUITS: tuple[str, ...] = ("hearts", "diamonds", "clubs", "spades")
SUIT_LETTERS: dict[str, str] = {"hearts": "H", "diamonds": "D", "clubs": "C", "spades": "S"}
SUIT_SYMBOLS: dict[str, str] = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
RED_SUITS: frozenset[str] = frozenset({"hearts", "diamonds"})
LETTER_SUITS: dict[str, str] = {v: k for k, v in SUIT_LETTERS.items()}
RANK_NAMES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"}
JESTER_CODE = "*"

# regicide.castle.stats: Jack 20/10, Queen 30/15, King 40/20 (seed 002, « Préparer la partie »).
ENEMY_HEALTH: dict[int, int] = {11: 20, 12: 30, 13: 40}
ENEMY_ATTACK: dict[int, int] = {11: 10, 12: 15, 13: 20}
# regicide.play.values: Ace 1, 2-10 as printed; a royal in hand is worth 10, 15 or 20.
ROYAL_VALUE: dict[int, int] = {11: 10, 12: 15, 13: 20}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card: rank 1 (Ace) to 13 (King) and a suit, or the jester (rank 0, suit "jester")."""

    rank: int
    suit: str

    @property
    def is_jester(self) -> bool:
        return self.suit == "jester"

    @property
    def is_ace(self) -> bool:
        return self.rank == 1 and not self.is_jester

    @property
    def is_royal(self) -> bool:
        return self.rank >= 11

    @property
    def value(self) -> int:
        """Attack and payment value: jester 0, Ace 1, 2-10, Jack 10, Queen 15, King 20."""
        if self.is_jester:
            return 0
        return ROYAL_VALUE.get(self.rank, self.rank)

    @property
    def code(self) -> str:
        """`AH`, `10S`, `KD`, `*` for a jester.

        >>> Card(1, "hearts").code, Card(12, "spades").code, JESTER.code
        ('AH', 'QS', '*')
        """
        return _code(self)

    def to_json(self) -> str:
        return self.code


JESTER = Card(0, "jester")
_RANKS_BY_NAME = {name: rank for rank, name in RANK_NAMES.items()}


@lru_cache(maxsize=64)
def _code(card: Card) -> str:
    if card.is_jester:
        return JESTER_CODE
    return RANK_NAMES.get(card.rank, str(card.rank)) + SUIT_LETTERS[card.suit]


def parse_card(code: object) -> Card:
    """The card named by a code such as `AH`, `10s`, `kd` or `*` (BadInput otherwise)."""
    if not isinstance(code, str) or not 1 <= len(code) <= 6:
        raise BadInput(f"a card is a code such as 'AH', '10S', 'KD' or '*', not {describe(code)}")
    return _parse(code)


@lru_cache(maxsize=512)
def _parse(code: str) -> Card:
    text = code.strip().upper()
    if text in (JESTER_CODE, "JESTER", "JOKER"):
        return JESTER
    rank_text, letter = text[:-1], text[-1:]
    rank = _RANKS_BY_NAME.get(rank_text) or (int(rank_text) if rank_text.isascii() and rank_text.isdigit() else 0)
    if letter not in LETTER_SUITS or not 1 <= rank <= 13:
        raise BadInput(f"a card is a code such as 'AH', '10S', 'KD' or '*', not {describe(code)}")
    return Card(rank, LETTER_SUITS[letter])


@lru_cache(maxsize=1)
def all_cards() -> tuple[Card, ...]:
    """The 52 standard cards in a fixed order (ranks within suits)."""
    return tuple(Card(rank, suit) for suit in SUITS for rank in range(1, 14))


def royals(rank: int) -> list[Card]:
    return [Card(rank, suit) for suit in SUITS]


def tavern_cards(jesters: int) -> list[Card]:
    """regicide.tavern.composition: Aces and 2-10 of the four suits, with `jesters` jesters."""
    return [c for c in all_cards() if c.rank <= 10] + [JESTER] * jesters
