"""Printable A5 aid sheets, one page each: setup, a player sheet and the turn flow (fpdf2).

A sheet is a coloured title band, then its blocks (a heading, a figure of the cards or heroes as
they lie on the table, drawn by the game's companion, bullets or numbered steps, a table), then
a footer citing the seed passages its rules come from. The type is set as large as lets the
sheet fit its page, and what height is left is shared out between the blocks, so every sheet
fills its page from the title to the footer.

Fonts travel with the Python packages, so a fresh machine prints every language: DejaVu Sans
(shipped inside matplotlib, already a dependency) for English, French and Spanish and for the
cards' numbers and suit symbols in every language, and Noto Sans CJK TC (the `noto-cjk-sans-otc`
package) for Traditional Chinese; each PDF embeds the subset it uses. Sheets are built once per
game, sheet and language, then served from memory.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

import matplotlib
import noto_cjk_sans_otc
from fontTools import subset
from fontTools.ttLib import TTFont
from fpdf import FPDF
from fpdf.fonts import FontFace

from parlour.engine import i18n
from parlour.engine.i18n import normalise_language, translate
from parlour.rules import catalogue
from parlour.rules.content import drawings, sheet_colour
from parlour.rules.drawing import INK, PT, Colour, Pen, tint
from parlour.rules.model import Block, Sheet, Source

A5 = (148.0, 210.0)  # mm
MARGIN = 10.0  # mm
ACCENT: Colour = (122, 59, 18)  # a game whose drawings name no colour of its own
# Body sizes tried, largest first; the largest that fits is kept (8.5-11 on today's sheets).
SIZES = tuple(x / 4 for x in range(48, 25, -1))  # 12 pt down to 6.5 pt, a quarter point apart
GAP = 2.5  # mm between blocks before the page's spare height is shared out
MOST_SPREAD = 16.0  # mm: at most this much more between two blocks, so a short sheet stays one piece
FOOTER_SIZE = 6.5
NOTO_TC = 3  # Noto Sans CJK TC's index in the collection (JP, KR, SC, TC, HK, ...)
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)  # a fixed creation date: the same sheet, the same bytes


class SheetTooLong(ValueError):
    """A sheet's content does not fit its page even in the smallest type."""


def _chinese_text() -> str:
    """Every character a Chinese sheet may print: the sheets' texts and every Chinese catalogue word."""
    # Latin-1 whole: a footer cites a seed's own heading ("Les quatre étapes d'un tour").
    parts = ["".join(map(chr, range(32, 127))), "".join(map(chr, range(160, 256))), "·•–−×≤≥←→✓▲★"]
    for game in catalogue.game_ids():
        parts.append(catalogue.game_name(game, "zh-Hant"))
        for sheet in catalogue.content(game).sheets:
            parts.append(sheet.title["zh-Hant"])
            for block in sheet.blocks:
                texts = [
                    *([block.heading] if block.heading else []),
                    *block.lines,
                    *([block.note] if block.note else []),
                    *(c for row in block.table for c in row),
                ]
                parts.extend(t["zh-Hant"] for t in texts)
    for key in i18n.keys():  # noqa: SIM118 (a function, not a dict) the drawings' labels and the footer come from the catalogues
        found = i18n.entry(key, "zh-Hant")
        parts.extend(found.values() if isinstance(found, dict) else [found or ""])
    return "".join(parts)


@cache
def chinese_font() -> str:
    """Noto Sans CJK TC cut down to the characters the sheets use, made once and kept in the temp folder.

    The whole collection takes seconds to parse for every sheet; the cut-down font, milliseconds.
    """
    text = _chinese_text()
    chars = "".join(sorted(set(text)))
    key = hashlib.sha256((chars + str(noto_cjk_sans_otc.FONT_PATH)).encode()).hexdigest()[:16]
    path = Path(tempfile.gettempdir()) / f"parlour-noto-sans-tc-{key}.otf"
    if not path.exists():
        font = TTFont(str(noto_cjk_sans_otc.FONT_PATH), fontNumber=NOTO_TC)
        options = subset.Options()
        options.name_IDs = ["*"]
        options.layout_features = ["*"]
        cutter = subset.Subsetter(options)
        cutter.populate(text=chars)
        cutter.subset(font)
        partial = path.with_suffix(f".{os.getpid()}.part")
        font.save(str(partial))
        os.replace(partial, path)  # atomic: two processes may make it at once
    return str(path)


def _fonts(pdf: FPDF, lang: str) -> None:
    """Registers the words' font as "body" and, on a Chinese sheet, DejaVu Sans as "sym" for the cards."""
    folder = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    dejavu = "sym" if lang == "zh-Hant" else "body"
    pdf.add_font(dejavu, fname=str(folder / "DejaVuSans.ttf"))
    pdf.add_font(dejavu, style="B", fname=str(folder / "DejaVuSans-Bold.ttf"))
    if lang == "zh-Hant":
        path = chinese_font()
        pdf.add_font("body", fname=path)
        pdf.add_font("body", style="B", fname=path)  # Noto Sans CJK TC comes here in one weight


