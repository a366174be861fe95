"""Rent a Hero at the terminal: `auto` (when to be asked about each power), the windows it spares,
the power lines that say what each power would do, the waiting words, the ranking explained."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.engine.asking import asking_for
from parlour.engine.i18n import translate
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.games.rentahero.terminal import RentAHeroFrontend
from parlour.tui.base import CommandError
from parlour.tui.play import PlaySession
from tests.tui.test_rentahero_play import NAMES, Typist

ALWAYS = {str(hero): "always" for hero in range(1, 8)}


def session(seed: int, asking: dict[str, str] | None = None, lang: str = "en") -> tuple[PlaySession, io.StringIO]:
    out = io.StringIO()
    state = RENTAHERO.new_state(RentAHeroOptions(players=4), seed=seed)
    bots = {seat: get_bot("rentahero", "rules", seat) for seat in range(1, 4)}
    console = Console(file=out, width=110)
    return PlaySession(state, human=0, bots=bots, names=NAMES[:4], lang=lang, console=console, asking=asking), out


def windows_asked(play: PlaySession, script: list[str] | None = None) -> tuple[int, list[str]]:
    """Play to the end as a rules bot would; how many prompts came in a window, and what was typed."""
    typist = Typist(script)
    typist.session = play
    windows = 0

    def read(prompt: str) -> str:
        nonlocal windows
        windows += play.state.reaction_window() is not None and not typist.script
        return typist(prompt)

    assert play.run(read).finished
    return windows, typist.typed


def test_auto_shows_and_sets_levels_in_the_players_language() -> None:
    face = RentAHeroFrontend()
    levels = asking_for(RENTAHERO)
    same, lines = face.auto([], levels, "en")
    assert same == levels and len(lines) == 7
    assert lines[6] == "Wizard (7): When it concerns me (once on my turn, just after my send)"
    assert lines[4] == "Sergeant (5): When it concerns me (" + translate("rentahero.ask.level.mine.help", "en") + ")"
    assert lines[5] == "Black Knight (6): Never (only at my own decisions)"
    changed, lines = face.auto(["wizard", "always"], levels, "en")
    assert changed == {**levels, "7": "always"} and lines == ["Wizard (7): Always (in every window where I can use it)"]
    changed, _ = face.auto(["tous", "jamais"], levels, "fr")
    assert set(changed.values()) == {"never"}
    changed, _ = face.auto(["Poulet", "en", "colère", "toujours"], levels, "fr")
    assert changed["1"] == "always"
    for bad in (["wizard"], ["wizard", "sometimes"], ["dragon", "never"], ["never"]):
        with pytest.raises(CommandError, match="auto"):
            face.auto(bad, levels, "en")


def test_defaults_ask_far_fewer_windows_and_never_means_never() -> None:
    before, _ = windows_asked(session(5, ALWAYS)[0])
    after, _ = windows_asked(session(5)[0])
    assert before > 0 and after * 3 <= before
    never, typed = windows_asked(session(5)[0], ["auto all never"])
    assert never == 0 and "decline" not in typed


def first_window(play: PlaySession) -> None:
    """Play as the bot would up to the first window that asks the person."""
    play.bots_act()
    while play.state.reaction_window() is None:
        typist = Typist()
        typist.session = play
        assert play._human_turn(typist) is None
        play.bots_act()


def test_auto_typed_in_a_window_answers_it_when_it_no_longer_asks() -> None:
    play, out = session(5, ALWAYS)
    first_window(play)
    seq = len(play.state.history)
    assert play._human_turn(Typist(["auto all never"])) is None
    assert len(play.state.history) > seq and play.state.history[seq].seat == 0
    assert "Never (only at my own decisions)" in out.getvalue()


def test_the_screen_says_what_each_power_does_and_what_the_table_awaits() -> None:
    play, out = session(5, ALWAYS)
    first_window(play)
    out.truncate(0)
    play.show()
    text = out.getvalue()
    assert "Your powers now:" in text and "› may use a power" in text
    powers = [a for a in play.state.legal_actions(0) if a.to_json()["type"] == "power"]
    assert powers and all(f"power {a.hero}" in text for a in powers)  # type: ignore[attr-defined]
    assert " …" not in text


def test_the_end_screen_explains_the_ranking() -> None:
    reasons = set()
    for seed in (2, 3, 6):
        play, out = session(seed)
        windows_asked(play)
        result = play.state.result()
        assert result is not None
        details, text = result.details, out.getvalue()
        reasons.add(details["end_reason"])
        if details["end_reason"] == "six-heroes":
            assert "recruited six different heroes and won at once" in text
            continue
        assert "1. Most heroes in the band:" in text
        heroes = details["heroes"]
        assert ("2. Fewest cards in the pile of eliminated heroes" in text) == (heroes.count(max(heroes)) > 1)
    assert "deck-out" in reasons
