"""Refusals, proved by property: bad input raises IllegalAction or BadInput and changes nothing.

Hypothesis builds random game states (a random legal game cut at a random turn, sometimes
over) and throws at them: every action id that is not legal, from every seat; actions off
the id table; bad seats; malformed actions; and random JSON. Each must raise IllegalAction
or BadInput and nothing else, and afterwards the snapshot, every seat's view, the
spectator's view and the history are exactly as before, and the game plays on as if nothing
had happened. An IllegalAction names the rule an independent model of the rules expects,
and its rule id has a sentence in all four languages.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from parlour.engine import Action, BadInput, IllegalAction
from parlour.engine.i18n import LANGUAGES, has, translate
from parlour.games.hanabi import HANABI, ClueColour, ClueRank, Discard, HanabiOptions, HanabiState, Play
from parlour.games.hanabi.actions import action_table
from parlour.games.hanabi.cards import COLOURS
from parlour.games.hanabi.state import MAX_CLUE_TOKENS
from tests.games.hanabi.strategies import (
    Driver,
    chaos_levels,
    choice_lists,
    json_scalars,
    json_values,
    option_values,
    play,
    seeds,
    styles,
)

STATE_PY = Path(__file__).parents[3] / "parlour" / "games" / "hanabi" / "state.py"


@st.composite
def game_states(draw: st.DrawFn) -> HanabiState:
    """A random legal game, cut after a random number of actions (sometimes already over)."""
    options = HanabiOptions(**draw(option_values()))
    driver = Driver(draw(choice_lists), draw(chaos_levels), draw(styles))
    seed = draw(seeds)
    steps = play(options, seed, driver).steps
    # Over one time in four; else cut anywhere before the end.
    over = draw(st.integers(min_value=0, max_value=3)) == 0
    cut = len(steps) if over else draw(st.integers(min_value=0, max_value=len(steps) - 1))
    state = HANABI.new_state(options, seed=seed)
    for step in steps[:cut]:
        state.apply(step.seat, step.action)
    event("game over" if state.is_over() else "game on")
    return state


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, allow_nan=False)


def observe(state: HanabiState) -> tuple[dict[str, Any], list[dict[str, Any]], list[Any]]:
    """Everything a refusal must leave alone: the snapshot, every view, the history."""
    views = [state.view(r) for r in [*range(state.players), None]]
    return state.snapshot(), views, list(state.history)


def check_rule_text(error: IllegalAction, filled: bool = True) -> None:
    """The rule id is a Hanabi rule with a sentence in every language, filled with the error's values."""
    assert error.rule.startswith("hanabi.")
    assert isinstance(error.message, str) and error.message.strip()
    assert error.rule in str(error)
    assert has(error.rule), f"no message registered for {error.rule}"
    texts = {lang: translate(error.rule, lang) for lang in LANGUAGES}
    for lang, text in texts.items():
        assert text.strip() and text != error.rule
        said = error.text(lang)
        assert said.strip()
        if filled:
            assert "{" not in said, f"{error.rule} in {lang}: unfilled {said!r}"
    assert all(texts[lang] != texts["en"] for lang in LANGUAGES if lang != "en")
    assert json.loads(json.dumps(error.to_json())) == error.to_json()


def check_bad_input_text(error: BadInput) -> None:
    assert isinstance(error.message, str) and error.message.strip()
    assert has(error.code), f"no message registered for {error.code}"
    assert all(error.text(lang).strip() for lang in LANGUAGES)
    assert json.loads(json.dumps(error.to_json())) == error.to_json()


def refuse(state: HanabiState, seat: Any, action: Any) -> IllegalAction | BadInput:
    """Apply, expect a refusal, check that nothing changed; return the error."""
    before = observe(state)
    try:
        state.apply(seat, action)
    except (IllegalAction, BadInput) as error:
        assert observe(state) == before
        if isinstance(error, IllegalAction):
            check_rule_text(error)
            label = f"rule {error.rule}"
        else:
            check_bad_input_text(error)
            label = f"code {error.code}"
        if currently_in_test_context():  # hypothesis statistics; plain tests call this too
            event(label)
        return error
    raise AssertionError(f"seat {seat!r} was allowed {action!r}")


