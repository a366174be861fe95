"""Go Fish's rules: one method per step of a turn, each citing its rule id.

A turn: the current player asks the opponent for a rank they hold (`gofish.ask.hold-rank`); the
opponent gives every card of it (`gofish.ask.give-all`) and the asker asks again
(`gofish.ask.again`), or says "Go fish" and the asker draws the top card (`gofish.fish.draw`),
asking again if it is the rank asked for, shown (`gofish.fish.lucky`), else the turn passes
(`gofish.fish.pass`); once the deck is empty every ask is answered (`gofish.fish.empty-deck`).
Four of a rank are laid down at once (`gofish.book.lay`); an empty hand draws a card before it
must ask (`gofish.hand.empty-draw`); all 13 books end the game (`gofish.end.books`) and the most
books win (`gofish.end.winner`).
"""

from __future__ import annotations

import random
from typing import Any, Self

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.i18n import Term
from parlour.engine.state import Result, State
from parlour_gofish.actions import Ask
from parlour_gofish.cards import RANKS, Card, full_deck
from parlour_gofish.options import HAND_SIZE, GoFishOptions

BOOKS = len(RANKS)  # 13 ranks, so 13 books in all


def _sort(hand: list[Card]) -> None:
    hand.sort()


class GoFishState(State):
    """A Go Fish game in progress: a deck (top first), two hands, the books each has laid.

    `current` is the seat that asks; `log` the public history (what every seat saw), which views
    show whole, so a seat's memory of the game is never more than the table's.
    """

    options: GoFishOptions

    def __init__(self, options: GoFishOptions, seed: int, deck: list[Card] | None) -> None:
        super().__init__(options, seed)
        self._rng = random.Random(seed)
        if deck is None:
            cards = list(full_deck())
            self._rng.shuffle(cards)
        else:
            cards = _checked_deck(deck)
            self._explicit_deck = list(deck)
        self.deck: list[Card] = cards
        self.hands: list[list[Card]] = [[] for _ in range(options.players)]
        self.books: list[list[int]] = [[] for _ in range(options.players)]
        self.current = 0
        self.log: list[dict[str, Any]] = []
        # gofish.setup.deal: 7 cards each, one at a time, the first player first.
        for _ in range(HAND_SIZE):
            for seat in range(options.players):
                self.hands[seat].append(self.deck.pop(0))
        self._dealt = [list(hand) for hand in self.hands]  # in dealing order, before sorting
        for seat, hand in enumerate(self.hands):
            _sort(hand)
            for rank in sorted({c.rank for c in hand}):
                self._lay_book(seat, rank, self.opening_events)  # a book dealt is laid at once

    # -- the contract ------------------------------------------------------------------

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset((self.current,))

    def is_over(self) -> bool:
        return sum(len(b) for b in self.books) == BOOKS  # gofish.end.books

    def legal_actions(self, seat: int) -> list[Action]:
        self.check_seat(seat)
        if seat not in self.to_act():
            return []
        return [Ask(rank) for rank in sorted({c.rank for c in self.hands[seat]})]

    def _check(self, seat: int, action: Action) -> None:
        assert isinstance(action, Ask)  # the engine let only Go Fish's actions through
        if all(card.rank != action.rank for card in self.hands[seat]):
            # gofish.ask.hold-rank: you may ask only for a rank you hold at least one card of.
            raise IllegalAction(
                "gofish.ask.hold-rank", key="gofish.ask.hold-rank-refused", ranks=Term(f"gofish.ranks.{action.rank}")
            )

    # -- carrying out ------------------------------------------------------------------

    def _perform(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Ask)
        rank, other = action.rank, self._opponent(seat)
        events = [Event("ask", {"seat": seat, "to": other, "rank": rank})]
        given = [c for c in self.hands[other] if c.rank == rank]
        if given:
            self._give(seat, other, given, events)
        else:
            self._go_fish(seat, other, rank, events)
        if self.is_over():
            result = self.result()
            assert result is not None
            events.append(Event("game-over", result.to_json()))
        else:
            self._refill(events)
        return events

    def _give(self, seat: int, other: int, given: list[Card], events: list[Event]) -> None:
        # gofish.ask.give-all: the opponent hands over every card of the rank, face up.
        rank = given[0].rank
        self.hands[other] = [c for c in self.hands[other] if c.rank != rank]
        self.hands[seat] += given
        _sort(self.hands[seat])
        codes = [c.code for c in given]
        events.append(Event("give", {"seat": other, "to": seat, "rank": rank, "cards": codes}))
        self.log.append({"kind": "ask", "seat": seat, "rank": rank, "given": codes})
        self._lay_book(seat, rank, events)
        # gofish.ask.again: a player who was given cards asks again (the current seat stays).

    def _go_fish(self, seat: int, other: int, rank: int, events: list[Event]) -> None:
        events.append(Event("go-fish", {"seat": other, "to": seat, "rank": rank}))
        self.log.append({"kind": "ask", "seat": seat, "rank": rank, "given": []})
        # gofish.fish.empty-deck: an empty deck leaves every card the asker lacks with the opponent,
        # four of each rank in all, so an ask the opponent cannot answer comes with a deck to fish in.
        assert self.deck, "gofish.fish.empty-deck: at two players an empty deck means every ask is answered"
        # gofish.fish.draw: the asker draws the top card, secret unless it is the rank asked for.
        card = self.deck.pop(0)
        self.hands[seat].append(card)
        _sort(self.hands[seat])
        lucky = card.rank == rank
        data: dict[str, Any] = {"seat": seat, "why": "fish", "lucky": lucky, "deck_size": len(self.deck)}
        if lucky:
            # gofish.fish.lucky: the card asked for is shown to everyone.
            data["card"] = card.code
            events.append(Event("draw", data))
        else:
            events.append(Event("draw", data, secret={"card": card.code}, secret_to=frozenset((seat,))))
        self.log.append({"kind": "fish", "seat": seat, "shown": card.code if lucky else None})
        self._lay_book(seat, card.rank, events)
        if lucky and self.options.lucky_asks_again:
            return  # gofish.fish.lucky: ask again
        self._pass(other, events)  # gofish.fish.pass

    def _pass(self, to: int, events: list[Event]) -> None:
        self.current = to
        events.append(Event("pass", {"seat": to}))

    def _lay_book(self, seat: int, rank: int, events: list[Event]) -> None:
        # gofish.book.lay: four of a rank are laid down at once, face up.
        hand = self.hands[seat]
        cards = [c for c in hand if c.rank == rank]
        if len(cards) < 4:
            return
        self.hands[seat] = [c for c in hand if c.rank != rank]
        self.books[seat].append(rank)
        self.books[seat].sort()
        laid = {"seat": seat, "rank": rank, "cards": [c.code for c in cards], "books": len(self.books[seat])}
        events.append(Event("book", laid))
        self.log.append({"kind": "book", "seat": seat, "rank": rank})

    def _refill(self, events: list[Event]) -> None:
        """gofish.hand.empty-draw: a player who must ask with an empty hand first draws a card.

        gofish.hand.out: with the deck empty too, that player is out of play. At two players that
        never outlasts the game: an empty hand and an empty deck leave every other card in the
        opponent's hand, four of each rank, so all 13 books are laid and the game is already over.
        """
        seat = self.current
        if self.hands[seat]:
            return
        assert self.deck, "gofish.hand.out: an empty hand with an empty deck ends the game at two players"
        card = self.deck.pop(0)
        self.hands[seat].append(card)
        data = {"seat": seat, "why": "empty-hand", "lucky": False, "deck_size": len(self.deck)}
        events.append(Event("draw", data, secret={"card": card.code}, secret_to=frozenset((seat,))))
        self.log.append({"kind": "refill", "seat": seat})

    def _opponent(self, seat: int) -> int:
        return (seat + 1) % self.options.players

    # -- results and views -------------------------------------------------------------

    def winners(self) -> list[int]:
        # gofish.end.winner: the most books win; equal most share the win.
        best = max(len(b) for b in self.books)
        return [seat for seat, books in enumerate(self.books) if len(books) == best]

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        winners = self.winners()
        seats = range(self.options.players)
        details: dict[str, Any] = {
            "end_reason": "books",
            "winners": winners,
            "outcomes": ["won" if s in winners else "lost" for s in seats],
            "books": [len(b) for b in self.books],
            "turns": len(self.history),
        }
        return Result("scored", "books", tuple(1.0 if s in winners else 0.0 for s in seats), details)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know: its own hand, the opponent's count, books, deck size, the public log."""
        if seat is not None:
            self.check_seat(seat)
        result = self.result()
        hands: list[dict[str, Any]] = []
        for owner, hand in enumerate(self.hands):
            entry: dict[str, Any] = {"count": len(hand)}
            if owner == seat:
                entry["cards"] = [c.code for c in hand]
            hands.append(entry)
        return {
            "game": "gofish",
            "seat": seat,
            "players": self.options.players,
            "options": self.options.to_json(),
            "current": None if result else self.current,
            "to_act": sorted(self.to_act()),
            "hands": hands,
            "books": [list(b) for b in self.books],
            "deck_size": len(self.deck),
            "log": [dict(item) for item in self.log],
            "over": result is not None,
            "result": None if result is None else result.to_json(),
        }

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other.history = list(self.history)
        other.deck = list(self.deck)
        other.hands = [list(h) for h in self.hands]
        other.books = [list(b) for b in self.books]
        other.log = list(self.log)  # its items are never changed once logged
        return other

    def hidden_twin(self, seat: int | None, rng: random.Random) -> GoFishState | None:
        """A start `seat` cannot tell from this game's (`State.hidden_twin`): each card it has not
        seen dealt with another unseen suit of the same rank. The game follows ranks alone, so this
        game's history takes the same course; what changes is only what `seat` was never shown."""
        start = self.GAME.new_state(self.options, seed=self._seed, deck=self._explicit_deck)
        order = [*(card for round_ in zip(*start.hands_dealt(), strict=True) for card in round_), *start.deck]
        seen = start.seen_by(seat, [(turn.seat, turn.action) for turn in self.history])
        for rank in RANKS:
            places = [i for i, card in enumerate(order) if card.rank == rank and card not in seen]
            hidden = [order[i] for i in places]
            rng.shuffle(hidden)
            for i, card in zip(places, hidden, strict=True):
                order[i] = card
        return self.GAME.new_state(self.options, seed=self._seed, deck=order)

    def hands_dealt(self) -> list[list[Card]]:
        """The hands as dealt, in dealing order (for a state before any action, its books unlaid)."""
        return [list(hand) for hand in self._dealt]

    def seen_by(self, seat: int | None, actions: list[tuple[int, Action]]) -> set[Card]:
        """The cards `seat` has seen in a game from this start through `actions`: its hands, every
        card an event showed it, and the four cards of every book laid."""
        state = self.clone()
        seen: set[Card] = set()
        by_code = {card.code: card for card in full_deck()}

        def look(events: list[Event]) -> None:
            for event in events:
                seen.update(by_code[v] for v in _strings(event.for_seat(seat)) if v in by_code)
            if seat is not None:
                seen.update(state.hands[seat])
            seen.update(card for card in full_deck() if any(card.rank in books for books in state.books))

        look(state.opening_events)
        for actor, action in actions:
            look(state.apply(actor, action))
        return seen

    def snapshot(self) -> dict[str, Any]:
        return {
            "seed": self._seed,
            "rng": repr(self._rng.getstate()),
            "deck": [c.code for c in self.deck],
            "hands": [[c.code for c in h] for h in self.hands],
            "books": [list(b) for b in self.books],
            "current": self.current,
            "log": [dict(item) for item in self.log],
            "history": [[t.seat, t.action.to_json()] for t in self.history],
        }


def _strings(data: Any) -> list[str]:
    """Every string in `data` (an event as a seat received it)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [text for value in data.values() for text in _strings(value)]
    if isinstance(data, list):
        return [text for value in data for text in _strings(value)]
    return []


def _checked_deck(deck: list[Any]) -> list[Card]:
    """gofish.setup.deck: an explicit deck (top first) is the 52 cards, each once."""
    if not all(isinstance(c, Card) for c in deck) or sorted(deck) != sorted(full_deck()):
        raise BadInput("a Go Fish deck is the 52 cards of a standard deck, each once", code="gofish.setup.deck")
    return list(deck)
