"""Actions read back from their JSON form, through their own class or through the game."""

from __future__ import annotations

import pytest

from parlour.engine import BadInput
from parlour.engine.registry import games
from parlour.games.hanabi import ClueColour, ClueRank, Discard, Play
from parlour.games.regicide import Pay, PlayCards, Signal, Yield

EXAMPLES = [Play(0), Discard(3), ClueColour(1, "red"), ClueRank(2, 5), PlayCards(("AC", "6H")), Pay(()), Yield()]


@pytest.mark.parametrize("action", [*EXAMPLES, Signal(True)])
def test_action_round_trips_through_json(action: object) -> None:
    data = action.to_json()  # type: ignore[attr-defined]
    assert type(action).from_json(data) == action  # type: ignore[attr-defined]
    game = next(g for g in games() if type(action) in g.action_types)
    assert game.parse_action(data) == action


def test_from_json_refuses_another_class() -> None:
    with pytest.raises(BadInput):
        Play.from_json(Discard(1).to_json())


def test_card_sets_are_canonical() -> None:
    assert PlayCards(("6h", "AC")) == PlayCards(("AC", "6H"))
    assert PlayCards.from_json({"type": "play", "cards": ["6H", "AC"]}).to_json() == {
        "type": "play",
        "cards": ["AC", "6H"],
    }
