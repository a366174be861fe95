"""The Options machinery: presets, NAME=VALUE overrides, validation and JSON round trips.

Proved on Hanabi's options (every preset, every player count) and on a small options class
of this file that has the field types Hanabi lacks (float, str, a Literal of ints).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.engine import BadInput, Options, Preset
from parlour.engine.i18n import LANGUAGES, has
from parlour.games.hanabi import HANABI, HanabiOptions
from tests.games.hanabi.strategies import SIXTH_SUITS, json_values, option_values


@dataclass(frozen=True)
class DemoOptions(Options):
    """Options of an imaginary game, one field of each supported type."""

    players: int = 2
    speed: float = 1.0
    name: str = "anon"
    mode: Literal["fast", "slow"] = "fast"
    level: Literal[1, 2, 3] = 1
    hints: bool = True

    PRESETS: ClassVar[dict[str, Preset]] = {
        "quick": Preset("quick", {"mode": "fast", "speed": 2.0}, "Fast and furious."),
        "long": Preset("long", {"mode": "slow", "level": 3}, "A long evening."),
    }

    def check(self) -> None:
        if self.players < 1:
            raise BadInput("a game needs a player", code="engine.input.option")


@contextmanager
def refused(code: str = "engine.input.option") -> Iterator[None]:
    """Expect BadInput with `code`, a message, and a sentence in every language."""
    with pytest.raises(BadInput) as info:
        yield
    error = info.value
    assert error.code == code, error
    assert error.message and has(error.code)
    assert all(error.text(lang) for lang in LANGUAGES)


# -- presets ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", sorted(HanabiOptions.PRESETS))
def test_every_hanabi_preset_builds(variant: str, players: int) -> None:
    preset = HanabiOptions.PRESETS[variant]
    assert preset.name == variant and preset.help and preset.source
    options = HanabiOptions.build(players=players, variant=variant)
    assert options == HanabiOptions(players=players, **preset.values)
    for name, value in preset.values.items():
        assert getattr(options, name) == value
    state = HANABI.new_state(options, seed=1)
    assert state.view(None)["options"] == options.to_json()
    assert len(state.legal_actions(0)) > 0


def test_every_hanabi_option_is_documented() -> None:
    fields = set(HanabiOptions().to_json())
    assert set(HanabiOptions.INFO) == fields
    assert all(info.help and info.source for info in HanabiOptions.INFO.values())


def test_build_applies_variant_then_players_then_overrides() -> None:
    assert HanabiOptions.build() == HanabiOptions()
    assert HanabiOptions.build(variant="no-empty-clues").empty_clues is False
    assert HanabiOptions.build(variant="no-empty-clues", overrides=["empty_clues=true"]).empty_clues is True
    assert HanabiOptions.build(players=4, overrides=["players=3"]).players == 3
    assert HanabiOptions.build(players=4, overrides={"players": 5}).players == 5
    built = HanabiOptions.build(3, "multicolour-wild", ["bouquet-final=on", " empty_clues = no "])
    assert built == HanabiOptions(players=3, sixth_suit="multicolour-wild", bouquet_final=True, empty_clues=False)


# -- NAME=VALUE overrides -----------------------------------------------------------------

TRUE_WORDS = ["1", "true", "yes", "on", "TRUE", "Yes", "On"]
FALSE_WORDS = ["0", "false", "no", "off", "FALSE", "No", "OFF"]


@st.composite
def spelled(draw: st.DrawFn, values: dict[str, Any]) -> list[str]:
    """`values` as command-line words, with the spellings a person may use."""
    words = []
    for name, value in values.items():
        if draw(st.booleans()):
            name = name.replace("_", "-")
        words_for_bool = TRUE_WORDS if value else FALSE_WORDS
        text = draw(st.sampled_from(words_for_bool)) if isinstance(value, bool) else str(value)
        space = draw(st.sampled_from(["", " "]))
        words.append(f"{space}{name}{space}={space}{text}{space}")
    return draw(st.permutations(words))


@settings(max_examples=60)
@given(data=st.data(), values=option_values())
def test_overrides_parse_every_type(data: st.DataObject, values: dict[str, Any]) -> None:
    words = data.draw(spelled(values), label="words")
    assert HanabiOptions.parse_overrides(words) == values
    assert HanabiOptions.build(overrides=words) == HanabiOptions(**values)


@settings(max_examples=60)
@given(values=option_values())
def test_json_and_describe_round_trip(values: dict[str, Any]) -> None:
    options = HanabiOptions(**values)
    data = options.to_json()
    assert data == values
    again = HanabiOptions.from_json(json.loads(json.dumps(data)))
    assert again == options and hash(again) == hash(options)
    assert HanabiOptions.build(overrides=options.describe().split()) == options
    assert HANABI.options(**values) == options


def test_describe_names_what_differs_from_the_defaults() -> None:
    assert HanabiOptions().describe() == "players=2"
    assert HanabiOptions(players=4, bouquet_final=True).describe() == "players=4 bouquet_final=True"


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("speed=2.5", 2.5),
        ("speed=3", 3.0),
        ("name=Bob", "Bob"),
        ("name=", ""),
        ("mode=slow", "slow"),
        ("level=2", 2),
        ("hints=off", False),
        ("players=7", 7),
    ],
)
def test_overrides_of_each_field_type(word: str, value: Any) -> None:
    name = word.split("=")[0]
    parsed = DemoOptions.parse_overrides([word])
    assert parsed == {name: value} and type(parsed[name]) is type(value)
    assert getattr(DemoOptions.build(overrides=[word]), name) == value


@pytest.mark.parametrize(
    "word",
    [
        "players",  # no =
        "=3",
        "colour=red",  # no such option
        "PLAYERS=3",
        "players=three",
        "players=2.0",
        "players=",
        "empty_clues=maybe",
        "empty_clues=",
        "sixth_suit=rainbow",
        "sixth_suit=Multicolour",
        "starting_player=1.5",
        "bouquet_final=2",
    ],
)
def test_bad_overrides_are_bad_input(word: str) -> None:
    with refused():
        HanabiOptions.build(overrides=[word])


@pytest.mark.parametrize("word", ["speed=fast", "level=4", "level=one", "mode=FAST", "hints=2"])
def test_bad_overrides_of_each_field_type(word: str) -> None:
    with refused():
        DemoOptions.build(overrides=[word])


def test_unknown_variant_is_bad_input_and_lists_the_known() -> None:
    with pytest.raises(BadInput) as info:
        HanabiOptions.build(variant="rainbow")
    assert info.value.code == "engine.input.option"
    assert all(name in info.value.message for name in HanabiOptions.PRESETS)
    with refused():
        DemoOptions.build(variant="standard")  # another game's preset


# -- validation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("values", "code"),
    [
        ({"players": "3"}, "engine.input.option"),
        ({"players": True}, "engine.input.option"),
        ({"players": 2.0}, "engine.input.option"),
        ({"players": None}, "engine.input.option"),
        ({"players": 1}, "hanabi.setup.players"),
        ({"players": 6}, "hanabi.setup.players"),
        ({"players": -3}, "hanabi.setup.players"),
        ({"empty_clues": 1}, "engine.input.option"),
        ({"empty_clues": "true"}, "engine.input.option"),
        ({"bouquet_final": None}, "engine.input.option"),
        ({"sixth_suit": "rainbow"}, "engine.input.option"),
        ({"sixth_suit": None}, "engine.input.option"),
        ({"sixth_suit": ["multicolour"]}, "engine.input.option"),
        ({"starting_player": 2}, "engine.input.option"),
        ({"starting_player": -1}, "engine.input.option"),
        ({"players": 4, "starting_player": 4}, "engine.input.option"),
        ({"colour": "red"}, "engine.input.option"),
        ({"INFO": {}}, "engine.input.option"),
    ],
)
def test_bad_values_are_bad_input(values: dict[str, Any], code: str) -> None:
    with refused(code):
        HanabiOptions.from_json(values)
    with refused(code):
        HanabiOptions.build(overrides=values)


@pytest.mark.parametrize("data", [None, [], "players=3", 3, [("players", 3)]])
def test_options_must_be_an_object(data: Any) -> None:
    with refused():
        HanabiOptions.from_json(data)


def test_new_state_checks_its_options_and_seed() -> None:
    with refused():
        HANABI.new_state(DemoOptions(), seed=1)  # type: ignore[arg-type]
    for seed in (True, "1", 1.5, [1]):
        with refused("engine.input.malformed"):
            HANABI.new_state(HanabiOptions(), seed=seed)  # type: ignore[arg-type]


option_names = st.sampled_from([*HanabiOptions().to_json(), "colour", "INFO", ""])
option_guesses = st.one_of(
    st.integers(min_value=-1, max_value=6),
    st.sampled_from([*SIXTH_SUITS, "rainbow"]),
    st.booleans(),
    json_values,
)


@settings(max_examples=150)
@given(data=st.dictionaries(option_names, option_guesses, max_size=5))
def test_random_values_give_valid_options_or_bad_input(data: dict[str, Any]) -> None:
    """Whatever the values, the result is valid options or BadInput, never another error."""
    try:
        options = HanabiOptions.from_json(data)
    except BadInput as error:
        assert error.code in {"engine.input.option", "hanabi.setup.players"}
        assert has(error.code) and error.message
        return
    assert options.to_json() == {**HanabiOptions().to_json(), **data}
    assert 2 <= options.players <= 5 and 0 <= options.starting_player < options.players
    assert options.sixth_suit in SIXTH_SUITS
    assert all(type(getattr(options, f)) is bool for f in ("empty_clues", "bouquet_final"))
    assert HanabiOptions.from_json(json.loads(json.dumps(options.to_json()))) == options


@settings(max_examples=150)
@given(words=st.lists(st.text(max_size=20) | st.builds("{}={}".format, option_names, st.text(max_size=12))))
def test_random_words_give_valid_options_or_bad_input(words: list[str]) -> None:
    try:
        options = HanabiOptions.build(overrides=words)
    except BadInput as error:
        assert error.code in {"engine.input.option", "hanabi.setup.players"}
        return
    assert HanabiOptions.from_json(options.to_json()) == options


@pytest.mark.parametrize("value", [True, 1.0])
def test_fixed_literal_of_ints_accepts_true_and_floats(value: Any) -> None:
    with refused():
        DemoOptions(level=value)


@pytest.mark.parametrize("game_id", ["hanabi", "regicide", "rentahero"])
def test_no_two_presets_are_the_same_rules_at_any_table_size(game_id: str) -> None:
    """A rule set the picker offers is a rule set: two presets never give the same options once the
    table size is chosen (Regicide's "Solo" was "Standard rules" with 1 player)."""
    from parlour.engine import registry

    game = registry.get(game_id)
    for players in range(game.min_players, game.max_players + 1):
        seen: dict[str, str] = {}
        for name in game.options_type.PRESETS:
            try:
                options = game.options_type.build(players=players, variant=name)
            except BadInput:
                continue  # a preset for other table sizes
            key = json.dumps(options.to_json(), sort_keys=True)
            assert key not in seen, f"{name!r} and {seen.get(key)!r} are the same rules at {players} players"
            seen[key] = name
