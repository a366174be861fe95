"""Views and events reveal nothing a seat may not know, for every registered game.

- The public view and the public events are below what every seat receives: whatever
  `public_view()` shows, each seat's view shows too (a hidden value is `None` or absent in it),
  and every event's `for_public()` is a sub-dict of `for_seat(s)` for every recipient, with no key
  of its secret. `Game.spectators_see_hidden` says whether `view(None)` shows more: when False it
  is the public view and no event shows its secret to spectators.
- Twins (`State.hidden_twin`, an optional part of the contract): stop a random game at a random
  moment; the game deals a second start that differs only in what a recipient has not seen so
  far; replaying the same actions on both, the recipient's views, events, legal actions and
  `to_act()` are the same at every step. `test_the_twin_check_catches_a_leak` shows it can fail.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from parlour.engine import Action, Event, Game, State
from parlour.engine.record import start
from tests.contract.play import GAMES, Player, dumps, every_game, examples, games_played, play, recipients


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


def check_public(state: State) -> None:
    public = state.public_view()
    mine = {k: v for k, v in public.items() if k != "seat"}  # whose view it is differs, of course
    for seat in range(state.players):
        below(mine, state.view(seat))
    spectator = state.view(None)
    below(mine, spectator)
    if not state.GAME.spectators_see_hidden:
        assert public == spectator, "spectators may see no hidden card, so their view is the public one"


def check_events(state: State, events: Sequence[Event]) -> None:
    for e in events:
        public = e.for_public()
        assert public["kind"] == e.kind
        assert not set(e.secret) & set(public), f"{e.kind}: a secret key in the public part"
        assert not e.spectators_see_secret or state.GAME.spectators_see_hidden, f"{e.kind}: spectators see a secret"
        for r in recipients(state):
            assert public.items() <= e.for_seat(r).items(), f"{e.kind} for {r}: not a sub-dict of the public part"


@every_game
@examples(10)
@given(seed=st.integers(10**12, 2**62), choices=st.integers(0, 2**32), data=st.data())
def test_public_view_and_events_are_below_every_seat(
    game: Game[Any], seed: int, choices: int, data: st.DataObject
) -> None:
    from tests.contract.play import options_of

    options = data.draw(options_of(game))
    state = game.new_state(options, seed=seed)
    check_events(state, state.opening_events)
    check_public(state)
    if game.spectators_see_hidden:
        assert state.view(None) != state.public_view(), "the spectator's view shows nothing more at the deal"

    def after(state: State, step: Any) -> None:
        check_events(state, step.events)
        check_public(state)

    play(game, options, seed, Player(random.Random(choices), "survive"), after=after)


# -- twins -----------------------------------------------------------------------------------


def observations(state: State, seat: int | None) -> str:
    legal = [a.to_json() for a in state.legal_actions(seat)] if seat is not None else []
    return dumps({"view": state.view(seat), "legal": legal, "to_act": sorted(state.to_act())})


def first_difference(a: State, b: State, seat: int | None, actions: Sequence[tuple[int, Action]]) -> str | None:
    """Play `actions` from both starts; where `seat` first tells them apart, else None."""
    a, b = a.clone(), b.clone()
    if dumps(a.events_for(a.opening_events, seat)) != dumps(b.events_for(b.opening_events, seat)):
        return "the opening events"
    if observations(a, seat) != observations(b, seat):
        return "before any action"
    for index, (actor, action) in enumerate(actions):
        events_a, events_b = a.apply(actor, action), b.apply(actor, action)
        if dumps(a.events_for(events_a, seat)) != dumps(b.events_for(events_b, seat)):
            return f"the events of action #{index}"
        if observations(a, seat) != observations(b, seat):
            return f"after action #{index}"
    return None


def offers_twins(game: Game[Any]) -> bool:
    state = game.new_state(game.options_type.build(players=game.min_players), seed=1)
    return type(state).hidden_twin is not State.hidden_twin


def twin_games() -> list[Any]:
    why = "the game offers no State.hidden_twin (optional contract): its secrecy rests on its own tests"
    return [
        pytest.param(game, id=game.id, marks=() if offers_twins(game) else pytest.mark.skip(reason=f"{game.id}: {why}"))
        for game in GAMES
    ]


@pytest.mark.parametrize("game", twin_games())
@examples(12)
@given(data=st.data(), who=st.integers(0, 5), shuffle=st.integers(0, 2**32))
def test_views_do_not_depend_on_what_the_seat_has_not_seen(
    game: Game[Any], data: st.DataObject, who: int, shuffle: int
) -> None:
    state = data.draw(games_played(game, cut=True)).state
    seat: int | None = who if who < state.players else None
    twin = state.hidden_twin(seat, random.Random(shuffle))
    if twin is None:
        event("no twin takes the same course")
        return
    assert twin.history == [] and twin.options == state.options
    real = start(state.record())
    actions = [(turn.seat, turn.action) for turn in state.history]
    assert first_difference(real, twin, seat, actions) is None
    others = [r for r in recipients(state) if r != seat]
    event(
        "another recipient tells the twin apart"
        if any(first_difference(real, twin, r, actions) for r in others)
        else "nobody tells the twin apart"
    )


@pytest.mark.parametrize("game", twin_games())
def test_the_twin_check_catches_a_leak(game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """A view that also shows every other seat's view is caught by some twin."""
    options = game.options_type.build(players=max(2, game.min_players))
    state = play(game, options, 10**12 + 5, Player(random.Random(5)), limit=2).state
    real = start(state.record())
    actions = [(turn.seat, turn.action) for turn in state.history]
    twins = [state.hidden_twin(0, random.Random(n)) for n in range(20)]
    assert all(first_difference(real, twin, 0, actions) is None for twin in twins if twin is not None)
    honest = type(state).view

    def leaky(self: State, seat: int | None) -> dict[str, Any]:
        view = honest(self, seat)
        if seat is not None:
            view["leak"] = [honest(self, other) for other in range(self.players) if other != seat]
        return view

    monkeypatch.setattr(type(state), "view", leaky)
    assert any(first_difference(real, twin, 0, actions) is not None for twin in twins if twin is not None)
