"""One rule catalogue for the three games: every rule the engines enforce, and the seeds' FAQ and mistakes.

A rule entry's words are the game's registered rule sentence, the very message an illegal move
citing that id is refused with (`IllegalAction.text`), so the rules pages and the refusals say
the same thing. Where that sentence is a template with fields, the content gives the rule as a
page states it (`statements`) and the refusal keeps its template.
"""

from __future__ import annotations

import importlib.util
import sys
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import parlour
from parlour.engine import i18n, registry
from parlour.engine.i18n import normalise_language, translate
from parlour.rules import diskcache
from parlour.rules.content import Asked, has_content, load, load_asked
from parlour.rules.model import EntryKind, Faq, GameContent, Section, Source, Texts


@dataclass(frozen=True)
class Entry:
    """One catalogue entry: a rule, a FAQ, a common mistake or a tip."""

    id: str
    game: str
    kind: EntryKind
    topic: str
    text: Texts
    source: Source
    question: Texts | None = None
    rules: tuple[str, ...] = ()
    section: Section | None = None

    def say(self, lang: str) -> str:
        return self.text[normalise_language(lang)]

    def ask(self, lang: str) -> str:
        """The question (FAQ) or title (mistake, tip) in `lang`; a rule has none."""
        return self.question[normalise_language(lang)] if self.question else ""


def sources() -> tuple[Path, ...]:
    """The folders the catalogue and the companion's code come from: Parlour's package (the companion,
    the engine's words, the shared catalogue, its own games) and, for a game installed apart, its
    package, its words' and its rules' packages."""
    folders = [Path(parlour.__file__).parent]
    for found in registry.manifests():
        for package in (found.package, found.words, found.rules):
            if package is None:
                continue
            try:
                spec = importlib.util.find_spec(package)
            except (ImportError, ValueError):
                continue  # a broken part: the catalogue leaves it out, and its id is in the key below
            if spec is not None and spec.submodule_search_locations:
                folders.extend(Path(p) for p in spec.submodule_search_locations)
    return tuple(dict.fromkeys(folders))  # `diskcache.stamp` counts a folder inside another once


def sources_key() -> str:
    """What the companion's cached items are built from, without loading it: a stamp of the files under
    `sources()` (their paths, sizes and modification times), the games registered and the Unicode
    version that folding and the regular expressions follow. A catalogue, thesaurus, phrasing, seed
    quote or line of code edited, added or removed changes it."""
    games = ",".join(f"{m.id}={m.rules}" for m in registry.manifests())
    return f"{diskcache.stamp(sources())}:{games}:{sys.version_info[:2]}:{unicodedata.unidata_version}"


def game_ids() -> tuple[str, ...]:
    """The games the companion knows: those whose manifest gives rules content."""
    return tuple(game.id for game in registry.games() if has_content(game.id))


@cache
def content(game: str) -> GameContent:
    return load(game)


@cache
def rule_sentences(game: str) -> Mapping[str, Mapping[str, str]]:
    """The game's rule sentences by id, from its catalogue.

    The ids its text module lists in `RULES` (in the engine's order), and the finer refusals an
    engine raises under a rule (`IllegalAction(key=...)`, such as `regicide.turn.pay-first`), which
    the content sources like any rule.
    """
    module = registry.manifest(game).part("text")
    listed = tuple(getattr(module, "RULES", ()))
    ids = [*listed, *(rule_id for rule_id in content(game).sources if rule_id not in listed)]
    return {
        rule_id: {lang: i18n.translate(rule_id, lang) for lang in i18n.LANGUAGES}
        for rule_id in ids
        if i18n.has(rule_id)
    }


def _rule_entries(game: str) -> list[Entry]:
    known = content(game)
    out = []
    for rule_id, texts in rule_sentences(game).items():
        topic = rule_id.split(".")[1]
        out.append(
            Entry(
                id=rule_id,
                game=game,
                kind="rule",
                topic=topic,
                text=known.statements.get(rule_id, texts),
                source=known.sources[rule_id],
                section=known.sections.get(topic),
            )
        )
    return out


def _faq_entry(game: str, faq: Faq) -> Entry:
    return Entry(
        id=faq.id,
        game=game,
        kind=faq.kind,
        topic=faq.id.split(".")[1],
        text=faq.answer,
        source=faq.source,
        question=faq.question,
        rules=faq.rules,
    )


@cache
def entries(game: str | None = None) -> tuple[Entry, ...]:
    """Every entry of `game` (or of all games): its rules in the engine's order, then FAQ, mistakes, tips."""
    if game is None:
        return tuple(e for g in game_ids() for e in entries(g))
    return (*_rule_entries(game), *(_faq_entry(game, faq) for faq in content(game).entries))


@cache
def by_id() -> Mapping[str, Entry]:
    return {e.id: e for e in entries()}


def entry(entry_id: str) -> Entry | None:
    return by_id().get(entry_id)


def explained_by(rule_id: str) -> tuple[Entry, ...]:
    """The FAQ, mistakes and tips that explain `rule_id`."""
    game = rule_id.split(".")[0]
    return tuple(e for e in entries(game) if rule_id in e.rules)


@cache
def _asked(game: str) -> Asked:
    return load_asked(game)


def asked(entry_id: str, lang: str) -> tuple[str, ...]:
    """How players ask for this entry in `lang` (written apart from the evaluation set; indexed beside it)."""
    return tuple(_asked(entry_id.split(".")[0]).get(entry_id, {}).get(normalise_language(lang), ()))


def game_name(game: str, lang: str) -> str:
    """The game's name as players of `lang` say it (Rent a Hero is 出租英雄 in Chinese)."""
    return translate(f"rules.game.{game}.name", lang)


def ask_example(game: str, lang: str) -> str | None:
    """A question players of `game` ask, in `lang` (its words' `<game>.rules.example`), to show how
    to ask; None for a game whose words have none."""
    key = f"{game}.rules.example"
    return translate(key, lang) if i18n.has(key) else None


def ask_prompt(game: str, lang: str) -> str:
    """The question box's placeholder: the game's own example ("e.g. ..."), or a plain invitation."""
    example = ask_example(game, lang)
    if example is None:
        return translate("rules.ask.placeholder-plain", lang)
    return translate("rules.ask.placeholder", lang, example=example)
