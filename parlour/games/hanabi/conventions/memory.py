"""What the H-group bot remembers of a game: the board replayed from the public log, the literal
clue knowledge of every card, and the convention's notes on cards (what a clue meant).

Cards are named by their ids (a card keeps its id from the deal to the discard pile) and
identities by one small integer, `suit * 5 + rank - 1`, so that sets of them are cheap.
Everything here is built from one seat's view: the faces of partners' cards, the cards the log
shows face up, never the seat's own cards in hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from parlour.games.hanabi.cards import RANKS, SUITS_BY_VARIANT, Suit

Ident = int  # suit * 5 + rank - 1
# Evidence against a seat (a clue no reading explains, or a known play neither played nor excused
# by a save: +1 or more; a known play played: -1) at which it is taken for a partner who does not
# play the conventions; a seat seen playing a card only the conventions made known starts again
# from -CONFIRMED (and is read by the conventions again).
PLAIN_AT = 3
CONFIRMED = 6


def ident(suit: int, rank: int) -> Ident:
    return suit * 5 + rank - 1


def suit_of(card: Ident) -> int:
    return card // 5


def rank_of(card: Ident) -> int:
    return card % 5 + 1


class Facts:
    """The variant's fixed facts: suits, copies, which clue touches which identity."""

    def __init__(self, options: Mapping[str, Any], players: int) -> None:
        self.players = players
        self.suits: tuple[Suit, ...] = SUITS_BY_VARIANT.get(str(options.get("sixth_suit", "none")), ())
        if not self.suits:
            self.suits = SUITS_BY_VARIANT["none"]
        self.bouquet = bool(options.get("bouquet_final", False))
        self.hand_size = 5 if players <= 3 else 4
        self.ids: tuple[Ident, ...] = tuple(range(5 * len(self.suits)))
        self.all_ids = frozenset(self.ids)
        self.copies = [self.suits[suit_of(i)].copies(rank_of(i)) for i in self.ids]
        self.colour_index = {suit.colour: s for s, suit in enumerate(self.suits)}
        self.colours = tuple(suit.colour for suit in self.suits if not suit.rainbow)
        self.colour_ids = {
            colour: frozenset(
                i for i in self.ids if self.suits[suit_of(i)].colour == colour or self.suits[suit_of(i)].rainbow
            )
            for colour in self.colours
        }
        self.rank_ids = {rank: frozenset(i for i in self.ids if rank_of(i) == rank) for rank in RANKS}
        self.deck_size = sum(self.copies)

    def face(self, card: Mapping[str, Any]) -> Ident:
        """The identity of a card shown face up in a view (`{"suit": colour, "rank": n}`)."""
        return ident(self.colour_index[card["suit"]], int(card["rank"]))


