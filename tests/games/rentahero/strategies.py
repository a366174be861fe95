"""Hypothesis strategies and a random game driver shared by Rent a Hero's property tests.

The driver turns a list of integers into legal actions: a seat among `to_act()` (several during a
window) and one of its legal actions. In a window it declines most of the time (`patience` out of
16), so powers come up now and then rather than at every chance, as at a table; otherwise every
legal action is equally likely. Once the list runs out, the choices go on from a `random.Random`
seeded by the list, so a short list still plays a whole game (the same game each time).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from parlour.engine import Action, Event
from parlour.games.rentahero import RENTAHERO, Decline, RentAHeroOptions, RentAHeroState

PRESETS = ("standard", "original", "8fspace")

# Large seeds, so that "the seed's digits never appear in a view" is a meaningful check.
seeds = st.integers(min_value=10**12, max_value=2**63 - 1)
choice_lists = st.lists(st.integers(min_value=0, max_value=2**16 - 1), max_size=60)
patience_levels = st.sampled_from([8, 12, 14, 15])


@st.composite
def preset_options(draw: st.DrawFn) -> dict[str, Any]:
    """Values for a preset at 3, 4 or 5 players (a dict, so a failing example prints short)."""
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.integers(min_value=3, max_value=5))
    return RentAHeroOptions.build(players, preset).to_json()


@st.composite
def any_options(draw: st.DrawFn) -> dict[str, Any]:
    """Any mix of the options (every preset is one such mix)."""
    players = draw(st.integers(min_value=3, max_value=5))
    return {
        "players": players,
        "first_player": draw(st.integers(min_value=-1, max_value=players - 1)),
        "hint_mode": draw(st.sampled_from(["hero", "requirement"])),
        "hints_per_holder": draw(st.sampled_from([0, 0, 1, 2])),
        "no_match_discard": draw(st.booleans()),
        "duplicates_to": draw(st.sampled_from(["eliminated", "discard"])),
        "deck_out": draw(st.sampled_from(["finish-turn", "finish-round", "immediate", "reshuffle"])),
    }


@dataclass
class Driver:
    """Turns hypothesis' integers into (seat, legal action) pairs."""

    choices: Sequence[int]
    patience: int = 12
    used: int = 0
    _more: random.Random | None = None

    def next_choice(self) -> int:
        self.used += 1
        if self.used <= len(self.choices):
            return self.choices[self.used - 1]
        if self._more is None:
            self._more = random.Random(repr(list(self.choices)))
        return self._more.randrange(2**16)

    def choose(self, state: RentAHeroState) -> tuple[int, Action]:
        x = self.next_choice()
        seats = sorted(state.to_act())
        seat = seats[x % len(seats)]
        legal = state.legal_actions(seat)
        if state.window is not None and (x >> 4) % 16 < self.patience:
            return seat, Decline()
        return seat, legal[(x >> 8) % len(legal)]


@dataclass
class Step:
    seat: int
    action: Action
    events: list[Event]


@dataclass
class Played:
    state: RentAHeroState
    steps: list[Step] = field(default_factory=list)


def play(
    options: RentAHeroOptions,
    seed: int,
    driver: Driver,
    *,
    limit: int | None = None,
    deck: Sequence[int] | None = None,
    after: Callable[[RentAHeroState, Step], None] | None = None,
) -> Played:
    """Play until the game ends (or `limit` actions), calling `after` after each action."""
    state = RENTAHERO.new_state(options, seed=seed, deck=deck)
    played = Played(state)
    while not state.is_over() and (limit is None or len(played.steps) < limit):
        seat, action = driver.choose(state)
        step = Step(seat, action, state.apply(seat, action))
        played.steps.append(step)
        if after is not None:
            after(state, step)
    return played
