"""Decks written by hand: exact deals for the rule tests and the rules companion's scenarios.

A Hanabi deck is listed top card first; the deal fills seat 0's hand, then seat 1's, and each
hand is shown newest card (slot 0) first, so the first card dealt to a seat ends in its last slot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from parlour.games.hanabi.cards import LETTERS, Card, build_deck
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.state import HanabiState


def card(text: str, options: HanabiOptions) -> Card:
    """`"R3"` is red 3, `"M5"` multicolour 5 (letters: R Y G B W M)."""
    letter, rank = text[0], int(text[1:])
    for index, suit in enumerate(options.suits):
        if LETTERS[suit.colour] == letter:
            return Card(index, rank)
    raise ValueError(f"no suit {letter} in this variant")


def deck_for(options: HanabiOptions, hands: Sequence[Sequence[str]], draws: Sequence[str] = ()) -> list[Card]:
    """A full deck dealing `hands` (each listed from slot 0, the newest card) then `draws` in order.

    The rest of the deck follows in a fixed order.
    """
    wanted: list[Card] = []
    for hand in hands:
        if len(hand) != options.hand_size:
            raise ValueError(f"a hand holds {options.hand_size} cards here, not {len(hand)}: {list(hand)}")
        wanted += [card(c, options) for c in reversed(hand)]  # the first card dealt ends in the last slot
    wanted += [card(c, options) for c in draws]
    left = Counter(build_deck(options.suits))
    left.subtract(wanted)
    if any(n < 0 for n in left.values()):
        raise ValueError("more copies than the deck holds")
    rest: list[Card] = []
    for c in build_deck(options.suits):
        if left[c] > 0:
            left[c] -= 1
            rest.append(c)
    return wanted + rest


def game(hands: Sequence[Sequence[str]], draws: Sequence[str] = (), **options: object) -> HanabiState:
    """A game at `len(hands)` players dealing exactly `hands`, then `draws` (seed 0)."""
    from parlour.games.hanabi import HANABI

    opts = HanabiOptions(players=len(hands), **options)  # type: ignore[arg-type]
    return HANABI.new_state(opts, seed=0, deck=deck_for(opts, hands, draws))
