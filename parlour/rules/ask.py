"""Ask a rules question: BM25 over the catalogue, one index per language, built once.

An entry is found by its question, its words and how players ask for it (`catalogue.asked`).
Latin-script languages are folded (lower case, accents dropped: players often type without them),
stripped of stop words and stemmed (Snowball); Chinese is cut into words with jieba (taught the
games' terms, its dictionary read from the cache: parlour.rules.chinese) plus the character pairs
inside each run of Han characters, which keeps recall where a Traditional word is missing from
jieba's dictionary.
A second index over letter groups catches typos and word forms; the thesaurus adds the entries'
words for the players' ("bomb" -> red token), and a word that only another language's thesaurus
knows finds that language's entries (« jetons bleus » in an English question). Figures:
benchmarks/rules_eval.py.

The question is searched in its own language (detected unless given) and answered in the one
asked for (`lang`, by default the question's). The indexes are built once per catalogue and kept
in the cache folder (parlour.rules.diskcache); a question reads only its own terms' postings.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import Stemmer

from parlour.engine.i18n import LANGUAGES, normalise_language, translate
from parlour.rules import bm25, catalogue, chinese, content, diskcache, stopwords
from parlour.rules.bm25 import BM25
from parlour.rules.catalogue import Entry
from parlour.rules.conditions import Context, Difference, asked_about, differences, seed_context, variant_label
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
# An entry that does not hold in the asker's game (a variant's, solo's, another player count's) keeps
# this share of its score: below the entries that answer for that game, still shown when nothing else fits.
ELSEWHERE = 0.5
MEANING_WEIGHT = 3.0  # what a pattern says the question means weighs more than a synonym (2 -> 3: +1 tuned, dev alike)
LINKED_SHARE = 0.2  # chosen on the tuned set (0.1: 86.5 %, 0.2: 87.3 %, 0.4: 86.5 % first)
# A tip is advice around a rule, seldom the answer: it keeps this share of its score (1.0: tuned 90.8 %,
# dev 90.7 %; 0.7: tuned 90.8 %, dev 92.2 % first; benchmarks/rules_eval.py --set tuned+dev).
TIP_PRIOR = 0.7
# A "how many?" question lifts the entries that give a number by this share (0.3: dev +1, tuned alike;
# 0.5 lost a tuned question).
NUMBER_PRIOR = 0.3
ANSWER_PRIOR = 0.05  # chosen on the tuned set (0.05-0.2 alike; 0.05 best in top 3)
STEMMERS = {"en": "english", "fr": "french", "es": "spanish"}
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
        "legal",
        "possible",
        "permitted",
        "supposed",
    },
    "fr": {
        "fait",
        "faire",
        "passe",
        "peut",
        "peux",
        "quoi",
        "comment",
        "quand",
        "ok",
        "regle",
        "regles",
        "droit",
        "possible",
        "permis",
        "autorise",
        "normal",
    },
    "es": {
        "pasa",
        "hace",
        "hacer",
        "puede",
        "puedo",
        "como",
        "cuando",
        "vale",
        "regla",
        "reglas",
        "posible",
        "permitido",
        "legal",
        "normal",
    },
}
# Stop words that are game words here: the ace (« as »), the same hero.
# Stop words that say when, how many and against what: a rule's detail hangs on them ("before
# paying", "the fewest powers", "until it is defeated", "más héroes", « contre »).
_ORDER = {
    "en": "after before again against all any both each few more most once only other own than until during between"
    " off over under",
    "fr": "",  # its stop words are function words only: « avant », « contre », « plus » are terms already
    "es": "antes contra durante desde hasta más mucho muchos poco otro otra otros otras todo todos",
}
ORDER_WORDS: dict[str, set[str]] = {lang: set(words.split()) for lang, words in _ORDER.items()}
GAME_WORDS: dict[str, set[str]] = {
    "en": {"same", "no", "not", "myself", "yourself", "himself", "herself", "themselves"} | ORDER_WORDS["en"],
    "fr": {"as", "même", "pas"} | ORDER_WORDS["fr"],
    "es": {"no", "sin", "nada"} | ORDER_WORDS["es"],
}
CJK_STOPWORDS = frozenset("的了嗎呢吧是我你他她們在有和與或就都也會要能這那個一") | {"什麼", "怎麼", "如何", "可以"}
# "exactly" after a question word or ending the question asks for precision, it is not the rules'
# "exact" (an exact kill): "when exactly may I...", "what does hearts do exactly?".
_PRECISELY = r"(?:exactly|precisely|exactement|précisément|precisement|exactamente|precisamente)"
HEDGES = re.compile(
    rf"\b(when|what|how|where|who|quand|quoi|comment|cuándo|cuando|qué|que|cómo|como)\s+{_PRECISELY}\b"
    rf"|\b{_PRECISELY}(?=[\s?!.]*$)|到底|究竟",
    re.IGNORECASE,
)
FRENCH_HAVE = re.compile(r"\b(?:tu\s+n['’]|n['’]|tu\s+|t['’])as\b", re.IGNORECASE)
WORD = re.compile(r"[a-z0-9]+")
LATIN_WORD = re.compile(r"[^\W_]+")  # a word with its accents, before folding
A_NOT_A = re.compile(r"([\u4e00-\u9fff])[不沒没]\1")
# The words of asking in Chinese, cut out before words and pairs are read: otherwise their pairs
# ("麼時", "樣呢") match any phrasing asked the same way.
ASKING_ZH = re.compile(
    r"請問|為什麼|为什么|怎麼辦|怎么办|怎麼樣|怎么样|怎麼|怎么|怎樣|怎样|什麼|什么|如何|是否|到底|究竟|嗎|吗|呢|吧"
)
HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_LOCK = threading.Lock()


@cache
def _latin(lang: str) -> tuple[Any, frozenset[str]]:
    return Stemmer.Stemmer(STEMMERS[lang]), frozenset(
        fold(w) for w in (set(stopwords.stop_words(lang)) | QUESTION_WORDS[lang]) - GAME_WORDS[lang]
    )


def _chinese_terms() -> tuple[str, ...]:
    """The games' own words, as the entries write them, which jieba is taught."""
    return tuple(
        term for entry in catalogue.entries() for term in re.findall(r"「([^」]{2,8})」", entry.say("zh-Hant"))
    )


