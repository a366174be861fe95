"""The rule at work: for each rule the engine enforces, a small position where it bites.

A game's companion may hold a `scenarios` module: `SCENARIOS`, a tuple of `Scenario`, one per
rule id it shows, and `UNSHOWN`, the rule ids it shows none for, each with the reason. A scenario
says how the engine builds the position (the options, a deck written by hand or a seed, the moves
played to reach it: `Deal`), whose view is shown, the move tried there, and how the rule bites:
the move is refused under that rule (`Refused`), or applied with the effect the rule states
(`Applied`: events the seat receives, values of its view before and after). The rules page's
mini-board, `parlour rules show RULE --example` and the tests all run these same scenarios, and
the tests check that each bites as it says.

**Which rule entries the engine enforces** (and so need a scenario): every rule entry of a game
(the ids of its text module's `RULES` and of its content's `sources`) that a move brings into
play, that is, the engine refuses some move under that id (as the refusal's rule, or the finer
sentence it is said with, `IllegalAction.key`), or applying some move has the effect the entry
states (an event, a change in what the seat sees, the game's end and its result). An entry that
no move brings into play is not enforced move by move, and is listed in `UNSHOWN` with why: the
set-up (player counts, hand sizes, the deck's composition, the deal, the starting tokens, the
castle's order: the engine builds every game so before any move, which the rule tests check on
many deals), and anything else a game's module names with its reason.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, TypeAlias

from parlour.engine import registry
from parlour.engine.actions import Action
from parlour.engine.errors import IllegalAction
from parlour.engine.events import Event
from parlour.engine.state import State
from parlour.rules.content import companion_module

log = logging.getLogger(__name__)

Move: TypeAlias = tuple[int, Action]
# A step towards the position: one move, or a script of moves that reads the live state as it goes
# (a generator: each move is applied before the next is asked for), such as "everyone the engine
# waits for declines" or "discard until the deck is empty". The engine checks and applies each.
Step: TypeAlias = Move | Callable[[State], Iterable[Move]]


@dataclass(frozen=True)
class Deal:
    """How the engine builds the position: `new_state(Options(**options), seed, deck)`, then `steps`."""

    options: Mapping[str, Any]
    deck: Sequence[Any] | None = None
    seed: int = 0
    steps: Sequence[Step] = ()


@dataclass(frozen=True)
class Refused:
    """The move is refused under the scenario's rule (`IllegalAction` whose `key`, the sentence it is
    said with, is the rule id), it is not among the seat's legal moves, and nothing changes."""