@dataclass
class Memory:
    """The game as one seat remembers it, replayed entry by entry from the public log."""

    facts: Facts
    me: int
    faces: dict[int, Ident]  # every card id whose face this seat has seen (partners' hands, the log)
    hands: list[list[int]] = field(default_factory=list)  # card ids, slot 0 the newest
    fireworks: list[int] = field(default_factory=list)
    gone: list[int] = field(default_factory=list)  # discarded (or misfired) copies of each identity
    possible: dict[int, frozenset[Ident]] = field(default_factory=dict)  # literal clue knowledge
    clued: set[int] = field(default_factory=set)
    tokens: int = 8
    next_card: int = 0
    # The convention's notes (every seat's cards, as this seat believes their owners read them):
    inferred: dict[int, frozenset[Ident]] = field(default_factory=dict)  # what a clue or finesse meant
    blind: set[int] = field(default_factory=set)  # unclued cards promised by a finesse
    # Unclued cards a chop move saved (the guide's level 4, "Chop Moves"): kept as if clued, their
    # owner's chop moves past them; and the discards so far (none yet: the Early Game).
    moved: set[int] = field(default_factory=set)
    discards: int = 0
    # For the order of clued 1s (the guide's level 3, "Playing Multiple 1's"): the positive clues
    # each card has had, and the cards a clue touched as its chop focus.
    positives: dict[int, int] = field(default_factory=dict)
    chop_focused: set[int] = field(default_factory=set)
    # A clue's focus: each identity its owner still keeps, with the blind plays it awaits (seat, card, identity).
    waits: dict[int, dict[Ident, list[tuple[int, int, Ident]]]] = field(default_factory=dict)
    # Partners who do not play the conventions (docs/bots/hanabi.md, "A partner who breaks the
    # conventions"): the evidence seen against each seat, the seats now read plainly, the givers of
    # each clued card, and this seat's cards whose clues are read plainly (a plain giver's).
    broken: dict[int, int] = field(default_factory=dict)
    plain: set[int] = field(default_factory=set)
    givers: dict[int, set[int]] = field(default_factory=dict)
    plain_cards: set[int] = field(default_factory=set)
    rebuild: set[int] = field(default_factory=set)  # seats wrongly taken for plain players
    trusted: set[int] = field(default_factory=set)  # seats seen playing a card only the conventions made known
    # Caches of facts derived from the above, emptied by `touch()` whenever the memory changes.
    _trash: list[bool] | None = None
    _known: dict[int, Ident | None] = field(default_factory=dict)
    _known_cards: dict[Ident, list[tuple[int, int]]] | None = None

    def touch(self) -> None:
        """Forget the derived facts (call after any change to the board or the notes)."""
        self._trash = None
        self._known.clear()
        self._known_cards = None

    @classmethod
    def deal(cls, facts: Facts, me: int, faces: dict[int, Ident]) -> Memory:
        """The memory at the start of a game: every hand dealt as the engine deals (seat 0 first)."""
        size = facts.hand_size
        hands = [list(range(seat * size + size - 1, seat * size - 1, -1)) for seat in range(facts.players)]
        memory = cls(facts, me, faces, hands=hands, fireworks=[0] * len(facts.suits), gone=[0] * len(facts.ids))
        memory.next_card = facts.players * size
        for hand in hands:
            for card in hand:
                memory.possible[card] = facts.all_ids
        return memory

    # -- facts about identities ---------------------------------------------------------------

    def playable(self, card: Ident) -> bool:
        return self.fireworks[suit_of(card)] == rank_of(card) - 1

    def trash(self, card: Ident) -> bool:
        """Already played, or out of reach (every copy of a lower rank is discarded)."""
        if self._trash is None:
            self._trash = [self._is_trash(i) for i in self.facts.ids]
        return self._trash[card]

    def _is_trash(self, card: Ident) -> bool:
        suit, rank = suit_of(card), rank_of(card)
        top = self.fireworks[suit]
        if rank <= top:
            return True
        return any(self.gone[ident(suit, r)] >= self.facts.copies[ident(suit, r)] for r in range(top + 1, rank))

    def critical(self, card: Ident) -> bool:
        """Still needed, and the last copy left."""
        return not self.trash(card) and self.facts.copies[card] - self.gone[card] == 1

    def deck_left(self) -> int:
        return self.facts.deck_size - self.next_card

    # -- who sees what ---------------------------------------------------------------------------

    def owner(self, card: int) -> int:
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        return -1

    def face(self, card: int, viewer: int) -> Ident | None:
        """The card's identity as `viewer` sees it, so far as this seat can tell.

        A seat never sees its own cards; this seat's own cards, as another seat sees them, are
        what this seat believes they are (one identity), else unknown.
        """
        hands = self.hands
        if card in hands[viewer]:
            return None
        if card in hands[self.me]:
            return self.known(card)
        return self.faces.get(card)

    def belief(self, card: int) -> frozenset[Ident]:
        """The identities the card's owner keeps for it (the convention's reading, else the literal one)."""
        return self.inferred.get(card, self.possible[card])

    def live(self, card: int) -> frozenset[Ident]:
        """`belief`, without the identities now trash if the card is clued or promised (Good Touch:
        such a card will be played; empty: its owner believes it is trash after all)."""
        belief = self.belief(card)
        if card in self.clued or card in self.blind:
            return frozenset(i for i in belief if not self.trash(i))
        return belief

    def known(self, card: int) -> Ident | None:
        """The one identity the owner is sure of, if the convention's reading leaves one."""
        if card in self._known:
            return self._known[card]
        live = self.live(card)
        found = next(iter(live)) if len(live) == 1 else None
        self._known[card] = found
        return found

    def known_cards(self) -> dict[Ident, list[tuple[int, int]]]:
        """Clued or promised cards whose owner knows them, by identity: (seat, card id), in seat order."""
        if self._known_cards is None:
            found: dict[Ident, list[tuple[int, int]]] = {}
            for seat, hand in enumerate(self.hands):
                for card in hand:
                    if card in self.clued or card in self.blind:
                        face = self.known(card)
                        if face is not None:
                            found.setdefault(face, []).append((seat, card))
            self._known_cards = found
        return self._known_cards

    def will_play(self, card: int) -> bool:
        """The owner knows the card is playable now (every identity kept is playable)."""
        live = self.live(card)
        if not live or (card in self.waits and any(self.waits[card].values())):
            return False
        return all(self.playable(i) for i in live)

    def visible_counts(self, viewer: int) -> list[int]:
        """Copies of each identity `viewer` can account for: played, discarded, in partners' hands."""
        counts = list(self.gone)
        for s, top in enumerate(self.fireworks):
            for r in range(1, top + 1):
                counts[ident(s, r)] += 1
        for seat, hand in enumerate(self.hands):
            if seat == viewer:
                continue
            for card in hand:
                face = self.face(card, viewer)
                if face is not None:
                    counts[face] += 1
        return counts

    # -- positions in a hand ----------------------------------------------------------------------

    def unmarked(self, seat: int) -> list[int]:
        """The cards of `seat` neither clued, promised by a finesse, nor chop moved, newest first."""
        return [
            card
            for card in self.hands[seat]
            if card not in self.clued and card not in self.blind and card not in self.moved
        ]

    def chop(self, seat: int) -> int | None:
        """The chop: the oldest card neither clued, promised by a finesse nor chop moved (H-group
        "The Chop", "Chop Moves")."""
        for card in reversed(self.hands[seat]):
            if card not in self.clued and card not in self.blind and card not in self.moved:
                return card
        return None

    def finesse_position(self, seat: int, skip: Sequence[int] = ()) -> int | None:
        """The newest card neither clued, promised nor chop moved ("Finesse Position"), past the
        cards in `skip`."""
        for card in self.hands[seat]:
            if card not in self.clued and card not in self.blind and card not in self.moved and card not in skip:
                return card
        return None

    def between(self, giver: int, receiver: int) -> list[int]:
        """The seats that act after `giver` and before `receiver`, in turn order."""
        players = self.facts.players
        seats = []
        seat = (giver + 1) % players
        while seat != receiver:
            seats.append(seat)
            seat = (seat + 1) % players
        return seats

    # -- replaying the board ----------------------------------------------------------------------

    def remove(self, seat: int, slot: int) -> int:
        """Take the card in `slot` out of `seat`'s hand and draw a new one (as the engine does)."""
        card = self.hands[seat].pop(slot)
        if self.next_card < self.facts.deck_size:
            new = self.next_card
            self.next_card += 1
            self.hands[seat].insert(0, new)
            self.possible[new] = self.facts.all_ids
        self.clued.discard(card)
        self.blind.discard(card)
        self.moved.discard(card)
        self.positives.pop(card, None)
        self.chop_focused.discard(card)
        self.givers.pop(card, None)
        self.plain_cards.discard(card)
        self.inferred.pop(card, None)
        self.waits.pop(card, None)
        self.touch()
        return card

    def apply_literal(self, target: int, touched: frozenset[Ident], hit: Sequence[int]) -> None:
        """A clue's plain meaning: touched cards are among `touched`, the others are not."""
        hits = set(hit)
        for card in self.hands[target]:
            before = self.possible[card]
            self.possible[card] = before & touched if card in hits else before - touched
            if card in hits:
                self.clued.add(card)
                self.positives[card] = self.positives.get(card, 0) + 1
        self.touch()

    # -- partners who break the conventions ------------------------------------------------------

    def confirm(self, seat: int) -> None:
        """`seat` played a card only the conventions told it was playable: it plays them. If it was
        taken for a plain player, the game is to be read again from the start, crediting it
        (`rebuild`: the bot replays the log)."""
        self.broken[seat] = -CONFIRMED
        self.trusted.add(seat)
        if seat in self.plain:
            self.plain.discard(seat)
            self.rebuild.add(seat)
            self.touch()

    def evidence(self, seat: int, weight: int) -> None:
        """`seat` did what no player of the conventions would: past PLAIN_AT, its clues are read
        plainly (this seat's cards it clued lose their convention reading) and it is clued plainly."""
        if seat == self.me or seat in self.plain:
            return
        self.broken[seat] = max(-CONFIRMED, self.broken.get(seat, 0) + weight)
        if self.broken[seat] < PLAIN_AT:
            return
        self.plain.add(seat)
        for card in self.hands[self.me]:
            if seat in self.givers.get(card, ()):
                self.plain_cards.add(card)
                self.blind.discard(card)
                self.inferred.pop(card, None)
                self.waits.pop(card, None)
        for card in self.hands[seat]:  # its own cards: it reads its clues plainly
            self.inferred.pop(card, None)
            self.waits.pop(card, None)
            self.blind.discard(card)
        self.touch()
