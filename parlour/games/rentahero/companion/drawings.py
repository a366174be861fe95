"""Rent a Hero's aid-sheet figures: the seven heroes of the deck, each hero's card as printed
(strength top left, name and power, required strength bottom right) and a turn around the table.

A card's required strength is drawn as the seven strengths with those it lets through filled in,
computed by the engine's own `meets` (for the Black Knight and the Wizard, one row per player
count). Names and powers are the catalogue's words.
"""

from __future__ import annotations

import math

from parlour.games.rentahero import RENTAHERO
from parlour.games.rentahero.cards import COPIES, DECK_SIZE, HEROES, allowed
from parlour.games.rentahero.state import BAND_START, HAND_START
from parlour.rules.drawing import INK, PAPER, PT, Colour, Drawing, Pen, tint

ACCENT: Colour = (47, 111, 79)  # the colour of Rent a Hero's table on the web (renderer.css)
PLAYERS = tuple(range(RENTAHERO.min_players, RENTAHERO.max_players + 1))
BACK: Colour = (60, 84, 72)
TURNED = 4  # the sheets' example: a Dog Trainer turned asks for an odd strength
BAND = (3, 6)  # the setup sheet's example: two different heroes dealt face up


def by_players(hero: int) -> bool:
    """Whether what `hero` requires depends on the number of players (the Black Knight, the Wizard)."""
    return len({allowed(hero, players) for players in PLAYERS}) > 1


def requirement_words(pen: Pen, hero: int) -> str:
    if by_players(hero):
        return pen.words(f"rentahero.card.requires.{hero}")
    return pen.words(f"rentahero.requires.{hero}", players="")


def person(pen: Pen, cx: float, cy: float, size: float, colour: Colour) -> None:
    """A seat at the table: a head and shoulders `size` mm tall, centred on (cx, cy)."""
    pen.disc(cx, cy - size * 0.22, size * 0.2, fill=colour, edge=None)
    pen.box(cx - size * 0.3, cy + 0.02 * size, size * 0.6, size * 0.42, fill=colour, edge=None, radius=size * 0.2)


def pips(pen: Pen, x: float, y: float, pip: float, hero: int, players: int) -> float:
    """The seven strengths in a row, those `hero`'s card lets through filled; returns the width."""
    lets = allowed(hero, players)
    for strength in HEROES:
        px = x + (strength - 1) * (pip + 0.5)
        on = strength in lets
        pen.box(px, y, pip, pip, fill=ACCENT if on else PAPER, edge=ACCENT if on else (170,) * 3, radius=0.5, line=0.25)
        pen.centred(
            px + pip / 2, y + pip / 2, str(strength), pip / PT * 0.62, bold=on, colour=PAPER if on else (150,) * 3
        )
    return len(HEROES) * (pip + 0.5)


def badge(pen: Pen, cx: float, cy: float, r: float, text: str) -> None:
    """A hero's strength, top left of its card."""
    pen.disc(cx, cy, r, fill=ACCENT, edge=None)
    size = pen.fits(text, r / PT * 1.05, r * 1.7, bold=True, font="sym")
    pen.centred(cx, cy, text, size, bold=True, colour=PAPER)


def hero_card(pen: Pen, x: float, y: float, w: float, h: float, hero: int) -> None:
    """A hero's card as printed: strength, name, power, required strength (bottom right)."""
    size = pen.size * 0.85
    pen.box(x, y, w, h, fill=tint(ACCENT, 0.92), edge=ACCENT, radius=2, line=0.4)
    r = min(h * 0.17, 4.2)
    badge(pen, x + r + 1.5, y + r + 1.5, r, str(hero))
    tx = x + 2 * r + 3.5
    room = x + w - tx - 1.5
    name = pen.words(f"rentahero.hero.{hero}")
    ty = y + 1.4
    ty += pen.text(tx, ty, room, name, pen.fits(name, size + 1, room, bold=True), bold=True, align="L")
    pen.text(tx, ty + 0.3, room, pen.words(f"rentahero.card.power.{hero}"), size, align="L")
    pip = min(h * 0.12, 3.2)
    rows = PLAYERS if by_players(hero) else (PLAYERS[0],)
    width = len(HEROES) * (pip + 0.5)
    px = x + w - width - 1.5
    top = y + h - len(rows) * (pip + 0.6) - 1.2
    for n, players in enumerate(rows):
        py = top + n * (pip + 0.6)
        pips(pen, px, py, pip, hero, players)
        if len(rows) > 1:
            pen.centred(px - 4.2, py + pip / 2, str(players), pip / PT * 0.7, bold=True, colour=ACCENT)
            person(pen, px - 1.9, py + pip / 2, pip * 0.95, ACCENT)
    words = requirement_words(pen, hero)
    left = px - (6.5 if len(rows) > 1 else 1.5) - (x + 1.8)
    height = pen.text_height(left, words, size * 0.9)
    pen.text(x + 1.8, y + h - height - 1.2, left, words, size * 0.9, align="L", colour=(70,) * 3)


