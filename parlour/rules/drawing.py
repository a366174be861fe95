"""What a game's aid-sheet drawings draw with: a pen on the sheet's page, in the sheet's language.

A game's companion may have a `drawings` module whose `DRAWINGS` maps a figure name (a sheet
block's `figure`) to a `Drawing`. The sheet calls it with a pen and the box it may use (left
edge, top, width); the drawing returns the height it took. Drawings use vector primitives only
(rounded rectangles, circles, polygons, lines, text), so a sheet prints sharp at any size and
stays the same bytes from build to build.

Two fonts are named: "body" (the sheet's language: DejaVu Sans, or Noto Sans CJK TC for Chinese)
for words, and "sym" (DejaVu Sans in every language: on a Latin sheet the body font itself) for
numbers and symbols such as ♥♦♣♠, so a card looks the same on every sheet.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fpdf import FPDF
from fpdf.enums import WrapMode

from parlour.engine.i18n import translate

Colour = tuple[int, int, int]
INK: Colour = (34, 34, 34)
PAPER: Colour = (255, 255, 255)
GREY: Colour = (120, 120, 120)
PT = 25.4 / 72  # one point in millimetres


class Pen:
    """Draws on one sheet's page: shapes in millimetres, type sizes in points."""

    def __init__(self, pdf: FPDF, lang: str, size: float, accent: Colour) -> None:
        self.pdf = pdf
        self.lang = lang
        self.size = size  # the sheet's body size: drawings scale their type from it
        self.accent = accent
        self.wrap = WrapMode.CHAR if lang == "zh-Hant" else WrapMode.WORD

    def font(self, name: str, bold: bool, size: float) -> None:
        """Sets "body" or "sym" (which is "body" but on a Chinese sheet)."""
        family = "sym" if name == "sym" and self.lang == "zh-Hant" else "body"
        self.pdf.set_font(family, "B" if bold else "", size)

    def words(self, key: str, **params: Any) -> str:
        """A catalogue text in the sheet's language."""
        return translate(key, self.lang, **params)

    def box(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: Colour | None = PAPER,
        edge: Colour | None = INK,
        radius: float = 1.5,
        line: float = 0.3,
    ) -> None:
        """A rectangle with rounded corners (a card, a panel, a badge)."""
        self.pdf.set_line_width(line)
        if fill is not None:
            self.pdf.set_fill_color(*fill)
        if edge is not None:
            self.pdf.set_draw_color(*edge)
        style = "DF" if fill is not None and edge is not None else ("F" if fill is not None else "D")
        self.pdf.rect(x, y, w, h, style=style, round_corners=radius > 0, corner_radius=radius)

    def disc(self, cx: float, cy: float, r: float, fill: Colour | None, edge: Colour | None = INK) -> None:
        """A circle centred on (cx, cy): a token, a pip, a medal."""
        self.pdf.set_line_width(0.3)
        if fill is not None:
            self.pdf.set_fill_color(*fill)
        if edge is not None:
            self.pdf.set_draw_color(*edge)
        style = "DF" if fill is not None and edge is not None else ("F" if fill is not None else "D")
        self.pdf.circle(cx, cy, r, style=style)

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: Colour = INK, width: float = 0.35) -> None:
        self.pdf.set_draw_color(*colour)
        self.pdf.set_line_width(width)
        self.pdf.line(x1, y1, x2, y2)

    def arrow(self, x1: float, y1: float, x2: float, y2: float, colour: Colour = INK, width: float = 0.4) -> None:
        """A straight arrow from (x1, y1) to a filled head at (x2, y2)."""
        angle = math.atan2(y2 - y1, x2 - x1)
        head = 1.8
        base = (x2 - head * math.cos(angle), y2 - head * math.sin(angle))
        self.line(x1, y1, base[0], base[1], colour, width)
        self.head(x2, y2, angle, colour, head)

    def head(self, x: float, y: float, angle: float, colour: Colour = INK, size: float = 1.8) -> None:
        """An arrowhead with its tip at (x, y), pointing along `angle` (radians)."""
        left = (x - size * math.cos(angle - 0.45), y - size * math.sin(angle - 0.45))
        right = (x - size * math.cos(angle + 0.45), y - size * math.sin(angle + 0.45))
        self.pdf.set_fill_color(*colour)
        self.pdf.set_draw_color(*colour)
        self.pdf.set_line_width(0.2)
        self.pdf.polygon([(x, y), left, right], style="DF")

    def text(
        self,
        x: float,
        y: float,
        w: float,
        text: str,
        size: float,
        *,
        bold: bool = False,
        align: str = "C",
        colour: Colour = INK,
        font: str = "body",
        leading: float = 1.2,
    ) -> float:
        """Words wrapped in a box `w` wide from (x, y); returns the height they took."""
        lines = self.lines(w, text, size, bold=bold, font=font)
        self.pdf.set_text_color(*colour)
        self.pdf.set_xy(x, y)
        height = size * PT * leading
        # Noto Sans CJK TC comes in one weight: its bold is the regular weight with its outline drawn.
        fake_bold = bold and font == "body" and self.lang == "zh-Hant"
        with self.pdf.local_context(
            text_mode="FILL_STROKE" if fake_bold else "FILL", line_width=size * 0.006, draw_color=colour
        ):
            for n, line in enumerate(lines):  # one cell a line: the breaks are ours, never redone
                self.pdf.set_xy(x, y + n * height)
                self.pdf.cell(w, height, line, align=align)
        self.pdf.set_xy(x, y + len(lines) * height)
        return len(lines) * height

    def text_height(self, w: float, text: str, size: float, *, bold: bool = False, font: str = "body") -> float:
        """The height `text` would take in a box `w` wide, drawn by `text`."""
        return len(self.lines(w, text, size, bold=bold, font=font)) * size * PT * 1.2

    def lines(self, w: float, text: str, size: float, *, bold: bool = False, font: str = "body") -> list[str]:
        """`text` broken into lines that fit `w`: between words, or for Chinese between any two
        characters except before closing punctuation, after opening punctuation or inside a Latin
        word or number (« hanab.live », « 25 »)."""
        self.font(font, bold, size)
        if self.lang != "zh-Hant" or font != "body":
            found = self.pdf.multi_cell(w, 1, text, wrapmode=WrapMode.WORD, dry_run=True, output="LINES")
            assert isinstance(found, list)  # output="LINES" gives the lines alone
            return [str(line) for line in found]
        return cjk_lines(text, w, self.pdf.get_string_width)

    def centred(
        self,
        cx: float,
        cy: float,
        text: str,
        size: float,
        *,
        bold: bool = False,
        colour: Colour = INK,
        font: str = "sym",
    ) -> None:
        """One line of text centred on (cx, cy): a rank, a suit symbol, a number in a badge."""
        self.font(font, bold, size)
        self.pdf.set_text_color(*colour)
        width = self.pdf.get_string_width(text)
        # fpdf's text() sets the baseline: a capital's middle sits about 0.35 em above it.
        self.pdf.text(cx - width / 2, cy + size * PT * 0.35, text)

    def fits(self, text: str, size: float, w: float, *, bold: bool = False, font: str = "body") -> float:
        """The largest size up to `size` at which `text` fits on one line `w` wide."""
        self.font(font, bold, size)
        width = self.pdf.get_string_width(text)
        return size if width <= w else max(size * w / width, 4.0)


