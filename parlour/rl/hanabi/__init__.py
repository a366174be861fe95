"""Hanabi for learning agents: HLE's canonical observations and move uids (`encode`, `move_uid`)."""

from parlour.rl.hanabi.encode import HanabiEncoding, encode, encoding, move_of, move_uid

__all__ = ["HanabiEncoding", "encode", "encoding", "move_of", "move_uid"]
