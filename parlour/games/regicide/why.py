"""The words of a Regicide bot's reasons (`parlour.bots.reasons`): cards, and what only its seat may know.

A card a bot plays or pays with is public once the move is made; the cards it keeps, and the
plays it weighed and did not make, are in its hand: `Secret`s hidden from every other seat and
from spectators who see no hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.reasons import Phrase, Reason, Secret, hidden_from_all_but
from parlour.engine.i18n import Term
from parlour.games.regicide.cards import Card


def card_phrase(card: Card) -> Phrase | Term:
    """A card as a reason names it ("6 of Spades"), said in the reader's language."""
    if card.is_jester:
        return Term("regicide.card.jester")
    rank: Any = Term(f"regicide.rank.{card.rank}") if card.rank in (1, 11, 12, 13) else card.rank
    return Phrase("regicide.card.name", {"rank": rank, "suit": Term(f"regicide.suit.{card.suit}")})


def named(cards: Sequence[Card]) -> tuple[Phrase | Term, ...] | Term:
    """Cards named one after the other (or "nothing")."""
    return tuple(card_phrase(c) for c in cards) if cards else Term("regicide.why.no-card")


def in_hand(seat: int, players: int, value: Any) -> Secret:
    """Something only this seat may know (its hand, or what it weighed from it)."""
    return Secret(value, hidden_from_all_but(seat, players))


def kept(seat: int, players: int, cards: Sequence[Card]) -> Secret:
    """The cards a move leaves in the seat's hand."""
    return in_hand(seat, players, named(cards))


def rest_of(hand: Sequence[Card], spent: Sequence[Card]) -> list[Card]:
    rest = list(hand)
    for card in spent:
        rest.remove(card)
    return rest


def play_reason(
    seat: int,
    players: int,
    action_cards: Sequence[Card],
    hand: Sequence[Card],
    *,
    enemy: Card,
    damage: int,
    left: int,
    attack: int,
    rejected: tuple[Reason, ...] = (),
) -> Reason:
    """A play, said by what it does to the enemy and what the hand keeps to pay the attack."""
    cards = named(action_cards)
    base = {"cards": cards, "damage": damage, "enemy": card_phrase(enemy)}
    if left <= 0:
        key = "regicide.why.kill-exact" if left == 0 else "regicide.why.kill"
        public = Reason(key, base)
        return Reason(
            key + "-keeps", {**base, "kept": kept(seat, players, rest_of(hand, action_cards))}, rejected, public
        )
    if attack <= 0:  # spades shield the whole attack
        return Reason("regicide.why.play-shielded", {**base, "left": left}, rejected)
    public = Reason("regicide.why.play", {**base, "left": left, "attack": attack})
    full = {**base, "left": left, "attack": attack, "kept": kept(seat, players, rest_of(hand, action_cards))}
    return Reason("regicide.why.play-keeps", full, rejected, public)


def rejected_play(seat: int, players: int, cards: Sequence[Card], key: str = "regicide.why.worse-play") -> Reason:
    """A play it weighed and did not make (from its hand: only its seat may read it)."""
    return Reason(key, {"cards": in_hand(seat, players, named(cards))})