@cache
def _jieba() -> chinese.Segmenter:
    return chinese.segmenter(_chinese_terms())


def tokens(text: str, lang: str) -> list[str]:
    """The index terms of `text` in `lang`."""
    if lang == "zh-Hant":
        text = ASKING_ZH.sub(" ", A_NOT_A.sub(r"\1", text))  # 能不能, 有沒有: a question, not a refusal's 不能
        words = [w.strip() for w in _jieba().cut_for_search(text)]
        out = [w.lower() for w in words if w and w not in CJK_STOPWORDS and not w.isspace() and _meaningful(w)]
        for run in HAN_RUN.findall(text):
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
        return out
    # Snowball reads accents ("immunité" -> "immun", "immunite" -> "immunit"), and players often
    # drop them: each word gives the stem of its accented form, folded, and that of its folded form.
    stemmer, stops = _latin(lang)
    if lang == "fr":  # « tu as », « n'as » is the verb, not the ace the game words keep
        text = FRENCH_HAVE.sub(" ai ", text)
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
        for run in HAN_RUN.findall(ASKING_ZH.sub(" ", A_NOT_A.sub(r"\1", text))):
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
    text = entry.say(lang)
    return " ".join((question, question, text, asked, catalogue.game_name(entry.game, lang), _between(text)))


# "16 to 20", « 6 à 10 », "de 6 a 10", 「6 至 10」: a range of a few numbers, whose inner numbers an
# entry is found by too ("we got 18 points" finds the band of 16 to 20).
RANGE = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?:to|à|a|au|至|到|–|-)\s*(\d{1,2})(?!\d|[.,]\d)")
RANGE_SPAN = 10


def _between(text: str) -> str:
    """The numbers strictly inside each short range of `text`, as words."""
    inside: list[str] = []
    for low, high in RANGE.findall(text):
        a, b = int(low), int(high)
        if 1 < b - a <= RANGE_SPAN:
            inside.extend(str(n) for n in range(a + 1, b))
    return " ".join(inside)


