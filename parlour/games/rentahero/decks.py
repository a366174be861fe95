"""Decks written by hand: exact deals for the rule tests and the rules companion's scenarios.

An explicit deck is the full deal order, top card first (docs/rules/rentahero.md, « Decks »):

1. the bands, seat by seat: seat 0's two heroes, then seat 1's, ...; while a seat's second card
   is the same hero as its first, it goes face up to the discard pile and the next card replaces it;
2. the hands, seat by seat: seat 0's five cards, then seat 1's, ...;
3. the rest is the deck: its first card is turned at once by the first active player.

`deck_for` writes such a deck from the bands, hands and the cards to come (`top`), and fills the
rest in a fixed order (all remaining 1s, then 2s, ...).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from parlour.games.rentahero.cards import COPIES, HEROES
from parlour.games.rentahero.options import RentAHeroOptions
from parlour.games.rentahero.state import RentAHeroState

# Bands that never react in a general window: an Angry Chicken only answers a power, and a Witch
# with no used hero to refresh has nothing to do.
QUIET = (1, 3)


def deck_for(
    bands: Sequence[Sequence[int]],
    hands: Sequence[Sequence[int]],
    top: Sequence[int] = (),
    setup_discards: Sequence[Sequence[int]] = (),
) -> list[int]:
    """A full 77-card deck dealing exactly these bands and hands, then `top` (top first).

    `setup_discards[s]` lists the duplicates seat `s` turns before its second hero (each must be
    its first hero), for tests of the setup rule.
    """
    if len(bands) != len(hands):
        raise ValueError("one band and one hand per seat")
    dealt: list[int] = []
    for seat, band in enumerate(bands):
        if len(band) != 2:
            raise ValueError(f"a band starts with 2 heroes, not {list(band)}")
        extra = list(setup_discards[seat]) if seat < len(setup_discards) else []
        if any(h != band[0] for h in extra):
            raise ValueError("setup discards are copies of the seat's first hero")
        dealt += [band[0], *extra, band[1]]
    for hand in hands:
        if len(hand) != 5:
            raise ValueError(f"a hand starts with 5 cards, not {list(hand)}")
        dealt += list(hand)
    wanted = dealt + list(top)
    left = Counter({h: COPIES for h in HEROES})
    left.subtract(wanted)
    if any(n < 0 for n in left.values()):
        raise ValueError(f"more than {COPIES} copies of a hero: {dict(Counter(wanted))}")
    rest = [h for h in HEROES for _ in range(left[h])]
    return wanted + rest


def game(
    bands: Sequence[Sequence[int]],
    hands: Sequence[Sequence[int]],
    top: Sequence[int] = (),
    first: int = 0,
    seed: int = 0,
    setup_discards: Sequence[Sequence[int]] = (),
    **options: Any,
) -> RentAHeroState:
    """A game at `len(bands)` players dealing exactly these cards, seat `first` active first."""
    from parlour.games.rentahero import RENTAHERO

    opts = RentAHeroOptions(players=len(bands), first_player=first, **options)
    return RENTAHERO.new_state(opts, seed=seed, deck=deck_for(bands, hands, top, setup_discards))


def quiet_game(
    hands: Sequence[Sequence[int]], top: Sequence[int] = (), bands: dict[int, Sequence[int]] | None = None, **kw: Any
) -> RentAHeroState:
    """A game whose bands are all QUIET except those given by seat."""
    given = bands or {}
    return game([given.get(s, QUIET) for s in range(len(hands))], hands, top, **kw)
