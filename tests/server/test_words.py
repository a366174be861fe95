"""The server tells a game in the game's own words, without the terminal's code."""

from __future__ import annotations

import random

import pytest

from parlour.engine import registry
from parlour.server import present
from parlour.tui.base import frontend_for
from tests.imports import assert_loads_nothing_from

GAMES = [(game.id, game.max_players) for game in registry.games()]


def test_the_server_imports_no_terminal_code() -> None:
    assert_loads_nothing_from(["parlour.server.app", "parlour.server.hub", "parlour.server.replays"], "parlour.tui")


@pytest.mark.parametrize(("game_id", "players"), GAMES)
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_browser_and_terminal_log_lines_say_the_same_sentences(game_id: str, players: int, lang: str) -> None:
    game = registry.get(game_id)
    state = game.new_state(game.options_type.build(players=players), seed=5)
    rng = random.Random(5)
    names = [f"P{seat}" for seat in range(players)]
    face = frontend_for(game_id)
    turns: list[tuple[int, list]] = []
    while not state.is_over() and len(turns) < 150:
        seat = state.next_to_ask()
        assert seat is not None
        turns.append((seat, state.apply(seat, rng.choice(state.legal_actions(seat)))))
    for viewer in range(players):
        view = state.view(viewer)
        lines = present.log_lines(game_id, turns, viewer, view, lang, names)
        assert [line["index"] for line in lines] == list(range(len(turns)))
        for (actor, events), line in zip(turns, lines, strict=True):
            redacted = [event.for_seat(viewer) for event in events]
            said = present.words(game_id).log_sentences(redacted, view, lang, names)
            assert line["text"] == said.text()
            # The terminal styles the same sentences (its own turn number in front).
            entry = face.log_entry(line["index"], actor, redacted, view)
            number = f"{line['index'] + 1:>3}  "
            assert face.log_line(entry, lang, names).plain == number + said.text()
    result = state.result()
    if result is not None:
        ends = present.end_lines(game_id, result.to_json(), state.view(0), lang, names)
        assert ends and all(isinstance(line, str) and line for line in ends)
