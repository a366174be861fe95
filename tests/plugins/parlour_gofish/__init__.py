"""Go Fish for two: a Parlour game that lives outside the `parlour` package (issue 17, point 2).

It is found like any game, through the `parlour.games` entry point group: the
`parlour_gofish-1.0.dist-info` beside this package names its `MANIFEST`, so putting `tests/plugins` on the
path is all it takes for `importlib.metadata` to find it (no install step).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput
from parlour.engine.game import Game
from parlour.engine.manifest import Manifest
from parlour_gofish import actions as _actions
from parlour_gofish import text as _text  # noqa: F401  (registers the words: refusals are said in them)
from parlour_gofish.actions import ACTION_TYPES, NUM_ACTIONS, Ask
from parlour_gofish.cards import Card, parse_card
from parlour_gofish.options import GoFishOptions
from parlour_gofish.state import GoFishState


class GoFish(Game[GoFishOptions]):
    """The game definition registered as `gofish`."""

    id: ClassVar[str] = "gofish"
    name: ClassVar[str] = "Go Fish"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options_type: ClassVar[type[GoFishOptions]] = GoFishOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES

    def _new_state(self, options: GoFishOptions, seed: int, deck: list[Any] | None) -> GoFishState:
        return GoFishState(options, seed, deck)

    def new_state(
        self, options: GoFishOptions | None = None, seed: int | None = None, deck: Sequence[Any] | None = None
    ) -> GoFishState:
        state = super().new_state(options, seed, deck)
        assert isinstance(state, GoFishState)
        return state

    def num_actions(self, options: GoFishOptions) -> int:
        return NUM_ACTIONS

    def action_id(self, options: GoFishOptions, action: Action) -> int:
        return _actions.action_id(action)

    def action_from_id(self, options: GoFishOptions, action_id: int) -> Action:
        return _actions.action_from_id(action_id)

    def deck_to_json(self, deck: Sequence[Any]) -> list[Any]:
        return [card.code for card in deck]

    def deck_from_json(self, data: Any, options: GoFishOptions) -> list[Any]:
        if not isinstance(data, list):
            raise BadInput("a deck is a list of card codes", code="engine.input.record")
        return [parse_card(code) for code in data]


GoFishState.GAME = GOFISH = GoFish()

# What every surface finds of the game: the `gofish` entry point of parlour_gofish-1.0.dist-info
# names this. No rules companion content: the rules pages say so and the game plays without them.
MANIFEST = Manifest(
    game=GOFISH,
    text="parlour_gofish.text",
    words="parlour_gofish",
    terminal="parlour_gofish.terminal:GoFishFrontend",
    web="web/renderer.js",
    bench="parlour_gofish.figures:FIGURES",
    bots="parlour_gofish.bots",
    encoder="parlour_gofish.encoder:ENCODER",
    client_words=("gofish.ui.", "gofish.rank.", "gofish.ranks.", "gofish.suit.", "gofish.card."),
    default_players=2,
)

__all__ = ["GOFISH", "MANIFEST", "Ask", "Card", "GoFish", "GoFishOptions", "GoFishState"]