NO_LINE_START = set("。，、；：？！）」』】〉》”’…％,.;:!?)]}%")
NO_LINE_END = set("（「『【〈《“‘([{")
LATIN_RUN = re.compile(r"[A-Za-z0-9À-ÿ.+\-/\u00a0]+|[ \t]+|.")  # a no-break space binds


def cjk_lines(text: str, w: float, width: Callable[[str], float]) -> list[str]:
    """Chinese broken into lines no wider than `w` (as measured by `width`), by the rules of
    Chinese typesetting: no line starts with a closing mark nor ends with an opening one, and a
    run of Latin letters or digits stays whole."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        tokens = LATIN_RUN.findall(paragraph)
        line: list[str] = []
        for token in tokens:
            if not line or width("".join(line) + token) <= w:
                line.append(token)
                continue
            carried: list[str] = []
            # A closing mark takes the character before it to the next line (and that one, if a mark
            # too, the one before it); an opening mark goes down with what it opens.
            while len(line) > 1 and (carried or [token])[0][0] in NO_LINE_START:
                carried.insert(0, line.pop())
            while len(line) > 1 and line[-1][-1] in NO_LINE_END:
                carried.insert(0, line.pop())
            lines.append("".join(line).rstrip())
            line = [*carried, token] if not token.isspace() else carried
        last = "".join(line).rstrip()
        alone = len(last.rstrip("".join(NO_LINE_START))) <= 1
        if alone and lines and len(lines[-1]) > 3:  # no character left alone on the last line (but its marks)
            last, lines[-1] = lines[-1][-1] + last, lines[-1][:-1]
            while last[0] in NO_LINE_START and len(lines[-1]) > 3:
                last, lines[-1] = lines[-1][-1] + last, lines[-1][:-1]
        lines.append(last)
    return lines


def tint(colour: Colour, amount: float) -> Colour:
    """`colour` mixed with white: 0 is the colour, 1 is white."""
    r, g, b = colour
    return (round(r + (255 - r) * amount), round(g + (255 - g) * amount), round(b + (255 - b) * amount))


@dataclass(frozen=True)
class Drawing:
    """A figure of an aid sheet: `draw(pen, x, y, width)` draws it and returns its height.

    `count` is how many things it shows (heroes, steps) when a heading announces a number of
    them, so a test can hold the heading to it; 0 when it counts nothing.
    """

    draw: Callable[[Pen, float, float, float], float]
    count: int = 0
