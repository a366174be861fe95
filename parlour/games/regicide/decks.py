"""Decks written by hand: exact deals for the rule tests and the rules companion's scenarios.

An explicit deck is the castle (12 royals, top first: 4 Jacks, then 4 Queens, then 4 Kings)
followed by the tavern (top first). The deal takes one card at a time, round-robin from seat 0,
until every hand is full, so hand `s`'s `r`-th card is the tavern's card `r * players + s`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from parlour.games.regicide.cards import Card, parse_card, royals, tavern_cards
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import RegicideState


def castle_for(castle: Sequence[str] = ()) -> list[Card]:
    """The 12 royals, Jacks on Queens on Kings.

    The royals named come first in their rank, in the order given; the others follow in the
    fixed suit order (hearts, diamonds, clubs, spades). `("JS", "QH")` puts the Jack of Spades
    on top and the Queen of Hearts first among the Queens.
    """
    named = [parse_card(code) for code in castle]
    if len(set(named)) != len(named) or any(not c.is_royal for c in named):
        raise ValueError(f"the castle is 12 distinct royals, not {list(castle)}")
    out: list[Card] = []
    for rank in (11, 12, 13):
        first = [c for c in named if c.rank == rank]
        out += first + [c for c in royals(rank) if c not in first]
    return out


def deck_for(
    options: RegicideOptions,
    hands: Sequence[Sequence[str]],
    draws: Sequence[str] = (),
    castle: Sequence[str] = (),
) -> list[Card]:
    """A full deck: the castle, then a tavern that deals `hands` and then has `draws` on top.

    Each hand is given in full (`options.max_hand` cards, any order: hands are kept sorted).
    The rest of the tavern follows in a fixed order (suits hearts, diamonds, clubs, spades;
    Ace to 10 in each; jesters last). `"*"` names a jester.
    """
    if len(hands) != options.players:
        raise ValueError(f"{options.players} hands wanted, {len(hands)} given")
    for hand in hands:
        if len(hand) != options.max_hand:
            raise ValueError(f"a hand holds {options.max_hand} cards here, not {len(hand)}: {list(hand)}")
    dealt = [parse_card(hand[r]) for r in range(options.max_hand) for hand in hands]
    wanted = dealt + [parse_card(code) for code in draws]
    full = tavern_cards(options.jesters_in_tavern)
    left = Counter(full)
    left.subtract(wanted)
    if any(n < 0 for n in left.values()):
        raise ValueError("more copies than the tavern holds (royals are never in the tavern at the start)")
    rest: list[Card] = []
    for card in full:
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    return castle_for(castle) + wanted + rest


def game(
    hands: Sequence[Sequence[str]],
    draws: Sequence[str] = (),
    castle: Sequence[str] = (),
    seed: int = 0,
    **options: object,
) -> RegicideState:
    """A game at `len(hands)` players dealing exactly `hands` (one hand: solo)."""
    from parlour.games.regicide import REGICIDE

    opts = RegicideOptions(players=len(hands), **options)  # type: ignore[arg-type]
    return REGICIDE.new_state(opts, seed=seed, deck=deck_for(opts, hands, draws, castle))
