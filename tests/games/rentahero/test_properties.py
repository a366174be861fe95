"""Invariants of every Rent a Hero game, proved by property (hypothesis drives random legal games).

Every example is a whole game at 3, 4 or 5 players under a preset (or, in one test, any mix of the
options), a seed, and a list of choices that `strategies.Driver` turns into legal actions. After
every action:

- cards are conserved: deck + discard + hands + bands + eliminated piles + the wandering hero make
  the 77 cards, 11 of each hero;
- `to_act()` is never empty until the end, and exactly the seats with legal actions; during a
  window it is the window's pending seats;
- secrecy: a tracker per seat (and for a spectator) rebuilds, from the redacted events that
  recipient received, its own hand, the discard pile as it may see it (face-down cards known only
  from the hints it gave or answered) and whether it knows the wandering hero (its own send, its
  Sergeant); the view must show exactly that, and what it knows must be true; every view is the
  spectator's view plus those things and nothing else;
- views, events and records are JSON that round-trips and never holds the seed;

and at the end: the game ended within a bound on the number of actions, and the result agrees
with the bands, piles and powers used. Legal actions against `apply`, refusals, replay, the
record and `clone()` are the contract suite's (tests/contract), run over every game.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, event, given, settings

from parlour.engine import Event
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions, RentAHeroState
from tests.games.rentahero.strategies import (
    Driver,
    Step,
    any_options,
    choice_lists,
    patience_levels,
    play,
    preset_options,
    seeds,
)

FULL = Counter({h: 11 for h in range(1, 8)})
MAX_ACTIONS = 4000  # random games end far sooner (a few hundred actions at most)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, allow_nan=False)


def round_trips(data: Any, seed: int) -> None:
    text = dumps(data)
    assert json.loads(text) == data
    assert str(seed) not in text and '"seed":' not in text


class Tracker:
    """What one recipient may know, rebuilt from the redacted events it received."""

    def __init__(self, state: RentAHeroState, seat: int | None) -> None:
        self.seat = seat
        view = state.view(seat)
        # The deal happens before any event: the first view is the starting point. It shows no
        # face-down card and no wandering hero (checked here), only its own hand and public cards.
        assert all(d["face_up"] for d in view["discard"]) and view["wandering"] is None
        self.hand = Counter(view["hands"][seat]["cards"]) if seat is not None else Counter()
        self.discard: list[tuple[int | None, bool]] = [(d["hero"], d["face_up"]) for d in view["discard"]]
        self.turned_index: int | None = len(self.discard) - 1 if view["turned"] is not None else None
        self.wandering: int | None = None

    def see(self, data: dict[str, Any]) -> None:
        kind, me = data["kind"], self.seat
        if kind == "turn":
            self.turned_index, self.wandering = None, None
        elif kind == "reveal":
            self.discard.append((data["hero"], True))
            self.turned_index = len(self.discard) - 1
        elif kind == "reshuffle":
            kept = [] if self.turned_index is None else [self.discard[self.turned_index]]
            self.discard = kept
            self.turned_index = 0 if kept else None
        elif kind == "send":
            if not data["from_deck"] and me == data["seat"]:
                self.hand[data["hero"]] -= 1
            self.wandering = data.get("hero")
            assert ("hero" in data) == (me == data["seat"])
        elif kind == "discard":
            self.discard.append((data["hero"], True))
            if me == data["seat"]:
                self.hand[data["hero"]] -= 1
        elif kind == "hint":
            assert ("hero" in data) == (me in (data["seat"], data["to"]))
            if me == data["seat"]:
                self.hand[data["hero"]] -= 1
            self.discard.append((data.get("hero"), False))
        elif kind == "look":
            assert ("hero" in data) == (me == data["seat"])
            if "hero" in data:
                self.wandering = data["hero"]
        elif kind == "draw":
            assert ("heroes" in data) == (me == data["seat"])
            if me == data["seat"]:
                self.hand.update(data["heroes"])
                assert len(data["heroes"]) == data["count"]
        elif kind == "recruit":
            self.wandering = data["hero"] if data["duplicate"] else None
        elif kind == "eliminate":
            if data["to"] == "discard":
                self.discard += [(data["hero"], True), (data["hero"], True)]
            self.wandering = None
        elif kind == "discard-wandering":
            self.discard.append((data["hero"], True))
            self.wandering = None

    def check(self, state: RentAHeroState, view: dict[str, Any], spectator: dict[str, Any]) -> None:
        me = self.seat
        assert [(d["hero"], d["face_up"]) for d in view["discard"]] == self.discard
        truth = state.discard
        assert len(truth) == len(self.discard)
        for (hero, face_up), real in zip(self.discard, truth, strict=True):
            assert face_up == real.face_up and hero in (None, real.hero)
            assert (hero is not None) == (face_up or me in real.known_to)
        expected = {**spectator, "seat": me, "hands": [dict(h) for h in spectator["hands"]]}
        expected["discard"] = [
            {**d, "hero": hero} for d, (hero, _) in zip(spectator["discard"], self.discard, strict=True)
        ]
        if me is not None:
            assert +self.hand == Counter(state.hands[me])
            expected["hands"][me]["cards"] = sorted((+self.hand).elements())
        if view["wandering"] is not None:
            knows = self.wandering is not None
            assert knows == (me in state.knowers or state.phase == "eliminate")
            if knows:
                assert self.wandering == state.wandering
            expected["wandering"] = {**spectator["wandering"], "hero": self.wandering}
        assert view == expected, f"the view of {me} is not the spectator's plus what it has seen"


def check_cards(state: RentAHeroState) -> None:
    held = Counter(state.deck)
    held.update(d.hero for d in state.discard)
    for seat in range(state.players):
        held.update(state.hands[seat])
        held.update(list(state.bands[seat]))  # the heroes (a dict's update would add its values)
        held.update(state.eliminated[seat])
    if state.wandering is not None:
        held[state.wandering] += 1
    assert held == FULL


def check_turn(state: RentAHeroState) -> None:
    to_act = state.to_act()
    if state.is_over():
        assert to_act == frozenset() and all(state.legal_actions(s) == [] for s in range(state.players))
        return
    assert to_act, "somebody always has something to do until the end"
    for seat in range(state.players):
        assert bool(state.legal_actions(seat)) == (seat in to_act)
    if state.window is not None:
        assert to_act == state.window.pending
        for seat in to_act:
            assert state.legal_actions(seat)[-1].TYPE == "decline"
    assert all(len(b) < 6 for b in state.bands)
    assert all(len(e) % 2 == 0 for e in state.eliminated)


def run_game(options: RentAHeroOptions, seed: int, driver: Driver) -> RentAHeroState:
    recipients: list[int | None] = [*range(options.players), None]
    start = RENTAHERO.new_state(options, seed=seed)
    trackers = {r: Tracker(start, r) for r in recipients}
    # The first turn starts inside new_state; what it emits is public (the trackers start from the
    # first view, which already shows it), and reaches every recipient intact.
    assert start.opening_events and not any(e.secret for e in start.opening_events)
    for e in start.opening_events:
        for r in recipients:
            round_trips(e.for_seat(r), seed)
    del start

    def after(state: RentAHeroState, step: Step) -> None:
        check_cards(state)
        check_turn(state)
        for e in step.events:
            for r in recipients:
                data = e.for_seat(r)
                round_trips(data, seed)
                trackers[r].see(data)
        views = {r: state.view(r) for r in recipients}
        for r in recipients:
            if state.is_over() or len(state.history) % 7 == 0:  # JSON is slow: every 7th view will do
                round_trips(views[r], seed)
            trackers[r].check(state, views[r], views[None])
        kinds = [e.kind for e in step.events]
        assert kinds.count("game-over") == (1 if state.is_over() else 0)

    played = play(options, seed, driver, limit=MAX_ACTIONS, after=after)
    state = played.state
    assert state.is_over(), f"no end after {MAX_ACTIONS} actions"
    event(f"end: {state.end_reason}")
    check_end(state)
    return state


def check_end(state: RentAHeroState) -> None:
    result = state.result()
    assert result is not None and result.reason == state.end_reason
    details = result.details
    winners = details["winners"]
    assert result.scores == tuple(1.0 if s in winners else 0.0 for s in range(state.players))
    assert details["heroes"] == [len(b) for b in state.bands]
    assert details["eliminated"] == [len(e) for e in state.eliminated]
    assert details["powers_used"] == state.powers_used
    if state.end_reason == "six-heroes":
        assert len(winners) == 1 and len(state.bands[winners[0]]) == 6
    else:
        keys = [(-len(state.bands[s]), len(state.eliminated[s]), state.powers_used[s]) for s in range(state.players)]
        assert sorted(winners) == [s for s in range(state.players) if keys[s] == min(keys)]


@FAST
@given(values=preset_options(), seed=seeds, choices=choice_lists, patience=patience_levels)
def test_random_games_under_every_preset(values: dict[str, Any], seed: int, choices: list[int], patience: int) -> None:
    run_game(RentAHeroOptions(**values), seed, Driver(choices, patience))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(values=any_options(), seed=seeds, choices=choice_lists, patience=patience_levels)
def test_random_games_under_any_options(values: dict[str, Any], seed: int, choices: list[int], patience: int) -> None:
    run_game(RentAHeroOptions(**values), seed, Driver(choices, patience))


def test_each_preset_and_player_count_ends() -> None:
    """A fixed sweep (no hypothesis): 10 games per preset and player count, all ending in time."""
    reasons: Counter[str] = Counter()
    for preset in ("standard", "original", "8fspace"):
        for players in (3, 4, 5):
            for seed in range(10):
                options = RentAHeroOptions.build(players, preset)
                state = play(options, 10**12 + seed, Driver([seed], 12), limit=MAX_ACTIONS).state
                assert state.is_over()
                check_cards(state)
                reasons[str(state.end_reason)] += 1
    assert reasons["six-heroes"] > 0 and reasons["deck-out"] > 0


def test_events_name_only_what_the_recipient_saw() -> None:
    """Secret parts of events go to their recipients only (send, hint, look, draw)."""
    secret_kinds: Counter[str] = Counter()
    state = play(RentAHeroOptions(players=4), 10**12 + 7, Driver([], 10), limit=400).state
    assert state.history
    for e in _replayed_events(state):
        if e.secret:
            secret_kinds[e.kind] += 1
            for r in [*range(4), None]:
                assert bool(set(e.secret) & set(e.for_seat(r))) == (r is not None and r in e.secret_to)
    assert {"send", "draw"} <= set(secret_kinds)


def _replayed_events(state: RentAHeroState) -> list[Event]:
    record = state.record()
    again = RENTAHERO.new_state(state.options, seed=record.seed)
    out: list[Event] = list(again.opening_events)
    for seat, action in record.actions:
        out += again.apply(seat, action)
    return out


def test_the_tracker_catches_a_leak() -> None:
    """The secrecy check can fail: a view naming a face-down card its seat never saw is caught."""
    from parlour.games.rentahero import AskHint, Send
    from parlour.games.rentahero.decks import quiet_game
    from tests.games.rentahero.helpers import act

    state = quiet_game([[1, 2, 3, 4, 5]] * 3, top=[1])
    trackers = {r: Tracker(state, r) for r in (0, 1, 2, None)}
    for action, seat in ((Send(2), 0), (AskHint(4), 1)):
        for e in act(state, seat, action):
            for r, tracker in trackers.items():
                tracker.see(e.for_seat(r))
    spectator = state.view(None)
    trackers[2].check(state, state.view(2), spectator)
    leaky = state.view(2)
    leaky["discard"][-1]["hero"] = 4  # seat 2 was not told which card seat 1 gave
    try:
        trackers[2].check(state, leaky, spectator)
    except AssertionError:
        return
    raise AssertionError("the leak went unnoticed")


def test_every_event_has_a_log_line() -> None:
    """Every kind of event, as any recipient gets it, is said in the four languages (no placeholder left)."""
    from parlour.engine.i18n import LANGUAGES
    from parlour.games.rentahero.text import describe_event

    kinds: set[str] = set()
    for g in range(60):
        preset = ("standard", "original", "8fspace")[g % 3]
        deck_out = ("finish-round", "reshuffle", "immediate", "finish-turn")[g % 4]
        options = RentAHeroOptions.build(3 + g % 3, preset, [f"deck_out={deck_out}"])
        state = RENTAHERO.new_state(options, seed=g)
        driver = Driver([g], 8)
        while not state.is_over():
            seat, action = driver.choose(state)
            for e in state.apply(seat, action):
                kinds.add(e.kind)
                for r in (seat, None):
                    for lang in LANGUAGES:
                        line = describe_event(e.for_seat(r), lang, ["A", "B", "C", "D", "E"], state.players)
                        assert line and "{" not in line and "?" not in line and line != f"({e.kind})", (e, line)
    assert {"send", "pass", "hint", "power", "resolve", "recruit", "draw", "reveal", "game-over"} <= kinds