def touches(state: HanabiState, action: ClueColour | ClueRank) -> bool:
    for cid in state.hands[action.target]:
        card = state.card(cid)
        suit = state.suits[card.suit]
        if isinstance(action, ClueRank) and card.rank == action.rank:
            return True
        if isinstance(action, ClueColour) and (suit.colour == action.colour or suit.rainbow):
            return True
    return False


def expected_rule(state: HanabiState, seat: int, action: Action) -> str | None:
    """The rule an action breaks, by an independent reading of the rules (None: legal)."""
    if state.is_over():
        return "hanabi.end.game-over"
    if seat not in state.to_act():
        return "hanabi.turn.out-of-turn"
    hand = state.hands[seat]
    if isinstance(action, (Play, Discard)):
        verb = "play" if isinstance(action, Play) else "discard"
        if not 0 <= action.slot < len(hand):
            return f"hanabi.{verb}.slot"
        if isinstance(action, Discard) and state.clue_tokens == MAX_CLUE_TOKENS:
            return "hanabi.discard.tokens-full"
        return None
    assert isinstance(action, (ClueColour, ClueRank))
    if state.clue_tokens == 0:
        return "hanabi.clue.no-tokens"
    if not 0 <= action.target < state.players:
        return "hanabi.clue.target"
    if action.target == seat:
        return "hanabi.clue.self"
    if isinstance(action, ClueColour):
        suits = [s for s in state.suits if s.colour == action.colour]
        if not suits:
            return "hanabi.clue.colour"
        if suits[0].rainbow:
            return "hanabi.clue.rainbow-unnamed"
    if not state.options.empty_clues and not touches(state, action):
        return "hanabi.clue.empty"
    return None


def plays_on_alike(state: HanabiState, pristine: HanabiState) -> None:
    """After the refusals the game goes on exactly as a copy that never saw them."""
    assert dumps(state.snapshot()) == dumps(pristine.snapshot())
    if state.is_over():
        return
    (seat,) = state.to_act()
    action = state.legal_actions(seat)[0]
    events = state.apply(seat, action)
    assert dumps([e.for_seat(None) for e in events]) == dumps([e.for_seat(None) for e in pristine.apply(seat, action)])
    assert dumps(state.snapshot()) == dumps(pristine.snapshot())


# -- the properties --------------------------------------------------------------------------


@settings(max_examples=30)
@given(state=game_states(), data=st.data())
def test_every_illegal_action_id_is_refused_by_its_rule(state: HanabiState, data: st.DataObject) -> None:
    """Every id of the table, from the seat to act and from one other seat."""
    pristine = state.clone()
    table = action_table(state.options)
    seats = sorted(state.to_act()) or [0]
    seats.append(data.draw(st.integers(min_value=0, max_value=state.players - 1), label="other seat"))
    for seat in seats:
        for action in table:
            rule = expected_rule(state, seat, action)
            assert state.is_legal(seat, action) == (rule is None)
            assert (action in state.legal_actions(seat)) == (rule is None)
            if rule is not None:
                error = refuse(state, seat, action)
                assert isinstance(error, IllegalAction) and error.rule == rule
    plays_on_alike(state, pristine)


def off_table_actions(options: HanabiOptions) -> list[Action]:
    size, players = options.hand_size, options.players
    return [
        Play(-1),
        Play(size),
        Play(2**31 - 1),
        Discard(-1),
        Discard(size),
        ClueRank(-1, 1),
        ClueRank(players, 3),
        ClueColour(99, "red"),
        *(ClueColour(target, colour) for target in range(players) for colour in COLOURS),
    ]


