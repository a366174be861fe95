"""Whole games typed through the terminal loop, with a rich Console writing to a string."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.games.hanabi.terminal import HanabiFrontend
from parlour.games.hanabi.text import end_reason, rating_word
from parlour.rules import catalogue
from parlour.tui.base import CommandError
from parlour.tui.play import PlaySession
from tests.tui.scripts import Typist, lines

NAMES = ["Ada", "Bob", "Carol"]


def cells(line: str) -> list[str]:
    """The words of a screen line, without the panel's borders."""
    return [word for word in line.split() if word != "│"]


def session(seed: int = 1, players: int = 3, lang: str = "en", **options: object) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    state = HANABI.new_state(HanabiOptions(players=players, **options), seed=seed)  # type: ignore[arg-type]
    bots = {seat: get_bot("hanabi", "rules", seat) for seat in range(1, players)}
    names = ["Ada", "Bob", "Carol", "Dave", "Eve"][:players]
    console = Console(file=out, width=120)
    return PlaySession(state, human=0, bots=bots, names=names, lang=lang, console=console), out


def test_a_whole_game_typed_command_by_command_ends_with_score_rating_and_reason() -> None:
    game, out = session(seed=1)
    typist = Typist(seat=0, seed=3)
    typist.session = game
    outcome = game.run(typist)
    assert outcome.finished and outcome.how == "over"
    result = game.state.result()
    assert result is not None
    text = out.getvalue()
    details = result.details
    assert f"Score: {details['score']}/25" in text
    assert f"Points on the table: {details['points']}" in text
    assert f"Rating: {rating_word(details['rating'], 'en')}" in text
    assert end_reason(details["end_reason"], "en") in text
    assert len(typist.typed) >= 15  # the person played a third of the turns
    assert [t.seat for t in game.state.history].count(0) == len(typist.typed)
    assert details["points"] >= 10  # typed by the rules bot's choices, with two rules bots


@pytest.mark.parametrize(
    ("typed", "rule"),
    [
        ("discard 1", "hanabi.discard.tokens-full"),  # 8 tokens at the start
        ("clue 1 red", "hanabi.clue.self"),  # seats are typed as shown: from 1, Ada first
        ("clue Ada 3", "hanabi.clue.self"),
        ("clue Bob multicolour", "hanabi.clue.colour"),
    ],
)
def test_an_illegal_move_is_refused_with_its_rule_id_and_nothing_changes(typed: str, rule: str) -> None:
    game, out = session()
    before = game.state.snapshot()
    outcome = game.run(lines([typed]))
    assert outcome.how == "eof"
    assert game.state.snapshot() == before
    assert game.log == []
    text = out.getvalue()
    assert f"[{rule}]" in text
    assert "Nothing was changed" in text
    assert f"Type rules {rule} to read this rule" in text


def test_a_rule_id_named_by_a_refusal_shows_its_entry_at_the_table() -> None:
    game, out = session(lang="fr")
    before = game.state.snapshot()
    game.run(lines(["defausse 1", "regles hanabi.discard.tokens-full"]))
    text = out.getvalue()
    assert "Tapez regles hanabi.discard.tokens-full pour lire cette règle" in text
    entry = catalogue.entry("hanabi.discard.tokens-full")
    assert entry is not None
    shown = " ".join(text.split("regles hanabi.discard.tokens-full pour lire")[1].replace("│", " ").split())
    assert " ".join(entry.say("fr").split()) in shown  # the entry's own words, in the table's language
    assert "hanabi.discard.tokens-full" in shown and "Source" in shown
    assert game.state.snapshot() == before


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("dance", "Unknown command 'dance'"),
        ("play", "Usage: play N"),
        ("play 0", "'0' is not a slot: give a number from 1 to 5."),
        ("p 6", "'6' is not a slot"),
        ("d x", "'x' is not a slot"),
        ("clue Zed red", "No player 'Zed' at this table"),
        ("clue 7 red", "No player '7'"),
        ("clue 0 red", "No player '0'"),
        ("clue Bob purple", "'purple' is neither a colour (red, yellow, green, blue, white) nor a rank from 1 to 5."),
        ("clue Bob 6", "'6' is neither a colour"),
        ("clue Bob", "Usage: clue PLAYER COLOUR|RANK"),
    ],
)
def test_a_command_that_cannot_be_read_says_why_and_nothing_changes(typed: str, message: str) -> None:
    game, out = session()
    before = game.state.snapshot()
    game.run(lines([typed]))
    assert game.state.snapshot() == before
    assert message in out.getvalue()


@pytest.mark.parametrize(
    ("typed", "lang"),
    [
        ("clue Bob red", "en"),
        ("c 2 R", "en"),  # Bob, shown as seat 2
        ("clue bob rouge", "fr"),
        ("indice Bob rouge", "fr"),
        ("pista Bob rojo", "es"),
        ("提示 Bob 紅", "zh-Hant"),
        ("c red Bob", "en"),
        ("c B red", "en"),  # a name's prefix
    ],
)
def test_colours_and_players_are_read_in_any_language_and_form(typed: str, lang: str) -> None:
    frontend = HanabiFrontend()
    game, _ = session()
    view = game.state.view(0)
    action = frontend.parse(typed, view, NAMES, lang)
    assert action is not None and action.to_json() == {"type": "clue-colour", "target": 1, "colour": "red"}


