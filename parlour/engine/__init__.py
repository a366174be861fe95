"""The contract every game follows. Names no game."""

from __future__ import annotations

from parlour.engine.actions import Action, ActionCodec, Terminate
from parlour.engine.errors import BadInput, IllegalAction, ParlourError
from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.engine.options import OptionInfo, Options, Preset
from parlour.engine.record import GameRecord, replay
from parlour.engine.state import ReactionWindow, Result, State, Turn

__all__ = [
    "Action",
    "ActionCodec",
    "BadInput",
    "Event",
    "Game",
    "GameRecord",
    "IllegalAction",
    "OptionInfo",
    "Options",
    "ParlourError",
    "Preset",
    "ReactionWindow",
    "Result",
    "State",
    "Terminate",
    "Turn",
    "replay",
]
