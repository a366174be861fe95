"""Ask a rules question: BM25 over the catalogue, one index per language, built once.

An entry is found by its question, its words and how players ask for it (`catalogue.asked`).
Latin-script languages are folded (lower case, accents dropped: players often type without them),
stripped of stop words and stemmed (Snowball); Chinese is cut into words with jieba (its own
tokenizer instance, taught the games' terms) plus the character pairs inside each run of Han
characters, which keeps recall where a Traditional word is missing from jieba's dictionary.
A second index over letter groups catches typos and word forms; the thesaurus adds the entries'
words for the players' ("bomb" -> red token). Figures: benchmarks/rules_eval.py.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import bm25s
import jieba
import numpy as np
import Stemmer
from bm25s import stopwords

from parlour.engine.i18n import LANGUAGES, normalise_language
from parlour.rules import catalogue, content
from parlour.rules.catalogue import Entry
from parlour.rules.language import detect, fold, has_cjk
from parlour.rules.model import SEED_LANGUAGES
from parlour.rules.thesaurus import COMMON

# The best entry is called an answer when it holds more than a third of the question's terms and
# scores this much by words (or holds them all: "what does a jester do?" has one, common, term);
# set on the evaluation set and its off-topic questions (benchmarks/rules_eval.py).
MIN_SCORE = 1.5
MIN_COVERAGE = 0.34  # more than a third
K1, B = 1.5, 0.75  # BM25's saturation and length normalisation (its usual values did best here)
GRAM_WEIGHT = 1.5  # letter groups beside words, each scaled to its best entry (chosen on the evaluation set)
EXPANSION_WEIGHT = 1.0  # a thesaurus term counts as a word of the question
STEMMERS = {"en": "english", "fr": "french", "es": "spanish"}
LATIN_STOPWORDS = {
    "en": stopwords.STOPWORDS_EN_PLUS,
    "fr": stopwords.STOPWORDS_FRENCH,
    "es": stopwords.STOPWORDS_SPANISH,
}
# The words of asking, not of the rules: they match nothing a rule says and dilute the rest.
QUESTION_WORDS: dict[str, set[str]] = {
    "en": {
        "happen",
        "happens",
        "what",
        "work",
        "works",
        "mean",
        "means",
        "allowed",
        "ok",
        "okay",
        "please",
        "rule",
        "rules",
    },
    "fr": {"fait", "faire", "passe", "peut", "peux", "quoi", "comment", "quand", "ok", "regle", "regles", "droit"},
    "es": {"pasa", "hace", "hacer", "puede", "puedo", "como", "cuando", "vale", "regla", "reglas"},
}
# Stop words that are game words here: the ace (« as »), the same hero.
GAME_WORDS: dict[str, set[str]] = {"en": {"same"}, "fr": {"as", "même"}, "es": set()}
CJK_STOPWORDS = frozenset("的了嗎呢吧是我你他她們在有和與或就都也會要能這那個一") | {"什麼", "怎麼", "如何", "可以"}
WORD = re.compile(r"[a-z0-9]+")
LATIN_WORD = re.compile(r"[^\W_]+")  # a word with its accents, before folding
HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_LOCK = threading.Lock()


@cache
def _latin(lang: str) -> tuple[Any, frozenset[str]]:
    return Stemmer.Stemmer(STEMMERS[lang]), frozenset(
        fold(w) for w in (set(LATIN_STOPWORDS[lang]) | QUESTION_WORDS[lang]) - GAME_WORDS[lang]
    )


@cache
def _jieba() -> jieba.Tokenizer:
    logging.getLogger("jieba").setLevel(logging.WARNING)  # it announces every dictionary load
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    for entry in catalogue.entries():  # the games' own words, as the entries write them
        for term in re.findall(r"「([^」]{2,8})」", entry.say("zh-Hant")):
            tokenizer.add_word(term)
    return tokenizer


def tokens(text: str, lang: str) -> list[str]:
    """The index terms of `text` in `lang`."""
    if lang == "zh-Hant":
        words = [w.strip() for w in _jieba().cut_for_search(text)]
        out = [w.lower() for w in words if w and w not in CJK_STOPWORDS and not w.isspace() and _meaningful(w)]
        for run in HAN_RUN.findall(text):
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
        return out
    # Snowball reads accents ("immunité" -> "immun", "immunite" -> "immunit"), and players often
    # drop them: each word gives the stem of its accented form, folded, and that of its folded form.
    stemmer, stops = _latin(lang)
    out = []
    for word in LATIN_WORD.findall(text.lower()):
        folded = fold(word)
        for part in WORD.findall(folded):
            if part in stops:
                continue
            plain = stemmer.stemWord(part)
            out.append(plain)
            if part == folded and folded != word:
                accented = fold(stemmer.stemWord(word))
                if accented != plain:
                    out.append(accented)
    return out


def _meaningful(word: str) -> bool:
    return any(ch.isalnum() for ch in word)


def grams(text: str, lang: str) -> list[str]:
    """Character n-grams: 3 to 5 letters inside each folded word (Chinese: single characters and triples).

    They match what stemming misses: a typo, a plural the stemmer keeps, a word glued to another.
    """
    if lang == "zh-Hant":
        out: list[str] = []
        for run in HAN_RUN.findall(text):
            out.extend(run)
            out.extend(run[i : i + 3] for i in range(len(run) - 2))
        return out
    _stemmer, stops = _latin(lang)
    out = []
    for word in WORD.findall(fold(text)):
        if word in stops:
            continue
        padded = f"_{word}_"
        for n in (3, 4, 5):
            out.extend(padded[i : i + n] for i in range(max(1, len(padded) - n + 1)))
    return out


def document(entry: Entry, lang: str) -> str:
    """The text an entry is found by: its question twice, its words, how players ask for it, its game."""
    question = entry.ask(lang)
    asked = " ".join(catalogue.asked(entry.id, lang))
    return " ".join((question, question, entry.say(lang), asked, catalogue.game_name(entry.game, lang)))


def _bm25(docs: list[list[str]]) -> bm25s.BM25:
    logging.getLogger("bm25s").setLevel(logging.WARNING)  # it logs every index it builds, at DEBUG
    model = bm25s.BM25(k1=K1, b=B)
    model.index(docs, show_progress=False)
    return model


def _scores(model: bm25s.BM25, query: Sequence[str], size: int) -> np.ndarray:
    known = [t for t in query if t in model.vocab_dict]
    if not known:
        return np.zeros(size, dtype=np.float32)
    scores: np.ndarray = model.get_scores(known)
    return scores


@dataclass(frozen=True)
class Index:
    """One language's BM25 indexes over every entry of every game: by words and by letter groups."""

    lang: str
    entries: tuple[Entry, ...]
    games: np.ndarray
    words: bm25s.BM25
    grams: bm25s.BM25

    def word_scores(self, query: Sequence[str]) -> np.ndarray:
        return _scores(self.words, query, len(self.entries))

    def gram_scores(self, query: Sequence[str]) -> np.ndarray:
        return _scores(self.grams, query, len(self.entries))


