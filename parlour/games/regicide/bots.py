"""Bots that know Regicide. They read a seat's view and its legal actions, never the state.

`RulesBot` weighs every legal move by what the view says (the enemy, the shield, the hands'
sizes, the tavern, the discard pile) and keeps the team alive first:

1. A play that defeats the enemy, an exact kill preferred (the royal is recruited onto the
   tavern), with the cards least worth keeping.
2. Otherwise the play whose damage plus suit power best serves the team (spades cut the
   attack now and later, diamonds refill hands that run low, hearts refill a thin tavern,
   clubs double the damage), among the plays that leave a hand able to pay the attack.
3. Yield only when it is legal and every play would leave the hand unable to pay; a jester
   when it saves the most (no counter-attack, immunity gone) or nothing else survives.
4. Pay with the set of cards least worth keeping: overpaying wastes value, and a card of the
   enemy's suit has no power while that enemy lives, so it goes first.
5. After a jester, name the seat best placed by public information (signals, hand sizes,
   known cards); while another player chooses, signal honestly whether it has a good play.
6. Solo: flip a set-aside jester when the hand cannot pay, or has no play that survives.

The strongest bot, `search` (alias `best`), lives in `search.py`: information-set search over
worlds dealt from the view (`worlds.py`), with a one-turn lookahead in its rollouts.

>>> from parlour.games.regicide import REGICIDE, RegicideOptions
>>> state = REGICIDE.new_state(RegicideOptions(players=2), seed=1)
>>> bot = RulesBot(seed=1)
>>> state.apply(0, bot.choose(state.view(0), state.legal_actions(0))) != []
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from parlour.bots.base import register_bot
from parlour.bots.reasons import Reason, Seat
from parlour.engine.actions import Action
from parlour.engine.i18n import Term
from parlour.games.regicide.actions import ChooseNext, FlipJester, Pay, PlayCards, Signal, Yield
from parlour.games.regicide.cards import Card, parse_card, tavern_cards
from parlour.games.regicide.views import SeatView, seat_view
from parlour.games.regicide.why import card_phrase, in_hand, kept, named, play_reason, rejected_play, rest_of

# What a card is worth keeping, above its face value: a power the enemy does not block, an
# Ace's freedom to pair, a jester's rescue (multiplayer). Tuned with benchmarks/bots.py.
SUIT_BONUS = {"hearts": 1.0, "diamonds": 2.0, "clubs": 2.0, "spades": 2.5}
ACE_BONUS = 2.0
JESTER_WORTH = 14.0
EXACT_KILL_BONUS = 12.0  # the royal goes on top of the tavern, and someone draws it
DAMAGE_WEIGHT = 0.9  # a point of damage, against a point of hand value spent
ATTACK_WEIGHT = 1.1  # a point of attack to pay this turn
SHIELD_FUTURE = 0.45  # a point of shield, per later turn against this enemy
DRAW_TEAM = 0.55  # a card's value drawn by anyone (diamonds)
DRAW_SELF = 0.3  # ... and by this seat, on top
RESERVE_WEIGHT = 0.3  # per point the hand, once paid, falls short of this enemy's next attack
YIELD_PENALTY = 6.0  # a turn that deals no damage: the attack comes all the same
SOLO_FLIP_HAND = 2  # solo: flip a jester when the hand holds this few cards and cannot kill
DEATH = -1000.0


def _value(card: Card) -> int:
    return card.value


@dataclass
class Option:
    """One legal move and what it is expected to bring."""

    action: Action
    utility: float
    kills: bool = False
    survives: bool = True
    damage: int = 0
    attack: int = 0  # the attack left to pay after this play (0 after a kill or a jester)


@dataclass
class Table:
    """What one seat's view says, in the terms the bot reasons with."""

    seat: int
    players: int
    phase: str
    hand: list[Card]
    enemy: Card
    health: int
    damage: int
    attack_now: int
    immune: str | None
    tavern_size: int
    discard: list[Card]
    counts: list[int]
    known: list[list[Card]]
    max_hand: int
    to_pay: int
    solo_jesters: int
    signals: dict[int, bool]
    spades_on_table: int
    options: Mapping[str, Any]
    average_draw: float

    @classmethod
    def from_view(cls, view: SeatView) -> Table:
        seat = int(view["seat"])
        hands = view["hands"]
        hand = [parse_card(code) for code in hands[seat].get("cards", [])]
        enemy_view = view["enemy"]
        assert enemy_view is not None  # a bot is asked only while an enemy is fought
        enemy = parse_card(enemy_view["card"])
        discard = [parse_card(code) for code in view["discard"]]
        table_cards = [parse_card(code) for play in view["table"] for code in play]
        known = [[parse_card(code) for code in entry.get("known", [])] for entry in hands]
        spades = sum(sum(_value(c) for c in cards) for cards in _plays(view) if any(c.suit == "spades" for c in cards))
        options = view.get("options", {})
        players = int(view["players"])
        return cls(
            seat=seat,
            players=players,
            phase=str(view["phase"]),
            hand=hand,
            enemy=enemy,
            health=int(enemy_view["health"]),
            damage=int(enemy_view["damage"]),
            attack_now=int(enemy_view["attack_now"]),
            immune=enemy_view.get("immune"),
            tavern_size=int(view["tavern_size"]),
            discard=discard,
            counts=[int(entry["count"]) for entry in hands],
            known=known,
            max_hand=int(view["max_hand"]),
            to_pay=int(view.get("to_pay", 0)),
            solo_jesters=int(view.get("solo_jesters", 0)),
            signals={int(k): bool(v) for k, v in dict(view.get("signals") or {}).items()},
            spades_on_table=spades,
            options=options,
            average_draw=_average_draw(players, hand, discard, table_cards, known, view.get("tavern_top")),
        )

    @property
    def remaining(self) -> int:
        return self.health - self.damage

    def worth(self, card: Card) -> float:
        """How much the team loses when this card leaves the hand (for payments and plays)."""
        if card.is_jester:
            return JESTER_WORTH
        worth = float(_value(card))
        if card.suit != self.immune:
            worth += SUIT_BONUS[card.suit]
            if card.suit == "spades" and self.attack_now >= 15:
                worth += 1.0
            if card.suit == "diamonds" and sum(self.counts) < self.players * self.max_hand // 2:
                worth += 1.0
            if card.suit == "hearts" and self.tavern_size < 8:
                worth += 1.5
        if card.is_ace:
            worth += ACE_BONUS
        return worth


