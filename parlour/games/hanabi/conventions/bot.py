"""`HGroupBot`: the Hanabi bot that plays the H-group's conventions, to sit beside people.

It keeps a `Memory` of the game, replays only the log entries it has not seen, and decides with
`choice.decide`; `why()` is the reason for its last move. It reads only its seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from parlour.bots.reasons import Reason, Secret, hidden_from_all_but
from parlour.engine.actions import Action
from parlour.games.hanabi.actions import Discard, Play
from parlour.games.hanabi.conventions.choice import decide
from parlour.games.hanabi.conventions.memory import CONFIRMED, Facts, Memory
from parlour.games.hanabi.conventions.reading import replay
from parlour.games.hanabi.views import SeatView, seat_view

# The last round's gamble: at least this chance of a play (0.3 gained 0.05 to 0.1 points at 2 to 5
# players over 300 seeded games; 0.5 about half that).
GAMBLE_CHANCE = 0.3


def last_round_gamble(view: SeatView, legal: list[Action]) -> tuple[Action, Reason] | None:
    """The deck is empty: a discard gains nothing now, so play the card most likely to be playable
    (by the plain reading of its clues and the copies the seat sees) if that chance is at least
    GAMBLE_CHANCE and a misplay cannot end the game (at most one strike)."""
    from parlour.games.hanabi.bots import Table

    if int(view["deck_size"]) > 0 or int(view["strikes"]) >= int(view.get("max_strikes", 3)) - 1:
        return None
    table = Table.from_view(view)
    unseen = table.unseen(hidden=[table.seat])
    best: tuple[float, int] | None = None
    for slot, card in enumerate(table.hands[table.seat]):
        options = table.possibilities(card["known"], unseen)
        total = sum(max(unseen[i], 0) for i in options)
        if total <= 0 or Play(slot) not in legal:
            continue
        chance = sum(max(unseen[i], 0) for i in options if table.playable(i)) / total
        if chance > 0 and (best is None or chance > best[0]):
            best = (chance, slot)
    if best is None or best[0] < GAMBLE_CHANCE:
        return None
    chance, slot = best
    # The chance comes from the partners' cards this seat sees: said to this seat only.
    hidden = hidden_from_all_but(table.seat, table.players)
    public = Reason("hanabi.why.hgroup.last-round-gamble-public", {"slot": slot + 1})
    args = {"slot": slot + 1, "percent": Secret(round(100 * chance), hidden)}
    return Play(slot), Reason("hanabi.why.hgroup.last-round-gamble", args, public=public)


class HGroupBot:
    """Plays by the H-group conventions (docs/bots/hanabi.md lists them, with examples)."""

    name = "hgroup"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)  # the bot is deterministic; kept for the Bot protocol's habits
        self._memory: Memory | None = None
        self._key: tuple[Any, ...] | None = None
        self._seen = 0
        self._last: Any = None
        self._reason: Reason | None = None
        from parlour.games.hanabi.bots import RulesBot  # bots.py registers this bot: imported late

        self._plain = RulesBot(seed, info_tokens=1)

    def _sync(self, view: SeatView) -> Memory:
        """The memory brought up to date with the view's log (rebuilt if the log is another game's)."""
        log = view["log"]
        key = (view["seat"], repr(view["options"]), view["players"])
        memory = self._memory
        if (
            memory is None
            or self._key != key
            or len(log) < self._seen
            or (self._seen and log[self._seen - 1] != self._last)
        ):
            facts = Facts(view["options"], int(view["players"]))
            memory = Memory.deal(facts, int(view["seat"]), {})
            self._memory, self._key, self._seen = memory, key, 0
        facts = memory.facts
        # Faces first: a card a partner held when a clue was given may be face up in the log by now.
        for entry in log:
            if entry["type"] != "clue":
                memory.faces[int(entry["card"]["id"])] = facts.face(entry["card"])
        for owner, hand in enumerate(view["hands"]):
            if owner != memory.me:
                for card in hand:
                    memory.faces[int(card["id"])] = facts.face(card)
        for entry in log[self._seen :]:
            replay(memory, entry)
        if memory.rebuild:
            # A seat taken for a plain player played by the conventions after all: read the game
            # again from the start, that seat credited as a player of the conventions.
            credit = {seat: -CONFIRMED for seat in memory.rebuild}
            faces = memory.faces
            memory = Memory.deal(facts, memory.me, faces)
            memory.broken.update(credit)
            memory.trusted.update(credit)
            for entry in log:
                replay(memory, entry)
            memory.rebuild.clear()
            self._memory = memory
        self._seen = len(log)
        self._last = log[-1] if log else None
        memory.tokens = int(view["clue_tokens"])  # the view is the authority on the counters
        return memory

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        memory = self._sync(seat_view(view))
        others = [seat for seat in range(memory.facts.players) if seat != memory.me]
        if memory.plain and all(seat in memory.plain or seat not in memory.trusted for seat in others):
            # A partner reads and gives clues plainly, and no other has been seen playing by the
            # conventions: play as they do, clue as they read ("A partner who breaks the
            # conventions", docs/bots/hanabi.md).
            action = self._plain.choose(view, legal)
            self._reason = self._plain.why()
            if isinstance(action, Discard):
                gamble = last_round_gamble(seat_view(view), legal)
                if gamble is not None:
                    action, self._reason = gamble
            return action
        action, self._reason = decide(memory, legal)
        if isinstance(action, Discard):  # the deck is empty: a play may still score, a discard not
            gamble = last_round_gamble(seat_view(view), legal)
            if gamble is not None:
                action, self._reason = gamble
        if action not in legal:  # never expected; a legal move rather than an error at the table
            action = legal[0]
        return action

    def plain_partners(self) -> frozenset[int]:
        """The seats it now takes for partners who do not play the conventions (it reads their
        clues plainly and clues them so they know a card playable)."""
        return frozenset(self._memory.plain) if self._memory is not None else frozenset()

    def why(self) -> Reason | None:
        """The reason for the move the last `choose` returned."""
        return self._reason

    def remember(self, view: Mapping[str, Any], action: Action) -> None:
        """Everything it needs is in the log: catching up is replaying it."""
        self._sync(seat_view(view))
