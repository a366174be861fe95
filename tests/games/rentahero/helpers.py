"""Decks written by hand, so Rent a Hero rule tests can set up exact situations.

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

import pytest

from parlour.engine import IllegalAction
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.games.rentahero import RENTAHERO, Decline, RentAHeroOptions, RentAHeroState
from parlour.games.rentahero.cards import COPIES, HEROES

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
    opts = RentAHeroOptions(players=len(bands), first_player=first, **options)
    return RENTAHERO.new_state(opts, seed=seed, deck=deck_for(bands, hands, top, setup_discards))


def quiet_game(
    hands: Sequence[Sequence[int]], top: Sequence[int] = (), bands: dict[int, Sequence[int]] | None = None, **kw: Any
) -> RentAHeroState:
    """A game whose bands are all QUIET except those given by seat."""
    given = bands or {}
    return game([given.get(s, QUIET) for s in range(len(hands))], hands, top, **kw)


def views(state: RentAHeroState) -> list[dict[str, Any]]:
    """Every seat's view and the spectator's."""
    return [state.view(s) for s in range(state.players)] + [state.view(None)]


def refused(state: RentAHeroState, seat: int, action: Action, rule: str) -> IllegalAction:
    """Apply `action`, expect the rules to refuse it under `rule`, and check nothing changed."""
    before = state.snapshot()
    seen = views(state)
    legal = [state.legal_actions(s) for s in range(state.players)]
    assert not state.is_legal(seat, action)
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.rule == rule, info.value
    assert f"[{rule}]" in str(info.value)
    assert state.snapshot() == before
    assert views(state) == seen
    assert [state.legal_actions(s) for s in range(state.players)] == legal
    return info.value


def act(state: RentAHeroState, seat: int, action: Action) -> list[Event]:
    """Apply a move the test expects to be legal (and listed among the legal actions)."""
    assert action in state.legal_actions(seat), (seat, action, state.legal_actions(seat))
    return state.apply(seat, action)


def decline_all(state: RentAHeroState) -> list[Event]:
    """Everyone pending declines until no window is open (what the web app does after a delay)."""
    events: list[Event] = []
    while state.window is not None and not state.is_over():
        seat = min(state.window.pending)
        events += state.apply(seat, Decline())
    return events


def decline_except(state: RentAHeroState, *seats: int) -> list[Event]:
    """Everyone pending but `seats` declines, until only they (or nobody) may act in the window."""
    events: list[Event] = []
    while state.window is not None and state.window.pending - set(seats):
        events += state.apply(min(state.window.pending - set(seats)), Decline())
    return events


def let_chickens_pass(state: RentAHeroState) -> list[Event]:
    """Every Angry Chicken lets the power just used go through."""
    events: list[Event] = []
    while state.window is not None and state.window.kind == "chicken":
        events += state.apply(min(state.window.pending), Decline())
    return events


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def exhaust_deck(state: RentAHeroState, keep: int = 0) -> None:
    """Stand-in for many turns of drawing: all but the top `keep` deck cards go face up to the discard.

    Every card stays in the game (deck + discard + hands + bands + piles is still 77 cards).
    """
    from parlour.games.rentahero.state import Discarded

    state.discard[:0] = [Discarded(h, True) for h in state.deck[keep:]]
    if state.turned_index is not None:
        state.turned_index += len(state.deck) - keep
    del state.deck[keep:]


def out_of_play(state: RentAHeroState) -> None:
    """Stand-in for a long game: every discarded card but the one turned this turn goes to seat 0's pile."""
    keep = state.turned_index
    state.eliminated[0] += sorted(d.hero for i, d in enumerate(state.discard) if i != keep)
    state.discard = [] if keep is None else [state.discard[keep]]
    state.turned_index = None if keep is None else 0


def resume(state: RentAHeroState) -> list[Event]:
    """What the engine does when a window closes (after a test changed the state by hand)."""
    events: list[Event] = []
    state._resume(events)
    return events
