"""Hanabi for learning agents: HLE's canonical observations and move uids (`encode`, `move_uid`), and
`VectorEnv`, N games stepped at once in NumPy with the same observations, uids and rewards."""

from parlour.rl.hanabi.encode import HanabiEncoding, encode, encoding, move_of, move_uid
from parlour.rl.hanabi.vector import VectorEnv

__all__ = ["HanabiEncoding", "VectorEnv", "encode", "encoding", "move_of", "move_uid"]
