"""Bots that know Hanabi. They read a seat's view, never the state.

`RulesBot` plays by one simple, consistent convention, with no hidden agreements:

1. Play a card whose every remaining possibility is playable. The possibilities are the
   colours and ranks the clues left open, minus the copies the seat can see elsewhere
   (fireworks, discard pile, partners' hands). The true card is always among them, so this
   bot never misfires.
2. Save a critical card (the last copy of a card still needed) on the next player's chop,
   the oldest card no clue has touched, when that player has nothing sure to play.
3. Give the clue that makes the most partners' playable cards sure-playable by rule 1,
   reasoning only from what both seats see, so the partner reaches the same conclusion.
4. Save a critical card on any other partner's chop.
5. With clue tokens to spare, give the clue that narrows a playable card down the most.
6. Discard a card known to be useless, else the chop, else the clued card least likely to
   matter; when discarding is illegal (8 tokens) give the least harmful clue.

It never gives an empty clue ("no card is red", where the rules allow one) unless that clue is a
play clue: the cards it rules out leave a partner sure of a playable card, a reason it can state.
Each decision's reason (`why()`) says the step applied, the cards involved and the alternative
rejected; a card is named to a seat only when that seat may see it (`parlour.bots.reasons`).

>>> from parlour.games.hanabi import HANABI, HanabiOptions
>>> state = HANABI.new_state(HanabiOptions(players=3), seed=1)
>>> bot = RulesBot(seed=1)
>>> state.apply(0, bot.choose(state.view(0), state.legal_actions(0))) != []
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from parlour.bots.base import register_bot
from parlour.bots.reasons import Phrase, Reason, Seat, Secret, hidden_from_all_but
from parlour.engine.actions import Action
from parlour.engine.i18n import Term
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import RANKS, SUITS_BY_VARIANT, Suit
from parlour.games.hanabi.views import HandCard, SeatView, seat_view

Identity = tuple[int, int]  # (suit index, rank)

# Give a clue that only narrows a card down when at least this many tokens are left
# (measured at 3 players over 100 seeds: 1 -> 17.5, 2 -> 17.6, 3 -> 17.3, 5 -> 16.8 points).
INFO_CLUE_TOKENS = 2


@lru_cache(maxsize=16)
def _suits(sixth_suit: str) -> tuple[Suit, ...]:
    return SUITS_BY_VARIANT.get(sixth_suit, SUITS_BY_VARIANT["none"])


@dataclass
class Table:
    """What one seat's view says, in the terms a bot reasons with."""

    seat: int
    players: int
    suits: tuple[Suit, ...]
    colour_index: dict[str, int]
    clue_colours: tuple[str, ...]
    fireworks: list[int]
    clue_tokens: int
    max_clue_tokens: int
    deck_size: int
    discarded: Counter[Identity]
    hands: list[list[HandCard]]

    @classmethod
    def from_view(cls, view: SeatView) -> Table:
        suits = _suits(str(view["options"].get("sixth_suit", "none")))
        colour_index = {colour: i for i, colour in enumerate(view["suits"])}
        discarded: Counter[Identity] = Counter((colour_index[c["suit"]], int(c["rank"])) for c in view["discards"])
        return cls(
            seat=int(view["seat"]),
            players=int(view["players"]),
            suits=suits,
            colour_index=colour_index,
            clue_colours=tuple(view["clue_colours"]),
            fireworks=[int(view["fireworks"][colour]) for colour in view["suits"]],
            clue_tokens=int(view["clue_tokens"]),
            max_clue_tokens=int(view["max_clue_tokens"]),
            deck_size=int(view["deck_size"]),
            discarded=discarded,
            hands=[list(hand) for hand in view["hands"]],
        )

    # -- facts about card identities ---------------------------------------------------

    def copies(self, ident: Identity) -> int:
        return self.suits[ident[0]].copies(ident[1])

    def identity(self, card: Mapping[str, Any]) -> Identity:
        """The identity of a card the seat can see (a partner's card)."""
        return (self.colour_index[card["suit"]], int(card["rank"]))

    def playable(self, ident: Identity) -> bool:
        return self.fireworks[ident[0]] == ident[1] - 1

    def dead(self, ident: Identity) -> bool:
        """Already played, or out of reach because every copy of a lower rank is discarded."""
        suit, rank = ident
        if rank <= self.fireworks[suit]:
            return True
        lower = range(self.fireworks[suit] + 1, rank)
        return any(self.discarded[(suit, r)] >= self.copies((suit, r)) for r in lower)

    def critical(self, ident: Identity) -> bool:
        """Still needed, and the last copy not yet discarded."""
        return not self.dead(ident) and self.copies(ident) - self.discarded[ident] == 1

    def unseen(self, hidden: Sequence[int]) -> Counter[Identity]:
        """Copies of each identity not visible to someone who cannot see the hands of `hidden`."""
        counts: Counter[Identity] = Counter()
        for s, suit in enumerate(self.suits):
            for rank in RANKS:
                ident = (s, rank)
                played = 1 if rank <= self.fireworks[s] else 0
                counts[ident] = suit.copies(rank) - self.discarded[ident] - played
        for owner, hand in enumerate(self.hands):
            if owner in hidden:
                continue
            for card in hand:
                if "suit" in card:
                    counts[self.identity(card)] -= 1
        return counts

    def possibilities(self, known: Mapping[str, Any], unseen: Counter[Identity]) -> list[Identity]:
        """The identities a card may have given its clues and the copies seen elsewhere."""
        suits = [self.colour_index[c] for c in known["suits"]]
        ranks = [int(r) for r in known["ranks"]]
        options = [(s, r) for s in suits for r in ranks if unseen[(s, r)] > 0]
        return options or [(s, r) for s in suits for r in ranks]

    def touches(self, colour: str, ident: Identity) -> bool:
        suit = self.suits[ident[0]]
        return suit.colour == colour or suit.rainbow


