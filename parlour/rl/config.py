"""One environment's configuration: the game's manifest, its options and its encoding."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.engine.game import fresh_seed
from parlour.engine.manifest import Manifest
from parlour.engine.options import Options
from parlour.rl.encoding import Encoding


@dataclass(frozen=True)
class Setup:
    manifest: Manifest
    options: Options
    encoding: Encoding

    @property
    def game_id(self) -> str:
        return self.manifest.id

    @property
    def players(self) -> int:
        return self.options.players


def setup(game_id: str, players: int | None = None, variant: str | None = None, **values: Any) -> Setup:
    """The game `game_id` with `players` seats (default: the game's), a preset `variant` and option
    values; the encoder's own defaults apply unless a value is given (Hanabi: no empty clues)."""
    manifest = registry.manifest(game_id)
    encoder = manifest.part("encoder")
    if encoder is None:
        raise BadInput(f"{manifest.game.name} has no encoder: it cannot be played as a learning environment yet")
    presets = manifest.game.options_type.PRESETS
    if variant is not None and variant not in presets:
        raise BadInput(f"unknown variant {variant!r} of {game_id} (known: {', '.join(sorted(presets))})")
    # The encoder's defaults, then the preset's values, then the values given.
    merged = {**getattr(encoder, "DEFAULT_OPTIONS", {}), **(presets[variant].values if variant else {}), **values}
    merged["players"] = manifest.players if players is None else players
    options = manifest.game.options(**merged)
    encoding = encoder(options)
    if not isinstance(encoding, Encoding):
        raise BadInput(f"the encoder of {game_id} did not give an Encoding")
    return Setup(manifest, options, encoding)


class EpisodeSeeds:
    """The seed of each episode's game: `next(S)` starts at S, `next(None)` goes on S + 1, S + 2, ...
    (from a fresh seed when none was ever given), so an episode is `Game.new_state(seed=...)`."""

    def __init__(self) -> None:
        self._next: int | None = None

    def next(self, seed: int | None) -> int:
        if seed is not None:
            self._next = seed
        elif self._next is None:
            self._next = fresh_seed()
        game_seed, self._next = self._next, self._next + 1
        return game_seed
