"""Regicide's aid-sheet figures: the castle and the tavern, the suits and their powers, the royals
with their health and attack, the four steps of a turn, the solo medals.

Every number and symbol comes from the engine (`parlour.games.regicide.cards`, `state`) and every
word from the catalogue, so a sheet cannot say what the game does not do.
"""

from __future__ import annotations

from parlour.games.regicide import REGICIDE
from parlour.games.regicide.cards import (
    ENEMY_ATTACK,
    ENEMY_HEALTH,
    RANK_NAMES,
    RED_SUITS,
    ROYAL_VALUE,
    SUIT_SYMBOLS,
    SUITS,
    royals,
    tavern_cards,
)
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import MEDALS
from parlour.rules.drawing import INK, PAPER, PT, Colour, Drawing, Pen, tint

ACCENT: Colour = (140, 28, 28)  # the colour of Regicide's table on the web (renderer.css)
RED: Colour = (198, 40, 40)
BLACK: Colour = (34, 34, 34)
GOLD: Colour = (244, 226, 160)  # a royal's face, as the terminal's chips
JESTER: Colour = (106, 27, 154)
BACK: Colour = (92, 32, 32)
MEDAL_COLOURS: dict[str, Colour] = {"gold": (222, 180, 40), "silver": (190, 190, 196), "bronze": (196, 124, 64)}
ROYAL_RANKS = (11, 12, 13)
TAVERN_JESTERS = tuple(
    RegicideOptions(players=n).jesters_in_tavern for n in range(REGICIDE.min_players, REGICIDE.max_players + 1)
)
STEPS = ("play", "power", "damage", "suffer")  # « Les quatre étapes d'un tour » (seed 002)


def _ink(suit: str) -> Colour:
    return RED if suit in RED_SUITS else BLACK


def _suits_line(pen: Pen, x: float, cy: float, size: float) -> float:
    """♥♦♣♠ in their colours from x; returns the width taken."""
    step = size * PT * 0.95
    for n, suit in enumerate(SUITS):
        pen.centred(x + step * (n + 0.5), cy, SUIT_SYMBOLS[suit], size, colour=_ink(suit))
    return step * len(SUITS)


def royal_name(pen: Pen, rank: int) -> str:
    """ "Jack " (capitalised, a space after), or nothing where the name is the card's letter (Chinese « J »)."""
    name = pen.words(f"regicide.rank.{rank}")
    return "" if name == RANK_NAMES[rank] else f"{name[:1].upper()}{name[1:]} "


def card(pen: Pen, x: float, y: float, w: float, h: float, rank: int, suit: str) -> None:
    """A card face up: its rank and suit in the corner, the suit large in the middle; gold for a royal."""
    royal = rank in ROYAL_RANKS
    pen.box(x, y, w, h, fill=GOLD if royal else PAPER, edge=INK, radius=w * 0.1)
    corner = min(w * 0.42, 9.0) / PT * 0.55
    name = RANK_NAMES.get(rank, str(rank))
    pen.centred(x + w * 0.2, y + h * 0.13, name, corner, bold=True, colour=_ink(suit))
    pen.centred(x + w * 0.2, y + h * 0.28, SUIT_SYMBOLS[suit], corner * 0.8, colour=_ink(suit))
    pen.centred(x + w * 0.58, y + h * 0.6, SUIT_SYMBOLS[suit], min(w, h) * 0.5 / PT, colour=_ink(suit))