def _clued(card: Mapping[str, Any]) -> bool:
    return any(clue.get("touched") for clue in card["known"]["clues"])


def _chop(hand: Sequence[Mapping[str, Any]]) -> int | None:
    """The oldest card no clue has touched (slot 0 is the newest)."""
    for slot in range(len(hand) - 1, -1, -1):
        if not _clued(hand[slot]):
            return slot
    return None


def _after_clue(table: Table, card: Mapping[str, Any], action: ClueColour | ClueRank) -> dict[str, Any]:
    """What the card's owner will know once `action` is given (`card` is visible to us)."""
    known = card["known"]
    ident = table.identity(card)
    if isinstance(action, ClueColour):
        hit = table.touches(action.colour, ident)
        suits = [c for c in known["suits"] if table.touches(action.colour, (table.colour_index[c], 1)) == hit]
        return {"suits": suits, "ranks": list(known["ranks"]), "clues": [*known["clues"], {"touched": hit}]}
    hit = ident[1] == action.rank
    ranks = [r for r in known["ranks"] if (int(r) == action.rank) == hit]
    return {"suits": list(known["suits"]), "ranks": ranks, "clues": [*known["clues"], {"touched": hit}]}


def _touched(table: Table, card: Mapping[str, Any], action: ClueColour | ClueRank) -> bool:
    ident = table.identity(card)
    if isinstance(action, ClueColour):
        return table.touches(action.colour, ident)
    return ident[1] == action.rank


def _empty(table: Table, clue: ClueColour | ClueRank) -> bool:
    return not any(_touched(table, card, clue) for card in table.hands[clue.target])


# -- the words of a reason ------------------------------------------------------------------


def _name(table: Table, ident: Identity) -> Phrase:
    return Phrase(
        "hanabi.log.card", {"colour": Term(f"hanabi.colour.{table.suits[ident[0]].colour}"), "rank": ident[1]}
    )


def _clue_word(clue: ClueColour | ClueRank) -> Any:
    return Term(f"hanabi.colour.{clue.colour}") if isinstance(clue, ClueColour) else clue.rank


def _seen_card(table: Table, owner: int, card: Mapping[str, Any]) -> Secret:
    """A partner's card by name: hidden from its owner (who cannot see it) and the public."""
    return Secret(_name(table, table.identity(card)), frozenset({owner, "public"}), int(card["id"]))


def _private(table: Table, value: Any) -> Secret:
    """What the bot read from every partner's hand: said to no partner."""
    return Secret(value, hidden_from_all_but(table.seat, table.players))


