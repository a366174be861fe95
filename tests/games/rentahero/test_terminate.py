"""rentahero.end.no-terminate: no player ends a competitive game for the others.

`RENTAHERO.terminable` is False: a leaving player's seat is taken by a bot (the web server does
that), so the engine's `Terminate` is refused from any seat at any moment, and its JSON is no
action of Rent a Hero. The refusal changes nothing.
"""

from __future__ import annotations

import pytest

from parlour.engine import BadInput, IllegalAction, Terminate
from parlour.engine.i18n import LANGUAGES
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions, RentAHeroState
from tests.games.rentahero.strategies import Driver, play


def refused_everywhere(state: RentAHeroState) -> None:
    before = state.snapshot()
    views = [state.view(s) for s in (*range(state.players), None)]
    for seat in range(state.players):
        assert not state.is_legal(seat, Terminate())
        with pytest.raises(IllegalAction) as err:
            state.apply(seat, Terminate())
        assert err.value.rule == "rentahero.end.no-terminate"
        with pytest.raises(BadInput):
            state.apply(seat, {"type": "terminate"})
        assert Terminate() not in state.legal_actions(seat)
    assert state.snapshot() == before
    assert [state.view(s) for s in (*range(state.players), None)] == views


def test_rentahero_end_no_terminate_at_the_start_and_in_windows() -> None:
    state = RENTAHERO.new_state(RentAHeroOptions(players=4), seed=8)
    refused_everywhere(state)
    driver = Driver([], 10)
    seen_window = False
    while not state.is_over() and len(state.history) < 120:
        seat, action = driver.choose(state)
        state.apply(seat, action)
        seen_window |= state.window is not None
        refused_everywhere(state)
    assert seen_window


def test_rentahero_end_no_terminate_when_over_still_names_the_rule() -> None:
    state = play(RentAHeroOptions(players=3), 5, Driver([], 12)).state
    assert state.is_over()
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Terminate())
    assert err.value.rule == "rentahero.end.no-terminate"


def test_rentahero_end_no_terminate_words() -> None:
    state = RENTAHERO.new_state(RentAHeroOptions(players=3), seed=1)
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Terminate())
    said = {lang: err.value.text(lang) for lang in LANGUAGES}
    assert said["en"].startswith("No player can end a game of Rent a Hero for the others")
    assert len(set(said.values())) == 4
    with pytest.raises(BadInput, match="cannot be terminated"):
        RENTAHERO.parse_action({"type": "terminate"})
