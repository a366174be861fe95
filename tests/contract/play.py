"""What the contract suite shares: the registered games, random options, and a random legal player.

Only the engine contract is used (no game's own module), so a game added to the `parlour.games`
entry-point group is covered as it is registered.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from parlour.engine import Action, BadInput, Game, State, registry
from tests.drivers import Step

GAMES: list[Game[Any]] = registry.games()
# Every test taking a `game` runs once per registered game, its id in the test's name.
every_game = pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
MAX_ACTIONS = 5000  # the bound every game ends within, however its seats play
# Long seeds, so that "the seed's digits never appear in a view" means something.
seeds = st.integers(min_value=10**12, max_value=2**63 - 1)
STYLES = ("random", "survive")


def examples(count: int) -> settings:
    """Hypothesis settings for whole games: `count` examples, no deadline, and no shrinking (a
    failing game is reported with its draws; shrinking whole games of every game can take minutes)."""
    return settings(
        max_examples=count,
        deadline=None,
        phases=(Phase.explicit, Phase.reuse, Phase.generate),
        suppress_health_check=list(HealthCheck),
    )


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, allow_nan=False)


def round_trips(data: Any, seed: int) -> str:
    """`data` is plain JSON (it survives dumps/loads unchanged) that never holds the seed."""
    text = dumps(data)
    assert json.loads(text) == data, "not plain JSON (tuples, non-string keys...)"
    assert str(seed) not in text, "the seed's digits are in it"
    assert '"seed":' not in text and '"_seed":' not in text
    return text


def recipients(state: State) -> list[int | None]:
    return [*range(state.players), None]


@st.composite
def options_of(draw: st.DrawFn, game: Game[Any]) -> Any:
    """Options of `game`: a player count in its range, and one of its presets or none."""
    players = draw(st.integers(game.min_players, game.max_players), label="players")
    presets = sorted(game.options_type.PRESETS)
    preset = draw(st.sampled_from([None, *presets]), label="preset")
    try:
        return game.options_type.build(players=players, variant=preset)
    except BadInput:  # a preset that fixes the player count (a solo rule set)
        return game.options_type.build(variant=preset)


@dataclass
class Player:
    """Plays random legal actions: a random seat among `to_act()` (or `next_to_ask()`), a random action.

    "survive" avoids an action that ends the game while another does not, so games run longer.
    """

    rng: random.Random
    style: str = "random"

    def choose(self, state: State) -> tuple[int, Action]:
        to_act = sorted(state.to_act())
        asked = state.next_to_ask()
        seat = asked if asked is not None and self.rng.random() < 0.5 else self.rng.choice(to_act)
        legal = state.legal_actions(seat)
        if self.style == "survive" and len(legal) > 1:
            for _ in range(4):
                action = self.rng.choice(legal)
                trial = state.clone()
                trial.apply(seat, action)
                if not trial.is_over():
                    return seat, action
        return seat, self.rng.choice(legal)


@dataclass
class Played:
    state: State
    seed: int
    steps: list[Step] = field(default_factory=list)


def play(
    game: Game[Any],
    options: Any,
    seed: int,
    player: Player,
    limit: int = MAX_ACTIONS,
    after: Callable[[State, Step], None] | None = None,
) -> Played:
    """Play until the end (or `limit` actions), calling `after` after each action."""
    state = game.new_state(options, seed=seed)
    played = Played(state, seed)
    while not state.is_over() and len(played.steps) < limit:
        seat, action = player.choose(state)
        step = Step(seat, action, state.apply(seat, action))
        played.steps.append(step)
        if after is not None:
            after(state, step)
    return played


@st.composite
def games_played(draw: st.DrawFn, game: Game[Any], cut: bool = False) -> Played:
    """A random game of `game` played to its end (or, with `cut`, to a random moment)."""
    options = draw(options_of(game))
    seed = draw(seeds, label="seed")
    rng = random.Random(draw(st.integers(0, 2**32), label="choices"))
    style = draw(st.sampled_from(STYLES), label="style")
    limit = draw(st.integers(0, 120), label="cut") if cut else MAX_ACTIONS
    return play(game, options, seed, Player(rng, style), limit=limit)


def candidates(state: State, extra: Iterable[Action] = ()) -> list[Action]:
    """Actions worth trying now: every action id of this state's table, and `extra`."""
    found: list[Action] = []
    for action_id in range(state.GAME.num_actions(state.options)):
        try:
            found.append(state.action_from_id(action_id))
        except BadInput:  # an id that means nothing here (a payment beyond the hand's size)
            continue
    return list(dict.fromkeys([*found, *extra]))
