"""The stop-word lists of bm25s (English, French, Spanish), read without importing bm25s.

bm25s's package imports numpy (and scipy when it is installed: 0.3 s of CPU in all) before its
word lists, which are a plain data module; the companion reads that module alone. The lists
shape the index terms (parlour.rules.ask) and teach the language model its function words
(parlour.rules.language).
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

NAMES = {"en": "STOPWORDS_EN_PLUS", "fr": "STOPWORDS_FRENCH", "es": "STOPWORDS_SPANISH"}


@cache
def source() -> Path:
    """bm25s's module of stop-word lists (what a cache key stamps for them)."""
    package = importlib.util.find_spec("bm25s")  # a top-level name: found, not imported
    if package is None or not package.submodule_search_locations:
        raise ModuleNotFoundError("bm25s (its stop-word lists)")
    return Path(next(iter(package.submodule_search_locations))) / "stopwords.py"


@cache
def _module() -> dict[str, tuple[str, ...]]:
    source_file = source()
    spec = importlib.util.spec_from_file_location("parlour.rules._bm25s_stopwords", source_file)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(str(source_file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name: tuple(value) for name, value in vars(module).items() if name.startswith("STOPWORDS_")}


def stop_words(lang: str) -> tuple[str, ...]:
    """The words left out of `lang`'s index terms (bm25s's list; English: its longer one)."""
    return _module()[NAMES[lang]]
