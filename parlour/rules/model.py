"""The shapes of the rules companion's content: sources, FAQ entries, game cards, aid sheets.

Every `Texts` maps each of the four languages (`parlour.engine.i18n.LANGUAGES`) to a text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

Texts = Mapping[str, str]

EntryKind = Literal["rule", "faq", "mistake", "tip"]
Section = Literal["setup", "turn", "end", "variants"]
SheetId = Literal["setup", "player", "turn"]

SEED_FILES: Mapping[str, str] = {
    "000": "000_a2270c9fd3c8ac52.txt",
    "001": "001_201051db1d39abbe.txt",
    "002": "002_7520316335cd61e4.txt",
    "003": "003_8ad24ceb60510a74.txt",
    "004": "004_eb60f49d83b52dbc.txt",
}

SEED_LANGUAGES: Mapping[str, str] = {"000": "fr", "001": "zh-Hant", "002": "fr", "003": "es", "004": "fr"}


@dataclass(frozen=True)
class Source:
    """Where a rule comes from: a seed and the reference that seed gives.

    `ref` is the page the seed cites ("p. 4-5") or, where it gives no page, its section
    heading ("05 Comment jouer ?", "Preparar"); `quote` is the seed's own words, in its language.
    """

    seed: str
    ref: str
    quote: str = ""

    def label_in(self, lang: str) -> str:
        """ "seed 004, p. 3" in `lang`."""
        from parlour.engine.i18n import translate

        return translate("rules.source.seed", lang, seed=self.seed, ref=self.ref)


@dataclass(frozen=True)
class Faq:
    """A question players ask, a common mistake or a tip, with the rules it explains.

    For a mistake, `question` is its short title ("Showing only one of the cards") and `answer`
    what the rule really is.
    """

    id: str
    kind: Literal["faq", "mistake", "tip"]
    question: Texts
    answer: Texts
    source: Source
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameCard:
    """A game's card as the sources give it; a fact no source gives is an empty string."""

    players: str
    minutes: str
    age: str
    year: str
    designer: str
    publisher: str
    sources: tuple[Source, ...] = ()


@dataclass(frozen=True)
class Block:
    """One part of an aid sheet: an optional heading, a figure, lines (bullets or steps), a note
    after them, and/or a table.

    `figure` names a drawing of the game's companion (its `drawings.DRAWINGS`), drawn under the
    heading: the cards or heroes as they lie on the table. `note` follows the lines unnumbered
    (what comes after the steps a heading counts). A table's first row is its header; each cell
    is a `Texts`.
    """

    heading: Texts | None = None
    lines: tuple[Texts, ...] = ()
    numbered: bool = False
    table: tuple[tuple[Texts, ...], ...] = ()
    figure: str = ""
    note: Texts | None = None


@dataclass(frozen=True)
class Sheet:
    """One printable A5 aid sheet; `sources` are the seed passages its rules come from (its footer
    cites them), the default rules' seeds only: a variant's seed is never a sheet's source."""

    id: SheetId
    title: Texts
    blocks: tuple[Block, ...]
    sources: tuple[Source, ...] = ()


@dataclass(frozen=True)
class GameContent:
    """What the companion knows of one game beyond the engine's rule sentences.

    - `sources`: every rule id the engine cites -> where the seeds say it.
    - `statements`: the rule as the rules page states it, for the rule ids whose sentence is an
      error template with fields ("your hand has {size} cards").
    - `sections`: rule topic (the middle of `game.topic.rule`) -> the rules page section it goes in.
    - `entries`: FAQ, mistakes and tips.
    - `turn`: a turn in brief, as numbered steps.
    """

    card: GameCard
    sources: Mapping[str, Source]
    statements: Mapping[str, Texts]
    sections: Mapping[str, Section]
    entries: tuple[Faq, ...]
    turn: tuple[Texts, ...]
    sheets: tuple[Sheet, ...] = field(default=())
