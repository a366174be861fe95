"""What a move will do, worked out from the seat's view before it is chosen.

A play's damage, the suit powers that apply and the one the enemy's immunity cancels, the cards
healed and drawn, and what is left to pay after it ("16 damage; the enemy then attacks for 10").
Everything here reads the seat's view only, so a preview can say nothing the seat may not know;
it follows the steps of `RegicideState._play_cards` rule by rule, and
`tests/games/regicide/test_preview.py` checks it against the engine's own outcome of every legal
move over random games. The browser and the terminal both say it (`text.action_preview`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from parlour.games.regicide.cards import JESTER_CODE, SUITS, parse_card
from parlour.games.regicide.views import SeatView

Kind = Literal["play", "jester", "yield", "flip"]


@dataclass(frozen=True, slots=True)
class Preview:
    """What one move does. `attack` is what the enemy then attacks for (0: nothing to pay); after a
    jester, the enemy's attack from then on. `short`: that attack is more than the hand holds after
    the move, with no card to draw and no solo jester to flip (regicide.end.cannot-pay)."""

    kind: Kind
    value: int = 0
    damage: int = 0
    powers: tuple[str, ...] = ()
    blocked: str | None = None
    healed: int = 0
    drawn: tuple[int, ...] = ()  # cards each seat draws, by seat
    shield: int = 0  # attack taken off from now on
    defeats: bool = False
    exact: bool = False
    wins: bool = False
    attack: int = 0
    short: bool = False
    discarded: int = 0  # a solo jester flipped: the cards of the hand discarded

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "value": self.value,
            "damage": self.damage,
            "powers": list(self.powers),
            "blocked": self.blocked,
            "healed": self.healed,
            "drawn": list(self.drawn),
            "shield": self.shield,
            "defeats": self.defeats,
            "exact": self.exact,
            "wins": self.wins,
            "attack": self.attack,
            "short": self.short,
            "discarded": self.discarded,
        }


def preview(view: SeatView, action: Mapping[str, Any]) -> Preview | None:
    """What `action` (its JSON) will do for the seat whose view this is; None for a move that only
    answers (a payment, a choice after a jester, a signal) or when there is no enemy to face."""
    enemy = view["enemy"]
    seat = view["seat"]
    kind = action.get("type")
    if enemy is None or view["over"]:
        return None
    hand = list(view["hands"][seat].get("cards", []))
    if kind == "yield":
        # regicide.yield.suffer: straight to the enemy's attack.
        return Preview("yield", attack=enemy["attack_now"], short=_short(view, hand, enemy["attack_now"], 0))
    if kind == "flip-jester":
        # regicide.solo.jester: discard the hand, draw up to the maximum (as far as the tavern goes).
        refill = [0] * view["players"]
        refill[seat] = min(view["max_hand"], view["tavern_size"])
        return Preview("flip", discarded=len(hand), drawn=tuple(refill))
    if kind != "play":
        return None
    codes = [str(code) for code in action.get("cards", ())]
    if codes == [JESTER_CODE]:
        # regicide.jester.play: no damage, no attack; immunity gone, so spades played before count.
        shield = spades_on_table(view)
        return Preview("jester", shield=shield - enemy["shield"], attack=max(0, enemy["attack"] - shield))
    cards = [parse_card(code) for code in codes]
    for code in codes:
        if code not in hand:
            return None  # not this seat's cards: nothing to foresee (the engine refuses the play)
        hand.remove(code)
    value = sum(card.value for card in cards)
    suits = {card.suit for card in cards}
    immune = enemy["immune"]
    powers = tuple(suit for suit in SUITS if suit in suits and suit != immune)  # regicide.power.immunity
    healed = 0
    if "hearts" in powers:  # regicide.power.hearts, before diamonds (regicide.power.order)
        discard = len(view["discard"])
        short_discard = discard < value and view["options"]["hearts_short_discard"] == "take-none"
        healed = 0 if short_discard else min(value, discard)
    drawn = _diamonds(view, seat, len(codes), value, view["tavern_size"] + healed) if "diamonds" in powers else ()
    shield = value if "spades" in powers else 0  # regicide.power.spades
    damage = value * 2 if "clubs" in powers else value  # regicide.power.clubs
    total = enemy["damage"] + damage
    said = Preview(
        "play",
        value=value,
        damage=damage,
        powers=powers,
        blocked=immune if immune in suits else None,
        healed=healed,
        drawn=drawn,
        shield=shield,
    )
    if total >= enemy["health"]:  # regicide.defeat.exact, regicide.end.win
        return replace(said, defeats=True, exact=total == enemy["health"], wins=view["castle_left"] == 1)
    attack = max(0, enemy["attack"] - enemy["shield"] - shield)  # regicide.turn.suffer
    own_draws = drawn[seat] if drawn else 0
    return replace(said, attack=attack, short=_short(view, hand, attack, own_draws))


def _short(view: SeatView, hand: list[str], attack: int, own_draws: int) -> bool:
    """regicide.end.cannot-pay: the hand left cannot pay, and no draw or solo jester can help."""
    held = sum(parse_card(code).value for code in hand)
    return attack > held and not own_draws and not view["solo_jesters"]


def spades_on_table(view: SeatView | Mapping[str, Any]) -> int:
    """The value of every play against this enemy that holds a spade (counted once not immune)."""
    total = 0
    for played in view["table"]:
        cards = [parse_card(code) for code in played]
        if any(card.suit == "spades" for card in cards):
            total += sum(card.value for card in cards)
    return total


def _diamonds(view: SeatView, seat: int, played: int, value: int, tavern: int) -> tuple[int, ...]:
    """regicide.power.diamonds: one card per player in turn from `seat`, skipping full hands, until
    `value` cards are drawn, the tavern is empty or every hand is full."""
    cap = view["max_hand"]
    counts = [hand["count"] for hand in view["hands"]]
    counts[seat] -= played
    drawn = [0] * len(counts)
    room = sum(max(0, cap - count) for count in counts)
    target, total = seat, 0
    while total < value and tavern and room:
        if counts[target] < cap:
            counts[target] += 1
            drawn[target] += 1
            total += 1
            tavern -= 1
            room -= 1
        target = (target + 1) % len(counts)
    return tuple(drawn)
