"""Rent a Hero: recruit six different heroes passed around face down, 3-5 players (seeds 003, 000, 001)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, describe
from parlour.engine.game import Game
from parlour.engine.manifest import Manifest
from parlour.games.rentahero import text as _text  # noqa: F401  (registers the messages)
from parlour.games.rentahero.actions import (
    ACTION_TYPES,
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
    action_index,
    action_table,
)
from parlour.games.rentahero.cards import HEROES, allowed, full_deck, is_hero, meets
from parlour.games.rentahero.options import RentAHeroOptions
from parlour.games.rentahero.state import RentAHeroState


class RentAHero(Game[RentAHeroOptions]):
    """The game definition registered as `rentahero`."""

    id: ClassVar[str] = "rentahero"
    name: ClassVar[str] = "Rent a Hero"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    options_type: ClassVar[type[RentAHeroOptions]] = RentAHeroOptions
    action_types: ClassVar[tuple[type[Action], ...]] = ACTION_TYPES
    # rentahero.end.no-terminate: a competitive game is not ended by one player; a bot takes a
    # leaving player's seat instead (the server does that). `Terminate` is refused.
    terminable: ClassVar[bool] = False
    # When a seat is asked about each hero's power in a window, unless it says otherwise (hero
    # number -> level; parlour/engine/asking.py). Why these: docs/rules/rentahero.md, "Being asked".
    ask_defaults: ClassVar[Mapping[str, str]] = {
        "1": "mine",  # Angry Chicken: when the power just used is aimed at the seat (or cancels its own)
        "2": "mine",  # Pyromaniac: to stop a player one hero from winning
        "3": "mine",  # Witch, Dog Trainer, Sergeant: the wandering hero's business
        "4": "mine",
        "5": "mine",
        "6": "never",  # Black Knight: it helps the active player, whose own decision offers it
        "7": "mine",  # Wizard: once a turn, on the seat's own, just after its send (its decisions offer it too)
    }

    def _new_state(self, options: RentAHeroOptions, seed: int, deck: list[Any] | None) -> RentAHeroState:
        return RentAHeroState(options, seed, deck)

    def new_state(
        self, options: RentAHeroOptions | None = None, seed: int | None = None, deck: Sequence[Any] | None = None
    ) -> RentAHeroState:
        state = super().new_state(options, seed, deck)
        assert isinstance(state, RentAHeroState)
        return state

    def num_actions(self, options: RentAHeroOptions) -> int:
        return len(action_table(options))

    def action_id(self, options: RentAHeroOptions, action: Action) -> int:
        try:
            return action_index(options)[action]
        except (KeyError, TypeError):
            raise BadInput(f"{describe(action)} has no id in this configuration") from None

    def action_from_id(self, options: RentAHeroOptions, action_id: int) -> Action:
        table = action_table(options)
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not 0 <= action_id < len(table):
            raise BadInput(f"action id {describe(action_id)} is not between 0 and {len(table) - 1}")
        return table[action_id]

    def deck_to_json(self, deck: Sequence[Any]) -> list[Any]:
        return [int(card) for card in deck]

    def deck_from_json(self, data: Any, options: RentAHeroOptions) -> list[Any]:
        if not isinstance(data, list) or not all(is_hero(card) for card in data):
            raise BadInput("a Rent a Hero deck is a list of hero numbers from 1 to 7", code="engine.input.record")
        return list(data)


RentAHeroState.GAME = RENTAHERO = RentAHero()

# What every surface finds of the game (its `parlour.games` entry point names this).
MANIFEST = Manifest(
    game=RENTAHERO,
    text="parlour.games.rentahero.text",
    words="parlour.games.rentahero",
    terminal="parlour.games.rentahero.terminal:RentAHeroFrontend",
    web="web/renderer.js",
    style="web/renderer.css",
    rules="parlour.games.rentahero.companion",
    bench="parlour.games.rentahero.figures:FIGURES",
    bots="parlour.games.rentahero.bots",
    encoder="parlour.games.rentahero.encoder:ENCODER",
    client_words=(
        "rentahero.ui.",
        "rentahero.hero.",
        "rentahero.requires.",
        "rentahero.word.",
        "rentahero.card.",
        "rentahero.does.",
        "rentahero.ask.",
        "rentahero.list.",
    ),
    default_players=3,
)

__all__ = [
    "HEROES",
    "MANIFEST",
    "RENTAHERO",
    "Announce",
    "AskHint",
    "Decline",
    "DiscardCard",
    "PassOn",
    "Recruit",
    "RentAHero",
    "RentAHeroOptions",
    "RentAHeroState",
    "Send",
    "SendFromDeck",
    "UsePower",
    "allowed",
    "full_deck",
    "meets",
]
