"""The public view and the public events: what every seat knows, for a spectator who may see no hidden card.

Random games of the three games (hypothesis drives each game's own driver from
tests/games/<game>/strategies.py, over every player count) check after every action:

- `State.public_view()` is below every seat's view: whatever it shows, each seat's view shows
  too (a hidden value is `None` or absent in it), so it holds nothing some seat cannot see;
- Hanabi: each hand in it is exactly what its owner sees of it (`view(owner)`), no hand card
  carries a suit or a rank, and apart from the hands it is `view(None)`;
- Regicide and Rent a Hero: it is `view(None)` and holds no card of any hand, except the cards
  every seat knows a hand holds (Regicide's publicly known royals);
- every event's `for_public()` holds no key of its secret and is a sub-dict of what every seat
  and the spectator receive (`for_seat(s)`, `for_seat(None)`);
- `Game.spectators_see_hidden` says whether `view(None)` shows more than `public_view()`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import given, settings

from parlour.engine import Event, Game, State
from parlour.games.hanabi import HANABI, HanabiOptions, HanabiState
from parlour.games.regicide import REGICIDE, RegicideOptions, RegicideState
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions, RentAHeroState
from tests.games.hanabi import strategies as hanabi_st
from tests.games.regicide import strategies as regicide_st
from tests.games.rentahero import strategies as rentahero_st

MAX_ACTIONS = 4000  # random Rent a Hero games end far sooner; the others in at most a few hundred
SETTINGS = settings(max_examples=20, deadline=None)


def below(public: Any, view: Any, where: str = "view") -> None:
    """Whatever `public` shows, `view` shows too: same keys or more, same values, or `None` hidden in `public`."""
    if isinstance(public, Mapping):
        assert isinstance(view, Mapping), where
        for key, value in public.items():
            assert key in view, f"{where}.{key} is public but not in the seat's view"
            below(value, view[key], f"{where}.{key}")
    elif isinstance(public, list):
        assert isinstance(view, list) and len(view) == len(public), where
        for i, (a, b) in enumerate(zip(public, view, strict=True)):
            below(a, b, f"{where}[{i}]")
    else:
        assert public is None or public == view, f"{where}: public {public!r}, seat {view!r}"


def check_common(state: State) -> dict[str, Any]:
    """The public view round-trips as JSON and every seat's view knows all it says."""
    public = state.public_view()
    assert json.loads(json.dumps(public)) == public
    assert public["seat"] is None
    for seat in range(state.players):
        below({k: v for k, v in public.items() if k != "seat"}, state.view(seat))
    return public


def check_events(state: State, events: list[Event]) -> None:
    for event in events:
        public = event.for_public()
        assert public["kind"] == event.kind
        assert not set(event.secret) & set(public), f"{event.kind}: a secret key in the public event"
        for recipient in [*range(state.players), None]:
            received = event.for_seat(recipient)
            assert public.items() <= received.items(), f"{event.kind} for {recipient}: not a sub-dict"


# -- per game -------------------------------------------------------------------------------


def check_hanabi(state: HanabiState) -> None:
    public = check_common(state)
    spectator = state.view(None)
    assert {k: v for k, v in public.items() if k != "hands"} == {k: v for k, v in spectator.items() if k != "hands"}
    assert len(public["hands"]) == state.players
    for owner in range(state.players):
        assert public["hands"][owner] == state.view(owner)["hands"][owner]
        for card in public["hands"][owner]:
            assert set(card) == {"id", "known"}
    # The spectator's view shows every hand's cards: more than the public view, as the flag says.
    if any(state.hands):
        assert spectator != public
    assert HANABI.spectators_see_hidden


