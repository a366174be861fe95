"""Hanabi's public view: each hand in it is exactly what its owner sees of it (`view(owner)`), no
hand card carries a suit or a rank, and apart from the hands it is `view(None)`, which shows every
hand (`spectators_see_hidden`). What every game's public view holds: tests/contract/test_secrecy.py."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

from parlour.games.hanabi import HANABI, HanabiOptions, HanabiState
from tests.games.hanabi import strategies as hanabi_st
from tests.games.public import run


def check_hanabi(state: HanabiState) -> None:
    public = state.public_view()
    spectator = state.view(None)
    assert {k: v for k, v in public.items() if k != "hands"} == {k: v for k, v in spectator.items() if k != "hands"}
    assert len(public["hands"]) == state.players
    for owner in range(state.players):
        assert public["hands"][owner] == state.view(owner)["hands"][owner]
        for card in public["hands"][owner]:
            assert set(card) == {"id", "known"}
    # The spectator's view shows every hand's cards: more than the public view, as the flag says.
    if any(state.hands):
        assert spectator != public
    assert HANABI.spectators_see_hidden


@settings(max_examples=20, deadline=None)
@given(
    values=hanabi_st.option_values(),
    seed=hanabi_st.seeds,
    choices=hanabi_st.choice_lists,
    chaos=hanabi_st.chaos_levels,
    style=hanabi_st.styles,
)
def test_hanabi_public_view(values: dict[str, Any], seed: int, choices: list[int], chaos: int, style: str) -> None:
    run(HANABI, HanabiOptions(**values), seed, hanabi_st.Driver(choices, chaos, style), check_hanabi)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hanabi_public_view_at_every_player_count(players: int) -> None:
    """A fixed game per player count (hypothesis may not draw each count): the same checks."""
    run(HANABI, HanabiOptions(players=players), 1000 + players, hanabi_st.Driver([], 4), check_hanabi)


def test_the_check_catches_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """A public view that shows every hand (the spectator's) is caught."""
    state = HANABI.new_state(HanabiOptions(players=3), seed=7)
    monkeypatch.setattr(HanabiState, "public_view", lambda self: self.view(None))
    with pytest.raises(AssertionError):
        check_hanabi(state)
