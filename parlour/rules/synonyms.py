"""A player's words that no entry holds, read as the entries' words by a general thesaurus.

The files under synonyms/ (built from the LibreOffice thesauri: parlour.rules.synonyms_build) map a
word's stems onto its synonyms that the companion's index holds: "chuck" -> "discard", « jeter » ->
« défausser ». `found` gives, for each word or run of up to three words of a question that a file
knows, its synonyms; parlour.rules.ask keeps those whose terms its index holds and weighs them below
the question's own words and the hand-written thesaurus (a general synonym may be another sense).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from parlour.rules.language import fold

FOLDER = Path(__file__).with_name("synonyms")
MAX_WORDS = 3


@cache
def table(lang: str) -> dict[str, list[str]]:
    """`lang`'s file: a word's stems -> its synonyms (none for a language without a file)."""
    path = FOLDER / f"{lang}.json"
    if not path.is_file():
        return {}
    loaded: dict[str, list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def stems(text: str, lang: str) -> list[str]:
    """The stems of `text`'s words that are not stop words, in order (one per word: not the accented
    variants the index adds)."""
    from parlour.rules import ask  # ask imports this module

    stemmer, stops = ask._latin(lang)
    return [stemmer.stemWord(w) for w in ask.WORD.findall(fold(text)) if w not in stops]


def key_of(text: str, lang: str) -> str:
    """What a file's key for `text` is: its stems between spaces."""
    return " ".join(stems(text, lang))


def found(question: str, lang: str) -> list[tuple[str, list[str]]]:
    """(the words' key, their synonyms) for each run of the question's words that `lang`'s file knows."""
    known = table(lang)
    if not known:
        return []
    said = stems(question, lang)
    out = []
    for start in range(len(said)):
        for size in range(1, MAX_WORDS + 1):
            if start + size <= len(said):
                key = " ".join(said[start : start + size])
                if key in known:
                    out.append((key, known[key]))
    return out


def terms(question: str, lang: str, query: Sequence[str], unknown_only: bool) -> list[list[str]]:
    """For each run of the question's words with synonyms, the index terms of those synonyms that
    `lang`'s index holds and the question does not; with `unknown_only`, only for runs whose own
    terms the index lacks (a word the entries use is read as they use it)."""
    from parlour.rules import ask  # ask imports this module

    runs = found(question, lang)
    if not runs:
        return []
    index = ask.index(lang)
    made = {key: [ask.tokens(s, lang) for s in synonyms] for key, synonyms in runs}
    candidates = [t for key, lists in made.items() for t in (*key.split(), *(t for ts in lists for t in ts))]
    held = index.words.known(candidates)
    asked = set(query)
    out = []
    for key, lists in made.items():
        if unknown_only and set(key.split()) <= held:
            continue
        kept = dict.fromkeys(t for ts in lists if set(ts) <= held for t in ts if t not in asked)
        if kept:
            out.append(list(kept))
    return out