@pytest.mark.parametrize(
    ("lang", "letters"),
    [("en", "RYGBW"), ("fr", "RJVBL"), ("es", "RAVZB"), ("zh-Hant", "紅黃綠藍白")],
)
def test_colour_letters_are_the_players_language_on_screen_and_when_typed(lang: str, letters: str) -> None:
    """The cards' letters come from the catalogue, and a letter typed means that language's colour."""
    frontend = HanabiFrontend()
    game, _ = session(seed=4)
    view = game.state.view(0)
    out = io.StringIO()
    Console(file=out, width=120).print(frontend.render(view, [], NAMES, lang))
    screen = out.getvalue()
    firework_row = next(line for line in screen.splitlines() if f" {letters[0]}0 " in line)
    assert all(f" {letter}0 " in firework_row for letter in letters), firework_row
    colours = ("red", "yellow", "green", "blue", "white")
    for letter, colour in zip(letters, colours, strict=True):
        action = frontend.parse(f"c Bob {letter.lower()}", view, NAMES, lang)
        assert action is not None and action.to_json() == {"type": "clue-colour", "target": 1, "colour": colour}
    assert " ".join(frontend.help_lines(view, lang)).count("(") >= 5  # the help names each letter


def test_play_and_discard_slots_are_typed_from_one() -> None:
    frontend = HanabiFrontend()
    game, _ = session()
    view = game.state.view(0)
    assert frontend.parse("play 1", view, NAMES, "en").to_json() == {"type": "play", "slot": 0}  # type: ignore[union-attr]
    assert frontend.parse("d 5", view, NAMES, "en").to_json() == {"type": "discard", "slot": 4}  # type: ignore[union-attr]
    assert frontend.parse("jouer 2", view, NAMES, "fr").to_json() == {"type": "play", "slot": 1}  # type: ignore[union-attr]
    assert frontend.parse("hello", view, NAMES, "en") is None
    with pytest.raises(CommandError):
        frontend.parse("c Carol 0", view, NAMES, "en")


def test_a_legal_move_then_the_bots_move_and_the_log_shows_it() -> None:
    game, out = session()
    game.run(lines(["clue Bob 2"]))
    assert game.state.history[0].action.to_json() == {"type": "clue-rank", "target": 1, "rank": 2}
    assert [entry.seat for entry in game.log] == [0, 1, 2]
    assert "Ada tells Bob: 1 card is a 2 (slot 1)" in out.getvalue()


def test_help_log_and_table_commands_print_and_change_nothing() -> None:
    game, out = session()
    before = game.state.snapshot()
    game.run(lines(["help", "log", "table", "?"]))
    text = out.getvalue()
    assert "play N (or p N)" in text and "quit (or q, Ctrl-D)" in text
    assert "Game log" in text
    assert text.count("Fireworks") == 2  # the first screen, and `table` again
    assert game.state.snapshot() == before


def test_quit_and_end_of_input_leave_cleanly() -> None:
    game, out = session()
    assert game.run(lines(["quit"])).how == "quit"
    assert "You left the game." in out.getvalue()
    game, out = session()
    assert game.run(lines([])).how == "eof"
    assert "You left the game." in out.getvalue()


def test_ctrl_c_stops_the_game_without_a_traceback() -> None:
    game, out = session()

    def interrupt(prompt: str) -> str:
        raise KeyboardInterrupt

    outcome = game.run(interrupt)
    assert outcome.how == "interrupt" and not outcome.finished
    assert "Interrupted" in out.getvalue()


def test_c_2_1_clues_the_seat_shown_as_2() -> None:
    """Seats are numbered from 1 in the terminal as on the web: `c 2 1` tells the player whose row
    says "seat 2" (Bob, the engine's seat 1) about their 1s; Carol, shown as seat 3, has none."""
    game, out = session(seed=3)
    game.run(lines(["c 2 1", "quit"]))
    text = out.getvalue()
    assert "Bob · seat 2" in text and "Carol · seat 3" in text and "Ada · seat 1" in text
    first = game.state.history[0]
    assert first.seat == 0 and first.action.to_json() == {"type": "clue-rank", "target": 1, "rank": 1}
    assert "Ada tells Bob: 2 cards are 1s (slots 2, 5)" in text


def test_the_screen_shows_partners_cards_and_only_what_the_person_knows_of_theirs() -> None:
    game, out = session(seed=1)
    game.run(lines([]))
    text = out.getvalue()
    state = game.state
    letters = "RYGBW"
    for seat in (1, 2):
        faces = [f"{letters[state.card(c).suit]}{state.card(c).rank}" for c in state.hands[seat]]
        row = next(line for line in text.splitlines() if f"{NAMES[seat]} · seat {seat + 1}" in line)
        assert cells(row)[-5:] == faces
    mine = next(line for line in text.splitlines() if "you know" in line)
    assert cells(mine)[-5:] == ["?"] * 5
    for word in ("Fireworks", "Clues", "Strikes", "Deck 35 cards", "Discards", "Log", "Turn 1", "your turn"):
        assert word in text


