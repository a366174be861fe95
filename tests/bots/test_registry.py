"""The Bot protocol and the registry: bots by game and name, seeded, fed views only."""

from __future__ import annotations

import inspect
import random

import pytest

from parlour.bots import Bot, RandomBot, get_bot, list_bots
from parlour.bots.base import register_bot
from parlour.engine.errors import BadInput
from parlour.games.hanabi import HANABI, HanabiOptions
from parlour.games.hanabi.bots import RulesBot


def test_every_game_has_a_random_bot_and_hanabi_a_rules_bot() -> None:
    assert {"random", "simple"} <= set(list_bots("hanabi"))
    assert isinstance(get_bot("hanabi", "random", 1), RandomBot)
    assert isinstance(get_bot("hanabi", "simple", 1), RulesBot)


def test_unknown_bot_or_game_is_bad_input() -> None:
    with pytest.raises(BadInput, match="unknown bot 'genius'"):
        get_bot("hanabi", "genius", 1)
    with pytest.raises(BadInput, match="unknown game"):
        list_bots("chess")


def test_registered_bots_follow_the_protocol_and_take_a_view_and_legal_actions() -> None:
    for name in list_bots("hanabi"):
        bot = get_bot("hanabi", name, 0)
        assert isinstance(bot, Bot)
        params = list(inspect.signature(bot.choose).parameters)
        assert params == ["view", "legal"], name


def test_a_game_specific_bot_registers_for_its_game_only() -> None:
    register_bot("hanabi", "test-only", RandomBot, "for this test")
    assert "test-only" in list_bots("hanabi")


def _play(bot_name: str, seed: int) -> list[object]:
    state = HANABI.new_state(HanabiOptions(players=3), seed=seed)
    bots = [get_bot("hanabi", bot_name, seed * 10 + seat) for seat in range(3)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return [turn.action for turn in state.history]


@pytest.mark.parametrize("name", ["random", "simple"])
def test_bots_are_deterministic_and_never_use_the_module_random(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    first = _play(name, 5)

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("a bot used the module-level random")

    for fn in ("random", "choice", "choices", "randrange", "randint", "shuffle", "sample", "uniform"):
        monkeypatch.setattr(random, fn, forbidden)
    assert _play(name, 5) == first


def test_random_bot_picks_among_legal_actions_only() -> None:
    state = HANABI.new_state(HanabiOptions(players=2), seed=3)
    bot = RandomBot(seed=1)
    for _ in range(200):
        if state.is_over():
            break
        legal = state.legal_actions(state.current)
        action = bot.choose(state.view(state.current), legal)
        assert action in legal
        state.apply(state.current, action)
