"""Rent a Hero typed through the terminal loop, saved, and replayed as JSON."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.cli import main
from parlour.engine.actions import Action
from parlour.engine.record import replay
from parlour.games.rentahero import (
    RENTAHERO,
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    RentAHeroOptions,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.terminal import RentAHeroFrontend, read_hero
from parlour.games.rentahero.text import hero_name
from parlour.tui.base import CommandError, frontend_for
from parlour.tui.play import PlaySession
from parlour.tui.replay import load_record, summary

NAMES = ["Ada", "Bob", "Carol", "Dave", "Eve"]


def command_for(action: Action, lang: str = "en") -> str:
    """The command a person types for `action` (heroes by name in `lang`, seats by number)."""
    if isinstance(action, Send):
        return f"send {hero_name(action.hero, lang)}"
    if isinstance(action, SendFromDeck):
        return "deck"
    if isinstance(action, DiscardCard):
        return f"discard {hero_name(action.hero, lang)}"
    if isinstance(action, Recruit):
        return "recruit"
    if isinstance(action, PassOn):
        return "pass"
    if isinstance(action, AskHint):
        return f"hint {action.hero}"
    if isinstance(action, Decline):
        return "decline"
    if isinstance(action, Announce):
        return "announce none" if action.hero is None else f"announce {hero_name(action.hero, lang)}"
    assert isinstance(action, UsePower)
    extra = "" if action.target is None else f" {action.target + 1}"  # seats are typed as shown: from 1
    extra += "" if action.refresh is None else f" {hero_name(action.refresh, lang)}"
    return f"power {hero_name(action.hero, lang)}{extra}"


class Typist:
    """Types `script` first, then what a rules bot would do at seat 0, reading the seat's view."""

    def __init__(self, script: list[str] | None = None, lang: str = "en") -> None:
        self.script = list(script or [])
        self.lang = lang
        self.bot = get_bot("rentahero", "rules", 0)
        self.session: PlaySession | None = None
        self.typed: list[str] = []

    def __call__(self, prompt: str) -> str:
        if self.script:
            line = self.script.pop(0)
        else:
            assert self.session is not None
            state = self.session.state
            assert 0 in state.to_act()
            line = command_for(self.bot.choose(state.view(0), state.legal_actions(0)), self.lang)
        self.typed.append(line)
        return line


def session(
    players: int = 4, seed: int = 3, lang: str = "en", variant: str | None = None
) -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    state = RENTAHERO.new_state(RentAHeroOptions.build(players, variant), seed=seed)
    bots = {seat: get_bot("rentahero", "rules", seat) for seat in range(1, players)}
    play = PlaySession(
        state, human=0, bots=bots, names=NAMES[:players], lang=lang, console=Console(file=out, width=110)
    )
    return play, out


@pytest.mark.parametrize(
    ("players", "variant", "lang"), [(3, "standard", "en"), (4, "original", "fr"), (5, "8fspace", "es")]
)
def test_a_whole_game_typed_through_the_loop(players: int, variant: str, lang: str) -> None:
    play, out = session(players, seed=players, lang=lang, variant=variant)
    typist = Typist(lang=lang)
    typist.session = play
    outcome = play.run(typist)
    assert outcome.finished and play.state.is_over()
    assert typist.typed, "the person was asked at least once"
    text = out.getvalue()
    result = play.state.result()
    assert result is not None
    winners = [NAMES[s] for s in result.details["winners"]]
    assert all(name in text for name in winners)
    # Every accepted command was a legal move of seat 0: the record replays to the same end.
    assert replay(play.state.record(NAMES[:players])).result() == result


def test_the_person_is_asked_whenever_seat_0_may_act() -> None:
    play, _ = session(4, seed=11)
    asked: list[frozenset[int]] = []
    typist = Typist()
    typist.session = play

    def read(prompt: str) -> str:
        asked.append(play.state.to_act())
        return typist(prompt)

    play.run(read)
    assert asked and all(0 in seats for seats in asked)