def legend_card(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """How to read a card: its parts named where they are printed."""
    size = pen.size * 0.85
    grey: Colour = (90, 90, 90)
    pen.box(x, y, w, h, fill=PAPER, edge=ACCENT, radius=2, line=0.4)
    r = min(h * 0.17, 4.2)
    badge(pen, x + r + 1.5, y + r + 1.5, r, f"{HEROES[0]}–{HEROES[-1]}")
    tx = x + 2 * r + 3.5
    room = x + w - tx - 1.5
    ty = y + 1.4
    strength = pen.words("rentahero.card.label.strength")
    ty += pen.text(tx, ty, room, f"← {strength}", size, bold=True, align="L", colour=ACCENT)
    ty += pen.text(tx, ty + 0.3, room, pen.words("rentahero.card.label.name"), size, bold=True, align="L", colour=grey)
    pen.text(tx, ty + 0.3, room, pen.words("rentahero.card.label.power"), size, align="L", colour=grey)
    required = pen.words("rentahero.card.label.required")
    pip = min(h * 0.12, 3.2)
    width = len(HEROES) * (pip + 0.5)
    px = x + w - width - 1.5
    py = y + h - pip - 1.8
    pips(pen, px, py, pip, TURNED, PLAYERS[0])
    left = px - x - 4
    height = pen.text_height(left, f"{required} →", size, bold=True)
    pen.text(x + 1.8, py + pip - height + 0.3, left, f"{required} →", size, bold=True, align="R", colour=ACCENT)


def _heroes(pen: Pen, x: float, y: float, width: float) -> float:
    """The seven heroes' cards, two to a row, and a last card that names a card's parts."""
    gap = 3.0
    w = (width - gap) / 2
    h = pen.size * 2.55
    slots = len(HEROES) + 1
    for n in range(slots):
        row, col = divmod(n, 2)
        cx, cy = x + col * (w + gap), y + row * (h + gap)
        if n < len(HEROES):
            hero_card(pen, cx, cy, w, h, HEROES[n])
        else:
            legend_card(pen, cx, cy, w, h)
    rows = (slots + 1) // 2
    return rows * h + (rows - 1) * gap + 0.5


def _deck(pen: Pen, x: float, y: float, width: float) -> float:
    """The deck: the seven heroes, eleven cards each."""
    gap = 1.6
    w = (width - gap * (len(HEROES) - 1)) / len(HEROES)
    h = w * 1.05
    size = pen.size * 0.78
    names = [pen.words(f"rentahero.hero.{hero}") for hero in HEROES]
    size = min(pen.fits(word, size, w - 1.6, bold=True) for name in names for word in name.split())
    for n, hero in enumerate(HEROES):
        cx = x + n * (w + gap)
        pen.box(cx, y, w, h, fill=tint(ACCENT, 0.92), edge=ACCENT, radius=1.5, line=0.35)
        r = w * 0.16
        badge(pen, cx + r + 1, y + r + 1, r, str(hero))
        name = pen.words(f"rentahero.hero.{hero}")
        pen.text(cx + 0.8, y + 2 * r + 2, w - 1.6, name, size, bold=True, align="C")
        pen.centred(cx + w / 2, y + h + 2.4, f"×{COPIES}", size + 1, bold=True, colour=ACCENT)
    total = f"{len(HEROES)} × {COPIES} = {DECK_SIZE}"
    pen.text(x, y + h + 5.6, width, total, size + 0.5, bold=True, align="C", font="sym", colour=ACCENT)
    return h + 5.6 + (size + 0.5) * PT * 1.2 + 0.5


def mini_hero(pen: Pen, x: float, y: float, w: float, h: float, hero: int) -> None:
    """A hero face up, small: its strength and its name."""
    pen.box(x, y, w, h, fill=tint(ACCENT, 0.92), edge=ACCENT, radius=1.2, line=0.35)
    r = w * 0.17
    badge(pen, x + r + 0.8, y + r + 0.8, r, str(hero))
    name = pen.words(f"rentahero.hero.{hero}")
    size = min(pen.fits(word, pen.size * 0.62, w - 1.2, bold=True) for word in name.split())
    pen.text(x + 0.6, y + 2 * r + 1.4, w - 1.2, name, size, bold=True)


def _zone(pen: Pen, x: float, y: float, width: float) -> float:
    """The table at the start: the deck and the discard pile shared by all; before each player his
    band of two heroes face up, his hand face down and room for his eliminated heroes."""
    size = pen.size * 0.8
    w = pen.size * 1.25
    h = w * 1.35
    top = y + size * PT * 1.25 + 0.8
    shared = width * 0.3
    column = (shared - 4) / 2
    # Before each player, left to right: his band, his hand fanned, room for his eliminated heroes;
    # the cards as large as the room holds (the shared piles keep theirs).
    px = x + shared + 2.5
    fan = 0.3
    pw = min(w, (width - shared - 12) / (BAND_START + 1 + fan * (HAND_START - 1) + 1))
    ph = pw * 1.35
    starts = (
        px,
        px + BAND_START * (pw + 1) + 3,
        px + BAND_START * (pw + 1) + 3 + pw * (1 + fan * (HAND_START - 1)) + 4,
    )
    labels = [
        (x + 1.5 + n * column, column, pen.words(key), "C")
        for n, key in enumerate(("rentahero.sheet.deck", "rentahero.sheet.discard"))
    ]
    ends = (starts[1] - 1, starts[2] - 1, x + width - 1)
    keys = ("rentahero.sheet.band", "rentahero.sheet.hand", "rentahero.sheet.eliminated")
    labels += [(b, e - b, pen.words(key), "L") for key, b, e in zip(keys, starts, ends, strict=True)]
    under = top + max(h, ph) + 1.2
    tallest = max(pen.text_height(lw, words, size * 0.9) for _, lw, words, _ in labels)
    height = under + tallest + 1 - y
    for bx, bw in ((x, shared - 2), (x + shared + 1, width - shared - 1)):  # the two panels, first
        pen.box(bx, y - 0.5, bw, height + 0.5, fill=tint(ACCENT, 0.94), edge=None, radius=2)
    for tx, key in ((x + 1.5, "rentahero.sheet.common"), (px, "rentahero.sheet.yours")):
        pen.text(tx, y, column * 2, pen.words(key), size, bold=True, align="L", colour=ACCENT)
    deck_x = x + 1.5 + (column - w) / 2
    for k in range(3):
        face_down(pen, deck_x + k * 0.7, top + (2 - k) * 0.6, w, h)
    pen.box(x + 1.5 + column + (column - w) / 2, top, w, h, fill=None, edge=(150,) * 3, radius=1.2, line=0.3)
    for k, hero in enumerate(BAND[:BAND_START]):
        mini_hero(pen, px + k * (pw + 1), top, pw, ph, hero)
    for k in range(HAND_START):
        face_down(pen, starts[1] + k * fan * pw, top, pw, ph)
    pen.box(starts[2], top, pw, ph, fill=None, edge=(150,) * 3, radius=1.2, line=0.3)
    for lx, lw, words, align in labels:
        pen.text(lx, under, lw, words, size * 0.9, align=align)
    return height + 0.5


def face_down(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    pen.box(x, y, w, h, fill=BACK, edge=INK, radius=w * 0.12, line=0.3)
    pen.box(x + 0.8, y + 0.8, w - 1.6, h - 1.6, fill=None, edge=tint(BACK, 0.5), radius=w * 0.1, line=0.2)


def _round(pen: Pen, x: float, y: float, width: float) -> float:
    """A turn seen from above, four players round the table: the active player turns the top card,
    the wandering hero goes face down to the left, round the table, back to him."""
    size = pen.size * 0.82
    height = pen.size * 5.4
    seat = pen.size * 0.8
    cx, cy = x + width / 2, y + height * 0.47
    a, b = width * 0.27, height * 0.38
    pen.pdf.set_draw_color(*ACCENT)
    pen.pdf.set_line_width(0.45)
    pen.pdf.ellipse(cx - a, cy - b, 2 * a, 2 * b, style="D")
    for degrees in (135, 225, 315, 45):  # clockwise seen from above: each player passes to his left
        theta = math.radians(degrees)
        px, py = cx + a * math.cos(theta), cy + b * math.sin(theta)
        pen.head(px, py, math.atan2(b * math.cos(theta), -a * math.sin(theta)), ACCENT, 2.4)
    # The table: the deck and, turned onto the discard pile, the card whose required strength counts.
    table = (cx - a * 0.62, cy - b * 0.62, a * 1.24, b * 1.24)
    pen.box(*table, fill=tint(ACCENT, 0.88), edge=None, radius=3)
    cw = pen.size * 0.9
    chh = cw * 1.35
    top = table[1] + 1.5
    face_down(pen, cx - cw - 1.2, top, cw, chh)
    pen.box(cx + 1.2, top, cw, chh, fill=PAPER, edge=ACCENT, radius=1, line=0.35)
    badge(pen, cx + 1.2 + cw / 2, top + chh * 0.38, cw * 0.3, str(TURNED))
    pip = cw / 7.5
    for strength in HEROES:  # a tiny row of what the turned card lets through
        on = strength in allowed(TURNED, PLAYERS[1])
        px = cx + 1.2 + (cw - len(HEROES) * (pip + 0.2)) / 2 + (strength - 1) * (pip + 0.2)
        pen.box(px, top + chh * 0.78, pip, pip, fill=ACCENT if on else PAPER, edge=ACCENT, radius=0, line=0.12)
    pen.text(table[0] + 1.5, top + chh + 0.8, table[2] - 3, pen.words("rentahero.sheet.turned"), size * 0.9)
    # The seats on the ring; the active player at the bottom.
    seats = [(cx, cy + b), (cx - a, cy), (cx, cy - b), (cx + a, cy)]
    for n, (sx, sy) in enumerate(seats):
        pen.disc(sx, sy, seat * 0.62, fill=PAPER, edge=ACCENT if n == 0 else (150,) * 3)
        person(pen, sx, sy + seat * 0.05, seat * 0.85, ACCENT if n == 0 else (110,) * 3)
    pen.text(cx - 30, cy + b + seat * 0.7, 60, pen.words("rentahero.sheet.active"), size, bold=True, colour=ACCENT)
    # The wandering hero on its way to the left, face down.
    theta = math.radians(135)
    wx, wy = cx + a * math.cos(theta), cy + b * math.sin(theta)
    face_down(pen, wx - cw * 0.9, wy - cw * 0.2, cw * 0.62, cw * 0.85)
    side = cx - a - x - 2
    for words, ty, align, bold in (
        (pen.words("rentahero.sheet.wandering"), cy + b * 0.45, "R", False),
        (pen.words("rentahero.sheet.choices"), cy - b * 0.75, "R", False),
    ):
        pen.text(x, ty, side, words, size, bold=bold, align=align)
    pen.text(
        cx + a + 3, cy + b * 0.45, side, pen.words("rentahero.sheet.forced"), size, bold=True, align="L", colour=ACCENT
    )
    return height + 0.5


DRAWINGS: dict[str, Drawing] = {
    "deck": Drawing(_deck, count=DECK_SIZE),
    "heroes": Drawing(_heroes, count=len(HEROES)),
    "round": Drawing(_round),
    "zone": Drawing(_zone),
}
