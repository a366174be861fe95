"""Which of the four languages a question is written in (lingua, restricted to those four).

Restricting the detector to English, French, Spanish and Chinese is what makes it reliable on
questions of three or four words; Chinese is always answered in Traditional characters.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from bm25s import stopwords
from lingua import Language, LanguageDetector, LanguageDetectorBuilder

CODES = {Language.ENGLISH: "en", Language.FRENCH: "fr", Language.SPANISH: "es", Language.CHINESE: "zh-Hant"}


@cache
def detector() -> LanguageDetector:
    return LanguageDetectorBuilder.from_languages(*CODES).with_preloaded_language_models().build()


FUNCTION_WORD_WEIGHT = 0.2  # per word only one of the languages has among its function words
WORD = re.compile(r"[a-z]+")


def fold(text: str) -> str:
    """Lower case without accents: "Défausser l'Œuvre" -> "defausser l'oeuvre"."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("œ", "oe")


@cache
def function_words() -> dict[str, frozenset[str]]:
    """Each Latin language's function words that the other two do not have ("le", "the", "el")."""
    lists = {
        "en": {fold(w) for w in stopwords.STOPWORDS_EN},
        "fr": {fold(w) for w in stopwords.STOPWORDS_FRENCH},
        "es": {fold(w) for w in stopwords.STOPWORDS_SPANISH},
    }
    return {
        lang: frozenset(words - set().union(*(o for k, o in lists.items() if k != lang)))
        for lang, words in lists.items()
    }


def has_cjk(text: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def detect(text: str, default: str = "en") -> str:
    """The language code of `text` ("en", "fr", "es", "zh-Hant"); `default` when nothing tells.

    >>> detect("peut-on défausser avec huit jetons ?"), detect("可以棄牌嗎"), detect("42")
    ('fr', 'zh-Hant', 'en')
    """
    if has_cjk(text):  # any Han character: a Chinese question, whatever game names it quotes
        return "zh-Hant"
    # lingua's confidences, nudged by the function words only one of the languages has (« les »,
    # "the", « los »): a short question typed without accents leans on its little words.
    words = WORD.findall(fold(text))
    scores = {CODES[c.language]: c.value for c in detector().compute_language_confidence_values(text)}
    for lang, own in function_words().items():
        scores[lang] = scores.get(lang, 0.0) + FUNCTION_WORD_WEIGHT * sum(w in own for w in words)
    best = max(scores, key=lambda lang: scores[lang], default=default)
    return best if scores.get(best, 0.0) > 0 else default
