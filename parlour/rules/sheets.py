"""Printable A5 aid sheets, one page each: setup, a player sheet and the turn flow (fpdf2).

Fonts travel with the Python packages, so a fresh machine prints every language: DejaVu Sans
(shipped inside matplotlib, already a dependency) for English, French and Spanish, and Noto Sans
CJK TC (the `noto-cjk-sans-otc` package) for Traditional Chinese; each PDF embeds the subset it
uses. Sheets are built once per game, sheet and language, then served from memory.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

import matplotlib
import noto_cjk_sans_otc
from fontTools import subset
from fontTools.ttLib import TTFont
from fpdf import FPDF
from fpdf.enums import WrapMode, XPos, YPos
from fpdf.fonts import FontFace

from parlour.engine.i18n import normalise_language, translate
from parlour.rules import catalogue
from parlour.rules.model import Block, Sheet

A5 = (148.0, 210.0)  # mm
MARGIN = 11.0  # mm
ACCENT = (122, 59, 18)
STRIPE = (246, 239, 231)
SIZES = (10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0)  # tried in turn until the sheet fits on one page
NOTO_TC = 3  # Noto Sans CJK TC's index in the collection (JP, KR, SC, TC, HK, ...)
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)  # a fixed creation date: the same sheet, the same bytes


class _Page(FPDF):
    """An A5 page whose footer names the game and the sources."""

    footer_text = ""

    def footer(self) -> None:
        self.set_y(-MARGIN)
        self.set_font("body", size=7)
        self.set_text_color(128)
        self.cell(0, 4, self.footer_text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)


def _chinese_text() -> str:
    """Every character a Chinese sheet may print: the sheets, titles and footers of every game."""
    parts = ["0123456789 .,:;·•()+-–/%", translate("rules.sheet.footer", "zh-Hant", game="", sources="")]
    for game in catalogue.game_ids():
        parts.append(catalogue.game_name(game, "zh-Hant"))
        for sheet in catalogue.content(game).sheets:
            parts.append(sheet.title["zh-Hant"])
            for block in sheet.blocks:
                texts = [
                    *([block.heading] if block.heading else []),
                    *block.lines,
                    *(c for row in block.table for c in row),
                ]
                parts.extend(t["zh-Hant"] for t in texts)
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
    if lang == "zh-Hant":
        path = chinese_font()
        pdf.add_font("body", fname=path)
        pdf.add_font("body", style="B", fname=path)  # Noto Sans CJK TC comes here in one weight
        return
    folder = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    pdf.add_font("body", fname=str(folder / "DejaVuSans.ttf"))
    pdf.add_font("body", style="B", fname=str(folder / "DejaVuSans-Bold.ttf"))


def sheet_of(game: str, sheet_id: str) -> Sheet:
    for sheet in catalogue.content(game).sheets:
        if sheet.id == sheet_id:
            return sheet
    raise KeyError(f"{game} has no aid sheet {sheet_id!r}")


def _lines(pdf: FPDF, block: Block, lang: str, size: float, wrap: WrapMode) -> None:
    indent = 5.0
    for n, line in enumerate(block.lines, start=1):
        mark = f"{n}." if block.numbered else "•"
        y = pdf.get_y()
        pdf.set_font("body", "B" if block.numbered else "", size)
        pdf.cell(indent, size * 0.5, mark)
        pdf.set_font("body", "", size)
        pdf.set_xy(pdf.l_margin + indent, y)
        pdf.multi_cell(0, size * 0.5, line[lang], align="L", wrapmode=wrap, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        pdf.ln(size * 0.1)


def _table(pdf: FPDF, block: Block, lang: str, size: float, wrap: WrapMode) -> None:
    pdf.set_font("body", "", size - 0.5)
    heading = FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=ACCENT)
    # Columns as wide as their longest text asks, within bounds: a hero's power needs more than its strength.
    widths = [min(max(max(len(row[c][lang]) for row in block.table), 4), 48) for c in range(len(block.table[0]))]
    with pdf.table(
        col_widths=widths,
        text_align="LEFT",
        v_align="TOP",
        line_height=(size - 0.5) * 0.5,
        headings_style=heading,
        cell_fill_color=STRIPE,
        cell_fill_mode="ROWS",
        wrapmode=wrap,
        padding=1,
    ) as table:
        for cells in block.table:
            row = table.row()
            for cell in cells:
                row.cell(cell[lang])
    pdf.ln(1)


def _build(game: str, sheet: Sheet, lang: str, size: float) -> _Page:
    pdf = _Page(format=A5, unit="mm")
    pdf.set_creation_date(EPOCH)
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(True, margin=MARGIN + 4)
    _fonts(pdf, lang)
    name = catalogue.game_name(game, lang)
    title = f"{name} · {sheet.title[lang]}"
    pdf.set_title(title)
    pdf.set_author("Parlour")
    pdf.set_subject(translate(f"rules.sheet.{sheet.id}", lang))
    pdf.set_lang(lang)
    seeds = sorted({s.seed for s in (sheet.source, *catalogue.content(game).card.sources) if s is not None})
    pdf.footer_text = translate("rules.sheet.footer", lang, game=name, sources=", ".join(seeds))
    wrap = WrapMode.CHAR if lang == "zh-Hant" else WrapMode.WORD
    pdf.add_page()
    pdf.set_text_color(*ACCENT)
    pdf.set_font("body", "B", size + 6)
    pdf.multi_cell(0, (size + 6) * 0.5, title, align="L", wrapmode=wrap, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(2)
    for block in sheet.blocks:
        if block.heading is not None:
            pdf.ln(1.5)
            pdf.set_text_color(*ACCENT)
            pdf.set_font("body", "B", size + 1.5)
            pdf.multi_cell(
                0,
                (size + 1.5) * 0.5,
                block.heading[lang],
                align="L",
                wrapmode=wrap,
                new_x=XPos.LMARGIN,
                new_y=YPos.NEXT,
            )
            pdf.ln(0.8)
        pdf.set_text_color(0)
        _lines(pdf, block, lang, size, wrap)
        if block.table:
            _table(pdf, block, lang, size, wrap)
    return pdf


@cache
def render(game: str, sheet_id: str, lang: str) -> bytes:
    """One aid sheet of `game` in `lang` as an A5 PDF, its type shrunk until it fits one page."""
    lang = normalise_language(lang)
    sheet = sheet_of(game, sheet_id)
    for size in SIZES:
        pdf = _build(game, sheet, lang, size)
        if pdf.pages_count == 1:
            break
    return bytes(pdf.output())  # at the smallest size it may run over; tests/rules/test_sheets.py checks one page


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
