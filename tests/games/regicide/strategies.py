"""Hypothesis strategies and a game driver shared by Regicide's property tests.

The driver turns a list of integers into legal actions. A choice `x` picks either a uniformly
random legal action (when `x % 16 >= 16 - chaos`) or one of the best actions of a cheating team
that looks at every card, the tavern's order included: it tries each play on a clone, pays the
counter-attack as cheaply as it can, and scores what is left (enemies defeated, damage dealt,
shield, the cards in every hand, in the tavern and in the discard; a lost game is the worst
score). Random play loses against the second or third enemy; the cheating team usually gets
through the Jacks and the Queens and sometimes beats the four Kings. Hypothesis shrinks a
choice towards 0, the team's first best action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from hypothesis import strategies as st

from parlour.engine import Action
from parlour.games.regicide import (
    JESTER,
    REGICIDE,
    Card,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    RegicideOptions,
    RegicideState,
    Signal,
    Yield,
)
from parlour.games.regicide.actions import play_sets
from tests import drivers
from tests.drivers import Played, Step

# The cheating team's scoring weights (tuned by hand: about 7 enemies defeated on average).
WEIGHTS = {
    "defeat": 400.0,  # per enemy defeated
    "damage": 180.0,  # for the whole health of the current enemy
    "shield": 3.0,  # per point of spades counted against the current enemy
    "jester": 25.0,  # per solo jester left
    "card": 0.5,  # per card in hand, on top of its value
    "tavern": 0.5,  # per point of value in the tavern (diamonds draw it)
    "discard": 0.1,  # per point of value in the discard (hearts recycle it)
    "danger": 150.0,  # when the next player cannot pay the attack after their smallest play
}
SUITS = ("hearts", "diamonds", "clubs", "spades")
HEALTH = {11: 20, 12: 30, 13: 40}  # written out from the seed, not read from the engine
ATTACK = {11: 10, 12: 15, 13: 20}

# Large seeds, so that "the seed's digits never appear in a view" is a meaningful check.
seeds = st.integers(min_value=10**12, max_value=2**63 - 1)

# The fraction (out of 16) of choices that pick a uniformly random legal action.
chaos_levels = st.sampled_from([0, 0, 1, 3, 16])
styles = st.sampled_from(["careful", "careful", "yielding", "jesting"])

choice_lists = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=120)


@st.composite
def option_values(draw: st.DrawFn, **fixed: Any) -> dict[str, Any]:
    """Values for `RegicideOptions(**values)` (a dict, so a failing example prints short)."""
    values = {
        "players": draw(st.integers(min_value=1, max_value=4)),
        "jester_self_choice": draw(st.booleans()),
        "hearts_short_discard": draw(st.sampled_from(["take-all", "take-none"])),
    }
    return {**values, **fixed}


def box(options: RegicideOptions) -> list[Card]:
    """The cards in play at this table: 52 cards and the tavern's jesters (seed 002, « Matériel »)."""
    jesters = {1: 0, 2: 0, 3: 1, 4: 2}[options.players]
    return [Card(rank, suit) for suit in SUITS for rank in range(1, 14)] + [JESTER] * jesters


def make_deck(options: RegicideOptions, rnd: random.Random) -> list[Card]:
    """An explicit deck: the castle (Jacks on Queens on Kings, each rank shuffled), then the tavern."""
    castle: list[Card] = []
    for rank in (11, 12, 13):
        group = [Card(rank, suit) for suit in SUITS]
        rnd.shuffle(group)
        castle += group
    tavern = [c for c in box(options) if c.rank <= 10]
    rnd.shuffle(tavern)
    return castle + tavern


def candidates(state: RegicideState, seat: int) -> list[Action]:
    """Every action worth asking about: each play set, yield, the solo jester, every choice and
    signal, and every subset of the seat's hand as a play and as a payment (the empty one too)."""
    hand = [c.code for c in state.hands[seat]]
    subsets = {tuple(group) for size in range(len(hand) + 1) for group in combinations(hand, size)}
    out: list[Action] = [*play_sets(), Yield(), FlipJester(), Signal(True), Signal(False)]
    out += [ChooseNext(s) for s in range(state.players + 1)]
    out += [Pay(codes) for codes in subsets]
    out += [PlayCards(codes) for codes in subsets if codes]
    return out


# -- the cheating team ------------------------------------------------------------------------


def worth(card: Card) -> float:
    """What a card in hand is worth to the team (a jester is a strong card at a table)."""
    if card.is_jester:
        return 12.0
    return float(card.value) + WEIGHTS["card"]


def cheapest_payment(state: RegicideState, legal: Sequence[Action]) -> list[Action]:
    """The payments that throw away the least (and, among those, keep the most cards)."""
    worths = {c.code: worth(c) for c in state.hands[state.current]}
    costs = [(sum(worths[code] for code in a.cards), len(a.cards), a) for a in legal if isinstance(a, Pay)]
    if not costs:
        return []
    best = min((total, size) for total, size, _ in costs)
    return [a for total, size, a in costs if (total, size) == best]


