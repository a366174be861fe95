"""What Regicide's rule tests share beyond the decks written by hand, which live in the package
(`parlour.games.regicide.decks`: the rules companion's scenarios deal them too): refusals that
must change nothing, and stand-ins for many turns of play."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from parlour.engine import IllegalAction
from parlour.engine.actions import Action
from parlour.games.regicide import RegicideState
from parlour.games.regicide.cards import Card


def codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


def hand(state: RegicideState, seat: int) -> list[str]:
    return codes(state.hands[seat])


def views(state: RegicideState) -> list[dict[str, object]]:
    """Every seat's view and the spectator's."""
    return [state.view(s) for s in range(state.players)] + [state.view(None)]


def refused(state: RegicideState, seat: int, action: Action, rule: str) -> IllegalAction:
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


def tavern_runs_dry(state: RegicideState, keep: int = 0) -> None:
    """Stand-in for many turns of drawing: all but the top `keep` tavern cards go to the discard.

    Every card stays in the game (tavern + discard + hands + table + castle is still the deck).
    """
    state.discard += state.tavern[keep:]
    del state.tavern[keep:]


def skip_enemies(state: RegicideState, count: int) -> None:
    """Stand-in for `count` fights won by overkill: the top `count` enemies go to the discard.

    For situations near the end of a game (a Queen to fight, the last King) that would take
    dozens of turns to reach by play. Every card stays in the game.
    """
    for _ in range(count):
        state.discard.append(state.castle.pop(0))
        state.defeated += 1
