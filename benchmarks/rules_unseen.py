"""How the rules companion answers a way of asking it has never indexed: players' phrasings, held out.

    python benchmarks/rules_unseen.py [--folds 5] [--lang en fr es zh-Hant] [--set NAME=VALUE ...]

Every catalogue entry is indexed with a few players' phrasings per language (`content/<game>_asked.py`,
4,080 in all). Here the entries are split into folds; for each fold and language, the index is built
with that fold's entries stripped of their phrasings in every language (the phrasings of an entry
are translations of each other, so another language's would give the removed one back; with
`--own-language-only`, in the asked language alone), their texts and the thesauri staying, and each removed phrasing is asked on its game's page.
An entry's own words then have to be found some other way than by a phrasing written for it: this
is the situation of a question whose words the phrasings do not hold, which is where the held-out set
is lost (docs/benchmarks.md), measured on a few thousand questions instead of 134, and allowed to
be tuned on (it is built from the catalogue, not from any evaluation set).

A phrasing counts as answered first when the first entry is its own entry, or one linked to it (a
FAQ or mistake explaining it, or the rule it explains). Only entries that hold under the seed's
default rules are asked (a variant's phrasing is answered by the default rule, by design).
`--set NAME=VALUE` overrides a constant of `parlour.rules.ask` for the run (e.g. BRIDGE_WEIGHT=0.3).
The cache folder is a temporary one (each fold builds its own indexes).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import zlib
from collections import defaultdict


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--lang", nargs="*", default=None)
    parser.add_argument(
        "--own-language-only",
        action="store_true",
        help="strip the fold's phrasings in the asked language only (by default in all four: they are translations of each other)",
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
        setattr(asking, name, type(getattr(asking, name))(float(value)) if name != "SOURCE_QUOTE" else value == "1")
    langs = args.lang or list(LANGUAGES)
    entries = [e for e in catalogue.entries() if seed_context(e.game).holds(e.id)]
    linked: dict[str, set[str]] = defaultdict(set)
    for e in catalogue.entries():
        linked[e.id].add(e.id)
        for rule in e.rules:
            linked[e.id].add(rule)
            linked[rule].add(e.id)
    original = catalogue.asked
    hidden: set[str] = set()
    hidden_lang = [""]

    def asked(entry_id: str, lang: str) -> tuple[str, ...]:
        if args.by_phrasing:  # the fold's phrasing number left out of every entry, in every language
            return tuple(p for n, p in enumerate(original(entry_id, lang)) if n % args.folds != fold_now[0])
        return () if entry_id in hidden and (lang == hidden_lang[0] or not args.own_language_only) else original(entry_id, lang)

    fold_now = [0]

    catalogue.asked = asked  # type: ignore[assignment]
    right: dict[str, list[int]] = defaultdict(list)
    strict: dict[str, list[int]] = defaultdict(list)
    top3: dict[str, list[int]] = defaultdict(list)
    started = time.process_time()
    for lang in langs:
        for fold in range(args.folds):
            fold_now[0] = fold
            group = [e for e in entries if args.by_phrasing or zlib.crc32(e.id.encode()) % args.folds == fold]
            hidden.clear()
            hidden.update(e.id for e in group)
            hidden_lang[0] = lang
            for cached in (asking.index, asking._groups, asking._terms, asking._linked, asking._learnt, asking._lsi):
                cached.cache_clear()
            for e in group:
                said = original(e.id, lang)
                for phrasing in [p for n, p in enumerate(said) if n % args.folds == fold] if args.by_phrasing else said:
                    answer = asking.ask(phrasing, game=e.game, asked_in=lang, limit=3)
                    ids = [h.entry.id for h in answer.hits]
                    right[lang].append(bool(ids) and ids[0] in linked[e.id])
                    strict[lang].append(bool(ids) and ids[0] == e.id)
                    top3[lang].append(any(i in linked[e.id] for i in ids[:3]))
    print(" ".join(args.set) or "(defaults)")
    print(f"{'':8} {'asked':>6} {'first':>7} {'own first':>9} {'top 3':>7}")
    for lang in langs:
        n = len(right[lang])
        print(
            f"{lang:8} {n:>6} {100 * statistics.mean(right[lang]):6.1f}% {100 * statistics.mean(strict[lang]):8.1f}%"
            f" {100 * statistics.mean(top3[lang]):6.1f}%"
        )
    every = [x for lang in langs for x in right[lang]]
    print(
        f"{'all':8} {len(every):>6} {100 * statistics.mean(every):6.1f}%"
        f" {100 * statistics.mean([x for lang in langs for x in strict[lang]]):8.1f}%"
        f" {100 * statistics.mean([x for lang in langs for x in top3[lang]]):6.1f}%"
    )
    print(f"CPU {time.process_time() - started:.0f} s")


if __name__ == "__main__":
    main()
