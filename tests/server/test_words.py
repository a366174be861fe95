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


def test_a_regicide_seat_gets_what_each_play_will_do_and_no_one_else_does() -> None:
    """Each play's button says what it will do (the game's `action_preview`, from the seat's view);
    a payment says nothing more, and a game whose words have no preview gets none."""
    from parlour.games.regicide.decks import game as dealt

    state = dealt(
        [["8C", "AH", "2H", "3S", "4D", "5S", "6D"], ["2C", "3C", "4C", "5C", "6C", "7C", "9C"]], castle=["JS"]
    )
    entries = present.legal_entries(state, 0, "en", ["Ann", "Bob"], {})
    said = {tuple(entry["action"].get("cards", [entry["action"]["type"]])): entry.get("preview") for entry in entries}
    assert said[("8C",)] == "16 damage (clubs double it); the enemy then attacks for 10"
    assert said[("yield",)] == "the enemy attacks for 10"
    assert all(said.values())
    state.apply(0, state.legal_actions(0)[0])  # the Ace of Hearts: 1 damage, the attack to pay
    assert state.phase == "pay"
    assert all("preview" not in entry for entry in present.legal_entries(state, 0, "en", ["Ann", "Bob"]))
    hanabi = registry.get("hanabi").new_state(registry.get("hanabi").options_type.build(players=2), seed=1)
    assert all("preview" not in entry for entry in present.legal_entries(hanabi, 0, "en", ["Ann", "Bob"]))
