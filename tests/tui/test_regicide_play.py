"""Regicide typed through the terminal loop, with a rich Console writing to a string."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.bots.base import Bot
from parlour.games.regicide import REGICIDE, ChooseNext, PlayCards, RegicideOptions, Signal
from parlour.games.regicide.terminal import RegicideFrontend
from parlour.games.regicide.text import end_reason
from parlour.tui.base import CommandError
from parlour.tui.play import PlaySession
from tests.tui.regicide_scripts import ScriptBot, Typist, jester_deck
from tests.tui.scripts import lines

NAMES = ["Ada", "Bob", "Carol", "Dave"]


def session(
    players: int = 1,
    seed: int | None = 3,
    lang: str = "en",
    deck: list[object] | None = None,
    bots: dict[int, Bot] | None = None,
) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    options = RegicideOptions(players=players)
    state = REGICIDE.new_state(options, seed=seed, deck=deck)
    table = {seat: get_bot("regicide", "rules", seat) for seat in range(1, players)}
    table.update(bots or {})
    console = Console(file=out, width=120)
    return PlaySession(state, human=0, bots=table, names=NAMES[:players], lang=lang, console=console), out


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 5), (3, 5), (4, 2)])
def test_a_whole_game_typed_command_by_command_ends_with_the_result(players: int, seed: int) -> None:
    game, out = session(players=players, seed=seed)
    typist = Typist(seat=0, seed=11)
    typist.session = game
    outcome = game.run(typist)
    assert outcome.finished and outcome.how == "over"
    result = game.state.result()
    assert result is not None
    text = out.getvalue()
    assert ("Victory: the castle has fallen!" if result.outcome == "won" else "Defeat: the castle holds.") in text
    assert f"Enemies defeated: {result.details['enemies_defeated']}/12" in text
    assert f"The game ended because {end_reason(result.reason, 'en')}." in text
    assert typist.typed and [t.seat for t in game.state.history].count(0) == len(typist.typed)
    if players == 1:
        assert len(typist.typed) == len(game.state.history)  # solo: every move was typed
    assert result.details["enemies_defeated"] >= 3  # typed by the rules bot's choices


def test_a_solo_win_typed_through_the_terminal_shows_its_medal() -> None:
    # Seed 257 is a solo game the rules bot wins with both jesters (benchmarks/bots.py, seeds 0-499).
    game, out = session(players=1, seed=257)
    typist = Typist(seat=0, seed=2570)
    typist.session = game
    assert game.run(typist).finished
    result = game.state.result()
    assert result is not None and result.outcome == "won" and result.details["medal"] == "bronze"
    text = out.getvalue()
    assert "Victory: the castle has fallen!" in text and "Enemies defeated: 12/12" in text
    assert "Medal: bronze (jesters flipped: 2)" in text
    flat = " ".join(word for word in text.split() if word != "│")
    assert "Victory: the castle has fallen! Medal: bronze; 12/12 enemies defeated" in flat
    assert "jester" in typist.typed


def test_the_end_says_won_or_lost_the_enemies_the_medal_and_the_reason() -> None:
    frontend = RegicideFrontend()
    won = {
        "outcome": "won",
        "end_reason": "won",
        "enemies_defeated": 12,
        "turns": 80,
        "medal": "silver",
        "jesters_used": 1,
    }
    assert frontend.end_lines(won, {}, "en") == [
        "Victory: the castle has fallen!",
        "Enemies defeated: 12/12",
        "Medal: silver (jesters flipped: 1)",
        "The game ended because the fourth King was defeated.",
        "Moves played: 80",
    ]
    lost = {"outcome": "lost", "end_reason": "cannot-pay", "enemies_defeated": 5, "turns": 31, "medal": None}
    assert frontend.end_lines(lost, {}, "fr") == [
        "Défaite : le château résiste.",
        "Ennemis vaincus : 5/12",
        "La partie s'est arrêtée car un joueur n'a pas pu payer la contre-attaque.",
        "Coups joués : 31",
    ]
    assert frontend.end_lines(None, {"defeated": 4}, "en") == ["The game is not over: 4/12 enemies defeated so far."]


@pytest.mark.parametrize(
    ("typed", "rule"),
    [
        ("pay 3C", "regicide.turn.order"),  # nothing to pay yet
        ("play 2S", "regicide.play.not-in-hand"),
        ("play 3C 4H", "regicide.combo.same-value"),
        ("play 7C 9C", "regicide.combo.same-value"),
        ("yield", "regicide.yield.solo"),
        ("signal yes", "regicide.jester.no-choice"),
        ("choose 1", "regicide.jester.no-choice"),  # seats are typed as shown: from 1
    ],
)
def test_an_illegal_move_is_refused_with_its_rule_id_and_nothing_changes(typed: str, rule: str) -> None:
    game, out = session(players=1, seed=3)  # hand: 3C 4H 4D 6D 7C 9C 10D 10C
    before = game.state.snapshot()
    outcome = game.run(lines([typed]))
    assert outcome.how == "eof"
    assert game.state.snapshot() == before
    assert game.log == []
    text = out.getvalue()
    assert f"[{rule}]" in text
    assert "Nothing was changed" in text


def test_a_refusal_gives_the_rule_sentence_in_the_players_language() -> None:
    game, out = session(players=1, seed=3, lang="fr")
    game.run(lines(["passer"]))
    assert "Interdit [regicide.yield.solo] : En solo, vous ne pouvez pas passer." in out.getvalue()


def test_paying_too_little_is_refused_with_the_amounts() -> None:
    game, out = session(players=1, seed=3)
    game.run(lines(["play 7C", "pay 4D"]))  # 14 damage to the Jack of Spades; it attacks for 10
    assert game.state.phase == "pay"
    text = out.getvalue()
    assert "[regicide.pay.enough]" in text and "Those cards are worth 4; discard at least 10." in text
    assert "Pay at least 10" in text


def test_yielding_after_everyone_else_yielded_is_refused_at_the_terminal() -> None:
    from parlour.games.regicide import Yield

    game, out = session(players=2, seed=5, bots={1: ScriptBot([Yield()])})
    state = game.state
    rules = get_bot("regicide", "rules", 1)
    while state.current == 0:  # Ada's first turn: her play and her payment, as the rules bot would
        game.apply(0, rules.choose(state.view(0), state.legal_actions(0)))
    game.bots_act()  # Bob yields (and pays)
    assert state.yields_in_row == 1 and state.current == 0 and state.phase == "play"
    before = state.snapshot()
    game.run(lines(["yield"]))
    text = out.getvalue()
    assert "Bob yields" in text and "You may not yield now." in text
    assert "[regicide.yield.all-yielded]" in text and "Everyone else has just yielded" in text
    assert state.snapshot() == before


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("dance", "Unknown command 'dance'"),
        ("play", "Usage: play CARD [CARD ...]"),
        ("pay", "Usage: pay CARD [CARD ...]"),
        ("play 2X", "'2X' is not a card"),
        ("play 15H", "'15H' is not a card"),
        ("play 3C 3C", "The same card is named twice."),
        ("choose Zed", "No player 'Zed' at this table"),
        ("choose", "Usage: choose N"),
        ("signal maybe", "'maybe': say yes or no."),
        ("signal", "Usage: signal yes|no"),
    ],
)
def test_a_command_that_cannot_be_read_says_why_and_nothing_changes(typed: str, message: str) -> None:
    game, out = session(players=1, seed=3)
    before = game.state.snapshot()
    game.run(lines([typed]))
    assert game.state.snapshot() == before
    assert message in out.getvalue()


def test_cards_are_read_in_every_form_and_bare_cards_follow_the_phase() -> None:
    frontend = RegicideFrontend()
    game, _ = session(players=1, seed=3)
    view = game.state.view(0)
    for typed in ("play 6S", "p 6s", "jouer 6♠", "jugar 6♠", "出 6S", "6S"):
        assert frontend.parse(typed, view, NAMES, "en") == PlayCards(("6S",)), typed
    assert frontend.parse("play AC, 6H", view, NAMES, "en") == PlayCards(("AC", "6H"))
    assert frontend.parse("play 10h", view, NAMES, "en") == PlayCards(("10H",))
    pay_view = {**view, "phase": "pay"}
    assert frontend.parse("4D 3C", pay_view, NAMES, "en").to_json() == {"type": "pay", "cards": ["3C", "4D"]}  # type: ignore[union-attr]
    assert frontend.parse("payer 4D", view, NAMES, "fr").to_json() == {"type": "pay", "cards": ["4D"]}  # type: ignore[union-attr]
    assert frontend.parse("jester", view, NAMES, "en").to_json() == {"type": "flip-jester"}  # type: ignore[union-attr]
    assert frontend.parse("yield", view, NAMES, "en").to_json() == {"type": "yield"}  # type: ignore[union-attr]
    assert frontend.parse("hello", view, NAMES, "en") is None
    three = {**view, "players": 3}
    assert frontend.parse("jester", three, NAMES, "en") == PlayCards(("*",))
    assert frontend.parse("choose Car", three, NAMES, "en") == ChooseNext(2)
    assert frontend.parse("choisir 2", three, NAMES, "fr") == ChooseNext(1)  # Bob, shown as seat 2
    assert frontend.parse("signal oui", three, NAMES, "fr") == Signal(True)
    assert frontend.parse("señal no", three, NAMES, "es") == Signal(False)
    for bad in ("choose 9", "choose 0"):
        with pytest.raises(CommandError):
            frontend.parse(bad, three, NAMES, "en")


def test_help_log_discard_and_table_print_and_change_nothing() -> None:
    game, out = session(players=1, seed=3)
    game.run(lines(["play 7C", "pay 6D 4H"]))
    before = game.state.snapshot()
    out.truncate(0)
    game.run(lines(["help", "log", "discard", "table", "?"]))
    text = out.getvalue()
    assert "pay CARDS (or payer, pagar)" in text and "quit (or q, Ctrl-D)" in text
    assert "Game log" in text and "Ada plays 7 of Clubs (value 7): clubs double" in text
    assert "Discard pile · 2 cards" in text and "♥ Hearts" in text and "♦ Diamonds" in text
    assert text.count("Castle") == 2  # the first screen, and `table` again
    assert game.state.snapshot() == before


def test_the_screen_shows_the_enemy_the_piles_the_hand_and_what_to_do() -> None:
    game, out = session(players=1, seed=3)
    game.run(lines([]))
    text = out.getvalue()
    flat = " ".join(text.split())
    for words in (
        "Regicide · solo · your turn",
        "J♠ Jack of Spades",
        "immune to ♠ Spades",
        "0/20 damage · 20 to go",
        "10 − shield 0 = 10",
        "12 enemies left, this one included · 0/12 defeated",
        "J×4 Q×4 K×4",
        "Tavern 32 cards",
        "Discard 0 cards",
        "Played none",
        "2 of 2 left to flip (jester)",
        "8 of 8 cards, worth 53",
        "Your turn: play a card",
        "Or flip a jester (jester)",
    ):
        assert words in flat, words
    hand = next(line for line in text.splitlines() if "3♣" in line and "10♣" in line)
    assert [w for w in hand.split() if w != "│"] == ["3♣", "4♥", "4♦", "6♦", "7♣", "9♣", "10♦", "10♣"]
    values = next(line for line in text.splitlines() if " value " in line)
    assert [w for w in values.split() if w != "│"] == ["value", "3", "4", "4", "6", "7", "9", "10", "10"]


def test_the_screen_counts_the_others_hands_and_shows_known_cards() -> None:
    game, out = session(players=3, seed=5)
    game.run(lines([]))
    text = out.getvalue()
    assert "Ada · seat 1" in text and "Bob · seat 2" in text and "Carol · seat 3" in text
    assert "6 cards" in text and "Regicide · 3 players · your turn" in text
    assert "Or yield and take the attack of 10." in text


def test_the_screen_speaks_the_chosen_language() -> None:
    game, out = session(players=1, seed=3, lang="zh-Hant")
    game.run(lines(["dance"]))
    text = out.getvalue()
    assert "弒君 · 單人 · 輪到你" in text and "黑桃J" in text and "免疫♠ 黑桃" in text
    assert "未知指令 'dance'" in text


def test_a_bots_jester_asks_the_others_to_signal_then_its_player_chooses() -> None:
    # Ada plays first; Bob (scripted) plays his jester; Carol signals at once, Ada is asked, then Bob chooses.
    bob = ScriptBot([PlayCards(("*",)), ChooseNext(0)])
    game, out = session(players=3, seed=None, deck=jester_deck(jester_seat=1), bots={1: bob})
    state = game.state
    game.run(lines(["play 9H", "pay 5D 3H 2D"]))
    assert state.phase == "choose" and state.chooser == 1
    assert state.signals.keys() == {2}  # Carol, a bot, signalled; Ada is being asked
    text = out.getvalue()
    assert "Bob plays a jester" in text
    assert "Bob played a jester and chooses who plays next. Would you like to play?" in text
    assert "Carol would like to play" in text or "Carol would rather not play" in text
    # Only a signal is allowed: choosing is Bob's to do, and nothing changes.
    before = state.snapshot()
    out.truncate(0)
    game.run(lines(["choose 3"]))
    assert "[regicide.jester.signal-only]" in out.getvalue()
    assert state.snapshot() == before
    out.truncate(0)
    game.run(lines(["signal yes"]))
    text = out.getvalue()
    assert "Ada would like to play" in text and "Bob chooses Ada to play next" in text
    assert state.phase == "play" and state.current == 0
    assert bob.seen[-1]["signals"] == {"0": True, "2": state.history[-3].action.wants_to_play}  # type: ignore[attr-defined]
    assert [turn.seat for turn in state.history[-3:]] == [2, 0, 1]


def test_the_persons_jester_lets_the_bots_signal_then_asks_the_person_to_choose() -> None:
    game, out = session(players=3, seed=None, deck=jester_deck(jester_seat=0))
    state = game.state
    game.run(lines(["jester"]))
    assert state.phase == "choose" and state.chooser == 0
    assert state.signals.keys() == {1, 2}  # both bots signalled before Ada is asked
    text = out.getvalue()
    assert "Ada plays a jester: the enemy loses its immunity" in text
    assert "You played a jester: choose who plays next" in text
    assert "immunity removed by a jester" in text
    assert "✔ wants to play" in text or "✘ would rather not" in text
    out.truncate(0)
    game.run(lines(["signal yes", "choose Carol"]))
    text = out.getvalue()
    assert "[regicide.jester.choose]" in text  # the chooser may not signal
    assert "Ada chooses Carol to play next" in text
    assert ChooseNext(2) in [turn.action for turn in state.history]


def test_quit_and_end_of_input_leave_cleanly() -> None:
    game, out = session()
    assert game.run(lines(["quit"])).how == "quit"
    assert "You left the game." in out.getvalue()
    game, out = session()
    assert game.run(lines([])).how == "eof"


def test_what_says_what_each_play_will_do_and_changes_nothing() -> None:
    """`what` previews each card of the hand (and yielding); `what CARDS` one play; in French too."""
    from parlour.games.regicide.decks import game as dealt

    state = dealt(
        [["8C", "AH", "2H", "3S", "4D", "5S", "6D"], ["2C", "3C", "4C", "5C", "6C", "7C", "9C"]], castle=["JS"]
    )
    frontend = RegicideFrontend()
    before = state.snapshot()

    def shown(line: str, seat: int = 0, lang: str = "en") -> str:
        out = io.StringIO()
        Console(file=out, width=200).print(frontend.info(line, state.view(seat), ["Ann", "Bob"], lang))
        return " ".join(out.getvalue().split())

    every = shown("what")
    assert "8♣ 16 damage (clubs double it); the enemy then attacks for 10" in every
    assert "3♠ 3 damage; the enemy's immunity cancels the Spades power; the enemy then attacks for 10" in every
    assert "4♦ 4 damage; diamonds draw 1 card (1 for you); the enemy then attacks for 10" in every
    assert "Yield (play nothing) the enemy attacks for 10" in every
    assert "A♥ + 8♣ 18 damage (clubs double it)" in shown("what AH 8C")
    assert "16 dégâts (doublés par le trèfle) ; l'ennemi attaque ensuite pour 10" in shown("aperçu 8C", lang="fr")
    assert shown("what KH") == "Nothing to foresee: it is not your move, or that is not a play from your hand."
    assert shown("what", seat=1).startswith("Nothing to foresee")
    assert shown("what ZZ").startswith("Nothing to foresee")
    assert state.snapshot() == before
