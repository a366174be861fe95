"""Bots think in worker processes, within the server's budget, and never hold up the event loop.

The bots here are plain classes of this module: a worker process unpickles them by importing it
(spawned workers get the parent's import path), exactly as it does the games' own bots.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from parlour.engine.actions import Action
from parlour.games.hanabi import HANABI
from parlour.server.thinking import Thinkers
from tests.server.helpers import SWIFT, client, full_table, hello


class WhereBot:
    """Answers its first legal move and writes down the process it thought in and its budget."""

    name = "where"

    def __init__(self) -> None:
        self.pids: list[int] = []
        self.time_limit: float | None = None
        self.budgets: list[float | None] = []

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.pids.append(os.getpid())
        self.budgets.append(self.time_limit)
        return legal[0]


class SleepyBot:
    """Thinks `seconds` (without looking at its budget), then plays its last legal move."""

    name = "sleepy"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.done = False

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        time.sleep(self.seconds)
        self.done = True
        return legal[-1]


def position() -> tuple[dict[str, Any], list[Action]]:
    state = HANABI.new_state(HANABI.options_type.build(players=2), seed=5)
    return state.view(0), state.legal_actions(0)


@contextlib.contextmanager
def thinkers(**kwargs: Any) -> Iterator[Thinkers]:
    pool = Thinkers(**kwargs)
    try:
        yield pool
    finally:
        pool.close()


def test_a_bot_thinks_in_a_worker_process_with_the_budget_and_comes_back_with_its_memory() -> None:
    view, legal = position()
    with thinkers(workers=1, budget=3.0) as pool:
        bot = WhereBot()
        action, after, _ = asyncio.run(pool.think(bot, view, legal))
        action, after, _ = asyncio.run(pool.think(after, view, legal))
    assert action == legal[0]
    assert len(after.pids) == 2 and os.getpid() not in after.pids  # both decisions in a worker
    assert after.budgets == [3.0, 3.0]  # the budget reached the bot as its time limit
    assert bot.pids == []  # the table's copy changes only by taking the one that comes back


def test_the_event_loop_runs_on_while_a_bot_thinks() -> None:
    view, legal = position()

    async def race() -> list[str]:
        order: list[str] = []

        async def others() -> None:
            for _ in range(5):
                await asyncio.sleep(0.01)  # another client's ping, another table's move
            order.append("others")

        async def bot() -> None:
            await pool.think(SleepyBot(1.5), view, legal)
            order.append("bot")

        await asyncio.gather(bot(), others())
        return order

    with thinkers(workers=1) as pool:
        assert asyncio.run(race()) == ["others", "bot"]


def test_a_decision_far_over_its_budget_is_given_up_for_the_first_legal_move() -> None:
    view, legal = position()
    with thinkers(workers=1, budget=0.1, give_up=0.5) as pool:
        bot = SleepyBot(3.0)
        action, after, _ = asyncio.run(pool.think(bot, view, legal))
    assert action == legal[0] and after is bot and not bot.done


def test_bots_answer_a_reaction_window_at_once_whatever_their_pace() -> None:
    """Rent a Hero: with bots paced 1,000 s a move, a window the stand-ins answer still closes."""
    settings = replace(SWIFT, bot_delay=1000.0)
    with client(settings=settings) as http:
        table_id, tokens = full_table(http, "rentahero", 3)
        with contextlib.ExitStack() as stack:
            sockets = [stack.enter_context(http.websocket_connect(f"/ws/{table_id}")) for _ in tokens]
            for ws, token in zip(sockets, tokens, strict=True):
                hello(ws, token)
                # Asked in every window (the ask levels' defaults spare people most): one comes soon,
                # within the moves the flood budget lets a client send this fast.
                ws.send_json({"type": "asking", "levels": dict.fromkeys(map(str, range(1, 8)), "always")})
            sockets[0].send_json({"type": "start"})
            latest = [next_state(ws) for ws in sockets]
            for _ in range(300):  # people play until a window asks someone to react
                window = latest[0]["window"]
                if window and window["pending"]:
                    break
                mover = next(i for i, m in enumerate(latest) if m["legal"])
                move = latest[mover]["legal"][0]["action"]
                sockets[mover].send_json({"type": "act", "seq": latest[mover]["seq"], "action": move})
                latest = [next_state(ws, latest[i]["seq"]) for i, ws in enumerate(sockets)]
            else:
                pytest.fail("no reaction window in 300 moves")
            pending = window["pending"]
            for seat in pending:  # the people asked leave: their stand-ins answer for them
                sockets[seat].send_json({"type": "leave"})
            closed = [m for m in iterate(sockets[0]) if m["type"] == "state" and not m["window"]]
            assert closed and closed[0]["seq"] > latest[0]["seq"]


def next_state(ws: Any, after: int = -1) -> dict[str, Any]:
    for message in iterate(ws):
        if message["type"] == "state" and message["seq"] > after:
            return message
    raise AssertionError("no state")


def iterate(ws: Any, limit: int = 50) -> Iterator[dict[str, Any]]:
    for _ in range(limit):
        message: dict[str, Any] = ws.receive_json()
        yield message
        if message["type"] == "state" and not message["window"]:
            return


def test_a_worker_that_dies_is_replaced() -> None:
    view, legal = position()
    with thinkers(workers=1) as pool:
        pool.every[0].process.kill()
        pool.every[0].process.join(5)
        action, after, _ = asyncio.run(pool.think(WhereBot(), view, legal))  # the dead one is found out
        if not after.pids:  # it was sent to the dead worker: the first legal move, and a new worker
            assert action == legal[0]
            action, after, _ = asyncio.run(pool.think(WhereBot(), view, legal))
        assert after.pids and pool.every[0].process.is_alive()


def test_a_forced_move_is_not_shipped_but_remembered() -> None:
    class Remembers(WhereBot):
        def __init__(self) -> None:
            super().__init__()
            self.told: list[Action] = []

        def remember(self, view: dict[str, Any], action: Action) -> None:
            self.told.append(action)

    view, legal = position()
    with thinkers(workers=1) as pool:
        bot = Remembers()
        action, after, _ = asyncio.run(pool.think(bot, view, legal[:1]))
    assert action == legal[0] and after is bot and bot.told == [legal[0]] and bot.pids == []


def test_a_bots_reason_comes_back_from_the_worker_with_its_move() -> None:
    from parlour.games.hanabi.bots import RulesBot

    view, legal = position()
    with thinkers(workers=1) as pool:
        action, after, reason = asyncio.run(pool.think(RulesBot(seed=1), view, legal))
        _, _, forced = asyncio.run(pool.think(RulesBot(seed=1), view, legal[:1]))
    assert action in legal and reason is not None and reason == after.why()
    assert reason.key.startswith("hanabi.why.") and reason.say("fr") != reason.key
    assert forced is not None and forced.key == "bots.why.forced"
