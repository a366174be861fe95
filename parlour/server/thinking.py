"""Bots think in worker processes, never on the event loop, each move within a time budget.

A decision is shipped whole to a worker: the bot (its memory and its random stream travel with
it), the seat's view and its legal moves; the worker sends back the move and the bot as it is
after choosing. So a bot is a plain value owned by its table, any worker serves any table, and a
search uses every core while the event loop only hands work out. Bots that search read
`time_limit` (seconds): the budget, an anytime stop.

The pool is our own, not `concurrent.futures`: one pipe per worker, written and read by the event
loop itself (the loop is told when a pipe can be read), so no helper thread competes with the
loop for the interpreter, and a worker that runs far over its budget (a bug, a bot that ignores
it) is killed and replaced: the table plays its first legal move and keeps the bot as it was.
A decision with one legal move is not shipped: the bot is only told it (`remember`), if it keeps
a memory. The bot's reason (`why()`, see `parlour.bots.reasons`) comes back with its move: a
`Thought` is the move, the bot after it and why (a forced move, a fallback: said so).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import pickle
import threading
import time
from collections import deque
from collections.abc import Mapping
from multiprocessing.connection import Connection
from typing import Any, NamedTuple

from parlour.bots.base import Bot
from parlour.bots.reasons import Reason, reason_of
from parlour.engine.actions import Action

log = logging.getLogger("parlour.server")

OVERRUN = 5.0  # a decision this many times its budget late (and at least 10 s) is given up


FORCED = Reason("bots.why.forced")
FALLBACK = Reason("bots.why.fallback")


class Thought(NamedTuple):
    """A bot's decision: its move, the bot as it is after choosing, and its reason (None: it gives none)."""

    action: Action
    bot: Bot
    reason: Reason | None


def decide(bot: Bot, view: Mapping[str, Any], legal: list[Action], budget: float) -> Thought:
    """The bot's move within `budget` seconds, the bot after it, and why."""
    if hasattr(bot, "time_limit"):
        bot.time_limit = budget
    action = bot.choose(view, legal)
    return Thought(action, bot, reason_of(bot))


def _serve(conn: Connection, parent: int) -> None:
    """A worker's life: import the games and their bots, then answer decisions until the pipe closes."""
    threading.Thread(target=_leave_with, args=(parent,), name="parent-watch", daemon=True).start()
    from parlour.bots.base import bots_for
    from parlour.engine import registry

    for game in registry.games():
        bots_for(game.id)
    while True:
        try:
            request = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            answer: Any = ("ok", *decide(*pickle.loads(request)))
        except Exception as exc:  # the bot's bug: the table falls back on a legal move
            answer = ("error", f"{type(exc).__name__}: {exc}")
        conn.send_bytes(pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL))


def _leave_with(parent: int) -> None:
    """A server killed outright (SIGKILL) cannot stop its workers: each watches its parent."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


class Worker:
    """One worker process and its pipe; at most one decision at a time."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # not forked: the server's sockets stay out
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs, os.getpid()), name="parlour-bot", daemon=True)
        self.process.start()
        theirs.close()
        self.answer: asyncio.Future[bytes] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None  # the loop told when the pipe can be read
        self.dead = False

    def watch(self, loop: asyncio.AbstractEventLoop) -> None:
        if self.loop is not loop:
            self._unwatch()
            loop.add_reader(self.conn.fileno(), self._readable)
            self.loop = loop

    def _readable(self) -> None:
        try:
            data = self.conn.recv_bytes()
        except (EOFError, OSError):
            self.dead = True  # the worker is gone: stop listening, fail what it was asked
            self._unwatch()
            if self.answer is not None and not self.answer.done():
                self.answer.set_exception(ConnectionError("the worker died"))
            return
        if self.answer is not None and not self.answer.done():
            self.answer.set_result(data)

    def _unwatch(self) -> None:
        if self.loop is not None:
            with contextlib.suppress(Exception):
                self.loop.remove_reader(self.conn.fileno())
            self.loop = None

    def stop(self) -> None:
        self._unwatch()
        if self.answer is not None and not self.answer.done():
            self.answer.cancel()
        with contextlib.suppress(Exception):
            self.conn.close()
        if self.process.is_alive():
            self.process.kill()
        self.process.join(2)


