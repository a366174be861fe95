"""The question's language: right on short questions of every language (our own list, never the held-out set).

tests/rules/short_questions.json holds 434 questions of one to four words written for this (none
is a question of either evaluation set), the way players type them: without accents or question
marks, in casual forms, naming the games' terms.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.rules import language
from parlour.rules.language import detect, features, fold

SHORT = Path(__file__).parent / "short_questions.json"
SETS = Path(__file__).parents[2] / "benchmarks"
BAR = 0.99


def short_questions() -> dict[str, list[str]]:
    data: dict[str, list[str]] = json.loads(SHORT.read_text(encoding="utf-8"))
    return data


def set_questions(*folders: str) -> set[str]:
    """The questions of evaluation sets (folders under benchmarks/), folded for comparison; only
    compared against, never printed."""
    return {
        str(item["question"]).strip().lower()
        for folder in folders
        for path in (SETS / folder).glob("*.json")
        for item in json.loads(path.read_text(encoding="utf-8"))
        if "question" in item
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_questions_are_taken_for_their_language(lang: str) -> None:
    questions = short_questions()[lang]
    missed = [(q, detect(q)) for q in questions if detect(q) != lang]
    assert 1 - len(missed) / len(questions) >= BAR, missed


def test_the_short_list_is_short_and_apart_from_the_evaluation_sets() -> None:
    asked = set_questions("rules_eval", "rules_eval_holdout")
    data = short_questions()
    assert set(data) == set(LANGUAGES)
    for lang, questions in data.items():
        assert len(questions) >= 50 and len(set(questions)) == len(questions), lang
        for question in questions:
            assert question.strip().lower() not in asked, question  # never a question of either set
            if lang != "zh-Hant":
                assert 1 <= sum(bool(re.search(r"[^\W_]", w)) for w in question.split()) <= 4, question


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("can I pass?", "en"),  # issue 21: it was taken for French
        ("score max", "fr"),  # the same words, in each language's order
        ("max score", "en"),
        ("defausser?", "fr"),  # no accent, no space before the question mark
        ("puedo pasar", "es"),  # no ¿
        ("可以跳過嗎", "zh-Hant"),
        ("Regicide 的 jester", "zh-Hant"),  # a Han character makes it Chinese
    ],
)
def test_telling_cases(text: str, lang: str) -> None:
    assert detect(text) == lang


def test_nothing_to_read_gives_the_default() -> None:
    assert detect("42") == "en" and detect("?!", default="fr") == "fr" and detect("") == "en"


def test_the_model_reads_letter_groups_marks_words_and_pairs() -> None:
    found = features("Peut-on défausser ?")
    assert found["words"] == ["peut", "on", "défausser"]
    assert found["pairs"] == ["peut on", "on défausser"]
    assert " p" in found["groups"] and "éfa" in found["groups"] and " ?" in found["groups"]
    assert fold("Défausser l'Œuvre") == "defausser l'oeuvre"


def test_the_model_learns_from_the_catalogue_in_each_latin_language() -> None:
    texts = language.training_texts()
    assert set(texts) == set(language.LATIN)
    assert any("défausser" in t.lower() for t in texts["fr"]) and any("discard" in t.lower() for t in texts["en"])
    assert not any("{" in t for lang in language.LATIN for t in texts[lang])  # placeholders are left out


# A second list, written after the model was tuned and measured once before and once after a change
# (tests/rules/short_questions_later.json; issue 21, point 3). The model is never tuned on it. Its
# misses are words every Latin language shares ("solo", "combo"): below the 99 % bar in English and
# French, so this holds the figures measured at the end (docs/benchmarks.md) against a fall.
LATER = Path(__file__).parent / "short_questions_later.json"
LATER_FLOOR = {"en": 0.96, "fr": 0.94, "es": 0.99, "zh-Hant": 0.99}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_later_short_list_keeps_its_measured_share(lang: str) -> None:
    questions: list[str] = json.loads(LATER.read_text(encoding="utf-8"))[lang]
    right = sum(detect(q) == lang for q in questions)
    assert right / len(questions) >= LATER_FLOOR[lang], [(q, detect(q)) for q in questions if detect(q) != lang]


def test_the_later_list_is_short_and_new() -> None:
    data: dict[str, list[str]] = json.loads(LATER.read_text(encoding="utf-8"))
    earlier = {q.strip().lower() for qs in short_questions().values() for q in qs}
    tuned = set_questions("rules_eval", "rules_eval_dev")
    assert set(data) == set(LANGUAGES)
    for lang, questions in data.items():
        assert len(questions) >= (30 if lang == "zh-Hant" else 60) and len(set(questions)) == len(questions), lang
        for question in questions:
            assert question.strip().lower() not in earlier | tuned, question
            if lang != "zh-Hant":
                assert 1 <= sum(bool(re.search(r"[^\W_]", w)) for w in question.split()) <= 4, question


@pytest.mark.parametrize("lang", language.LATIN)
def test_the_readers_language_settles_shared_words_and_nothing_else(lang: str) -> None:
    """Asked from a page in the question's language, the shared-word misses go away ("mode solo",
    « un combo »); asked from a page in another language, a question still goes to its own unless
    its words fit both nearly as well."""
    lists = [short_questions(), json.loads(LATER.read_text(encoding="utf-8"))]
    questions = [q for found in lists for q in found[lang]]
    alone = sum(detect(q) == lang for q in questions)
    read = sum(detect(q, prefer=lang) == lang for q in questions)
    assert read >= alone and read / len(questions) >= 0.98
    others = [other for other in language.LATIN if other != lang]
    flipped = [
        (q, other) for q in questions if detect(q) == lang for other in others if detect(q, prefer=other) != lang
    ]
    assert len(flipped) <= 0.015 * len(questions) * len(others), flipped  # 11 of 1,302 pairs in all


def test_a_page_in_french_reads_a_shared_word_question_as_french() -> None:
    from parlour.rules.ask import ask

    assert detect("mode solo") != "fr"  # the words tell nothing: the model's guess
    assert ask("mode solo", reader="fr").asked_in == "fr"
    assert ask("mode solo", lang="fr").asked_in == "fr"
    assert ask("can I discard when all eight blue tokens are in the lid?", reader="fr").asked_in == "en"
