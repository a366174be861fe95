"""Scripted players for the terminal tests: they type commands as a person would."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from parlour.bots import get_bot
from parlour.engine.actions import Action
from parlour.games.hanabi import ClueColour, ClueRank, Discard, Play
from parlour.tui.play import PlaySession


def command_for(action: Action, names: Sequence[str]) -> str:
    """The command a person types for `action` (slots from 1, players by name)."""
    if isinstance(action, Play):
        return f"play {action.slot + 1}"
    if isinstance(action, Discard):
        return f"d {action.slot + 1}"
    if isinstance(action, ClueColour):
        return f"clue {names[action.target]} {action.colour}"
    assert isinstance(action, ClueRank)
    return f"c {action.target + 1} {action.rank}"  # seats are typed as shown: from 1


class Typist:
    """Types `script` first, then, turn after turn, what a rules bot would play at `seat`.

    `session` is set after the session is built; the typist reads the seat's view from it,
    as a person reads the screen. Every prompt it answered is kept in `typed`.
    """

    def __init__(self, script: Iterable[str] = (), seat: int = 0, seed: int = 0) -> None:
        self.script = list(script)
        self.seat = seat
        self.bot = get_bot("hanabi", "rules", seed)
        self.session: PlaySession | None = None
        self.typed: list[str] = []

    def __call__(self, prompt: str) -> str:
        if self.script:
            line = self.script.pop(0)
        else:
            assert self.session is not None
            state = self.session.state
            view = state.view(self.seat)
            line = command_for(self.bot.choose(view, state.legal_actions(self.seat)), self.session.names)
        self.typed.append(line)
        return line


def lines(items: Iterable[str]) -> Callable[[str], str]:
    """A reader that types `items` one by one, then Ctrl-D (EOFError)."""
    queue = list(items)

    def read(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read


def snapshot(session: PlaySession) -> dict[str, Any]:
    state = session.state
    return state.snapshot()  # type: ignore[no-any-return]
