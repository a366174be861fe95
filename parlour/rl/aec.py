"""A PettingZoo AEC environment of every seat of a game.

Agents are `player_0` ... in seat order. Whom the environment asks is the engine's turn policy
(`State.next_to_ask`): Rent a Hero's reaction windows and Regicide's signals are ordinary turns of
the seats asked. Each observation is a dict: `observation`, the seat's view through the game's
encoder (float32 in [0, 1]; Hanabi: HLE's canonical encoding), and `action_mask`, int8, ones at the
legal action ids of the agent asked (all zeros for the others). Rewards are the change in each
seat's return (`Encoding.returns`: Hanabi the official score, Regicide +1 / -1 at the end, Rent a
Hero the win share).

An action the rules refuse (read the mask) ends the game, as PettingZoo's classic games do: the
agent that chose it is paid `illegal_reward`, the others nothing, and its `infos` say what the
rules refused.

Seeding: `reset(seed=S)` deals game S exactly as `Game.new_state(options, seed=S)` (so an episode
can be replayed as a Parlour game); each later `reset()` without a seed deals S + 1, S + 2, ...
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv

from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.state import State
from parlour.engine.words import words_of
from parlour.rl.config import EpisodeSeeds, Setup

Observation = dict[str, NDArray[Any]]


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def seat_of(agent: str) -> int:
    return int(agent.rpartition("_")[2])


def observation_space(setup: Setup) -> spaces.Dict:
    size, actions = setup.encoding.size, setup.encoding.num_actions
    return spaces.Dict(
        {
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (actions,), np.int8),
        }
    )


def mask_of(setup: Setup, state: State, seat: int, view: Mapping[str, Any]) -> NDArray[np.int8]:
    """Ones at the ids of `seat`'s legal actions (all zeros when it is not asked)."""
    mask = np.zeros(setup.encoding.num_actions, dtype=np.int8)
    if state.next_to_ask() == seat:
        for action in state.legal_actions(seat):
            mask[setup.encoding.action_id(view, action)] = 1
    return mask


class ParlourAEC(AECEnv[str, Observation, int]):  # type: ignore[misc]  # PettingZoo is untyped
    """Every seat of one game configuration, as PettingZoo agents taking turns."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, setup: Setup, render_mode: str | None = None, illegal_reward: float = -1.0) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise BadInput(f"render_mode is one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.setup = setup
        self.metadata = {**ParlourAEC.metadata, "name": f"parlour_{setup.game_id}_v0"}  # type: ignore[misc]
        self.render_mode = render_mode
        self.illegal_reward = illegal_reward
        self.possible_agents = [agent_name(seat) for seat in range(setup.players)]
        self._observation_space = observation_space(setup)
        self._action_space = spaces.Discrete(setup.encoding.num_actions)
        self._seeds = EpisodeSeeds()
        self._said: list[str] = []
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    # -- the episode -------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        game_seed = self._seeds.next(seed)
        self.state = self.setup.manifest.game.new_state(self.setup.options, seed=game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._returns = self.setup.encoding.returns(self.state)
        self._said = [] if not self.state.opening_events else self._sentences(self.state.opening_events)
        self._select()

    def _select(self) -> None:
        assert self.state is not None
        seat = self.state.next_to_ask()
        if seat is not None:
            self.agent_selection = agent_name(seat)
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> Observation:
        state = self._live()
        seat = seat_of(agent)
        view = state.view(seat)
        return {
            "observation": self.setup.encoding.encode(view),
            "action_mask": mask_of(self.setup, state, seat, view),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._live()
        seat = seat_of(agent)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        try:
            if action is None or isinstance(action, bool) or not isinstance(action, (int, np.integer)):
                raise BadInput(f"an action is an integer id, not {action!r}")
            chosen = self.setup.encoding.action_of(state.view(seat), int(action))
            events = state.apply(seat, chosen)
        except (BadInput, IllegalAction) as refused:
            # Nothing changed in the game; the episode ends with the offender paying.
            self.rewards[agent] = self.illegal_reward
            self.infos[agent] = {"illegal": str(refused), "rule": getattr(refused, "rule", None)}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            returns = self.setup.encoding.returns(state)
            for other in self.agents:
                s = seat_of(other)
                self.rewards[other] = returns[s] - self._returns[s]
            self._returns = returns
            if state.is_over():
                self.terminations = dict.fromkeys(self.agents, True)
            self._said = self._sentences(events)
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            print(self.render())

    def _live(self) -> State:
        if self.state is None:
            raise BadInput("call reset() before playing")
        return self.state

    # -- rendering -----------------------------------------------------------------------------

    def _sentences(self, events: list[Event]) -> list[str]:
        """What the last move did, as a spectator of the public table reads it (English)."""
        words = words_of(self.setup.manifest.part("text"))
        names = [agent_name(seat) for seat in range(self.setup.players)]
        said = words.log_sentences([e.for_public() for e in events], None, "en", names)
        return [*said.said, *said.ended]

    def render(self) -> str | None:
        """The last move in words and whose turn it is (spectator's sentences: no hidden card)."""
        if self.render_mode is None:
            return None
        state = self._live()
        lines = list(self._said)
        seat = state.next_to_ask()
        if seat is not None:
            lines.append(f"{agent_name(seat)} to act")
        else:
            result = state.result()
            lines.append(f"game over: {None if result is None else result.to_json()}")
        return "\n".join(lines)

    def close(self) -> None:
        self.state = None
