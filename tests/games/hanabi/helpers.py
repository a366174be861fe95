"""Decks written by hand, so rule tests can set up exact situations."""

from __future__ import annotations

from collections import Counter

from parlour.games.hanabi import HANABI, Card, HanabiOptions, HanabiState
from parlour.games.hanabi.cards import LETTERS, build_deck


def card(text: str, options: HanabiOptions) -> Card:
    """`"R3"` is red 3, `"M5"` multicolour 5 (letters: R Y G B W M)."""
    letter, rank = text[0], int(text[1:])
    for index, suit in enumerate(options.suits):
        if LETTERS[suit.colour] == letter:
            return Card(index, rank)
    raise ValueError(f"no suit {letter} in this variant")


def deck_for(options: HanabiOptions, hands: list[list[str]], draws: tuple[str, ...] = ()) -> list[Card]:
    """A full deck dealing `hands` (each listed from slot 0, the newest card) then `draws` in order.

    The rest of the deck follows in a fixed order.
    """
    wanted: list[Card] = []
    for hand in hands:
        assert len(hand) == options.hand_size
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


def game(hands: list[list[str]], draws: tuple[str, ...] = (), **options: object) -> HanabiState:
    opts = HanabiOptions(players=len(hands), **options)  # type: ignore[arg-type]
    return HANABI.new_state(opts, seed=0, deck=deck_for(opts, hands, draws))
