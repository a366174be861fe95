"""Regicide: the cooperative game against a castle of royals, solo or 2-4 players (seed 002)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.engine.game import Game
from parlour.engine.manifest import Manifest
from parlour.games.regicide import text as _text  # noqa: F401  (registers the messages)
from parlour.games.regicide.actions import (
    ACTION_TYPES,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    Signal,
    Yield,
    action_index,
    action_table,
)
from parlour.games.regicide.cards import JESTER, Card, parse_card
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import RegicideState


class Regicide(Game[RegicideOptions]):
    """The game definition registered as `regicide`."""

    id: ClassVar[str] = "regicide"
    name: ClassVar[str] = "Regicide"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    options_type: ClassVar[type[RegicideOptions]] = RegicideOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    # regicide.end.terminated: the party may give up (a player ends the game for everyone).
    terminable: ClassVar[bool] = True

    def _new_state(self, options: RegicideOptions, seed: int, deck: list[Any] | None) -> RegicideState:
        return RegicideState(options, seed, deck)

    def new_state(
        self, options: RegicideOptions | None = None, seed: int | None = None, deck: Sequence[Any] | None = None
    ) -> RegicideState:
        state = super().new_state(options, seed, deck)
        assert isinstance(state, RegicideState)
        return state

    def num_actions(self, options: RegicideOptions) -> int:
        """Plays, yield, solo jester, choices, signals, then one id per subset of a full hand (payments)."""
        return len(action_table(options)) + (1 << options.max_hand)

    def action_id(self, options: RegicideOptions, action: Action) -> int:
        if isinstance(action, Pay):
            raise BadInput("a payment's id depends on the hand: ask the state (state.action_id)")
        try:
            return action_index(options)[action]
        except (KeyError, TypeError):
            raise BadInput(f"{describe(action)} has no id in this configuration") from None

    def action_from_id(self, options: RegicideOptions, action_id: int) -> Action:
        table = action_table(options)
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not 0 <= action_id < len(table):
            raise BadInput(
                f"action id {describe(action_id)} is not between 0 and {len(table) - 1} (payments: ask the state)"
            )
        return table[action_id]

    def deck_to_json(self, deck: Sequence[Any]) -> list[Any]:
        return [card.code for card in deck]

    def deck_from_json(self, data: Any, options: RegicideOptions) -> list[Any]:
        if not isinstance(data, list):
            raise BadInput("a deck is a list of card codes", code="engine.input.record")
        return [parse_card(code) for code in data]


RegicideState.GAME = REGICIDE = Regicide()

# What every surface finds of the game (its `parlour.games` entry point names this).
MANIFEST = Manifest(
    game=REGICIDE,
    text="parlour.games.regicide.text",
    words="parlour.games.regicide",
    terminal="parlour.games.regicide.terminal:RegicideFrontend",
    web="web/renderer.js",
    style="web/renderer.css",
    rules="parlour.games.regicide.companion",
    bench="parlour.games.regicide.figures:FIGURES",
    bots="parlour.games.regicide.bots",
    encoder="parlour.games.regicide.encoder:ENCODER",
    client_words=(
        "regicide.ui.",
        "regicide.suit.",
        "regicide.rank.",
        "regicide.card.",
        "regicide.medal.",
    ),
    default_players=2,
)

__all__ = [
    "JESTER",
    "MANIFEST",
    "REGICIDE",
    "Card",
    "ChooseNext",
    "FlipJester",
    "Pay",
    "PlayCards",
    "Regicide",
    "RegicideOptions",
    "RegicideState",
    "Signal",
    "Yield",
]
