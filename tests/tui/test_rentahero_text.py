"""Every event Rent a Hero emits has a sentence in each language, as any seat receives it."""

from __future__ import annotations

import random

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.games.rentahero.text import describe_event

NAMES = ["Ada", "Bob", "Carol", "Dave", "Eve"]


@pytest.mark.parametrize("variant", ["standard", "original", "8fspace"])
def test_every_event_kind_has_a_sentence_in_every_language(variant: str) -> None:
    kinds: set[str] = set()
    for seed in range(12):
        players = 3 + seed % 3
        state = RENTAHERO.new_state(RentAHeroOptions.build(players, variant), seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.next_to_ask()
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            for viewer in (None, *range(players)):
                for event in state.events_for(events, viewer):
                    for lang in LANGUAGES:
                        line = describe_event(event, lang, NAMES[:players], players)
                        assert line and not line.startswith("(") and "{" not in line, (event, lang, line)
                    kinds.add(str(event["kind"]))
    assert {"send", "turn", "reveal", "recruit", "draw", "game-over"} <= kinds


def test_what_opened_a_window_is_said_in_every_language_at_the_terminal() -> None:
    from parlour.engine.i18n import keys
    from parlour.games.rentahero.terminal import RentAHeroFrontend

    frontend = RentAHeroFrontend()
    seen: set[str] = set()
    for seed in range(10):
        state = RENTAHERO.new_state(RentAHeroOptions(players=3 + seed % 3), seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.next_to_ask()
            view = state.view(seat)
            if view.get("window"):
                event = str(view["window"]["event"])
                seen.add(event)
                assert f"rentahero.ui.after.{event}" in keys()
                for lang in LANGUAGES:
                    shown = frontend.window(view, NAMES[: state.options.players], lang)
                    said = str(shown)
                    assert f"({event})" not in said and f"（{event}）" not in said, (event, lang, said)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert {"turned", "sent", "hint"} <= seen
