"""hanabi.end.terminated: a player ends the game for the whole team (hanab.live's "terminate").

A rule of the table, not of the seed: any seat, at any moment, its turn or not; the game is
lost and scores 0 (as hanab.live scores it); `points` keeps the fireworks' sum. The effect is
in parlour/games/hanabi/state.py (`_terminate`); the words in parlour/games/hanabi/text.py.
"""

from __future__ import annotations

import pytest

from parlour.engine import GameRecord, IllegalAction, Terminate, replay
from parlour.engine.i18n import LANGUAGES
from parlour.games.hanabi import HanabiState, Play
from parlour.games.hanabi.decks import game
from parlour.games.hanabi.terminal import HanabiFrontend
from parlour.games.hanabi.text import describe_event
from parlour.rules.cites import rule_of

NAMES = ["Ann", "Bob", "Cat"]


def two_played() -> HanabiState:
    """Ann plays R1, Bob plays R2: 2 points on the table, Cat to play."""
    state = game([["R1", "Y1", "G1", "B1", "W1"], ["R2", "Y2", "G2", "B2", "W2"], ["R3", "Y3", "G3", "B3", "W3"]])
    state.apply(0, Play(0))
    state.apply(1, Play(0))
    assert state.points() == 2 and state.current == 2
    return state


def test_hanabi_end_terminated_by_a_seat_not_to_act() -> None:
    state = two_played()
    events = state.apply(0, Terminate())  # Ann, while it is Cat's turn
    assert state.is_over() and state.to_act() == frozenset()
    assert state.end_reason == "terminated"
    assert all(state.legal_actions(seat) == [] for seat in range(3))
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason) == ("lost", "terminated")
    assert result.scores == (0.0, 0.0, 0.0)
    assert result.details["score"] == 0
    assert result.details["points"] == 2  # the fireworks' sum is kept
    assert result.details["terminated_by"] == 0
    assert result.details["end_reason"] == "terminated"
    assert result.details["rating"] == "laughable"
    assert result.details["turns"] == 3
    # One public event names the seat; the game-over event carries the result, public too.
    assert [e.kind for e in events] == ["terminate", "game-over"]
    assert events[0].data == {"seat": 0}
    assert not any(e.secret for e in events)
    assert events[1].for_public()["score"] == 0 and events[1].for_public()["reason"] == "terminated"
    # The views say the game is over; the history holds the termination.
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view["over"] is True and view["current"] is None
        assert view["result"]["end_reason"] == "terminated" and view["result"]["score"] == 0
        assert view["points"] == 2
    assert state.public_view()["result"] == state.view(None)["result"]
    assert state.history[-1].seat == 0 and state.history[-1].action == Terminate()


def test_hanabi_end_terminated_by_the_seat_to_act_and_at_the_start() -> None:
    state = game([["R1", "Y1", "G1", "B1", "W1"], ["R2", "Y2", "G2", "B2", "W2"]])
    state.apply(0, {"type": "terminate"})  # the seat to act, before any move, as JSON
    result = state.result()
    assert result is not None and result.details["points"] == 0 and result.details["terminated_by"] == 0


def test_hanabi_end_terminated_in_bouquet_final_scores_zero() -> None:
    state = game([["R1", "Y1", "G1", "B1", "W1"], ["R2", "Y2", "G2", "B2", "W2"]], bouquet_final=True)
    state.apply(0, Play(0))
    state.apply(0, Terminate())
    result = state.result()
    assert result is not None and result.outcome == "lost" and result.details["score"] == 0
    assert result.details["points"] == 1


def test_hanabi_end_terminated_refusal_when_over_changes_nothing() -> None:
    state = two_played()
    state.apply(2, Terminate())
    before = state.snapshot()
    for seat in range(3):
        for action in (Terminate(), Play(0)):
            with pytest.raises(IllegalAction) as err:
                state.apply(seat, action)
            assert err.value.rule == "hanabi.end.game-over"
            assert state.snapshot() == before


def test_hanabi_end_terminated_record_replays_to_the_same_result() -> None:
    state = two_played()
    state.apply(1, Terminate())
    record = GameRecord.loads(state.record(NAMES).dumps())
    assert record.actions[-1] == (1, {"type": "terminate"})
    again = replay(record)
    assert again.result() == state.result()
    assert again.snapshot() == state.snapshot()
    assert replay(record, upto=2).snapshot() == two_played().snapshot()


def test_hanabi_end_terminated_words_in_every_language() -> None:
    state = two_played()
    events = [e.for_seat(1) for e in state.apply(1, Terminate())]
    lines = {lang: describe_event(events[0], lang, NAMES) for lang in LANGUAGES}
    assert lines["en"] == "Bob ends the game for the team"
    assert all("Bob" in line for line in lines.values()) and len(set(lines.values())) == 4
    over = {lang: describe_event(events[1], lang, NAMES) for lang in LANGUAGES}
    assert over["en"] == "Game over: a player ended the game. Score 0/25."
    assert len(set(over.values())) == 4
    face = HanabiFrontend()
    result = state.result()
    assert result is not None
    end = face.end_lines(result.to_json(), state.view(None), "en")
    assert end[1] == "The game was ended before its finish, so the score is 0."
    assert "Points on the table: 2" in end and "The game ended because a player ended the game." in end
    for lang in LANGUAGES:
        assert len(face.end_lines(result.to_json(), state.view(None), lang)) == 5
    # The log line cites the rule, whoever reads it.
    assert rule_of("hanabi", events) == "hanabi.end.terminated"
    assert rule_of("hanabi", events[:1]) == "hanabi.end.terminated"
