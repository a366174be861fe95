"""Game records: JSON round trips, errors on bad records, and replays that name a bad action.

A record is the canonical history of a game (replays, saved games, bug reports), so reading
one must never crash: anything that is not a well-formed record is BadInput with the code
`engine.input.record`, and a record whose actions the rules refuse names the action's index.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.engine import BadInput, GameRecord, IllegalAction, replay
from parlour.engine.i18n import has
from parlour.engine.record import FORMAT_VERSION, start
from parlour.games.hanabi import HANABI, HanabiOptions, HanabiState
from parlour.games.hanabi.actions import action_table
from tests.games.hanabi.strategies import (
    Driver,
    chaos_levels,
    choice_lists,
    json_values,
    option_values,
    play,
    seeds,
)


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


@st.composite
def games(draw: st.DrawFn) -> HanabiState:
    options = HanabiOptions(**draw(option_values()))
    driver = Driver(draw(choice_lists), draw(chaos_levels))
    limit = draw(st.none() | st.integers(min_value=0, max_value=40))
    if draw(st.booleans()):
        return play(options, draw(seeds), driver, limit=limit).state
    deck = HANABI.new_state(options, seed=draw(seeds)).deck  # a deck given card by card
    return play(options, 0, driver, limit=limit, deck=deck).state


def sample_record() -> dict[str, Any]:
    state = play(HanabiOptions(players=3), 10**12, Driver([]), limit=12).state
    return state.record(["Ada", "Bob", "Cy"], table="t1").to_json()


def unreadable(data: Any, *, text: bool = False) -> BadInput:
    with pytest.raises(BadInput) as info:
        if text:
            GameRecord.loads(data)
        else:
            GameRecord.from_json(data)
    error = info.value
    assert error.code == "engine.input.record" and has(error.code) and error.message
    return error


# -- round trips ----------------------------------------------------------------------------


@settings(max_examples=40)
@given(state=games(), names=st.lists(st.text(max_size=10), min_size=5, max_size=5), meta=json_values)
def test_records_round_trip_and_replay(state: HanabiState, names: list[str], meta: Any) -> None:
    record = state.record(names[: state.players], note=meta)
    assert record.meta == {"note": meta}
    assert record.version == FORMAT_VERSION
    text = record.dumps()
    again = GameRecord.loads(text)
    assert again == record
    assert GameRecord.from_json(json.loads(text)) == record
    assert again.to_json() == json.loads(text)
    assert dumps(replay(again).snapshot()) == dumps(state.snapshot())
    if record.deck is not None:
        assert record.deck == [c.to_json() for c in state.deck]
        assert HANABI.deck_from_json(record.deck, state.options) == state.deck


def test_the_seed_or_the_deck_is_kept() -> None:
    seeded = HANABI.new_state(HanabiOptions(), seed=10**12).record()
    assert seeded.seed == 10**12 and seeded.deck is None
    dealt = HANABI.new_state(HanabiOptions(), deck=HANABI.new_state(HanabiOptions(), seed=7).deck).record()
    assert dealt.deck is not None and len(dealt.deck) == 50


# -- records that cannot be read ----------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "{", "nope", "{'format': 'parlour-record'}", "[1, 2", "\x00"])
def test_text_that_is_not_json_is_bad_input(text: str) -> None:
    unreadable(text, text=True)


@pytest.mark.parametrize(
    "data",
    [None, [], "parlour-record", 5, {}, {"format": "other"}, {"format": None}, [{"format": "parlour-record"}]],
)
def test_what_is_not_a_record_is_bad_input(data: Any) -> None:
    error = unreadable(data)
    assert "record" in error.message
    unreadable(json.dumps(data), text=True)


@pytest.mark.parametrize("version", [0, 2, "1", None, [1], {"v": 1}, -1])
def test_a_wrong_version_is_bad_input(version: Any) -> None:
    data = sample_record()
    data["version"] = version
    assert "version" in unreadable(data).message
    del data["version"]
    assert "version" in unreadable(data).message


MALFORMED_FIELDS: list[tuple[str, Any]] = [
    ("options", None),
    ("options", "x"),
    ("options", 5),
    ("options", [1, 2]),
    ("players", None),
    ("players", 5),
    ("actions", None),
    ("actions", 5),
    ("actions", [5]),
    ("actions", ["ab"]),
    ("actions", [{"seat": 0}]),
    ("actions", [{"action": {"type": "play", "slot": 0}}]),
    ("actions", [{"seat": "x", "action": {"type": "play", "slot": 0}}]),
    ("actions", [{"seat": None, "action": {"type": "play", "slot": 0}}]),
    ("actions", [{"seat": 0, "action": "ab"}]),
    ("actions", [{"seat": 0, "action": 5}]),
    ("seed", "abc"),
    ("seed", [1]),
    ("seed", {}),
    ("deck", 5),
    ("meta", 5),
    ("meta", "ab"),
    ("meta", [1]),
]


@pytest.mark.parametrize(("name", "value"), MALFORMED_FIELDS)
def test_malformed_fields_are_bad_input(name: str, value: Any) -> None:
    data = sample_record()
    data[name] = value
    unreadable(data)
    unreadable(json.dumps(data), text=True)


@pytest.mark.parametrize("name", ["game", "options", "players", "actions"])
def test_missing_fields_are_bad_input(name: str) -> None:
    data = sample_record()
    del data[name]
    assert name in unreadable(data).message


@settings(max_examples=150)
@given(
    name=st.sampled_from(["game", "options", "players", "seed", "deck", "actions", "meta", "version", "format"]),
    value=json_values,
)
def test_any_field_may_be_garbage(name: str, value: Any) -> None:
    """Reading a record, then replaying it, raises BadInput or IllegalAction or succeeds."""
    data = sample_record()
    data[name] = value
    try:
        record = GameRecord.loads(json.dumps(data))
    except BadInput as error:
        assert error.code == "engine.input.record"
        return
    try:
        replay(record)
    except (BadInput, IllegalAction) as error:
        assert error.message
        if isinstance(error, BadInput):
            assert has(error.code)


@settings(max_examples=100)
@given(
    action=json_values
    | st.fixed_dictionaries({"type": st.sampled_from(["play", "discard", "clue-rank"]), "slot": json_values}),
    seat=json_values,
    index=st.integers(min_value=0, max_value=11),
)
def test_any_action_may_be_garbage(action: Any, seat: Any, index: int) -> None:
    data = sample_record()
    data["actions"][index] = {"seat": seat, "action": action}
    try:
        record = GameRecord.loads(json.dumps(data))
    except BadInput as error:
        assert error.code == "engine.input.record"
        return
    try:
        replay(record)
    except (BadInput, IllegalAction) as error:
        # The garbage itself, or (if it was a legal action after all) a later one that no longer fits.
        named = re.match(r"action #(\d+): .", error.message)
        assert named is not None and int(named.group(1)) >= index


# -- starting and replaying -------------------------------------------------------------------


def test_a_record_needs_a_known_game_a_seed_or_a_deck_and_good_options() -> None:
    data = sample_record()
    record = GameRecord.from_json({**data, "seed": None, "deck": None})
    with pytest.raises(BadInput) as info:
        start(record)
    assert info.value.code == "engine.input.record"
    with pytest.raises(BadInput):
        start(GameRecord.from_json({**data, "game": "chess"}))
    with pytest.raises(BadInput) as info:
        start(GameRecord.from_json({**data, "options": {"players": 9}}))
    assert info.value.code == "hanabi.setup.players"
    with pytest.raises(BadInput) as info:
        start(GameRecord.from_json({**data, "options": {"colour": "red"}}))
    assert info.value.code == "engine.input.option"


@pytest.mark.parametrize(
    ("deck", "code"),
    [
        ([{"suit": 0, "rank": 1}], "hanabi.deck.composition"),
        ("not a deck", "engine.input.record"),
        ([{"suit": "red", "rank": 1}], "engine.input.record"),
        ([{"suit": 0}], "engine.input.record"),
        ([[0, 1]], "engine.input.record"),
    ],
)
def test_a_bad_deck_is_bad_input(deck: Any, code: str) -> None:
    with pytest.raises(BadInput) as info:
        start(GameRecord.from_json({**sample_record(), "deck": deck}))
    assert info.value.code == code


def test_a_deck_with_a_card_too_many_is_refused() -> None:
    data = sample_record()
    deck = [c.to_json() for c in HANABI.new_state(HanabiOptions(players=3), seed=1).deck]
    deck[0] = dict(deck[1])
    with pytest.raises(BadInput) as info:
        start(GameRecord.from_json({**data, "deck": deck}))
    assert info.value.code == "hanabi.deck.composition"


@settings(max_examples=40)
@given(state=games(), data=st.data())
def test_replay_names_the_index_of_a_refused_action(state: HanabiState, data: st.DataObject) -> None:
    record = state.record()
    n = len(record.actions)
    index = data.draw(st.integers(min_value=0, max_value=n), label="index")
    before = replay(record, upto=index)
    if index < n:
        seat = record.actions[index][0]
    else:
        seat = 0
        record.actions.append((0, {"type": "play", "slot": 0}))  # one action past the end
    illegal = [a for a in action_table(state.options) if not before.is_legal(seat, a)]
    if not before.is_over() and data.draw(st.booleans(), label="out of turn"):
        seat = data.draw(st.sampled_from([s for s in range(state.players) if s not in before.to_act()]))
        illegal = list(action_table(state.options))
    if not illegal:
        return
    action = data.draw(st.sampled_from(illegal), label="action")
    with pytest.raises(IllegalAction) as expected:
        before.clone().apply(seat, action)
    broken = copy.deepcopy(record)
    broken.actions[index] = (seat, action.to_json())
    loaded = GameRecord.loads(broken.dumps())
    with pytest.raises(IllegalAction) as info:
        replay(loaded)
    assert info.value.rule == expected.value.rule
    assert info.value.message == f"action #{index}: {expected.value.message}"
    assert has(info.value.rule)
    assert dumps(replay(loaded, upto=index).snapshot()) == dumps(before.snapshot())


@pytest.mark.parametrize(
    ("entry", "code"),
    [
        ({"seat": 7, "action": {"type": "play", "slot": 0}}, "engine.input.seat"),
        ({"seat": -1, "action": {"type": "play", "slot": 0}}, "engine.input.seat"),
        ({"seat": 0, "action": {"type": "pass"}}, "engine.input.malformed"),
        ({"seat": 0, "action": {"type": "play", "slot": "a"}}, "engine.input.malformed"),
        ({"seat": 0, "action": {}}, "engine.input.malformed"),
    ],
)
@pytest.mark.parametrize("index", [0, 5, 11])
def test_replay_names_the_index_of_bad_input(entry: dict[str, Any], code: str, index: int) -> None:
    data = sample_record()
    data["actions"][index] = entry
    with pytest.raises(BadInput) as info:
        replay(GameRecord.from_json(data))
    assert info.value.code == code
    assert info.value.message.startswith(f"action #{index}: ")


# -- once bugs, now fixed: regression tests -----------------------------------------------------


@pytest.mark.parametrize("where", ["seed", "seat"])
def test_fixed_record_with_infinity(where: str) -> None:
    text = json.dumps(sample_record())
    if where == "seed":
        text = text.replace('"seed": 1000000000000', '"seed": 1e999')
    else:
        text = text.replace('"seat": 0', '"seat": 1e999', 1)
    assert "1e999" in text
    unreadable(text, text=True)
