"""Refusals, proved by property: bad input raises IllegalAction or BadInput and changes nothing.

Hypothesis builds random game states (a random legal game cut at a random turn, often in the
"pay" or "choose" phase, sometimes over) and throws at them: every play set, every subset of the
hand as a play and as a payment, yield, the solo jester, every choice and signal, from every
seat; bad seats; malformed actions (wrong card codes, duplicated cards, cards that are not a
list, huge numbers); and random JSON. Each must raise IllegalAction or BadInput and nothing
else, and afterwards the snapshot, every seat's view, the spectator's view and the history are
exactly as before, and the game plays on as if nothing had happened. An IllegalAction names the
rule an independent model of the rules expects, and its rule id has a sentence in all four
languages.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from parlour.engine import Action, BadInput, GameRecord, IllegalAction, replay
from parlour.engine.i18n import LANGUAGES, has, translate
from parlour.games.regicide import (
    REGICIDE,
    Card,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    RegicideOptions,
    RegicideState,
    Signal,
    Yield,
)
from parlour.games.regicide.actions import action_table, play_sets
from parlour.games.regicide.cards import parse_card
from tests.drivers import json_scalars, json_values
from tests.games.regicide.strategies import (
    SUITS,
    Driver,
    box,
    candidates,
    chaos_levels,
    choice_lists,
    option_values,
    play,
    seeds,
    styles,
)

STATE_PY = Path(__file__).parents[3] / "parlour" / "games" / "regicide" / "state.py"
CODES = sorted(c.code for c in box(RegicideOptions(players=4)))


@st.composite
def game_states(draw: st.DrawFn) -> RegicideState:
    """A random legal game, cut at a random turn, often at the kind of moment drawn.

    Over about one time in four; else cut before a random action, chosen among the moments the
    game was in the phase drawn ("pay", "choose"), or where everyone but one has just yielded
    ("yielded"), or any moment (also when the game never got to the moment wanted).
    """
    over = draw(st.booleans()) and draw(st.booleans())
    wanted = draw(st.sampled_from(["any", "pay", "choose", "yielded"]))
    fixed: dict[str, Any] = {}
    style = draw(styles)
    if wanted == "choose":  # only 3 and 4 players have jesters in the tavern
        fixed = {"players": draw(st.sampled_from([3, 4]))}
    if wanted == "yielded":
        fixed, style = {"players": draw(st.integers(min_value=2, max_value=4))}, "yielding"
    options = RegicideOptions(**draw(option_values(**fixed)))
    driver = Driver(draw(choice_lists), draw(chaos_levels), style)
    seed = draw(seeds)
    moments: list[str] = []

    def note(state: RegicideState, seat: int, action: Action) -> None:
        yielded = state.phase == "play" and state.yields_in_row == state.players - 1 > 0
        moments.append("yielded" if yielded else state.phase)

    steps = play(options, seed, driver, before=note).steps
    if over:
        cut = len(steps)
    else:
        places = [i for i, moment in enumerate(moments) if wanted in ("any", moment)] or list(range(len(steps)))
        cut = places[draw(st.integers(min_value=0, max_value=len(places) - 1))]
    state = REGICIDE.new_state(options, seed=seed)
    for step in steps[:cut]:
        state.apply(step.seat, step.action)
    event("game over" if state.is_over() else f"moment {moments[cut]}")
    return state


# Building a state plays a whole game, which hypothesis would find slow for "data generation".
SLOW_STATES = [HealthCheck.too_slow]


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, allow_nan=False)


def observe(state: RegicideState) -> tuple[str, str, list[Any]]:
    """Everything a refusal must leave alone: the snapshot, every view, the history."""
    views = [state.view(r) for r in [*range(state.players), None]]
    return dumps(state.snapshot()), dumps(views), list(state.history)


def check_rule_text(error: IllegalAction, filled: bool = True) -> None:
    """The rule id is a Regicide rule with a sentence in every language, filled with the error's values."""
    assert error.rule.startswith("regicide.")
    assert re.fullmatch(r"regicide\.[a-z-]+\.[a-z-]+", error.rule), error.rule
    assert isinstance(error.message, str) and error.message.strip()
    assert error.rule in str(error)
    assert has(error.rule), f"no message registered for {error.rule}"
    assert has(error.key), f"no message registered for {error.key}"
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
    assert len(error.message) < 400  # a huge input is described, never echoed
    assert has(error.code), f"no message registered for {error.code}"
    assert all(error.text(lang).strip() for lang in LANGUAGES)
    assert json.loads(json.dumps(error.to_json())) == error.to_json()


