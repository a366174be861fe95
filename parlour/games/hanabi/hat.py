"""A hat-guessing Hanabi bot: every clue answers a question about every other partner's hand at once.

The idea comes from Cox, Silva, Deorsey, Komlos and Cates, "How to make the perfect fireworks
display: Two strategies for Hanabi" (Mathematics Magazine, 2015), and the way questions are
chosen follows the "information" strategy of Jeff Wu's hanabi.rs (github.com/WuTheFWasThat/hanabi.rs,
strategies/information.rs), re-implemented here in our own terms.

How it works, in brief (docs/bots/hanabi.md has the long version for human partners):

* Everyone keeps the same *public knowledge*: for every card in every hand, the identities it may
  still have and how many copies of each are unaccounted for. It is rebuilt from the view's public
  log, so every seat computes the very same tables.
* A clue is worth a number from 0 to T-1, T being the count of distinct "clue shapes" (3 or 4 per
  partner: rank on the partner's focus card, colour on it, some other clue...). The giver asks, of
  each partner's hand, the questions public knowledge says are most useful ("is this card
  playable?", "is it dead?", "which group of identities is it in?"), reads the answers off the
  cards they can see, packs each partner's answers into a number modulo T and gives the clue whose
  shape is the sum of those numbers modulo T.
* Each partner sees every hand but their own, computes the others' numbers the same way, and
  subtracts them from the clue's number: what is left is the answer about their own hand.
* Plays are only made on certainty (or, early and with strikes to spare, on a card that is
  playable or useless for sure and playable with probability > 3/4; or, in the last round, on a
  fair chance); discards go to known-useless cards first, then to the card whose loss is expected
  to cost fewest points. The last-round gamble and the discard cost are our changes to hanabi.rs.
* At two players, where a clue tells one hand only, a few more changes of ours: the playability
  question is asked even of a partner who knows a playable card; among clues of one shape, one
  that shows a critical card to be critical is favoured; the bot clues rather than discards with
  more than 3 tokens, and with any token when the card the partner would discard next is critical
  or (a stall) once 1 to 3 cards are left in the deck; and with 1 to 5 cards left it plays a card
  playable with probability 0.4 or more rather than discard.

The bot keeps its public tables between turns and replays only the new log entries; a bot given
a view in the middle of a game replays the whole log. It reads only its seat's view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from parlour.engine.actions import Action
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import RANKS, SUITS_BY_VARIANT, Suit
from parlour.games.hanabi.views import LogEntry, SeatView, seat_view

# Tunable weights of the convention (the values of hanabi.rs' information strategy unless noted).
RISKY_PLAY = 0.75  # play a card that is playable-or-useless for sure when it is playable this likely
SPARE_TOKENS = 4  # with nothing better to do, clue rather than discard when more tokens than this
# Our change: discard the card whose expected cost is least, counting what each identity would cost:
# the last copy of a needed card costs CRIT_LOSS plus the points above it; a card with a copy left
# SPARE_LOSS; a card a partner holds too SEEN_LOSS (hanabi.rs mixes probabilities with the mean rank
# instead; this gains about 0.4 points at 2 players over 1,000 seeded games, 0.05 at 3).
CRIT_LOSS, SPARE_LOSS, SEEN_LOSS = 10.0, 2.0, 0.2
FINAL_GAMBLE = 0.1  # in the last round, play a card that is playable at least this likely (our change)
LAST_TURN_GAMBLE = True  # on the game's very last turn, gamble even with two strikes (our change)
# At two players only (our changes; each measured paired at 2 players, docs/bots/hanabi.md):
SPARE_TOKENS_2P = 3  # SPARE_TOKENS at two players: blind discards lose critical cards, so clue sooner
STALL_DECK = 3  # with this few cards left in the deck, clue rather than discard while a token remains
LATE_GAMBLE_DECK = 5  # with this few cards left and at most one strike, play rather than discard ...
LATE_GAMBLE = 0.4  # ... the card most likely playable, if it is at least this likely
PROTECT_2P = 1.0  # among clues of one shape, favour one that shows a critical card to be critical

Table = dict[int, int]  # identity (suit * 5 + rank - 1) -> copies not publicly accounted for
MAX_TOKENS = 8
# A question: ("play", index), ("dead", index), ("combo", [(is_dead, index), ...]) or
# ("part", index, {identity: block}, blocks).
Question = tuple[Any, ...]


class Mod:
    """A number known modulo `modulus` (hanabi.rs' ModulusInformation, in our words)."""

    __slots__ = ("modulus", "value")

    def __init__(self, modulus: int, value: int) -> None:
        self.modulus = modulus
        self.value = value

    def room(self, limit: int) -> int:
        """The largest modulus another number may have and still be packed below `limit`."""
        return (limit - self.value - 1) // self.modulus + 1

    def pack(self, modulus: int, value: int, limit: int) -> None:
        self.value += self.modulus * value
        self.modulus = min(limit, self.modulus * modulus)

    def unpack(self, modulus: int) -> int:
        value = self.value % modulus
        self.value //= modulus
        self.modulus = (self.modulus - value - 1) // modulus + 1
        return value


class Rules:
    """The variant's fixed facts: suits, copies, which clue touches which suit."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        self.players = int(options.get("players", 2))
        self.bouquet = bool(options.get("bouquet_final", False))
        self.suits: tuple[Suit, ...] = SUITS_BY_VARIANT.get(str(options.get("sixth_suit", "none")), ())
        if not self.suits:
            self.suits = SUITS_BY_VARIANT["none"]
        self.n_suits = len(self.suits)
        self.n_ids = 5 * self.n_suits
        self.hand_size = 5 if self.players <= 3 else 4
        self.copies = [suit.copies(rank) for suit in self.suits for rank in RANKS]
        self.total_cards = sum(self.copies)
        self.colours = [suit.colour for suit in self.suits if not suit.rainbow]
        self.colour_index = {suit.colour: s for s, suit in enumerate(self.suits)}
        self.rainbow = any(suit.rainbow for suit in self.suits)
        # touch[c][s]: a clue of colour c touches suit s.
        self.touch = [[suit.colour == colour or suit.rainbow for suit in self.suits] for colour in self.colours]
        self.touch_ids = [{i for i in range(self.n_ids) if row[i // 5]} for row in self.touch]
        self.rank_ids = [{i for i in range(self.n_ids) if i % 5 == r} for r in range(5)]
        self.discard_threshold = self.total_cards - self.n_ids - self.players * self.hand_size


def _p(table: Table, flags: Sequence[bool]) -> float:
    total = 0
    yes = 0
    for ident, weight in table.items():
        total += weight
        if flags[ident]:
            yes += weight
    return yes / total if total else 0.0


class Public:
    """The public knowledge of one game, as every seat computes it, and the public board."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        n, size = rules.players, rules.hand_size
        self.fireworks = [0] * rules.n_suits
        self.discarded = [0] * rules.n_ids
        self.revealed = [0] * rules.n_ids  # played or discarded: known to all
        self.discard_count = 0
        self.hints = MAX_TOKENS
        self.strikes = 0
        self.deck = rules.total_cards - n * size
        self.turns_left: int | None = None  # once the deck is empty: turns until the game ends
        self.next_card = n * size
        self.player = 0
        # Oldest card first (index 0), as the cards were dealt: seat p got p*size .. p*size+size-1.
        self.ids = [list(range(p * size, p * size + size)) for p in range(n)]
        full = {i: c for i, c in enumerate(rules.copies) if c}
        self.tables: list[list[Table]] = [[dict(full) for _ in range(size)] for _ in range(n)]
        self.playable: list[bool] = []
        self.dead: list[bool] = []
        self.dispensable: list[bool] = []
        self.refresh()

    def copy(self) -> Public:
        """A copy whose tables may be changed without touching ours (the board is shared)."""
        other = object.__new__(Public)
        other.__dict__.update(self.__dict__)
        other.tables = [[dict(t) for t in hand] for hand in self.tables]
        return other

    def refresh(self) -> None:
        rules = self.rules
        self.playable = [self.fireworks[i // 5] == i % 5 for i in range(rules.n_ids)]
        dead = [False] * rules.n_ids
        for s in range(rules.n_suits):
            top = self.fireworks[s]
            reach = 5
            for r in range(top + 1, 6):
                i = s * 5 + r - 1
                if self.discarded[i] >= rules.copies[i]:
                    reach = r - 1
                    break
            for r in range(1, 6):
                dead[s * 5 + r - 1] = r <= top or r > reach
        self.dead = dead
        self.dispensable = [dead[i] or rules.copies[i] - self.discarded[i] != 1 for i in range(rules.n_ids)]

    def others_after(self, player: int) -> list[int]:
        n = self.rules.players
        return [(player + k) % n for k in range(1, n)]

    # -- questions ------------------------------------------------------------------------

    def ask(self, tables: list[Table], total: int) -> Question | None:
        """The next question about a hand whose tables are `tables`, given `total` answers fit."""
        if total <= 1:
            return None
        playable, dead = self.playable, self.dead
        stats = []
        know_play = know_dead = False
        for i, table in enumerate(tables):
            p_play, p_dead = _p(table, playable), _p(table, dead)
            if p_play == 1.0:
                know_play = True
            if p_dead == 1.0:
                know_dead = True
            if p_dead != 1.0 and len(table) > 1:
                stats.append((i, p_play, p_dead))
        # At two players a clue tells one hand only: ask which card is playable even when one is known.
        if not know_play or self.rules.players == 2:
            to_ask = [(False, i, p) for i, p, _ in stats if 0.0 < p < 1.0]
            if not know_dead:
                to_ask += [(True, i, d) for i, _, d in stats if d != 0.0]
            if len(to_ask) > total - 1:
                to_ask.sort(key=lambda q: (q[0], -q[2]))
                del to_ask[total - 1 :]
            # Least likely first: a "yes" then also tells that every earlier card was a "no".
            to_ask.sort(key=lambda q: (q[0], q[2]))
            if to_ask:
                return ("combo", [(d, i) for d, i, _ in to_ask])
        near = [(abs(p - 0.7), i) for i, p, _ in stats if abs(p - 0.7) < 0.2]
        if near:
            return ("play", min(near)[1])
        if not stats:
            return None
        index = min(stats, key=lambda s: (s[2], s[0]))[0]
        table = tables[index]
        has_dead = any(dead[c] for c in table)
        room = total - 1 if has_dead else total
        blocks: dict[int, int] = {}
        block = count = 0
        for ident in sorted(table):
            if not dead[ident]:
                blocks[ident] = block
                block = (block + 1) % room
                count = min(count + 1, room)
        if has_dead:
            for ident in table:
                if dead[ident]:
                    blocks[ident] = count
            count += 1
        if count < 2:
            return None
        return ("part", index, blocks, count)

    def loss(self, table: Table, seen: Sequence[bool] | None) -> float:
        """The points a discard of this card is expected to cost (a rough measure)."""
        total = cost = 0.0
        dead, dispensable = self.dead, self.dispensable
        for c, w in table.items():
            total += w
            if dead[c]:
                continue
            if seen is not None and seen[c]:
                cost += w * SEEN_LOSS
            elif not dispensable[c]:
                cost += w * (CRIT_LOSS + 5 - c % 5)
            else:
                cost += w * SPARE_LOSS
        return cost / total if total else 0.0

    @staticmethod
    def size(question: Question) -> int:
        kind = question[0]
        if kind == "combo":
            return len(question[1]) + 1
        if kind == "part":
            return int(question[3])
        return 2

    def answer(self, question: Question, cards: Sequence[int]) -> int:
        kind = question[0]
        if kind == "combo":
            for k, (ask_dead, i) in enumerate(question[1]):
                if (self.dead if ask_dead else self.playable)[cards[i]]:
                    return k + 1
            return 0
        if kind == "part":
            return int(question[2].get(cards[question[1]], 0))
        flags = self.playable if kind == "play" else self.dead
        return 1 if flags[cards[question[1]]] else 0

    def learn(self, question: Question, value: int, tables: list[Table]) -> None:
        """Narrow `tables` to the identities that give `value` as the answer."""
        kind = question[0]
        if kind == "combo":
            asked = question[1]
            hit = value - 1 if value else len(asked)
            for k, (ask_dead, i) in enumerate(asked[: hit + 1]):
                self._keep(tables, i, self.dead if ask_dead else self.playable, k == hit)
            return
        if kind == "part":
            index, blocks = question[1], question[2]
            table = tables[index]
            for ident in [c for c in table if blocks.get(c) != value]:
                del table[ident]
            return
        self._keep(tables, question[1], self.playable if kind == "play" else self.dead, value == 1)

    @staticmethod
    def _keep(tables: list[Table], index: int, flags: Sequence[bool], truth: bool) -> None:
        table = tables[index]
        for ident in [c for c in table if flags[c] != truth]:
            del table[ident]

    # -- hat values ---------------------------------------------------------------------

    def hat_of(self, player: int, cards: Sequence[int], total: int) -> tuple[int, list[Table]]:
        """The number `player`'s hand answers (modulo `total`) and the tables once it is known."""
        tables = [dict(t) for t in self.tables[player]]
        info = Mod(1, 0)
        while True:
            question = self.ask(tables, info.room(total))
            if question is None:
                break
            value = self.answer(question, cards)
            self.learn(question, value, tables)
            info.pack(self.size(question), value, total)
        return info.value, tables

    def hat_sum(self, actor: int, total: int, cards_of: Mapping[int, Sequence[int]]) -> int:
        """What `actor` encodes: the sum of every partner's number, modulo `total`."""
        value = 0
        for player in self.others_after(actor):
            value += self.hat_of(player, cards_of[player], total)[0]
        return value % total

    def hear(self, actor: int, total: int, value: int, cards_of: Mapping[int, Sequence[int]]) -> None:
        """Update every table from `actor` having encoded `value` modulo `total`.

        Partners whose cards are in `cards_of` are worked out from their cards; the one seat not
        in it (ourselves) learns what is left once the others' numbers are taken away.
        """
        updates: list[tuple[int, list[Table]]] = []
        blind: int | None = None
        for player in self.others_after(actor):
            if player not in cards_of:
                blind = player
                continue
            number, tables = self.hat_of(player, cards_of[player], total)
            value -= number
            updates.append((player, tables))
        if blind is not None:
            tables = [dict(t) for t in self.tables[blind]]
            info = Mod(total, value % total)
            while True:
                question = self.ask(tables, info.modulus)
                if question is None:
                    break
                self.learn(question, info.unpack(self.size(question)), tables)
            updates.append((blind, tables))
        for player, tables in updates:
            self.tables[player] = tables

    # -- clue shapes ----------------------------------------------------------------------

    def shapes(self, player: int) -> int:
        """How many distinct clue shapes a clue to `player` can carry (3 or 4; fewer for tiny hands)."""
        tables = self.tables[player]
        if not tables:
            return 0
        if len(tables) == 1:
            return 2
        if self.rules.rainbow:
            return 3
        one_colour = any(all(any(c // 5 == s for c in t) for t in tables) for s in range(self.rules.n_suits))
        one_rank = any(all(any(c % 5 == r for c in t) for t in tables) for r in range(5))
        return 3 if one_colour or one_rank else 4

    def focus(self, player: int) -> int:
        """The card a clue to `player` is about: the least known card that may still matter."""
        best, best_score = 0, -1
        for i, table in enumerate(self.tables[player]):
            if len(table) <= 1 or _p(table, self.dead) == 1.0:
                score = 0
            else:
                score = 1 + (len({c // 5 for c in table}) > 1) + (len({c % 5 for c in table}) > 1)
            if score > best_score:
                best, best_score = i, score
        return best

    def shape_layout(self, giver: int) -> list[tuple[int, int]]:
        """(partner, number of shapes) in the order the shapes are numbered."""
        return [(p, self.shapes(p)) for p in self.others_after(giver)]

    # -- the public effects of each action ------------------------------------------------------

    def knows_playable(self, player: int) -> bool:
        return any(_p(t, self.playable) == 1.0 for t in self.tables[player])

    def nobody_needs_a_clue(self, actor: int) -> None:
        """The actor chose not to clue: every partner who knows no playable card has none."""
        playable = self.playable
        for player in range(self.rules.players):
            if player != actor and not self.knows_playable(player):
                for table in self.tables[player]:
                    for ident in [c for c in table if playable[c]]:
                        del table[ident]

    def useless(self, tables: Sequence[Table]) -> list[int]:
        """Indices of cards known useless: dead for sure, or one of two cards known identical."""
        found: set[int] = set()
        seen: dict[int, int] = {}
        for i, table in enumerate(tables):
            if table and _p(table, self.dead) == 1.0:
                found.add(i)
            elif len(table) == 1:
                ident = next(iter(table))
                if ident in seen:
                    found.add(i)
                    found.add(seen[ident])
                else:
                    seen[ident] = i
        return sorted(found)

    def total_shapes(self, giver: int) -> int:
        return sum(n for _, n in self.shape_layout(giver))


def clue_shape(public: Public, giver: int, target: int, touched_focus: bool, is_colour: bool) -> int:
    """The number a clue to `target` stands for (decoding, as every seat does it)."""
    value = 0
    for player, n in public.shape_layout(giver):
        if player == target:
            if touched_focus or n < 3:
                kind = 1 if is_colour else 0
            elif n == 3:
                kind = 2
            else:
                kind = 3 if is_colour else 2
            return value + min(kind, n - 1)
        value += n
    return 0


def replay(public: Public, entry: Mapping[str, Any], cards_of: Callable[[], Mapping[int, Sequence[int]]]) -> None:
    """Apply one public log entry to `public`, as every seat does (`cards_of`: the hands one can see)."""
    actor = int(entry["seat"])
    public.player = actor
    kind = entry["type"]
    if public.deck == 0 and public.turns_left is not None:
        public.turns_left -= 1
    if kind == "clue":
        target = int(entry["target"])
        touched = set(entry["touched"])
        ids = public.ids[target]
        matches = [c in touched for c in ids]
        is_colour = "colour" in entry
        total = public.total_shapes(actor)
        if total > 0:
            focus = public.focus(target)
            value = clue_shape(public, actor, target, bool(matches and matches[focus]), is_colour)
            public.hear(actor, total, value % total, cards_of())
        rules = public.rules
        if is_colour:
            allowed = rules.touch_ids[rules.colours.index(entry["colour"])]
        else:
            allowed = rules.rank_ids[int(entry["rank"]) - 1]
        for table, hit in zip(public.tables[target], matches, strict=True):
            for ident in [c for c in table if (c in allowed) != hit]:
                del table[ident]
        public.hints -= 1
        return
    ids = public.ids[actor]
    i = len(ids) - 1 - int(entry["slot"])
    card = entry["card"]
    ident = public.rules.colour_index[card["suit"]] * 5 + int(card["rank"]) - 1
    if kind == "discard":
        known = public.useless(public.tables[actor])
        if public.hints > 0 and public.total_shapes(actor) > 0:
            public.nobody_needs_a_clue(actor)
        if len(known) > 1 and i in known:
            public.hear(actor, len(known), known.index(i), cards_of())
    # The card leaves the hand; a new one (any unaccounted card) comes in.
    tables = public.tables[actor]
    del tables[i]
    del ids[i]
    if public.deck > 0:
        fresh = {c: public.rules.copies[c] - public.revealed[c] for c in range(public.rules.n_ids)}
        tables.append({c: w for c, w in fresh.items() if w > 0})
        ids.append(public.next_card)
        public.next_card += 1
        public.deck -= 1
        if public.deck == 0 and not public.rules.bouquet:
            public.turns_left = public.rules.players
    for hand in public.tables:
        for table in hand:
            weight = table.get(ident)
            if weight is not None:
                if weight <= 1:
                    del table[ident]
                else:
                    table[ident] = weight - 1
    public.revealed[ident] += 1
    if kind == "play" and entry.get("success"):
        public.fireworks[ident // 5] = ident % 5 + 1
        if ident % 5 == 4 and public.hints < MAX_TOKENS:
            public.hints += 1
    else:
        public.discarded[ident] += 1
        public.discard_count += 1
        if kind == "play":
            public.strikes += 1
        else:
            public.hints += 1
    public.refresh()


class HatBot:
    """The hat-guessing bot (level 3, `best`): see the module's docstring."""

    name = "hat"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._public: Public | None = None
        self._rules: Rules | None = None
        self._seen = 0
        self._key: tuple[Any, ...] | None = None
        self._idents: dict[int, int] = {}
        self._last: LogEntry | None = None
        self.lost_track = 0
        from parlour.games.hanabi.bots import RulesBot  # here: bots.py imports this module

        self._fallback = RulesBot(seed)

    # -- keeping the public knowledge up to date ---------------------------------------------

    def _sync(self, view: SeatView) -> Public:
        log = view["log"]
        key = (view["seat"], repr(view["options"]), repr(log[0]) if log else None)
        if (
            self._public is None
            or self._key != key
            or len(log) < self._seen
            or (self._seen and log[self._seen - 1] != self._last)
        ):
            self._rules = Rules({**view["options"], "players": view["players"]})
            self._public = Public(self._rules)
            self._seen = 0
            self._key = key
            self._idents = {}
        public, rules = self._public, self._rules
        assert rules is not None
        me = int(view["seat"])
        index = rules.colour_index
        for entry in log:
            if entry["type"] != "clue":  # a card played or discarded, face up
                face = entry["card"]
                self._idents[int(face["id"])] = index[face["suit"]] * 5 + int(face["rank"]) - 1
        for owner, hand in enumerate(view["hands"]):
            if owner != me:
                for card in hand:
                    self._idents[int(card["id"])] = index[card["suit"]] * 5 + int(card["rank"]) - 1
        for entry in log[self._seen :]:
            replay(public, entry, lambda: self._cards(public, me))
        self._seen = len(log)
        self._last = log[-1] if log else None
        return public

    def _cards(self, public: Public, me: int) -> dict[int, list[int]]:
        idents = self._idents
        return {p: [idents[c] for c in ids] for p, ids in enumerate(public.ids) if p != me}

    # -- choosing -----------------------------------------------------------------------------

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        public = self._sync(view)
        me = int(view["seat"])
        if any([c["id"] for c in reversed(h)] != public.ids[p] for p, h in enumerate(view["hands"])):
            # Never expected: the replay disagrees with the view. Play safe rather than on wrong tables.
            self.lost_track += 1
            self._public = None
            return self._fallback.choose(view, legal)
        action = decide(public, me, self._cards(public, me))
        if action in legal:
            return action
        # Only in variants the convention does not cover (an empty hand, a clue shape with no clue).
        for kind in (ClueColour, ClueRank, Discard, Play):
            for candidate in legal:
                if isinstance(candidate, kind):
                    return candidate
        return legal[0]


def private_tables(public: Public, me: int, cards: Mapping[int, Sequence[int]]) -> list[Table]:
    """Seat `me`'s private knowledge: the public tables minus the copies it sees in partners' hands."""
    private = [dict(t) for t in public.tables[me]]
    for hand in cards.values():
        for ident in hand:
            for table in private:
                weight = table.get(ident)
                if weight is not None:
                    if weight <= 1:
                        del table[ident]
                    else:
                        table[ident] = weight - 1
    return private


def decide(public: Public, me: int, cards: Mapping[int, Sequence[int]]) -> Action:
    """The convention's move for seat `me`, who sees `cards` (every partner's hand, oldest first)."""
    rules = public.rules
    playable, dead = public.playable, public.dead
    private = private_tables(public, me, cards)
    size = len(private)

    def slot(i: int) -> Action:
        return Play(size - 1 - i)

    holders: dict[int, int] = {}
    if public.deck > 0:
        for hand in cards.values():
            for ident in set(hand):
                holders[ident] = holders.get(ident, 0) + 1

    def play_score(table: Table) -> float:
        total = sum(table.values())
        return sum(w * (10 - (c % 5 + 1)) / (1 + holders.get(c, 0)) for c, w in table.items()) / total

    sure = [(-play_score(t), i) for i, t in enumerate(private) if t and _p(t, playable) == 1.0]
    if sure:
        return slot(min(sure)[1])

    if public.strikes < 2 and public.discard_count <= rules.discard_threshold:
        either = [playable[c] or dead[c] for c in range(rules.n_ids)]
        risky = [(_p(t, playable), -i) for i, t in enumerate(private) if t and _p(t, either) == 1.0]
        if risky:
            chance, neg_i = max(risky)
            if chance > RISKY_PLAY:
                return slot(-neg_i)

    last_turn = public.turns_left == 1 and LAST_TURN_GAMBLE
    if public.deck == 0 and not rules.bouquet and (public.strikes < 2 or last_turn):
        gamble = [(_p(t, playable), -i) for i, t in enumerate(private) if t]
        if gamble:
            chance, neg_i = max(gamble)
            if chance >= FINAL_GAMBLE:
                return slot(-neg_i)

    two = rules.players == 2
    public_useless = public.useless(public.tables[me])
    useless = public.useless(private)
    total = public.total_shapes(me)
    someone_can_play = any(playable[c] for hand in cards.values() for c in hand)
    needs_clue = any(any(playable[c] for c in hand) and not public.knows_playable(p) for p, hand in cards.items())
    if total == 0:
        will_clue = False
    elif public.hints == MAX_TOKENS or (public.hints > 0 and needs_clue):
        will_clue = True
    elif public.discard_count <= rules.discard_threshold and useless:
        will_clue = False
    elif public.hints > 0 and someone_can_play:
        will_clue = True
    else:
        will_clue = public.hints > (SPARE_TOKENS_2P if two else SPARE_TOKENS)
    if two and not will_clue and public.hints > 0 and total > 0:
        # Stall: a discard brings the last round nearer, a clue does not and may still find a play.
        # Protect: the partner's next discard would lose a critical card; a clue may give them a play or show it.
        will_clue = 0 < public.deck <= STALL_DECK or (not useless and _partner_in_danger(public, cards))
    if will_clue:
        clue = hat_clue(public, me, total, cards)
        if clue is not None:
            return clue

    if two and 0 < public.deck <= LATE_GAMBLE_DECK and public.strikes < 2:
        # Few turns are left: a fair chance of a point is worth more than what the discard would draw.
        gamble = [(_p(t, playable), -i) for i, t in enumerate(private) if t]
        if gamble:
            chance, neg_i = max(gamble)
            if chance >= LATE_GAMBLE:
                return slot(-neg_i)

    size_me = len(public.tables[me])

    def discard(i: int) -> Action:
        return Discard(size_me - 1 - i)

    if len(public_useless) > 1:
        # Which useless card we throw is itself a hat number (everyone reasons on the same tables),
        # worked out after what our not clueing tells (as the replay of this discard will do).
        future = public.copy()
        if future.hints > 0:
            future.nobody_needs_a_clue(me)
        value = future.hat_sum(me, len(public_useless), cards)
        return discard(public_useless[value])
    if useless:
        return discard(useless[0])
    seen = [False] * rules.n_ids
    for hand in cards.values():
        for c in hand:
            seen[c] = True
    cheapest = _cheapest_discard(public, private, seen)
    return discard(0 if cheapest is None else cheapest)


def _cheapest_discard(public: Public, tables: Sequence[Table], seen: Sequence[bool] | None) -> int | None:
    """The card whose discard is expected to cost least (oldest first on a tie), None for an empty hand."""
    costs = [(public.loss(t, seen), i) for i, t in enumerate(tables) if t]
    return min(costs)[1] if costs else None


def _partner_in_danger(public: Public, cards: Mapping[int, Sequence[int]]) -> bool:
    """At two players: would the partner's likeliest discard (by public knowledge) throw a critical card?"""
    partner, hand = next(iter(cards.items()))
    tables = public.tables[partner]
    if public.useless(tables):
        return False
    cheapest = _cheapest_discard(public, tables, None)
    return cheapest is not None and not public.dispensable[hand[cheapest]]


def hat_clue(public: Public, me: int, total: int, cards: Mapping[int, Sequence[int]]) -> Action | None:
    """The clue whose shape is the sum of every partner's number."""
    value = public.hat_sum(me, total, cards)
    rules = public.rules
    for target, n in public.shape_layout(me):
        if value >= n:
            value -= n
            continue
        hand = cards[target]
        focus = public.focus(target)
        card = hand[focus]
        options: list[ClueColour | ClueRank] = []
        colour_hits = [c for c, ids in enumerate(rules.touch_ids) if any(x in ids for x in hand)]
        if value == 0:
            options = [ClueRank(target, card % 5 + 1)]
        elif value == 1:
            options = [ClueColour(target, rules.colours[c]) for c in colour_hits if card in rules.touch_ids[c]]
        else:
            ranks = sorted({c % 5 + 1 for c in hand if c % 5 != card % 5})
            colours = [rules.colours[c] for c in colour_hits if card not in rules.touch_ids[c]]
            if n == 3 or value == 2:
                options += [ClueRank(target, r) for r in ranks]
            if n == 3 or value == 3:
                options += [ClueColour(target, c) for c in colours]
        if not options:
            return None
        return max(options, key=lambda clue: _goodness(public, target, hand, clue))
    return None


def _goodness(public: Public, target: int, hand: Sequence[int], clue: ClueColour | ClueRank) -> float:
    """How much a clue narrows the target's cards down (the product of the weight ratios)."""
    rules = public.rules
    if isinstance(clue, ClueColour):
        allowed = rules.touch_ids[rules.colours.index(clue.colour)]
    else:
        allowed = rules.rank_ids[clue.rank - 1]
    goodness = 1.0
    for table, card in zip(public.tables[target], hand, strict=True):
        if len(table) <= 1 or _p(table, public.dead) == 1.0:
            continue
        hit = card in allowed
        old = sum(table.values())
        kept = {c: w for c, w in table.items() if (c in allowed) == hit}
        new = sum(kept.values())
        if not new:
            continue
        bonus = 2.0 if len(kept) == 1 or all(public.dead[c] for c in kept) else 1.0
        goodness *= bonus * old / new
        if rules.players == 2 and not public.dispensable[card]:
            # A critical card the clue makes costlier to discard is less likely to be thrown away.
            gain = public.loss(kept, None) - public.loss(table, None)
            goodness *= 1.0 + PROTECT_2P * max(gain, 0.0)
    return goodness
