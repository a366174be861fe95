"""A random agent over Parlour's PettingZoo environment: every seat plays a legal action at random.

    python examples/random_agent.py --game hanabi --players 2 --episodes 100 --seed 0

Episode k deals game `seed + k` (exactly `Game.new_state(options, seed=seed + k)`), and the agent's
own random numbers come from `--seed`, so a run replays exactly. It prints each agent's mean return
(Hanabi: the official score, shared by every seat) and how many turns a game lasted.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np

from parlour import rl
from parlour.engine import registry

# The games that can be played as learning environments: those whose manifest has an encoder.
GAMES = sorted(m.id for m in registry.manifests() if m.encoder is not None)


def run(game: str, players: int | None, episodes: int, seed: int) -> tuple[dict[str, float], float]:
    """Each agent's mean return over `episodes` games of random legal play, and the mean number of
    turns a game lasted."""
    env = rl.env(game, players=players)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    turns = 0
    for episode in range(episodes):
        env.reset(seed=seed + episode)
        for agent in env.agent_iter():
            # `last()` is what the agent asked now sees, and what it earned since its last turn.
            observation, reward, termination, truncation, _ = env.last()
            totals[agent] += reward
            if termination or truncation:
                env.step(None)  # a finished agent steps None, and PettingZoo removes it
                continue
            # Only the ids where the mask is 1 are legal; sample uniformly among them.
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(rng.choice(legal)))
            turns += 1
    env.close()
    return {agent: total / episodes for agent, total in totals.items()}, turns / episodes


def main(argv: Sequence[str] | None = None) -> tuple[dict[str, float], float]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--game", choices=GAMES, default="hanabi")
    parser.add_argument("--players", type=int, default=None, help="seats (default: the game's)")
    parser.add_argument("--episodes", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    means, turns = run(args.game, args.players, args.episodes, args.seed)
    for agent, mean in means.items():
        print(f"{agent}: mean return {mean:.3f}")
    print(f"mean return over {args.episodes} episodes: {sum(means.values()) / len(means):.3f}")
    print(f"mean length: {turns:.2f} turns")
    return means, turns


if __name__ == "__main__":
    main()
