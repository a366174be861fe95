"""Bots think in worker processes, never on the event loop, each move within a time budget.

A decision is shipped whole to a worker: the bot (its memory and its random stream travel with
it), the seat's view and its legal moves; the worker sends back the move and the bot as it is
after choosing. So a bot is a plain value owned by its table, any worker can serve any table,
and a search uses both cores while the event loop only hands work out. Bots that search read
`time_limit` (seconds): the budget, an anytime stop. A decision that overruns the budget by far
(a bug, a bot that ignores it) is abandoned: the table plays the first legal move and keeps the
bot as it was.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from parlour.bots.base import Bot
from parlour.engine.actions import Action

log = logging.getLogger("parlour.server")

OVERRUN = 5.0  # a decision this many times its budget late (and at least 10 s) is abandoned


def decide(bot: Bot, view: dict[str, Any], legal: list[Action], budget: float) -> tuple[Action, Bot, float]:
    """In a worker: the bot's move within `budget` seconds, the bot after it, the seconds spent."""
    if hasattr(bot, "time_limit"):
        bot.time_limit = budget
    started = time.perf_counter()
    action = bot.choose(view, legal)
    return action, bot, time.perf_counter() - started


def _start_worker(parent: int) -> None:
    """In a new worker: leave with the server, and import the games and their bots before the
    first decision waits on it.

    A server killed outright (SIGKILL) cannot shut its pool down, and the workers would wait
    for work forever (each holds the other end of the pipes), so each watches its parent.
    """
    watcher = threading.Thread(target=_leave_with, args=(parent,), name="parent-watch", daemon=True)
    watcher.start()
    from parlour.bots.base import bots_for
    from parlour.engine import registry

    for game in registry.games():
        bots_for(game.id)


def _leave_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


class Thinkers:
    """The worker processes bots think in (`workers` of them; 0: threads, for tests only)."""

    def __init__(self, workers: int | None = None, budget: float = 1.5, give_up: float | None = None) -> None:
        self.budget = budget
        self.give_up = max(10.0, OVERRUN * budget) if give_up is None else give_up
        count = (os.cpu_count() or 1) if workers is None else workers
        self.workers = count
        self.pool: ProcessPoolExecutor | None = None
        if count > 0:
            self.pool = self._new_pool(count)
        self.spent: list[float] = []  # recent decisions' seconds, for the server's figures

    async def think(self, bot: Bot, view: dict[str, Any], legal: list[Action]) -> tuple[Action, Bot]:
        """The bot's move and the bot as it is after choosing (its memory moved on)."""
        loop = asyncio.get_running_loop()
        budget = self.budget
        started = time.perf_counter()
        if self.pool is None:
            job = loop.run_in_executor(None, decide, bot, view, legal, budget)
        else:
            try:
                job = loop.run_in_executor(self.pool, decide, bot, view, legal, budget)
            except BrokenProcessPool:
                self._restart()
                assert self.pool is not None
                job = loop.run_in_executor(self.pool, decide, bot, view, legal, budget)
        try:
            action, after, _spent = await asyncio.wait_for(job, self.give_up)
        except TimeoutError:
            log.error("a %s bot overran its %.1f s budget: its first legal move is played", bot.name, budget)
            return legal[0], bot
        except BrokenProcessPool:
            log.error("a bot worker died: the pool is restarted and the first legal move played")
            self._restart()
            return legal[0], bot
        self.spent.append(time.perf_counter() - started)
        del self.spent[:-1000]
        return action, after

    def _restart(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = self._new_pool(self.workers)

    @staticmethod
    def _new_pool(workers: int) -> ProcessPoolExecutor:
        # Spawned, not forked: the server's threads and sockets stay out of the workers.
        context = multiprocessing.get_context("spawn")
        return ProcessPoolExecutor(workers, context, initializer=_start_worker, initargs=(os.getpid(),))

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None
