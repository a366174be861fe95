"""Hanabi: the cooperative fireworks game (seed 004, French rules page)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.engine.game import Game
from parlour.engine.manifest import Manifest
from parlour.games.hanabi import text as _text  # noqa: F401  (registers the messages)
from parlour.games.hanabi.actions import ACTION_TYPES, ClueColour, ClueRank, Discard, Play, action_index, action_table
from parlour.games.hanabi.cards import Card
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.state import HanabiState, rating


class Hanabi(Game[HanabiOptions]):
    """The game definition registered as `hanabi`."""

    id: ClassVar[str] = "hanabi"
    name: ClassVar[str] = "Hanabi"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    options_type: ClassVar[type[HanabiOptions]] = HanabiOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    # hanabi.end.terminated: any player may end the game for the team (hanab.live's "terminate").
    terminable: ClassVar[bool] = True
    # A spectator's view shows every hand (as on hanab.live); `public_view` shows none.
    spectators_see_hidden: ClassVar[bool] = True
    reveal_at_end: ClassVar[bool] = True  # the end screen shows every hand, as on hanab.live
    hypotheticals: ClassVar[bool] = True  # the deck's order is fixed at the deal: a hypo draws the real cards

    def _new_state(self, options: HanabiOptions, seed: int, deck: list[Any] | None) -> HanabiState:
        return HanabiState(options, seed, deck)

    def new_state(
        self, options: HanabiOptions | None = None, seed: int | None = None, deck: Sequence[Any] | None = None
    ) -> HanabiState:
        state = super().new_state(options, seed, deck)
        assert isinstance(state, HanabiState)
        return state

    def num_actions(self, options: HanabiOptions) -> int:
        return len(action_table(options))

    def action_id(self, options: HanabiOptions, action: Action) -> int:
        try:
            return action_index(options)[action]
        except (KeyError, TypeError):
            raise BadInput(f"{describe(action)} has no id in this configuration") from None

    def action_from_id(self, options: HanabiOptions, action_id: int) -> Action:
        table = action_table(options)
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not 0 <= action_id < len(table):
            raise BadInput(f"action id {describe(action_id)} is not between 0 and {len(table) - 1}")
        return table[action_id]

    def deck_to_json(self, deck: Sequence[Any]) -> list[Any]:
        return [card.to_json() for card in deck]

    def deck_from_json(self, data: Any, options: HanabiOptions) -> list[Any]:
        cards: list[Any] = []
        for item in data if isinstance(data, list) else [None]:
            suit = item.get("suit") if isinstance(item, dict) else None
            rank = item.get("rank") if isinstance(item, dict) else None
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in (suit, rank)):
                raise BadInput(
                    "a deck is a list of {suit, rank} objects with integer values", code="engine.input.record"
                )
            cards.append(Card(suit, rank))  # type: ignore[arg-type]
        return cards


HanabiState.GAME = HANABI = Hanabi()

# What every surface finds of the game (its `parlour.games` entry point names this).
MANIFEST = Manifest(
    game=HANABI,
    text="parlour.games.hanabi.text",
    words="parlour.games.hanabi",
    terminal="parlour.games.hanabi.terminal:HanabiFrontend",
    web="web/renderer.js",
    style="web/renderer.css",
    rules="parlour.games.hanabi.companion",
    bench="parlour.games.hanabi.figures:FIGURES",
    bots="parlour.games.hanabi.bots",
    records="parlour.games.hanabi.hanablive:FORMAT",
    encoder="parlour.rl.hanabi.encode:HanabiEncoding",
    notes="parlour.games.hanabi.notes:noted_cards",
    confirm_moves=True,
    # docs/rules/hanabi.md: why the browser starts from hanab.live's rule, not the seed's.
    switches=(("empty_clues", False),),
    client_words=(
        "hanabi.ui.",
        "hanabi.colour.",
        "hanabi.rating.",
    ),
    default_players=2,
)

__all__ = [
    "HANABI",
    "MANIFEST",
    "Card",
    "ClueColour",
    "ClueRank",
    "Discard",
    "Hanabi",
    "HanabiOptions",
    "HanabiState",
    "Play",
    "rating",
]
