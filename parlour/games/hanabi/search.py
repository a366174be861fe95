"""A searching Hanabi bot: the hat convention, corrected by rollouts where they find a clearly better move.

The idea is SPARTA's single-agent search (Lerer, Hu, Foerster and Brown, "Improving Policies via
Search in Cooperative Partially Observable Games", AAAI 2020): everyone agrees on a convention
(here the hat bot of `hat.py`); the searching seat deals the cards it cannot see many times,
consistently with what it knows (its own cards within its convention knowledge, the deck at
random), plays each candidate move in every such world, lets everyone follow the convention to
the end of the game, and keeps the convention's move unless another move scores clearly more on
the same worlds. Partners need not search: they read every move by the convention, and the
rollouts simulate exactly that reading, so a deviation is only taken when it pays for whatever
it does to their knowledge.

Rollouts run on a small simulator of the public knowledge (the hat tables are the same for every
seat, so one copy serves the whole table), not on the engine: it is many times faster. The search
runs only when the game is short enough for rollouts to be cheap and decisive (the deck is
nearly empty), and with a fixed number of worlds, so a seeded bot is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.actions import Action
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.hat import MAX_TOKENS, HatBot, Public, _p, decide, hat_clue, private_tables, replay

# Search when at most this many cards are left in the deck (before, the convention's move stands).
SEARCH_DECK = 8
WORLDS = 48  # at most this many worlds per decision; every candidate is played in each of them
# About this many simulated turns per decision (each about a millisecond here): fewer worlds while
# the rollouts are long, so a decision stays near or under a second on one core. 2,500 searched
# better (+0.14 to +0.18 points at 2 players) but took about 2 s a searched move on this machine.
STEP_BUDGET = 800
MARGIN = 0.04  # a deviation must gain this many points on average over the same worlds


class Sim:
    """One dealt world: the public tables and board, every hand's true cards, the deck's order."""

    def __init__(self, public: Public, hands: list[list[int]], deck: list[int]) -> None:
        self.public = public
        self.hands = hands
        self.deck = deck
        self.final: int | None = None
        self.over = False

    def cards(self, but: int | None = None) -> dict[int, list[int]]:
        return {p: h for p, h in enumerate(self.hands) if p != but}

    def step(self, actor: int, action: Action) -> None:
        public = self.public
        rules = public.rules
        deck_was_empty = public.deck == 0
        hand = self.hands[actor]
        entry: dict[str, Any]
        if isinstance(action, (Play, Discard)):
            i = len(hand) - 1 - action.slot
            ident = hand[i]
            card = {"suit": rules.suits[ident // 5].colour, "rank": ident % 5 + 1}
            if isinstance(action, Play):
                entry = {"seat": actor, "type": "play", "slot": action.slot, "card": card}
                entry["success"] = public.playable[ident]
            else:
                entry = {"seat": actor, "type": "discard", "slot": action.slot, "card": card}
            drew = public.deck > 0
            replay(public, entry, lambda: self.cards())
            del hand[i]
            if drew:
                hand.append(self.deck.pop())
                if public.deck == 0:
                    self.final = rules.players
            public.hints = min(public.hints, MAX_TOKENS)
        else:
            assert isinstance(action, (ClueColour, ClueRank))
            target = self.hands[action.target]
            ids = public.ids[action.target]
            if isinstance(action, ClueColour):
                allowed = rules.touch_ids[rules.colours.index(action.colour)]
                entry = {"seat": actor, "type": "clue", "target": action.target, "colour": action.colour}
            else:
                allowed = rules.rank_ids[action.rank - 1]
                entry = {"seat": actor, "type": "clue", "target": action.target, "rank": action.rank}
            entry["touched"] = [cid for cid, ident in zip(ids, target, strict=True) if ident in allowed]
            replay(public, entry, lambda: self.cards())
        if public.strikes >= 3 or all(f == 5 for f in public.fireworks):
            self.over = True
        elif self.final is not None and deck_was_empty:
            self.final -= 1
            if self.final <= 0:
                self.over = True

    def points(self) -> int:
        return sum(self.public.fireworks)

    def run(self, actor: int) -> int:
        """Everyone follows the convention from `actor`'s turn to the end; the points made."""
        n = self.public.rules.players
        public = self.public
        while not self.over:
            action = decide(public, actor, self.cards(actor))
            if isinstance(action, Discard) and public.hints >= MAX_TOKENS:
                action = hat_clue(public, actor, public.total_shapes(actor), self.cards(actor)) or Play(0)
            if isinstance(action, (ClueColour, ClueRank)) and public.hints <= 0:
                action = Play(0)
            self.step(actor, action)
            actor = (actor + 1) % n
        return self.points()