@dataclass(frozen=True)
class Applied:
    """The move is legal and applied, and what the seat sees shows the rule at work.

    `events`: (kind, fields) pairs that appear in this order among the move's events as the seat
    receives them, each event holding at least those fields with those values; `exact`: the move's
    events are of these kinds and no others (nothing else happens). `changes`: dotted paths into
    the seat's view (`"enemy.immune"`, `"hands.1.0.known"`; a missing part reads as None) whose
    values are (before, after) the move.
    """

    events: Sequence[tuple[str, Mapping[str, Any]]] = ()
    exact: bool = False
    changes: Mapping[str, tuple[Any, Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    """One rule at work: the position, the seat whose view is shown, its move, and how the rule bites."""

    rule: str
    deal: Deal
    seat: int
    move: Action
    bites: Refused | Applied


def recorded(package: str, name: str, upto: int) -> tuple[Deal, Move]:
    """A game recorded in `package` (`records/<name>.json`, a Parlour record): the deal replayed up
    to move `upto` (negative: from the end), and the recorded move there.

    For positions deep in a game (the last King, a deck run out), a whole game played once by bots
    and kept: the engine replays every move of it, and refuses the record if one is illegal.
    """
    from parlour.engine.record import GameRecord

    record = GameRecord.from_json(json.loads(resources.files(package).joinpath("records", f"{name}.json").read_text()))
    engine = registry.get(record.game)
    options = engine.options_type.from_json(record.options)
    moves = [(seat, engine.parse_action(action)) for seat, action in record.actions]
    deck = None if record.deck is None else tuple(engine.deck_from_json(record.deck, options))
    upto %= len(moves)
    seed = 0 if record.seed is None else record.seed
    return Deal(dict(record.options), deck, seed, tuple(moves[:upto])), moves[upto]


class ScenarioError(Exception):
    """A scenario that cannot be built, or that does not bite as it says."""


@dataclass
class Run:
    """A scenario played by the engine: the state after the move, and what happened on the way.

    It holds the state (every secret): for the checks and tests only. What a surface shows is an
    `Example`, built from the seat's views and events alone.
    """

    scenario: Scenario
    state: State
    turns: list[tuple[int, list[Event]]]  # the opening events (seat -1), then each step's events
    view: Mapping[str, Any]  # the seat's view of the position
    legal: bool  # whether the engine would accept the move there (`State.is_legal`)
    listed: bool  # whether the move is among the seat's legal moves there (`legal_actions`)
    refusal: IllegalAction | None
    events: list[Event]
    after: Mapping[str, Any]  # the seat's view after the move (the same as `view` when refused)
    unchanged: bool  # a refusal left the state, its views and its history as they were


def _observe(state: State) -> tuple[Any, ...]:
    return (
        state.snapshot(),
        [state.view(s) for s in range(state.players)],
        state.view(None),
        list(state.history),
    )


def run(game: str, scenario: Scenario) -> Run:
    """Build the scenario's position with `game`'s engine and try its move; ScenarioError if a step fails."""
    engine = registry.get(game)
    deal = scenario.deal
    try:
        options = engine.options_type(**deal.options)
        state = engine.new_state(options, seed=deal.seed, deck=deal.deck)
    except Exception as exc:
        raise ScenarioError(f"{scenario.rule}: the deal is refused: {exc}") from exc
    turns: list[tuple[int, list[Event]]] = [(-1, list(state.opening_events))] if state.opening_events else []
    for number, step in enumerate(deal.steps):
        for seat, action in step(state) if callable(step) else [step]:
            try:
                turns.append((seat, state.apply(seat, action)))
            except Exception as exc:
                raise ScenarioError(f"{scenario.rule}: step {number} ({seat}, {action!r}) is refused: {exc}") from exc
    seat, move = scenario.seat, scenario.move
    view = state.view(seat)
    legal, listed = state.is_legal(seat, move), move in state.legal_actions(seat)
    before = _observe(state)
    refusal: IllegalAction | None = None
    events: list[Event] = []
    try:
        events = state.apply(seat, move)
    except IllegalAction as exc:
        refusal = exc
    return Run(
        scenario=scenario,
        state=state,
        turns=turns,
        view=view,
        legal=legal,
        listed=listed,
        refusal=refusal,
        events=events,
        after=state.view(seat),
        unchanged=refusal is not None and _observe(state) == before,
    )


def _at(view: Any, path: str) -> Any:
    """The value at a dotted path into a view (None where the path leads nowhere)."""
    here = view
    for part in path.split("."):
        if isinstance(here, Mapping):
            here = here.get(part)
        elif isinstance(here, list) and part.lstrip("-").isdigit() and -len(here) <= int(part) < len(here):
            here = here[int(part)]
        else:
            return None
    return here


def problems(played: Run) -> list[str]:
    """How the scenario fails to bite as it says (empty: it bites)."""
    scenario = played.scenario
    rule, bites = scenario.rule, scenario.bites
    if isinstance(bites, Refused):
        error = played.refusal
        if error is None:
            return [f"{rule}: the move {scenario.move!r} was accepted, not refused"]
        found = []
        if error.key != rule:
            found.append(f"{rule}: refused under {error.rule} (said as {error.key}), not {rule}")
        if played.legal or played.listed:
            found.append(f"{rule}: the refused move is among the seat's legal moves")
        if not played.unchanged:
            found.append(f"{rule}: the refusal changed the state")
        return found
    if played.refusal is not None:
        return [f"{rule}: the move {scenario.move!r} was refused: {played.refusal}"]
    found = [] if played.legal else [f"{rule}: the engine would not accept the move"]
    seen = [event.for_seat(scenario.seat) for event in played.events]
    kinds = [event["kind"] for event in seen]
    if bites.exact and kinds != [kind for kind, _ in bites.events]:
        found.append(f"{rule}: the move's events are {kinds}, not exactly {[kind for kind, _ in bites.events]}")
    place = 0
    for kind, fields in bites.events:
        while place < len(seen) and not (
            seen[place]["kind"] == kind and all(seen[place].get(k, _MISSING) == v for k, v in fields.items())
        ):
            place += 1
        if place == len(seen):
            found.append(f"{rule}: no {kind} event with {dict(fields)} (in order) among {seen}")
            break
        place += 1
    for path, (was, now) in bites.changes.items():
        got = (_at(played.view, path), _at(played.after, path))
        if got != (was, now):
            found.append(f"{rule}: {path} went {got[0]!r} -> {got[1]!r}, not {was!r} -> {now!r}")
    return found


_MISSING = object()


@cache
def _module(game: str) -> Any | None:
    return companion_module(game, "scenarios")


def scenarios(game: str) -> Mapping[str, Scenario]:
    """`game`'s scenarios by rule id (none for a game whose companion has no `scenarios` module)."""
    module = _module(game)
    return {} if module is None else {s.rule: s for s in module.SCENARIOS}


def unshown(game: str) -> Mapping[str, str]:
    """The rule ids of `game` that no scenario shows, each with the reason."""
    module = _module(game)
    found: Mapping[str, str] = {} if module is None else getattr(module, "UNSHOWN", {})
    return found


def scenario(rule: str) -> Scenario | None:
    """The scenario of `rule` (`<game>.<topic>.<rule>`), if its game has one."""
    game = rule.split(".")[0]
    if game not in {g.id for g in registry.games()}:
        return None
    return scenarios(game).get(rule)
