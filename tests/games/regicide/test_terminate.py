"""regicide.end.terminated: a player gives up the game for everyone (a rule of the table).

The seed has no such rule; a table may allow it (the web server lets the host choose). Any
seat, at any moment, its turn or not; the castle stands, so the game is lost. The effect is
in parlour/games/regicide/state.py (`_terminate`); the words in parlour/games/regicide/text.py.
"""

from __future__ import annotations

from parlour.engine import GameRecord, Terminate, replay
from parlour.engine.i18n import LANGUAGES
from parlour.games.regicide import Pay, PlayCards, Yield
from parlour.games.regicide.decks import game
from parlour.games.regicide.terminal import RegicideFrontend
from parlour.games.regicide.text import describe_event
from parlour.rules.cites import rule_of
from tests.games.regicide.helpers import refused

NAMES = ["Ann", "Bob", "Cat"]
THREE = [
    ["AH", "2H", "3H", "4H", "5S", "6S"],
    ["*", "AC", "2C", "3C", "4D", "5D"],
    ["AS", "2S", "3S", "4C", "5C", "6C"],
]
SOLO = [["AH", "2H", "3H", "4H", "5S", "6S", "7C", "8D"]]


def test_regicide_end_terminated_by_a_seat_not_to_act() -> None:
    state = game(THREE)
    state.apply(0, PlayCards(("4H",)))  # Ann attacks; she must now pay
    assert state.phase == "pay" and state.to_act() == frozenset({0})
    events = state.apply(2, Terminate())  # Cat gives up while Ann pays
    assert state.is_over() and state.to_act() == frozenset()
    assert all(state.legal_actions(seat) == [] for seat in range(3))
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason) == ("lost", "terminated")
    assert result.scores == (0.0, 0.0, 0.0)
    assert result.details == {"end_reason": "terminated", "enemies_defeated": 0, "turns": 2, "terminated_by": 2}
    assert [e.kind for e in events] == ["terminate", "game-over"]
    assert events[0].data == {"seat": 2}
    assert not any(e.secret for e in events)
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view["over"] is True and view["phase"] is None and view["to_act"] == []
        assert view["result"]["end_reason"] == "terminated"


def test_regicide_end_terminated_while_the_jester_player_chooses() -> None:
    state = game(THREE)
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    state.apply(1, PlayCards(("*",)))
    assert state.to_act() == frozenset({0, 1, 2})
    state.apply(0, Terminate())
    result = state.result()
    assert result is not None and result.details["terminated_by"] == 0


def test_regicide_end_terminated_in_solo() -> None:
    state = game(SOLO)
    state.apply(0, {"type": "terminate"})
    result = state.result()
    assert result is not None and result.outcome == "lost"
    assert result.details["medal"] is None and result.details["jesters_used"] == 0


def test_regicide_end_terminated_refusal_when_over_changes_nothing() -> None:
    state = game(THREE)
    state.apply(1, Terminate())
    for seat in range(3):
        refused(state, seat, Terminate(), "regicide.end.game-over")
        refused(state, seat, PlayCards(("AC",)), "regicide.end.game-over")


def test_regicide_end_terminated_record_replays_to_the_same_result() -> None:
    state = game(THREE)
    state.apply(0, PlayCards(("4H",)))
    state.apply(1, Terminate())
    record = GameRecord.loads(state.record(NAMES).dumps())
    assert record.actions == [(0, {"type": "play", "cards": ["4H"]}), (1, {"type": "terminate"})]
    again = replay(record)
    assert again.result() == state.result()
    assert again.snapshot() == state.snapshot()


def test_regicide_end_terminated_words_in_every_language() -> None:
    state = game(THREE)
    events = [e.for_seat(0) for e in state.apply(1, Terminate())]
    lines = {lang: describe_event(events[0], lang, NAMES) for lang in LANGUAGES}
    assert lines["en"] == "Bob gives up the game for everyone"
    assert all("Bob" in line for line in lines.values()) and len(set(lines.values())) == 4
    over = {lang: describe_event(events[1], lang, NAMES) for lang in LANGUAGES}
    assert over["en"] == "Defeat: a player gave up the game. 0/12 enemies defeated"
    assert len(set(over.values())) == 4
    result = state.result()
    assert result is not None
    end = RegicideFrontend().end_lines(result.to_json(), state.view(0), "en")
    assert end[0] == "Defeat: the castle holds."
    assert "The game ended because a player gave up the game." in end
    assert rule_of("regicide", events) == "regicide.end.terminated"
