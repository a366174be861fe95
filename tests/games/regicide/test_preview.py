"""A move's preview (parlour.games.regicide.preview) against what the engine then does.

Over random games of every table size and option, every legal play, yield and solo jester flip is
previewed from the mover's view, then applied to a copy of the state: the damage, the powers,
the cards healed and drawn, the shield, the defeat and what is left to pay must be what the
engine's events say. The preview reads the view only, so it can say nothing the seat may not know:
the seat's buttons, previews included, are the same in a hidden twin of the game (another deal
the seat cannot tell from this one).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings

from parlour.games.regicide import REGICIDE, PlayCards, RegicideOptions, RegicideState
from parlour.games.regicide.actions import FlipJester, Yield
from parlour.games.regicide.cards import parse_card
from parlour.games.regicide.preview import Preview, preview
from parlour.games.regicide.text import action_preview
from parlour.server.present import legal_entries
from tests.games.regicide.strategies import Driver, chaos_levels, choice_lists, option_values, seeds, styles

NAMES = ["A", "B", "C", "D"]


def outcome(state: RegicideState, seat: int, action: Any) -> dict[str, Any]:
    """What the engine does: the events of `action` on a copy of `state`, the first of each kind,
    and the cards each seat drew."""
    after = state.clone()
    by_kind: dict[str, dict[str, Any]] = {}
    drawn = [0] * state.options.players
    for event in after.apply(seat, action):
        by_kind.setdefault(event.kind, event.data)
        if event.kind == "draw":
            drawn[event.data["seat"]] += 1
    return {"by_kind": by_kind, "drawn": drawn, "before": state.shield(), "after": after}


def check(state: RegicideState, seat: int, action: Any, said: Preview) -> None:
    seen = outcome(state, seat, action)
    events, after = seen["by_kind"], seen["after"]
    if said.kind == "yield":
        assert said.attack == events["attack"]["amount"]
        assert said.short == (after.end_reason == "cannot-pay")
        return
    if said.kind == "flip":
        assert list(said.drawn) == seen["drawn"]
        assert said.discarded == len(events["flip-jester"]["discarded"])
        return
    if said.kind == "jester":
        assert said.shield == events["jester"]["shield"] - seen["before"]
        assert said.attack == after.attack()
        assert "attack" not in events
        return
    play = events["play"]
    assert said.value == play["value"] and list(said.powers) == [
        s for s in ("hearts", "diamonds", "clubs", "spades") if s in play["powers"]
    ]
    suits = {parse_card(code).suit for code in play["cards"]}
    assert said.blocked == (state.immune_suit() if state.immune_suit() in suits else None)
    assert said.healed == (events["heal"]["count"] if "heal" in events else 0)
    assert list(said.drawn or [0] * state.options.players) == seen["drawn"]
    assert said.damage == events["damage"]["amount"]
    assert said.shield == events["damage"]["shield"] - seen["before"]
    assert said.defeats == ("defeat" in events)
    if said.defeats:
        assert said.exact == events["defeat"]["exact"]
        assert said.wins == (after.end_reason == "won")
        return
    assert said.attack == events["attack"]["amount"]
    if said.short:
        assert after.end_reason == "cannot-pay"
    elif not seen["drawn"][seat]:  # the hand left is known: a game lost for want of cards is foreseen
        assert after.end_reason != "cannot-pay"


@settings(max_examples=25, deadline=None)
@given(values=option_values(), seed=seeds, choices=choice_lists, chaos=chaos_levels, style=styles)
def test_every_preview_is_what_the_engine_then_does(
    values: dict[str, Any], seed: int, choices: list[int], chaos: int, style: str
) -> None:
    state = REGICIDE.new_state(RegicideOptions(**values), seed=seed)
    driver = Driver(choices, chaos, style)
    while not state.is_over():
        seat = state.current
        if state.phase in ("play", "pay"):
            view = state.view(seat)
            for action in state.legal_actions(seat):
                said = preview(view, action.to_json())
                if isinstance(action, (PlayCards, Yield, FlipJester)):
                    assert said is not None, action
                    check(state, seat, action, said)
                    assert action_preview(action.to_json(), view, "en", NAMES)
                else:
                    assert said is None
            # What leaves for the seat is the same in any world it cannot tell from this one.
            # (Every third move: a twin is rebuilt from the start.)
            twin = None if len(state.history) % 3 else state.hidden_twin(seat, random.Random(seed))
            if twin is not None:
                for turn in state.history:
                    twin.apply(turn.seat, turn.action)
                assert legal_entries(twin, seat, "fr", NAMES) == legal_entries(state, seat, "fr", NAMES)
        seat, action = driver.choose(state)
        state.apply(seat, action)