@settings(max_examples=30)
@given(state=game_states(), data=st.data())
def test_actions_off_the_table_are_refused_by_their_rule(state: HanabiState, data: st.DataObject) -> None:
    """Slots past the hand, seats past the table, colours the variant has not or never names."""
    pristine = state.clone()
    seats = sorted(state.to_act()) or [0]
    seats.append(data.draw(st.integers(min_value=0, max_value=state.players - 1), label="other seat"))
    for seat in seats:
        for action in off_table_actions(state.options):
            rule = expected_rule(state, seat, action)
            assert state.is_legal(seat, action) == (rule is None)
            if rule is not None:
                error = refuse(state, seat, action)
                assert isinstance(error, IllegalAction) and error.rule == rule
    plays_on_alike(state, pristine)


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """An action of no Hanabi kind (Hanabi forbids passing)."""

    TYPE: ClassVar[str] = "pass"


BAD_SEATS: list[Any] = [-1, 99, 10**30, "x", "0", True, False, None, 0.0, 1.5, [0], {"seat": 0}]

MALFORMED: list[Any] = [
    {},
    {"type": "pass"},
    {"type": "play", "slot": "a"},
    {"type": "clue-colour", "target": 1, "colour": "pink"},
    {"type": "play"},
    {"type": "play", "slot": 0, "card": "R1"},
    {"type": "discard", "slot": None},
    {"type": "play", "slot": 0.0},
    {"type": "play", "slot": True},
    {"type": "clue-rank", "target": 1, "rank": 6},
    {"type": "clue-rank", "target": 1, "rank": 0},
    {"type": "clue-rank", "target": 1, "rank": "1"},
    {"type": "clue-rank", "target": "1", "rank": 1},
    {"type": "clue-rank", "target": 1.0, "rank": 1},
    {"type": "clue-colour", "target": 1},
    {"type": "clue-colour", "target": 1, "colour": "Red"},
    {"type": "clue-colour", "target": 1, "colour": None},
    {"type": "clue-colour", "target": True, "colour": "red"},
    {"type": None},
    {"type": 5},
    {"type": "PLAY", "slot": 0},
    {"slot": 0},
    [],
    ["play", 0],
    "play",
    "",
    0,
    None,
    True,
    1.5,
    Pass(),
]


@settings(max_examples=20)
@given(state=game_states())
def test_bad_seats_are_bad_input(state: HanabiState) -> None:
    """A seat that is not an integer from 0 to players - 1 is BadInput, whatever the action."""
    pristine = state.clone()
    table = action_table(state.options)
    for seat in [*BAD_SEATS, state.players, -state.players]:
        for action in (table[0], table[0].to_json(), {"type": "pass"}, table[-1]):
            error = refuse(state, seat, action)
            assert isinstance(error, BadInput) and error.code == "engine.input.seat"
        assert not state.is_legal(seat, table[0])
        if seat is not None:  # None is the spectator's seat
            before = observe(state)
            with pytest.raises(BadInput) as info:
                state.view(seat)
            assert info.value.code == "engine.input.seat"
            assert observe(state) == before
    plays_on_alike(state, pristine)


@settings(max_examples=20)
@given(state=game_states(), data=st.data())
def test_malformed_actions_are_bad_input(state: HanabiState, data: st.DataObject) -> None:
    """From any seat, in any state (even over): the action is read before the turn is checked."""
    pristine = state.clone()
    seat = data.draw(st.integers(min_value=0, max_value=state.players - 1), label="seat")
    for action in MALFORMED:
        error = refuse(state, seat, action)
        assert isinstance(error, BadInput), f"{action!r}: {error!r}"
        assert error.code == "engine.input.malformed"
    plays_on_alike(state, pristine)


near = st.integers(min_value=-2, max_value=7)
near_or_not = st.integers(min_value=0, max_value=3).flatmap(lambda k: json_scalars if k == 0 else near)
action_like = st.one_of(
    st.fixed_dictionaries({"type": st.just("play"), "slot": near_or_not}),
    st.fixed_dictionaries({"type": st.just("discard"), "slot": near_or_not}),
    st.fixed_dictionaries(
        {
            "type": st.just("clue-colour"),
            "target": near_or_not,
            "colour": st.sampled_from([*COLOURS, "pink"]) | json_scalars,
        }
    ),
    st.fixed_dictionaries({"type": st.just("clue-rank"), "target": near_or_not, "rank": near_or_not}),
    st.dictionaries(
        st.sampled_from(["type", "slot", "target", "colour", "rank", "extra"]),
        st.sampled_from(["play", "discard", "clue-colour", "clue-rank"]) | near | json_values,
    ),
)