def score(state: RegicideState) -> float:
    """How good a position is for the team (higher is better)."""
    if state.is_over():
        return 1e9 if state.end_reason == "won" else -1e9 + state.defeated * 1e6
    health = HEALTH[state.enemy.rank]
    total = WEIGHTS["defeat"] * state.defeated + WEIGHTS["damage"] * state.damage / health
    total += WEIGHTS["shield"] * state.shield() + WEIGHTS["jester"] * state.solo_jesters
    for hand in state.hands:
        total += sum(worth(c) for c in hand)
    total += WEIGHTS["tavern"] * sum(c.value for c in state.tavern)
    total += WEIGHTS["discard"] * sum(c.value for c in state.discard)
    if state.phase == "play":
        # The next player must survive the attack with what they hold (solo: jesters help).
        hand = state.hands[state.current]
        if sum(c.value for c in hand) - min((c.value for c in hand), default=0) < state.attack():
            total -= WEIGHTS["danger"] / (1 + state.solo_jesters)
    return total


def best_actions(state: RegicideState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """The cheating team's best actions for `seat` (one ply: play, then pay as cheaply as possible)."""
    if state.phase == "pay":
        flips = [a for a in legal if isinstance(a, FlipJester)]
        pays = cheapest_payment(state, legal)
        return pays or flips or list(legal)
    if state.phase == "choose":
        if seat != state.chooser:
            return [a for a in legal if isinstance(a, Signal)]
        # Let the player with the strongest hand lead.
        chooses = [a for a in legal if isinstance(a, ChooseNext)]
        power = {a: sum(c.value for c in state.hands[a.seat]) for a in chooses if isinstance(a, ChooseNext)}
        top = max(power.values())
        return [a for a in chooses if power[a] == top]
    ranked: list[tuple[float, Action]] = []
    for action in legal:
        trial = state.clone()
        trial.apply(seat, action)
        if not trial.is_over() and trial.phase == "pay":
            pays = cheapest_payment(trial, trial.legal_actions(trial.current))
            if not pays and trial.solo_jesters:
                trial.apply(trial.current, FlipJester())
                pays = cheapest_payment(trial, trial.legal_actions(trial.current))
            if pays:
                trial.apply(trial.current, pays[0])
        ranked.append((score(trial), action))
    top = max(s for s, _ in ranked)
    return [a for s, a in ranked if s == top]


@dataclass
class Driver:
    """Turns hypothesis' integers into legal actions.

    Once the list runs out, the choices go on from a `random.Random` seeded by the list, so
    that a short list still makes a whole game in the same style (and the same game each time).
    In the "choose" phase a choice may let a non-chooser signal (at most three signals in a row).
    Styles: "careful" always takes the team's advice; "yielding" yields one time in two when it
    may (so that everyone but one yields in a row); "jesting" plays a jester as soon as it holds
    one (so that the "choose" phase and its signals come up).
    """

    choices: Sequence[int]
    chaos: int = 0
    style: str = "careful"
    used: int = 0
    signals: int = 0
    _more: random.Random | None = None

    def next_choice(self) -> int:
        self.used += 1
        if self.used <= len(self.choices):
            return self.choices[self.used - 1]
        if self._more is None:
            self._more = random.Random(repr(list(self.choices)))
        return self._more.randrange(2**16)

    def choose(self, state: RegicideState) -> tuple[int, Action]:
        x = self.next_choice()
        seats = sorted(state.to_act())
        if state.phase == "choose":
            chooser = state.chooser
            assert chooser is not None
            others = [s for s in seats if s != chooser]
            if others and self.signals < 3 and (x >> 8) % 2 == 1:
                self.signals += 1
                seat = others[(x >> 10) % len(others)]
            else:
                self.signals = 0
                seat = chooser
        else:
            (seat,) = seats
        legal = state.legal_actions(seat)
        if self.style == "yielding" and Yield() in legal and (x >> 12) % 2 == 0:
            return seat, Yield()
        if self.style == "jesting" and PlayCards(("*",)) in legal:
            return seat, PlayCards(("*",))
        if x % 16 + self.chaos >= 16:  # so that 0, hypothesis' favourite, is a careful choice
            return seat, legal[(x // 16) % len(legal)]
        best = best_actions(state, seat, legal)
        return seat, best[(x // 16) % len(best)]


def play(
    options: RegicideOptions,
    seed: int,
    driver: Driver,
    *,
    limit: int | None = None,
    deck: Sequence[Card] | None = None,
    before: Callable[[RegicideState, int, Action], None] | None = None,
    after: Callable[[RegicideState, Step, Mapping[str, Any]], None] | None = None,
) -> Played:
    """Play a game of this game's options (see `tests.drivers.play`)."""
    return drivers.play(REGICIDE, options, seed, driver, limit=limit, deck=deck, before=before, after=after)
