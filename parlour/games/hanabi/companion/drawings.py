"""Hanabi's aid-sheet figures: the deck and the tokens, a clue, the fireworks and their score, what
each action does to the tokens.

A card is drawn in its colour with its colour's letter in the corner (the letter the terminal's
chips show), so the sheet reads in black and white and for the colour-blind. Counts come from the
engine (`parlour.games.hanabi.cards`, `state`), words from the catalogue.
"""

from __future__ import annotations

from parlour.games.hanabi.cards import BASE_SUITS, COPIES, RANKS, Card, Suit, build_deck
from parlour.games.hanabi.state import MAX_CLUE_TOKENS, MAX_STRIKES, rating
from parlour.rules.drawing import INK, PAPER, PT, Colour, Drawing, Pen, tint

ACCENT: Colour = (224, 123, 0)  # the colour of Hanabi's table on the web (renderer.css)
FACES: dict[str, tuple[Colour, Colour]] = {  # a card's colour and the ink on it
    "red": ((206, 44, 44), PAPER),
    "yellow": ((246, 200, 40), INK),
    "green": ((48, 150, 72), PAPER),
    "blue": ((36, 102, 204), PAPER),
    "white": ((248, 248, 242), INK),
    "multi": ((150, 62, 170), PAPER),
}
BLUE_TOKEN: Colour = (36, 102, 204)
RED_TOKEN: Colour = (206, 44, 44)
# The sheets' examples: a partner's hand and the fireworks at the end of a game (suit index, rank).
HAND = (Card(0, 1), Card(3, 3), Card(0, 4), Card(1, 1), Card(2, 2))
FIREWORKS = (3, 5, 2, 4, 1)  # the highest card of each firework, in the order of BASE_SUITS


def card(pen: Pen, x: float, y: float, w: float, h: float, suit: Suit, rank: int, touched: bool = False) -> None:
    """A card face up: its colour, its colour's letter in the corner, its rank large."""
    fill, ink = FACES[suit.colour]
    pen.box(x, y, w, h, fill=fill, edge=ACCENT if touched else INK, radius=w * 0.14, line=0.9 if touched else 0.3)
    pen.centred(x + w * 0.24, y + h * 0.16, suit.letter, w * 0.36 / PT, bold=True, colour=ink)
    if w >= 6:  # a card big enough to be read from its top edge (in a pile) shows its rank there too
        pen.centred(x + w * 0.78, y + h * 0.16, str(rank), w * 0.3 / PT, bold=True, colour=ink)
    pen.centred(x + w / 2, y + h * 0.6, str(rank), w * 0.62 / PT, bold=True, colour=ink)


def token(pen: Pen, cx: float, cy: float, r: float, colour: Colour) -> None:
    pen.disc(cx, cy, r, fill=colour, edge=INK)
    pen.disc(cx, cy, r * 0.55, fill=None, edge=tint(colour, 0.55))


def _tokens_row(pen: Pen, x: float, y: float, width: float) -> float:
    """The 8 blue tokens and the 3 red ones, each row with its words."""
    size = pen.size * 0.85
    r = size * PT * 0.62
    height = 2 * r + 0.6
    for n, (count, colour, key) in enumerate(
        ((MAX_CLUE_TOKENS, BLUE_TOKEN, "hanabi.sheet.blue-tokens"), (MAX_STRIKES, RED_TOKEN, "hanabi.sheet.red-tokens"))
    ):
        ry = y + n * (height + 0.8)
        pen.centred(x + 2.5, ry + r, str(count), size + 1, bold=True)
        for i in range(count):
            token(pen, x + 7 + r + i * (2 * r + 0.8), ry + r, r, colour)
        lx = x + 7 + MAX_CLUE_TOKENS * (2 * r + 0.8) + 2
        pen.text(lx, ry + r - size * PT * 0.6, x + width - lx, pen.words(key), size, align="L")
    return 2 * height + 0.8


def _deck(pen: Pen, x: float, y: float, width: float) -> float:
    """The five colours, each with its ten cards (three 1s, two 2s, 3s and 4s, one 5), and the tokens."""
    column = width / len(BASE_SUITS)
    size = pen.size * 0.85
    per_row = (len(RANKS) * 2 + 1) // 2  # the ten cards of a colour in two rows of five
    tile = min((column - 3) / per_row - 0.6, pen.size * 0.6)
    for n, suit in enumerate(BASE_SUITS):
        cx = x + n * column
        name = pen.words(f"hanabi.colour.{suit.colour}")
        pen.text(cx, y, column - 2, name, size, bold=True, align="L")
        cards = [rank for rank in RANKS for _ in range(COPIES[rank])]
        top = y + size * PT * 1.3 + 0.6
        for i, rank in enumerate(cards):
            row, col = divmod(i, per_row)
            card(pen, cx + col * (tile + 0.6), top + row * (tile * 1.4 + 0.8), tile, tile * 1.4, suit, rank)
    rows = (len(cards) + per_row - 1) // per_row
    bottom = y + size * PT * 1.3 + 0.6 + rows * (tile * 1.4 + 0.8) + 1.5
    return bottom - y + _tokens_row(pen, x, bottom, width)


