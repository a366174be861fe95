"""Replays: loading either format, stepping with typed keys, seat views, the JSON summary."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.engine.errors import BadInput
from parlour.engine.record import GameRecord
from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.tui.replay import ReplaySession, frames, load_record, summary
from tests.tui.scripts import lines


def bots_game(seed: int = 7, players: int = 3) -> GameRecord:
    state = HANABI.new_state(HanabiOptions(players=players), seed=seed)
    bots = [get_bot("hanabi", "rules", seat) for seat in range(players)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state.record(["Ann", "Bob", "Cy", "Dee", "Eli"][:players])


def test_summary_gives_the_official_score_points_turns_and_end() -> None:
    record = bots_game()
    data = summary(record)
    state = HANABI.new_state(HanabiOptions(players=3), seed=7)
    for seat, action in record.actions:
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    assert data["score"] == result.details["score"]
    assert data["points"] == state.points()
    assert data["turns"] == len(record.actions)
    assert data["end_reason"] == result.reason
    assert data["outcome"] == result.outcome
    assert data["rating"] == result.details["rating"]
    assert data["max_score"] == 25 and data["players"] == ["Ann", "Bob", "Cy"]
    assert data["over"] is True
    json.dumps(data)  # JSON-safe


def test_a_parlour_record_is_recognised_from_a_file_or_text(tmp_path: object) -> None:
    record = bots_game()
    assert load_record(record.dumps()).actions == record.actions
    path = tmp_path / "game.json"  # type: ignore[operator]
    path.write_text(record.dumps(), encoding="utf-8")
    assert load_record(path).to_json() == record.to_json()


def test_a_hanablive_export_is_recognised_and_read_with_the_hanablive_module() -> None:
    hanablive = pytest.importorskip("parlour.games.hanabi.hanablive")
    record = bots_game()
    exported = hanablive.export_game(record)
    assert "format" not in exported
    loaded = load_record(json.dumps(exported))
    assert loaded.meta.get("source") == "hanab.live"
    assert [a for _, a in loaded.actions] == [a for _, a in record.actions]
    assert summary(loaded)["points"] == summary(record)["points"]


@pytest.mark.parametrize("text", ["[1, 2]", '{"hello": 1}', "not json", '{"format": "parlour-record", "version": 99}'])
def test_anything_else_is_refused_as_bad_input(text: str) -> None:
    with pytest.raises(BadInput):
        load_record(text)


def test_frames_show_each_seat_only_what_it_may_see() -> None:
    record = bots_game()
    seen = frames(record, seat=1)
    assert len(seen) == len(record.actions) + 1
    for frame in seen:
        assert all("suit" not in card for card in frame.view["hands"][1])
        assert all("suit" in card for card in frame.view["hands"][0])
        for entry in frame.log:
            for event in entry.events:
                if event["kind"] == "draw" and event["seat"] == 1:
                    assert "card" not in event
    spectator = frames(record, seat=None)
    assert all("suit" in card for hand in spectator[-1].view["hands"] for card in hand)


def test_stepping_forward_back_and_jumping_with_typed_keys() -> None:
    record = bots_game()
    out = io.StringIO()
    replay = ReplaySession(record, seat=None, console=Console(file=out, width=120))
    total = len(record.actions)
    assert replay.run(lines(["", "", "", "b", "q"])) == 2
    text = out.getvalue()
    for turn in (0, 1, 2, 3):
        assert f"replay {turn}/{total}" in text
    assert "spectator" in text

    replay = ReplaySession(record, seat=2, console=Console(file=out, width=120))
    assert replay.run(lines(["10", "12", "b", "999", "x"])) == 11
    text = out.getvalue()
    assert "seen from Cy's seat" in text
    assert f"'999': press Enter, b, q or type a turn from 0 to {total}." in text
    assert "'x': press Enter" in text


def test_the_last_turn_shows_the_end_of_the_game() -> None:
    record = bots_game()
    out = io.StringIO()
    replay = ReplaySession(record, console=Console(file=out, width=120))
    total = len(record.actions)
    assert replay.run(lines([str(total), "", "q"])) == total
    text = out.getvalue()
    assert "End of the record." in text
    assert f"Score: {summary(record)['score']}/25" in text


def test_replay_in_another_language() -> None:
    record = bots_game()
    out = io.StringIO()
    ReplaySession(record, seat=0, lang="es", console=Console(file=out, width=120)).run(lines(["", "q"]))
    text = out.getvalue()
    assert "repetición 1/" in text and "visto desde el asiento de Ann" in text


def test_ctrl_c_in_a_replay_stops_it_quietly() -> None:
    record = bots_game()

    def interrupt(prompt: str) -> str:
        raise KeyboardInterrupt

    out = io.StringIO()
    assert ReplaySession(record, console=Console(file=out, width=120)).run(interrupt) == 0