@dataclass(frozen=True)
class Index:
    """One language's BM25 indexes over every entry of every game: by words and by letter groups."""

    lang: str
    entries: tuple[Entry, ...]
    games: tuple[str, ...]
    words: BM25
    grams: BM25
    store: diskcache.Store  # where the postings, each entry's terms and the thesaurus groups are read

    def word_scores(self, query: Sequence[str]) -> list[float]:
        return self.words.scores(query)

    def gram_scores(self, query: Sequence[str]) -> list[float]:
        return self.grams.scores(query)


# -- the indexes, built once per catalogue and kept in the cache folder --------------------------
INDEX_FORMAT = 1  # bumped when the rows an index file holds change


@cache
def index(lang: str) -> Index:
    with _LOCK:  # the web app may warm up and answer at once
        entries = catalogue.entries()
        store = diskcache.store(
            f"index-{lang}", index_key(lang), lambda: _index_rows(lang, [document(e, lang) for e in entries])
        )
        if store.get(["\0entries"]).get("\0entries") != [e.id for e in entries]:  # a file edited by hand
            store.rebuild()

        def fetch(prefix: str) -> bm25.Fetch:
            def found(terms: list[str]) -> dict[str, Any]:
                rows = store.get([prefix + t for t in terms])
                return {t: rows[prefix + t] for t in terms if prefix + t in rows}

            return found

        size = len(entries)
        return Index(
            lang, entries, tuple(e.game for e in entries), BM25(size, fetch("w:")), BM25(size, fetch("g:")), store
        )


def _index_rows(lang: str, texts: Sequence[str]) -> dict[str, Any]:
    """An index file's rows: the postings of words (w:) and letter groups (g:), each entry's word terms
    (t:, by its number), the thesaurus groups of each source (the common ones and each game's), the ids."""
    words = [tokens(t, lang) for t in texts]
    rows: dict[str, Any] = {"\0entries": [e.id for e in catalogue.entries()]}
    rows.update((f"w:{term}", posting) for term, posting in bm25.postings(words, K1, B).items())
    grammed = bm25.postings([grams(t, lang) for t in texts], K1, B)
    rows.update((f"g:{gram}", posting) for gram, posting in grammed.items())
    rows.update((f"t:{number}", sorted(set(terms))) for number, terms in enumerate(words))
    rows["\0groups"] = {source: _source_groups(lang, source) for source in ("", *catalogue.game_ids())}
    return rows


def index_key(lang: str) -> str:
    """What `lang`'s index is made from, without making it: a stamp of the files the entries' texts, the
    thesaurus and this code come from (`catalogue.sources_key`), of the stemmer's and the stop words'
    files and, for Chinese, of jieba's and the terms it is taught."""
    digest = hashlib.sha256(f"{INDEX_FORMAT}\n{lang}\n{catalogue.sources_key()}\n".encode())
    digest.update(diskcache.files_stamp([Stemmer.__file__, stopwords.source()]).encode())
    if lang == "zh-Hant":
        digest.update(chinese.key(_chinese_terms()).encode())
    return digest.hexdigest()[:20]


def _thesaurus(source: str) -> Any:
    """The thesaurus groups by language of `source`: the common ones (""), or a game's."""
    return COMMON if source == "" else content.terms(source)


def _source_groups(lang: str, source: str) -> list[list[list[str]]]:
    """`source`'s thesaurus groups in `lang`: [the members as they are looked for, the group's index terms].

    A Chinese member is looked for as it is; a Latin one as its folded words between spaces.
    """
    out = []
    for group in _thesaurus(source).get(lang, ()):
        if lang == "zh-Hant":  # Han terms as they are; a Latin one ("J", "joker") as a whole word
            members = [fold(m) if has_cjk(m) else f" {fold(m).strip()} " for m in group if m.strip()]
        else:
            members = [f" {' '.join(WORD.findall(fold(m)))} " for m in group if WORD.search(fold(m))]
        out.append([members, list(dict.fromkeys(t for m in group for t in tokens(m, lang)))])
    return out


