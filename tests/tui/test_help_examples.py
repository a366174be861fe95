"""In-game help shows each game's own example question, in the player's language (issue 21, point 7)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlour.bots import get_bot
from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import catalogue
from parlour.tui.play import PlaySession

GAMES = ("hanabi", "regicide", "rentahero")


def help_text(game_id: str, lang: str) -> str:
    game = registry.get(game_id)
    players = registry.manifest(game_id).players
    state = game.new_state(game.options_type.build(players=players), seed=3)
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, color_system=None)
    bots = {s: get_bot(game_id, "random", seed=s) for s in range(1, players)}
    names = [f"P{s}" for s in range(players)]
    session = PlaySession(state, human=0, bots=bots, names=names, lang=lang, console=console)
    session.show_help()
    text = out.getvalue().translate({ord(c): " " for c in "│╭╮╰╯─"})
    return " ".join(text.split())  # the panel wraps long lines: compare words


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_help_names_this_games_example_in_the_players_language(game: str, lang: str) -> None:
    text = help_text(game, lang)
    own = catalogue.ask_example(game, lang)
    assert own is not None and " ".join(own.split()) in text
    for other in GAMES:
        if other != game:
            assert " ".join(catalogue.ask_example(other, lang).split()) not in text  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_examples_differ_by_game_and_the_rules_page_offers_them(game: str, lang: str) -> None:
    examples = {catalogue.ask_example(g, lang) for g in GAMES}
    assert len(examples) == len(GAMES)
    from parlour.rules.pages import page

    assert catalogue.ask_example(game, lang) in page(game, lang)["ask_placeholder"]


def test_a_game_without_an_example_gets_a_plain_invitation() -> None:
    assert catalogue.ask_example("gofish", "en") is None
    assert catalogue.ask_prompt("gofish", "fr") == translate("rules.ask.placeholder-plain", "fr")
