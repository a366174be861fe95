"""Hypothesis strategies and a game driver shared by Hanabi's property tests.

The driver turns a list of integers into legal moves. A choice `x` picks either a uniformly
random legal action (when `x % 16 >= 16 - chaos`) or one of the best actions of a cheating player
that looks at every card (play a playable card, discard a dead card, give a clue, discard a
card with a spare copy, ...). Reckless games end on three red tokens in a few turns; careful
ones run the deck out and reach the last round, Bouquet final's long ending and perfect
games. A "talkative" player gives a clue whenever it can, which spends the blue tokens and
so reaches Bouquet final's skipped turns (a player with no card and no token). Hypothesis
shrinks a choice towards 0, the careful player's first best action.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from parlour.engine import Action
from parlour.games.hanabi import HANABI, Card, Discard, HanabiOptions, HanabiState, Play
from tests import drivers
from tests.drivers import Played, Step, json_scalars, json_values

SIXTH_SUITS = ("none", "multicolour", "multicolour-short", "multicolour-wild")

# Large seeds, so that "the seed's digits never appear in a view" is a meaningful check.
seeds = st.integers(min_value=10**12, max_value=2**63 - 1)

# The fraction (out of 16) of choices that pick a uniformly random legal action.
chaos_levels = st.sampled_from([0, 1, 4, 16])
styles = st.sampled_from(["careful", "talkative"])

choice_lists = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=200)


@st.composite
def option_values(draw: st.DrawFn, **fixed: Any) -> dict[str, Any]:
    """Values for `HanabiOptions(**values)` (a dict, so a failing example prints short)."""
    players = fixed.get("players", draw(st.integers(min_value=2, max_value=5)))
    values = {
        "players": players,
        "sixth_suit": draw(st.sampled_from(SIXTH_SUITS)),
        "empty_clues": draw(st.booleans()),
        "bouquet_final": draw(st.booleans()),
        "starting_player": draw(st.integers(min_value=0, max_value=players - 1)),
    }
    return {**values, **fixed}


# -- the careful (cheating) player ----------------------------------------------------------


def _copies(state: HanabiState, card: Card) -> int:
    return state.suits[card.suit].copies(card.rank)


def _dead(state: HanabiState, card: Card, discarded: Counter[Card]) -> bool:
    """Already played, or a lower card of its suit is gone for good."""
    if card.rank <= state.fireworks[card.suit]:
        return True
    return any(
        discarded[Card(card.suit, r)] >= _copies(state, Card(card.suit, r))
        for r in range(state.fireworks[card.suit] + 1, card.rank)
    )


def _priority(state: HanabiState, seat: int, action: Action, discarded: Counter[Card], style: str) -> int:
    if isinstance(action, Play):
        card = state.card(state.hands[seat][action.slot])
        return 0 if state.fireworks[card.suit] == card.rank - 1 else 6
    if isinstance(action, Discard):
        card = state.card(state.hands[seat][action.slot])
        if _dead(state, card, discarded):
            return 1
        return 3 if discarded[card] + 1 < _copies(state, card) else 5
    # A clue: the careful player stalls with clues rather than throw a useful card away.
    return -1 if style == "talkative" else 2


def best_actions(state: HanabiState, seat: int, legal: Sequence[Action], style: str = "careful") -> list[Action]:
    discarded = state.discard_counts()
    ranked = [(_priority(state, seat, a, discarded, style), a) for a in legal]
    top = min(p for p, _ in ranked)
    return [a for p, a in ranked if p == top]


@dataclass
class Driver:
    """Turns hypothesis' integers into legal actions.

    Once the list runs out, the choices go on from a `random.Random` seeded by the list, so
    that a short list still makes a whole game in the same style (and the same game each time).
    """

    choices: Sequence[int]
    chaos: int = 0
    style: str = "careful"
    used: int = 0
    _more: random.Random | None = None

    def next_choice(self) -> int:
        self.used += 1
        if self.used <= len(self.choices):
            return self.choices[self.used - 1]
        if self._more is None:
            self._more = random.Random(repr(list(self.choices)))
        return self._more.randrange(2**16)

    def choose(self, state: HanabiState) -> tuple[int, Action]:
        (seat,) = state.to_act()
        legal = state.legal_actions(seat)
        x = self.next_choice()
        if x % 16 + self.chaos >= 16:  # so that 0, hypothesis' favourite, is a careful choice
            return seat, legal[(x // 16) % len(legal)]
        best = best_actions(state, seat, legal, self.style)
        return seat, best[(x // 16) % len(best)]


def play(
    options: HanabiOptions,
    seed: int,
    driver: Driver,
    *,
    limit: int | None = None,
    deck: Sequence[Card] | None = None,
    before: Callable[[HanabiState, int, Action], None] | None = None,
    after: Callable[[HanabiState, Step, Mapping[str, Any]], None] | None = None,
) -> Played:
    """Play a game of this game's options (see `tests.drivers.play`)."""
    return drivers.play(HANABI, options, seed, driver, limit=limit, deck=deck, before=before, after=after)


__all__ = [
    "SIXTH_SUITS",
    "Driver",
    "Played",
    "Step",
    "best_actions",
    "chaos_levels",
    "choice_lists",
    "json_scalars",
    "json_values",
    "option_values",
    "play",
    "seeds",
    "styles",
]
