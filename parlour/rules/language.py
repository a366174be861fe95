"""Which of the four languages a question is written in.

Chinese by its characters. English, French or Spanish by a small naive-Bayes model trained on the
companion's own texts in those languages: every catalogue entry's words, question and players'
phrasings, the thesaurus, the words of the screens (`locales/`) and bm25s's stop-word lists, each
accented French or Spanish word also without its accents, as players type it. It
reads a question three ways at once: the letter groups of each word (one to four letters, with the
word's edges, and the French space before « ? »), the words and the pairs of words, the words and
pairs weighing more, as they carry most of a question of two or three words ("can I pass?",
« score max », "max score"). Trained in under a second and kept in the cache folder.

It replaces lingua (a 96 MB library for 75 languages) and does better on short questions: on
tests/rules/short_questions.json (one to four words, written for this) 99 % or more in each
language, against lingua's 90 % in English and 92 % in French. Figures in docs/benchmarks.md.
The three weights and the letter-group lengths were chosen on that list and the tuned evaluation
set (benchmarks/rules_eval/), never on the held-out set.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise
from typing import Any

from parlour.rules import diskcache

LATIN = ("en", "fr", "es")
LETTER_GROUPS = (1, 2, 3, 4)  # lengths of the letter groups read in each word
WORD_WEIGHT = 4.0  # a word counts as much as four letter groups
PAIR_WEIGHT = 2.0  # a pair of words, as two
SMOOTHING = 0.5  # added to every count: a feature never seen in a language is rare there, not impossible
LETTERS = re.compile(r"[^\W\d_]+")
MARKS = re.compile(r" [?!:;]|[¿¡]")  # French typography puts a space before ? ! : ;  Spanish opens ¿ ¡
PLACEHOLDER = re.compile(r"\{[^}]*\}")


def fold(text: str) -> str:
    """Lower case without accents: "Défausser l'Œuvre" -> "defausser l'oeuvre"."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("œ", "oe")