def sheet_of(game: str, sheet_id: str) -> Sheet:
    for sheet in catalogue.content(game).sheets:
        if sheet.id == sheet_id:
            return sheet
    raise KeyError(f"{game} has no aid sheet {sheet_id!r}")


def cited(sources: Sequence[Source], lang: str) -> str:
    """The seed passages, each seed once with its references: "seed 003, Preparar; Componentes · seed 000, Le jeu"."""
    refs: dict[str, list[str]] = {}
    for source in sources:
        refs.setdefault(source.seed, [])
        if source.ref not in refs[source.seed]:
            refs[source.seed].append(source.ref)
    # A page number stays with its "p." (no break inside "p. 8").
    return " · ".join(
        translate("rules.source.seed", lang, seed=seed, ref="; ".join(x.replace("p. ", "p.\u00a0") for x in r))
        for seed, r in refs.items()
    )


def footer_text(game: str, sheet: Sheet, lang: str) -> str:
    name = catalogue.game_name(game, lang)
    return translate("rules.sheet.footer", lang, game=name, sources=cited(sheet.sources, lang))


def accent_of(game: str) -> Colour:
    """The game's colour (its drawings' `ACCENT`: the colour of its table on the web)."""
    return sheet_colour(game) or ACCENT


def new_pdf(lang: str) -> FPDF:
    """An empty A5 document with the sheet's fonts, dated `EPOCH`."""
    pdf = FPDF(format=A5, unit="mm")
    pdf.set_creation_date(EPOCH)
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(False, margin=0)  # the fit is measured, never left to a page break
    pdf.c_margin = 0  # text boxes are exactly as wide as drawn (tables have their own padding)
    _fonts(pdf, lang)
    return pdf


class _Layout:
    """One build of a sheet at one body size, with `spread` mm added between blocks."""

    def __init__(
        self, game: str, sheet: Sheet, lang: str, size: float, spread: float, scratch: FPDF | None = None
    ) -> None:
        self.game, self.sheet, self.lang, self.size, self.spread = game, sheet, lang, size, spread
        self.accent = accent_of(game)
        self.pdf = scratch or new_pdf(lang)  # trials share one scratch document: its fonts are read once
        self.pen = Pen(self.pdf, lang, size, self.accent)
        self.width = A5[0] - 2 * MARGIN

    def build(self) -> float:
        """Draws the sheet; returns how far its last block reaches (mm from the top)."""
        pdf, lang, sheet = self.pdf, self.lang, self.sheet
        name = catalogue.game_name(self.game, lang)
        pdf.set_title(f"{name} · {sheet.title[lang]}")
        pdf.set_author("Parlour")
        pdf.set_subject(translate(f"rules.sheet.{sheet.id}", lang))
        pdf.set_lang(lang)
        pdf.add_page()
        self._footer()
        y = self._band(name, sheet.title[lang])
        for n, block in enumerate(sheet.blocks):
            y += (GAP + self.spread) if n else GAP + 1
            y = self._block(block, y)
        return y

    @property
    def bottom(self) -> float:
        """The lowest a block may reach: above the footer."""
        return A5[1] - MARGIN - self.footer_height - 2

    @property
    def footer_height(self) -> float:
        text = footer_text(self.game, self.sheet, self.lang)
        return self.pen.text_height(self.width, text, FOOTER_SIZE)

    def _footer(self) -> None:
        top = A5[1] - MARGIN - self.footer_height
        self.pen.line(MARGIN, top - 1, MARGIN + self.width, top - 1, tint(self.accent, 0.5), 0.3)
        self.pen.text(
            MARGIN,
            top,
            self.width,
            footer_text(self.game, self.sheet, self.lang),
            FOOTER_SIZE,
            align="L",
            colour=(110,) * 3,
        )

    def _band(self, name: str, title: str) -> float:
        """The title band: the game's name above the sheet's title, white on the game's colour."""
        pen, size = self.pen, self.size
        inner = self.width - 8
        name_size, title_size = size + 0.5, size + 7
        title_height = pen.text_height(inner, title, title_size, bold=True)
        height = 4 + name_size * PT * 1.2 + title_height + 3
        pen.box(MARGIN, MARGIN, self.width, height, fill=self.accent, edge=None, radius=3)
        y = MARGIN + 2.5
        y += pen.text(
            MARGIN + 4, y, inner, name.upper(), name_size, bold=True, align="L", colour=tint(self.accent, 0.65)
        )
        pen.text(MARGIN + 4, y + 0.5, inner, title, title_size, bold=True, align="L", colour=(255, 255, 255))
        return MARGIN + height

    def _block(self, block: Block, y: float) -> float:
        pen, size, lang = self.pen, self.size, self.lang
        if block.heading is not None:
            y += pen.text(
                MARGIN, y, self.width, block.heading[lang], size + 1.5, bold=True, align="L", colour=self.accent
            )
            pen.line(MARGIN, y + 0.3, MARGIN + self.width, y + 0.3, tint(self.accent, 0.55), 0.3)
            y += 1.8
        if block.figure:
            y += drawings(self.game)[block.figure].draw(pen, MARGIN, y, self.width) + 1.5
        for n, line in enumerate(block.lines, start=1):
            y = self._line(line[lang], n if block.numbered else 0, y)
        if block.note is not None:
            y += pen.text(MARGIN + 6, y, self.width - 6, block.note[lang], size, align="L", colour=(90,) * 3) + 0.6
        if block.table:
            y = self._table(block, y + 0.5)
        return y

    def _line(self, text: str, number: int, y: float) -> float:
        """A bullet (number 0) or a numbered step: its mark in the game's colour, its words beside."""
        pen, size = self.pen, self.size
        indent = 7.0
        line_height = size * PT * 1.2
        mid = y + line_height / 2
        if number:
            radius = size * PT * 0.62
            pen.disc(MARGIN + radius + 0.2, mid, radius, fill=self.accent, edge=None)
            pen.centred(MARGIN + radius + 0.2, mid, str(number), size * 0.85, bold=True, colour=(255, 255, 255))
        else:
            pen.disc(MARGIN + 1.6, mid, size * PT * 0.22, fill=self.accent, edge=None)
        height = pen.text(MARGIN + indent, y, self.width - indent, text, size, align="L", colour=INK)
        return y + height + size * PT * 0.35

    def _table(self, block: Block, y: float) -> float:
        pdf, lang, size = self.pdf, self.lang, self.size - 0.5
        pdf.set_xy(MARGIN, y)
        pdf.set_font("body", "", size)
        pdf.set_text_color(*INK)
        pdf.set_draw_color(*tint(self.accent, 0.5))
        pdf.set_fill_color(255, 255, 255)  # the rows between the striped ones
        pdf.set_line_width(0.2)
        heading = FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=self.accent)
        # Columns as wide as their longest text asks, within bounds.
        widths = [min(max(max(len(row[c][lang]) for row in block.table), 4), 48) for c in range(len(block.table[0]))]
        with pdf.table(
            col_widths=widths,
            text_align="LEFT",
            v_align="TOP",
            line_height=size * PT * 1.3,
            headings_style=heading,
            cell_fill_color=tint(self.accent, 0.9),
            cell_fill_mode="ROWS",
            wrapmode=self.pen.wrap,
            padding=1,
        ) as table:
            for cells in block.table:
                row = table.row()
                for cell in cells:
                    row.cell(cell[lang])
        pdf.set_xy(MARGIN, pdf.get_y())
        return pdf.get_y() + 0.5