@cache
def _groups(lang: str, game: str | None) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The thesaurus groups that apply: (the members as they are looked for, the group's index terms)."""
    by_source = index(lang).store["\0groups"]
    sources = ("", *((game,) if game else catalogue.game_ids()))
    return tuple((tuple(members), tuple(terms)) for source in sources for members, terms in by_source.get(source, ()))


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


def meaning(question: str, lang: str, game: str | None) -> list[str]:
    """The index terms of what the question means beyond its words, by its game's patterns: a card
    played against an enemy of its own suit asks about immunity, a power "in my hand" about the band."""
    said: dict[str, None] = {}
    for words in meant_words(question, lang, game):
        said.update(dict.fromkeys(tokens(words, lang)))
    return list(said)


def meant_words(question: str, lang: str, game: str | None) -> list[str]:
    """The words (as written, not index terms) that the game's patterns say the question means."""
    read = question if lang == "zh-Hant" else fold(question)
    return [
        words
        for source in ((game,) if game else catalogue.game_ids())
        for pattern, words in content.patterns(source, lang)
        if pattern.search(read)
    ]


def _coverage(query: Sequence[str], entry: Entry, lang: str) -> float:
    """The share of the question's terms the entry has."""
    if not query:
        return 0.0
    have = _terms(entry.id, lang)
    return sum(t in have for t in query) / len(query)


@cache
def _terms(entry_id: str, lang: str) -> frozenset[str]:
    idx = index(lang)
    number = next((i for i, e in enumerate(idx.entries) if e.id == entry_id), None)
    return frozenset(idx.store.get([f"t:{number}"]).get(f"t:{number}", ()))


def _unit(scores: Sequence[float]) -> list[float]:
    top = max(scores, default=0.0)
    return [s / top for s in scores] if top > 0 else list(scores)


def _plus(a: Sequence[float], b: Sequence[float], weight: float) -> list[float]:
    return [x + weight * y for x, y in zip(a, b, strict=True)]


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
    """The ranked entries for one question, in `lang` (the question's language unless another was asked for)."""

    question: str
    lang: str  # the answer's language
    game: str | None
    known: bool
    hits: tuple[Hit, ...]
    asked_in: str  # the question's language, which it was searched in
    # How the first entry's answer changes with the way the game is played (the variants the asker
    # does not play, or the seed's rules when the asker plays a variant).
    differs: tuple[Difference, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "lang": self.lang,
            "asked_in": self.asked_in,
            "game": self.game,
            "known": self.known,
            "entries": [entry_json(hit.entry, self.lang) | {"score": round(hit.score, 3)} for hit in self.hits],
            "differs": [self.difference_json(d) for d in self.differs],
        }

    def difference_json(self, difference: Difference) -> dict[str, Any]:
        """One difference as the answer says it: the sentence, the variant ("": the seed's rules), the entry."""
        found = catalogue.by_id()[difference.entry_id]
        return {
            "variant": difference.variant,
            "said": say_difference(difference, found.game, self.lang),
            "entry": entry_json(found, self.lang),
        }


def say_difference(difference: Difference, game: str, lang: str) -> str:
    """ "That is the standard rule. With “No empty clues” (no-empty-clues), it differs: ..." in `lang`."""
    text = catalogue.by_id()[difference.entry_id].say(lang)
    if difference.variant:
        label = variant_label(game, difference.variant, lang)
        return translate("rules.ask.differs", lang, variant=label, id=difference.variant, text=text)
    return translate("rules.ask.differs-seed", lang, text=text)


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


def ask(
    question: str,
    game: str | None = None,
    lang: str | None = None,
    limit: int = 5,
    asked_in: str | None = None,
    table: Context | None = None,
    reader: str | None = None,
) -> Answer:
    """The entries that answer `question`, best first, in `lang` (default: the question's language).

    The question is searched in its own language: `asked_in` when given, else detected (`lang`, or
    `reader`, the language the asker reads, when the question's words fit it nearly as well).
    Entries that hold in the asker's game come first: the seed's rules, or `table`'s game (its
    options and player count, as a table, the command line or the API know them), or what the
    question names (a variant, solo, a player count: `parlour.rules.conditions`).
    """
    question = question.strip()
    prefer = lang or reader
    if asked_in:
        asked_in = normalise_language(asked_in)
    else:
        asked_in = detect(question, prefer=normalise_language(prefer) if prefer else None)
    game = game or (table.game if table else None) or named_game(question)
    idx = index(asked_in)
    searched = HEDGES.sub(lambda m: m.group(1) or "", question)
    query = tokens(searched, asked_in)
    words = idx.word_scores(query)
    extra = [t for t in expansion(searched, asked_in, game) if t not in query]
    if extra:
        words = _plus(words, idx.word_scores(extra), EXPANSION_WEIGHT)
    meant = meaning(searched, asked_in, game)
    if meant:
        words = _plus(words, idx.word_scores(meant), MEANING_WEIGHT)
    borrowed = foreign_expansion(searched, asked_in, game)
    for found in borrowed:  # another language's thesaurus, scored on that language's index
        words = _plus(words, index(found.lang).word_scores(found.terms), EXPANSION_WEIGHT)
    letters = idx.gram_scores(grams(searched, asked_in))
    for found in borrowed:  # the lent words' letter groups too, on the index of the language that has them
        letters = _plus(letters, index(found.lang).gram_scores(grams(" ".join(found.words), found.lang)), 1.0)
    said = meant_words(searched, asked_in, game)
    if said:  # what the question means, read by letters too, as it is by words
        letters = _plus(letters, idx.gram_scores(grams(" ".join(said), asked_in)), MEANING_WEIGHT)
    total = _plus(_unit(words), _unit(letters), GRAM_WEIGHT)
    if game is not None:
        total = [t if g == game else -1.0 for t, g in zip(total, idx.games, strict=True)]
    total = _with_linked_rules(total, idx)
    total = [  # a FAQ's answer or a mistake's correction says the rule to a player, not a refusal
        t * (1 + ANSWER_PRIOR) if e.kind in ("faq", "mistake") and t > 0 else t * TIP_PRIOR if e.kind == "tip" else t
        for t, e in zip(total, idx.entries, strict=True)
    ]
    if NUMBER_PRIOR and HOW_MANY[asked_in].search(question):
        total = [
            t * (1 + NUMBER_PRIOR) if t > 0 and _has_number(e.id, asked_in) else t
            for t, e in zip(total, idx.entries, strict=True)
        ]
    contexts = _contexts(question, asked_in, (game,) if game else catalogue.game_ids(), table)
    total = [
        t * ELSEWHERE if t > 0 and not contexts[e.game].holds(e.id) else t
        for t, e in zip(total, idx.entries, strict=True)
    ]
    order = sorted(range(len(total)), key=lambda i: -total[i])[:limit]  # stable: ties keep the catalogue's order
    hits = tuple(Hit(idx.entries[i], float(total[i])) for i in order if total[i] > 0)
    # An answer when one of the first three holds enough of the question's terms and scores enough by
    # words (a FAQ lifted by the rule it explains may come first with fewer of the question's words).
    known = any(
        (coverage := _coverage_with(query, idx.entries[i], asked_in, borrowed)) >= MIN_COVERAGE
        and (float(words[i]) >= MIN_SCORE or coverage == 1.0)
        for i in order[:3]
        if total[i] > 0
    )
    differs = differences(hits[0].entry.id, contexts[hits[0].entry.game]) if hits and known else ()
    return Answer(question, normalise_language(lang) if lang else asked_in, game, known, hits, asked_in, differs)


# "How many?" asks for a number: the entries that give one come first.
HOW_MANY = {  # not "the same number of heroes": that is a tie, not a count
    "en": re.compile(
        r"\bhow\s+(?:many|much)\b|\b(?:max|maximum|min|minimum|what|total)\s+(?:number|amount)\b", re.IGNORECASE
    ),
    "fr": re.compile(r"\bcombien\b|\bnombre\s+(?:max|maximum|min|minimum|total)\b", re.IGNORECASE),
    "es": re.compile(r"\bcu[aá]nt[oa]s?\b|\bn[uú]mero\s+(?:m[aá]ximo|m[ií]nimo|total)\b", re.IGNORECASE),
    "zh-Hant": re.compile(r"幾|多少|上限|下限|最多|最少"),
}
NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b|[二三四五六七八九十兩]",
    re.IGNORECASE,
)


