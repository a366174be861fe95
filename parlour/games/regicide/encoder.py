"""Regicide as tensors for learning agents: a seat's view as a fixed-size vector (docs/rl.md).

`ENCODER(options)` is the manifest's `encoder` part: a `RegicideEncoding` whose size depends on
the player count only (`max_hand` follows it). Everything comes from the seat's view: the enemy,
the castle, the tavern and discard, the seat's own hand card by card, the other hands' sizes and
the cards everyone saw go into them, the plays on the table, the solo jesters, the phase and
whose turn it is, the damage to suffer, the chooser and the signals. Players are ordered from the
seat (the seat first, then the seat on its left...), so a policy generalises over seats; only the
`seat` section says which seat it is, because `ChooseNext` ids name seats absolutely.

A card is one entry of a 54-entry card set: the 52 cards suit by suit (hearts, diamonds, clubs,
spades), Ace to King within each, then two entries counting jesters (a thermometer: at four
players both tavern jesters may sit in one hand or on the table).

Action ids are the game's (`Game.action_id`), except payments: a payment's id is
`pay_base + mask`, the mask over the places of the paying seat's sorted hand, as
`RegicideState.action_id` numbers it; the view holds that hand, so this encoding numbers them
from the view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput
from parlour.games.regicide import REGICIDE
from parlour.games.regicide.actions import Pay, pay_base
from parlour.games.regicide.cards import ENEMY_ATTACK, ENEMY_HEALTH, SUITS, parse_card
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import SOLO_JESTERS
from parlour.games.regicide.views import SeatView, seat_view
from parlour.rl.encoding import Encoding, Section, Vector, Writer

CARD_SET = 54  # 52 cards and two jester entries
JESTER_ENTRIES = 2
ROYALS = 12  # Jack, Queen, King of each suit
ROYAL_RANKS = (11, 12, 13)
MAX_HEALTH = max(ENEMY_HEALTH.values())  # a King's 40
MAX_ATTACK = max(ENEMY_ATTACK.values())  # a King's 20
PHASES = ("play", "pay", "choose")  # then "over"
# A pile's size as a fraction of every card there is (52 and at most two jesters).
ALL_CARDS = 52 + JESTER_ENTRIES


def card_index(code: str) -> int:
    """A card's entry in the card set (a jester: the first jester entry)."""
    card = parse_card(code)
    if card.is_jester:
        return 52
    return SUITS.index(card.suit) * 13 + card.rank - 1


def royal_index(code: str) -> int:
    """A royal's entry among the 12 royals: Jacks, then Queens, then Kings, each by suit."""
    card = parse_card(code)
    if not card.is_royal or card.is_jester:
        raise ValueError(f"{code} is not a royal")
    return ROYAL_RANKS.index(card.rank) * 4 + SUITS.index(card.suit)


def card_set(codes: Sequence[str]) -> list[float]:
    """The 54 entries of a set of cards: one per card held, jesters counted on their two entries."""
    bits = [0.0] * CARD_SET
    jesters = 0
    for code in codes:
        index = card_index(code)
        if index == 52:
            jesters += 1
        else:
            bits[index] = 1.0
    for j in range(min(jesters, JESTER_ENTRIES)):
        bits[52 + j] = 1.0
    return bits