def refuse(state: RegicideState, seat: Any, action: Any, watch: bool = True) -> IllegalAction | BadInput:
    """Apply, expect a refusal, check that nothing changed; return the error.

    `watch=False` skips the (slow) before/after comparison; callers that refuse many actions
    compare once at the end, and `plays_on_alike` then compares the whole state to a clone.
    """
    before = observe(state) if watch else None
    length = len(state.history)
    try:
        state.apply(seat, action)
    except (IllegalAction, BadInput) as error:
        assert len(state.history) == length
        if before is not None:
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


def holds(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    return not Counter(cards) - Counter(hand)


def value(card: Card) -> int:
    return 0 if card.is_jester else {11: 10, 12: 15, 13: 20}.get(card.rank, card.rank)


def expected_rule(state: RegicideState, seat: int, action: Action) -> str | None:
    """The rule an action breaks, by an independent reading of the rules (None: legal).

    The checks come in the engine's documented order: the game, the turn, then the phase.
    """
    options = state.options
    if state.is_over():
        return "regicide.end.game-over"
    if seat not in state.to_act():
        return "regicide.turn.out-of-turn"
    if state.phase == "choose":
        if seat == state.chooser:
            if not isinstance(action, ChooseNext) or not 0 <= action.seat < options.players:
                return "regicide.jester.choose"
            if action.seat == seat and not options.jester_self_choice:
                return "regicide.jester.self-choice"
            return None
        return None if isinstance(action, Signal) else "regicide.jester.signal-only"
    if isinstance(action, (ChooseNext, Signal)):
        return "regicide.jester.no-choice"
    if isinstance(action, FlipJester):
        # Solo: at the start of the play step or just before paying, each jester once (« En solo »).
        if options.players > 1:
            return "regicide.solo.jesters"
        flipped = sum(isinstance(turn.action, FlipJester) for turn in state.history)
        return "regicide.solo.jester-once" if flipped >= 2 else None
    hand = state.hands[seat]
    if state.phase == "play":
        if isinstance(action, Pay):
            return "regicide.turn.order"
        if isinstance(action, Yield):
            if options.players == 1:
                return "regicide.yield.solo"
            yields = 0
            for turn in reversed(state.history):  # yields since the last card played
                if isinstance(turn.action, Yield):
                    yields += 1
                elif isinstance(turn.action, PlayCards):
                    break
            return "regicide.yield.all-yielded" if yields >= options.players - 1 else None
        assert isinstance(action, PlayCards)
        cards = action.card_list()
        if not holds(hand, cards):
            return "regicide.play.not-in-hand"
        if len(cards) == 1:
            return None
        if any(c.is_jester for c in cards):
            return "regicide.jester.alone"
        if any(c.is_ace for c in cards):
            return None if len(cards) == 2 else "regicide.companion.pair"
        if len({c.rank for c in cards}) > 1:
            return "regicide.combo.same-value"
        return None if sum(value(c) for c in cards) <= 10 else "regicide.combo.max-ten"
    assert state.phase == "pay"
    if not isinstance(action, Pay):
        return "regicide.turn.order"
    cards = action.card_list()
    if not holds(hand, cards):
        return "regicide.pay.not-in-hand"
    return None if sum(value(c) for c in cards) >= state.to_pay else "regicide.pay.enough"


def plays_on_alike(state: RegicideState, pristine: RegicideState) -> None:
    """After the refusals the game goes on exactly as a copy that never saw them."""
    assert dumps(state.snapshot()) == dumps(pristine.snapshot())
    assert observe(state) == observe(pristine)
    if state.is_over():
        return
    seat = min(state.to_act())
    action = state.legal_actions(seat)[0]
    events = state.apply(seat, action)
    assert dumps([e.for_seat(None) for e in events]) == dumps([e.for_seat(None) for e in pristine.apply(seat, action)])
    assert dumps(state.snapshot()) == dumps(pristine.snapshot())


def odd_plays(state: RegicideState, seat: int) -> list[Action]:
    """Card sets no play set holds: mixed values, Aces with two cards, jesters in company, cards not held."""
    hand = [c.code for c in state.hands[seat]]
    held = set(hand)
    missing = [c for c in CODES if c not in held and c != "*"]
    out: list[Action] = [PlayCards(("*", "*")), PlayCards(("*", "AH")), Pay(("*", "*"))]
    out += [PlayCards(("AH", "AS", "AD")), PlayCards(("2H", "3H")), PlayCards(("5H", "5S", "5D"))]
    out += [PlayCards(("JH",)), PlayCards(("KS", "KH")), Pay(("KS",)), Pay(tuple(missing[:3]))]
    if hand:
        out += [PlayCards((hand[0], missing[0])), Pay((hand[-1], missing[-1]))]
    return out


# -- the properties --------------------------------------------------------------------------


@settings(max_examples=30, suppress_health_check=SLOW_STATES)
@given(state=game_states(), data=st.data())
def test_every_illegal_action_is_refused_by_its_rule(state: RegicideState, data: st.DataObject) -> None:
    """Every candidate action, from every seat: legal exactly when the model says so, else refused
    by the rule the model names (the acting seats get every candidate, the others a sample)."""
    pristine = state.clone()
    before = observe(state)
    stride = data.draw(st.integers(min_value=60, max_value=200), label="watch one refusal in")
    refused = 0
    for seat in range(state.players):
        asked = candidates(state, seat) + odd_plays(state, seat)
        if seat not in state.to_act():
            asked = asked[:: max(1, len(asked) // 40)]
        legal = set(state.legal_actions(seat))
        for action in asked:
            rule = expected_rule(state, seat, action)
            assert state.is_legal(seat, action) == (rule is None), (seat, action, rule)
            assert (action in legal) == (rule is None), (seat, action, rule)
            if rule is not None:
                refused += 1
                error = refuse(state, seat, action, watch=refused % stride == 1)
                assert isinstance(error, IllegalAction), (seat, action, error)
                assert error.rule == rule, (seat, action, error.rule, rule)
    assert observe(state) == before
    plays_on_alike(state, pristine)


@dataclasses.dataclass(frozen=True, slots=True)
class Pass(Action):
    """An action of no Regicide kind."""

    TYPE: ClassVar[str] = "pass"


BAD_SEATS: list[Any] = [-1, 4, 99, 10**30, 10**5000, "x", "0", True, False, None, 0.0, 1.5, [0], {"seat": 0}]

HUGE = 10**5000  # too long for repr() in Python 3.11+: error messages must still be safe

MALFORMED: list[Any] = [
    # not an action of this game
    {},
    {"type": "pass"},
    {"type": None},
    {"type": 5},
    {"type": "PLAY", "cards": ["AH"]},
    {"type": ["play"], "cards": ["AH"]},
    {"type": {"play": 1}, "cards": ["AH"]},
    {"cards": ["AH"]},
    [],
    ["play", "AH"],
    "play",
    "",
    0,
    None,
    True,
    1.5,
    Pass(),
    # cards that are not a list of card codes
    {"type": "play"},
    {"type": "play", "cards": "AH"},
    {"type": "play", "cards": None},
    {"type": "play", "cards": 7},
    {"type": "play", "cards": {"AH": 1}},
    {"type": "play", "cards": [["AH"]]},
    {"type": "play", "cards": [{"card": "AH"}]},
    {"type": "play", "cards": [None]},
    {"type": "play", "cards": [1]},
    {"type": "play", "cards": [True]},
    {"type": "play", "cards": [1.0]},
    {"type": "pay", "cards": "5S"},
    {"type": "pay", "cards": [HUGE]},
    {"type": "pay"},
    # wrong card codes
    {"type": "play", "cards": []},
    {"type": "play", "cards": ["ZZ"]},
    {"type": "play", "cards": ["0H"]},
    {"type": "play", "cards": ["14S"]},
    {"type": "play", "cards": ["AX"]},
    {"type": "play", "cards": ["A"]},
    {"type": "play", "cards": ["H"]},
    {"type": "play", "cards": ["**"]},
    {"type": "play", "cards": ["-1H"]},
    {"type": "play", "cards": ["²H"]},
    {"type": "play", "cards": ["10" * 50 + "H"]},
    {"type": "play", "cards": ["x" * 10**5]},
    {"type": "pay", "cards": ["AH", "QQ"]},
    # duplicated cards, too many cards
    {"type": "play", "cards": ["AH", "AH"]},
    {"type": "play", "cards": ["AH", "ah"]},
    {"type": "pay", "cards": ["10S", "10s"]},
    {"type": "pay", "cards": ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"]},
    {"type": "pay", "cards": ["*"] * 9},
    # extra or missing fields, wrong types, huge numbers
    {"type": "play", "cards": ["AH"], "seat": 0},
    {"type": "yield", "cards": []},
    {"type": "flip-jester", "seat": 0},
    {"type": "choose"},
    {"type": "choose", "seat": -1},
    {"type": "choose", "seat": 64},
    {"type": "choose", "seat": 10**30},
    {"type": "choose", "seat": HUGE},
    {"type": "choose", "seat": -HUGE},
    {"type": "choose", "seat": 1.0},
    {"type": "choose", "seat": True},
    {"type": "choose", "seat": "1"},
    {"type": "choose", "seat": float("inf")},
    {"type": "choose", "seat": float("nan")},
    {"type": "signal"},
    {"type": "signal", "wants_to_play": 1},
    {"type": "signal", "wants_to_play": "yes"},
    {"type": "signal", "wants_to_play": None},
    {"type": "signal", "wants_to_play": HUGE},
]


@settings(max_examples=12, suppress_health_check=SLOW_STATES)
@given(state=game_states())
def test_bad_seats_are_bad_input(state: RegicideState) -> None:
    """A seat that is not an integer from 0 to players - 1 is BadInput, whatever the action."""
    pristine = state.clone()
    legal = state.legal_actions(min(state.to_act(), default=0))
    action = legal[0] if legal else Yield()
    for seat in [*BAD_SEATS, state.players, -state.players]:
        for attempt in (action, action.to_json(), {"type": "pass"}, Pass()):
            error = refuse(state, seat, attempt)
            assert isinstance(error, BadInput) and error.code == "engine.input.seat"
        assert not state.is_legal(seat, action)
        if seat is not None:  # None is the spectator's seat
            before = observe(state)
            with pytest.raises(BadInput) as info:
                state.view(seat)
            assert info.value.code == "engine.input.seat"
            assert observe(state) == before
    plays_on_alike(state, pristine)


@settings(max_examples=12, suppress_health_check=SLOW_STATES)
@given(state=game_states(), data=st.data())
def test_malformed_actions_are_bad_input(state: RegicideState, data: st.DataObject) -> None:
    """From any seat, in any state (even over): the action is read before the turn is checked."""
    pristine = state.clone()
    seat = data.draw(st.integers(min_value=0, max_value=state.players - 1), label="seat")
    for index, action in enumerate(MALFORMED):
        error = refuse(state, seat, action, watch=index % 8 == 0)
        assert isinstance(error, BadInput), f"{action!r}: {error!r}"
        assert error.code == "engine.input.malformed"
    plays_on_alike(state, pristine)


near = st.integers(min_value=-2, max_value=6)
codes = st.sampled_from(CODES) | st.sampled_from(["ah", "10s", " KD ", "1H", "11C", "JOKER", "0S", "ZZ", "", "²H"])
card_lists = st.lists(codes | json_scalars, max_size=9) | json_values
action_like = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["play", "pay"]), "cards": card_lists}),
    st.fixed_dictionaries({"type": st.sampled_from(["play", "pay"]), "cards": st.lists(codes, max_size=4)}),
    st.fixed_dictionaries({"type": st.just("choose"), "seat": near | json_scalars}),
    st.fixed_dictionaries({"type": st.just("signal"), "wants_to_play": st.booleans() | json_scalars}),
    st.fixed_dictionaries({"type": st.sampled_from(["yield", "flip-jester"])}),
    st.dictionaries(
        st.sampled_from(["type", "cards", "seat", "wants_to_play", "extra"]),
        st.sampled_from(["play", "pay", "yield", "choose", "signal", "flip-jester"]) | near | json_values,
    ),
)


