"""Rent a Hero's cards: 77 heroes, 11 of each of seven (seed 003, « Componentes »).

Cards of one hero are identical, so a card *is* its hero number (1-7): hands, bands, piles
and the deck are lists of small integers, and no per-card id exists that could tell two
copies apart (or reveal which copy went where).

A card has a strength (its hero number) and, printed bottom right, a required strength that
fixes which heroes may be sent when it is turned at the start of a turn (« Fuerza requerida »).
"""

from __future__ import annotations

from typing import Any

from parlour.engine.errors import BadInput, describe

HEROES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7)
COPIES = 11  # rentahero.setup.cards: « 77 cartas (11 de cada héroe) »
DECK_SIZE = COPIES * len(HEROES)

CHICKEN, PYROMANIAC, WITCH, DOG_TRAINER, SERGEANT, BLACK_KNIGHT, WIZARD = HEROES

# Short English ids for logs and JSON-minded readers (the names in four languages are in text.py).
HERO_IDS: dict[int, str] = {
    CHICKEN: "angry-chicken",
    PYROMANIAC: "pyromaniac",
    WITCH: "witch",
    DOG_TRAINER: "dog-trainer",
    SERGEANT: "sergeant",
    BLACK_KNIGHT: "black-knight",
    WIZARD: "wizard",
}


def meets(required_by: int, strength: int, players: int) -> bool:
    """Whether a hero of `strength` meets the required strength printed on hero `required_by`.

    rentahero.send.requirement (seed 003, « Fuerza requerida »): Angry Chicken 3 or less;
    Pyromaniac 5 or more; Witch 3, 4 or 5; Dog Trainer odd; Sergeant even; Black Knight at most
    the number of players; Wizard at least the number of players.

    >>> [s for s in HEROES if meets(CHICKEN, s, 4)], [s for s in HEROES if meets(BLACK_KNIGHT, s, 4)]
    ([1, 2, 3], [1, 2, 3, 4])
    >>> [s for s in HEROES if meets(WIZARD, s, 3)]
    [3, 4, 5, 6, 7]
    """
    if required_by == CHICKEN:
        return strength <= 3
    if required_by == PYROMANIAC:
        return strength >= 5
    if required_by == WITCH:
        return 3 <= strength <= 5
    if required_by == DOG_TRAINER:
        return strength % 2 == 1
    if required_by == SERGEANT:
        return strength % 2 == 0
    if required_by == BLACK_KNIGHT:
        return strength <= players
    return strength >= players


def allowed(required_by: int, players: int) -> tuple[int, ...]:
    """The heroes that may be sent when hero `required_by` is turned."""
    return tuple(s for s in HEROES if meets(required_by, s, players))


def full_deck() -> list[int]:
    """The 77 cards in a fixed order (all the 1s, then the 2s, ...)."""
    return [hero for hero in HEROES for _ in range(COPIES)]


def is_hero(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 7


def parse_hero(value: Any, what: str = "a hero") -> int:
    """A hero number 1-7 from untrusted input (BadInput otherwise)."""
    if not is_hero(value):
        raise BadInput(f"{what} is a hero number from 1 to 7, not {describe(value)}")
    return int(value)
