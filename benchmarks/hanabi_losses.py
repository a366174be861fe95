"""Where a Hanabi table's points go: played as `parlour bench bots` plays it (the same deals and
bot seeds), each game's lost points split between suits cut short (every copy of a card they
need was thrown or misplayed) and the deck running out; and every critical card thrown or
misplayed, by seat.

    python benchmarks/hanabi_losses.py --players 5 --games 300 --bots partner,simple
    python benchmarks/hanabi_losses.py --players 5 --games 300 --bots simple

`--bots` lists the seats' bots from seat 0; the last fills the remaining seats. Deals use the
no-empty-clue rules (`--variant no-empty-clues`), seeds 0 .. games-1 (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.games.hanabi.actions import Discard, Play
from parlour.sim.batch import bot_seed

COPIES = {1: 3, 2: 2, 3: 2, 4: 2, 5: 1}


def needed(view: dict[str, Any], suit: str, rank: int) -> tuple[bool, bool]:
    """Whether a card of `suit` and `rank` can still be played, and whether it is the last copy."""
    thrown = Counter((c["suit"], int(c["rank"])) for c in view["discards"])
    top = int(view["fireworks"][suit])
    reachable = rank > top and all(thrown[(suit, r)] < COPIES[r] for r in range(top + 1, rank))
    return reachable, reachable and thrown[(suit, rank)] == COPIES[rank] - 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--bots", default="partner,simple")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = registry.get("hanabi")
    players = args.players
    names = args.bots.split(",")
    options = game.options_type.build(players=players, variant="no-empty-clues")
    counts: Counter[str] = Counter()
    for index in range(args.games):
        bots = [get_bot("hanabi", names[min(s, len(names) - 1)], bot_seed(args.seed, index, s)) for s in range(players)]
        state = game.new_state(options, seed=args.seed + index)
        while (seat := state.next_to_ask()) is not None:
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
            if isinstance(action, (Play, Discard)):
                seen: dict[str, Any] = dict(state.view((seat + 1) % players))  # a partner sees the card
                card = seen["hands"][seat][action.slot]
                _, critical = needed(seen, card["suit"], int(card["rank"]))
                strikes = int(seen["strikes"])
                state.apply(seat, action)
                if isinstance(action, Discard) and critical:
                    counts[f"seat {seat}: critical cards thrown"] += 1
                if isinstance(action, Play) and int(state.view(0)["strikes"]) > strikes:
                    counts[f"seat {seat}: misplays"] += 1
                    if critical:
                        counts[f"seat {seat}: misplays of a critical card"] += 1
                continue
            state.apply(seat, action)
        view: dict[str, Any] = dict(state.view(0))
        for suit, top in view["fireworks"].items():
            thrown = Counter((c["suit"], int(c["rank"])) for c in view["discards"])
            reach = next((r - 1 for r in range(int(top) + 1, 6) if thrown[(suit, r)] >= COPIES[r]), 5)
            counts["points lost to suits cut short"] += 5 - reach
            counts["points lost to the deck running out"] += reach - int(top)
        counts["points"] += sum(int(v) for v in view["fireworks"].values())
        counts["tokens left at the end"] += int(view["clue_tokens"])
    print(f"{players} players, bots {args.bots}, {args.games} games (a game's mean):")
    for key in sorted(counts):
        print(f"  {key:45s} {counts[key] / args.games:6.2f}")


if __name__ == "__main__":
    main()