def check_regicide(state: RegicideState) -> None:
    public = check_common(state)
    assert public == state.view(None)
    for owner, hand in enumerate(public["hands"]):
        assert set(hand) == {"count", "known"}
        # What it shows of a hand is what every seat knows of it (the royals all saw drawn).
        assert all(state.view(s)["hands"][owner]["known"] == hand["known"] for s in range(state.players))
        unknown = [c.code for c in state.hands[owner]]
        for code in hand["known"]:
            unknown.remove(code)
        if not state.is_over():
            # No hand card but the known ones is named anywhere (a jester may also lie in the discard).
            named = _strings(public)
            assert not {c for c in unknown if c != "*"} & named, f"hand {owner} named in the public view"
    assert not REGICIDE.spectators_see_hidden


def check_rentahero(state: RentAHeroState) -> None:
    public = check_common(state)
    assert public == state.view(None)
    for hand in public["hands"]:
        assert set(hand) == {"count"}
    wandering = public["wandering"]
    if wandering is not None and not wandering["declared"]:
        assert wandering["hero"] is None
    for entry, card in zip(public["discard"], state.discard, strict=True):
        assert (entry["hero"] is not None) == card.face_up
    assert not RENTAHERO.spectators_see_hidden


def _strings(data: Any) -> set[str]:
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, Mapping):
            stack += [*item.keys(), *item.values()]
        elif isinstance(item, list):
            stack += item
    return found


def run(game: Game[Any], options: Any, seed: int, driver: Any, check: Callable[[Any], None]) -> State:
    state = game.new_state(options, seed=seed)
    check_events(state, state.opening_events)
    check(state)
    while not state.is_over() and len(state.history) < MAX_ACTIONS:
        seat, action = driver.choose(state)
        check_events(state, state.apply(seat, action))
        check(state)
    assert state.is_over()
    return state


@SETTINGS
@given(
    values=hanabi_st.option_values(),
    seed=hanabi_st.seeds,
    choices=hanabi_st.choice_lists,
    chaos=hanabi_st.chaos_levels,
    style=hanabi_st.styles,
)
def test_hanabi_public_view_and_events(
    values: dict[str, Any], seed: int, choices: list[int], chaos: int, style: str
) -> None:
    run(HANABI, HanabiOptions(**values), seed, hanabi_st.Driver(choices, chaos, style), check_hanabi)


@SETTINGS
@given(
    values=regicide_st.option_values(),
    seed=regicide_st.seeds,
    choices=regicide_st.choice_lists,
    chaos=regicide_st.chaos_levels,
    style=regicide_st.styles,
)
def test_regicide_public_view_and_events(
    values: dict[str, Any], seed: int, choices: list[int], chaos: int, style: str
) -> None:
    run(REGICIDE, RegicideOptions(**values), seed, regicide_st.Driver(choices, chaos, style), check_regicide)


@SETTINGS
@given(
    values=rentahero_st.any_options(),
    seed=rentahero_st.seeds,
    choices=rentahero_st.choice_lists,
    patience=rentahero_st.patience_levels,
)
def test_rentahero_public_view_and_events(values: dict[str, Any], seed: int, choices: list[int], patience: int) -> None:
    run(RENTAHERO, RentAHeroOptions(**values), seed, rentahero_st.Driver(choices, patience), check_rentahero)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hanabi_public_view_at_every_player_count(players: int) -> None:
    """A fixed game per player count (hypothesis may not draw each count): the same checks."""
    run(HANABI, HanabiOptions(players=players), 1000 + players, hanabi_st.Driver([], 4), check_hanabi)


def test_the_checks_catch_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """A public view that shows every hand (the spectator's) is caught, and so is a secret in public."""
    state = HANABI.new_state(HanabiOptions(players=3), seed=7)
    monkeypatch.setattr(HanabiState, "public_view", lambda self: self.view(None))
    with pytest.raises(AssertionError):
        check_hanabi(state)
    leaky = Event("draw", {"seat": 0, "card": "6S"}, secret={"card": "6S"}, secret_to=frozenset({0}))
    with pytest.raises(AssertionError):
        check_events(state, [leaky])
