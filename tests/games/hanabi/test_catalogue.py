"""Every Hanabi rule id the code cites has its sentence in four languages and a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import parlour.games.hanabi  # noqa: F401  (registers the messages)
from parlour.engine import i18n

PACKAGE = Path(__file__).parents[3] / "parlour" / "games" / "hanabi"
TESTS = Path(__file__).parent
RULE_ID = re.compile(r"\bhanabi\.(?:setup|deck|tokens|turn|clue|discard|play|draw|end|score|bouquet|variant)\.[a-z-]+")


def cited_rules() -> list[str]:
    found: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        if path.name != "text.py":
            found.update(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return sorted(found)


def test_the_code_cites_rules() -> None:
    assert len(cited_rules()) >= 25


@pytest.mark.parametrize("rule", cited_rules())
def test_rule_has_sentence_in_every_language(rule: str) -> None:
    assert i18n.has(rule), f"{rule} has no entry in parlour/games/hanabi/text.py"
    texts = {lang: i18n.translate(rule, lang) for lang in i18n.LANGUAGES}
    assert len(set(texts.values())) == len(texts), f"{rule}: some languages repeat another's text"


@pytest.mark.parametrize("rule", cited_rules())
def test_rule_has_a_test_named_after_it(rule: str) -> None:
    name = "def test_" + rule.replace(".", "_").replace("-", "_")
    sources = "".join(p.read_text(encoding="utf-8") for p in TESTS.glob("test_*.py"))
    assert name in sources, f"no test named {name[4:]}... for {rule}"
