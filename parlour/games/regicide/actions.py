"""Regicide's actions and their integer ids.

Cards are named by code (`AH`, `10S`, `KD`, `*`); a set of cards is kept sorted, so the same
cards always make the same action.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.games.regicide.cards import JESTER, SUITS, Card, all_cards, parse_card
from parlour.games.regicide.options import RegicideOptions


def card_key(card: Card) -> tuple[int, int]:
    return (card.rank, SUITS.index(card.suit) if card.suit in SUITS else -1)


def _card_set(value: Any, allow_empty: bool = False) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise BadInput(f"cards must be a list of card codes, not {describe(value)}")
    if len(value) > 8:
        raise BadInput("no hand holds more than 8 cards")
    for code in value:
        if not isinstance(code, str):
            parse_card(code)  # raises BadInput naming the bad code
    return _canonical(tuple(value), allow_empty)


@lru_cache(maxsize=4096)
def _canonical(value: tuple[Any, ...], allow_empty: bool) -> tuple[str, ...]:
    cards = [parse_card(code) for code in value]
    if not cards and not allow_empty:
        raise BadInput("name at least one card")
    real = [c for c in cards if not c.is_jester]
    if len(set(real)) != len(real):
        raise BadInput("the same card is named twice")
    return tuple(c.code for c in sorted(cards, key=card_key))


@dataclass(frozen=True, slots=True)
class PlayCards(Action):
    """Play one card, an Ace with one other card, a combo of equal values, or a jester."""

    TYPE: ClassVar[str] = "play"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _card_set(self.cards))

    def card_list(self) -> list[Card]:
        return [parse_card(c) for c in self.cards]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "cards": list(self.cards)}


def trusted(kind: type[PlayCards] | type[Pay], codes: tuple[str, ...]) -> Any:
    """An action from codes already valid and in canonical order (the engine's own, for speed)."""
    action = object.__new__(kind)
    object.__setattr__(action, "cards", codes)
    return action


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Discard cards worth at least the enemy's attack (no power triggers)."""

    TYPE: ClassVar[str] = "pay"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _card_set(self.cards, allow_empty=True))

    def card_list(self) -> list[Card]:
        return [parse_card(c) for c in self.cards]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.TYPE, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Yield(Action):
    """Play nothing and go straight to suffering the enemy's attack."""

    TYPE: ClassVar[str] = "yield"


@dataclass(frozen=True, slots=True)
class ChooseNext(Action):
    """After a jester: name the seat that plays next."""

    TYPE: ClassVar[str] = "choose"
    seat: int

    def __post_init__(self) -> None:
        if isinstance(self.seat, bool) or not isinstance(self.seat, int) or not 0 <= self.seat < 64:
            raise BadInput(f"seat must be a small integer, not {describe(self.seat)}")


@dataclass(frozen=True, slots=True)
class Signal(Action):
    """While a jester's player chooses: say only whether you want to play (never what you hold)."""

    TYPE: ClassVar[str] = "signal"
    wants_to_play: bool

    def __post_init__(self) -> None:
        if not isinstance(self.wants_to_play, bool):
            raise BadInput(f"wants_to_play must be true or false, not {describe(self.wants_to_play)}")


@dataclass(frozen=True, slots=True)
class FlipJester(Action):
    """Solo: turn a set-aside jester over to discard your hand and draw up to 8."""

    TYPE: ClassVar[str] = "flip-jester"


ACTION_TYPES: tuple[type[Action], ...] = (PlayCards, Pay, Yield, ChooseNext, Signal, FlipJester)


@lru_cache(maxsize=1)
def play_sets() -> tuple[PlayCards, ...]:
    """Every card set that can ever be played: singles, Ace pairs, combos (in a fixed order)."""
    cards = sorted(all_cards(), key=card_key)
    plays = [PlayCards((c.code,)) for c in cards] + [PlayCards((JESTER.code,))]
    aces = [c for c in cards if c.is_ace]
    seen: set[tuple[str, ...]] = set()
    for ace in aces:
        for other in cards:
            if other == ace:
                continue
            play = PlayCards((ace.code, other.code))
            if play.cards not in seen:
                seen.add(play.cards)
                plays.append(play)
    for rank in range(2, 11):
        same = [c for c in cards if c.rank == rank]
        for size in (2, 3, 4):
            if rank * size <= 10:
                plays += [PlayCards(tuple(c.code for c in group)) for group in combinations(same, size)]
    return tuple(plays)


@lru_cache(maxsize=8)
def action_table(options: RegicideOptions) -> tuple[Action, ...]:
    """Ids below `len(table)` name these actions; ids from there on are payments (see `pay_base`)."""
    table: list[Action] = list(play_sets())
    table += [Yield(), FlipJester()]
    table += [ChooseNext(seat) for seat in range(options.players)]
    table += [Signal(True), Signal(False)]
    return tuple(table)


@lru_cache(maxsize=8)
def action_index(options: RegicideOptions) -> dict[Action, int]:
    return {action: i for i, action in enumerate(action_table(options))}


def pay_base(options: RegicideOptions) -> int:
    """The first payment id: payment ids are this plus a bit mask over the sorted hand."""
    return len(action_table(options))
