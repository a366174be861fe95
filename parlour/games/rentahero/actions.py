"""Rent a Hero's actions and their integer ids.

Heroes are named by number (1 Angry Chicken ... 7 Wizard). Every action a seat may take:

- `Send(hero)`: the active player sends a hand card meeting the requirement, face down, left;
- `SendFromDeck()`: with no such card, the deck's top card goes instead (the sender looks at it);
- `DiscardCard(hero)`: then, by default, the sender discards a hand card, face up;
- `Recruit()`, `PassOn()`, `AskHint(hero)`: the holder of the wandering hero;
- `UsePower(hero, target, refresh)`: a hero of your band (the Dog Trainer names a `target`
  seat, the Witch the used hero to `refresh`);
- `Decline()`: leave the reaction window without using a power;
- `Announce(hero)`: after a Sergeant, say publicly what you saw (maybe falsely; None: nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.games.rentahero.cards import DOG_TRAINER, HEROES, WITCH, is_hero
from parlour.games.rentahero.options import RentAHeroOptions

MAX_SEATS = 5


def _hero(value: Any, what: str) -> None:
    if not is_hero(value):
        raise BadInput(f"{what} must be a hero number from 1 to 7, not {describe(value)}")


def _maybe_hero(value: Any, what: str) -> None:
    if value is not None:
        _hero(value, what)


@dataclass(frozen=True, slots=True)
class Send(Action):
    """Send a card of your hand, face down, as the wandering hero."""

    TYPE: ClassVar[str] = "send"
    hero: int

    def __post_init__(self) -> None:
        _hero(self.hero, "the hero sent")


@dataclass(frozen=True, slots=True)
class SendFromDeck(Action):
    """No card meets the requirement: draw the deck's top card, look at it and send it."""

    TYPE: ClassVar[str] = "send-from-deck"


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """After sending from the deck (and looking at the card): discard `hero` from your hand, face up."""

    TYPE: ClassVar[str] = "discard"
    hero: int

    def __post_init__(self) -> None:
        _hero(self.hero, "the hero discarded")


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit the wandering hero you hold."""

    TYPE: ClassVar[str] = "recruit"


@dataclass(frozen=True, slots=True)
class PassOn(Action):
    """Pass the wandering hero to the player on your left."""

    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class AskHint(Action):
    """Give a card of your hand face down to the active player, who says whether it is the same hero."""

    TYPE: ClassVar[str] = "hint"
    hero: int

    def __post_init__(self) -> None:
        _hero(self.hero, "the hero given")


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    """Use the power of a hero of your band (`target`: Dog Trainer; `refresh`: Witch)."""

    TYPE: ClassVar[str] = "power"
    hero: int
    target: int | None = None
    refresh: int | None = None

    def __post_init__(self) -> None:
        _hero(self.hero, "the hero whose power is used")
        if self.target is not None and (
            isinstance(self.target, bool) or not isinstance(self.target, int) or not 0 <= self.target < MAX_SEATS
        ):
            raise BadInput(f"a target is a seat from 0 to {MAX_SEATS - 1}, not {describe(self.target)}")
        _maybe_hero(self.refresh, "the hero refreshed")

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.TYPE, "hero": self.hero}
        if self.target is not None:
            data["target"] = self.target
        if self.refresh is not None:
            data["refresh"] = self.refresh
        return data


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Leave the open reaction window without using a power."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """After looking with a Sergeant: name a hero to everyone (true or not), or None to say nothing."""

    TYPE: ClassVar[str] = "announce"
    hero: int | None = None

    def __post_init__(self) -> None:
        _maybe_hero(self.hero, "the hero announced")


ACTION_TYPES: tuple[type[Action], ...] = (
    Send,
    SendFromDeck,
    DiscardCard,
    Recruit,
    PassOn,
    AskHint,
    UsePower,
    Decline,
    Announce,
)


def power_actions(players: int) -> tuple[UsePower, ...]:
    """Every power use with its arguments: the Dog Trainer names a seat, the Witch a hero (never herself)."""
    out: list[UsePower] = []
    for hero in HEROES:
        if hero == DOG_TRAINER:
            out += [UsePower(hero, target=seat) for seat in range(players)]
        elif hero == WITCH:
            out += [UsePower(hero, refresh=other) for other in HEROES if other != WITCH]
        else:
            out.append(UsePower(hero))
    return tuple(out)


@lru_cache(maxsize=8)
def action_table(options: RentAHeroOptions) -> tuple[Action, ...]:
    """Every action there can be, in a fixed order: its index is the action's id.

    The table is the same at every player count (the Dog Trainer's targets are seats 0-4), so an
    id means the same move at 3, 4 or 5 players; a target beyond the table is never legal.

    >>> len(action_table(RentAHeroOptions(players=3))), len(action_table(RentAHeroOptions(players=5)))
    (49, 49)
    >>> action_table(RentAHeroOptions())[:3]
    (Send(hero=1), Send(hero=2), Send(hero=3))
    """
    table: list[Action] = [Send(h) for h in HEROES]
    table += [SendFromDeck()] + [DiscardCard(h) for h in HEROES]
    table += [Recruit(), PassOn()]
    table += [AskHint(h) for h in HEROES]
    table += list(power_actions(MAX_SEATS))
    table += [Decline()]
    table += [Announce(None)] + [Announce(h) for h in HEROES]
    return tuple(table)


@lru_cache(maxsize=8)
def action_index(options: RentAHeroOptions) -> dict[Action, int]:
    return {action: i for i, action in enumerate(action_table(options))}