@cache
def index(lang: str) -> Index:
    with _LOCK:  # the web app may warm up and answer at once
        entries = catalogue.entries()
        texts = [document(e, lang) for e in entries]
        return Index(
            lang,
            entries,
            np.array([e.game for e in entries]),
            _bm25([tokens(t, lang) for t in texts]),
            _bm25([grams(t, lang) for t in texts]),
        )


@cache
def _groups(lang: str, game: str | None) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The thesaurus groups that apply: (the members as they are looked for, the group's index terms).

    A Chinese member is looked for as it is; a Latin one as its folded words between spaces.
    """
    games = (game,) if game else catalogue.game_ids()
    out = []
    for groups in (COMMON, *(content.terms(name) for name in games)):
        for group in groups.get(lang, ()):
            if lang == "zh-Hant":  # Han terms as they are; a Latin one ("J", "joker") as a whole word
                members = tuple(fold(m) if has_cjk(m) else f" {fold(m).strip()} " for m in group if m.strip())
            else:
                members = tuple(f" {' '.join(WORD.findall(fold(m)))} " for m in group if WORD.search(fold(m)))
            terms = tuple(dict.fromkeys(t for m in group for t in tokens(m, lang)))
            out.append((members, terms))
    return tuple(out)


def expansion(question: str, lang: str, game: str | None) -> list[str]:
    """The index terms of the thesaurus groups the question mentions: a player's "bomb" finds "red token"."""
    folded = fold(question)
    words = f" {' '.join(WORD.findall(folded))} "
    text = f"{folded}\n{words}" if lang == "zh-Hant" else words
    extra: dict[str, None] = {}
    for members, terms in _groups(lang, game):
        if any(m in text for m in members):
            extra.update(dict.fromkeys(terms))
    return list(extra)


def _coverage(query: Sequence[str], entry: Entry, lang: str) -> float:
    """The share of the question's terms the entry has."""
    if not query:
        return 0.0
    have = _terms(entry.id, lang)
    return sum(t in have for t in query) / len(query)


@cache
def _terms(entry_id: str, lang: str) -> frozenset[str]:
    entry = catalogue.entry(entry_id)
    return frozenset(tokens(document(entry, lang), lang)) if entry else frozenset()


def _unit(scores: np.ndarray) -> np.ndarray:
    top = float(scores.max()) if scores.size else 0.0
    return scores / top if top > 0 else scores


def warm_up() -> None:
    """Build every index now (the server does this at start-up, so the first question is fast)."""
    for lang in LANGUAGES:
        index(lang)
        for game in (None, *catalogue.game_ids()):
            _groups(lang, game)
    detect("warm up")


@dataclass(frozen=True)
class Hit:
    entry: Entry
    score: float


@dataclass(frozen=True)
class Answer:
    """The ranked entries for one question, in the question's language."""

    question: str
    lang: str
    game: str | None
    known: bool
    hits: tuple[Hit, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "lang": self.lang,
            "game": self.game,
            "known": self.known,
            "entries": [entry_json(hit.entry, self.lang) | {"score": round(hit.score, 3)} for hit in self.hits],
        }


def entry_json(entry: Entry, lang: str) -> dict[str, Any]:
    source = entry.source
    return {
        "id": entry.id,
        "game": entry.game,
        "kind": entry.kind,
        "question": entry.ask(lang),
        "text": entry.say(lang),
        "rules": list(entry.rules),
        "source": {
            "seed": source.seed,
            "ref": source.ref,
            "quote": source.quote,
            "lang": SEED_LANGUAGES.get(source.seed, ""),  # the quote's language
        },
    }


def named_game(question: str) -> str | None:
    """A game the question names ("in Hanabi, ..."), if exactly one."""
    folded = fold(question)
    found = {
        game
        for game in catalogue.game_ids()
        if any(fold(catalogue.game_name(game, lang)) in folded for lang in LANGUAGES)
        or fold(game) in folded.replace(" ", "")
    }
    return found.pop() if len(found) == 1 else None


def ask(question: str, game: str | None = None, lang: str | None = None, limit: int = 5) -> Answer:
    """The entries that answer `question`, best first, in its language (detected unless given)."""
    question = question.strip()
    lang = normalise_language(lang) if lang else detect(question)
    game = game or named_game(question)
    idx = index(lang)
    query = tokens(question, lang)
    words = idx.word_scores(query)
    extra = [t for t in expansion(question, lang, game) if t not in query]
    if extra:
        words = words + EXPANSION_WEIGHT * idx.word_scores(extra)
    total = _unit(words) + GRAM_WEIGHT * _unit(idx.gram_scores(grams(question, lang)))
    if game is not None:
        total = np.where(idx.games == game, total, -1.0)
    order = np.argsort(-total, kind="stable")[:limit]
    hits = tuple(Hit(idx.entries[i], float(total[i])) for i in order if total[i] > 0)
    coverage = _coverage(query, hits[0].entry, lang) if hits else 0.0
    known = coverage >= MIN_COVERAGE and (float(words[order[0]]) >= MIN_SCORE or coverage == 1.0)
    return Answer(question, lang, game, known, hits)