def _clone_public(public: Public) -> Public:
    other = public.copy()
    other.fireworks = list(public.fireworks)
    other.discarded = list(public.discarded)
    other.revealed = list(public.revealed)
    other.ids = [list(ids) for ids in public.ids]
    return other


class HatSearchBot(HatBot):
    """The hat convention plus endgame rollouts (level 4, slower: well under a second a move)."""

    name = "hat-search"

    def __init__(self, seed: int | None = None, worlds: int = WORLDS, search_deck: int = SEARCH_DECK) -> None:
        super().__init__(seed)
        self.worlds = worlds
        self.search_deck = search_deck
        self.deviations = 0

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        blueprint = super().choose(view, legal)
        public = self._public
        if public is None or view["options"].get("bouquet_final") or public.deck > self.search_deck or len(legal) <= 1:
            return blueprint
        me = int(view["seat"])
        cards = self._cards(public, me)
        candidates = self._candidates(public, me, cards, blueprint, legal)
        if len(candidates) <= 1:
            return blueprint
        turns_left = public.deck + public.rules.players
        worlds = max(4, min(self.worlds, STEP_BUDGET // (len(candidates) * turns_left)))
        totals = [0.0] * len(candidates)
        for _ in range(worlds):
            world = self._deal(public, me, cards)
            if world is None:
                return blueprint
            hands, deck = world
            for k, action in enumerate(candidates):
                sim = Sim(_clone_public(public), [list(h) for h in hands], list(deck))
                sim.final = None if public.deck or view["turns_left"] is None else int(view["turns_left"])
                sim.step(me, action)
                totals[k] += sim.run((me + 1) % public.rules.players) if not sim.over else sim.points()
        best = max(range(len(candidates)), key=lambda k: (totals[k], k == 0))
        if best != 0 and (totals[best] - totals[0]) / worlds > MARGIN:
            self.deviations += 1
            return candidates[best]
        return blueprint

    def _candidates(
        self, public: Public, me: int, cards: Mapping[int, Sequence[int]], blueprint: Action, legal: list[Action]
    ) -> list[Action]:
        """The convention's move first, then plays worth a try, the convention's clue and discard."""
        found: list[Action] = [blueprint]
        private = private_tables(public, me, cards)
        size = len(private)
        for i, table in enumerate(private):
            if table and _p(table, public.playable) > 0.0:
                found.append(Play(size - 1 - i))
        if public.hints > 0:
            clue = hat_clue(public, me, public.total_shapes(me), cards)
            if clue is not None:
                found.append(clue)
        if public.hints < MAX_TOKENS:
            for i in range(size):
                found.append(Discard(size - 1 - i))
        unique: list[Action] = []
        for action in found:
            if action in legal and action not in unique:
                unique.append(action)
        return unique

    def _deal(
        self, public: Public, me: int, cards: Mapping[int, Sequence[int]]
    ) -> tuple[list[list[int]], list[int]] | None:
        """Our hand dealt within what we know, the deck shuffled from the copies left."""
        rules = public.rules
        left = [rules.copies[c] - public.revealed[c] for c in range(rules.n_ids)]
        for hand in cards.values():
            for ident in hand:
                left[ident] -= 1
        private = private_tables(public, me, cards)
        rng = self.rng
        order = sorted(range(len(private)), key=lambda i: len(private[i]))
        for _ in range(100):
            pool = list(left)
            mine = [0] * len(private)
            ok = True
            for i in order:
                weighted = [(c, pool[c]) for c in private[i] if pool[c] > 0]
                total = sum(w for _, w in weighted)
                if total <= 0:
                    ok = False
                    break
                pick = rng.randrange(total)
                for ident, weight in weighted:
                    pick -= weight
                    if pick < 0:
                        mine[i] = ident
                        pool[ident] -= 1
                        break
            if ok:
                deck = [c for c in range(rules.n_ids) for _ in range(max(pool[c], 0))]
                rng.shuffle(deck)
                deck = deck[: public.deck]
                hands = [list(cards[p]) if p != me else mine for p in range(rules.players)]
                return hands, deck
        return None
