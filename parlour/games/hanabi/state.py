"""Hanabi's rules: one method per rule step, each citing its rule id and seed line.

Seed: ../shared/seeds/004_eb60f49d83b52dbc.txt (French rules page, page numbers in brackets).
Cards are identified by their position in the deck (their "order", as on hanab.live); a seat
sees a card's identity only where the rules let it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Self, cast, overload

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.i18n import Term
from parlour.engine.state import Result, State
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play, action_table
from parlour.games.hanabi.cards import RANKS, Card, build_deck, clue_colours
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.views import (
    CardIdentity,
    ClueLog,
    ClueMark,
    DeckCard,
    HandCard,
    Knowledge,
    LogEntry,
    OptionsJson,
    PlayLog,
    PublicView,
    ResultJson,
    SeatView,
    SpectatorView,
    View,
)

MAX_CLUE_TOKENS = 8  # hanabi.tokens.at-start: 8 blue tokens (seed p. 4-5 « les huit »)
MAX_STRIKES = 3  # hanabi.end.strikes: the 3rd red token ends the game (seed p. 6)
ALL_RANKS = 0b11111


def rating(score: int, max_score: int) -> str:
    """The rating word's key for a score (hanabi.score.rating, seed p. 6-7).

    The seed names the ends of the scale, « risible (5 ou moins) » and « légendaire (25) »;
    the bands between follow the official booklet's scale in steps of five. With a sixth
    suit (maximum 30) only the maximum is legendary: 21 to 29 are extraordinary.

    >>> rating(5, 25), rating(18, 25), rating(25, 25)
    ('laughable', 'excellent', 'legendary')
    """
    if score >= max_score:
        return "legendary"
    if score <= 5:
        return "laughable"
    if score <= 10:
        return "mediocre"
    if score <= 15:
        return "honourable"
    if score <= 20:
        return "excellent"
    return "extraordinary"


class HanabiState(State):
    """A Hanabi game in progress."""

    options: HanabiOptions

    def __init__(self, options: HanabiOptions, seed: int, deck: list[Card] | None) -> None:
        super().__init__(options, seed)
        self.suits = options.suits
        self.colours = clue_colours(self.suits)
        full = build_deck(self.suits)
        if deck is None:
            deck = full
            random.Random(seed).shuffle(deck)
        else:
            if not all(isinstance(c, Card) for c in deck) or sorted(deck, key=_card_key) != full:
                raise BadInput(
                    "a Hanabi deck must hold exactly the cards of the chosen variant", code="hanabi.deck.composition"
                )
            self._explicit_deck = list(deck)
        self.deck: list[Card] = deck
        # Bit masks of the suits each clue colour touches (a rainbow suit answers every colour).
        self._touch = {
            colour: sum(1 << s for s, suit in enumerate(self.suits) if suit.colour == colour or suit.rainbow)
            for colour in self.colours
        }
        self._all_suits = (1 << len(self.suits)) - 1
        self.next_card = 0
        self.hands: list[list[int]] = [[] for _ in range(options.players)]  # newest card first
        self.suit_bits: list[int] = [self._all_suits] * len(deck)
        self.rank_bits: list[int] = [ALL_RANKS] * len(deck)
        self.card_clues: dict[int, tuple[tuple[int, int, str, int | str, bool], ...]] = {}
        self.fireworks: list[int] = [0] * len(self.suits)
        self.clue_tokens = MAX_CLUE_TOKENS
        self.strikes = 0
        self.discards: list[int] = []
        self.current = options.starting_player
        self.final_turns: int | None = None
        self.end_reason: str | None = None
        self.terminated_by: int | None = None  # hanabi.end.terminated: the seat that ended the game
        # The public record of every action and what it revealed, for views (bots replay it).
        self.log: list[LogEntry] = []
        self._table = action_table(options)
        self._clue_tables = _clue_tables(options)
        # hanabi.setup.deal: dealt to seat 0 first until full, then seat 1... (as hanab.live).
        size = options.hand_size
        for seat in range(options.players):
            self.hands[seat] = list(range(seat * size + size - 1, seat * size - 1, -1))
        self.next_card = options.players * size

    # -- the contract ------------------------------------------------------------------

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.end_reason is not None else frozenset((self.current,))

    def is_over(self) -> bool:
        return self.end_reason is not None

    def _may_act(self, seat: int) -> bool:
        return seat == self.current and self.end_reason is None

    def legal_actions(self, seat: int) -> list[Action]:
        if type(seat) is not int:
            self.check_seat(seat)  # raises BadInput
        if self.end_reason is not None or seat != self.current:
            self.check_seat(seat)
            return []
        table = self._table
        hand = self.hands[seat]
        actions = list(table[: len(hand)])  # hanabi.play: any card in hand may be played
        if self.clue_tokens < MAX_CLUE_TOKENS:  # hanabi.discard.tokens-full
            size = self.options.hand_size
            actions += table[size : size + len(hand)]
        if self.clue_tokens > 0:  # hanabi.clue.no-tokens
            every, by_colour, by_rank = self._clue_tables
            deck = self.deck
            for target, target_hand in enumerate(self.hands):
                if target == seat:  # hanabi.clue.self
                    continue
                if self.options.empty_clues:
                    actions += every[target]
                    continue
                # hanabi.clue.empty: only clues that touch a card of the target's hand.
                suits_held = ranks_held = 0
                for cid in target_hand:
                    card = deck[cid]
                    suits_held |= 1 << card.suit
                    ranks_held |= 1 << card.rank
                actions += by_colour[target][suits_held]
                actions += by_rank[target][ranks_held >> 1]
        return actions

    def _check(self, seat: int, action: Action) -> None:
        # hanabi.turn.one-action: an action is one of the three; there is no pass (no such action).
        if isinstance(action, (Play, Discard)):
            hand = self.hands[seat]
            if not 0 <= action.slot < len(hand):
                # hanabi.play.slot / hanabi.discard.slot: one plays or discards a card of one's hand.
                raise IllegalAction(
                    "hanabi.play.slot" if isinstance(action, Play) else "hanabi.discard.slot",
                    slot=action.slot,
                    count=len(hand),
                )
            if isinstance(action, Discard) and self.clue_tokens >= MAX_CLUE_TOKENS:
                # hanabi.discard.tokens-full: « Si les huit sont déjà dans le couvercle, on ne peut pas
                # défausser » (seed p. 4-5).
                raise IllegalAction("hanabi.discard.tokens-full")
            return
        assert isinstance(action, (ClueColour, ClueRank))
        if self.clue_tokens <= 0:
            # hanabi.clue.no-tokens: « Chaque indice coûte un jeton bleu » (seed p. 3).
            raise IllegalAction("hanabi.clue.no-tokens")
        if not 0 <= action.target < self.options.players:
            raise IllegalAction("hanabi.clue.target", target=action.target)
        if action.target == seat:
            # hanabi.clue.self: a clue goes to a partner (« désigne à un partenaire », seed).
            raise IllegalAction("hanabi.clue.self")
        if isinstance(action, ClueColour) and action.colour not in self._touch:
            if any(s.colour == action.colour and s.rainbow for s in self.suits):
                # hanabi.clue.rainbow-unnamed: multicolour-wild cards are never named themselves.
                raise IllegalAction("hanabi.clue.rainbow-unnamed")
            raise IllegalAction(
                "hanabi.clue.colour",
                colour=Term(f"hanabi.colour.{action.colour}"),
            )
        if not self.options.empty_clues and not self._touched(action):
            # hanabi.clue.empty: with empty_clues off, a clue must point at least one card.
            raise IllegalAction("hanabi.clue.empty")

    def _perform(self, seat: int, action: Action) -> list[Event]:
        deck_was_empty = self.next_card >= len(self.deck)
        if isinstance(action, Play):
            events = self._play(seat, action.slot)
        elif isinstance(action, Discard):
            events = self._discard(seat, action.slot)
        else:
            assert isinstance(action, (ClueColour, ClueRank))
            events = [self._clue(seat, action)]
        self._end_of_turn(deck_was_empty)
        if self.end_reason is not None:
            result = self.result()
            assert result is not None
            events.append(Event("game-over", {"reason": self.end_reason, **result.to_json()}))
        return events

    # -- rule steps ----------------------------------------------------------------------

    def _draw(self, seat: int) -> Event | None:
        # hanabi.draw.after-action: « puis pioche sans regarder »; nothing once the deck is empty,
        # nor after a move that ends the game (« la partie s'arrête aussitôt », p. 6).
        if self.next_card >= len(self.deck) or self._ends_now():
            return None
        cid = self.next_card
        self.next_card += 1
        self.hands[seat].insert(0, cid)
        # hanabi.bouquet.continue: with Bouquet final the deck running out starts no last round.
        if self.next_card == len(self.deck) and not self.options.bouquet_final:
            # hanabi.end.last-round: « Dès que quelqu'un prend la dernière carte, chaque joueur,
            # y compris lui, joue encore un tour sans pouvoir repiocher » (seed p. 6).
            self.final_turns = self.options.players
        return Event(
            "draw",
            {"seat": seat, "card_id": cid, "deck_size": len(self.deck) - self.next_card},
            secret={"card": self._identity(cid)},
            secret_to=frozenset(s for s in range(self.options.players) if s != seat),
            spectators_see_secret=True,
        )

    def _remove(self, seat: int, slot: int) -> int:
        cid = self.hands[seat].pop(slot)
        self.card_clues.pop(cid, None)
        return cid

    def _play(self, seat: int, slot: int) -> list[Event]:
        cid = self._remove(seat, slot)
        card = self.deck[cid]
        data: dict[str, Any] = {"seat": seat, "slot": slot, "card_id": cid, "card": self._identity(cid)}
        if self.fireworks[card.suit] == card.rank - 1:
            # hanabi.play.extends: the card extends its firework.
            self.fireworks[card.suit] = card.rank
            data["success"] = True
            if card.rank == 5 and self.clue_tokens < MAX_CLUE_TOKENS:
                # hanabi.play.five-bonus: completing a firework returns a blue token, lost if all
                # eight are in the lid (seed p. 5).
                self.clue_tokens += 1
                data["token_regained"] = True
        else:
            # hanabi.play.misfire: « elle part à la défausse avec un jeton rouge » (seed p. 4).
            self.discards.append(cid)
            self.strikes += 1
            data["success"] = False
            data["strikes"] = self.strikes
        entry: PlayLog = {
            "seat": seat,
            "type": "play",
            "slot": slot,
            "card": self._card_json(cid),
            "success": data["success"],
        }
        self.log.append(entry)
        events = [Event("play", data)]
        drawn = self._draw(seat)
        if drawn is not None:
            events.append(drawn)
        return events

    def _discard(self, seat: int, slot: int) -> list[Event]:
        cid = self._remove(seat, slot)
        self.discards.append(cid)
        # hanabi.discard.regain: discarding puts a blue token back in the lid (seed p. 4).
        self.clue_tokens += 1
        self.log.append({"seat": seat, "type": "discard", "slot": slot, "card": self._card_json(cid)})
        events = [Event("discard", {"seat": seat, "slot": slot, "card_id": cid, "card": self._identity(cid)})]
        drawn = self._draw(seat)
        if drawn is not None:
            events.append(drawn)
        return events

    def _touched(self, action: ClueColour | ClueRank) -> list[int]:
        hand = self.hands[action.target]
        if isinstance(action, ClueColour):
            mask = self._touch[action.colour]
            return [c for c in hand if mask >> self.deck[c].suit & 1]
        return [c for c in hand if self.deck[c].rank == action.rank]

    def _clue(self, seat: int, action: ClueColour | ClueRank) -> Event:
        # hanabi.clue.touches-all: a clue points at every matching card at once (seed p. 3) and so
        # tells the others do not match (negative information).
        self.clue_tokens -= 1
        turn = len(self.history) - 1  # this clue's turn (already in the history)
        touched = self._touched(action)
        touched_set = set(touched)
        value: int | str
        logged: ClueLog
        if isinstance(action, ClueColour):
            kind, value, mask = "colour", action.colour, self._touch[action.colour]
            for cid in self.hands[action.target]:
                hit = cid in touched_set
                self.suit_bits[cid] &= mask if hit else ~mask
                self.card_clues[cid] = (*self.card_clues.get(cid, ()), (turn, seat, kind, value, hit))
            logged = {"seat": seat, "type": "clue", "target": action.target, "colour": value, "touched": touched}
        else:
            kind, value, bit = "rank", action.rank, 1 << (action.rank - 1)
            for cid in self.hands[action.target]:
                hit = cid in touched_set
                self.rank_bits[cid] &= bit if hit else ~bit
                self.card_clues[cid] = (*self.card_clues.get(cid, ()), (turn, seat, kind, value, hit))
            logged = {"seat": seat, "type": "clue", "target": action.target, "rank": action.rank, "touched": touched}
        hand = self.hands[action.target]
        slots = [slot for slot, cid in enumerate(hand) if cid in touched_set]
        self.log.append(logged)
        return Event("clue", {"seat": seat, "target": action.target, kind: value, "touched": touched, "slots": slots})

    def _ends_now(self) -> bool:
        """Whether the move just made ends the game at once (before any draw)."""
        return (
            self.strikes >= MAX_STRIKES
            or all(f == 5 for f in self.fireworks)
            or (self.options.bouquet_final and self._indispensable_lost())
        )

    def _end_of_turn(self, deck_was_empty: bool) -> None:
        if self.strikes >= MAX_STRIKES:
            # hanabi.end.strikes: « Au troisième jeton rouge, la partie s'arrête aussitôt » (seed p. 4, 6).
            self.end_reason = "strikes"
            return
        if all(f == 5 for f in self.fireworks):
            # hanabi.end.perfect: the fireworks are complete; the game stops on the maximum (seed p. 6).
            self.end_reason = "perfect"
            return
        if self.options.bouquet_final and self._indispensable_lost():
            # hanabi.bouquet.indispensable: discarding an indispensable card loses (seed p. 8).
            self.end_reason = "indispensable-discarded"
            return
        if self.final_turns is not None and deck_was_empty:
            self.final_turns -= 1
            if self.final_turns <= 0:
                self.end_reason = "deck-out"  # hanabi.end.last-round
                return
        self._advance()

    def _terminate(self, seat: int) -> list[Event]:
        # hanabi.end.terminated: a player ends the game for the whole team, at any moment, as
        # hanab.live's "terminate" (a rule of the table: the seed has none). The team did not
        # finish: the game is lost and scores 0, as hanab.live scores it; `points` keeps the
        # fireworks' sum.
        self.end_reason = "terminated"
        self.terminated_by = seat
        result = self.result()
        assert result is not None
        return [Event("terminate", {"seat": seat}), Event("game-over", {"reason": self.end_reason, **result.to_json()})]

    def _indispensable_lost(self) -> bool:
        """True when a card still needed for a perfect game has no copy left outside the discard."""
        if not self.discards:
            return False
        card = self.deck[self.discards[-1]]
        if card.rank <= self.fireworks[card.suit]:
            return False
        gone = sum(1 for c in self.discards if self.deck[c] == card)
        return gone >= self.suits[card.suit].copies(card.rank)

    def _advance(self) -> None:
        players = self.options.players
        start = self.current
        for step in range(1, players + 1):
            seat = (start + step) % players
            self.current = seat
            if not self.options.bouquet_final or self.hands[seat] or self._can_clue(seat):
                return
            # hanabi.bouquet.no-action: in Bouquet final a player with no card and no clue to give
            # cannot act; their turn is skipped (the seed forbids passing, but this is no choice).
        self.end_reason = "no-legal-action"

    def _can_clue(self, seat: int) -> bool:
        return bool(self.clue_tokens) and bool(self.legal_actions(seat))

    # -- results and views -------------------------------------------------------------

    def points(self) -> int:
        """hanabi.score.sum: the sum of the top card of each firework (seed p. 6-7)."""
        return sum(self.fireworks)

    def result(self) -> Result | None:
        if self.end_reason is None:
            return None
        points = self.points()
        max_score = self.options.max_score
        if self.end_reason == "strikes":
            outcome, score = "lost", 0  # official score: the game is lost (seed p. 6)
        elif self.end_reason == "terminated":
            outcome, score = "lost", 0  # hanabi.end.terminated: given up, scored 0 (as hanab.live)
        elif self.options.bouquet_final:
            # hanabi.bouquet.perfect-only: « seul un score parfait compte » (seed p. 8).
            won = points == max_score
            outcome, score = ("won" if won else "lost"), (points if won else 0)
        else:
            outcome, score = ("won" if points == max_score else "scored"), points
        details = {
            "score": score,
            "points": points,
            "max_score": max_score,
            "rating": rating(score, max_score),
            "turns": len(self.history),
            "strikes": self.strikes,
            "end_reason": self.end_reason,
        }
        if self.terminated_by is not None:
            details["terminated_by"] = self.terminated_by
        return Result(outcome, self.end_reason, (float(score),) * self.options.players, details)

    def _knowledge(self, cid: int) -> Knowledge:
        bits, rbits = self.suit_bits[cid], self.rank_bits[cid]
        return {
            "suits": [s.colour for i, s in enumerate(self.suits) if bits >> i & 1],
            "ranks": [r for r in RANKS if rbits >> (r - 1) & 1],
            # Each mark names its clue's `colour` or `rank` (a key chosen at run time: cast).
            "clues": [
                cast(ClueMark, {"turn": turn, "giver": giver, kind: value, "touched": hit})
                for turn, giver, kind, value, hit in self.card_clues.get(cid, ())
            ],
        }

    def _identity(self, cid: int) -> CardIdentity:
        card = self.deck[cid]
        return {"suit": self.suits[card.suit].colour, "rank": card.rank}

    def _card_json(self, cid: int) -> DeckCard:
        card = self.deck[cid]
        return {"id": cid, "suit": self.suits[card.suit].colour, "rank": card.rank}

    @overload
    def view(self, seat: int) -> SeatView: ...
    @overload
    def view(self, seat: None) -> SpectatorView: ...
    @overload
    def view(self, seat: int | None) -> SeatView | SpectatorView: ...
    def view(self, seat: int | None) -> SeatView | SpectatorView:
        """What `seat` may know; built by adding what it may see, never by deleting secrets.

        A seat never sees its own cards' identities, only what clues told it (seed p. 2). A
        spectator (`None`) sees every hand, as on hanab.live; `public_view` is the table as
        every seat knows it.
        """
        if seat is not None:
            self.check_seat(seat)
            # `_view` keeps the seat it was given: an int here.
            return cast(SeatView, self._view(seat, lambda owner: owner != seat))
        return cast(SpectatorView, self._view(None, lambda owner: True))

    def public_view(self) -> PublicView:
        """What every seat knows in common: `view(None)` with each hand as its owner sees it.

        A hand's cards carry their ids and what clues told (`known`), never their suit or rank:
        for a spectator who may see no card that a seat cannot see.
        """
        return cast(PublicView, self._view(None, lambda owner: False))

    def _view(self, seat: int | None, sees_hand: Callable[[int], bool]) -> View:
        """The view for `seat`, showing the cards' identities of the hands whose owner `sees_hand` accepts."""
        hands = []
        for owner, hand in enumerate(self.hands):
            shown = sees_hand(owner)
            cards = []
            for cid in hand:
                entry: HandCard = {"id": cid, "known": self._knowledge(cid)}
                if shown:
                    card = self.deck[cid]
                    entry["suit"] = self.suits[card.suit].colour
                    entry["rank"] = card.rank
                cards.append(entry)
            hands.append(cards)
        result = self.result()
        return {
            "game": "hanabi",
            "seat": seat,
            "players": self.options.players,
            "options": cast(OptionsJson, self.options.to_json()),
            "suits": [s.colour for s in self.suits],
            "clue_colours": list(self.colours),
            "fireworks": {self.suits[i].colour: h for i, h in enumerate(self.fireworks)},
            "clue_tokens": self.clue_tokens,
            "max_clue_tokens": MAX_CLUE_TOKENS,
            "strikes": self.strikes,
            "max_strikes": MAX_STRIKES,
            "deck_size": len(self.deck) - self.next_card,
            "discards": [self._card_json(c) for c in self.discards],
            "hands": hands,
            "current": None if self.end_reason is not None else self.current,
            "turn": len(self.history),
            "turns_left": self.final_turns,
            "points": self.points(),
            "max_score": self.options.max_score,
            "over": self.end_reason is not None,
            "result": None if result is None else cast(ResultJson, result.to_json()),
            # Every move so far and what it revealed: public to all (a played or discarded card is
            # shown face up; a clue's touched cards are pointed at in front of everyone). A
            # termination is no move: it is in `result` (`terminated_by`).
            "log": [entry.copy() for entry in self.log],
        }

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.hands = [list(h) for h in self.hands]
        other.suit_bits = list(self.suit_bits)
        other.rank_bits = list(self.rank_bits)
        other.card_clues = dict(self.card_clues)
        other.fireworks = list(self.fireworks)
        other.discards = list(self.discards)
        other.log = list(self.log)
        return other

    def hidden_twin(self, seat: int | None, rng: random.Random) -> HanabiState:
        from parlour.games.hanabi.worlds import hidden_twin

        return hidden_twin(self, seat, rng)

    def snapshot(self) -> dict[str, Any]:
        return {
            "seed": self._seed,
            "options": self.options.to_json(),
            "deck": [c.to_json() for c in self.deck],
            "next_card": self.next_card,
            "hands": [list(h) for h in self.hands],
            "suit_bits": list(self.suit_bits),
            "rank_bits": list(self.rank_bits),
            "card_clues": {str(k): [list(c) for c in v] for k, v in sorted(self.card_clues.items())},
            "fireworks": list(self.fireworks),
            "clue_tokens": self.clue_tokens,
            "strikes": self.strikes,
            "discards": list(self.discards),
            "current": self.current,
            "final_turns": self.final_turns,
            "end_reason": self.end_reason,
            "terminated_by": self.terminated_by,
            "history": [[t.seat, t.action.to_json()] for t in self.history],
        }

    # -- helpers for bots and tests ------------------------------------------------------

    def card(self, cid: int) -> Card:
        return self.deck[cid]

    def discard_counts(self) -> Counter[Card]:
        return Counter(self.deck[c] for c in self.discards)