def jester(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """The jester: a star on purple, as on the table's chips."""
    pen.box(x, y, w, h, fill=JESTER, edge=INK, radius=w * 0.12)
    pen.centred(x + w / 2, y + h / 2, "★", min(w, h) * 0.6 / PT, colour=PAPER)


def back(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """A card face down."""
    pen.box(x, y, w, h, fill=BACK, edge=INK, radius=w * 0.1)
    pen.box(x + 1, y + 1, w - 2, h - 2, fill=None, edge=tint(BACK, 0.5), radius=w * 0.08, line=0.25)


def _castle(pen: Pen, x: float, y: float, width: float) -> float:
    """The castle as three layers (the Jacks on top), its top Jack turned up, and the tavern pile."""
    size = pen.size
    label = size * 0.95
    layer = size * 0.95  # mm: one layer of the castle
    tower = width * 0.5
    pen.text(x, y, tower, pen.words("regicide.ui.castle"), label, bold=True, align="L", colour=ACCENT)
    top = y + label * PT * 1.3 + 0.5
    for n, rank in enumerate(ROYAL_RANKS):  # Jacks on top: drawn first, at the top
        ly = top + n * (layer + 1.2)
        pen.box(x, ly, tower, layer, fill=GOLD, edge=INK, radius=1.2)
        mid = ly + layer / 2
        count = len(royals(rank))
        pen.centred(x + 4, mid, RANK_NAMES[rank], size + 1, bold=True)
        pen.text(x + 8, mid - size * PT * 0.6, 22, f"{royal_name(pen, rank)}×{count}", size * 0.85, align="L")
        _suits_line(pen, x + tower - 2 - size * 0.95 * PT * 0.95 * len(SUITS), mid, size * 0.95)
    bottom = top + 3 * layer + 2 * 1.2
    # The top Jack turned face up: the current enemy.
    cw, ch = layer * 1.5, layer * 2.1
    ex = x + tower + 4
    card(pen, ex, top, cw, ch, 11, SUITS[3])
    pen.arrow(ex + cw / 2, top + ch + 4, ex + cw / 2, top + ch + 0.8, ACCENT)
    pen.text(ex - 3, top + ch + 4.2, cw + 6, pen.words("regicide.sheet.top"), size * 0.75, colour=ACCENT)
    # The tavern: the Aces and 2 to 10 of the four suits, with the jesters the player count asks.
    tx = ex + cw + 5
    tw = x + width - tx
    pen.text(tx, y, tw, pen.words("regicide.ui.tavern"), label, bold=True, align="L", colour=ACCENT)
    bw, bh = min(tw * 0.42, layer * 1.5), layer * 2.1
    for n in range(3):
        back(pen, tx + n * 1.2, top + n * 0.9, bw, bh)
    count = len(tavern_cards(0))
    lines = f"A–10 ×{len(SUITS)} = {count}"
    room = tw - bw - 4
    fitted = pen.fits(lines, size * 0.85, room, font="sym")
    pen.text(tx + bw + 4, top + 0.5, room, lines, fitted, align="L", font="sym")
    jw = bw * 0.45
    jester(pen, tx + bw + 4, top + size * PT * 1.6 + 1.5, jw, jw * 1.35)
    more = f"+{min(TAVERN_JESTERS)}–{max(TAVERN_JESTERS)}"  # the jesters: none at 2 players, two at 4
    room = tw - bw - 6 - jw
    fitted = pen.fits(more, size * 0.85, room, font="sym")
    pen.text(tx + bw + 5 + jw, top + size * PT * 1.6 + 2, room, more, fitted, align="L", font="sym")
    return max(bottom, top + bh + 3) - y + 1


def _suits(pen: Pen, x: float, y: float, width: float) -> float:
    """The four suits as cards (a 7 of each), each with its power's name beside it."""
    column = width / len(SUITS)
    cw = min(column * 0.3, pen.size * 1.15)
    ch = cw * 1.4
    size = pen.size * 0.9
    room = column - cw - 3
    every = [w for suit in SUITS for w in pen.words(f"regicide.power.name.{suit}").split()]
    size = min(pen.fits(word, size, room, bold=True) for word in every)  # no word is cut
    for n, suit in enumerate(SUITS):
        cx = x + n * column
        card(pen, cx, y, cw, ch, 7, suit)
        words = pen.words(f"regicide.power.name.{suit}")
        height = pen.text_height(room, words, size, bold=True)
        pen.text(cx + cw + 1.5, y + (ch - height) / 2, room, words, size, bold=True, align="L", colour=_ink(suit))
    return ch + 0.5


def _royals(pen: Pen, x: float, y: float, width: float) -> float:
    """The Jack, Queen and King: each a card (four of each in the castle) with its health, its attack
    and what it is worth once recruited into the tavern."""
    column = width / len(ROYAL_RANKS)
    cw = min(column * 0.36, pen.size * 1.35)
    ch = cw * 1.4
    size = pen.size * 0.85
    for n, rank in enumerate(ROYAL_RANKS):
        cx = x + n * column
        card(pen, cx + 1.6, y + 1.2, cw, ch, rank, SUITS[2])  # a fan of the four suits
        card(pen, cx + 0.8, y + 0.6, cw, ch, rank, SUITS[1])
        card(pen, cx, y, cw, ch, rank, SUITS[0])
        lx = cx + cw + 3.5
        room = column - cw - 5
        ly = y
        name = f"{royal_name(pen, rank)}×{len(royals(rank))}"
        ly += pen.text(lx, ly, room, name, size + 0.8, bold=True, align="L")
        for key, value in (
            ("regicide.ui.health", ENEMY_HEALTH[rank]),
            ("regicide.ui.attack", ENEMY_ATTACK[rank]),
            ("regicide.sheet.recruited", ROYAL_VALUE[rank]),
        ):
            words = pen.words(key)
            badge = size * PT * 2.1
            pen.box(lx, ly + 0.4, badge, size * PT * 1.25, fill=tint(ACCENT, 0.85), edge=None, radius=0.8)
            pen.centred(lx + badge / 2, ly + 0.4 + size * PT * 0.62, str(value), size, bold=True, colour=ACCENT)
            fitted = pen.fits(words, size, room - badge - 1)
            ly += max(pen.text(lx + badge + 1, ly + 0.4, room - badge - 1, words, fitted, align="L"), size * PT * 1.25)
            ly += 0.4
    return max(ch + 1.5, ly - y) + 0.5


def _steps(pen: Pen, x: float, y: float, width: float) -> float:
    """The four steps as boxes with arrows between them, and the yield that goes straight to step 4."""
    size = pen.size * 0.85
    gap = 5.0
    box = (width - 3 * gap) / 4
    arc = size * PT * 2.6  # room above the boxes for the yield's arrow
    top = y + arc
    height = size * PT * 4.6
    for n, key in enumerate(STEPS):
        bx = x + n * (box + gap)
        pen.box(bx, top, box, height, fill=tint(ACCENT, 0.9), edge=ACCENT, radius=1.5)
        pen.disc(bx + 3.2, top + 3.2, 2.3, fill=ACCENT, edge=None)
        pen.centred(bx + 3.2, top + 3.2, str(n + 1), size, bold=True, colour=PAPER)
        words = pen.words(f"regicide.sheet.step.{key}")
        fitted = pen.fits(words, size, box - 7, bold=True)
        pen.text(bx + 6, top + 1.4, box - 7, words, fitted, bold=True, align="L", colour=ACCENT)
        cy = top + height * 0.68
        if key == "play":
            card(pen, bx + box / 2 - 5, cy - 3.4, 4.8, 6.8, 6, "spades")
            card(pen, bx + box / 2 + 0.4, cy - 3.4, 4.8, 6.8, 1, "clubs")
        elif key == "power":
            _suits_line(pen, bx + (box - size * 1.4 * PT * 0.95 * len(SUITS)) / 2, cy, size * 1.4)
        elif key == "damage":
            text = f"{SUIT_SYMBOLS['clubs']} ×2"
            pen.centred(bx + box / 2, cy, text, size * 1.3, bold=True)
        else:
            text = f"− {SUIT_SYMBOLS['spades']}"
            pen.centred(bx + box / 2, cy, text, size * 1.3, bold=True)
        if n:
            pen.arrow(bx - gap + 0.6, top + height / 2, bx - 0.6, top + height / 2, ACCENT)
    # Yield: from step 1 over steps 2 and 3, down into step 4.
    start, end = x + box * 0.5, x + 3 * (box + gap) + box * 0.5
    level = y + arc * 0.45
    pen.line(start, top, start, level, ACCENT, 0.35)
    pen.line(start, level, end, level, ACCENT, 0.35)
    pen.arrow(end, level, end, top - 0.4, ACCENT)
    words = pen.words("regicide.sheet.yield")
    fitted = pen.fits(words, size * 0.9, end - start - 8)
    label = pen.pdf.get_string_width(words) + 3
    mid = (start + end) / 2
    pen.box(mid - label / 2, level - fitted * PT * 0.7, label, fitted * PT * 1.4, fill=PAPER, edge=None, radius=0)
    pen.text(mid - label / 2, level - fitted * PT * 0.6, label, words, fitted, colour=ACCENT)
    return arc + height + 0.5


def _medals(pen: Pen, x: float, y: float, width: float) -> float:
    """The solo medals: gold with no jester flipped, silver with one, bronze with two."""
    size = pen.size * 0.85
    column = width / len(MEDALS)
    radius = size * PT * 1.3
    jw = radius * 0.95
    for n, (flipped, medal) in enumerate(sorted(MEDALS.items())):
        cx = x + n * column
        pen.disc(cx + radius, y + radius, radius, fill=MEDAL_COLOURS[medal], edge=INK)
        pen.centred(cx + radius, y + radius, str(flipped), size, bold=True)
        name = pen.words(f"regicide.medal.{medal}")
        pen.text(cx + 2 * radius + 1.5, y + 0.2, column - 2 * radius - 2, name, size, bold=True, align="L")
        for j in range(flipped):
            jester(pen, cx + 2 * radius + 1.5 + j * (jw + 1), y + size * PT * 1.3 + 0.3, jw, jw * 1.3)
    return 2 * radius + 0.8


DRAWINGS: dict[str, Drawing] = {
    "castle": Drawing(_castle),
    "suits": Drawing(_suits, count=len(SUITS)),
    "royals": Drawing(_royals, count=sum(len(royals(rank)) for rank in ROYAL_RANKS)),
    "steps": Drawing(_steps, count=len(STEPS)),
    "medals": Drawing(_medals, count=len(MEDALS)),
}