def hand_action(state: RegicideState, seat: int, pick: Sequence[int], kind: str) -> dict[str, Any]:
    """A play or payment of some of the cards `seat` holds (so that many random actions are legal)."""
    hand = [c.code for c in state.hands[seat]]
    cards = sorted({hand[i % len(hand)] for i in pick}) if hand else []
    return {"type": kind, "cards": cards}


@settings(max_examples=40, suppress_health_check=SLOW_STATES)
@given(
    state=game_states(),
    seat=st.none() | st.integers(min_value=0, max_value=3),
    inputs=st.lists(
        json_values | action_like | st.tuples(st.sampled_from(["play", "pay"]), st.lists(near, max_size=4)),
        min_size=1,
        max_size=8,
    ),
)
def test_random_json_is_refused_or_played_as_its_legal_action(
    state: RegicideState, seat: int | None, inputs: list[Any]
) -> None:
    """Random JSON raises IllegalAction or BadInput and changes nothing; JSON the engine
    accepts is one of the legal actions and plays bit for bit like it.

    `seat` None: a seat to act (so that some inputs are accepted), else a seat number. A pair
    (kind, numbers) stands for a play or payment of the cards at those places in the hand.
    """
    seat = min(state.to_act(), default=0) if seat is None else seat % state.players
    pristine = state.clone()
    for data in inputs:
        if isinstance(data, tuple):
            data = hand_action(state, seat, data[1], data[0])
        before = observe(state)
        legal = state.legal_actions(seat)
        try:
            events = state.apply(seat, data)
        except (IllegalAction, BadInput):
            refuse(state, seat, data)  # again, checking the error and that nothing changed
            assert observe(state) == before
            continue
        event("random JSON accepted")
        assert before != observe(state)
        action = REGICIDE.parse_action(data)
        canonical = legal[legal.index(action)]
        expected = pristine.apply(seat, canonical)
        assert dumps(state.snapshot()) == dumps(pristine.snapshot())
        assert dumps([e.for_seat(None) for e in events]) == dumps([e.for_seat(None) for e in expected])
        if state.is_over():
            break
        if seat not in state.to_act():
            seat = min(state.to_act())
    plays_on_alike(state, pristine)


