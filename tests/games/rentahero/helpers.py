"""What Rent a Hero's rule tests share beyond the decks written by hand, which live in the package
(`parlour.games.rentahero.decks`: the rules companion's scenarios deal them too): refusals that
must change nothing, windows declined, and stand-ins for many turns of play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from parlour.engine import IllegalAction
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.games.rentahero import Decline, RentAHeroState


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
