"""Regicide's searching bot: information-set MCTS (parlour.bots.ismcts) with Regicide knowledge.

The search deals hypothetical worlds from the seat's view (`worlds.sample_world`) and plays
them on with a fast one-turn-lookahead policy that reads the sampled state directly (that world
is the bot's own guess, never the real game):

- every play is weighed with its consequences this turn: the damage (clubs doubled unless the
  enemy is immune), the shield spades add for the rest of the fight, the cards diamonds draw
  (hearts first refill the tavern), then the cheapest payment of the attack left from the hand
  that results; a play after which the hand cannot pay is a loss (or a solo jester's flip);
- a kill is worth most, an exact kill more (the royal is recruited onto the tavern), a kill of a
  fresh enemy with one play more still (no attack was paid against it);
- payments discard the cards least worth keeping (a small total, the enemy's own suit first,
  Aces and diamonds kept), never more than needed;
- solo: a set-aside jester is flipped when the hand cannot pay or no play survives, or when the
  hand is nearly spent and the tavern can refill it.

The weights were set by playing the policy alone (one sampled world per move) over 1,000 paired
solo deals: a healed card is worth 1.5 (it was 0.25), a kill 20 over its damage (was 60), and
hearts, clubs and spades kept for their value alone (suit bonuses 0 / 0.5 / 1, diamonds 3.5):
the policy alone then won 23 % of those deals instead of 3 %, and 26 / 23 / 12 % at 2 / 3 / 4
players instead of 8 / 7 / 3 %.

The tree searches, at each node, the six plays the lookahead likes best in that world, the
yield, the four cheapest payments that waste nothing, and the solo flip; a rollout plays ten
actions on (about five turns) and the leaf is scored by the enemies defeated, the damage on the
current one and the resources left (cards in hand, the tavern, unused jesters), a win being
worth most. Leaf values differ by a few hundredths between good and bad moves, so the
exploration constant is small (0.08). Solo, the bot remembers what its hearts put under the
tavern (`worlds.TavernMemory`), so its worlds deal the tavern in those layers. Budget: 200
iterations per decision (measured figures and the command in docs/benchmarks.md;
`parlour bench bots --game regicide --bots search`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import combinations
from typing import Any

from parlour.bots.ismcts import Heuristics, search
from parlour.bots.reasons import Reason
from parlour.engine.actions import Action
from parlour.engine.i18n import Term
from parlour.engine.state import State
from parlour.games.regicide.actions import ChooseNext, FlipJester, Pay, PlayCards, Signal, Yield, card_key, trusted
from parlour.games.regicide.bots import RulesBot, Table
from parlour.games.regicide.cards import ENEMY_ATTACK, ENEMY_HEALTH, Card
from parlour.games.regicide.state import RegicideState
from parlour.games.regicide.views import SeatView, seat_view
from parlour.games.regicide.why import in_hand, named, rest_of
from parlour.games.regicide.worlds import TavernMemory, WorldSampler, sample_world

# What a card is worth keeping, above its face value (tuned on the policy alone, see above).
SUIT_BONUS = {"hearts": 0.0, "diamonds": 3.5, "clubs": 0.5, "spades": 1.0}
ACE_BONUS = 2.5
JESTER_WORTH = 16.0
KILL = 20.0
EXACT_BONUS = 10.0  # per royal rank step above 10 (Jack 1, Queen 2, King 3): the royal joins the tavern
FRESH_KILL = 6.0  # a kill that cost no payment against this enemy
DAMAGE = 1.0
SHIELD_TURNS = 1.2  # how many later attacks a point of shield is expected to cut
DRAW = 0.9  # per point of value of a card drawn into this hand
DRAW_OTHER = 0.5  # ... into another hand
HEAL = 1.5  # per card put back under the tavern
PAY = 1.0  # per point of worth discarded to pay
YIELD_PENALTY = 4.0
FLIP_COST = 14.0  # solo: a jester spent (a worse medal, one fewer rescue)
DEATH = -1000.0
PLAYS_SEARCHED = 6  # the best plays by the one-turn lookahead, searched at every node


# A card's attack and payment value by rank (jester 0, Ace 1, ..., royals 10/15/20): faster than `Card.value`.
VALUE = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 15, 20)

# The memo tables stay small on purpose: a search's hits come from the hands of the decision at
# hand, and tables of 65,536 hands kept two million objects alive, whose full garbage collections
# paused a decision for up to 2 s (docs/benchmarks.md, "A bot under the server's budget").
PLAYS_MEMO = 1 << 12
PAYMENTS_MEMO = 1 << 11


def worth(card: Card, immune: str | None) -> float:
    """How much keeping this card in hand is worth (what paying with it costs)."""
    rank = card.rank
    if rank == 0:
        return JESTER_WORTH
    value = float(VALUE[rank])
    if card.suit != immune:
        value += SUIT_BONUS[card.suit]
    if rank == 1:
        value += ACE_BONUS
    return value


def payment_cost(hand: Sequence[Card], owed: int, immune: str | None) -> float | None:
    """What the cheapest payment of `owed` from `hand` costs in worth (None if the hand cannot pay)."""
    if owed <= 0:
        return 0.0
    return _payment_cost(tuple(hand), owed, immune)


@lru_cache(maxsize=PLAYS_MEMO)
def _payment_cost(hand: tuple[Card, ...], owed: int, immune: str | None) -> float | None:
    # Searches meet the same hands again and again (every world of a decision shares the root hand).
    inf = float("inf")
    best = [inf] * (owed + 1)  # best[s]: the least worth reaching a total s (totals above `owed` fold into it)
    best[0] = 0.0
    for card in hand:
        value = VALUE[card.rank]
        if not value:
            continue
        cost = worth(card, immune)
        for total in range(owed - 1, -1, -1):
            base = best[total]
            if base == inf:
                continue
            reach = total + value
            if reach > owed:
                reach = owed
            if base + cost < best[reach]:
                best[reach] = base + cost
    return None if best[owed] == inf else best[owed]


def cheapest_payment(hand: Sequence[Card], owed: int, immune: str | None) -> tuple[float, list[Card]] | None:
    """The set of cards worth at least `owed` that costs least to lose (None if the hand cannot pay)."""
    if owed <= 0:
        return 0.0, []
    inf = float("inf")
    best = [inf] * (owed + 1)
    sets = [0] * (owed + 1)  # bit masks over the hand's places
    best[0] = 0.0
    for i, card in enumerate(hand):
        value = VALUE[card.rank]
        if not value:
            continue
        cost = worth(card, immune)
        for total in range(owed - 1, -1, -1):
            base = best[total]
            if base == inf:
                continue
            reach = min(owed, total + value)
            if base + cost < best[reach]:
                best[reach] = base + cost
                sets[reach] = sets[total] | 1 << i
    if best[owed] == inf:
        return None
    return best[owed], [card for i, card in enumerate(hand) if sets[owed] >> i & 1]


@lru_cache(maxsize=PLAYS_MEMO)
def _plays_of(hand: tuple[Card, ...]) -> tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]:
    """Every legal play from a sorted hand (singles, an Ace with one card, combos up to 10), each
    with the cards it leaves in hand."""
    picks: list[tuple[int, ...]] = []
    for i, card in enumerate(hand):
        if i == 0 or card != hand[i - 1]:
            picks.append((i,))
    for i, ace in enumerate(hand):
        if not ace.is_ace:
            continue
        for j, other in enumerate(hand):
            if other.is_jester or j == i or (other.is_ace and j < i):
                continue
            picks.append((min(i, j), max(i, j)))
    by_rank: dict[int, list[int]] = {}
    for i, card in enumerate(hand):
        if 2 <= card.rank <= 10:
            by_rank.setdefault(card.rank, []).append(i)
    for rank, same in by_rank.items():
        for size in range(2, min(4, len(same)) + 1):
            if rank * size <= 10:
                picks += list(combinations(same, size))
    return tuple((tuple(hand[i] for i in pick), _without(hand, pick)) for pick in picks)


def _without(hand: tuple[Card, ...], places: tuple[int, ...]) -> tuple[Card, ...]:
    """The hand without the cards at `places` (increasing), in order: slices, faster than a filter."""
    rest: tuple[Card, ...] = ()
    start = 0
    for place in places:
        rest += hand[start:place]
        start = place + 1
    return rest + hand[start:]


def _deal(state: RegicideState, seat: int, own_after: int, count: int, extra: int) -> tuple[list[int], int]:
    """Diamonds: the tavern places this seat draws and the number drawn by all, from `seat` round."""
    players = state.options.players
    counts = [len(h) for h in state.hands]
    counts[seat] = own_after
    cap = state.options.max_hand
    available = len(state.tavern) + extra
    mine: list[int] = []
    drawn = 0
    target = seat
    while drawn < count and drawn < available and any(n < cap for n in counts):
        if counts[target] < cap:
            counts[target] += 1
            if target == seat:
                mine.append(drawn)
            drawn += 1
        target = (target + 1) % players
    return mine, drawn


def score_play(state: RegicideState, seat: int, cards: Sequence[Card], rest: tuple[Card, ...]) -> float:
    """What a play brings this turn, its payment included (DEATH when the hand cannot pay)."""
    hand = state.hands[seat]
    immune = state.immune_suit()
    enemy = state.enemy
    if cards[0].is_jester:
        # Multiplayer jester: no attack this turn, the immunity goes, its player names who plays.
        bonus = 0.0
        if immune == "spades":
            bonus += min(state.spades, ENEMY_ATTACK[enemy.rank]) * SHIELD_TURNS
        elif immune is not None:
            bonus += 1.5 * sum(1 for c in hand if c.suit == immune)
        return -JESTER_WORTH + 4.0 + bonus
    value = sum(VALUE[c.rank] for c in cards)
    suits = {c.suit for c in cards}
    suits.discard(immune or "")
    damage = value * 2 if "clubs" in suits else value
    remaining = ENEMY_HEALTH[enemy.rank] - state.damage
    cost = sum(worth(c, immune) for c in cards)
    utility = -cost
    healed = 0
    if "hearts" in suits:
        healed = min(value, len(state.discard))
        if len(state.discard) < value and state.options.hearts_short_discard == "take-none":
            healed = 0
        utility += HEAL * healed * (2.0 if len(state.tavern) < 10 else 1.0)
    drawn: list[Card] = []
    if "diamonds" in suits:
        places, total = _deal(state, seat, len(rest), value, healed)
        tavern = state.tavern
        mean = sum(VALUE[c.rank] for c in state.discard) / len(state.discard) if state.discard else 5.0
        for place in places:
            if place < len(tavern):
                drawn.append(tavern[place])
            else:
                utility += DRAW * mean  # a healed card, unknown
        utility += DRAW * sum(VALUE[c.rank] for c in drawn) + DRAW_OTHER * max(0, total - len(places)) * 5.0
    if damage >= remaining:
        exact = damage == remaining
        utility += KILL + (EXACT_BONUS * (enemy.rank - 10) if exact else 0.0)
        if not state.table:
            utility += FRESH_KILL
        return utility
    utility += DAMAGE * damage
    shield = value if "spades" in suits else 0
    attack = max(0, ENEMY_ATTACK[enemy.rank] - state.shield() - shield)
    if shield:
        cut = min(shield, max(0, ENEMY_ATTACK[enemy.rank] - state.shield()))
        utility += cut * SHIELD_TURNS * min(2.5, (remaining - damage) / 8.0)
    payment = payment_cost(rest + tuple(drawn) if drawn else rest, attack, immune)
    if payment is None:
        return utility + (-FLIP_COST * 2 if state.solo_jesters else DEATH)
    return utility - PAY * payment


def best_payment(state: RegicideState, seat: int) -> Pay | None:
    """The cheapest payment of the attack owed (None when the hand cannot pay)."""
    payment = cheapest_payment(state.hands[seat], state.to_pay, state.immune_suit())
    if payment is None:
        return None
    cards = sorted(payment[1], key=card_key)
    pay: Pay = trusted(Pay, tuple(c.code for c in cards))
    return pay


def rollout_policy(state: State, seat: int, rng: random.Random) -> Action:
    """A fast, legal action for `seat` in a sampled world (one turn of lookahead)."""
    assert isinstance(state, RegicideState)
    if state.phase == "choose":
        if seat != state.chooser:
            return Signal(False)
        choices = [s for s in range(state.options.players) if s != seat or state.options.jester_self_choice]
        return ChooseNext(max(choices, key=lambda s: (sum(VALUE[c.rank] for c in state.hands[s]), -s)))
    if state.phase == "pay":
        pay = best_payment(state, seat)
        if pay is None:
            return FlipJester()  # the hand cannot pay: only a solo jester is left (else the game is over)
        if state.solo_jesters and len(state.hands[seat]) - len(pay.cards) <= 1 and len(state.tavern) >= 6:
            return FlipJester()
        return pay
    hand = state.hands[seat]
    best: tuple[float, Action] | None = None
    for cards, rest in _plays_of(tuple(hand)):
        utility = score_play(state, seat, cards, rest)
        if best is None or utility > best[0]:
            best = (utility, trusted(PlayCards, tuple(c.code for c in cards)))
    if state.can_yield(seat):
        attack = state.attack()
        payment = payment_cost(hand, attack, state.immune_suit())
        utility = DEATH if payment is None else -YIELD_PENALTY - PAY * payment
        if best is None or utility > best[0]:
            best = (utility, Yield())
    if state.solo_jesters and (best is None or best[0] <= -FLIP_COST or (len(hand) <= 2 and best[0] < KILL / 2)):
        return FlipJester()
    assert best is not None
    return best[1]


def candidate_actions(state: State, seat: int) -> list[Action]:
    """The moves searched: every play (or the choice of seat), a few cheapest payments, the flip."""
    assert isinstance(state, RegicideState)
    if state.phase == "choose":
        if seat != state.chooser:
            return [Signal(False)]
        return state.legal_actions(seat)
    if state.phase == "pay":
        out: list[Action] = _cheap_payments(state.hands[seat], state.to_pay, state.immune_suit())
        if state.solo_jesters:
            out.append(FlipJester())
        return out
    # The plays the one-turn lookahead likes best in this world: the search spends its budget there.
    hand = state.hands[seat]
    scored = sorted(
        ((score_play(state, seat, cards, rest), i, cards) for i, (cards, rest) in enumerate(_plays_of(tuple(hand)))),
        key=lambda item: (-item[0], item[1]),
    )
    plays: list[Action] = [trusted(PlayCards, tuple(c.code for c in cards)) for _, _, cards in scored[:PLAYS_SEARCHED]]
    if state.can_yield(seat):
        plays.append(Yield())
    if state.solo_jesters:
        plays.append(FlipJester())
    return plays


def _cheap_payments(hand: list[Card], owed: int, immune: str | None, keep: int = 4) -> list[Action]:
    """The `keep` cheapest payments that waste nothing (no card could be left out)."""
    return list(_cheap_payments_of(tuple(hand), owed, immune, keep))


@lru_cache(maxsize=PAYMENTS_MEMO)
def _cheap_payments_of(hand: tuple[Card, ...], owed: int, immune: str | None, keep: int) -> tuple[Action, ...]:
    n = len(hand)
    values = [VALUE[c.rank] for c in hand]
    costs = [worth(c, immune) for c in hand]
    totals = [0] * (1 << n)
    prices = [0.0] * (1 << n)
    smallest = [99] * (1 << n)
    found: dict[tuple[str, ...], float] = {}
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1  # the lowest card in the set, added to the set without it
        rest = mask & (mask - 1)
        totals[mask] = total = totals[rest] + values[low]
        prices[mask] = prices[rest] + costs[low]
        smallest[mask] = least = min(smallest[rest], values[low])
        if total >= owed and total - least < owed:
            codes = tuple(hand[i].code for i in range(n) if mask >> i & 1)
            found.setdefault(codes, prices[mask])
    ranked = sorted(found.items(), key=lambda item: (item[1], len(item[0])))
    return tuple(trusted(Pay, codes) for codes, _ in ranked[:keep])


def evaluate(state: State) -> list[float]:
    """A leaf's worth for the team in [0, 1]: a win 1; else progress with the resources left."""
    assert isinstance(state, RegicideState)
    players = state.options.players
    if state.end_reason is not None:
        value = 1.0 if state.end_reason == "won" else 0.6 * state.defeated / 12
        return [value] * players
    enemy = state.enemy
    progress = state.defeated + min(1.0, state.damage / ENEMY_HEALTH[enemy.rank])
    cards = sum(len(h) for h in state.hands)
    hand_value = sum(VALUE[c.rank] for h in state.hands for c in h)
    resources = 0.02 * hand_value + 0.03 * cards + 0.015 * len(state.tavern) + 0.25 * state.solo_jesters
    value = 0.6 * (progress + resources) / 12
    return [min(0.95, value)] * players