@settings(max_examples=10)
@given(
    values=option_values(),
    bad=st.sampled_from([-1, True, False, "0", 1.5, None, [0], 10**30, HUGE, -HUGE]),
)
def test_bad_action_ids_are_bad_input(values: dict[str, Any], bad: Any) -> None:
    """Ids off the table are BadInput; every table id round-trips; a payment's id needs the state."""
    options = RegicideOptions(**values)
    table = action_table(options)
    count = REGICIDE.num_actions(options)
    assert count == len(table) + 2 ** {1: 8, 2: 7, 3: 6, 4: 5}[options.players]
    for action_id in (bad, len(table), count, -count):
        with pytest.raises(BadInput):
            REGICIDE.action_from_id(options, action_id)
    for action in (Pay(("AH",)), PlayCards(("2H", "3H")), PlayCards(("AH", "AS", "AD")), ChooseNext(options.players)):
        with pytest.raises(BadInput):
            REGICIDE.action_id(options, action)
    assert [REGICIDE.action_id(options, REGICIDE.action_from_id(options, i)) for i in range(len(table))] == list(
        range(len(table))
    )
    assert len(set(table)) == len(table) and set(play_sets()) <= set(table)
    # The state: a payment names cards of the hand; an id past the hand's subsets is BadInput.
    state = REGICIDE.new_state(options, seed=10**12)
    hand = state.hands[state.current]
    base = len(table)
    with pytest.raises(BadInput):
        state.action_from_id(base + (1 << len(hand)))
    missing = next(c for c in CODES if c != "*" and parse_card(c) not in hand)
    with pytest.raises(BadInput):
        state.action_id(Pay((missing,)))
    for mask in (0, 1, (1 << len(hand)) - 1):
        pay = state.action_from_id(base + mask)
        assert isinstance(pay, Pay) and len(pay.cards) == bin(mask).count("1")
        assert state.action_id(pay) == base + mask


