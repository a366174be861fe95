"""Words of one language carried into another, learnt from the companion's own parallel texts.

Every catalogue entry, and every message of the screens, exists in the four languages, sentence for
sentence: a parallel corpus of a few thousand short sentences about these very games. IBM Model 1
(Brown et al. 1993, "The mathematics of statistical machine translation") learns from it, by
expectation-maximisation, how likely each index term of one language is to be rendered by each of
another's; nothing outside the project is read, and no dictionary is shipped.

The companion uses it to ask a question in the other languages too: the question's terms, carried
over, are scored on the other languages' indexes, whose players' phrasings and thesauri were written
by other people with other words (`parlour.rules.ask`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

NULL = "\0"  # the empty word a target word may come from (function words, a language's own turns)
ITERATIONS = 6


def ibm1(pairs: Sequence[tuple[Sequence[str], Sequence[str]]], iterations: int = ITERATIONS) -> dict[str, dict[str, float]]:
    """t(target | source) learnt from sentence pairs (source terms, target terms) by IBM Model 1's EM.

    Each target term of a pair is explained by one of the source terms or by the empty word; the
    probabilities start uniform and each round counts, for each target term, its share among the
    source terms of its sentence.
    """
    pairs = [([NULL, *dict.fromkeys(src)], list(tgt)) for src, tgt in pairs if src and tgt]
    targets = {t for _src, tgt in pairs for t in tgt}
    uniform = 1.0 / max(1, len(targets))
    table: dict[str, dict[str, float]] = defaultdict(dict)
    for src, tgt in pairs:
        for s in src:
            row = table[s]
            for t in tgt:
                row[t] = uniform
    for _ in range(iterations):
        counts: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        for src, tgt in pairs:
            rows = [table[s] for s in src]
            for t in tgt:
                shares = [row[t] for row in rows]
                total = sum(shares)
                if total <= 0:
                    continue
                for s, share in zip(src, shares, strict=True):
                    counts[s][t] += share / total
        table = defaultdict(dict)
        for s, row in counts.items():
            total = sum(row.values())
            table[s] = {t: c / total for t, c in row.items()}
    return dict(table)


def pruned(table: Mapping[str, Mapping[str, float]], floor: float, keep: int) -> dict[str, list[list[object]]]:
    """Each source term's best renderings: at most `keep`, each at least `floor` likely, [[term, p], ...]."""
    out: dict[str, list[list[object]]] = {}
    for s, row in table.items():
        if s == NULL:
            continue
        best = sorted(((p, t) for t, p in row.items() if p >= floor), reverse=True)[:keep]
        if best:
            out[s] = [[t, round(p, 4)] for p, t in best]
    return out
