"""A terminated game in the terminal: its log line and its end screen, Hanabi and Regicide.

The replay loop reads a record whose last action is the engine's `Terminate` like any other;
the log names who ended the game, the end screen says why and (Hanabi) that it scores 0.
"""

from __future__ import annotations

import io

from rich.console import Console

from parlour.engine import Terminate
from parlour.engine.i18n import LANGUAGES
from parlour.games.hanabi import HANABI, HanabiOptions, Play
from parlour.games.hanabi.terminal import HanabiFrontend
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.regicide.terminal import RegicideFrontend
from parlour.tui.replay import ReplaySession, frames, summary

NAMES = ["Ann", "Bob", "Cat"]


def test_hanabi_terminated_replay_and_log() -> None:
    state = HANABI.new_state(HanabiOptions(players=3), seed=4)
    state.apply(0, Play(0))
    state.apply(2, Terminate())
    record = state.record(NAMES)
    face = HanabiFrontend()
    last = frames(record, None, face)[-1]
    assert last.view["over"]
    for lang in LANGUAGES:
        line = face.log_line(last.log[-1], lang, NAMES).plain
        assert "Cat" in line and "\n" in line  # who ended it, then the game-over line
    assert face.log_line(last.log[-1], "en", NAMES).plain.startswith("  2  Cat ends the game for the team")
    figures = summary(record)
    assert figures["end_reason"] == "terminated" and figures["score"] == 0 and figures["outcome"] == "lost"


def test_regicide_terminated_replay_and_log() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=4)
    state.apply(1, Terminate())
    record = state.record(NAMES[:2])
    face = RegicideFrontend()
    last = frames(record, 0, face)[-1]
    line = face.log_line(last.log[-1], "fr", NAMES).plain
    assert "Bob abandonne la partie pour tout le monde" in line and "Défaite" in line
    console = Console(file=io.StringIO(), width=100)
    ReplaySession(record, seat=0, console=console)  # builds every frame of a terminated record