def test_every_rule_id_of_the_rules_has_four_languages() -> None:
    """Each rule id that state.py can raise (found in its source) has a sentence per language."""
    source = STATE_PY.read_text(encoding="utf-8")
    rules = set(re.findall(r'IllegalAction\(\s*"(regicide\.[a-z-]+\.[a-z-]+)"', source))
    rules |= {"regicide.end.game-over", "regicide.turn.out-of-turn"}  # raised by the engine's State.apply
    assert len(rules) >= 15
    for rule in sorted(rules):
        check_rule_text(IllegalAction(rule, "A sentence.", total=3, amount=10), filled=False)
    # Sentences more specific than their rule's (one rule, several ways to break it).
    for key in sorted(set(re.findall(r'key="(regicide\.[a-z-]+\.[a-z-]+)"', source))):
        assert has(key), f"no message registered for {key}"
        texts = [translate(key, lang) for lang in LANGUAGES]
        assert all(text.strip() and text != key for text in texts) and len(set(texts)) == len(texts)


def test_the_refusal_checks_can_fail() -> None:
    """The model answers simple cases on a fresh deal, and `refuse` fails on an action the engine
    accepts: the refusal properties above can fail."""
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=10**12)
    seat = state.current
    hand = [c.code for c in state.hands[seat]]
    assert expected_rule(state, seat, PlayCards((hand[0],))) is None
    assert expected_rule(state, 1 - seat, PlayCards((hand[0],))) == "regicide.turn.out-of-turn"
    assert expected_rule(state, seat, Pay((hand[0],))) == "regicide.turn.order"
    assert expected_rule(state, seat, Signal(True)) == "regicide.jester.no-choice"
    assert expected_rule(state, seat, FlipJester()) == "regicide.solo.jesters"
    with pytest.raises(AssertionError):
        refuse(state, seat, PlayCards((hand[0],)))


