"""Every sentence of the terminal and the game log, in the four languages; redacted draws."""

from __future__ import annotations

import pytest

from parlour.bots import get_bot
from parlour.engine import i18n
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.hanabi import HANABI, ClueRank, HanabiOptions
from parlour.games.hanabi.text import card_name, describe_event

PREFIXES = ("tui.", "hanabi.ui.", "hanabi.log.")
NAMES = ["Ann", "Bob", "Cy"]


def ui_keys() -> list[str]:
    every = i18n.keys()
    return [key for key in every if key.startswith(PREFIXES)]


def test_there_are_ui_and_log_messages() -> None:
    keys = ui_keys()
    assert any(k.startswith("tui.") for k in keys)
    assert any(k.startswith("hanabi.ui.") for k in keys)
    assert any(k.startswith("hanabi.log.") for k in keys)


def game_events(seed: int = 4, players: int = 3) -> list[tuple[object, dict[str, object]]]:
    """Every event of a bots' game with the view after it (for clue slots)."""
    state = HANABI.new_state(HanabiOptions(players=players), seed=seed)
    bots = [get_bot("hanabi", "rules", seat) for seat in range(players)]
    out = []
    while not state.is_over():
        seat = state.current
        events = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        view = state.view(None)
        out += [(event, view) for event in events]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_drawer_is_told_a_card_was_drawn_never_which(lang: str) -> None:
    draws = [(e, v) for e, v in game_events() if e.kind == "draw"]  # type: ignore[attr-defined]
    assert draws
    for event, _ in draws:
        drawer = event.data["seat"]  # type: ignore[attr-defined]
        card = event.secret["card"]  # type: ignore[attr-defined]
        mine = describe_event(event.for_seat(drawer), lang, NAMES)  # type: ignore[attr-defined]
        assert mine == translate("hanabi.log.draw-hidden", lang, player=NAMES[drawer])
        assert card_name(card["suit"], card["rank"], lang) not in mine
        other = (drawer + 1) % 3
        theirs = describe_event(event.for_seat(other), lang, NAMES)  # type: ignore[attr-defined]
        assert card_name(card["suit"], card["rank"], lang) in theirs


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_a_game_reads_as_a_full_sentence(lang: str) -> None:
    kinds = set()
    for event, _view in game_events(seed=9):
        for seat in (None, 0, 1, 2):
            data = event.for_seat(seat)  # type: ignore[attr-defined]
            line = describe_event(data, lang, NAMES)
            kinds.add(data["kind"])
            assert line and "{" not in line and "}" not in line
            if data["kind"] != "game-over":
                assert NAMES[int(data["seat"])] in line
    assert {"play", "discard", "draw", "clue", "game-over"} <= kinds


def test_log_sentences_in_english() -> None:
    play = {"kind": "play", "seat": 0, "slot": 2, "card_id": 5, "card": {"suit": 0, "rank": 3}, "success": True}
    assert describe_event(play, "en", NAMES) == "Ann plays red 3 from slot 3"
    five = {**play, "card": {"suit": 3, "rank": 5}, "token_regained": True}
    assert describe_event(five, "en", NAMES) == "Ann plays blue 5 from slot 3; a blue token comes back"
    miss = {**play, "success": False, "strikes": 2}
    assert describe_event(miss, "en", NAMES) == "Ann misfires red 3 from slot 3 (red token 2/3)"
    discard = {"kind": "discard", "seat": 1, "slot": 4, "card_id": 9, "card": {"suit": 4, "rank": 1}}
    assert describe_event(discard, "en", NAMES) == "Bob discards white 1 from slot 5"
    seen = {"kind": "draw", "seat": 2, "card_id": 20, "deck_size": 3, "card": {"suit": 1, "rank": 4}}
    assert describe_event(seen, "en", NAMES) == "Cy draws yellow 4"
    clue = {"kind": "clue", "seat": 2, "target": 1, "colour": "blue", "touched": [3, 8], "slots": [0, 3]}
    assert describe_event(clue, "en", NAMES) == "Cy tells Bob: 2 cards are blue (slots 1, 4)"
    one = {**clue, "touched": [3], "slots": [1]}
    assert describe_event(one, "en", NAMES) == "Cy tells Bob: 1 card is blue (slot 2)"
    none = {**clue, "touched": [], "slots": []}
    assert describe_event(none, "en", NAMES) == "Cy tells Bob: no card is blue"
    rank = {"kind": "clue", "seat": 0, "target": 2, "rank": 3, "touched": [1, 2], "slots": [2, 4]}
    assert describe_event(rank, "en", NAMES) == "Ann tells Cy: 2 cards are 3s (slots 3, 5)"


def test_colour_words_agree_with_card_in_french_and_spanish() -> None:
    clue = {"kind": "clue", "seat": 0, "target": 1, "colour": "green", "touched": [3, 8], "slots": [0, 1]}
    assert describe_event(clue, "fr", NAMES) == "Ann dit à Bob : 2 cartes sont vertes (positions 1, 2)"
    assert describe_event(clue, "es", NAMES) == "Ann dice a Bob: 2 cartas son verdes (posiciones 1, 2)"
    assert describe_event(clue, "zh-Hant", NAMES) == "Ann 告訴 Bob：2 張牌是綠色（第 1、2 格）"
    play = {"kind": "play", "seat": 1, "slot": 0, "card_id": 5, "card": {"suit": 0, "rank": 3}, "success": True}
    assert describe_event(play, "fr", NAMES) == "Bob joue le 3 rouge (position 1)"


def test_clue_events_carry_slots_counted_from_the_newest_card() -> None:
    from parlour.games.hanabi.decks import game

    state = game([["R1", "R2", "G3", "B4", "W5"], ["Y2", "G1", "R2", "G4", "R5"]])
    clue = state.apply(0, ClueRank(1, 2))[0].for_seat(1)
    assert clue["slots"] == [0, 2]
    assert describe_event(clue, "en", ["Ann", "Bob"]) == "Ann tells Bob: 2 cards are 2s (slots 1, 3)"