@cache
def _has_number(entry_id: str, lang: str) -> bool:
    return bool(NUMBER.search(catalogue.by_id()[entry_id].say(lang)))


@cache
def _linked(lang: str) -> tuple[tuple[int, ...], ...]:
    """For each entry, the numbers of the rule entries it explains (a FAQ's or mistake's `rules`)."""
    entries = index(lang).entries
    at = {e.id: i for i, e in enumerate(entries)}
    return tuple(tuple(at[r] for r in e.rules if r in at) for e in entries)


def _with_linked_rules(total: Sequence[float], idx: Index) -> list[float]:
    """A FAQ or mistake found by the question gains a share of the best score of the rules it explains:
    where the question names the rule in the rules' words, the entry that answers it in a player's
    words comes up with it."""
    return [
        t + LINKED_SHARE * max(total[j] for j in links) if t > 0 and links else t
        for t, links in zip(total, _linked(idx.lang), strict=True)
    ]


def _contexts(question: str, lang: str, games: Sequence[str], table: Context | None) -> dict[str, Context]:
    """Each game's context for this question: the table's (or the seed's), narrowed by what it names."""
    return {
        g: asked_about(question, lang, table if table is not None and table.game == g else seed_context(g))
        for g in games
    }


# -- another language's thesaurus -------------------------------------------------------------
FOREIGN_MIN = 3  # letters: a shorter member ("J", "as") is too often a word of the question's own language


