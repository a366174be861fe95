"""Chinese words from the dictionary copy are exactly jieba's with its whole dictionary."""

from __future__ import annotations

import json
from pathlib import Path

from parlour.rules import ask, catalogue, chinese

TUNED = Path(__file__).parents[2] / "benchmarks" / "rules_eval"
ODD = [
    "",
    "   ",
    "8fspace 的家規有哪些？",
    "rainbow 牌 hello123world",
    "ＡＢＣ全形字",
    "單人模式什麼時候可以翻開小丑？" * 12,
]


def test_the_copy_cuts_as_jieba_does() -> None:
    terms = ask._chinese_terms()
    copy = chinese.segmenter(terms)
    full = chinese.full_tokenizer(terms)
    texts = [text for e in catalogue.entries() for text in (e.say("zh-Hant"), e.ask("zh-Hant"))]
    texts += [
        str(item["question"])
        for path in TUNED.glob("*.json")
        for item in json.loads(path.read_text(encoding="utf-8"))
        if item.get("lang") == "zh-Hant"
    ]
    differ = [t for t in [*texts, *ODD] if copy.cut_for_search(t) != list(full.cut_for_search(t))]
    assert not differ
    assert "小丑" in copy.cut_for_search("單人模式什麼時候可以翻開小丑？")
    taught = next(t for t in terms if len(t) >= 3)  # a game's term is one word, as jieba was taught
    assert taught in copy.cut_for_search(f"我想問{taught}的事")


def test_the_copy_depends_on_the_terms_taught() -> None:
    assert chinese.key(("小丑",)) != chinese.key(("小丑", "酒館"))
    assert chinese.key(("小丑",)) == chinese.key(("小丑",))
