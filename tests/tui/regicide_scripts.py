"""Scripted Regicide players for the terminal tests: they type commands as a person would."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from parlour.bots import get_bot
from parlour.engine.actions import Action
from parlour.games.regicide import ChooseNext, FlipJester, Pay, PlayCards, RegicideOptions, Signal, Yield
from parlour.games.regicide.cards import JESTER, Card, royals, tavern_cards
from parlour.tui.play import PlaySession


def command_for(action: Action) -> str:
    """The command a person types for `action`."""
    if isinstance(action, PlayCards):
        return "jester" if action.cards == ("*",) else "play " + " ".join(action.cards)
    if isinstance(action, Pay):
        return "pay " + " ".join(action.cards)
    if isinstance(action, Yield):
        return "yield"
    if isinstance(action, FlipJester):
        return "jester"
    if isinstance(action, ChooseNext):
        return f"choose {action.seat + 1}"  # seats are typed as shown: from 1
    assert isinstance(action, Signal)
    return "signal " + ("yes" if action.wants_to_play else "no")


class Typist:
    """Types `script` first, then what a rules bot would do at `seat`, reading the seat's view."""

    def __init__(self, script: Iterable[str] = (), seat: int = 0, seed: int = 0) -> None:
        self.script = list(script)
        self.seat = seat
        self.bot = get_bot("regicide", "rules", seed)
        self.session: PlaySession | None = None
        self.typed: list[str] = []

    def __call__(self, prompt: str) -> str:
        if self.script:
            line = self.script.pop(0)
        else:
            assert self.session is not None
            state = self.session.state
            line = command_for(self.bot.choose(state.view(self.seat), state.legal_actions(self.seat)))
        self.typed.append(line)
        return line


class ScriptBot:
    """A bot that plays `first` when it is legal (once), else what the rules bot would do."""

    name = "script"

    def __init__(self, first: Sequence[Action], seed: int = 0) -> None:
        self.first = list(first)
        self.rules = get_bot("regicide", "rules", seed)
        self.seen: list[Any] = []

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.seen.append(view)
        for action in self.first:
            if action in legal:
                self.first.remove(action)
                return action
        return self.rules.choose(view, legal)


def jester_deck(players: int = 3, jester_seat: int = 1) -> list[Card]:
    """A deck (castle then tavern, top first) whose deal gives `jester_seat` a jester as first card.

    The castle is unshuffled (Jack of Hearts first); the tavern is Hearts A-10, Diamonds,
    Clubs, Spades in order, with the table's jesters moved to the front.
    """
    castle = royals(11) + royals(12) + royals(13)
    tavern = tavern_cards(RegicideOptions(players=players).jesters_in_tavern)
    tavern.remove(JESTER)
    tavern.insert(jester_seat, JESTER)
    return castle + tavern
