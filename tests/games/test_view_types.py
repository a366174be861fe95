"""Each game's view types (`parlour/games/<g>/views.py`) are exactly the JSON its engine sends.

Random games of every variant and table size: every view a seat, a spectator and the public
table get, and every event as each of them receives it, must conform to its TypedDict key for
key (no missing required key, no extra key, every value of its declared type).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import ModuleType
from typing import Any, Literal, NotRequired, TypedDict

import pytest

from parlour.engine import Event, Game, State
from parlour.engine.actions import Terminate
from parlour.games.hanabi import HANABI
from parlour.games.hanabi import views as hanabi_views
from parlour.games.regicide import REGICIDE
from parlour.games.regicide import views as regicide_views
from parlour.games.rentahero import RENTAHERO
from parlour.games.rentahero import views as rentahero_views
from tests.conforms import mismatches

# (the game, its views module, the union of its event types, how many random games)
GAMES: list[tuple[Game[Any], ModuleType, Any, int]] = [
    (HANABI, hanabi_views, hanabi_views.HanabiEvent, 16),
    (REGICIDE, regicide_views, regicide_views.RegicideEvent, 40),
    (RENTAHERO, rentahero_views, rentahero_views.RentAHeroEvent, 8),
]


def _configs(game: Game[Any], rng: random.Random) -> Iterator[Any]:
    """Every preset at every table size it allows, in a random order, round and round."""
    options_type = game.options_type
    found = []
    for variant in options_type.PRESETS:
        for players in range(game.min_players, game.max_players + 1):
            try:
                found.append(options_type.build(players=players, variant=variant))
            except Exception:  # a preset that fixes the table size (Regicide's solo)
                continue
    assert found
    rng.shuffle(found)
    while True:
        yield from found


def _check(value: Any, hint: Any, what: str) -> None:
    problems = mismatches(value, hint)
    assert not problems, f"{what} does not match {getattr(hint, '__name__', hint)}:\n" + "\n".join(problems[:20])


def _check_views(state: State, views: ModuleType) -> None:
    for seat in range(state.players):
        _check(state.view(seat), views.SeatView, f"view({seat})")
    _check(state.view(None), views.SpectatorView, "view(None)")
    _check(state.public_view(), views.PublicView, "public_view()")


def _check_events(state: State, events: list[Event], views: ModuleType, union: Any, kinds: set[str]) -> None:
    for event in events:
        assert event.kind in views.EVENT_TYPES, f"no type for the {event.kind!r} event"
        kinds.add(event.kind)
        typed = views.EVENT_TYPES[event.kind]
        for seat in [*range(state.players), None]:
            seen = event.for_seat(seat)
            _check(seen, typed, f"{event.kind} for seat {seat}")
            _check(seen, union, f"{event.kind} for seat {seat}")
        _check(event.for_public(), typed, f"{event.kind} for the public table")


@pytest.mark.parametrize(("game", "views", "union", "games"), GAMES, ids=[g[0].id for g in GAMES])
def test_views_and_events_match_their_types(game: Game[Any], views: ModuleType, union: Any, games: int) -> None:
    rng = random.Random(f"view-types-{game.id}")
    configs = _configs(game, rng)
    kinds: set[str] = set()
    for number in range(games):
        state = game.new_state(next(configs), seed=rng.randrange(2**32))
        _check_events(state, state.opening_events, views, union, kinds)
        while not state.is_over():
            _check_views(state, views)
            seat = state.next_to_ask()
            assert seat is not None
            action: Any = rng.choice(state.legal_actions(seat))
            if game.terminable and number % 5 == 4 and rng.random() < 0.02:
                action = Terminate()  # hanabi.end.terminated / regicide.end.terminated
            _check_events(state, state.apply(seat, action), views, union, kinds)
        _check_views(state, views)
    # Random play reaches every kind of event but the rarest (the checks above ran on each one seen).
    assert len(kinds) >= len(views.EVENT_TYPES) - 2, sorted(set(views.EVENT_TYPES) - kinds)


# -- the checker itself ------------------------------------------------------------------------


class _Card(TypedDict):
    suit: str
    rank: int
    known: NotRequired[list[int]]


class _Shape(TypedDict):
    kind: Literal["a", "b"]
    cards: list[_Card]
    owner: int | None
    flags: dict[str, bool]
    pair: tuple[int, str]


def _good() -> dict[str, Any]:
    return {"kind": "a", "cards": [{"suit": "red", "rank": 2}], "owner": None, "flags": {"x": True}, "pair": (1, "z")}


def test_the_checker_accepts_what_conforms() -> None:
    assert mismatches(_good(), _Shape) == []
    shape = _good()
    shape["cards"][0]["known"] = [1, 2]
    shape["owner"] = 3
    assert mismatches(shape, _Shape) == []


@pytest.mark.parametrize(
    ("change", "found"),
    [
        (lambda s: s.pop("owner"), "lacks the key 'owner'"),
        (lambda s: s.update(extra=1), "has no key 'extra'"),
        (lambda s: s["cards"][0].update(rank="2"), "$.cards[0].rank: str '2' where an int"),
        (lambda s: s["cards"][0].update(rank=True), "where an int"),
        (lambda s: s.update(kind="c"), "'c' is none of"),
        (lambda s: s.update(owner="me"), "fits no member"),
        (lambda s: s["flags"].update(y=0), "where a bool"),
        (lambda s: s["cards"][0].update(known=[1, None]), "$.cards[0].known[1]"),
        (lambda s: s.update(cards=({"suit": "red", "rank": 2},)), "where a list"),
        (lambda s: s.update(pair=(1, 2)), "$.pair[1]"),
    ],
)
def test_the_checker_finds_each_departure(change: Any, found: str) -> None:
    shape = _good()
    change(shape)
    problems = mismatches(shape, _Shape)
    assert any(found in problem for problem in problems), problems
