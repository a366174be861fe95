"""Go Fish's observation for learning agents: a plugin's encoder on `parlour.rl.encoding`'s base.

Seat-relative (the viewer first): the viewer's cards per rank, each hand's size, each seat's books,
the deck's size, the ranks each opponent is known to hold (it asked for them and has not laid or
handed them over since), and whose turn it is. Action ids are the game's own (`Ask(rank)`: rank - 1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.rl.encoding import Encoding, Section, Vector, Writer
from parlour_gofish.cards import RANKS, parse_rank

CARDS = 4 * len(RANKS)


class GoFishEncoding(Encoding):
    def __init__(self, options: Any) -> None:
        from parlour_gofish import GOFISH

        super().__init__(GOFISH, options)

    @property
    def sections(self) -> Sequence[Section]:
        n, ranks = self.options.players, len(RANKS)
        return (
            Section("own cards", 4 * ranks, "per rank, how many the viewer holds (thermometer of 4)"),
            Section("hand sizes", n, "each seat's hand size over 52, the viewer first"),
            Section("books", n * ranks, "per seat, the ranks it has laid as books"),
            Section("deck", 1, "cards left in the deck over 52"),
            Section("known ranks", (n - 1) * ranks, "per opponent, the ranks it asked for and still holds"),
            Section("turn", n, "whose turn it is, seat-relative (all zero once the game is over)"),
        )

    def encode(self, view: Mapping[str, Any]) -> Vector:
        seat, n = view["seat"], view["players"]
        order = [(seat + k) % n for k in range(n)]
        out = Writer(self.sections)
        out.begin("own cards")
        held = [parse_rank(code[:-1]) for code in view["hands"][seat]["cards"]]
        for rank in RANKS:
            out.thermometer(held.count(rank), 4)
        out.begin("hand sizes")
        out.bits([view["hands"][s]["count"] / CARDS for s in order])
        out.begin("books")
        for s in order:
            out.bits([1.0 if rank in view["books"][s] else 0.0 for rank in RANKS])
        out.begin("deck")
        out.value(view["deck_size"] / CARDS)
        out.begin("known ranks")
        known = _known_ranks(view["log"], n)
        for s in order[1:]:
            out.bits([1.0 if rank in known[s] else 0.0 for rank in RANKS])
        out.begin("turn")
        out.one(-1 if view["current"] is None else order.index(view["current"]), n)
        return out.done()


def _known_ranks(log: Sequence[Mapping[str, Any]], players: int) -> list[set[int]]:
    """The ranks each seat is known to hold: asked for (an asker holds the rank), until it loses them
    (handed over to an asker, or laid as a book)."""
    known: list[set[int]] = [set() for _ in range(players)]
    for entry in log:
        if entry["kind"] == "ask":
            known[entry["seat"]].add(entry["rank"])
            if entry["given"]:
                for other in range(players):
                    if other != entry["seat"]:
                        known[other].discard(entry["rank"])
        elif entry["kind"] == "book":
            known[entry["seat"]].discard(entry["rank"])
    return known


ENCODER = GoFishEncoding
