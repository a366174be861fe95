"""Okapi BM25 in plain Python: postings of precomputed weights, cheap to score, to store and to read.

The companion's indexes are small (a few hundred entries), so a question is scored by adding, for
each of its terms, the weights stored against the entries that hold it: no array library to
import (numpy alone took 0.1 s of CPU at every `parlour rules ask`), and only the question's own
postings to read from the cache. The weights are those of bm25s's default method (Lucene's):
idf = ln(1 + (N - df + 0.5) / (df + 0.5)), times tf / (tf + k1 * (1 - b + b * length / average
length)); a term the question repeats counts again. tests/rules/test_bm25.py checks the scores
against bm25s's.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# A term's posting: the documents that hold it and its weight in each, as two lists.
Posting = Sequence[Sequence[Any]]
Fetch = Callable[[list[str]], Mapping[str, Posting]]


def postings(docs: Sequence[Sequence[str]], k1: float, b: float) -> dict[str, list[list[Any]]]:
    """Each term's posting over `docs` (lists of terms): [[doc numbers], [weights]]."""
    size = len(docs)
    average = sum(len(doc) for doc in docs) / size if size else 0.0
    counts = [Counter(doc) for doc in docs]
    df: Counter[str] = Counter(term for count in counts for term in count)
    idf = {term: math.log(1 + (size - n + 0.5) / (n + 0.5)) for term, n in df.items()}
    out: dict[str, list[list[Any]]] = {}
    for number, (doc, count) in enumerate(zip(docs, counts, strict=True)):
        norm = k1 * (1 - b + b * len(doc) / average) if average else k1
        for term, tf in count.items():
            posting = out.setdefault(term, [[], []])
            posting[0].append(number)
            posting[1].append(idf[term] * tf / (tf + norm))
    return out


@dataclass(frozen=True)
class BM25:
    """An index over `size` documents whose postings `fetch` finds (from memory or the cache)."""

    size: int
    fetch: Fetch

    @classmethod
    def build(cls, docs: Sequence[Sequence[str]], k1: float, b: float) -> BM25:
        found = postings(docs, k1, b)
        return cls(len(docs), lambda terms: {t: found[t] for t in terms if t in found})

    def scores(self, query: Sequence[str]) -> list[float]:
        """Each document's score for the query's terms (unknown terms add nothing)."""
        out = [0.0] * self.size
        found = self.fetch(list(dict.fromkeys(query)))
        for term in query:
            posting = found.get(term)
            if posting is not None:
                for doc, weight in zip(posting[0], posting[1], strict=True):
                    out[doc] += weight
        return out

    def known(self, terms: Sequence[str]) -> set[str]:
        """Those of `terms` some document holds."""
        return set(self.fetch(list(dict.fromkeys(terms))))
