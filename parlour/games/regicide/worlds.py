"""Hypothetical Regicide worlds built from one seat's view, for searching bots.

`sample_world(view, rng)` returns a full `RegicideState` that agrees with everything the view
shows: the seat's own hand, the enemy with its damage, shield and immunity, the table, the
discard pile, the cards everyone saw go on top of the tavern (exact kills) and who drew them,
the sizes of the tavern and of every hand, the set-aside solo jesters, the phase and whose turn.
What the seat cannot see is dealt at random from the cards it has not seen: the tavern's order
below its known top, the other players' unknown cards, and which royals of the current rank are
still in the castle (the castle keeps Jacks on Queens on Kings).

Two things a seat could remember but its view does not hold: which cards a hearts power put at
the bottom of the tavern, and how many players in a row have yielded. Solo, a bot that keeps a
`TavernMemory` passes the tavern's layers (never-seen cards on top, each healed batch below)
and the world keeps them; otherwise the healed cards are dealt anywhere below the known top. The
yields are approximated (the most the view's `can_yield` allows is not assumed: none have,
unless the view says the active player may not yield).

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
from parlour.games.regicide.state import RegicideState, shuffled_deck, sort_hand
from parlour.games.regicide.views import Phase, SeatView, seat_view


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
    return WorldSampler(seat_view(view)).deal(rng)


class WorldSampler:
    """Reads a view once, then deals as many worlds from it as a search needs (`deal(rng)`)."""

    def __init__(self, view: SeatView, layers: list[list[Card]] | None = None) -> None:
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
        assert enemy_view is not None  # refused above
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
        self.phase: Phase = view["phase"] or "play"  # a game not over always has its phase
        current = view["current"]
        assert current is not None  # a game not over has its current player
        self.current = current
        self.to_pay = int(view.get("to_pay", 0))
        players = options.players
        self.yields_in_row = 0 if view.get("can_yield") or players == 1 else players - 1
        self.solo_jesters = int(view.get("solo_jesters", 0))
        chooser = view.get("chooser")
        self.chooser = None if chooser is None else int(chooser)
        self.signals = {int(k): bool(v) for k, v in dict(view.get("signals") or {}).items()}
        self.defeated = int(view["defeated"])
        # Remembered layers of the tavern (solo, `TavernMemory`), used only if they hold exactly the unseen cards.
        self.layers: list[list[Card]] | None = None
        self.castle_same: list[Card] = []
        if layers is not None and players == 1:
            # A royal of the current rank healed under the tavern is not in the castle.
            spare = Counter(c for layer in layers for c in layer) - Counter(self.pool)
            rest = Counter(self.candidates) - spare
            if (
                not spare - Counter(self.candidates)
                and sum(rest.values()) == self.same_needed
                and sum(len(layer) for layer in layers) == len(self.pool) + sum(spare.values())
            ):
                self.layers = [list(layer) for layer in layers]
                self.castle_same = sorted(rest.elements(), key=card_key)

    def deal(self, rng: random.Random) -> RegicideState:
        """One world: the hidden cards dealt at random, everything the view shows kept."""
        candidates = list(self.candidates if self.layers is None else self.castle_same)
        rng.shuffle(candidates)
        same, spare = candidates[: self.same_needed], candidates[self.same_needed :]
        castle = [self.enemy, *same]
        for group in self.higher:
            group = list(group)
            rng.shuffle(group)
            castle += group
        if self.layers is not None:
            pool = []
            for layer in self.layers:
                layer = list(layer)
                rng.shuffle(layer)
                pool += layer
        else:
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
        state.terminated_by = None
        return state


class TavernMemory:
    """Solo: what the seat saw go under the tavern, remembered from one decision to the next.

    The view shows the tavern's size and known top, not its order. A seat that watched its hearts
    heal knows which cards left the discard and that they went to the bottom (« place-les sous la
    taverne »), so the tavern is layers, top first: the cards never seen, then each healed batch.
    Every draw comes off the top layer. `observe(view)` reads the next view after `record(view,
    action)`; `layers()` answers the layers (each shuffled on its own when dealing) or None when
    the memory cannot vouch for them (first decision, another table size, a view that does not
    follow), and a sampler then deals the tavern uniformly, which is always consistent.
    """

    def __init__(self) -> None:
        self._layers: list[Counter[Card]] | None = None
        self._last: tuple[SeatView, Any] | None = None

    def layers(self) -> list[list[Card]] | None:
        if self._layers is None:
            return None
        return [sorted(layer.elements(), key=card_key) for layer in self._layers]

    def record(self, view: SeatView, action: Any) -> None:
        """The seat chose `action` in `view` (kept to read the next view against)."""
        self._last = (view, action) if view.get("players") == 1 else None

    def observe(self, view: SeatView) -> None:
        """The next view: update the layers, or forget them when the view does not follow."""
        last, self._last = self._last, None
        self._layers = None if last is None else _follow(last[0], last[1], view, self._layers)


def _follow(
    before: SeatView, action: Any, after: SeatView, layers: list[Counter[Card]] | None
) -> list[Counter[Card]] | None:
    """The tavern's layers after one solo action (None when the views do not fit together)."""
    from parlour.games.regicide.actions import FlipJester, Pay, PlayCards

    if after.get("over") or after.get("players") != 1 or before.get("seat") != after.get("seat"):
        return None
    seat = int(after["seat"])
    own_before = Counter(_cards(before["hands"][seat].get("cards", [])))
    own_after = Counter(_cards(after["hands"][seat].get("cards", [])))
    if isinstance(action, (PlayCards, Pay)):
        kept = own_before - Counter(action.card_list())
    elif isinstance(action, FlipJester):
        kept = Counter()
    else:
        return None
    if kept - own_after:
        return None  # a card the seat kept is gone: not the next view of this game
    drawn = own_after - kept
    healed = Counter(_cards(before["discard"])) - Counter(_cards(after["discard"]))
    if layers is None:
        try:
            sampler = WorldSampler(before)
        except BadInput:
            return None
        if sampler.same_needed != len(sampler.candidates):
            return None
        layers = [Counter(sampler.pool)]
    layers = [Counter(layer) for layer in layers]
    if healed:
        layers.append(healed)  # hearts heal before diamonds draw (regicide.power.order)
    # Draws come off the top: first the known top cards, then the layers in order.
    for card in _cards(before.get("tavern_known", []))[: sum(drawn.values())]:
        if not drawn[card]:
            return None
        drawn[card] -= 1
    drawn = +drawn
    for layer in layers:
        if not drawn:
            break
        size, left = sum(layer.values()), sum(drawn.values())
        if left >= size:
            if layer - drawn:
                return None
            drawn -= layer
            layer.clear()
        else:
            if drawn - layer:
                return None
            layer -= drawn
            drawn = Counter()
    if drawn:
        return None
    layers = [layer for layer in layers if layer]
    if sum(sum(layer.values()) for layer in layers) != int(after["tavern_size"]) - len(after.get("tavern_known", [])):
        return None
    return layers


