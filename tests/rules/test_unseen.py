"""benchmarks/rules_unseen.py asks the indexed phrasings with the index built without them.

A phrasing still indexed would find its own entry almost every time; held out, far less often (the
figures are in docs/benchmarks.md). The catalogue and its indexes are as before once it has run.
"""

from __future__ import annotations

import re
import sys

import pytest

from parlour.rules import ask as asking
from parlour.rules import catalogue
from tests.scripts import load_script


def test_the_phrasings_asked_are_left_out_of_the_index_and_put_back_after(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = load_script("rules_unseen", monkeypatch)
    original = catalogue.asked
    indexed = asking.ask("puedo pasar mi turno", game="hanabi", asked_in="es").hits[0].entry.id
    monkeypatch.setattr(sys, "argv", ["rules_unseen.py", "--lang", "es", "--by-phrasing", "--folds", "4"])
    script.main()
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("es "))
    asked, first, own_first, top3, _siblings = (float(x) for x in re.findall(r"[\d.]+", row))
    assert asked > 800  # four phrasings for each entry that holds by default
    # Indexed, a Spanish phrasing finds its own entry first 82 % of the time; held out, about a third.
    assert own_first < 60 and first < top3 <= 100
    assert catalogue.asked is original
    assert asking.ask("puedo pasar mi turno", game="hanabi", asked_in="es").hits[0].entry.id == indexed
