"""Chinese words for the companion: jieba's segmentation, with its dictionary read from the cache.

jieba loads its whole dictionary (500,000 words and prefixes: 0.45 s of CPU) before it cuts a
first sentence, and `parlour rules ask` is a new process for every question. So the dictionary,
taught the games' terms, is copied once into a cache file (parlour.rules.diskcache), and a
sentence is cut by jieba's own code given only the entries among the sentence's substrings: jieba
looks up nothing else, so the words are exactly those of jieba with the whole dictionary
(tests/rules/test_chinese.py compares them).
"""

from __future__ import annotations

import hashlib
import logging
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path
from types import ModuleType
from typing import Any

from parlour.rules import diskcache

SIZES = "\0sizes"  # the row with the dictionary's total frequency and its longest entry


def _jieba() -> ModuleType:
    """jieba, imported without pkg_resources.

    jieba imports pkg_resources (80 ms of CPU) only to open its own data files, and opens them by
    path when it is missing: hiding it for the import saves that at every question in Chinese.
    """
    found = sys.modules.get("jieba")
    if found is not None:
        return found
    hidden = "pkg_resources" not in sys.modules
    if hidden:
        sys.modules["pkg_resources"] = None  # type: ignore[assignment]  # `import` then raises ImportError
    try:
        import jieba
    finally:
        if hidden:
            del sys.modules["pkg_resources"]
    logging.getLogger("jieba").setLevel(logging.WARNING)  # it announces every dictionary load
    module: ModuleType = jieba
    return module


def full_tokenizer(terms: Sequence[str]) -> Any:
    """jieba's own tokenizer with its whole dictionary, taught `terms` in this order."""
    tokenizer = _jieba().Tokenizer()
    tokenizer.initialize()
    for term in terms:
        tokenizer.add_word(term)
    return tokenizer


@dataclass(frozen=True)
class Segmenter:
    """jieba's search-engine segmentation over a cached copy of its dictionary."""

    store: diskcache.Store
    total: int  # the dictionary's total frequency, which jieba's word probabilities divide by
    longest: int  # the longest entry: no longer substring can be one

    def cut_for_search(self, text: str) -> list[str]:
        """What `jieba.Tokenizer.cut_for_search(text)` gives with the whole dictionary."""
        jieba = _jieba()
        blocks = jieba.re_han_default.findall(text)  # the runs jieba cuts; it looks up only their substrings
        wanted = {
            b[i:j] for b in blocks for i in range(len(b)) for j in range(i + 1, min(len(b), i + self.longest) + 1)
        }
        tokenizer = jieba.Tokenizer()
        tokenizer.FREQ = self.store.get(sorted(wanted))
        tokenizer.total = self.total
        tokenizer.initialized = True
        return list(tokenizer.cut_for_search(text))


def key(terms: Sequence[str]) -> str:
    """What the copy depends on: jieba's code and dictionary files (paths, sizes, modification times), and
    the terms taught, in order."""
    spec = find_spec("jieba")  # found, not imported
    if spec is None or spec.origin is None:
        raise ModuleNotFoundError("jieba")
    folder = Path(spec.origin).parent
    digest = hashlib.sha256(diskcache.files_stamp([spec.origin, folder / "dict.txt"]).encode())
    digest.update("\n".join(terms).encode())
    return digest.hexdigest()[:20]


@cache
def segmenter(terms: tuple[str, ...]) -> Segmenter:
    """A segmenter over jieba's dictionary taught `terms` (the copy made if missing or unreadable)."""

    def build() -> dict[str, Any]:
        tokenizer = full_tokenizer(terms)
        freq: dict[str, Any] = dict(tokenizer.FREQ)
        freq[SIZES] = [tokenizer.total, max(map(len, tokenizer.FREQ))]
        return freq

    store = diskcache.store("jieba", key(terms), build)
    total, longest = store[SIZES]
    return Segmenter(store, int(total), int(longest))