def _hand(pen: Pen, x: float, y: float, width: float, what: str, touches: list[bool]) -> float:
    """A partner's hand as the others see it, the cards a clue touches outlined and marked ▲."""
    size = pen.size * 0.9
    pen.text(x, y, width, pen.words("hanabi.sheet.clue-about", what=what), size, bold=True, align="L")
    top = y + size * PT * 1.3 + 0.8
    w = min((width - 4) / len(HAND) - 1, pen.size * 1.2)
    h = w * 1.4
    for n, (c, touched) in enumerate(zip(HAND, touches, strict=True)):
        cx = x + n * (w + 1.2)
        card(pen, cx, top, w, h, BASE_SUITS[c.suit], c.rank, touched)
        if touched:
            pen.centred(cx + w / 2, top + h + 2, "▲", size, colour=ACCENT)
    return top + h + 3.5 - y


def _clue(pen: Pen, x: float, y: float, width: float) -> float:
    """Two clues to the same hand: a colour touches every card of that colour, a value every card of it."""
    half = width / 2
    colour = BASE_SUITS[HAND[0].suit]
    rank = HAND[0].rank
    first = _hand(
        pen, x, y, half - 3, pen.words(f"hanabi.colour.{colour.colour}"), [c.suit == HAND[0].suit for c in HAND]
    )
    second = _hand(pen, x + half + 3, y, half - 3, str(rank), [c.rank == rank for c in HAND])
    return max(first, second)


def _fireworks(pen: Pen, x: float, y: float, width: float) -> float:
    """Fireworks at the end of a game, each pile from its 1 up, and the score they make."""
    size = pen.size * 0.9
    y0 = y
    y += pen.text(x, y, width, pen.words("hanabi.sheet.example"), size, align="L") + 0.6
    w = min(width / 12, pen.size * 1.15)
    h = w * 1.4
    step = h * 0.3
    tallest = max(FIREWORKS)
    for n, (suit, top) in enumerate(zip(BASE_SUITS, FIREWORKS, strict=True)):
        cx = x + n * (w + 2.5)
        for rank in range(1, top + 1):  # from its 1 down: each card's top edge shows under the next
            card(pen, cx, y + (rank - 1) * step, w, h, suit, rank)
    score = sum(FIREWORKS)
    words = pen.words(f"hanabi.rating.{rating(score, len(BASE_SUITS) * len(RANKS))}")
    sum_text = " + ".join(str(top) for top in FIREWORKS) + f" = {score}"
    lx = x + len(BASE_SUITS) * (w + 2.5) + 3
    mid = y + ((tallest - 1) * step + h) / 2
    pen.arrow(lx, mid, lx + 6, mid, ACCENT)
    pen.text(lx + 8, mid - size * PT * 1.3, x + width - lx - 8, sum_text, size + 0.5, bold=True, align="L", font="sym")
    pen.text(lx + 8, mid + 0.2, x + width - lx - 8, f"→ {words}", size + 0.5, bold=True, align="L", colour=ACCENT)
    return y + (tallest - 1) * step + h + 1 - y0


def _effect(pen: Pen, x: float, y: float, width: float, colour: Colour | None, change: str, words: str) -> float:
    """One effect of an action: a token won or spent (+1, −1), or the card kept (no token), and when."""
    size = pen.size * 0.85
    r = size * PT * 0.6
    if colour is None:
        card(pen, x + r * 0.3, y, r * 1.4, r * 2, BASE_SUITS[0], 1)
    else:
        token(pen, x + r, y + r + 0.2, r, colour)
    pen.centred(x + 2 * r + 3.2, y + r + 0.2, change, size, bold=True)
    used = pen.text(x + 2 * r + 6.5, y, width - 2 * r - 6.5, words, size, align="L") if words else 0.0
    return max(used, 2 * r + 0.4) + 0.8


def _actions(pen: Pen, x: float, y: float, width: float) -> float:
    """The three actions side by side, with what each does to the tokens."""
    gap = 3.0
    panel = (width - 2 * gap) / 3
    size = pen.size * 0.95
    panels: tuple[tuple[str, list[tuple[Colour | None, str, str]]], ...] = (
        ("hanabi.sheet.clue", [(BLUE_TOKEN, "−1", pen.words("hanabi.sheet.spends"))]),
        ("hanabi.sheet.discard", [(BLUE_TOKEN, "+1", pen.words("hanabi.sheet.regains"))]),
        (
            "hanabi.sheet.play",
            [
                (None, "✓", pen.words("hanabi.sheet.extends")),
                (RED_TOKEN, "+1", pen.words("hanabi.sheet.misfire")),
                (BLUE_TOKEN, "+1", pen.words("hanabi.sheet.five")),
            ],
        ),
    )
    heights = []
    for n, (title, effects) in enumerate(panels):
        px = x + n * (panel + gap)
        py = y + 1.5
        py += pen.text(px + 2, py, panel - 4, pen.words(title), size, bold=True, align="L", colour=ACCENT) + 0.8
        for colour, change, words in effects:
            py += _effect(pen, px + 2, py, panel - 4, colour, change, words)
        heights.append(py - y + 0.8)
    tallest = max(heights)
    for n in range(3):  # the frames last, as tall as the tallest panel
        pen.box(x + n * (panel + gap), y, panel, tallest, fill=None, edge=ACCENT, radius=1.5)
    return tallest + 0.5


DRAWINGS: dict[str, Drawing] = {
    "deck": Drawing(_deck, count=len(build_deck(BASE_SUITS))),
    "clue": Drawing(_clue, count=2),
    "fireworks": Drawing(_fireworks, count=len(BASE_SUITS)),
    "actions": Drawing(_actions, count=3),
}