class RegicideEncoding(Encoding):
    """One Regicide configuration's tensors (sections in docs/rl.md, "Regicide encoding")."""

    options: RegicideOptions

    def __init__(self, options: RegicideOptions) -> None:
        super().__init__(REGICIDE, options)
        players, hand = options.players, options.max_hand
        self._sections = (
            Section("seat", players, "which seat this is (one-hot): ChooseNext ids name seats absolutely"),
            Section("rules", 2, "jester_self_choice; hearts_short_discard is 'take-none'"),
            Section("phase", len(PHASES) + 1, "play, pay (suffer damage), choose (after a jester), over"),
            Section("current", players, "whose turn it is, from the seat (one-hot; none once over)"),
            Section("to_act", players, "the seats that may act now, from the seat"),
            Section("enemy", 3 + len(SUITS), "the enemy's rank (Jack, Queen, King) and suit (one-hot each)"),
            Section("enemy_health", MAX_HEALTH, "health left (health - damage), a thermometer"),
            Section("enemy_attack", MAX_ATTACK, "attack once the shield of spades is off, a thermometer"),
            Section("enemy_immunity", 2, "immune to its own suit; immunity cancelled by a jester"),
            Section("castle", ROYALS, "royals left in the castle, the enemy included (a thermometer)"),
            Section("tavern", 1, "the tavern's size / 54"),
            Section("tavern_known", ROYALS, "the royals everyone saw go on top of the tavern (exact kills)"),
            Section("tavern_top", ROYALS, "the tavern's top card when everyone knows it (one-hot)"),
            Section("discard", CARD_SET, "the discard pile, card by card"),
            Section("discard_size", 1, "the discard pile's size / 54"),
            Section("table", CARD_SET, "the cards played against the current enemy"),
            Section("hand", CARD_SET, "the seat's own hand, card by card"),
            Section("hand_sizes", players * hand, "each hand's size from the seat, a thermometer of max_hand"),
            Section("known_in_hands", (players - 1) * ROYALS, "per other seat: the royals everyone saw it draw"),
            Section("solo_jesters", SOLO_JESTERS, "solo: the jesters still set aside (a thermometer)"),
            Section("to_pay", MAX_ATTACK, "the damage to suffer now, a thermometer"),
            Section("can_yield", 1, "the current player may yield"),
            Section("chooser", players, "who names the next player after a jester, from the seat"),
            Section("signals", 2 * players, "per seat from the seat: signalled it wants to play; that it does not"),
        )

    @property
    def sections(self) -> Sequence[Section]:
        return self._sections

    def encode(self, view: Mapping[str, Any]) -> Vector:
        v = seat_view(view)
        players, seat = self.options.players, v["seat"]
        if v["players"] != players:
            raise ValueError(f"a {v['players']}-player view given to a {players}-player encoding")

        def rel(other: int | None) -> int:
            return -1 if other is None else (other - seat) % players

        w = Writer(self._sections)
        w.begin("seat")
        w.one(seat, players)
        w.begin("rules")
        w.bits([float(self.options.jester_self_choice), float(self.options.hearts_short_discard == "take-none")])
        w.begin("phase")
        phase = v["phase"]
        w.one(len(PHASES) if phase is None else PHASES.index(phase), len(PHASES) + 1)
        w.begin("current")
        w.one(rel(v["current"]), players)
        w.begin("to_act")
        w.bits(_seats(v["to_act"], seat, players))
        self._enemy(w, v)
        w.begin("castle")
        w.thermometer(int(v["castle_left"]), ROYALS)
        w.begin("tavern")
        w.value(min(1.0, v["tavern_size"] / ALL_CARDS))
        w.begin("tavern_known")
        w.bits(_royals(v["tavern_known"]))
        w.begin("tavern_top")
        w.one(-1 if v["tavern_top"] is None else royal_index(v["tavern_top"]), ROYALS)
        w.begin("discard")
        w.bits(card_set(v["discard"]))
        w.begin("discard_size")
        w.value(min(1.0, len(v["discard"]) / ALL_CARDS))
        w.begin("table")
        w.bits(card_set([code for play in v["table"] for code in play]))
        hands = v["hands"]
        w.begin("hand")
        w.bits(card_set(hands[seat].get("cards", [])))
        w.begin("hand_sizes")
        for step in range(players):
            w.thermometer(min(hands[(seat + step) % players]["count"], self.options.max_hand), self.options.max_hand)
        w.begin("known_in_hands")
        for step in range(1, players):
            w.bits(_royals(hands[(seat + step) % players]["known"]))
        w.begin("solo_jesters")
        w.thermometer(min(v["solo_jesters"], SOLO_JESTERS), SOLO_JESTERS)
        w.begin("to_pay")
        w.thermometer(min(v["to_pay"], MAX_ATTACK), MAX_ATTACK)
        w.begin("can_yield")
        w.value(float(v["can_yield"]))
        w.begin("chooser")
        w.one(rel(v["chooser"]), players)
        w.begin("signals")
        signals = v["signals"]
        for step in range(players):
            said = signals.get(str((seat + step) % players))
            w.bits([float(said is True), float(said is False)])
        return w.done()

    def _enemy(self, w: Writer, v: SeatView) -> None:
        enemy = v["enemy"]
        card = None if enemy is None else parse_card(enemy["card"])
        w.begin("enemy")
        w.one(-1 if card is None else ROYAL_RANKS.index(card.rank), 3)
        w.one(-1 if card is None else SUITS.index(card.suit), len(SUITS))
        w.begin("enemy_health")
        w.thermometer(0 if enemy is None else max(0, enemy["health"] - enemy["damage"]), MAX_HEALTH)
        w.begin("enemy_attack")
        w.thermometer(0 if enemy is None else min(enemy["attack_now"], MAX_ATTACK), MAX_ATTACK)
        w.begin("enemy_immunity")
        immune = enemy is not None and enemy["immune"] is not None
        w.bits([float(immune), float(enemy is not None and not immune)])

    # -- action ids: the game's, and payments numbered over the view's own hand --------------

    def action_id(self, view: Mapping[str, Any], action: Action) -> int:
        if not isinstance(action, Pay):
            return self.game.action_id(self.options, action)
        hand = _own_hand(view)
        mask = 0
        for code in action.cards:
            # The next copy not yet taken: two jesters are two places in the hand.
            place = next((i for i, c in enumerate(hand) if c == code and not mask >> i & 1), None)
            if place is None:
                raise BadInput(f"{code} is not in this seat's hand")
            mask |= 1 << place
        return pay_base(self.options) + mask

    def action_of(self, view: Mapping[str, Any], action_id: int) -> Action:
        base = pay_base(self.options)
        if isinstance(action_id, bool) or not isinstance(action_id, int) or action_id < base:
            return self.game.action_from_id(self.options, action_id)
        hand, mask = _own_hand(view), action_id - base
        if mask >> len(hand):
            raise BadInput(f"action id {action_id} names cards beyond the hand")
        return Pay(tuple(c for i, c in enumerate(hand) if mask >> i & 1))


def _own_hand(view: Mapping[str, Any]) -> list[str]:
    v = seat_view(view)
    return list(v["hands"][v["seat"]].get("cards", []))


def _seats(seats: Sequence[int], seat: int, players: int) -> list[float]:
    bits = [0.0] * players
    for other in seats:
        bits[(other - seat) % players] = 1.0
    return bits


def _royals(codes: Sequence[str]) -> list[float]:
    bits = [0.0] * ROYALS
    for code in codes:
        bits[royal_index(code)] = 1.0
    return bits


# The manifest's `encoder` part: `ENCODER(options)` is the encoding of one configuration.
ENCODER = RegicideEncoding
