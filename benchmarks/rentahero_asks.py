"""How often a Rent a Hero table asks a person, before and after the ask levels (issue 18).

    python benchmarks/rentahero_asks.py --games 300 --players 4

Plays seeded four-player games of three `simple` bots and one scripted person, twice per deal:
*before*, the person's levels say `always` for every power, which is main's behaviour before the
levels existed (every reaction window in which one of their powers is usable waits for them);
*after*, the person never changed a setting (the game's default levels). The person is a
`simple` bot too, so it answers every question as that bot would; its seat rotates with the seed.
Counted for the person: the windows that asked them (the "No power" clicks), their main
decisions (send, recruit, pass, hint, announce, discard), the windows answered for them by their
levels, and among those the ones where they would have used a power (it then waits for their
next own decision, where every usable power is offered), and the person's share of wins (a
shared win counts as a share), so that the defaults' cost, if any, shows.
"""

from __future__ import annotations

import argparse
import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

from parlour.engine.asking import asking_for, next_standing_answer
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions, UsePower
from parlour.games.rentahero.bots import RulesBot

ALWAYS = {str(hero): "always" for hero in range(1, 8)}


def one_game(seed: int, players: int, levels: dict[str, str]) -> Counter[str]:
    """One game; the counts for the person (seat `seed % players`)."""
    person = seed % players
    state = RENTAHERO.new_state(RentAHeroOptions(players=players), seed=seed)
    bots = [RulesBot(seed * 16 + seat) for seat in range(players)]
    counts: Counter[str] = Counter()
    while not state.is_over():
        found = next_standing_answer(state, {person: levels})
        if found is not None:
            seat, action = found
            would = copy.deepcopy(bots[seat]).choose(state.view(seat), state.legal_actions(seat))
            counts["answered"] += 1
            if isinstance(would, UsePower):
                counts["deferred"] += 1
                counts[f"deferred-{would.hero}"] += 1
            state.apply(seat, action)
            continue
        seat = state.next_to_ask(prefer=person)
        assert seat is not None
        if seat == person:
            counts["window" if state.reaction_window() is not None else "decision"] += 1
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    result = state.result()
    assert result is not None
    winners = result.details["winners"]
    counts["win_share_x1000"] = 1000 // len(winners) if person in winners else 0
    counts["actions"] = len(state.history)
    return counts


def measure(games: int, players: int, seed: int, levels: dict[str, str]) -> Counter[str]:
    total: Counter[str] = Counter()
    for game in range(games):
        total.update(one_game(seed + game, players, levels))
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    runs = {
        "before (always)": measure(args.games, args.players, args.seed, ALWAYS),
        "after (defaults)": measure(args.games, args.players, args.seed, asking_for(RENTAHERO)),
    }
    n = args.games
    print(f"{args.players} players, {n} games, one person and {args.players - 1} simple bots; per game:")
    print(f"{'':18} {'windows':>8} {'decisions':>9} {'asked':>7} {'answered':>8} {'deferred':>8} {'win share':>9}")
    for name, c in runs.items():
        asked = c["window"] + c["decision"]
        share = c["win_share_x1000"] / 1000 / n
        print(
            f"{name:18} {c['window'] / n:8.1f} {c['decision'] / n:9.1f} {asked / n:7.1f}"
            f" {c['answered'] / n:8.1f} {c['deferred'] / n:8.2f} {share:9.1%}"
        )
    before, after = runs["before (always)"], runs["after (defaults)"]
    print(f"windows that ask the person: {after['window'] / max(before['window'], 1):.1%} of before")
    total_before = before["window"] + before["decision"]
    print(
        f"everything that asks the person: {(after['window'] + after['decision']) / max(total_before, 1):.1%} of before"
    )
    deferred = {k: v for k, v in after.items() if k.startswith("deferred-")}
    print("powers deferred to the person's own decision, by hero:", dict(sorted(deferred.items())))
    if args.json:
        data: dict[str, Any] = {"players": args.players, "games": n, "runs": {k: dict(v) for k, v in runs.items()}}
        Path(args.json).write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
