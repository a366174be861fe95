"""Hanabi for learning agents: HLE's canonical observations and move uids, and a vectorized engine."""

from parlour.rl.hanabi.vector import VectorEnv

__all__ = ["VectorEnv"]