class Thinkers:
    """The worker processes bots think in (`workers` of them; 0: threads, for tests only)."""

    def __init__(self, workers: int | None = None, budget: float = 1.5, give_up: float | None = None) -> None:
        self.budget = budget
        self.give_up = max(10.0, OVERRUN * budget) if give_up is None else give_up
        self.workers = (os.cpu_count() or 1) if workers is None else workers
        self.every: list[Worker] = [Worker() for _ in range(self.workers)]
        self.idle: deque[Worker] = deque(self.every)
        self.waiting: deque[asyncio.Future[Worker]] = deque()
        self.spent: deque[float] = deque(maxlen=1000)  # recent decisions' seconds, asking to answer

    async def think(self, bot: Bot, view: Mapping[str, Any], legal: list[Action]) -> Thought:
        """The bot's move, the bot as it is after choosing (its memory moved on), and why."""
        if len(legal) == 1:  # nothing to choose: only the bot's memory moves on
            remember = getattr(bot, "remember", None)
            if remember is not None:
                remember(view, legal[0])
            return Thought(legal[0], bot, FORCED)
        started = time.perf_counter()
        try:
            if self.workers == 0:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(None, decide, bot, view, legal, self.budget)
            return await self._in_worker(bot, view, legal)
        finally:
            self.spent.append(time.perf_counter() - started)

    async def _in_worker(self, bot: Bot, view: Mapping[str, Any], legal: list[Action]) -> Thought:
        loop = asyncio.get_running_loop()
        worker = await self._take()
        healthy = True
        answer: Any = None
        try:
            worker.watch(loop)
            worker.answer = loop.create_future()
            worker.conn.send_bytes(pickle.dumps((bot, view, legal, self.budget), protocol=pickle.HIGHEST_PROTOCOL))
            data = await asyncio.wait_for(worker.answer, self.give_up)
            answer = pickle.loads(data)
        except TimeoutError:
            log.error("a %s bot overran its %.1f s budget: its worker is replaced", bot.name, self.budget)
            healthy = False
            return Thought(legal[0], bot, FALLBACK)
        except (ConnectionError, OSError, EOFError, pickle.PickleError):
            log.error("a bot worker died: it is replaced and the first legal move played")
            healthy = False
            return Thought(legal[0], bot, FALLBACK)
        except asyncio.CancelledError:  # the table went away: the worker may still be busy with it
            healthy = False
            raise
        finally:
            worker.answer = None
            self._give_back(worker if healthy and not worker.dead else self._replace(worker))
        if answer[0] != "ok":
            log.error("a %s bot failed: %s", bot.name, answer[1])
            return Thought(legal[0], bot, FALLBACK)
        return Thought(*answer[1:])

    async def _take(self) -> Worker:
        while self.idle:
            worker = self.idle.popleft()
            if not worker.dead:
                return worker
            self._give_back(self._replace(worker))
        waiter: asyncio.Future[Worker] = asyncio.get_running_loop().create_future()
        self.waiting.append(waiter)
        try:
            return await waiter
        except asyncio.CancelledError:  # handed a worker as we were cancelled: pass it on
            if waiter.done() and not waiter.cancelled():
                self._give_back(waiter.result())
            raise

    def _give_back(self, worker: Worker) -> None:
        while self.waiting:
            waiter = self.waiting.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self.idle.append(worker)

    def _replace(self, worker: Worker) -> Worker:
        worker.stop()
        fresh = Worker()
        self.every = [fresh if w is worker else w for w in self.every]
        return fresh

    def close(self) -> None:
        """Stop every worker (a decision under way is abandoned)."""
        for worker in self.every:
            worker.stop()
        self.every, self.idle = [], deque()