class RulesBot:
    """A rule-following Hanabi bot that never misfires (see the module's docstring)."""

    name = "simple"

    def __init__(self, seed: int | None = None, info_tokens: int = 5) -> None:
        self.rng = random.Random(seed)
        self._why: Reason | None = None
        # Clues that only narrow a playable card are given with at least this many tokens (the
        # H-group bot, playing as `simple` beside plain partners, gives them with any: it gained
        # about 0.4 points at 2 and 3 players, docs/bots/hanabi.md).
        self.info_tokens = info_tokens

    def why(self) -> Reason | None:
        """The reason for the action the last `choose` returned."""
        return self._why

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        table = Table.from_view(view)
        legal_set = set(legal)
        self._why = None
        for step in (self._play, self._urgent_save, self._play_clue, self._any_save, self._info_clue, self._discard):
            action = step(table, legal_set)
            if action is not None:
                return action
        return self._least_harmful(table, legal)

    # -- 1. playing ----------------------------------------------------------------------

    def _my_possibilities(self, table: Table) -> list[list[Identity]]:
        unseen = table.unseen(hidden=[table.seat])
        return [table.possibilities(card["known"], unseen) for card in table.hands[table.seat]]

    def _play(self, table: Table, legal: set[Action]) -> Action | None:
        sure = [
            (slot, options)
            for slot, options in enumerate(self._my_possibilities(table))
            if all(table.playable(ident) for ident in options) and Play(slot) in legal
        ]
        if not sure:
            return None

        # A 5 first (it may bring a token back), then the lowest rank, then the oldest card.
        def key(item: tuple[int, list[Identity]]) -> tuple[int, int, int]:
            slot, options = item
            rank = min(r for _, r in options)
            return (0 if rank == 5 else 1, rank, -slot)

        slot, options = min(sure, key=key)
        names = tuple(_name(table, ident) for ident in sorted(set(options)))
        public = Reason("hanabi.why.play-public", {"slot": slot + 1})
        self._why = Reason("hanabi.why.play", {"slot": slot + 1, "cards": _private(table, names)}, public=public)
        return Play(slot)

    # -- clues -----------------------------------------------------------------------------

    def _partners(self, table: Table) -> list[int]:
        """Partners in the order they will act."""
        return [(table.seat + step) % table.players for step in range(1, table.players)]

    def _clues_for(self, table: Table, target: int, legal: set[Action]) -> list[ClueColour | ClueRank]:
        clues: list[ClueColour | ClueRank] = [ClueColour(target, colour) for colour in table.clue_colours]
        clues += [ClueRank(target, rank) for rank in RANKS]
        return [clue for clue in clues if clue in legal]

    def _common_unseen(self, table: Table, target: int) -> Counter[Identity]:
        """Copies neither we nor `target` can rule out: only what both of us see counts."""
        return table.unseen(hidden=[table.seat, target])

    def _sure_playable_to_owner(self, table: Table, known: Mapping[str, Any], unseen: Counter[Identity]) -> bool:
        return all(table.playable(ident) for ident in table.possibilities(known, unseen))

    def _already_coming(self, table: Table) -> set[Identity]:
        """Identities some partner already knows to be playable (no need to clue them again)."""
        coming: set[Identity] = set()
        for target in self._partners(table):
            unseen = self._common_unseen(table, target)
            for card in table.hands[target]:
                if self._sure_playable_to_owner(table, card["known"], unseen):
                    coming.add(table.identity(card))
        for options in self._my_possibilities(table):
            if len(set(options)) == 1 and table.playable(options[0]):
                coming.add(options[0])
        return coming

    def _play_clue(self, table: Table, legal: set[Action]) -> Action | None:
        if table.clue_tokens <= 0:
            return None
        coming = self._already_coming(table)
        ranked: list[tuple[tuple[int, ...], ClueColour | ClueRank, list[Mapping[str, Any]]]] = []
        for distance, target in enumerate(self._partners(table)):
            hand = table.hands[target]
            unseen = self._common_unseen(table, target)
            for clue in self._clues_for(table, target, legal):
                gained: set[Identity] = set()
                cards: list[Mapping[str, Any]] = []
                bad_touches = 0
                for card in hand:
                    ident = table.identity(card)
                    touched = _touched(table, card, clue)
                    if touched and not _clued(card) and not table.playable(ident):
                        bad_touches += 1
                    before = self._sure_playable_to_owner(table, card["known"], unseen)
                    after = self._sure_playable_to_owner(table, _after_clue(table, card, clue), unseen)
                    if after and not before and ident not in coming and ident not in gained:
                        gained.add(ident)
                        cards.append(card)
                if not gained:
                    continue
                lowest = min(rank for _, rank in gained)
                # Between clues as good, one that touches a card: an empty clue puzzles people.
                touching = 0 if _empty(table, clue) else 1
                ranked.append(((len(gained), touching, -bad_touches, -lowest, -distance), clue, cards))
        if not ranked:
            return None
        ranked.sort(key=lambda item: item[0], reverse=True)
        _, clue, cards = ranked[0]
        key = "hanabi.why.play-clue-empty" if _empty(table, clue) else "hanabi.why.play-clue"
        named = tuple(_seen_card(table, clue.target, card) for card in cards)
        # The runner-up: how many of their cards it would make playable is about their own hand.
        rejected = tuple(
            Reason(
                "hanabi.why.fewer-plays",
                {
                    "clue": _clue_word(other),
                    "target": Seat(other.target),
                    "count": Secret(len(others), frozenset({other.target, "public"})),
                },
            )
            for _, other, others in ranked[1:2]
        )
        self._why = Reason(
            key,
            {"clue": _clue_word(clue), "target": Seat(clue.target), "count": len(cards), "cards": named},
            rejected,
            public=Reason("hanabi.why.clue-public", {"clue": _clue_word(clue), "target": Seat(clue.target)}),
        )
        return clue

    def _save_for(self, table: Table, target: int, legal: set[Action]) -> Action | None:
        hand = table.hands[target]
        chop = _chop(hand)
        if chop is None:
            return None
        ident = table.identity(hand[chop])
        if not table.critical(ident):
            return None
        unseen = self._common_unseen(table, target)
        if any(self._sure_playable_to_owner(table, card["known"], unseen) for card in hand):
            return None  # they will play rather than discard
        best: tuple[tuple[int, int], ClueColour | ClueRank] | None = None
        for clue in self._clues_for(table, target, legal):
            if not _touched(table, hand[chop], clue):
                continue
            extra = sum(
                1 for slot, card in enumerate(hand) if slot != chop and _touched(table, card, clue) and not _clued(card)
            )
            # A 5 is saved with its rank, the rest with whichever clue touches fewest others.
            score = (-extra, 1 if isinstance(clue, ClueRank) and ident[1] == 5 else 0)
            if best is None or score > best[0]:
                best = (score, clue)
        if best is None:
            return None
        clue = best[1]
        self._why = Reason(
            "hanabi.why.save",
            {
                "clue": _clue_word(clue),
                "target": Seat(target),
                "card": _seen_card(table, target, hand[chop]),
                "slot": chop + 1,
            },
            public=Reason("hanabi.why.clue-public", {"clue": _clue_word(clue), "target": Seat(target)}),
        )
        return clue

    def _urgent_save(self, table: Table, legal: set[Action]) -> Action | None:
        if table.clue_tokens <= 0:
            return None
        return self._save_for(table, self._partners(table)[0], legal)

    def _any_save(self, table: Table, legal: set[Action]) -> Action | None:
        if table.clue_tokens <= 0:
            return None
        for target in self._partners(table)[1:]:
            action = self._save_for(table, target, legal)
            if action is not None:
                return action
        return None

    def _info_clue(self, table: Table, legal: set[Action]) -> Action | None:
        """A clue that narrows a playable card toward sure-playable, when tokens allow."""
        if table.clue_tokens < self.info_tokens and not (table.clue_tokens > 0 and Discard(0) not in legal):
            return None
        coming = self._already_coming(table)
        best: tuple[tuple[int, ...], ClueColour | ClueRank, list[Mapping[str, Any]]] | None = None
        for distance, target in enumerate(self._partners(table)):
            hand = table.hands[target]
            unseen = self._common_unseen(table, target)
            for clue in self._clues_for(table, target, legal):
                cards: list[Mapping[str, Any]] = []
                narrowed = 0
                bad_touches = 0
                for card in hand:
                    ident = table.identity(card)
                    touched = _touched(table, card, clue)
                    if touched and not _clued(card) and not table.playable(ident) and not table.critical(ident):
                        bad_touches += 1
                    if not table.playable(ident) or ident in coming:
                        continue
                    before = len(table.possibilities(card["known"], unseen))
                    after = len(table.possibilities(_after_clue(table, card, clue), unseen))
                    if after < before:
                        narrowed += before - after
                        cards.append(card)
                if narrowed <= 0 or _empty(table, clue):  # an empty clue that only narrows: people find it odd
                    continue
                score = (-bad_touches, narrowed, -distance)
                if best is None or score > best[0]:
                    best = (score, clue, cards)
        if best is None:
            return None
        _, clue, cards = best
        self._why = Reason(
            "hanabi.why.info-clue",
            {
                "clue": _clue_word(clue),
                "target": Seat(clue.target),
                "tokens": table.clue_tokens,
                "cards": tuple(_seen_card(table, clue.target, card) for card in cards),
            },
            (self._no_play_clue(table),),
            public=Reason("hanabi.why.clue-public", {"clue": _clue_word(clue), "target": Seat(clue.target)}),
        )
        return clue

    def _no_play_clue(self, table: Table) -> Reason:
        """The play clue it looked for and did not find (about each partner's hand: hidden from them)."""
        if table.clue_tokens <= 0:
            return Reason("hanabi.why.no-tokens")
        partners = tuple(Secret(Seat(p), frozenset({p, "public"})) for p in self._partners(table))
        return Reason("hanabi.why.no-play-clue", {"partners": partners})

    # -- discarding --------------------------------------------------------------------

    def _discard(self, table: Table, legal: set[Action]) -> Action | None:
        if Discard(0) not in legal:
            return None
        hand = table.hands[table.seat]
        options = self._my_possibilities(table)
        for slot in range(len(hand) - 1, -1, -1):
            if all(table.dead(ident) for ident in options[slot]):
                self._why = Reason("hanabi.why.discard-dead", {"slot": slot + 1})
                return Discard(slot)
        rejected = (Reason("hanabi.why.nothing-sure"), self._no_play_clue(table))
        chop = _chop(hand)
        if chop is not None:
            self._why = Reason("hanabi.why.discard-chop", {"slot": chop + 1}, rejected)
            return Discard(chop)
        unseen = table.unseen(hidden=[table.seat])

        def keep_value(slot: int) -> float:
            weights = [(ident, unseen[ident]) for ident in options[slot]]
            total = sum(w for _, w in weights) or 1
            value = sum(w * (3.0 if table.critical(i) else 0.0 if table.dead(i) else 1.0) for i, w in weights)
            return value / total

        slot = min(range(len(hand)), key=lambda slot: (keep_value(slot), -slot))
        self._why = Reason("hanabi.why.discard-least", {"slot": slot + 1}, rejected)
        return Discard(slot)

    def _least_harmful(self, table: Table, legal: list[Action]) -> Action:
        """No play, no useful clue, no discard: the clue that touches the fewest new cards."""
        clues = [a for a in legal if isinstance(a, (ClueColour, ClueRank))]
        # An empty clue would harm nothing, but it has no reason to give: people find it odd.
        clues = [clue for clue in clues if not _empty(table, clue)] or clues
        if clues:

            def harm(clue: ClueColour | ClueRank) -> int:
                return sum(1 for card in table.hands[clue.target] if _touched(table, card, clue) and not _clued(card))

            least = min(harm(clue) for clue in clues)
            clue = self.rng.choice([clue for clue in clues if harm(clue) == least])
            self._why = Reason(
                "hanabi.why.forced-clue",
                {"clue": _clue_word(clue), "target": Seat(clue.target), "count": least},
                (Reason("hanabi.why.nothing-sure"), self._no_play_clue(table)),
            )
            return clue
        action = self.rng.choice(legal)
        self._why = Reason("bots.why.forced")
        return action


register_bot(
    "hanabi",
    "simple",
    RulesBot,
    "Plays only sure cards; clues playable and critical cards; discards the chop.",
    level=1,
    aliases=("rules",),
)


# The stronger bots live in their own modules; importing them here registers them.
from parlour.games.hanabi.hat import HatBot  # noqa: E402

register_bot(
    "hanabi",
    "hat",
    HatBot,
    "Hat guessing: every clue answers a question about each partner's hand (fast; strongest at 3-5 players).",
    level=3,
    aliases=("best",),
)

from parlour.games.hanabi.conventions import HGroupBot  # noqa: E402

register_bot(
    "hanabi",
    "hgroup",
    HGroupBot,
    "Plays the H-group conventions people use on hanab.live: chop, focus, play and save clues, finesses.",
    level=2,
    aliases=("partner",),  # it reads a person's clues as the guide means them; the hat bot reads them as code
)

from parlour.games.hanabi.search import HatSearchBot  # noqa: E402

register_bot(
    "hanabi",
    "hat-search",
    HatSearchBot,
    "The hat convention, checked by rollouts near the end of the deck (slower; strongest at 2 players).",
    level=4,
)