def entitled(state: RegicideState, seat: int | None) -> set[str]:
    """The cards `seat` may see in `state`, by the rules: public cards, and its own hand."""
    public = {c.code for c in state.discard}
    public |= {c.code for cards in state.table for c in cards}
    public |= {c.code for known in state.known_in_hand.values() for c in known}
    if state.castle:
        public.add(state.enemy.code)
    public |= {c.code for c in state.known_stack}
    if seat is not None:
        public |= {c.code for c in state.hands[seat]}
    return public


def hidden_twin(state: RegicideState, seat: int | None, rng: random.Random, tries: int = 12) -> RegicideState | None:
    """The start of a game `seat` cannot tell from `state`'s so far (`State.hidden_twin`).

    The cards `seat` was never entitled to see (the tavern below the known top, the castle beyond
    the enemy, the other seats' hands: every card it held or saw at any moment is kept) trade
    places, royals within their rank (the castle is Jacks on Queens on Kings); at 4 players the
    two jesters stay put. The same seed drives the Hearts shuffles of both games (the discard
    they shuffle is public). A twin must take the same course (a hand that can no longer pay
    ends the game early, which everyone sees): candidates are retried, the last ones trading
    only cards of equal value, so that every hand pays what it could; None if none does.
    """
    from parlour.games.regicide import REGICIDE

    options, seed = state.options, state.record().seed
    assert seed is not None  # a state always has its seed
    # The deck this game was dealt from, and its random stream just after the deal's shuffles.
    stream = random.Random(seed)
    if state._explicit_deck is not None:
        deck = list(state._explicit_deck)
    else:
        castle, tavern = shuffled_deck(options, stream)
        deck = castle + tavern
    actions = [(turn.seat, turn.action) for turn in state.history]

    def course(start: RegicideState) -> list[bool] | None:
        """Whether the game is over after each action (None if one is refused)."""
        walk, ends = start.clone(), [start.is_over()]
        for actor, action in actions:
            if not walk.is_legal(actor, action):
                return None
            walk.apply(actor, action)
            ends.append(walk.is_over())
        return ends

    def begin(cards: list[Card]) -> RegicideState:
        start = REGICIDE.new_state(options, seed=seed, deck=cards)
        start._rng.setstate(stream.getstate())
        return start

    walk = begin(deck)
    seen = entitled(walk, seat)
    for actor, action in actions:
        walk.apply(actor, action)
        seen |= entitled(walk, seat)
    ends = course(begin(deck))
    keep_jesters = options.jesters_in_tavern > 1  # which jester is which, nobody can tell
    hidden = [p for p, c in enumerate(deck) if c.code not in seen and not (c.is_jester and keep_jesters)]
    for attempt in range(tries):
        groups: dict[Any, list[int]] = {}
        for p in hidden:
            card = deck[p]
            key = card.rank if card.is_royal else ("value", card.value if attempt >= tries * 2 // 3 else 0)
            groups.setdefault(key, []).append(p)
        twin = list(deck)
        for places in groups.values():
            cards = [deck[p] for p in places]
            rng.shuffle(cards)
            for p, c in zip(places, cards, strict=True):
                twin[p] = c
        start = begin(twin)
        if course(start) == ends:
            return start
    return None
