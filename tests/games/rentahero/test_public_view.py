"""Rent a Hero's public view is `view(None)`: hands as counts, the wandering hero unnamed until it
is declared, the discard's face-down cards unnamed. What every game's public view holds:
tests/contract/test_secrecy.py."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from parlour.games.rentahero import RENTAHERO, RentAHeroOptions, RentAHeroState
from tests.games.public import run
from tests.games.rentahero import strategies as rentahero_st


def check_rentahero(state: RentAHeroState) -> None:
    public = state.public_view()
    assert public == state.view(None)
    for hand in public["hands"]:
        assert set(hand) == {"count"}
    wandering = public["wandering"]
    if wandering is not None and not wandering["declared"]:
        assert wandering["hero"] is None
    for entry, card in zip(public["discard"], state.discard, strict=True):
        assert (entry["hero"] is not None) == card.face_up
    assert not RENTAHERO.spectators_see_hidden


@settings(max_examples=20, deadline=None)
@given(
    values=rentahero_st.any_options(),
    seed=rentahero_st.seeds,
    choices=rentahero_st.choice_lists,
    patience=rentahero_st.patience_levels,
)
def test_rentahero_public_view(values: dict[str, Any], seed: int, choices: list[int], patience: int) -> None:
    run(RENTAHERO, RentAHeroOptions(**values), seed, rentahero_st.Driver(choices, patience), check_rentahero)
