"""How often a Rent a Hero table asks a person, before and after the ask levels (issue 18).

    python benchmarks/rentahero_asks.py --games 300 --players 4

Plays seeded four-player games of three `simple` bots and one scripted person, three times per
deal: *before*, the table answers nothing for the person (main before issue 18: every window in
which one of their powers is usable waits for them, and so does every decision of theirs, even
one with a single legal move); *always*, the person set every power to `always` (only their
forced moves are answered, `RentAHeroState._forced`); *defaults*, the person never changed a
setting (the game's default levels). The person is a `simple` bot too, so it answers every
question as that bot would; its seat rotates with the seed.

Counted for the person, per game: the windows that asked them (and in how many of those they
used a power), their own decisions that asked them (send, recruit, pass, hint, announce,
discard), the two together (everything that asked them: the issue's measure), the moves the
table made for them (declined windows; forced decisions), and among the declined windows the
ones where they would have used a power (it then waits for their next own decision, where every
usable power is offered), and the person's share of wins (a shared win counts as a share), so
that the defaults' cost, if any, shows.
"""

from __future__ import annotations

import argparse
import copy
import json
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from parlour.engine.asking import asking_for, next_standing_answer
from parlour.games.rentahero import RENTAHERO, Decline, RentAHeroOptions, UsePower
from parlour.games.rentahero.bots import RulesBot

ALWAYS = {str(hero): "always" for hero in range(1, 8)}


def one_game(seed: int, players: int, levels: Mapping[str, str] | None) -> Counter[str]:
    """One game; the counts for the person (seat `seed % players`); `levels` None: nothing is answered for them."""
    person = seed % players
    state = RENTAHERO.new_state(RentAHeroOptions(players=players), seed=seed)
    bots = [RulesBot(seed * 16 + seat) for seat in range(players)]
    counts: Counter[str] = Counter()
    while not state.is_over():
        found = None if levels is None else next_standing_answer(state, {person: levels})
        if found is not None:
            seat, action = found
            if isinstance(action, Decline):
                would = copy.deepcopy(bots[seat]).choose(state.view(seat), state.legal_actions(seat))
                counts["answered"] += 1
                if isinstance(would, UsePower):
                    counts["deferred"] += 1
                    counts[f"deferred-{would.hero}"] += 1
            else:
                counts["forced"] += 1
                bots[seat].choose(state.view(seat), state.legal_actions(seat))  # the bot's memory, as if asked
            state.apply(seat, action)
            continue
        seat = state.next_to_ask(prefer=person)
        assert seat is not None
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), legal)
        if seat == person:
            if state.reaction_window() is not None:
                counts["window"] += 1
                counts["window-used"] += isinstance(action, UsePower)
            else:
                counts["decision"] += 1
                counts["decision-single"] += len(legal) == 1
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    winners = result.details["winners"]
    counts["win_share_x1000"] = 1000 // len(winners) if person in winners else 0
    counts["actions"] = len(state.history)
    return counts


def measure(games: int, players: int, seed: int, levels: Mapping[str, str] | None) -> Counter[str]:
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
        "before (asked all)": measure(args.games, args.players, args.seed, None),
        "every power always": measure(args.games, args.players, args.seed, ALWAYS),
        "the defaults": measure(args.games, args.players, args.seed, asking_for(RENTAHERO)),
    }
    n = args.games
    print(
        f"{args.players} players, {n} games, one person and {args.players - 1} simple bots; per game, for the person:"
    )
    print(
        f"{'':19} {'windows':>8} {'(used)':>7} {'decisions':>9} {'(single)':>8} {'ASKED':>7}"
        f" {'declined':>8} {'(would use)':>11} {'forced':>7} {'win share':>9}"
    )
    for name, c in runs.items():
        asked = c["window"] + c["decision"]
        share = c["win_share_x1000"] / 1000 / n
        print(
            f"{name:19} {c['window'] / n:8.1f} {c['window-used'] / n:7.2f} {c['decision'] / n:9.1f}"
            f" {c['decision-single'] / n:8.2f} {asked / n:7.1f} {c['answered'] / n:8.1f} {c['deferred'] / n:11.2f}"
            f" {c['forced'] / n:7.2f} {share:9.1%}"
        )
    before, after = runs["before (asked all)"], runs["the defaults"]
    total_before = before["window"] + before["decision"]
    print("the defaults against before:")
    print(f"  windows that ask the person:      {after['window'] / max(before['window'], 1):6.1%} of before")
    print(
        f"  everything that asks the person:  {(after['window'] + after['decision']) / max(total_before, 1):6.1%}"
        " of before (the issue's bar: at most a third)"
    )
    deferred = {k: v for k, v in after.items() if k.startswith("deferred-")}
    print("  declined windows where the person would have used a power, by hero:", dict(sorted(deferred.items())))
    if args.json:
        data: dict[str, Any] = {"players": args.players, "games": n, "runs": {k: dict(v) for k, v in runs.items()}}
        Path(args.json).write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
