"""When a seat is asked about its powers (parlour/engine/asking.py, RentAHeroState.standing_answer).

By example: each level, the seat's own decision coming next, the Sergeant's look at a hero already
seen, the Pyromaniac kept to stopping a win, the Wizard once a turn, the Angry Chicken when a power
is aimed at the seat, a window everyone lets pass closing at once, a decision with one move that
everyone can tell was the only one made at once (and one whose haste would tell a secret, not). By
property over random games with random levels: a standing answer is the legal `Decline` of a
pending seat (`always` never gives one) or the only legal move of a decision, a game played with
standing answers replays bit for bit from its record (the answers are ordinary moves), the
answer depends only on what the seat may know (the secrecy twins), and a move made at once tells
the others nothing its public form does not (their twins make a move of that form at once too).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import BadInput
from parlour.engine.asking import LEVELS, asking_for, next_standing_answer
from parlour.engine.record import GameRecord, replay
from parlour.games.rentahero import (
    RENTAHERO,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    RentAHeroOptions,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.decks import game
from tests.games.rentahero.helpers import act, decline_all, let_chickens_pass
from tests.games.rentahero.strategies import Driver, choice_lists, preset_options, seeds

ALWAYS = {str(h): "always" for h in range(1, 8)}
NEVER = {str(h): "never" for h in range(1, 8)}
MINE = {str(h): "mine" for h in range(1, 8)}
FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
levels_per_seat = st.lists(st.dictionaries(st.sampled_from([str(h) for h in range(1, 8)]), st.sampled_from(LEVELS)))


def test_defaults_cover_every_power_and_bad_settings_are_refused() -> None:
    assert asking_for(RENTAHERO) == dict(RENTAHERO.ask_defaults)
    assert set(RENTAHERO.ask_defaults) == {str(h) for h in range(1, 8)}
    assert asking_for(RENTAHERO, {"7": "always"})["7"] == "always"
    for bad in ([], {"8": "never"}, {"7": "sometimes"}, {"7": None}, {str(i): "never" for i in range(40)}):
        with pytest.raises(BadInput) as info:
            asking_for(RENTAHERO, bad)
        assert info.value.code == "engine.input.asking"


def sent_to_seat_one() -> Any:
    """Seat 0 sends a Dog Trainer to seat 1; seat 1 holds a Pyromaniac, seat 2 a Wizard, seat 3 a Sergeant."""
    state = game([(2, 1), (2, 3), (7, 3), (5, 3)], [[3, 4, 5, 6, 7]] * 4, top=[5], first=0)
    assert state.window is not None and state.window.event == "turned"
    while state.window is not None:  # the turned window: nobody here wants anything yet
        state.apply(min(state.window.pending), Decline())
    act(state, 0, Send(4))
    assert state.window is not None and state.window.event == "sent"
    return state


def test_each_level() -> None:
    state = sent_to_seat_one()
    assert state.window is not None
    pending = state.window.pending
    assert {0, 1, 2, 3} <= pending | {1}
    # `always` asks everyone; `never` no one.
    assert all(state.standing_answer(s, ALWAYS) is None for s in pending)
    assert all(state.standing_answer(s, NEVER) == Decline() for s in pending)
    # Seat 1 holds the hero and decides next: its decision offers the same powers, so `mine` spares it the window.
    assert state.standing_answer(1, MINE) == Decline()
    assert UsePower(2) in state.legal_actions(1) or 1 not in pending
    # Seat 0 is the active player and knows the Dog Trainer, new to seat 1, but seat 1 is far from
    # winning: a burn, which ends everyone's turn, is kept for stopping a win.
    assert state.standing_answer(0, MINE) == Decline()
    assert state.standing_answer(0, {**NEVER, "1": "always"}) == Decline()  # no chicken window: not its topic
    # Seat 2 neither knows the hero nor holds it: a Wizard is nobody's business but the seat's own turn.
    assert state.standing_answer(2, MINE) == Decline()
    # A level is read for a power whether or not the seat holds it: the Wizard's says nothing of seat 3.
    assert state.standing_answer(3, {**ALWAYS, "7": "never"}) is None


def test_a_window_nobody_wants_closes_at_once_and_the_game_goes_on() -> None:
    state = sent_to_seat_one()
    asking = dict.fromkeys(range(4), NEVER)
    answered = []
    while (found := next_standing_answer(state, asking)) is not None:
        seat, action = found
        assert action in state.legal_actions(seat)
        answered.append(seat)
        state.apply(seat, action)
    assert state.window is None
    assert sorted(answered) == sorted(set(answered))
    assert state.to_act() == {1} and PassOn() in state.legal_actions(1)


def test_a_seat_that_saw_the_hero_is_not_asked_about_a_look() -> None:
    state = sent_to_seat_one()
    # Seat 0 sent it: its Sergeant (had it one) would tell it nothing. Seat 3 has not seen it.
    assert state.window is not None
    state.knowers.add(3)
    assert state.standing_answer(3, {**NEVER, "5": "mine"}) == Decline()
    state.knowers.discard(3)
    assert state.standing_answer(3, {**NEVER, "5": "always"}) is None


@FAST
@given(options=preset_options(), seed=seeds, choices=choice_lists, asking=levels_per_seat)
def test_standing_answers_are_legal_declines_and_replay_bit_for_bit(
    options: dict[str, Any], seed: int, choices: list[int], asking: list[dict[str, str]]
) -> None:
    opts = RentAHeroOptions.from_json(options)
    state = RENTAHERO.new_state(opts, seed=seed)
    levels = {s: asking_for(RENTAHERO, asking[s]) for s in range(min(len(asking), opts.players))}
    driver = Driver(choices, patience=8)
    answers = 0
    while not state.is_over() and len(state.history) < 4000:
        found = next_standing_answer(state, levels)
        if found is not None:
            seat, action = found
            assert action in state.legal_actions(seat)
            if state.window is not None:
                assert action == Decline() and seat in state.window.pending
                assert state.standing_answer(seat, ALWAYS) is None
            else:
                assert state.legal_actions(seat) == [action] and state.standing_answer(seat, ALWAYS) == action
            state.apply(seat, action)
            answers += 1
            continue
        seat, action = driver.choose(state)
        state.apply(seat, action)
    record = GameRecord.loads(state.record(meta_answers=answers).dumps())
    again = replay(record)
    assert again.snapshot() == state.snapshot()


@FAST
@given(options=preset_options(), seed=seeds, choices=choice_lists, who=st.integers(0, 4), shuffle=st.integers(0, 2**32))
def test_the_answer_depends_only_on_what_the_seat_knows(
    options: dict[str, Any], seed: int, choices: list[int], who: int, shuffle: int
) -> None:
    opts = RentAHeroOptions.from_json(options)
    seat = who % opts.players
    state = RENTAHERO.new_state(opts, seed=seed)
    driver = Driver(choices, patience=12)
    cut = random.Random(seed).randrange(1, 120)
    while not state.is_over() and len(state.history) < cut:
        state.apply(*driver.choose(state))
    twin = state.hidden_twin(seat, random.Random(shuffle))
    if twin is None:
        return
    for turn in state.history:
        twin.apply(turn.seat, turn.action)
    rng = random.Random(shuffle)
    for _ in range(5):
        levels = {str(h): rng.choice(LEVELS) for h in range(1, 8)}
        assert state.standing_answer(seat, levels) == twin.standing_answer(seat, levels)


def test_the_pyromaniac_is_asked_to_stop_a_win() -> None:
    """Seat 1 holds five heroes and receives a Dog Trainer it lacks: seat 0, who sent it, is asked."""
    state = game([(2, 1), (1, 3), (7, 3), (5, 3)], [[3, 4, 5, 6, 7]] * 4, top=[5], first=0)
    state.bands[1] = dict.fromkeys((1, 2, 3, 5, 6), False)  # stand-in for a band grown over many turns
    decline_all(state)
    act(state, 0, Send(4))
    assert state.window is not None and 0 in state.window.pending
    assert state.standing_answer(0, MINE) is None
    assert state.standing_answer(0, {**MINE, "2": "never"}) == Decline()
    # Had seat 1 already held a Dog Trainer, burning it would only spare seat 1 a duplicate.
    state.bands[1][4] = False
    del state.bands[1][6]
    assert state.standing_answer(0, MINE) == Decline()


def test_the_wizard_is_asked_once_a_turn_just_after_the_send() -> None:
    state = game([(7, 1), (2, 3), (4, 3), (5, 3)], [[3, 4, 5, 6, 7]] * 4, top=[5, 3, 5], first=0)
    assert state.window is not None and state.window.event == "turned"
    # The turned window comes just before seat 0's own send, which offers the Wizard: not asked.
    assert state.standing_answer(0, MINE) == Decline()
    decline_all(state)
    assert UsePower(7) in state.legal_actions(0)
    act(state, 0, Send(4))
    assert state.window is not None and state.window.event == "sent"
    assert state.standing_answer(0, MINE) is None  # its turn, its send just made
    decline_all(state)
    act(state, 1, AskHint(3))
    assert state.window is not None and state.window.event == "hint" and 0 in state.window.pending
    assert state.standing_answer(0, MINE) == Decline()  # asked once this turn already
    assert state.standing_answer(0, ALWAYS) is None
    decline_all(state)
    act(state, 1, Recruit())  # a new hero for seat 1: seat 1's turn
    decline_all(state)
    assert state.active == 1
    act(state, 1, Send(6))
    assert state.window is not None and state.window.event == "sent" and 0 in state.window.pending
    assert state.standing_answer(0, MINE) == Decline()  # not seat 0's turn


def test_the_angry_chicken_is_asked_when_a_power_is_aimed_at_the_seat() -> None:
    """Seat 3 muzzles seat 1; seats 1 and 2 hold an unused Angry Chicken: only seat 1 is asked."""
    state = game([(7, 3), (1, 3), (1, 2), (4, 5)], [[3, 4, 5, 6, 7]] * 4, top=[5], first=0)
    decline_all(state)
    act(state, 0, Send(4))
    act(state, 3, UsePower(4, target=1))
    assert state.window is not None and state.window.kind == "chicken"
    assert state.window.pending == {1, 2}
    assert state.standing_answer(1, MINE) is None
    assert state.standing_answer(2, MINE) == Decline()
    assert state.standing_answer(2, ALWAYS) is None
    # Seat 1 cancels it. The chicken window now answers seat 1's chicken, on seat 3's power: seat 3
    # would be asked (its power is cancelled) but holds no chicken; seat 2 is not concerned, nor is
    # seat 1 by its own chicken (its Witch could refresh it).
    act(state, 1, UsePower(1))
    assert state.window is not None and state.window.pending == {1, 2}
    assert state.standing_answer(1, MINE) == Decline() == state.standing_answer(2, MINE)
    assert state._chicken_concerns(3)


def test_a_decision_with_one_move_everyone_can_tell_is_made_at_once() -> None:
    # Seat 1 is muzzled and receives the hero: passing is its only move, whatever its levels.
    state = game([(7, 3), (1, 3), (4, 3), (5, 3)], [[3, 4, 5, 6, 7]] * 4, top=[5], first=0)
    decline_all(state)
    act(state, 0, Send(4))
    act(state, 2, UsePower(4, target=1))
    let_chickens_pass(state)
    decline_all(state)
    assert state.to_act() == {1} and state.window is None and 1 in state.muzzled
    assert state.legal_actions(1) == [PassOn()]
    assert state.standing_answer(1, ALWAYS) == PassOn() == state.standing_answer(1, NEVER)
    assert next_standing_answer(state, {1: ALWAYS}) == (1, PassOn())
    assert next_standing_answer(state, {0: ALWAYS}) is None  # a seat whose levels are not read: asked


def test_sending_from_the_deck_and_a_forced_recruit_are_made_at_once() -> None:
    # The turned card is an Angry Chicken (strength 3 or less): seat 0 holds no such hero, no usable power.
    state = game([(1, 3), (2, 3), (4, 3), (5, 3)], [[4, 5, 6, 7, 7]] + [[3, 4, 5, 6, 7]] * 3, top=[1, 3])
    decline_all(state)
    assert state.legal_actions(0) == [SendFromDeck()]
    assert state.standing_answer(0, ALWAYS) == SendFromDeck()
    state.apply(0, SendFromDeck())
    # The discard after the look: a choice of four heroes, asked.
    assert state.phase == "discard" and state.standing_answer(0, NEVER) is None
    act(state, 0, DiscardCard(7))
    for seat in (1, 2, 3):
        decline_all(state)
        act(state, seat, PassOn())
    decline_all(state)
    assert state.legal_actions(0) == [Recruit()]  # back at the active player: it must recruit
    assert state.standing_answer(0, ALWAYS) == Recruit()


def test_a_lone_card_is_sent_at_once_only_from_a_one_card_hand() -> None:
    state = game([(2, 4), (2, 3), (4, 3), (5, 3)], [[4, 5, 6, 7, 7]] + [[3, 4, 5, 6, 7]] * 3, top=[3])
    decline_all(state)
    state.hands[0] = [3]  # stand-in for a hand played down to one card: everyone sees its size
    assert state.legal_actions(0) == [Send(3)]
    assert state.standing_answer(0, NEVER) == Send(3)
    # Two cards, one hero: sent at once, it would tell the others the other card cannot go.
    state.hands[0] = [3, 7]
    assert state.legal_actions(0) == [Send(3)]
    assert state.standing_answer(0, NEVER) is None


def forms(state: Any, seat: int) -> set[str]:
    """The public forms of `seat`'s legal moves: their types (a send's hero is secret)."""
    return {action.to_json()["type"] for action in state.legal_actions(seat)}


@FAST
@given(options=preset_options(), seed=seeds, choices=choice_lists, shuffle=st.integers(0, 2**32))
def test_a_move_made_at_once_tells_the_others_nothing_its_own_form_does_not(
    options: dict[str, Any], seed: int, choices: list[int], shuffle: int
) -> None:
    """Speed is seen by all: in every world another seat cannot tell from this one, a move of the
    same public form (a send, a send from the deck, a discard, a recruit, a pass) is made at once
    exactly when it is here."""
    opts = RentAHeroOptions.from_json(options)
    state = RENTAHERO.new_state(opts, seed=seed)
    driver = Driver(choices, patience=12)
    rng = random.Random(shuffle)
    checked = 0
    while not state.is_over() and len(state.history) < 400 and checked < 4:
        decider = state.decider()
        at_once = decider is not None and state.standing_answer(decider, NEVER) is not None
        if state.window is None and decider is not None and (at_once or rng.random() < 0.3):
            checked += 1
            observer = rng.choice([s for s in range(opts.players) if s != decider])
            twin = state.hidden_twin(observer, rng)
            if twin is not None:
                for turn in state.history:
                    twin.apply(turn.seat, turn.action)
                here, there = state.standing_answer(decider, NEVER), twin.standing_answer(decider, NEVER)
                for form in forms(state, decider) & forms(twin, decider):
                    assert (here is not None and here.to_json()["type"] == form) == (
                        there is not None and there.to_json()["type"] == form
                    ), (form, state.hands[decider], twin.hands[decider])
        state.apply(*driver.choose(state))
