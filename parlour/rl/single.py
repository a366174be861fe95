"""A Gymnasium environment of one seat of a game, the other seats played by registered bots.

The observation and the action ids are the AEC environment's (`parlour.rl.aec`); the seat is asked
whenever the engine's turn policy asks it, and the bots play every other turn in between (their
seeds come from the game's seed, so `reset(seed=S)` replays exactly). The reward of a step is the
change in the seat's return over the seat's move and the bots' moves that follow it. An action the
rules refuse ends the episode with `illegal_reward`, the game unchanged, and the refusal in `info`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from parlour.bots.base import Bot, get_bot
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.state import State
from parlour.rl.aec import Observation, mask_of, observation_space
from parlour.rl.config import EpisodeSeeds, Setup
from parlour.sim.batch import bot_seed
from parlour.sim.play import MAX_DECISIONS, BotFailure


def opponent_names(setup: Setup, seat: int, opponents: str | Sequence[str]) -> dict[int, str]:
    """One bot name per other seat: one name for them all, or one per other seat in seat order."""
    others = [s for s in range(setup.players) if s != seat]
    names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
    if len(names) != len(others):
        raise BadInput(f"{len(others)} other seats need {len(others)} bot names, not {len(names)}")
    return dict(zip(others, names, strict=True))


class SeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """One seat of one game configuration against (or beside) bots."""

    metadata: dict[str, Any] = {"render_modes": []}  # noqa: RUF012  # gymnasium declares it an instance variable

    def __init__(
        self, setup: Setup, seat: int = 0, opponents: str | Sequence[str] = "best", illegal_reward: float = -1.0
    ) -> None:
        if not 0 <= seat < setup.players:
            raise BadInput(f"seat {seat} is not one of the {setup.players} seats")
        self.setup = setup
        self.seat = seat
        self.illegal_reward = illegal_reward
        self.opponents = opponent_names(setup, seat, opponents)
        for name in self.opponents.values():
            get_bot(setup.game_id, name, seed=0)  # an unknown name fails here, not mid-game
        self.observation_space = observation_space(setup)
        self.action_space = spaces.Discrete(setup.encoding.num_actions)
        self._seeds = EpisodeSeeds()
        self.state: State | None = None
        self._bots: dict[int, Bot] = {}
        self._return = 0.0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = self._seeds.next(seed)
        self.state = self.setup.manifest.game.new_state(self.setup.options, seed=game_seed)
        self._bots = {
            s: get_bot(self.setup.game_id, name, seed=bot_seed(game_seed, 0, s)) for s, name in self.opponents.items()
        }
        self._bots_play()
        self._return = self.setup.encoding.returns(self.state)[self.seat]
        return self._observe(), {}

    def step(self, action: int | np.int64) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        state = self._live()
        if state.is_over():
            raise BadInput("the game is over: call reset()")
        try:
            chosen = self.setup.encoding.action_of(state.view(self.seat), int(action))
            state.apply(self.seat, chosen)
        except (BadInput, IllegalAction) as refused:
            info = {"illegal": str(refused), "rule": getattr(refused, "rule", None)}
            return self._observe(), self.illegal_reward, True, False, info
        self._bots_play()
        now = self.setup.encoding.returns(state)[self.seat]
        reward, self._return = now - self._return, now
        return self._observe(), reward, state.is_over(), False, {}

    def _bots_play(self) -> None:
        """Let the bots move until the seat is asked or the game is over."""
        state = self._live()
        for _ in range(MAX_DECISIONS):
            seat = state.next_to_ask()
            if seat is None or seat == self.seat:
                return
            action = self._bots[seat].choose(state.view(seat), state.legal_actions(seat))
            try:
                state.apply(seat, action)
            except (BadInput, IllegalAction) as exc:
                raise BotFailure(f"the bot at seat {seat} chose a refused move {action!r}: {exc}") from exc
        raise BotFailure(f"the bots did not hand the turn back after {MAX_DECISIONS} moves")

    def _observe(self) -> Observation:
        state = self._live()
        view = state.view(self.seat)
        return {
            "observation": self.setup.encoding.encode(view),
            "action_mask": mask_of(self.setup, state, self.seat, view),
        }

    def _live(self) -> State:
        if self.state is None:
            raise BadInput("call reset() before playing")
        return self.state
