"""Information-set Monte Carlo tree search for any game on the engine contract.

A searching bot still sees only its seat's view. Each iteration deals one hypothetical world
from that view (the game's `sample_world(view, rng) -> State`, which keeps everything the seat
knows and deals the rest at random), then walks a single tree shared by all worlds
(single-observer ISMCTS, after Cowling, Powley and Whitehouse, "Information Set Monte Carlo
Tree Search", IEEE TCIAIG 2012): at each node only the actions legal in this world compete, by
UCB1 counted over the times each action was available; one new node is added; a rollout policy
plays on for at most `rollout_depth` actions; the leaf is scored per seat and the score is
backed up, each node crediting the seat that chose it. The answer is the root action visited
most.

The stable interface (other games' bots build on it; keep it so):

    heuristics = Heuristics(sample_world, rollout=..., evaluate=..., actions=..., actor=..., key=...)
    action = search(view, legal, heuristics, rng, iterations=200, time_limit=None)
    bot = SearchBot("name", heuristics, seed, iterations=200)   # a `Bot`: choose(view, legal)

- `sample_world(view, rng) -> State`: a full state consistent with the view (required).
- `rollout(state, seat, rng) -> Action`: a legal action for `seat` in a sampled world (default:
  uniform among `actions`). It may read the whole sampled state: that world is the bot's guess.
- `evaluate(state) -> sequence of per-seat values in [0, 1]`: the leaf's worth when a rollout
  stops early (default: `result().scores` at the end, else 0.5 for everyone).
- `actions(state, seat) -> list[Action]`: the candidates searched (pruning; default: every legal
  action). At the root they are also kept to those in `legal`.
- `actor(state) -> seat`: who moves when `to_act()` holds several seats (default: the lowest).
- `key(state, action) -> hashable`: how an action is recognised across worlds (default: the
  action itself, since actions are frozen values; `state.action_id` can depend on the state, as
  Regicide's payments, numbered by places in a hand, do).

Deterministic given the rng's seed when only `iterations` bounds the search; `time_limit`
(seconds) is a safety cap that makes the result depend on the machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from parlour.engine.actions import Action
from parlour.engine.state import State

SampleWorld = Callable[[Mapping[str, Any], random.Random], State]
Rollout = Callable[[State, int, random.Random], Action]
Evaluate = Callable[[State], Sequence[float]]
Actions = Callable[[State, int], list[Action]]
Actor = Callable[[State], int]
Key = Callable[[State, Action], Hashable]
MAX_ROLLOUT = 2000  # actions: a rollout that never ends (a policy that loops) is cut and evaluated


@dataclass(frozen=True)
class Heuristics:
    """What a game lends the search: world sampling (required) and optional knowledge."""

    sample_world: SampleWorld
    rollout: Rollout | None = None
    evaluate: Evaluate | None = None
    actions: Actions | None = None
    actor: Actor | None = None
    key: Key | None = None

    def candidates(self, state: State, seat: int) -> list[Action]:
        return self.actions(state, seat) if self.actions is not None else state.legal_actions(seat)

    def mover(self, state: State) -> int:
        return self.actor(state) if self.actor is not None else min(state.to_act())

    def key_of(self, state: State, action: Action) -> Hashable:
        return self.key(state, action) if self.key is not None else action

    def value(self, state: State) -> Sequence[float]:
        if self.evaluate is not None:
            return self.evaluate(state)
        result = state.result()
        return result.scores if result is not None else [0.5] * state.players


class Node:
    """One action in the shared tree: its statistics, for the seat that chose it."""

    __slots__ = ("action", "avail", "children", "seat", "total", "visits")

    def __init__(self, action: Action | None, seat: int) -> None:
        self.action = action
        self.seat = seat
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(math.log(self.avail) / self.visits)


def search(
    view: Mapping[str, Any],
    legal: Sequence[Action],
    heuristics: Heuristics,
    rng: random.Random,
    *,
    iterations: int = 200,
    time_limit: float | None = None,
    exploration: float = 0.7,
    rollout_depth: int | None = None,
    tally: list[tuple[Action, int, float]] | None = None,
) -> Action:
    """The action among `legal` that the search likes best for the view's seat.

    `tally`, when given, receives each root action the search tried with its visits and mean
    value, most visited first (what a bot's reason quotes).
    """
    if not legal:
        raise ValueError("a bot was asked to act with no legal action")
    if len(legal) == 1:
        return legal[0]
    seat = int(view["seat"])
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    root = Node(None, seat)
    allowed: set[Hashable] | None = None
    for done in range(iterations):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        state = heuristics.sample_world(view, rng)
        if allowed is None:
            allowed = {heuristics.key_of(state, a) for a in legal}
        path = [root]
        node = root
        actor = seat
        # Selection and expansion: down the tree while every available action has been tried.
        while not state.is_over():
            actor = heuristics.mover(state) if node is not root else seat
            options = heuristics.candidates(state, actor)
            if node is root:
                options = [a for a in options if heuristics.key_of(state, a) in allowed] or list(legal)
            keyed = [(heuristics.key_of(state, a), a) for a in options]
            untried = [(k, a) for k, a in keyed if k not in node.children]
            for k, _ in keyed:
                child = node.children.get(k)
                if child is not None:
                    child.avail += 1
            if untried:
                k, action = untried[rng.randrange(len(untried))]
                child = Node(action, actor)
                child.avail = 1
                node.children[k] = child
                state.apply(actor, action)
                path.append(child)
                node = child
                break
            best = max((node.children[k] for k, _ in keyed), key=lambda c: c.ucb(exploration))
            assert best.action is not None
            # The action object of this world (a state-relative action is rebuilt by its key).
            action = next(a for k, a in keyed if node.children[k] is best)
            state.apply(actor, action)
            path.append(best)
            node = best
        # Rollout: the policy plays on, for at most `rollout_depth` actions.
        steps = 0
        limit = MAX_ROLLOUT if rollout_depth is None else rollout_depth
        while not state.is_over() and steps < limit:
            if deadline is not None and steps and time.perf_counter() > deadline:
                break  # out of time mid-rollout: score the position reached (an anytime stop)
            mover = heuristics.mover(state)
            if heuristics.rollout is not None:
                action = heuristics.rollout(state, mover, rng)
            else:
                moves = heuristics.candidates(state, mover)
                action = moves[rng.randrange(len(moves))]
            state.apply(mover, action)
            steps += 1
        values = heuristics.value(state)
        for visited in path:
            visited.visits += 1
            visited.total += values[visited.seat]
    best_key = max(root.children, key=lambda k: (root.children[k].visits, root.children[k].total))
    if tally is not None:
        ranked = sorted(root.children.values(), key=lambda c: (-c.visits, -c.total))
        tally[:] = [(c.action, c.visits, c.total / c.visits) for c in ranked if c.action is not None and c.visits]
    chosen = root.children[best_key].action
    assert chosen is not None
    # Answer with the caller's own action object (equal by key to the one searched).
    for action in legal:
        if action == chosen:
            return action
    return chosen


class SearchBot:
    """A `Bot` that runs `search` on every decision with its own seeded rng."""

    def __init__(
        self,
        name: str,
        heuristics: Heuristics,
        seed: int | None = None,
        *,
        iterations: int = 200,
        time_limit: float | None = None,
        exploration: float = 0.7,
        rollout_depth: int | None = None,
    ) -> None:
        self.name = name
        self.heuristics = heuristics
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_depth = rollout_depth

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        return search(
            view,
            legal,
            self.heuristics,
            self.rng,
            iterations=self.iterations,
            time_limit=self.time_limit,
            exploration=self.exploration,
            rollout_depth=self.rollout_depth,
        )