# -- bugs these properties found, now fixed: regression tests ----------------------------------


def four_player_deck_with_both_jesters_in_seat_0() -> list[Card]:
    castle = [Card(rank, suit) for rank in (11, 12, 13) for suit in SUITS]
    tavern = [c for c in box(RegicideOptions(players=4)) if c.rank <= 10]
    jesters = [c for c in tavern if c.is_jester]
    ten = Card(10, "spades")
    rest = [c for c in tavern if not c.is_jester and c != ten]
    # The deal is round-robin from seat 0: seat 0 gets the tavern's cards 0, 4, 8, 12, 16.
    dealt = [jesters[0], *rest[:3], jesters[1], *rest[3:6], ten]
    return castle + dealt + rest[6:]


def test_pay_with_two_jesters_has_its_own_id() -> None:
    """At 4 players one hand may hold both jesters; each legal payment must have its own id."""
    state = REGICIDE.new_state(RegicideOptions(players=4), seed=1, deck=four_player_deck_with_both_jesters_in_seat_0())
    assert [c.code for c in state.hands[0]].count("*") == 2
    state.apply(0, Yield())
    assert state.phase == "pay" and state.to_pay == 10
    legal = state.legal_actions(0)
    both = Pay(("*", "*", "10S"))
    assert both in legal
    ids = [state.action_id(a) for a in legal]
    assert len(set(ids)) == len(ids)
    assert state.action_from_id(state.action_id(both)) == both


def test_record_with_a_superscript_digit_is_bad_input() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=10**12, deck=two_player_deck())
    record = state.record().to_json()
    record["deck"][20] = "²H"
    with pytest.raises(BadInput):
        replay(GameRecord.from_json(record))


def two_player_deck() -> list[Card]:
    castle = [Card(rank, suit) for rank in (11, 12, 13) for suit in SUITS]
    return castle + [c for c in box(RegicideOptions(players=2)) if c.rank <= 10]


# -- once a bug, now fixed: stays as a regression test -----------------------------------------


def test_fixed_is_legal_is_false_for_an_action_of_another_game() -> None:
    """is_legal used to skip the action's type check, and `_check` then failed an assert."""
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=10**12)
    for action in (Pass(), {"type": "pay", "cards": []}, None):
        assert state.is_legal(state.current, action) is False