def _plays(view: SeatView) -> list[list[Card]]:
    return [[parse_card(code) for code in play] for play in view["table"]]


def _average_draw(
    players: int,
    hand: Sequence[Card],
    discard: Sequence[Card],
    table_cards: Sequence[Card],
    known: Sequence[Sequence[Card]],
    tavern_top: str | None,
) -> float:
    """The mean value of a card drawn from the tavern, from the cards this seat cannot see."""
    if tavern_top:
        return float(parse_card(tavern_top).value)
    jesters = {1: 0, 2: 0, 3: 1, 4: 2}.get(players, 0)
    pool = tavern_cards(jesters)
    seen = [*hand, *discard, *table_cards, *(c for cards in known for c in cards)]
    for card in seen:
        if card in pool:
            pool.remove(card)
    if not pool:
        return 5.0
    return sum(_value(c) for c in pool) / len(pool)


class RulesBot:
    """A careful Regicide player: survive first, then the most damage and power for the cards spent."""

    name = "simple"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._why: Reason | None = None

    def why(self) -> Reason | None:
        """The reason for the action the last `choose` returned."""
        return self._why

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        self._why = Reason("bots.why.forced")
        if len(legal) == 1:
            return legal[0]
        table = Table.from_view(view)
        chooses = [a for a in legal if isinstance(a, ChooseNext)]
        if chooses:
            return self._choose_next(table, chooses)
        if any(isinstance(a, Signal) for a in legal):
            signal = Signal(self.good_play(table))
            self._why = self.signal_reason(table, signal.wants_to_play)
            return signal
        if table.phase == "pay":
            return self._pay(table, legal)
        return self._play(table, legal)

    # -- reasons ------------------------------------------------------------------------

    def signal_reason(self, table: Table, wants: bool) -> Reason:
        """Why it says it wants to play (or not): its best play, which only its seat may know."""
        plays = [a for a in self._plays_for(table) if not a.card_list()[0].is_jester]
        options = sorted((self._weigh(table, a, a.card_list()) for a in plays), key=lambda o: -o.utility)
        key = "regicide.why.signal-yes" if wants else "regicide.why.signal-no"
        public = Reason(key + "-public")
        if not options:
            return Reason(key, {"cards": in_hand(table.seat, table.players, named([]))}, public=public)
        best = options[0]
        assert isinstance(best.action, PlayCards)
        return Reason(key, {"cards": in_hand(table.seat, table.players, named(best.action.card_list()))}, public=public)

    def option_reason(self, table: Table, best: Option, runner_up: Option | None) -> Reason:
        """Why this play (or yield, or jester), and the next best it weighed."""
        rejected: tuple[Reason, ...] = ()
        if runner_up is not None and isinstance(runner_up.action, PlayCards):
            rejected = (rejected_play(table.seat, table.players, runner_up.action.card_list()),)
        elif runner_up is not None:
            rejected = (Reason("regicide.why.worse-yield", {"attack": runner_up.attack}),)
        return self.reason_for(table, best.action, best.damage, best.attack, best.survives, rejected)

    def reason_for(
        self, table: Table, action: Action, damage: int, attack: int, survives: bool, rejected: tuple[Reason, ...]
    ) -> Reason:
        if isinstance(action, Yield):
            key = "regicide.why.yield" if survives else "regicide.why.yield-lost"
            return Reason(
                key,
                {"attack": attack, "kept": kept(table.seat, table.players, table.hand)},
                rejected,
                Reason(key + "-public", {"attack": attack}),
            )
        assert isinstance(action, PlayCards)
        cards = action.card_list()
        if cards[0].is_jester:
            immune = Term(f"regicide.suit.{table.immune}") if table.immune else Term("regicide.why.no-suit")
            return Reason("regicide.why.jester", {"enemy": card_phrase(table.enemy), "suit": immune}, rejected)
        return play_reason(
            table.seat,
            table.players,
            cards,
            table.hand,
            enemy=table.enemy,
            damage=damage,
            left=table.remaining - damage,
            attack=attack,
            rejected=rejected,
        )

    # -- the play phase -----------------------------------------------------------------

    def options(self, table: Table, legal: Sequence[Action]) -> list[Option]:
        """Every play and yield in `legal`, weighed (jesters and solo flips included)."""
        out: list[Option] = []
        for action in legal:
            if isinstance(action, PlayCards):
                cards = action.card_list()
                out.append(self._jester(table, action) if cards[0].is_jester else self._weigh(table, action, cards))
            elif isinstance(action, Yield):
                out.append(self._yield(table, action))
        return out

    def _weigh(self, table: Table, action: Action, cards: list[Card]) -> Option:
        value = sum(_value(c) for c in cards)
        suits = {c.suit for c in cards} - {table.immune}
        damage = value * 2 if "clubs" in suits else value
        cost = sum(table.worth(c) for c in cards)
        rest = list(table.hand)
        for card in cards:
            rest.remove(card)
        healed = self._healed(table, value) if "hearts" in suits else 0
        drawn_self, drawn_all = self._draws(table, value, len(rest), healed) if "diamonds" in suits else (0, 0)
        draw_gain = (drawn_all * DRAW_TEAM + drawn_self * DRAW_SELF) * table.average_draw
        heal_gain = healed * (0.15 if table.tavern_size >= 12 else 0.5 if table.tavern_size >= 5 else 0.9)
        if damage >= table.remaining:
            exact = damage == table.remaining
            bonus = EXACT_KILL_BONUS * (table.enemy.rank - 10) / 1.5 if exact else 0.0
            # After a kill this seat plays again at once: what stays in hand matters.
            return Option(action, 100.0 + bonus - cost + draw_gain + heal_gain, kills=True, damage=damage)
        shield = value if any(c.suit == "spades" for c in cards) and table.immune != "spades" else 0
        attack = max(0, table.attack_now - shield)
        in_hand = sum(_value(c) for c in rest) + drawn_self * table.average_draw * 0.8
        survives = in_hand >= attack
        left = table.remaining - damage
        future_turns = min(3.0, left / 9.0)
        shield_future = min(shield, table.attack_now) * future_turns * SHIELD_FUTURE
        utility = damage * DAMAGE_WEIGHT + shield_future + draw_gain + heal_gain - cost - attack * ATTACK_WEIGHT
        reserve = in_hand - attack  # about what is left once this attack is paid
        utility -= RESERVE_WEIGHT * max(0.0, attack - reserve)
        if not survives:
            utility += DEATH
        return Option(action, utility, survives=survives, damage=damage, attack=attack)

    @staticmethod
    def _healed(table: Table, value: int) -> int:
        if len(table.discard) < value and table.options.get("hearts_short_discard") == "take-none":
            return 0
        return min(value, len(table.discard))

    @staticmethod
    def _draws(table: Table, value: int, own_after: int, healed: int) -> tuple[int, int]:
        """Cards drawn by this seat and by everyone, dealing one at a time from this seat."""
        counts = list(table.counts)
        counts[table.seat] = own_after
        available = table.tavern_size + healed
        drawn = mine = 0
        target = table.seat
        while drawn < value and available > 0 and any(n < table.max_hand for n in counts):
            if counts[target] < table.max_hand:
                counts[target] += 1
                drawn += 1
                available -= 1
                if target == table.seat:
                    mine += 1
            target = (target + 1) % table.players
        return mine, drawn

    def _yield(self, table: Table, action: Action) -> Option:
        attack = table.attack_now
        survives = sum(_value(c) for c in table.hand) >= attack
        utility = -attack * ATTACK_WEIGHT - YIELD_PENALTY + (0.0 if survives else DEATH)
        return Option(action, utility, survives=survives, attack=attack)

    def _jester(self, table: Table, action: Action) -> Option:
        # No counter-attack this turn; the enemy loses its immunity (spades already on the table
        # start to count against a spades enemy); this seat then names who plays next.
        bonus = 2.0
        if table.immune == "spades":
            bonus += min(table.spades_on_table, table.attack_now) * 1.5
        elif table.immune is not None:
            bonus += 1.0 * sum(1 for c in table.hand if c.suit == table.immune)
        return Option(action, -JESTER_WORTH + bonus)

    def _play(self, table: Table, legal: list[Action]) -> Action:
        options = sorted(self.options(table, legal), key=lambda o: -o.utility)  # stable: the first best wins
        flip = next((a for a in legal if isinstance(a, FlipJester)), None)
        best = options[0] if options else None
        # Solo: flip a set-aside jester when nothing survives, or the hand is nearly spent.
        if flip is not None and table.players == 1 and (best is None or self._spent(table, best)):
            self._why = self.flip_reason(table, best)
            return flip
        if best is None:
            return flip if flip is not None else self.rng.choice(legal)
        self._why = self.option_reason(table, best, options[1] if len(options) > 1 else None)
        return best.action

    @staticmethod
    def flip_reason(table: Table, best: Option | None) -> Reason:
        """Solo: why it flips a jester rather than make its best play."""
        hand = kept(table.seat, table.players, table.hand)
        if best is None or not best.survives:
            return Reason("regicide.why.flip-lost", {"kept": hand}, public=Reason("regicide.why.flip-public"))
        count = len(table.hand)
        return Reason(
            "regicide.why.flip-spent", {"count": count, "kept": hand}, public=Reason("regicide.why.flip-public")
        )

    @staticmethod
    def _spent(table: Table, best: Option) -> bool:
        """Solo: no play survives, or the hand is nearly spent and cannot kill."""
        if best.kills:
            return False
        return not best.survives or len(table.hand) <= SOLO_FLIP_HAND

    def good_play(self, table: Table) -> bool:
        """Whether this seat would like to play next: a kill, or a play that survives and hurts."""
        plays = [a for a in self._plays_for(table) if not a.card_list()[0].is_jester]
        options = [self._weigh(table, a, a.card_list()) for a in plays]
        if any(o.kills for o in options):
            return True
        return any(o.survives and o.utility > -table.attack_now * 0.8 for o in options)

    @staticmethod
    def _plays_for(table: Table) -> list[PlayCards]:
        """The plays this seat's hand allows (when it is not its turn, legal holds only signals)."""
        hand = table.hand
        out: list[PlayCards] = []
        seen: set[tuple[str, ...]] = set()

        def add(cards: Sequence[Card]) -> None:
            play = PlayCards(tuple(c.code for c in cards))
            if play.cards not in seen:
                seen.add(play.cards)
                out.append(play)

        for i, card in enumerate(hand):
            add([card])
            if card.is_ace:
                for j, other in enumerate(hand):
                    if j != i and not other.is_jester:
                        add([card, other])
        for rank in range(2, 6):
            same = [c for c in hand if c.rank == rank and not c.is_jester]
            for size in range(2, min(len(same), 10 // rank) + 1):
                for group in combinations(same, size):
                    add(group)
        return out

    # -- paying -------------------------------------------------------------------------

    def _pay(self, table: Table, legal: list[Action]) -> Action:
        pays = [a for a in legal if isinstance(a, Pay)]
        flip = next((a for a in legal if isinstance(a, FlipJester)), None)
        if not pays:
            return flip if flip is not None else legal[0]

        def cost(pay: Pay) -> tuple[float, int]:
            cards = pay.card_list()
            return (sum(table.worth(c) for c in cards), -len(cards))

        best = min(pays, key=cost)
        rest = rest_of(table.hand, best.card_list())
        if flip is not None and table.players == 1 and table.tavern_size >= 6:
            left = len(table.hand) - len(best.cards)
            if left <= 1:
                # The hand is spent anyway: refill to 8, then pay from it.
                self._why = Reason(
                    "regicide.why.flip-pay",
                    {"count": left, "cards": in_hand(table.seat, table.players, named(best.card_list()))},
                    public=Reason("regicide.why.flip-public"),
                )
                return flip
        self._why = self.pay_reason(table, best.card_list(), rest)
        return best

    @staticmethod
    def pay_reason(table: Table, cards: list[Card], rest: list[Card]) -> Reason:
        """Why it pays with these cards: what they total against what it owes, and what it keeps."""
        args = {"owed": table.to_pay, "cards": named(cards), "total": sum(_value(c) for c in cards)}
        public = Reason("regicide.why.pay", args)
        return Reason("regicide.why.pay-keeps", {**args, "kept": kept(table.seat, table.players, rest)}, public=public)

    # -- after a jester -----------------------------------------------------------------

    def _choose_next(self, table: Table, chooses: list[ChooseNext]) -> Action:
        def score(choice: ChooseNext) -> float:
            seat = choice.seat
            count = table.counts[seat]
            if count == 0:
                return -100.0
            points = float(count) + sum(_value(c) for c in table.known[seat]) / 5.0
            if seat == table.seat:
                points += 8.0 if self.good_play(table) else -4.0
            elif seat in table.signals:
                points += 8.0 if table.signals[seat] else -4.0
            return points

        choice = max(chooses, key=lambda c: (score(c), -((c.seat - table.seat) % table.players)))
        seat = choice.seat
        count = table.counts[seat]
        if seat == table.seat:
            key = "regicide.why.choose-self"
        elif seat in table.signals:
            key = "regicide.why.choose-wants" if table.signals[seat] else "regicide.why.choose-silent"
        else:
            key = "regicide.why.choose-count"
        self._why = Reason(key, {"player": Seat(seat), "count": count})
        return choice


def play_out(state: Any, bots: Sequence[Any], *, signals: bool = True) -> None:
    """Drive a game to its end with one bot per seat (each gets its view and legal actions).

    With `signals=False` the other seats stay silent while a jester's player chooses.
    """
    while not state.is_over():
        seat = state.next_to_ask() if signals else (state.chooser if state.phase == "choose" else state.current)
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))


register_bot(
    "regicide",
    "simple",
    RulesBot,
    "Kills exactly when it can, else the play that best protects the team; pays with the cheapest cards.",
    level=1,
    aliases=("rules",),
)


def _search_bot(seed: int | None) -> Any:
    from parlour.games.regicide.search import SearchBot

    return SearchBot(seed)


register_bot(
    "regicide",
    "search",
    _search_bot,
    "Information-set search over worlds dealt from its view, with a one-turn-lookahead policy in the rollouts.",
    level=3,
    aliases=("best",),
)