def test_knowledge_marks_show_clued_cards_and_negative_information() -> None:
    game, out = session(seed=1)
    game.run(lines(["clue Bob 2"]))
    screen = out.getvalue().split("Fireworks")[-1]  # the screen after the bots' moves
    row = next(line for line in screen.splitlines() if cells(line)[:1] == ["knows"])  # Bob's, first
    assert cells(row)[1:] == ["▪2", "¬2", "¬2", "¬2", "¬2"]


def test_the_screen_speaks_the_chosen_language() -> None:
    game, out = session(lang="fr")
    game.run(lines(["dance", "d 1"]))
    text = out.getvalue()
    assert "Feux" in text and "Pioche 35 cartes" in text and "à vous de jouer" in text
    assert "Commande inconnue 'dance'" in text
    assert "Interdit [hanabi.discard.tokens-full] : On ne peut pas défausser" in text
    assert "Vous avez quitté la partie." in text


def test_a_refusal_names_the_colour_in_the_chosen_language() -> None:
    game, out = session(lang="fr")
    game.run(lines(["indice Bob multicolore"]))
    assert "Interdit [hanabi.clue.colour] : Il n'y a pas de feu multicolore dans cette partie." in out.getvalue()


def test_the_last_round_shows_the_turns_left() -> None:
    game, out = session(seed=2)
    typist = Typist(seat=0, seed=1)
    typist.session = game
    game.run(typist)
    text = out.getvalue()
    assert "last round:" in text
    assert game.state.result() is not None


def test_rules_questions_are_answered_at_the_table_and_change_nothing() -> None:
    game, out = session()
    before = game.state.snapshot()
    game.run(lines(["rules can I discard when all eight blue tokens are in the lid?", "regles", "help"]))
    text = out.getvalue()
    assert "The rules say" in text and "hanabi." in text  # an entry of this game, with its id
    assert "parlour rules show hanabi" in text  # `regles` alone says how to ask
    assert "rules QUESTION" in text  # the help lists the command
    assert game.state.snapshot() == before


def test_a_rules_question_is_answered_in_its_own_language() -> None:
    game, out = session()
    game.run(lines(["regles peut-on défausser quand les huit jetons bleus sont dans le couvercle ?"]))
    assert "Ce que disent les règles" in out.getvalue()


def test_why_shows_a_bots_reason_as_the_person_may_read_it_and_the_record_keeps_it(tmp_path: Path) -> None:
    """`why` after the bots moved: the last bot's reason; `why 2`: the seat shown as 2's (Bob); the person's own seat
    has none. Saved, the record keeps the reasons; its replay shows each as the seat may read it."""
    from parlour.engine.record import GameRecord
    from parlour.tui.play import save_record
    from parlour.tui.replay import ReplaySession

    state = HANABI.new_state(HanabiOptions(players=3), seed=11)
    console = Console(file=io.StringIO(), width=120)
    bots = {seat: get_bot("hanabi", "simple", seat) for seat in (1, 2)}
    session = PlaySession(state, human=0, bots=bots, names=["Ann", "Bob", "Cat"], console=console)
    script = iter(["play 1", "why", "why 2", "why Ann", "why 7", "quit"])
    session.run(lambda _prompt: next(script))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    last = session.reasons[2].shown_to(0).lines("en", session.names)
    bob = session.reasons[1].shown_to(0).lines("en", session.names)
    assert "Why Cat did it" in out and last[0][:40] in out.replace("\n", " ")
    assert "Why Bob did it" in out and bob[0][:40] in out.replace("\n", " ")
    assert "Ann gave no reason for that move." in out
    assert "Name a seat by its number (1 to 3)" in out
    path = save_record(session.state, session.names, tmp_path / "game.json", session.reasons)
    record = GameRecord.loads(path.read_text(encoding="utf-8"))
    assert set(record.reasons) == set(session.reasons) == {1, 2}
    replay_console = Console(file=io.StringIO(), width=120)
    steps = iter(["", "", "q"])
    ReplaySession(record, seat=0, console=replay_console).run(lambda _prompt: next(steps))
    assert "Why Bob did it" in replay_console.file.getvalue()  # type: ignore[attr-defined]


def test_a_rules_question_at_the_table_answers_for_the_tables_variant() -> None:
    question = "rules can I tell a player they have zero red cards?"
    seed, out = session()
    seed.run(lines([question]))
    text = out.getvalue()
    assert text.index("hanabi.faq.empty-clue") < text.index("That is the standard rule")  # the seed's rule first
    assert "That is the standard rule. With “No empty clues (as on hanab.live)” (no-empty-clues)" in " ".join(
        text.split()
    )
    variant, out = session(empty_clues=False)
    variant.run(lines([question]))
    text = out.getvalue()
    assert "hanabi.clue.empty" in text and "hanabi.faq.empty-clue" not in text.split("hanabi.clue.empty")[0]
    assert "That is the rule of the variant you play." in " ".join(text.split())
