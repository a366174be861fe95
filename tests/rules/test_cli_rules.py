"""`parlour rules show | ask` and `parlour games` (the picker), and the picker's own rules (`rules.pick`)."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys

import pytest
from rich.console import Console

from parlour.cli import main
from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import catalogue
from parlour.rules.pages import page
from parlour.rules.pick import Suggestion, numbers, pick

GAMES = catalogue.game_ids()


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """(status, what the console and stdout got, stderr)."""
    out = io.StringIO()
    code = main(argv, console=Console(file=out, width=120))
    captured = capsys.readouterr()
    return code, out.getvalue() + captured.out, captured.err


def squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


# -- rules show -------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_show_prints_the_page_in_its_language(game: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["rules", "show", game, "--lang", lang], capsys)
    assert code == 0 and err == ""
    found = squash(text)
    data = page(game, lang)
    assert text.startswith(data["title"])
    assert squash(translate("rules.page.title", lang, game=catalogue.game_name(game, lang))) in found
    titled = [s for s in data["sections"] if s["entries"]]
    assert len(titled) >= 3, f"{game}: only {len(titled)} sections with rules"
    for section in titled:
        assert squash(section["title"]) in found
        for item in (section["entries"][0], section["entries"][-1]):  # some rule sentences, with their ids
            assert squash(item["text"]) in found, item["id"]
            assert f"[{item['id']}]" in found
    assert squash(data["overview"]["text"]) in found
    for extra in data["extras"]:
        assert squash(extra["title"]) in found
    for other in LANGUAGES:  # the page's own title in another language does not appear
        title = translate("rules.page.title", other, game=catalogue.game_name(game, other))
        if title != data["title"]:
            assert squash(title) not in found


def test_show_unknown_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["rules", "show", "chess"], capsys)
    assert code == 2 and "unknown game 'chess'" in err and len(err.strip().splitlines()) == 1


# -- rules show RULE-ID [--example] -------------------------------------------------------------


def test_show_one_entry(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["rules", "show", "hanabi.discard.tokens-full", "--lang", "es"], capsys)
    assert code == 0 and err == ""
    assert squash(translate("hanabi.discard.tokens-full", "es")) in squash(text)
    assert squash(translate("rules.example.title", "es")) not in squash(text)  # no example unless asked


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_a_refusal_at_work(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    rule = "hanabi.discard.tokens-full"
    code, text, err = run(["rules", "show", rule, "--example", "--lang", lang], capsys)
    assert code == 0 and err == ""
    found = squash(text)
    player = translate("rules.example.player", lang, letter=translate("rules.example.letters", lang)[0])
    for words in (
        translate("rules.example.title", lang),
        translate("rules.example.seen-from", lang, player=player),
        translate("hanabi.ui.title", lang, players=2),  # the game's terminal face draws the board
        translate("rules.example.refused", lang),
        translate(rule, lang),  # the refusal in the player's words
        translate("rules.example.built", lang),
    ):
        assert squash(words) in found, words
    assert squash(translate("rules.example.after", lang)) not in found  # nothing happened


@pytest.mark.parametrize("lang", LANGUAGES)
def test_show_an_effect_at_work(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.rules import examples

    rule = "regicide.power.immunity"
    code, text, err = run(["rules", "show", rule, "--example", "--lang", lang], capsys)
    assert code == 0 and err == ""
    found = squash(text)
    happened, _ = examples.outcome_lines(examples.example(rule), lang)
    assert happened and all(squash(line) in found for line in happened), happened
    assert squash(translate("rules.example.happens", lang)) in found
    assert found.count(squash(translate("rules.example.after", lang))) == 1  # the board after the move
    assert squash(examples.said(examples.example(rule), lang)) in found


@pytest.mark.parametrize(
    "rule", ["hanabi.end.last-round", "regicide.end.win", "rentahero.end.tie-powers", "rentahero.witch.answer"]
)
def test_every_game_shows_its_examples_by_its_own_face(rule: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["rules", "show", rule, "--example"], capsys)
    assert code == 0 and err == "" and squash(translate("rules.example.happens", "en")) in squash(text)


def test_show_example_of_a_rule_without_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["rules", "show", "hanabi.setup.players", "--example", "--lang", "fr"], capsys)
    assert code == 1
    assert squash(translate("rules.example.none", "fr", id="hanabi.setup.players")) == squash(err)
    assert squash(translate("hanabi.setup.players", "fr")) in squash(text)  # the entry is still shown


def test_show_example_of_a_game_or_an_unknown_entry_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["rules", "show", "hanabi", "--example"], capsys)
    assert code == 2 and "one rule" in err
    code, _, err = run(["rules", "show", "hanabi.discard.nothing", "--example"], capsys)
    assert code == 2 and "unknown entry 'hanabi.discard.nothing'" in err


def test_a_game_without_a_terminal_face_shows_the_views_as_data(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from parlour.engine import registry

    manifest = registry.manifest("hanabi")
    faceless = dataclasses.replace(manifest, terminal=None)
    monkeypatch.setattr(registry, "manifest", lambda game: faceless if game == "hanabi" else manifest)
    code, text, err = run(["rules", "show", "hanabi.discard.regain", "--example"], capsys)
    assert code == 0 and err == ""
    assert "'clue_tokens': 7" in text and "'clue_tokens': 8" in text  # before, then after
    assert squash(translate("hanabi.ui.title", "en", players=2)) not in squash(text)


# -- rules ask --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("peut-on défausser quand les huit jetons bleus sont dans le couvercle ?", "fr"),
        ("可以在八個藍色標記都在盒蓋裡時棄牌嗎", "zh-Hant"),
        ("¿puedo jugar dos cartas a la vez?", "es"),
        ("can I discard when all eight blue tokens are in the box lid?", "en"),
    ],
)
def test_ask_json_detects_the_language(question: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["rules", "ask", "--json", *question.split(" ")], capsys)
    assert code == 0 and err == ""
    data = json.loads(text)
    assert data["lang"] == lang and data["question"] == question
    assert data["known"] is True
    assert 1 <= len(data["entries"]) <= 3  # --limit defaults to 3
    for item in data["entries"]:
        assert {"id", "kind", "text", "source"} <= set(item)
        assert item["kind"] in {"rule", "faq", "mistake", "tip"}
        entry = catalogue.entry(item["id"])
        assert entry is not None and entry.kind == item["kind"]
        assert item["text"] == entry.say(lang)  # the answer is in the question's language
        assert set(item["source"]) == {"seed", "ref", "quote", "lang"}
        assert item["source"]["seed"] == entry.source.seed and item["source"]["ref"] == entry.source.ref
    scores = [item["score"] for item in data["entries"]]
    assert scores == sorted(scores, reverse=True)


def test_ask_discarding_with_eight_tokens_finds_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    _, text, _ = run(["rules", "ask", "--json", "peut-on défausser avec huit jetons bleus ?"], capsys)
    ids = [item["id"] for item in json.loads(text)["entries"]]
    assert "hanabi.discard.tokens-full" in ids or "hanabi.faq.discard-eight-tokens" in ids[:1]


def test_ask_within_one_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = run(["rules", "ask", "--json", "--game", "regicide", "--limit", "5", "can I discard?"], capsys)
    data = json.loads(text)
    assert code == 0 and data["game"] == "regicide"
    assert data["entries"] and all(item["game"] == "regicide" for item in data["entries"])
    assert all(item["id"].startswith("regicide.") for item in data["entries"])


def test_ask_lang_sets_the_answers_language_the_question_is_searched_in_its_own(
    capsys: pytest.CaptureFixture[str],
) -> None:
    question = "can I discard when all eight blue tokens are in the lid?"  # issue 21: « Je ne sais pas » and Hearts
    _, text, _ = run(["rules", "ask", "--json", "--lang", "fr", question], capsys)
    data = json.loads(text)
    assert data["lang"] == "fr" and data["asked_in"] == "en" and data["known"] is True
    assert data["entries"][0]["id"] in {"hanabi.discard.tokens-full", "hanabi.faq.discard-eight-tokens"}
    assert all(item["text"] == catalogue.entry(item["id"]).say("fr") for item in data["entries"])  # type: ignore[union-attr]
    _, plain, _ = run(["rules", "ask", "--json", question], capsys)
    assert [i["id"] for i in json.loads(plain)["entries"]] == [i["id"] for i in data["entries"]]
    code, shown, _ = run(["rules", "ask", "--lang", "es", question], capsys)
    assert code == 0 and shown.splitlines()[0] == translate("rules.ask.answer", "es")
    assert translate("rules.source", "es") in shown


@pytest.mark.parametrize(
    ("question", "lang"),
    [("can I pass?", "en"), ("je peux passer ?", "fr"), ("¿puedo pasar?", "es"), ("可以跳過嗎", "zh-Hant")],
)
def test_ask_a_short_question_is_answered_in_its_language(
    question: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, text, _ = run(["rules", "ask", "--json", question], capsys)
    data = json.loads(text)
    assert data["lang"] == data["asked_in"] == lang and data["known"] is True  # "can I pass?" was taken for French
    _, shown, _ = run(["rules", "ask", question], capsys)
    assert shown.splitlines()[0] == translate("rules.ask.answer", lang)


def test_ask_asked_in_gives_the_questions_language(capsys: pytest.CaptureFixture[str]) -> None:
    _, text, _ = run(["rules", "ask", "--json", "--asked-in", "fr", "--game", "regicide", "combos ?"], capsys)
    data = json.loads(text)
    assert data["asked_in"] == data["lang"] == "fr"


@pytest.mark.parametrize(
    ("question", "lang"),
    [("peut-on défausser avec huit jetons bleus ?", "fr"), ("可以在八個藍色標記都在時棄牌嗎", "zh-Hant")],
)
def test_ask_plain_heads_the_answer_in_the_question_language(
    question: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, text, _ = run(["rules", "ask", question], capsys)
    assert code == 0
    assert text.splitlines()[0] == translate("rules.ask.answer", lang)
    assert translate("rules.ask.answer", "en") not in text
    assert translate("rules.source", lang) in text


def test_ask_off_topic_says_i_do_not_know_but_lists_closest(capsys: pytest.CaptureFixture[str]) -> None:
    question = "what's the weather in Paris tomorrow?"
    _, text, _ = run(["rules", "ask", "--json", question], capsys)
    data = json.loads(text)
    assert data["lang"] == "en" and data["known"] is False
    code, plain, _ = run(["rules", "ask", question], capsys)
    assert code == 0
    head = plain.splitlines()[0]
    assert head == translate("rules.ask.unknown", "en") and head.startswith("I don't know")
    ids = re.findall(r"· ([a-z]+\.[a-z-]+\.[a-z0-9-]+)", plain)
    assert 1 <= len(ids) <= 3 and all(catalogue.entry(i) is not None for i in ids)


@pytest.mark.parametrize("argv", [["rules", "ask", ""], ["rules", "ask", "  ", " "]])
def test_ask_empty_question_is_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(argv, capsys)
    assert code == 2
    assert err.strip() == translate("rules.ask.empty", "en") and text == ""


def test_ask_unknown_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["rules", "ask", "--game", "chess", "can I discard?"], capsys)
    assert code == 2 and "unknown game 'chess'" in err and len(err.strip().splitlines()) == 1


# -- parlour games (the picker) ---------------------------------------------------------------


def shown(text: str) -> list[tuple[str, str]]:
    """(mark, game id) for each game the picker lists, in order."""
    return re.findall(r"^([✓✗]) .*\((hanabi|regicide|rentahero)\)$", text, flags=re.MULTILINE)


def test_games_for_one_player(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = run(["games", "--players", "1"], capsys)
    assert code == 0
    assert text.startswith(translate("rules.pick.title", "en"))
    assert shown(text) == [("✓", "regicide"), ("✗", "hanabi"), ("✗", "rentahero")]
    assert translate("rules.pick.none", "en") not in text


def test_games_for_two_players_twenty_five_minutes_age_eight(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = run(["games", "--players", "2", "--minutes", "25", "--age", "8"], capsys)
    assert code == 0
    # Hanabi is sure to fit; Regicide fits too, but no source gives its length or age.
    assert shown(text) == [("✓", "hanabi"), ("✓", "regicide"), ("✗", "rentahero")]
    regicide = text.split("(regicide)")[1].splitlines()[1]
    assert regicide.count("? ") == 2 and "not given by the sources" in regicide


def test_games_nothing_fits(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = run(["games", "--players", "9", "--lang", "fr"], capsys)
    assert code == 0
    assert translate("rules.pick.none", "fr") in text
    assert [mark for mark, _ in shown(text)] == ["✗", "✗", "✗"]


@pytest.mark.parametrize("wish", ["--players", "--minutes", "--age"])
def test_games_negative_wish_is_a_usage_error(wish: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(["games", wish, "-1"], capsys)
    assert code == 2 and wish in err and "negative" in err
    assert len(err.strip().splitlines()) == 1 and text == ""


def test_games_brief_omits_variants_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    _, full, _ = run(["games", "--players", "2"], capsys)
    code, brief, _ = run(["games", "--players", "2", "--brief"], capsys)
    assert code == 0
    assert "no-empty-clues" in full and "variant" in full and "option" in full
    for word in ("no-empty-clues", "variant ", "option ", "empty_clues="):
        assert word not in brief
    assert [g for _, g in shown(brief)] == [g for _, g in shown(full)]


def test_games_without_wishes_lists_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = run(["games", "--brief", "--lang", "es"], capsys)
    assert code == 0
    assert translate("rules.pick.title", "es") not in text
    for game in GAMES:
        assert f"({game})" in text


# -- rules.pick -------------------------------------------------------------------------------


def test_numbers() -> None:
    assert numbers("20–30") == [20, 30] and numbers("8+") == [8] and numbers("") == []


def by_game(found: list[Suggestion]) -> dict[str, Suggestion]:
    return {s.game: s for s in found}


def test_pick_players() -> None:
    found = pick(players=1)
    assert found[0].game == "regicide"
    fits = by_game(found)
    assert fits["regicide"].fits and not fits["hanabi"].fits and not fits["rentahero"].fits
    assert all(s.misses == (0 if s.fits else 1) for s in found)
    assert [s.game for s in pick(players=5) if s.fits] == ["hanabi", "rentahero"]
    assert [s.game for s in pick(players=3) if s.fits] == ["hanabi", "regicide", "rentahero"]


def test_pick_unknown_facts_never_rule_a_game_out() -> None:
    # No source gives Regicide's length or age: it still fits a 5-minute game for a 3-year-old...
    found = by_game(pick(minutes=5, age=3))
    regicide = found["regicide"]
    assert regicide.fits and regicide.misses == 0 and regicide.unknown == 2
    assert all(reason.startswith("? ") for reason in regicide.reasons)
    # ...which Hanabi (25 min, 8+) and Rent a Hero (20-30 min, 8+) do not.
    assert found["hanabi"].misses == 2 and not found["hanabi"].fits
    assert found["rentahero"].misses == 2 and not found["rentahero"].fits


def test_pick_surest_first() -> None:
    found = pick(players=3, minutes=30, age=10)
    assert [s.game for s in found] == ["hanabi", "rentahero", "regicide"]  # regicide fits, but on unknowns
    assert all(s.fits for s in found)
    assert [s.unknown for s in found] == [0, 0, 2]


def test_pick_limits() -> None:
    found = by_game(pick(minutes=24, age=7))
    assert not found["hanabi"].fits  # 25 min > 24, 8+ > 7
    assert not found["rentahero"].fits  # shortest game 20 min fits, but 8+ > 7
    assert found["rentahero"].misses == 1
    assert by_game(pick(minutes=20, age=8))["rentahero"].fits  # the shortest game fits the time there is


def test_pick_without_wishes_fits_all() -> None:
    found = pick()
    assert sorted(s.game for s in found) == sorted(GAMES)
    assert all(s.fits and s.reasons == () for s in found)


def test_pick_reasons_in_the_readers_language() -> None:
    regicide = by_game(pick(players=2, minutes=10, lang="fr"))["regicide"]
    assert regicide.reasons[0].startswith("✓ ") and regicide.reasons[1].startswith("? ")
    assert translate("rules.card.unknown", "fr") in regicide.reasons[1]
    data = regicide.to_json("zh-Hant")
    assert data["name"] == catalogue.game_name("regicide", "zh-Hant")
    assert (data["min_players"], data["max_players"]) == (1, 4)
    assert {f["id"] for f in data["card"]["facts"]} >= {"players", "minutes", "age"}


# -- what a question at the command line loads ----------------------------------------------------
# Each is a module a question does not use and whose import cost a measurable share of its CPU
# (docs/benchmarks.md, issue 21 point 5): the bench's backends, Rich's pretty-printer and tables,
# orjson (uuid, platform; it only writes the cache files). The game registry's importlib.metadata
# stays: finding plugins is its job, and a reader of our own would cost more than its 20-30 ms.
UNNEEDED = ("parlour.sim", "rich.pretty", "rich.table", "orjson", "parlour.server")


@pytest.mark.parametrize("question", ["je peux passer ?", "可以跳過嗎"])
def test_a_question_at_the_command_line_loads_only_what_it_uses(question: str) -> None:
    code = (
        "import sys, io\n"
        "from rich.console import Console\n"
        "from parlour.cli import main\n"
        f"assert main(['rules', 'ask', {question!r}], console=Console(file=io.StringIO())) == 0\n"
        f"print(sorted(m for m in sys.modules if m.startswith({UNNEEDED!r})))\n"
    )
    warm = [sys.executable, "-c", code]
    subprocess.run(warm, check=True, capture_output=True)  # the cache files built, if they were not
    done = subprocess.run(warm, check=True, capture_output=True, text=True)
    assert done.stdout.strip() == "[]"