def actor(state: State) -> int:
    assert isinstance(state, RegicideState)
    if state.phase == "choose" and state.chooser is not None:
        return state.chooser
    return state.current


HEURISTICS = Heuristics(
    sample_world=sample_world,
    rollout=rollout_policy,
    evaluate=evaluate,
    actions=candidate_actions,
    actor=actor,
)


class SearchBot:
    """ISMCTS over sampled worlds with Regicide's one-turn policy in the rollouts."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = 200,
        rollout_depth: int = 10,
        exploration: float = 0.08,
        memory: bool = True,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        # An anytime stop: at most this many seconds a decision (the server sets its move budget
        # here); None searches every iteration, so a seeded game is the same game every time.
        self.time_limit: float | None = None
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.memory = TavernMemory() if memory else None
        self._why: Reason | None = None

    def why(self) -> Reason | None:
        """The reason for the action the last `choose` returned: the rules' reading of it and the search's tally."""
        return self._why

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if self.memory is not None:
            self.memory.observe(view)
        action = self._choose(view, legal)
        if self.memory is not None:
            self.memory.record(view, action)
        return action

    def remember(self, view: Mapping[str, Any], action: Action) -> None:
        """An earlier move of this seat (a game resumed from its record): follow the tavern as `choose` does."""
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if self.memory is not None:
            self.memory.observe(view)
            self.memory.record(view, action)

    def _choose(self, view: SeatView, legal: list[Action]) -> Action:
        started = time.perf_counter()
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        self._why = Reason("bots.why.forced")
        if len(legal) == 1:
            return legal[0]
        if any(isinstance(a, Signal) for a in legal):
            # A signal moves nothing in the game: say honestly whether this hand has a good play.
            rules, table = RulesBot(0), Table.from_view(view)
            signal = Signal(rules.good_play(table))
            self._why = rules.signal_reason(table, signal.wants_to_play)
            return signal
        # The view is read once, then dealt from at every iteration.
        sampler = WorldSampler(view, None if self.memory is None else self.memory.layers())
        tally: list[tuple[Action, int, float]] = []
        action = search(
            view,
            legal,
            replace(HEURISTICS, sample_world=lambda _view, rng: sampler.deal(rng)),
            self.rng,
            iterations=self.iterations,
            # The budget counts from the decision's start: dealing the worlds' sampler is part of it.
            time_limit=None if self.time_limit is None else max(0.0, self.time_limit - (time.perf_counter() - started)),
            exploration=self.exploration,
            rollout_depth=self.rollout_depth,
            tally=tally,
        )
        self._why = explain(view, action, tally)
        return action


def _move_words(action: Action) -> Any:
    """A move the search weighed, as a reason names it."""
    if isinstance(action, PlayCards | Pay):
        return named(action.card_list())
    if isinstance(action, Yield):
        return Term("regicide.why.yield-move")
    if isinstance(action, FlipJester):
        return Term("regicide.why.flip-move")
    return Term("regicide.why.no-card")


def explain(view: SeatView, action: Action, tally: Sequence[tuple[Action, int, float]]) -> Reason:
    """The search's move said as the rules read it (damage, what the hand keeps to pay), with the
    search's tally: how often it tried this move, and the runners-up (from the hand: secret)."""
    rules, table = RulesBot(0), Table.from_view(view)
    main: Reason
    if isinstance(action, Pay):
        cards = action.card_list()
        main = rules.pay_reason(table, cards, rest_of(table.hand, cards))
    elif isinstance(action, FlipJester):
        options = sorted(rules.options(table, list(rules._plays_for(table))), key=lambda o: -o.utility)
        main = rules.flip_reason(table, options[0] if options else None)
    elif isinstance(action, ChooseNext):
        rules._choose_next(table, [action])
        main = rules.why() or Reason("bots.why.forced")
    else:
        option = rules.options(table, [action])[0]
        main = rules.reason_for(table, action, option.damage, option.attack, option.survives, ())
    total = sum(visits for _, visits, _ in tally)
    searched: list[Reason] = []
    if tally:
        secret = in_hand(table.seat, table.players, tally[0][1])
        searched.append(Reason("regicide.why.searched", {"visits": secret, "count": total}))
    for other, visits, _ in tally[1:3]:
        words = in_hand(table.seat, table.players, _move_words(other))
        searched.append(Reason("regicide.why.searched-other", {"cards": words, "visits": visits}))
    return Reason(main.key, main.args, (*main.rejected, *searched), main.public)
