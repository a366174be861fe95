"""Hypothetical Hanabi deals built from one seat's view, for bots that search.

`sample_world(view, rng)` returns a full `HanabiState` that agrees with everything the seat
knows: the partners' cards it sees, every card the public log revealed, and what the clues said
about its own cards (colours and ranks, positive and negative). Its own cards and the deck are
dealt at random from the copies it cannot see; the game so far is then replayed from the log, so
the clue marks, tokens and history match the real game. Only the view is read: a world is a guess.

>>> from parlour.games.hanabi import HANABI, HanabiOptions
>>> import random
>>> real = HANABI.new_state(HanabiOptions(players=3), seed=4)
>>> world = sample_world(real.view(0), random.Random(1))
>>> world.view(0) == real.view(0)  # seat 0 cannot tell the two apart
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.actions import Action
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import Card, build_deck
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.state import HanabiState
from parlour.games.hanabi.views import SeatView

Identity = tuple[int, int]  # (suit index, rank)


def log_action(entry: Mapping[str, Any]) -> Action:
    """The action a public log entry records."""
    kind = entry["type"]
    if kind == "play":
        return Play(int(entry["slot"]))
    if kind == "discard":
        return Discard(int(entry["slot"]))
    if "colour" in entry:
        return ClueColour(int(entry["target"]), str(entry["colour"]))
    return ClueRank(int(entry["target"]), int(entry["rank"]))


def sample_world(
    view: SeatView,
    rng: random.Random,
    allowed: Sequence[set[Identity] | None] | None = None,
    tries: int = 200,
) -> HanabiState:
    """A state consistent with `view`, the seat's unseen cards dealt at random.

    `allowed` (optional, by slot of the seat's own hand) narrows each own card further, for bots
    that know more by convention than the clues say; it is ignored where it leaves nothing.
    """
    from parlour.games.hanabi import HANABI

    options = HanabiOptions.from_json(view["options"])
    suits = [str(colour) for colour in view["suits"]]
    index = {colour: s for s, colour in enumerate(suits)}
    full = build_deck(options.suits)
    seat = view["seat"]
    known: dict[int, Card] = {}
    for entry in view["log"]:
        if entry["type"] != "clue":  # a card played or discarded, face up
            face = entry["card"]
            known[int(face["id"])] = Card(index[face["suit"]], int(face["rank"]))
    for owner, hand in enumerate(view["hands"]):
        for card in hand:
            if owner != seat or "suit" in card:
                known[int(card["id"])] = Card(index[card["suit"]], int(card["rank"]))
    pool: list[Card] = list(full)
    for identity in known.values():
        pool.remove(identity)
    own = [] if seat is None else [c for c in view["hands"][seat] if int(c["id"]) not in known]
    choices: list[list[Card]] = []
    for slot, card in enumerate(own):
        ranks = {int(r) for r in card["known"]["ranks"]}
        colours = {index[c] for c in card["known"]["suits"]}
        fits = [c for c in set(pool) if c.suit in colours and c.rank in ranks]
        extra = allowed[slot] if allowed is not None and slot < len(allowed) else None
        if extra:
            narrower = [c for c in fits if (c.suit, c.rank) in extra]
            fits = narrower or fits
        choices.append(sorted(fits, key=lambda c: (c.suit, c.rank)))
    dealt = _deal_own(pool, choices, rng, tries)
    for card, chosen in zip(own, dealt, strict=True):
        known[int(card["id"])] = chosen
        pool.remove(chosen)
    rng.shuffle(pool)
    deck: list[Card] = []
    rest = iter(pool)
    for cid in range(len(full)):
        deck.append(known[cid] if cid in known else next(rest))
    state = HANABI.new_state(options, deck=deck)
    for entry in view["log"]:
        state.apply(int(entry["seat"]), log_action(entry))
    return state


def _deal_own(pool: list[Card], choices: list[list[Card]], rng: random.Random, tries: int) -> list[Card]:
    """One card per slot from its choices, copies taken from `pool` without replacement."""
    counts: dict[Card, int] = {}
    for card in pool:
        counts[card] = counts.get(card, 0) + 1
    order = sorted(range(len(choices)), key=lambda i: len(choices[i]))
    for _ in range(tries):
        left = dict(counts)
        dealt: list[Card | None] = [None] * len(choices)
        for i in order:
            weighted = [(c, left.get(c, 0)) for c in choices[i] if left.get(c, 0) > 0]
            if not weighted:
                break
            total = sum(w for _, w in weighted)
            pick = rng.randrange(total)
            for card, weight in weighted:
                pick -= weight
                if pick < 0:
                    dealt[i] = card
                    left[card] -= 1
                    break
        else:
            return [card for card in dealt if card is not None]
    # The clues always leave a consistent deal; this is reached only with contradictory `allowed` sets.
    raise ValueError("no deal of the unseen cards agrees with the view")


def hidden_twin(state: HanabiState, seat: int | None, rng: random.Random) -> HanabiState:
    """The start of a game `seat` cannot tell from `state`'s so far (`State.hidden_twin`).

    Hidden from `seat` now: the undrawn deck and, for a seat, its own hand; the cards there trade
    places, a card moving into the seat's hand only where it fits what the clues taught about
    that slot, so every past clue touches the same slots. Every other card was seen by `seat`
    (in a partner's hand, or played or discarded), so it stays where it was.
    """
    from parlour.games.hanabi import HANABI

    deck = list(state.deck)
    fits: dict[int, tuple[int, int]] = {}
    if seat is not None:
        fits = {cid: (state.suit_bits[cid], state.rank_bits[cid]) for cid in state.hands[seat]}
    hidden = [*fits, *range(state.next_card, len(deck))]

    def fit(position: int, card: Card) -> bool:
        if position not in fits:
            return True
        suits, ranks = fits[position]
        return bool(suits >> card.suit & 1 and ranks >> (card.rank - 1) & 1)

    for _ in range(6 * len(hidden)):
        i, j = rng.choice(hidden), rng.choice(hidden)
        if fit(i, deck[j]) and fit(j, deck[i]):
            deck[i], deck[j] = deck[j], deck[i]
    return HANABI.new_state(state.options, seed=state.record().seed, deck=deck)
