"""The companion content of each game is complete and true to the seeds.

Every rule id an engine cites has a source whose quote is found, word for word, in the seed it
names; every text exists in the four languages; FAQ entries link rules that exist; each game
has its three aid sheets.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue
from parlour.rules.model import SEED_FILES, Block, Source, Texts
from tests.games.test_catalogue import cited_rules

SEEDS = Path(__file__).parents[3] / "shared" / "seeds"
GAMES = catalogue.game_ids()


def squash(text: str) -> str:
    """Whitespace and typographic quotes normalised, so a quote survives line breaks."""
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def check_texts(texts: Texts, what: str) -> None:
    assert set(texts) == set(LANGUAGES), f"{what}: languages {sorted(texts)}"
    assert all(t.strip() for t in texts.values()), f"{what}: an empty text"
    assert "{" not in "".join(texts.values()), f"{what}: a template field"


def check_source(source: Source, what: str) -> None:
    assert source.seed in SEED_FILES, f"{what}: unknown seed {source.seed!r}"
    assert source.ref.strip(), f"{what}: no reference"
    if SEEDS.exists() and source.quote:
        seed = squash((SEEDS / SEED_FILES[source.seed]).read_text(encoding="utf-8"))
        assert squash(source.quote) in seed, f"{what}: quote not in seed {source.seed}: {source.quote!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_cited_rule_has_a_sourced_entry(game: str) -> None:
    known = catalogue.content(game)
    for rule_id in cited_rules(game):
        assert rule_id in known.sources, f"{rule_id} has no source"
        check_source(known.sources[rule_id], rule_id)
        assert catalogue.entry(rule_id) is not None


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_has_four_languages(game: str) -> None:
    for entry in catalogue.entries(game):
        check_texts(entry.text, entry.id)
        if entry.question is not None:
            check_texts(entry.question, entry.id + " (question)")
        check_source(entry.source, entry.id)


@pytest.mark.parametrize("game", GAMES)
def test_faq_entries_link_rules_that_exist(game: str) -> None:
    faqs = [e for e in catalogue.entries(game) if e.kind != "rule"]
    assert len([e for e in faqs if e.kind == "faq"]) >= 5
    assert [e for e in faqs if e.kind == "mistake"]
    for entry in faqs:
        assert re.fullmatch(rf"{game}\.(faq|mistake|tip)\.[a-z][a-z0-9-]*", entry.id), entry.id
        assert entry.id.split(".")[1] == entry.kind
        assert entry.rules, f"{entry.id} explains no rule"
        for rule_id in entry.rules:
            assert rule_id in catalogue.rule_sentences(game), f"{entry.id} links unknown {rule_id}"
    ids = [e.id for e in catalogue.entries(game)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES)
def test_every_topic_has_a_section(game: str) -> None:
    known = catalogue.content(game)
    topics = {rule_id.split(".")[1] for rule_id in catalogue.rule_sentences(game)}
    assert topics <= set(known.sections), f"topics without a section: {sorted(topics - set(known.sections))}"
    for rule_id, texts in known.statements.items():
        assert "{" in catalogue.rule_sentences(game)[rule_id]["en"], f"{rule_id} needs no statement"
        check_texts(texts, rule_id + " (statement)")
    for rule_id, texts in catalogue.rule_sentences(game).items():
        if "{" in texts["en"]:
            assert rule_id in known.statements, f"{rule_id} is a template: give its statement"


@pytest.mark.parametrize("game", GAMES)
def test_game_card_and_turn(game: str) -> None:
    known = catalogue.content(game)
    assert known.card.players and known.card.sources
    for source in known.card.sources:
        check_source(source, f"{game} card")
    assert len(known.turn) >= 3
    for i, step in enumerate(known.turn):
        check_texts(step, f"{game} turn step {i}")


def check_block(block: Block, what: str) -> None:
    if block.heading is not None:
        check_texts(block.heading, what)
    assert block.lines or block.table or block.figure, f"{what}: empty block"
    for line in block.lines:
        check_texts(line, what)
    if block.note is not None:
        assert block.lines, f"{what}: a note after no lines"
        check_texts(block.note, what)
    widths = {len(row) for row in block.table}
    assert len(widths) <= 1, f"{what}: ragged table"
    for row in block.table:
        for cell in row:
            check_texts(cell, what)


@pytest.mark.parametrize("game", GAMES)
def test_three_aid_sheets(game: str) -> None:
    sheets = catalogue.content(game).sheets
    assert [s.id for s in sheets] == ["setup", "player", "turn"]
    for sheet in sheets:
        check_texts(sheet.title, f"{game} {sheet.id} title")
        assert sheet.blocks
        assert sheet.sources, f"{game} {sheet.id}: no source"
        for source in sheet.sources:
            check_source(source, f"{game} {sheet.id}")
        for i, block in enumerate(sheet.blocks):
            check_block(block, f"{game} {sheet.id} block {i}")


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_has_players_phrasings_written_apart_from_the_evaluation_set(game: str) -> None:
    import json

    evaluation = Path(__file__).parents[2] / "benchmarks" / "rules_eval" / f"{game}.json"
    asked_in_eval = {squash(item["question"]) for item in json.loads(evaluation.read_text(encoding="utf-8"))}
    for entry in catalogue.entries(game):
        for lang in LANGUAGES:
            phrasings = catalogue.asked(entry.id, lang)
            assert len(phrasings) >= 2, f"{entry.id} ({lang}): {len(phrasings)} phrasings"
            assert all(p.strip() for p in phrasings)
            # Name only the colliding phrasing: printing the set would show it to whoever writes phrasings.
            copied = sorted(p for p in phrasings if squash(p) in asked_in_eval)
            assert not copied, f"{entry.id} ({lang}): {copied} is also an evaluation question"
