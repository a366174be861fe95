"""Go Fish's cards: the standard 52-card deck, named by code (`AH`, `10S`, `KD`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from parlour.engine.errors import BadInput, describe

SUITS: tuple[str, ...] = ("hearts", "diamonds", "clubs", "spades")
SUIT_LETTERS: dict[str, str] = {"hearts": "H", "diamonds": "D", "clubs": "C", "spades": "S"}
LETTER_SUITS: dict[str, str] = {letter: suit for suit, letter in SUIT_LETTERS.items()}
RANKS: tuple[int, ...] = tuple(range(1, 14))  # 1 is the Ace, 11-13 Jack, Queen, King
RANK_NAMES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANKS_BY_NAME: dict[str, int] = {name: rank for rank, name in RANK_NAMES.items()}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card: rank 1 (Ace) to 13 (King) and a suit."""

    rank: int
    suit: str

    @property
    def code(self) -> str:
        """`AH`, `10S`, `KD`.

        >>> Card(1, "hearts").code, Card(10, "spades").code
        ('AH', '10S')
        """
        return rank_code(self.rank) + SUIT_LETTERS[self.suit]


def rank_code(rank: int) -> str:
    """A rank as it is printed: `A`, `2` ... `10`, `J`, `Q`, `K`."""
    return RANK_NAMES.get(rank, str(rank))


def parse_rank(text: str) -> int | None:
    """The rank a word names (`a`, `7`, `10`, `q`), or None."""
    word = text.strip().upper()
    if word in _RANKS_BY_NAME:
        return _RANKS_BY_NAME[word]
    if word.isascii() and word.isdigit() and 2 <= int(word) <= 10:
        return int(word)
    return None


@lru_cache(maxsize=128)
def parse_card(code: object) -> Card:
    """The card named by a code such as `AH`, `10s` or `kd` (BadInput otherwise).

    >>> parse_card("10s"), parse_card("QD").code
    (Card(rank=10, suit='spades'), 'QD')
    """
    if isinstance(code, str) and 2 <= len(code) <= 3:
        rank = parse_rank(code[:-1])
        suit = LETTER_SUITS.get(code[-1].upper())
        if rank is not None and suit is not None:
            return Card(rank, suit)
    raise BadInput(f"a card is a code such as 'AH', '10S' or 'KD', not {describe(code)}", code="gofish.setup.deck")


@lru_cache(maxsize=1)
def full_deck() -> tuple[Card, ...]:
    """gofish.setup.deck: the 52 cards in a fixed order (ranks within suits), before shuffling."""
    return tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
