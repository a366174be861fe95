"""Answering rules questions: the language is detected, the answer is in it, the right entry comes first.

The evaluation set (benchmarks/rules_eval/) measures quality; here a few plain questions per
language pin the behaviour, and the set itself is checked for size and sound expectations.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.rules import ask as asking
from parlour.rules import catalogue
from parlour.rules.ask import ask, expansion, fold, foreign_expansion, grams, named_game, tokens
from parlour.rules.language import detect

EVAL = Path(__file__).parents[2] / "benchmarks" / "rules_eval"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("can I discard when all the blue tokens are in the lid?", "en"),
        ("peut-on défausser quand les huit jetons bleus sont dans le couvercle ?", "fr"),
        ("¿puedo descartar si las fichas azules están en la tapa?", "es"),
        ("藍色標記全在盒蓋中時可以棄牌嗎？", "zh-Hant"),
        ("le joker en solo, il enlève l'immunité de l'ennemi ?", "fr"),
        ("que pasa si recluto un heroe repetido", "es"),
    ],
)
def test_the_question_language_is_detected(text: str, lang: str) -> None:
    assert detect(text) == lang


@pytest.mark.parametrize(
    ("question", "game", "wanted"),
    [
        ("Can I discard when all eight blue tokens are in the lid?", "hanabi", "hanabi.discard.tokens-full"),
        (
            "Peut-on défausser quand les huit jetons bleus sont dans le couvercle ?",
            "hanabi",
            "hanabi.discard.tokens-full",
        ),
        ("¿Qué pasa con la tercera ficha roja?", "hanabi", "hanabi.end.strikes"),
        ("第三個紅色標記落下會怎樣？", "hanabi", "hanabi.end.strikes"),
        ("What does a jester do?", "regicide", "regicide.jester.play"),
        ("Que fait le pouvoir du pique ?", "regicide", "regicide.power.spades"),
        ("¿Qué pasa si recluto un héroe que ya tengo?", "rentahero", "rentahero.recruit.duplicate"),
        ("可以用最後一張手牌詢問嗎？", "rentahero", "rentahero.hint.last-card"),
    ],
)
def test_plain_questions_find_their_rule_or_its_faq(question: str, game: str, wanted: str) -> None:
    answer = ask(question, game=game, limit=3)
    assert answer.known
    assert answer.lang == detect(question)
    found = [hit.entry.id for hit in answer.hits]
    explained = {e.id for e in catalogue.explained_by(wanted)}
    assert wanted in found or explained & set(found), f"{question!r}: {found}"
    assert all(hit.entry.game == game for hit in answer.hits)


def test_the_answer_is_in_the_language_of_the_question() -> None:
    answer = ask("combien de cartes chacun au début à 4 joueurs ?", game="hanabi")
    data = answer.to_json()
    assert data["lang"] == "fr"
    best = catalogue.entry(data["entries"][0]["id"])
    assert best is not None and data["entries"][0]["text"] == best.say("fr")
    assert set(data["entries"][0]["source"]) == {"seed", "ref", "quote", "lang"}
    assert data["entries"][0]["source"]["lang"] in LANGUAGES  # the language the seed quote is in


def test_a_question_about_nothing_in_the_rules_is_not_answered_but_gets_the_closest() -> None:
    for question in ("What's the weather in Paris tomorrow?", "明天台北的天氣如何？"):
        answer = ask(question)
        assert not answer.known, question
    assert ask("How does castling work in chess?").hits or True  # the closest rules may be few
    assert not ask("").known and not ask("   ").hits


def test_a_named_game_narrows_the_search() -> None:
    assert named_game("In Hanabi, can I clue myself?") == "hanabi"
    assert named_game("出租英雄的巫師能做什麼？") is None or named_game("出租英雄的女巫能做什麼？") == "rentahero"
    answer = ask("In Regicide, what happens when I yield?")
    assert answer.game == "regicide" and all(hit.entry.game == "regicide" for hit in answer.hits)


def test_index_terms_fold_accents_stem_and_cut_chinese() -> None:
    assert fold("Défausser l'Œuvre") == "defausser l'oeuvre"
    assert tokens("Défausses", "fr") == tokens("defausse", "fr")
    assert "棄牌" in tokens("可以棄牌嗎", "zh-Hant")
    assert "_def" in grams("défausser", "fr")
    assert all(isinstance(t, str) and t for lang in LANGUAGES for t in tokens("jeton 8 tokens 藍色", lang))


def test_the_thesaurus_adds_the_entries_words_for_a_players_words() -> None:
    assert set(tokens("red token", "en")) <= set(
        expansion("do we lose on the third bomb?", "en", "hanabi")
    ) or not expansion("do we lose on the third bomb?", "en", "hanabi")


def eval_set(game: str) -> list[dict[str, object]]:
    data: list[dict[str, object]] = json.loads((EVAL / f"{game}.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("game", catalogue.game_ids())
def test_the_evaluation_set_is_big_enough_and_expects_real_entries(game: str) -> None:
    items = eval_set(game)
    for lang in LANGUAGES:
        mine = [i for i in items if i["lang"] == lang]
        assert len(mine) >= 15, f"{game}/{lang}: {len(mine)} questions"
        assert len({str(i["expect"][0]) for i in mine}) >= 10, f"{game}/{lang}: too few different answers"  # type: ignore[index]
    for item in items:
        assert item["lang"] in LANGUAGES and str(item["question"]).strip()
        assert 1 <= len(item["expect"]) <= 4  # type: ignore[arg-type]  # every entry that answers it (audited)
        for entry_id in item["expect"]:  # type: ignore[attr-defined]
            entry = catalogue.entry(entry_id)
            assert entry is not None and entry.game == game, entry_id
            assert str(item["question"]).strip().lower() != entry.ask(str(item["lang"])).strip().lower(), "copied"


def test_the_answer_comes_in_the_language_asked_for_the_search_in_the_questions() -> None:
    question = "can I discard when all eight blue tokens are in the lid?"
    plain = ask(question, game="hanabi", limit=3)
    french = ask(question, game="hanabi", lang="fr", limit=3)
    assert plain.asked_in == plain.lang == "en" and french.asked_in == "en" and french.lang == "fr"
    assert [h.entry.id for h in french.hits] == [h.entry.id for h in plain.hits] and french.known
    assert french.hits[0].entry.id in {"hanabi.discard.tokens-full", "hanabi.faq.discard-eight-tokens"}
    data = french.to_json()
    assert data["lang"] == "fr" and data["asked_in"] == "en"
    assert all(item["text"] == catalogue.entry(item["id"]).say("fr") for item in data["entries"])  # type: ignore[union-attr]
    # The question's language can be given too (a one-word question may belong to several).
    assert ask("combos?", game="regicide", asked_in="fr").asked_in == "fr"


@pytest.mark.parametrize(
    ("question", "game", "lent_by", "wanted"),
    [
        # French names in English questions, a Spanish one in English, French in Spanish, English in French
        ("what does the dresseur de chiens do?", "rentahero", "fr", {"rentahero.faq.dog-trainer"}),
        ("how many jetons bleus?", "hanabi", "fr", {"hanabi.tokens.at-start"}),
        (
            "what does the pollo enojado do?",
            "rentahero",
            "es",
            {"rentahero.faq.angry-chicken", "rentahero.chicken.cancel"},
        ),
        ("¿qué pasa con el tercer jeton rouge?", "hanabi", "fr", {"hanabi.end.strikes", "hanabi.faq.third-red-token"}),
        (
            "que se passe-t-il au troisième fuse token ?",
            "hanabi",
            "en",
            {"hanabi.end.strikes", "hanabi.faq.third-red-token"},
        ),
    ],
)
def test_a_word_only_another_languages_thesaurus_has_finds_its_entries(
    question: str, game: str, lent_by: str, wanted: set[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked_in = detect(question)
    assert lent_by in {b.lang for b in foreign_expansion(question, asked_in, game)}
    for narrowed in (game, None):
        answer = ask(question, game=narrowed, limit=3)
        assert answer.asked_in == asked_in and answer.known
        assert wanted & {h.entry.id for h in answer.hits}, [h.entry.id for h in answer.hits]
    # Without the other language's thesaurus, the same question is not answered by them.
    monkeypatch.setattr(asking, "foreign_expansion", lambda *_: [])
    alone = ask(question, game=game, limit=1)
    assert not (alone.known and alone.hits[0].entry.id in wanted)


def test_a_loanword_alone_does_not_make_an_off_topic_question_answered() -> None:
    # "box" is in the English thesaurus (the game box); « ma box internet » is not about it.
    question = "comment changer le mot de passe de ma box internet"
    assert foreign_expansion(question, "fr", None)
    assert not ask(question).known


@pytest.mark.parametrize(
    ("question", "lang", "kept"),
    [
        ("can I use a power before paying?", "en", "befor"),
        ("does the one with the most heroes win?", "en", "most"),
        ("does the shield last until the enemy is defeated?", "en", "until"),
        ("¿gana quien tiene más héroes?", "es", "mas"),
        ("¿un corazón contra un enemigo de corazones?", "es", "contr"),
    ],
)
def test_words_of_timing_and_quantity_are_terms_not_stop_words(question: str, lang: str, kept: str) -> None:
    # A rule's detail hangs on them: tie-breaks (the most), timings (before, until), immunity (against).
    assert kept in tokens(question, lang)
    assert "the" not in tokens(question, lang) and "de" not in tokens(question, lang)  # stop words still go


def test_a_timing_word_tells_the_last_rounds_clue_from_the_empty_clue() -> None:
    last_round = ask("can we still give a clue once the deck is empty?", game="hanabi")
    empty = ask("Is an empty clue allowed?", game="hanabi")
    assert last_round.hits[0].entry.id == "hanabi.faq.clue-last-round"
    assert empty.hits[0].entry.id == "hanabi.faq.empty-clue"
