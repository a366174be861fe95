"""The default rules first (issue 21, point 2): entries' conditions, the asker's game, the ranking and
the answer that says where a variant differs (`parlour.rules.conditions`, `parlour.rules.ask`)."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

from parlour.cli import main
from parlour.engine.errors import BadInput
from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import catalogue, conditions
from parlour.rules.ask import Answer, ask
from parlour.rules.conditions import Condition, Naming, asked_about, seed_context, table_context

GAMES = catalogue.game_ids()


def ranked(answer: Answer) -> list[str]:
    return [hit.entry.id for hit in answer.hits]


def above(answer: Answer, better: str, worse: str) -> bool:
    """`better` is ranked, and above `worse` (or `worse` is not ranked at all)."""
    ids = ranked(answer)
    return better in ids and (worse not in ids or ids.index(better) < ids.index(worse))


# -- the data, checked against the games' real options ------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_condition_names_real_options_values_counts_and_entries(game: str) -> None:
    assert conditions.conditions(game), f"{game} gives no condition"
    assert conditions.check(game) == []


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        (Condition({"empty_clue": (False,)}), "no option 'empty_clue'"),
        (Condition({"sixth_suit": ("tartan",)}), "sixth_suit='tartan' is not a value"),
        (Condition({"empty_clues": ("no",)}), "empty_clues='no' is not a value"),
        (Condition(excluded={"bouquet": (True,)}), "no option 'bouquet'"),
        (Condition(players=(7,)), "no 7-player game"),
        (Condition({"empty_clues": (False,)}, overrides=("hanabi.faq.nothing",)), "overrides 'hanabi.faq.nothing'"),
        (Condition(), "holds everywhere"),
    ],
)
def test_a_condition_naming_what_the_game_lacks_fails(
    monkeypatch: pytest.MonkeyPatch, condition: Condition, problem: str
) -> None:
    monkeypatch.setattr(conditions, "conditions", lambda game: {"hanabi.clue.empty": condition})
    monkeypatch.setattr(conditions, "namings", lambda game: (Naming({"en": ("x",)}, {"sixth": (1,)}),))
    found = conditions.check("hanabi")
    assert any(problem in line for line in found), found
    assert any("no option 'sixth'" in line for line in found)  # the naming's option too


def test_the_seeds_game_is_every_default_at_a_table_of_several() -> None:
    regicide = seed_context("regicide")
    assert regicide.players == {2, 3, 4}  # solo is named, never assumed
    assert not regicide.holds("regicide.yield.solo") and regicide.holds("regicide.faq.yield")
    hanabi = seed_context("hanabi")
    assert hanabi.holds("hanabi.faq.empty-clue") and not hanabi.holds("hanabi.clue.empty")
    assert table_context("hanabi", variant="no-empty-clues").holds("hanabi.clue.empty")
    assert table_context("regicide", {"players": 1}).holds("regicide.solo.jester")
    assert not table_context("rentahero", variant="original").holds("rentahero.end.deck-out")
    assert table_context("rentahero", variant="8fspace").holds("rentahero.hint.limit")
    for bad in ({"variant": "nope"}, {"players": 9}, {"options": {"tartan": 1}}):
        with pytest.raises(BadInput):
            table_context("hanabi", **bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "lang", "players"),
    [
        ("In solo, when may I flip a jester?", "en", {1}),
        ("en solo, je peux retourner un joker ?", "fr", {1}),
        ("en solitario, ¿cuándo volteo un bufón?", "es", {1}),
        ("單人模式什麼時候可以翻開小丑？", "zh-Hant", {1}),
        ("how many cards with 3 players?", "en", {3}),
        ("combien de cartes à quatre joueurs ?", "fr", {4}),
        ("¿cuántas cartas con dos jugadores?", "es", {2}),
        ("三人玩每人幾張牌？", "zh-Hant", {3}),
        ("每一個人都可以出小丑嗎？", "zh-Hant", {2, 3, 4}),  # everyone, not one person
        ("can I play a jester alone with another card?", "en", {2, 3, 4}),
        ("¿solo puedo jugar una carta?", "es", {2, 3, 4}),  # "only", not solo
    ],
)
def test_the_question_names_solo_or_a_player_count(question: str, lang: str, players: set[int]) -> None:
    assert asked_about(question, lang, seed_context("regicide")).players == players


def test_the_question_names_a_variant_over_the_tables() -> None:
    plain = table_context("hanabi", {"players": 3})
    named = asked_about("with no-empty-clues, is an empty clue allowed?", "en", plain)
    assert named.holds("hanabi.clue.empty") and named.players == {3}
    assert asked_about("終極煙火的規則", "zh-Hant", plain).holds("hanabi.bouquet.perfect-only")
    wild = asked_about("en multicolore joker, un indice rouge touche le multicolore ?", "fr", plain)
    assert wild.holds("hanabi.clue.rainbow-unnamed")
    any_rainbow = asked_about("how many multicolour cards?", "en", plain)
    assert any_rainbow.holds("hanabi.faq.multicolour") and not any_rainbow.holds("hanabi.faq.deck-contents")
    assert asked_about("reglas originales: ¿se baraja el descarte?", "es", seed_context("rentahero")).holds(
        "rentahero.deck.reshuffle"
    )


# -- the examples -------------------------------------------------------------------------


def test_an_empty_clue_is_answered_by_the_seeds_rule_not_the_variants() -> None:
    answer = ask("Is an empty clue allowed?", game="hanabi")
    assert "hanabi.faq.empty-clue" in ranked(answer)[:3]
    assert above(answer, "hanabi.faq.empty-clue", "hanabi.clue.empty")
    at_table = ask("can I give a clue about no cards?", table=table_context("hanabi", {"players": 3}))
    assert above(at_table, "hanabi.faq.empty-clue", "hanabi.clue.empty")
    variant = ask("Is an empty clue allowed?", table=table_context("hanabi", variant="no-empty-clues"))
    assert above(variant, "hanabi.clue.empty", "hanabi.faq.empty-clue")
    named = ask("with no-empty-clues, can I tell a player they have zero red cards?", game="hanabi")
    assert ranked(named)[0] == "hanabi.clue.empty"
    assert [(d.entry_id, d.variant) for d in named.differs] == [("hanabi.faq.empty-clue", "")]
    said = named.difference_json(named.differs[0])["said"]
    assert said.startswith("That is the rule of the variant you play.")


def test_an_empty_clue_is_answered_first() -> None:
    # Issue 21's example: "can we still give clues once the deck is empty?" shares "empty" and "clue";
    # its "once" now counts (a word of timing, ORDER_WORDS), which weighs those two less in it.
    answer = ask("Is an empty clue allowed?", game="hanabi")
    assert ranked(answer)[0] == "hanabi.faq.empty-clue"
    assert [d.variant for d in answer.differs] == ["no-empty-clues"]


def test_a_clue_about_no_cards_at_the_table_is_allowed() -> None:
    answer = ask("can I give a clue about no cards?", table=table_context("hanabi", {"players": 3}))
    assert ranked(answer)[0] in {"hanabi.faq.empty-clue", "hanabi.faq.what-clues"}  # both say yes
    assert [d.variant for d in answer.differs] == ["no-empty-clues"]


def test_zero_red_cards_is_hanabis_empty_clue_and_says_the_variant_differs() -> None:
    answer = ask("Can I tell a player they have zero red cards?")
    assert ranked(answer)[0] == "hanabi.faq.empty-clue"
    assert [(d.entry_id, d.variant) for d in answer.differs] == [("hanabi.clue.empty", "no-empty-clues")]


@pytest.mark.parametrize(
    ("question", "lang"),
    [("Does the jester cancel the enemy's immunity?", "en"), ("小丑會取消敵人的免疫嗎？", "zh-Hant")],
)
def test_the_jester_cancels_immunity_at_a_table_and_solo_is_said_apart(question: str, lang: str) -> None:
    answer = ask(question, game="regicide")
    assert answer.asked_in == lang and answer.known
    assert ranked(answer)[0] in {"regicide.jester.play", "regicide.faq.jester", "regicide.faq.immunity"}
    assert above(answer, ranked(answer)[0], "regicide.mistake.solo-jester-immunity")
    assert [d.variant for d in answer.differs] == ["solo"]  # once, though two solo entries say it
    assert answer.differs[0].entry_id in {"regicide.mistake.solo-jester-immunity", "regicide.faq.solo-jesters"}
    solo = ask(question, table=table_context("regicide", {"players": 1}))
    assert ranked(solo)[0] in {"regicide.mistake.solo-jester-immunity", "regicide.faq.solo-jesters"}
    assert {d.variant for d in solo.differs} == {""}  # and the table's rule is said beside it


def test_can_i_pass_answers_the_table_not_solo() -> None:
    answer = ask("can I pass?")
    assert answer.asked_in == "en"
    assert ranked(answer)[0] in {"regicide.faq.yield", "hanabi.faq.pass-turn"}
    assert above(answer, "regicide.faq.yield", "regicide.yield.solo")
    solo = ask("can I pass?", table=table_context("regicide", {"players": 1}))
    assert ranked(solo)[0] in {"regicide.yield.solo", "regicide.mistake.endless-yield"}


@pytest.mark.parametrize(
    "question",
    [
        "Two players have the same number of heroes when the deck runs out. Who wins?",
        "兩位玩家在牌庫用完時英雄數量相同，誰贏？",
    ],
)
def test_a_tie_gets_the_tie_breaks(question: str) -> None:
    first = ranked(ask(question, game="rentahero"))[0]
    assert first in {"rentahero.faq.tie-break", "rentahero.end.tie-eliminated"}


@pytest.mark.parametrize("question", ["In solo, when exactly may I flip a jester?", "單人模式什麼時候可以翻開小丑？"])
def test_solo_jester_timing_is_found_and_solo_counts(question: str) -> None:
    ids = ranked(ask(question, game="regicide"))
    timing = {"regicide.solo.jester", "regicide.faq.solo-jesters"}
    assert timing & set(ids[:2])
    assert all(i.startswith(("regicide.solo", "regicide.faq.solo", "regicide.mistake.solo")) for i in ids[:3])


def test_the_answer_says_how_a_variant_differs_in_every_language() -> None:
    for lang in LANGUAGES:
        answer = ask("Can I tell a player they have zero red cards?", lang=lang)
        said = answer.difference_json(answer.differs[0])["said"]
        label = translate("rules.variant.hanabi.no-empty-clues", lang)
        assert label in said and "no-empty-clues" in said
        assert catalogue.entry("hanabi.clue.empty").say(lang) in said  # type: ignore[union-attr]
        data = answer.to_json()
        assert data["differs"][0]["variant"] == "no-empty-clues" and data["differs"][0]["said"] == said


def test_the_command_line_takes_the_askers_variant(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    question = ["Does", "the", "jester", "cancel", "the", "enemy's", "immunity?"]
    assert main(["rules", "ask", "--game", "regicide", *question], console=Console(file=out, width=200)) == 0
    assert "regicide.faq.immunity" in out.getvalue() and translate("rules.variant.solo", "en") in out.getvalue()
    solo = io.StringIO()
    argv = ["rules", "ask", "--game", "regicide", "--players", "1", "--json", *question]
    assert main(argv, console=Console(file=solo, width=200)) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["entries"][0]["id"] in {"regicide.mistake.solo-jester-immunity", "regicide.faq.solo-jesters"}
    assert main(["rules", "ask", "--game", "hanabi", "--variant", "nope", "clue?"], console=Console(file=out)) == 2
    assert main(["rules", "ask", "--players", "3", "clue?"], console=Console(file=out)) == 2
    assert "no variant 'nope'" in capsys.readouterr().err