def test_a_refused_command_leaves_the_state_unchanged() -> None:
    play, out = session(4, seed=3)
    play.bots_act()
    state = play.state
    before = state.snapshot()
    # Seat 0 is first asked in a window here (seed 3): an announcement is refused, the rest is unreadable.
    wrong = "announce none"
    typist = Typist([wrong, "send 9", "power 4 Zed", "quit"])
    typist.session = play
    assert play._human_turn(typist) == "quit"
    assert state.snapshot() == before
    text = out.getvalue()
    assert "Nothing was changed" in text and "'9' is not a hero" in text


def test_heroes_are_read_by_number_or_name_in_the_chosen_language() -> None:
    assert read_hero(["3"], "en") == (3, 1)
    assert read_hero(["black", "knight"], "en") == (6, 2)
    assert read_hero(["Poulet", "en", "colère"], "fr") == (1, 3)
    assert read_hero(["sorciere"], "fr") == (3, 1)
    assert read_hero(["wiz"], "es") == (7, 1)
    assert read_hero(["法師"], "zh-Hant") == (7, 1)
    assert read_hero(["9"], "en") is None
    face = RentAHeroFrontend()
    view: dict[str, Any] = {}
    assert face.parse("power dog trainer Bob", view, NAMES, "en") == UsePower(4, target=1)
    assert face.parse("power witch 2", view, NAMES, "en") == UsePower(3, refresh=2)
    assert face.parse("deck", view, NAMES, "en") == SendFromDeck()
    assert face.parse("discard 5", view, NAMES, "en") == DiscardCard(5)
    assert face.parse("défausser sergent", view, NAMES, "fr") == DiscardCard(5)
    assert face.parse("announce none", view, NAMES, "en") == Announce(None)
    assert face.parse("dance", view, NAMES, "en") is None
    with pytest.raises(CommandError):
        face.parse("power 4 Zed", view, NAMES, "en")
    assert isinstance(frontend_for("rentahero"), RentAHeroFrontend)


def test_play_save_then_replay_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "rentahero.json"
    typist = Typist()
    holder: dict[str, Any] = {}

    class Spy(PlaySession):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            typist.session = self
            holder["session"] = self

    import parlour.tui.play as play_module

    original = play_module.PlaySession
    play_module.PlaySession = Spy  # type: ignore[misc]
    try:
        code = main(
            ["play", "rentahero", "--players", "4", "--seed", "7", "--bot-seed", "1", "--save", str(saved)],
            console=Console(file=io.StringIO(), width=110),
            read=typist,
        )
    finally:
        play_module.PlaySession = original  # type: ignore[misc]
    assert code == 0 and saved.exists()
    record = load_record(saved)
    result = replay(record).result()
    assert result is not None
    capsys.readouterr()
    assert main(["replay", str(saved), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "rentahero" and data["over"] is True
    assert data["outcome"] == "scored" and data["winners"] == result.details["winners"]
    assert data["end_reason"] == result.details["end_reason"]
    assert data["band_sizes"] == result.details["heroes"] and data["turns"] == len(record.actions)
    assert summary(record) == data
    # A replay steps through it too.
    assert main(["replay", str(saved)], console=Console(file=io.StringIO(), width=110), read=lambda _: "q") == 0


def test_seats_are_shown_and_typed_from_1() -> None:
    """The Dog Trainer's target is typed as the table shows seats (from 1, as on the web), and the
    power lines offer it that way."""
    face = RentAHeroFrontend()
    names = ["Ann", "Bob", "Cat", "Dan"]
    state = RENTAHERO.new_state(RentAHeroOptions(players=4), seed=1)
    view = state.view(0)
    assert face.parse("power 4 2", view, names, "en") == UsePower(4, target=1)
    assert face.parse("power 4 Bob", view, names, "en") == UsePower(4, target=1)
    with pytest.raises(CommandError, match=r"Ann \(1\), Bob \(2\), Cat \(3\), Dan \(4\)"):
        face.parse("power 4 0", view, names, "en")
    out = io.StringIO()
    Console(file=out, width=160).print(face.players(view, names, "en"))
    assert "Ann · seat 1" in out.getvalue() and "Dan · seat 4" in out.getvalue()
    lines = face.move_lines(view, [{"type": "power", "hero": 4, "target": 1}], names, "en")
    assert lines[1].strip().startswith("power 4 2")