@settings(max_examples=60)
@given(
    state=game_states(),
    seat=st.none() | st.integers(min_value=0, max_value=4),
    inputs=st.lists(json_values | action_like, min_size=1, max_size=8),
)
def test_random_json_is_refused_or_played_as_its_legal_action(
    state: HanabiState, seat: int | None, inputs: list[Any]
) -> None:
    """Random JSON raises IllegalAction or BadInput and changes nothing; JSON the engine
    accepts is one of the legal actions and plays bit for bit like it.

    `seat` None: the seat to act (so that some inputs are accepted), else a seat number.
    """
    seat = min(state.to_act(), default=0) if seat is None else seat % state.players
    pristine = state.clone()
    for data in inputs:
        before = observe(state)
        legal = state.legal_actions(seat)
        try:
            events = state.apply(seat, data)
        except (IllegalAction, BadInput):
            refuse(state, seat, data)  # again, checking the error and that nothing changed
            continue
        event("random JSON accepted")
        assert before != observe(state)
        action = HANABI.parse_action(data)
        canonical = legal[legal.index(action)]
        expected = pristine.apply(seat, canonical)
        assert dumps(state.snapshot()) == dumps(pristine.snapshot())
        assert dumps([e.for_seat(None) for e in events]) == dumps([e.for_seat(None) for e in expected])
        if state.is_over():
            break
        (seat,) = state.to_act()
    plays_on_alike(state, pristine)


@settings(max_examples=20)
@given(values=option_values(), bad=st.sampled_from([-1, True, False, "0", 1.5, None, [0], 10**30]))
def test_bad_action_ids_are_bad_input(values: dict[str, Any], bad: Any) -> None:
    options = HanabiOptions(**values)
    count = HANABI.num_actions(options)
    for action_id in (bad, count, -count):
        with pytest.raises(BadInput):
            HANABI.action_from_id(options, action_id)
    for action in off_table_actions(options):
        if action not in action_table(options):
            with pytest.raises(BadInput):
                HANABI.action_id(options, action)
    assert [HANABI.action_id(options, HANABI.action_from_id(options, i)) for i in range(count)] == list(range(count))


def test_every_rule_id_of_the_rules_has_four_languages() -> None:
    """Each rule id that state.py can raise (found in its source) has a sentence per language."""
    source = STATE_PY.read_text(encoding="utf-8")
    rules = set(re.findall(r'"(hanabi\.[a-z-]+\.[a-z-]+)"', source))
    if 'f"hanabi.{verb}.slot"' in source:
        rules |= {"hanabi.play.slot", "hanabi.discard.slot"}
    rules |= {"hanabi.end.game-over", "hanabi.turn.out-of-turn"}  # raised by the engine's State.apply
    assert len(rules) >= 10
    for rule in sorted(rules):
        check_rule_text(IllegalAction(rule, "A sentence."), filled=False)


# -- once bugs, now fixed: each stays as a regression test ------------------------------------


@pytest.mark.parametrize("kind", [[], {}, ["play"], {"type": "play"}])
def test_fixed_unhashable_action_type(kind: Any) -> None:
    state = HANABI.new_state(HanabiOptions(), seed=1)
    error = refuse(state, 0, {"type": kind, "slot": 0})
    assert isinstance(error, BadInput)


def test_fixed_clue_rank_float_changes_the_state() -> None:
    state = HANABI.new_state(HanabiOptions(), seed=1)
    before = observe(state)
    error: Exception | None = None
    try:
        state.apply(0, {"type": "clue-rank", "target": 1, "rank": 1.0})
    except Exception as exc:
        error = exc
    assert observe(state) == before, "a blue token was spent by an action that was not accepted"
    assert isinstance(error, BadInput)


def test_fixed_clue_rank_bool_is_accepted() -> None:
    state = HANABI.new_state(HanabiOptions(), seed=1)
    error = refuse(state, 0, {"type": "clue-rank", "target": 1, "rank": True})
    assert isinstance(error, BadInput)