def _card_key(card: Card) -> tuple[int, int]:
    return (card.suit, card.rank)


@lru_cache(maxsize=64)
def _clue_tables(
    options: HanabiOptions,
) -> tuple[list[list[Action]], list[list[list[Action]]], list[list[list[Action]]]]:
    """Clue actions per target: all of them, and those that touch a hand, by the hand's suit or rank mask."""
    table = action_table(options)
    suits = options.suits
    colours = clue_colours(suits)
    base = 2 * options.hand_size
    rank_base = base + options.players * len(colours)
    every: list[list[Action]] = []
    by_colour: list[list[list[Action]]] = []
    by_rank: list[list[list[Action]]] = []
    for target in range(options.players):
        colour_actions = list(table[base + target * len(colours) : base + (target + 1) * len(colours)])
        rank_actions = list(table[rank_base + target * 5 : rank_base + (target + 1) * 5])
        every.append(colour_actions + rank_actions)
        touches = [
            sum(1 << s for s, suit in enumerate(suits) if suit.colour == colour or suit.rainbow) for colour in colours
        ]
        pairs = list(zip(colour_actions, touches, strict=True))
        by_colour.append([[a for a, mask in pairs if held & mask] for held in range(1 << len(suits))])
        by_rank.append([[a for r, a in enumerate(rank_actions) if held >> r & 1] for held in range(32)])
    return every, by_colour, by_rank
