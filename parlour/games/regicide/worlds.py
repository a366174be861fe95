"""Hypothetical Regicide worlds built from one seat's view, for searching bots.

`sample_world(view, rng)` returns a full `RegicideState` that agrees with everything the view
shows: the seat's own hand, the enemy with its damage, shield and immunity, the table, the
discard pile, the cards everyone saw go on top of the tavern (exact kills) and who drew them,
the sizes of the tavern and of every hand, the set-aside solo jesters, the phase and whose turn.
What the seat cannot see is dealt at random from the cards it has not seen: the tavern's order
below its known top, the other players' unknown cards, and which royals of the current rank are
still in the castle (the castle keeps Jacks on Queens on Kings).

Two things a seat could remember but its view does not hold are approximated: which cards a
hearts power put at the bottom of the tavern (they are dealt anywhere below the known top), and
how many players in a row have yielded (the most the view's `can_yield` allows is not assumed:
none have, unless the view says the active player may not yield).

>>> from parlour.games.regicide import REGICIDE, RegicideOptions
>>> import random
>>> state = REGICIDE.new_state(RegicideOptions(players=2), seed=5)
>>> world = sample_world(state.view(0), random.Random(1))
>>> world.view(0) == state.view(0)
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from parlour.engine.errors import BadInput
from parlour.games.regicide.actions import card_key
from parlour.games.regicide.cards import JESTER, SUITS, Card, all_cards, parse_card
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.state import RegicideState, sort_hand


def _cards(codes: Any) -> list[Card]:
    return [parse_card(code) for code in codes]


def _blank_state(options: RegicideOptions, seed: int) -> RegicideState:
    """A state object with no cards dealt yet (its fields are all set by `sample_world`)."""
    state = object.__new__(RegicideState)
    state.options = options
    state._seed = seed
    state._explicit_deck = None
    state.history = []
    state.opening_events = []
    state._rng = random.Random(seed)
    return state


@lru_cache(maxsize=64)
def _options(items: tuple[tuple[str, Any], ...]) -> RegicideOptions:
    return RegicideOptions.from_json(dict(items))


def sample_world(view: Mapping[str, Any], rng: random.Random) -> RegicideState:
    """A full state consistent with `view` (a seat's view of a game not yet over)."""
    return WorldSampler(view).deal(rng)


class WorldSampler:
    """Reads a view once, then deals as many worlds from it as a search needs (`deal(rng)`)."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        if view.get("over") or view.get("enemy") is None:
            raise BadInput("a finished game has no hidden world to sample")
        self.seat = seat = int(view["seat"])
        self.options = options = _options(tuple(sorted(view["options"].items())))
        hands_view = view["hands"]
        self.own = own = _cards(hands_view[seat].get("cards", []))
        self.discard = discard = _cards(view["discard"])
        self.table = table = [_cards(play) for play in view["table"]]
        self.known = known = [_cards(entry.get("known", [])) for entry in hands_view]
        self.counts = [int(entry["count"]) for entry in hands_view]
        self.stack = stack = _cards(view.get("tavern_known", []))
        enemy_view = view["enemy"]
        self.enemy = enemy = parse_card(enemy_view["card"])

        # Everything in play: 52 cards and the tavern's jesters (solo jesters are set aside, not cards).
        unseen: Counter[Card] = Counter(all_cards())
        unseen[JESTER] = options.jesters_in_tavern
        seen = [*own, *discard, *(c for play in table for c in play), *stack, enemy]
        seen += [c for other, cards in enumerate(known) if other != seat for c in cards]
        for card in seen:
            if unseen[card] <= 0:
                raise BadInput(f"the view shows {card.code} more often than the deck holds it")
            unseen[card] -= 1

        # The castle: the current enemy, the rest of its rank (those not yet defeated), then every
        # higher rank. Royals below the current rank are all defeated.
        castle_left = int(view["castle_left"])
        self.higher = [[Card(rank, suit) for suit in SUITS] for rank in range(enemy.rank + 1, 14)]
        higher = [c for group in self.higher for c in group]
        self.same_needed = castle_left - 1 - len(higher)
        self.candidates = sorted((c for c in unseen.elements() if c.rank == enemy.rank), key=card_key)
        if self.same_needed < 0 or self.same_needed > len(self.candidates) or any(unseen[c] != 1 for c in higher):
            raise BadInput("the view's castle does not match the cards it shows")
        for card in higher:
            unseen[card] -= 1
        # Royals of the current rank not drawn into the castle join the pool when dealing.
        for card in self.candidates:
            unseen[card] -= 1
        self.pool = sorted(unseen.elements(), key=card_key)
        hidden = sum(self.counts[other] - len(known[other]) for other in range(len(hands_view)) if other != seat)
        tavern_size = int(view["tavern_size"])
        if (
            any(self.counts[o] < len(known[o]) for o in range(len(hands_view)))
            or len(stack) + len(self.pool) + len(self.candidates) - self.same_needed != tavern_size + hidden
        ):
            raise BadInput("the view's tavern and hand sizes do not match the unseen cards")

        self.damage = int(enemy_view["damage"])
        # regicide.power.spades: every play holding a spade counts its whole value.
        self.spades = sum(sum(c.value for c in play) for play in table if any(c.suit == "spades" for c in play))
        self.immunity_removed = enemy_view.get("immune") is None
        self.phase = str(view["phase"])
        self.current = int(view["current"])
        self.to_pay = int(view.get("to_pay", 0))
        players = options.players
        self.yields_in_row = 0 if view.get("can_yield") or players == 1 else players - 1
        self.solo_jesters = int(view.get("solo_jesters", 0))
        chooser = view.get("chooser")
        self.chooser = None if chooser is None else int(chooser)
        self.signals = {int(k): bool(v) for k, v in dict(view.get("signals") or {}).items()}
        self.defeated = int(view["defeated"])

    def deal(self, rng: random.Random) -> RegicideState:
        """One world: the hidden cards dealt at random, everything the view shows kept."""
        candidates = list(self.candidates)
        rng.shuffle(candidates)
        same, spare = candidates[: self.same_needed], candidates[self.same_needed :]
        castle = [self.enemy, *same]
        for group in self.higher:
            group = list(group)
            rng.shuffle(group)
            castle += group
        pool = self.pool + spare
        rng.shuffle(pool)
        hands: list[list[Card]] = []
        for other, count in enumerate(self.counts):
            if other == self.seat:
                hands.append(list(self.own))
                continue
            extra = count - len(self.known[other])
            hand = self.known[other] + pool[:extra]
            del pool[:extra]
            sort_hand(hand)
            hands.append(hand)

        state = _blank_state(self.options, rng.getrandbits(64))
        state.castle = castle
        state.tavern = self.stack + pool
        state.hands = hands
        state.discard = list(self.discard)
        state.table = [list(play) for play in self.table]
        state.damage = self.damage
        state.spades = self.spades
        state.immunity_removed = self.immunity_removed
        state.phase = self.phase
        state.current = self.current
        state.to_pay = self.to_pay
        state.yields_in_row = self.yields_in_row
        state.solo_jesters = self.solo_jesters
        state.chooser = self.chooser
        state.signals = dict(self.signals)
        state.known_stack = list(self.stack)
        state.known_in_hand = {other: list(cards) for other, cards in enumerate(self.known) if cards}
        state.defeated = self.defeated
        state.end_reason = None
        return state