@dataclass(frozen=True)
class Borrowed:
    """A thesaurus group of another language that the question names: its index terms there, and the
    question's words that named it."""

    lang: str
    terms: tuple[str, ...]
    words: tuple[str, ...]


def foreign_expansion(question: str, lang: str, game: str | None) -> list[Borrowed]:
    """The other languages' thesaurus groups whose members the question uses although `lang` does
    not know them: « jetons bleus » in "how many jetons bleus?" gives the French index terms of the
    blue-token group, to score on the French index (the same entries in other words).

    A word is known in `lang` when `lang`'s index holds its terms, it is a stop word there, or
    `lang`'s thesaurus has it; only groups with an unknown word are borrowed.
    """
    spaced = f" {' '.join(WORD.findall(fold(question)))} "
    unknown = _unknown_words(spaced.split(), lang, game)
    if not unknown:
        return []
    out = []
    for other in LANGUAGES:
        if other == lang or other == "zh-Hant":  # a Han member cannot be in a Latin question; in a Chinese
            continue  # one, Chinese is the question's language
        for members, terms in _groups(other, game):
            named = [m for m in members if len(m.strip()) >= FOREIGN_MIN and m in spaced]
            from_unknown = [m for m in named if any(w in unknown for w in m.split())]
            if from_unknown and terms:
                out.append(Borrowed(other, terms, tuple(dict.fromkeys(w for m in from_unknown for w in m.split()))))
    return out


def _unknown_words(words: Sequence[str], lang: str, game: str | None) -> set[str]:
    """Those of the (folded) `words` that `lang` knows neither as index terms, stop words nor thesaurus members."""
    own = {w for members, _terms in _groups(lang, game) for m in members for w in m.split()}
    candidates = {w for w in words if w not in own and not w.isdigit()}
    made = {w: tokens(w, lang) for w in candidates}
    known = index(lang).words.known([t for ts in made.values() for t in ts])
    return {w for w, ts in made.items() if ts and not set(ts) <= known}


def _coverage_with(query: Sequence[str], entry: Entry, lang: str, borrowed: Sequence[Borrowed]) -> float:
    """The coverage of the question's terms, leaving out those of the words another language's thesaurus
    lent (neither for nor against: "box" in « ma box internet » is not the game's box); a question of
    such words alone is covered when the entry holds one of the groups' terms, in the group's language."""
    if not borrowed:
        return _coverage(query, entry, lang)
    lent = {t for b in borrowed for w in b.words for t in tokens(w, lang)}
    own = [t for t in query if t not in lent]
    if own:
        return _coverage(own, entry, lang)
    return 1.0 if any(set(b.terms) & _terms(entry.id, b.lang) for b in borrowed) else 0.0
