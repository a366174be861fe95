"""Learning environments over Parlour's engines (the `rl` extra: NumPy, Gymnasium, PettingZoo).

`env(game_id, **options)` is a PettingZoo AEC environment of every seat; `gym_env(game_id, seat,
opponents, **options)` a Gymnasium environment of one seat, the others played by registered bots.
Observations come from each game's `encoder` manifest part; docs/rl.md describes them.

>>> from parlour import rl
>>> aec = rl.env("hanabi", players=2)
>>> aec.reset(seed=1)
>>> aec.observe("player_0")["observation"].shape
(658,)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from parlour.rl.aec import ParlourAEC
    from parlour.rl.single import SeatEnv


def env(
    game_id: str,
    players: int | None = None,
    variant: str | None = None,
    render_mode: str | None = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> ParlourAEC:
    """A PettingZoo AEC environment of `game_id`: agents `player_0` ... in seat order."""
    from parlour.rl.aec import ParlourAEC
    from parlour.rl.config import setup

    return ParlourAEC(setup(game_id, players, variant, **options), render_mode, illegal_reward)


def gym_env(
    game_id: str,
    seat: int = 0,
    opponents: str | Sequence[str] = "best",
    players: int | None = None,
    variant: str | None = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> SeatEnv:
    """A Gymnasium environment of seat `seat`; `opponents` names the bots of the other seats (one
    name for all, or one per other seat). Regicide solo is `gym_env("regicide", players=1)`."""
    from parlour.rl.config import setup
    from parlour.rl.single import SeatEnv

    return SeatEnv(setup(game_id, players, variant, **options), seat, opponents, illegal_reward)


__all__ = ["env", "gym_env"]
