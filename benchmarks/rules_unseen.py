"""How the rules companion answers a way of asking it has never indexed: players' phrasings, held out.

    python benchmarks/rules_unseen.py [--by-phrasing] [--folds 5] [--lang en fr ...] [--set NAME=VALUE ...]

Every catalogue entry is indexed with four players' phrasings per language (`<game>/companion/
asked.py`, 4,080 in all). Here the phrasings are held out in folds and asked as questions, the
index built without them:

- by entry (the default): the fold's entries lose their phrasings in every language (an entry's
  phrasings are translations of each other, so another language's would give the removed one back;
  `--own-language-only` strips the asked language's alone); their texts and the thesauri stay, so
  an entry must be found without any phrasing written for it. Those entries' documents get shorter,
  which favours them under BM25's length normalisation: compare settings of `B` by phrasing.
- `--by-phrasing`: every entry loses its n-th phrasing (n = the fold) in every language and keeps
  the others; documents keep their length.

This is a question whose words no phrasing holds, which is where the held-out set is lost
(docs/benchmarks.md), measured on 3,736 questions, and a set that may be tuned on: it is built from
the catalogue, not from an evaluation set. Only entries holding under the seed's default rules are
asked (a variant's phrasing is answered by the default rule, by design).

Counted right first: the phrasing's own entry, or one linked to it (a FAQ or mistake explaining it,
or the rule it explains); "first, siblings" also counts an entry the audited tuned or development
sets expect beside it for some question (both answer it). `--set NAME=VALUE` overrides a constant of
`parlour.rules.ask` for the run (e.g. GRAM_WEIGHT=1.0). The cache folder is a temporary one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
import zlib
from collections import defaultdict
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--lang", nargs="*", default=None)
    parser.add_argument(
        "--own-language-only",
        action="store_true",
        help="strip the fold's phrasings in the asked language only (by default in all four)",
    )
    parser.add_argument(
        "--by-phrasing",
        action="store_true",
        help="fold by phrasing number instead: every entry loses one of its phrasings (doc lengths stay alike)",
    )
    parser.add_argument("--set", nargs="*", default=[], help="NAME=VALUE: a constant of parlour.rules.ask")
    args = parser.parse_args()
    os.environ.setdefault("PARLOUR_CACHE_DIR", tempfile.mkdtemp(prefix="parlour-unseen-"))

    from parlour.engine.i18n import LANGUAGES
    from parlour.rules import ask as asking
    from parlour.rules import catalogue
    from parlour.rules.conditions import seed_context

    for item in args.set:
        name, value = item.split("=", 1)
        setattr(asking, name, type(getattr(asking, name))(float(value)))
    langs = args.lang or list(LANGUAGES)
    entries = [e for e in catalogue.entries() if seed_context(e.game).holds(e.id)]
    linked: dict[str, set[str]] = defaultdict(set)
    sibling: dict[str, set[str]] = defaultdict(set)
    for e in catalogue.entries():
        linked[e.id].add(e.id)
        for rule in e.rules:
            linked[e.id].add(rule)
            linked[rule].add(e.id)
    # Entries the audited sets expect together answer the same question: each counts for the other.
    for where in ("rules_eval", "rules_eval_dev"):
        for game in catalogue.game_ids():
            for item in json.loads((Path(__file__).parent / where / f"{game}.json").read_text(encoding="utf-8")):
                for a in item["expect"]:
                    sibling[a].update(item["expect"])
    original = catalogue.asked
    hidden: set[str] = set()
    hidden_lang = [""]

    def asked(entry_id: str, lang: str) -> tuple[str, ...]:
        if args.by_phrasing:  # the fold's phrasing number left out of every entry, in every language
            return tuple(p for n, p in enumerate(original(entry_id, lang)) if n % args.folds != fold_now[0])
        return (
            ()
            if entry_id in hidden and (lang == hidden_lang[0] or not args.own_language_only)
            else original(entry_id, lang)
        )

    fold_now = [0]

    catalogue.asked = asked  # type: ignore[assignment]
    cache_dir = os.environ["PARLOUR_CACHE_DIR"]
    folds_dir = tempfile.mkdtemp(prefix="parlour-unseen-folds-")
    try:
        right: dict[str, list[int]] = defaultdict(list)
        strict: dict[str, list[int]] = defaultdict(list)
        top3: dict[str, list[int]] = defaultdict(list)
        alike: dict[str, list[int]] = defaultdict(list)
        started = time.process_time()
        for lang in langs:
            for fold in range(args.folds):
                fold_now[0] = fold
                group = [e for e in entries if args.by_phrasing or zlib.crc32(e.id.encode()) % args.folds == fold]
                hidden.clear()
                hidden.update(e.id for e in group)
                hidden_lang[0] = lang
                # An index file is found by a stamp of the catalogue's files, which this run leaves as
                # they are: each fold's index, built without its phrasings, goes in a folder of its own.
                os.environ["PARLOUR_CACHE_DIR"] = str(Path(folds_dir) / f"{lang}-{fold}")
                for cached in (asking.index, asking._groups, asking._terms, asking._linked):
                    cached.cache_clear()
                for e in group:
                    said = original(e.id, lang)
                    for phrasing in (
                        [p for n, p in enumerate(said) if n % args.folds == fold] if args.by_phrasing else said
                    ):
                        answer = asking.ask(phrasing, game=e.game, asked_in=lang, limit=3)
                        ids = [h.entry.id for h in answer.hits]
                        right[lang].append(bool(ids) and ids[0] in linked[e.id])
                        alike[lang].append(bool(ids) and ids[0] in linked[e.id] | sibling[e.id])
                        strict[lang].append(bool(ids) and ids[0] == e.id)
                        top3[lang].append(any(i in linked[e.id] for i in ids[:3]))
    finally:  # the catalogue's phrasings and indexes as they were, for whoever asks next in this process
        catalogue.asked = original  # type: ignore[assignment]
        os.environ["PARLOUR_CACHE_DIR"] = cache_dir
        for cached in (asking.index, asking._groups, asking._terms, asking._linked):
            cached.cache_clear()
    print(" ".join(args.set) or "(defaults)")
    print(f"{'':8} {'asked':>6} {'first':>7} {'own first':>9} {'top 3':>7} {'first, siblings':>15}")
    for name, rows in (*((lang, [lang]) for lang in langs), ("all", langs)):

        def pct(got: dict[str, list[int]], rows: list[str] = rows) -> float:
            return 100 * statistics.mean(x for lang in rows for x in got[lang])

        n = sum(len(right[lang]) for lang in rows)
        print(f"{name:8} {n:>6} {pct(right):6.1f}% {pct(strict):8.1f}% {pct(top3):6.1f}% {pct(alike):14.1f}%")
    print(f"CPU {time.process_time() - started:.0f} s")


if __name__ == "__main__":
    main()
