"""Regicide's public view is `view(None)` and names no card of any hand but the royals every seat
saw drawn, which it shows as every seat knows them. What every game's public view holds:
tests/contract/test_secrecy.py."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from parlour.games.regicide import REGICIDE, RegicideOptions, RegicideState
from tests.games.public import run, strings
from tests.games.regicide import strategies as regicide_st


def check_regicide(state: RegicideState) -> None:
    public = state.public_view()
    assert public == state.view(None)
    for owner, hand in enumerate(public["hands"]):
        assert set(hand) == {"count", "known"}
        # What it shows of a hand is what every seat knows of it (the royals all saw drawn).
        assert all(state.view(s)["hands"][owner]["known"] == hand["known"] for s in range(state.players))
        unknown = [c.code for c in state.hands[owner]]
        for code in hand["known"]:
            unknown.remove(code)
        if not state.is_over():
            # No hand card but the known ones is named anywhere (a jester may also lie in the discard).
            assert not {c for c in unknown if c != "*"} & strings(public), f"hand {owner} named in the public view"
    assert not REGICIDE.spectators_see_hidden


@settings(max_examples=20, deadline=None)
@given(
    values=regicide_st.option_values(),
    seed=regicide_st.seeds,
    choices=regicide_st.choice_lists,
    chaos=regicide_st.chaos_levels,
    style=regicide_st.styles,
)
def test_regicide_public_view(values: dict[str, Any], seed: int, choices: list[int], chaos: int, style: str) -> None:
    run(REGICIDE, RegicideOptions(**values), seed, regicide_st.Driver(choices, chaos, style), check_regicide)