def has_cjk(text: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


# How much likelier (in the model's weighted log-likelihood) another language must be than the one
# the asker reads (the page's, `--lang`) to win: words the Latin languages share ("mode solo",
# « un combo », "points?") tell almost nothing, and the asker's own language is then the better
# guess. Chosen on tests/rules/short_questions*.json: it settles four of the later list's eight
# misses, and flips 11 of 1,302 (question, other language) pairs when the asker reads another one.
PREFER_MARGIN = 5.0


def detect(text: str, default: str = "en", prefer: str | None = None) -> str:
    """The language code of `text` ("en", "fr", "es", "zh-Hant"); `default` when nothing tells, and
    `prefer` (the language the asker reads) when it is nearly as likely as the likeliest.

    >>> detect("peut-on défausser avec huit jetons ?"), detect("可以棄牌嗎"), detect("42")
    ('fr', 'zh-Hant', 'en')
    >>> detect("can I pass?"), detect("¿puedo pasar?"), detect("je peux passer ?")
    ('en', 'es', 'fr')
    >>> detect("mode solo", prefer="fr"), detect("can I pass?", prefer="fr")
    ('fr', 'en')
    """
    if has_cjk(text):  # any Han character: a Chinese question, whatever game names it quotes
        return "zh-Hant"
    if not LETTERS.search(text):
        return default
    scores = model().scores(text)
    best = max(LATIN, key=lambda lang: scores[lang])
    if prefer in scores and scores[best] - scores[prefer] < PREFER_MARGIN:
        return prefer
    return best


# -- the features -----------------------------------------------------------------------------


def _plain(text: str) -> str:
    return unicodedata.normalize("NFC", text.lower()).replace("’", "'")


def features(text: str) -> dict[str, list[str]]:
    """What the model reads in `text`: letter groups (and marks), words, pairs of words."""
    plain = _plain(text)
    words = LETTERS.findall(plain)
    groups = [f" {w} "[i : i + n] for w in words for n in LETTER_GROUPS for i in range(len(w) + 3 - n)]
    groups.extend(MARKS.findall(plain))
    return {"groups": groups, "words": words, "pairs": [f"{a} {b}" for a, b in pairwise(words)]}


WEIGHTS = {"groups": 1.0, "words": WORD_WEIGHT, "pairs": PAIR_WEIGHT}


TOTALS = "\0totals"  # the row with each kind's feature count per language, and its vocabulary size


def train(texts: Mapping[str, Iterable[str]]) -> dict[str, Any]:
    """A model's rows: each feature's count per Latin language (in LATIN's order), by `kind:feature`."""
    counters = {kind: {lang: Counter[str]() for lang in LATIN} for kind in WEIGHTS}
    for lang in LATIN:
        for text in texts[lang]:
            for kind, found in features(text).items():
                counters[kind][lang].update(found)
    rows: dict[str, Any] = {}
    totals: dict[str, Any] = {}
    for kind, by_lang in counters.items():
        seen = set().union(*by_lang.values())
        rows.update((f"{kind}:{f}", [by_lang[lang][f] for lang in LATIN]) for f in seen)
        totals[kind] = {"counts": [sum(by_lang[lang].values()) for lang in LATIN], "size": len(seen)}
    rows[TOTALS] = totals
    return rows


@dataclass(frozen=True)
class Model:
    """The trained counts, read a question's features at a time from the cache (or memory)."""

    store: diskcache.Store

    def scores(self, text: str) -> dict[str, float]:
        """Each Latin language's log-likelihood of `text` (weighted by kind; higher is likelier)."""
        found = features(text)
        counts = self.store.get([TOTALS, *(f"{kind}:{f}" for kind, fs in found.items() for f in fs)])
        out = dict.fromkeys(LATIN, 0.0)
        unseen = [0] * len(LATIN)
        for kind, fs in found.items():
            weight, totals = WEIGHTS[kind], counts[TOTALS][kind]
            below = [math.log(total + SMOOTHING * totals["size"]) for total in totals["counts"]]
            for feature in fs:
                row = counts.get(f"{kind}:{feature}", unseen)
                for i, lang in enumerate(LATIN):
                    out[lang] += weight * (math.log(row[i] + SMOOTHING) - below[i])
        return out


# -- what it learns from ----------------------------------------------------------------------


def training_texts() -> dict[str, list[str]]:
    """The companion's texts in each Latin language (placeholders such as {player} left out)."""
    from parlour.rules import catalogue, content
    from parlour.rules.stopwords import stop_words
    from parlour.rules.thesaurus import COMMON

    out: dict[str, list[str]] = {}
    for lang in LATIN:
        texts: list[str] = []
        for entry in catalogue.entries():
            texts += [entry.say(lang), entry.ask(lang), *catalogue.asked(entry.id, lang)]
        for groups in (COMMON, *(content.terms(game) for game in catalogue.game_ids())):
            for group in groups.get(lang, ()):
                texts.extend(group)
        texts.extend(stop_words(lang))
        texts.extend(_screen_words(lang))
        texts = [PLACEHOLDER.sub(" ", t) for t in texts if t]
        # Players drop accents (« defausser », "como se gana"): each accented word is learnt as typed that way too.
        out[lang] = texts + [fold(w) for t in texts for w in LETTERS.findall(_plain(t)) if fold(w) != w]
    return out


def _screen_words(lang: str) -> list[str]:
    """The words of the screens in `lang`: the shared catalogue's and every game's."""
    from parlour.engine import registry
    from parlour.engine.i18n import SHARED

    packages = [SHARED, *(m.words for m in registry.manifests() if m.words)]
    out: list[str] = []
    for package in packages:
        try:
            words = json.loads((resources.files(package) / "locales" / f"{lang}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError, ModuleNotFoundError):
            continue  # a game without words of its own, or broken ones (registry logs those)
        for value in words.values():
            out.extend(value.values() if isinstance(value, dict) else [value])
    return [str(v) for v in out]


MODEL_FORMAT = 2  # bumped when the rows a model file holds change


@cache
def model() -> Model:
    """The model trained on `training_texts()`, from the cache folder when it was trained on the same."""
    return Model(diskcache.store("language", model_key(), lambda: train(training_texts())))


def model_key() -> str:
    """What the model is trained from, without loading it: a stamp of the files the texts and this code
    come from (`catalogue.sources_key`) and of bm25s's stop words."""
    from parlour.rules import catalogue, stopwords

    key = f"{MODEL_FORMAT}\n{catalogue.sources_key()}\n{diskcache.files_stamp([stopwords.source()])}\n"
    return hashlib.sha256(key.encode()).hexdigest()[:20]
