"""A game with no browser renderer (and no text, rules or bots): Regicide's rules under another id.

Only its manifest's `game` is given, so every surface must fall back on its plain parts: the
browser draws the seat's view as data and lists the legal moves as buttons. Registered by the
`bare_game` fixture for the tests that need it (never installed as an entry point).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar

from parlour.engine import registry
from parlour.engine.manifest import Manifest
from parlour.games.regicide import Regicide
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import RegicideState

BARE_ID = "bare"


class BareState(RegicideState):
    """Regicide's state telling its records and labels that it belongs to the bare game."""


class Bare(Regicide):
    id: ClassVar[str] = BARE_ID
    name: ClassVar[str] = "Bare"

    def _new_state(self, options: RegicideOptions, seed: int, deck: list[Any] | None) -> BareState:
        return BareState(options, seed, deck)

    def new_state(
        self, options: RegicideOptions | None = None, seed: int | None = None, deck: Sequence[Any] | None = None
    ) -> BareState:
        state = super().new_state(options, seed, deck)
        assert isinstance(state, BareState)
        return state


BareState.GAME = BARE = Bare()
MANIFEST = Manifest(game=BARE)


@contextmanager
def registered() -> Iterator[Manifest]:
    """The bare game in the registry for as long as the block lasts."""
    registry.manifests()  # the installed games first, so leaving the block restores exactly them
    assert BARE_ID not in {found.id for found in registry.manifests()}
    registry.register(MANIFEST)
    try:
        yield MANIFEST
    finally:
        registry._GAMES.pop(BARE_ID, None)
