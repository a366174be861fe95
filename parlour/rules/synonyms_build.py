"""Build the companion's synonym files from the LibreOffice thesauri (MyThes) Debian ships.

    apt-get install mythes-en-us mythes-fr mythes-es
    python -m parlour.rules.synonyms_build [--mythes /usr/share/mythes]

Run at build time only: the files it writes (parlour/rules/synonyms/<lang>.json) are committed, so
an install needs nothing from Debian. A MyThes file lists each head word's senses, a line of
synonyms each (English: WordNet's, marking hypernyms "(generic term)" and antonyms); a sense is
kept when one of its synonyms is a word of the companion's index, and only those synonyms: the
file maps a player's word onto the entries' words, never onto words no entry holds. Antonyms and
the English hypernyms ("generic term") are left out: an opposite or a broader word is not the rule
asked about. Keys are a head word's stems (as parlour.rules.synonyms reads a question), values the
kept synonyms as written (folded), which the index's own tokenizer reads when a question uses them.
Licences: parlour/rules/synonyms/LICENCE.md.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from pathlib import Path

from parlour.rules import ask, catalogue
from parlour.rules.language import fold
from parlour.rules.synonyms import FOLDER, key_of

FILES = {"en": "th_en_US_v2.dat", "fr": "thes_fr.dat", "es": "th_es_ES_v2.dat"}
LEFT_OUT = re.compile(r"\((?:antonym|generic term)\)\s*$")
MARK = re.compile(r"\s*\((?:related|similar|generic) term\)\s*$")
MAX_WORDS = 3  # a head word or synonym of more words is a definition, not a way of saying it
# A synonym of several words is read as its words, each a common one ("give up": "give"), which
# found the wrong entries (docs/benchmarks.md, issue 21): one word only.
SYN_WORDS = 1
MIN_KEPT = 1  # synonyms of a sense the index holds (2: no better)


def senses(path: Path) -> Iterator[tuple[str, list[str]]]:
    """(head word, its synonyms in one sense) for each sense of a MyThes data file."""
    with path.open("rb") as raw:
        encoding = raw.readline().decode("ascii").strip() or "utf-8"
        lines = (line.decode(encoding).rstrip("\r\n") for line in raw)
        for line in lines:
            head, _, count = line.rpartition("|")
            if not head or not count.isdigit():
                continue
            for _ in range(int(count)):
                fields = next(lines).split("|")[1:]
                yield head, [MARK.sub("", f) for f in fields if f and not LEFT_OUT.search(f)]


def vocabulary(lang: str) -> set[str]:
    """The index terms of every entry's document and of the thesauri in `lang`."""
    terms = {t for e in catalogue.entries() for t in ask.tokens(ask.document(e, lang), lang)}
    for source in ("", *catalogue.game_ids()):
        for group in ask._thesaurus(source).get(lang, ()):
            terms.update(t for member in group for t in ask.tokens(member, lang))
    return terms


def build(lang: str, path: Path) -> dict[str, list[str]]:
    """Head words' keys -> their synonyms whose index terms the companion's index all holds."""
    known = vocabulary(lang)
    out: dict[str, dict[str, None]] = {}
    for head, synonyms in senses(path):
        key = key_of(head, lang)
        if not key or len(head.split()) > MAX_WORDS:
            continue
        kept = []
        for synonym in synonyms:
            said = " ".join(ask.WORD.findall(fold(synonym)))
            terms = ask.tokens(said, lang)
            if terms and len(said.split()) <= SYN_WORDS and set(terms) <= known and key_of(said, lang) != key:
                kept.append(said)
        if len(kept) >= MIN_KEPT:
            out.setdefault(key, {}).update(dict.fromkeys(kept))
    return {key: sorted(found) for key, found in sorted(out.items())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mythes", type=Path, default=Path("/usr/share/mythes"))
    args = parser.parse_args()
    FOLDER.mkdir(exist_ok=True)
    for lang, name in FILES.items():
        table = build(lang, args.mythes / name)
        text = json.dumps(table, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        (FOLDER / f"{lang}.json").write_text(text + "\n", encoding="utf-8")
        print(f"{lang}: {len(table)} words, {sum(map(len, table.values()))} synonyms, {len(text.encode())} bytes")


if __name__ == "__main__":
    main()