def _fits(layout: _Layout) -> float | None:
    """How far the sheet reaches in this layout, or None if it runs into the footer or over the page."""
    end = layout.build()
    return end if end <= layout.bottom and layout.pdf.page == layout.pdf.pages_count else None


@cache
def render(game: str, sheet_id: str, lang: str) -> bytes:
    """One aid sheet of `game` in `lang` as an A5 PDF (SheetTooLong if it cannot fit its page)."""
    return fitted(game, sheet_of(game, sheet_id), normalise_language(lang))


def fitted(game: str, sheet: Sheet, lang: str) -> bytes:
    """`sheet` set in the largest type that fits one page, the spare height shared out between its blocks.

    The sizes are tried by halving on a scratch document, then the sheet is set anew at the size
    found. SheetTooLong if even the smallest type runs into the footer.
    """
    scratch = new_pdf(lang)
    low, high = 0, len(SIZES)  # SIZES falls: find the first (largest) size that fits
    spare: dict[int, float] = {}  # size index -> the height left above the footer
    while low < high:
        middle = (low + high) // 2
        trial = _Layout(game, sheet, lang, SIZES[middle], 0.0, scratch)
        end = _fits(trial)
        if end is None:
            low = middle + 1
        else:
            spare[middle], high = trial.bottom - end, middle
    if low not in spare:
        raise SheetTooLong(f"{game}/{sheet.id}/{lang} does not fit one A5 page even at {SIZES[-1]} pt")
    spread = min(spare[low] / max(len(sheet.blocks) - 1, 1), MOST_SPREAD)
    final = _Layout(game, sheet, lang, SIZES[low], spread)
    final.build()
    return bytes(final.pdf.output())


def file_name(game: str, sheet_id: str, lang: str) -> str:
    return f"parlour-{game}-{sheet_id}-{normalise_language(lang)}.pdf"


def write_all(game: str, lang: str, folder: Path) -> list[Path]:
    """The three sheets of `game` in `lang`, written into `folder` (created if needed)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for sheet in catalogue.content(game).sheets:
        path = folder / file_name(game, sheet.id, lang)
        path.write_bytes(render(game, sheet.id, lang))
        paths.append(path)
    return paths
