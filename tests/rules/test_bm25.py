"""The companion's own BM25 scores as bm25s did (the library it replaced for scoring), on the catalogue's texts."""

from __future__ import annotations

import logging

import bm25s
import pytest

from parlour.rules import ask, bm25, catalogue
from parlour.rules.bm25 import BM25

QUERIES = {
    "en": ["can I discard when all eight blue tokens are in the lid?", "what does a jester do", "tie break"],
    "fr": ["peut-on défausser avec huit jetons bleus ?", "que fait le joker", "égalité"],
    "zh-Hant": ["可以在八個藍色標記都在時棄牌嗎", "小丑有什麼作用", "平手"],
}


@pytest.mark.parametrize("lang", list(QUERIES))
@pytest.mark.parametrize("kind", ["words", "grams"])
def test_scores_match_bm25s(lang: str, kind: str) -> None:
    cut = ask.tokens if kind == "words" else ask.grams
    docs = [cut(ask.document(e, lang), lang) for e in catalogue.entries()]
    ours = BM25.build(docs, ask.K1, ask.B)
    logging.getLogger("bm25s").setLevel(logging.WARNING)
    theirs = bm25s.BM25(k1=ask.K1, b=ask.B)
    theirs.index(docs, show_progress=False)
    for question in QUERIES[lang]:
        query = cut(question, lang)
        known = [t for t in query if t in theirs.vocab_dict]
        expected = theirs.get_scores(known) if known else [0.0] * len(docs)
        got = ours.scores(query)
        assert got == pytest.approx([float(x) for x in expected], rel=1e-5, abs=1e-5), question


def test_a_repeated_term_counts_again_and_an_unknown_one_adds_nothing() -> None:
    index = BM25.build([["a", "b"], ["b", "c", "c"], ["d"]], k1=1.5, b=0.75)
    once, twice = index.scores(["c"]), index.scores(["c", "c"])
    assert once[1] > 0 and twice[1] == pytest.approx(2 * once[1]) and once[0] == once[2] == 0
    assert index.scores(["zzz"]) == [0.0, 0.0, 0.0] and index.known(["a", "zzz"]) == {"a"}
    assert bm25.postings([], 1.5, 0.75) == {}
