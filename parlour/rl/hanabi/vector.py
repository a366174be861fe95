"""Hanabi, N games at once in NumPy: HLE's observations, move uids and scores, no loop over games.

`VectorEnv(num_envs, players, seed)` holds every game's state in arrays and steps them all with
one action each. Its rules are HLE's (and OpenSpiel's `hanabi`): five suits, no empty clues,
8 information tokens, 3 lives, hand size 5 at 2-3 players and 4 at 4-5, seat 0 starts, the
game ends on the last life, at 25 points, or when every seat has had one turn after the last
draw. Observations are HLE's canonical encoding for the seat to act, action ids HLE's move
uids, rewards the change in HLE's score (docs/rl.md, "Hanabi: the vectorized engine").

>>> env = VectorEnv(num_envs=3, players=2, seed=7)
>>> obs, mask, seats = env.reset()
>>> obs.shape, obs.dtype, mask.shape, seats.tolist()
((3, 658), dtype('uint8'), (3, 20), [0, 0, 0])
>>> env.step([0, 0, 0])  # discard the oldest card: not with 8 information tokens
Traceback (most recent call last):
...
ValueError: illegal action in envs [0, 1, 2] (see the action masks)
>>> obs, mask, rewards, ends, seats = env.step([5, 5, 5])  # play the oldest card
>>> seats.tolist(), rewards.dtype.name, ends.dtype.name
([1, 1, 1], 'float32', 'bool')
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import numpy as np
from numpy.typing import ArrayLike, NDArray

COLOURS = 5  # in HLE's order: R Y G W B
RANKS = 5
CARD_KINDS = COLOURS * RANKS  # card code = colour * 5 + rank - 1, as OpenSpiel's chance outcomes
EMPTY = CARD_KINDS  # the card code of an empty hand position (after the deck ran out)
COPIES = (3, 2, 2, 2, 1)  # copies of ranks 1 to 5 in each colour
DECK_SIZE = 50
MAX_INFO = 8
MAX_LIVES = 3
PERFECT = 25
ORDERED_DECK = np.repeat(np.arange(CARD_KINDS, dtype=np.uint8), np.tile(COPIES, COLOURS))

# One card's knowledge is one code, colour part * PART + rank part; a part is either the mask of
# the values still plausible (0-31, never revealed) or 32 + the value a clue revealed.
PART = 32 + 5
UNKNOWN = 31 * PART + 31
NO_CARD = PART * PART  # an empty hand position: all zeros in the observation
KNOWLEDGE_CODES = NO_CARD + 1
# Clue ids of the knowledge transitions: colour c is c, rank r (1-5) is 4 + r, a play or discard 10.
NO_CLUE = 10
CLUE_IDS = NO_CLUE + 1
# The per-game counters, columns of `VectorEnv.board` (one row per game, so a reset is one write).
DRAWN, INFO, LIVES, POINTS, SCORE, TURNS, SEAT0 = range(7)
FIREWORKS = 7  # 5 columns: each colour's height
GONE = FIREWORKS + COLOURS  # 25 columns: the copies of each card in the discard pile
BOARD_WIDTH = GONE + CARD_KINDS

Array = NDArray[np.uint8]
Bools = NDArray[np.bool_]
Observation = tuple[Array, Bools, NDArray[np.int64]]
DeckSource = Callable[[NDArray[np.intp]], ArrayLike]
"""Given the indices of the envs starting a new game, returns their decks: `[len, 50]` card codes."""


def hand_size(players: int) -> int:
    return 5 if players <= 3 else 4


class Tables:
    """Everything that depends on the player count only: the observation's layout, the action
    table and the lookup tables that turn codes into observation bytes."""

    def __init__(self, players: int) -> None:
        if not 2 <= players <= 5:
            raise ValueError(f"Hanabi is played by 2 to 5 players, not {players}")
        self.players = p = players
        self.hand_size = h = hand_size(players)
        self.num_actions = 2 * h + 2 * (p - 1) * COLOURS
        # -- the observation's sections, in HLE's order
        spans: dict[str, int] = {
            "hands": (p - 1) * h * CARD_KINDS,
            "missing": p,
            "deck": DECK_SIZE - p * h,
            "fireworks": COLOURS * RANKS,
            "tokens": MAX_INFO + MAX_LIVES,
            "discards": DECK_SIZE,
            "last": 2 * p + 4 + COLOURS + RANKS + 2 * h + CARD_KINDS + 2,
            "knowledge": p * h * (CARD_KINDS + COLOURS + RANKS),
        }
        self.sections: dict[str, slice] = {}
        at = 0
        for name, size in spans.items():
            self.sections[name] = slice(at, at + size)
            at += size
        self.obs_len = at
        # -- slots, counted from the one to act: rel[c] lists the slots c, c + 1, ... (mod players)
        self.rel = [np.array([(c + i) % p for i in range(p)], dtype=np.intp) for c in range(p)]
        # seat_of[c][s]: the seat at slot c of a game whose seat 0 sits at slot s
        self.seat_of = [np.array([(c - s) % p for s in range(p)], dtype=np.int64) for c in range(p)]
        self._actions()
        self._rows()

    def _actions(self) -> None:
        p, h = self.players, self.hand_size
        n = self.num_actions
        self.kind = np.zeros(n, np.uint8)  # 0 discard, 1 play, 2 reveal colour, 3 reveal rank
        self.pos = np.full(n, h, np.intp)  # the hand index (from the oldest card); h for a clue
        offset = np.zeros(n, np.intp)  # the clue's target, counted from the seat acting
        clue = np.full(n, NO_CLUE, np.int16)
        for a in range(n):
            if a < 2 * h:
                self.kind[a], self.pos[a] = divmod(a, h)
                continue
            kind, rest = divmod(a - 2 * h, (p - 1) * COLOURS)
            self.kind[a] = 2 + kind
            offset[a] = rest // COLOURS + 1
            clue[a] = kind * COLOURS + rest % COLOURS
        self.offset = offset
        self.clue_row = clue * (CARD_KINDS + 1)  # the clue's row of `match`
        self.clue_column = clue * 2  # the clue's column pair of `transitions`
        self.card_pos = np.minimum(self.pos, h - 1)  # a valid index to read even for a clue
        # target_slot[c][a]: the slot whose hand action a changes when slot c acts
        self.target_slot = [((c + offset) % p).astype(np.intp) for c in range(p)]
        # shift[i]: where each hand position finds its card after the card at i leaves (index h is
        # the card drawn); shift[h] leaves the hand as it is.
        self.shift = np.array([[j + (j >= i) for j in range(h)] for i in range(h + 1)], dtype=np.intp)
        self.pos_h = np.arange(h, dtype=np.intp)

    def _rows(self) -> None:
        p, h = self.players, self.hand_size
        codes = np.arange(CARD_KINDS + 1)
        self.card_colour = np.where(codes < EMPTY, codes // RANKS, 0).astype(np.uint8)
        self.card_rank = np.where(codes < EMPTY, codes % RANKS, 0).astype(np.uint8)
        self.card_rows = np.eye(CARD_KINDS + 1, CARD_KINDS, dtype=np.uint8)  # the EMPTY row is zeros
        self.new_knowledge = np.where(codes < EMPTY, UNKNOWN, NO_CARD).astype(np.uint16)  # of a card drawn
        # The board and the discard pile (contiguous in the observation), kept drawn per game in
        # `VectorEnv.public` and changed a few bytes at a time; one more column takes the writes
        # of the games where nothing changed.
        deck = DECK_SIZE - p * h
        self.fireworks_at = deck
        self.info_at = deck + CARD_KINDS
        self.lives_at = self.info_at + MAX_INFO
        self.discards_at = self.lives_at + MAX_LIVES
        self.public_scratch = self.discards_at + DECK_SIZE
        self.public_start = np.zeros(self.public_scratch + 1, np.uint8)
        self.public_start[:deck] = 1
        self.public_start[self.info_at : self.discards_at] = 1
        firsts = np.concatenate(([0], np.cumsum(COPIES)[:-1]))  # each rank's first entry in its colour
        self.discard_at = np.zeros(CARD_KINDS + 1, np.int16)  # a card's first entry in the section
        self.discard_at[:CARD_KINDS] = self.discards_at + np.arange(COLOURS).repeat(RANKS) * 10 + np.tile(firsts, COLOURS)
        self._knowledge_rows()
        self._last_rows()
        # Clue legality: the colours and ranks a hand holds as bits (colour c: c, rank r: 4 + r),
        # and clue_rows[bits + 1024 * (an information token left)]: the ten clues it allows.
        self.clue_bits = np.where(codes < EMPTY, (1 << (codes // RANKS)) | (1 << (COLOURS + codes % RANKS)), 0)
        self.clue_bits = self.clue_bits.astype(np.uint16)
        held = np.arange(1 << (COLOURS + RANKS))
        allowed = (held[:, None] >> np.arange(COLOURS + RANKS) & 1).astype(bool)
        self.clue_rows = np.concatenate((np.zeros_like(allowed), allowed))
        # pd_rows[cards held * 2 + (a token is missing)]: which discards and plays are legal
        self.pd_rows = np.zeros(((h + 1) * 2, 2 * h), bool)
        for held_cards in range(h + 1):
            for may_discard in (0, 1):
                self.pd_rows[held_cards * 2 + may_discard, h : h + held_cards] = True
                self.pd_rows[held_cards * 2 + may_discard, :held_cards] = bool(may_discard)
        self.match = np.zeros(CLUE_IDS * (CARD_KINDS + 1), bool)  # match[clue * 26 + card]
        for clue in range(NO_CLUE):
            for card in range(CARD_KINDS):
                value = card // RANKS if clue < COLOURS else card % RANKS
                self.match[clue * (CARD_KINDS + 1) + card] = value == clue % COLOURS
        self.bit_weights = (1 << np.arange(h)).astype(np.uint8)

    def _knowledge_rows(self) -> None:
        """knowledge_rows[code]: the 35 entries of one card; transitions[code * 22 + clue * 2 + match]:
        the code after a clue that touched (match 1) or missed the card."""
        self.knowledge_rows = np.zeros((KNOWLEDGE_CODES, CARD_KINDS + COLOURS + RANKS), np.uint8)
        self.transitions = np.empty(KNOWLEDGE_CODES * CLUE_IDS * 2, np.uint16)

        def mask(part: int) -> int:
            return part if part < 32 else 1 << (part - 32)

        for code in range(KNOWLEDGE_CODES):
            row = self.knowledge_rows[code]
            for clue in range(CLUE_IDS):
                for match in (0, 1):
                    self.transitions[(code * CLUE_IDS + clue) * 2 + match] = code
            if code == NO_CARD:
                continue
            colour, rank = divmod(code, PART)
            for c in range(COLOURS):
                for r in range(RANKS):
                    row[c * RANKS + r] = mask(colour) >> c & 1 and mask(rank) >> r & 1
            if colour >= 32:
                row[CARD_KINDS + colour - 32] = 1
            if rank >= 32:
                row[CARD_KINDS + COLOURS + rank - 32] = 1
            for clue in range(NO_CLUE):
                value = clue % COLOURS
                part = colour if clue < COLOURS else rank
                touched = 32 + value
                missed = part & ~(1 << value) if part < 32 else part
                for match, new in ((1, touched), (0, missed)):
                    new_code = new * PART + rank if clue < COLOURS else colour * PART + new
                    self.transitions[(code * CLUE_IDS + clue) * 2 + match] = new_code

    def _last_rows(self) -> None:
        """last_rows[code]: the last-action section. The seat that acted is always the previous
        one (the observer is the seat to act), so a clue's target, observer-relative, is offset - 1.
        Codes: 0 no move yet; plays and discards `last_base[a] + card * 4 + scored * 2 + token`;
        clues `last_base[a] + the touched positions as bits`."""
        p, h = self.players, self.hand_size
        span = self.sections["last"]
        width = span.stop - span.start
        at = {"type": p, "target": p + 4, "colour": 2 * p + 4}
        at["rank"] = at["colour"] + COLOURS
        at["outcome"] = at["rank"] + RANKS
        at["position"] = at["outcome"] + h
        at["card"] = at["position"] + h
        at["flags"] = at["card"] + CARD_KINDS
        clue_base = 1 + 2 * h * CARD_KINDS * 4
        rows = np.zeros((clue_base + 2 * (p - 1) * COLOURS * (1 << h), width), np.uint8)
        self.last_base = np.zeros(self.num_actions, np.int32)
        for a in range(self.num_actions):
            kind = int(self.kind[a])
            if kind <= 1:
                pos = int(self.pos[a])
                base = 1 + (kind * h + pos) * CARD_KINDS * 4
                self.last_base[a] = base
                for card in range(CARD_KINDS):
                    for extra in range(4):
                        row = rows[base + card * 4 + extra]
                        row[p - 1] = 1
                        row[at["type"] + (1 - kind)] = 1  # HLE's order: play, discard
                        row[at["position"] + pos] = 1
                        row[at["card"] + card] = 1
                        if kind == 1:
                            row[at["flags"]] = extra >> 1
                            row[at["flags"] + 1] = extra & 1
            else:
                offset, value = int(self.offset[a]), int(self.clue_column[a]) // 2 % COLOURS
                base = clue_base + (((kind - 2) * (p - 1) + offset - 1) * COLOURS + value) * (1 << h)
                self.last_base[a] = base
                for touched in range(1 << h):
                    row = rows[base + touched]
                    row[p - 1] = 1
                    row[at["type"] + kind] = 1
                    row[at["target"] + offset - 1] = 1
                    row[at["colour" if kind == 2 else "rank"] + value] = 1
                    for i in range(h):
                        row[at["outcome"] + i] = touched >> i & 1
        self.last_rows = rows


@cache
def tables(players: int) -> Tables:
    return Tables(players)


class VectorEnv:
    """`num_envs` games of Hanabi for `players`, stepped together.

    `reset()` starts every game and returns `(observations [N, obs_len] uint8, action masks
    [N, num_actions] bool, seats to act [N] int64)`; `step(actions [N])` applies one legal action
    in every game and returns `(observations, masks, rewards [N] float32, terminations [N] bool,
    seats to act)`. Auto-reset is *same-step*: a game that ends on this step is started again at
    once, in place, and the observation, mask and seat returned for it are the new game's first;
    its reward and termination flag are the ending move's. Decks come from the env's own
    `numpy.random.Generator` (seeded by `seed`), or from `reset(decks=...)` and `deck_source`
    (called with the indices of the envs that start a new game after one ended).

    The state, hidden cards included (an agent gets only the observations), one row per game:
    `deck` [N, 51] card codes (colour * 5 + rank - 1, colours R Y G W B) in dealing order, then
    EMPTY (25); `hand` [N, players, hand_size] card codes, oldest first, EMPTY for no card;
    `knowledge` [N, players, hand_size] knowledge codes (what the table knows of each card);
    `board` [N, 17] counters (cards drawn, information tokens, lives, points, HLE's score, turns
    left, the slot of seat 0, each firework's height, each colour's discards in mixed radix);
    `fireworks` [N] all heights as one number and `last` [N] the code of the last move. Hands are
    stored by *slot*, not seat: all games have the same slot to act (`slot`), seat s of game i
    sits at slot `(s + board[i, SEAT0]) % players`, so seating an observation is a slice, not a
    gather per game. `hand_rows` and `knowledge_rows` [N, players, ...] hold each slot's part of
    the observation, redrawn for the one hand that changes in each game at each step.
    """

    def __init__(self, num_envs: int, players: int, seed: int, deck_source: DeckSource | None = None) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be positive, not {num_envs}")
        self.num_envs = n = num_envs
        self.players = p = players
        self.tables = t = tables(players)
        self.hand_size = h = t.hand_size
        self.obs_len = t.obs_len
        self.num_actions = t.num_actions
        self.deck_source = deck_source
        self.rng = np.random.default_rng(seed)
        # The state (see the class docstring); reset() fills it.
        self.deck = np.full((n, DECK_SIZE + 1), EMPTY, np.uint8)
        self.hand = np.full((n, p, h), EMPTY, np.uint8)
        self.knowledge = np.full((n, p, h), NO_CARD, np.uint16)
        self.board = np.zeros((n, BOARD_WIDTH), np.uint8)
        self.public = np.zeros((n, t.public_scratch + 1), np.uint8)
        self.last = np.zeros(n, np.int32)
        self.held = np.zeros((n, p), np.uint16)  # the colours and ranks in each hand, as clue bits
        self.hand_rows = np.zeros((n, p, h * CARD_KINDS), np.uint8)
        self.knowledge_rows = np.zeros((n, p, h * t.knowledge_rows.shape[1]), np.uint8)
        self.slot = 0
        self._legal: Bools | None = None
        # Flat indices of each game's first entry in the flattened arrays.
        envs = np.arange(n, dtype=np.intp)
        self._row_hand = envs * (p * h)
        self._row_slot = [self._row_hand + c * h for c in range(p)]
        self._row_ext = (envs * (h + 1))[:, None]
        self._row_board = envs * BOARD_WIDTH
        self._row_deck = envs * (DECK_SIZE + 1)
        self._row_action = envs * t.num_actions
        self._row_slots = envs * p
        self._row_public = envs * (t.public_scratch + 1)
        self._start_board = np.zeros(BOARD_WIDTH, np.uint8)
        self._start_board[[DRAWN, INFO, LIVES, TURNS]] = (p * h, MAX_INFO, MAX_LIVES, p)
        self._start_knowledge = np.tile(t.knowledge_rows[UNKNOWN], (p, h))

    # -- the API -----------------------------------------------------------------------------

    def reset(self, decks: ArrayLike | None = None) -> Observation:
        """Start every game (from `decks`, `[N, 50]` card codes in dealing order, if given)."""
        everyone = np.arange(self.num_envs, dtype=np.intp)
        self.slot = 0
        self._start(everyone, self._decks(everyone) if decks is None else self._checked(decks, self.num_envs))
        return self._observe()

    def step(self, actions: ArrayLike) -> tuple[Array, Bools, NDArray[np.float32], Bools, NDArray[np.int64]]:
        """Apply `actions[i]` (an HLE move uid, legal for the seat to act) in game i."""
        a = self._check_actions(actions)
        t, c = self.tables, self.slot
        board = self.board
        info, lives = board[:, INFO], board[:, LIVES]
        kind = t.kind.take(a)
        discard, play, clue = kind == 0, kind == 1, kind >= 2
        removes = ~clue
        deck_out = board[:, DRAWN] >= DECK_SIZE  # before the move: HLE counts the moves after the last draw

        # A play or discard: the card at `pos` of the acting slot's hand meets the fireworks.
        hand, knowledge = self.hand.reshape(-1), self.knowledge.reshape(-1)
        card = hand.take(self._row_slot[c] + t.card_pos.take(a))
        colour, rank = t.card_colour.take(card), t.card_rank.take(card)
        flat = board.reshape(-1)
        at = self._row_board + FIREWORKS + colour
        height = flat.take(at)
        scored = play & (height == rank)
        flat[at] = height + scored
        token = scored & (rank == RANKS - 1) & (info < MAX_INFO)
        missed = play & ~scored
        piled = discard | missed
        at = self._row_board + GONE + card
        gone = flat.take(at)
        flat[at] = gone + piled
        board[:, LIVES] = lives - missed
        drawn = board[:, DRAWN]
        new_card = self.deck.reshape(-1).take(self._row_deck + drawn)  # EMPTY once the deck is out
        draws = removes & ~deck_out
        board[:, DRAWN] = drawn + draws
        board[:, TURNS] -= deck_out
        # The board's part of the observation: the few entries that change
        scratch = t.public_scratch
        cleared = (
            np.where(draws, DECK_SIZE - board[:, DRAWN], scratch),  # the deck's last entry
            np.where(scored & (rank > 0), t.fireworks_at - 1 + card, scratch),  # the firework's old top
            np.where(missed, t.lives_at + board[:, LIVES], scratch),
            np.where(clue, t.info_at - 1 + info, scratch),
        )
        set_ = (
            np.where(scored, t.fireworks_at + card, scratch),
            np.where(piled, t.discard_at.take(card) + gone, scratch),
            np.where(discard | token, t.info_at + info, scratch),
        )
        public = self.public.reshape(-1)
        public[self._row_public + np.stack(cleared)] = 0
        public[self._row_public + np.stack(set_)] = 1
        board[:, INFO] = info + discard + token - clue

        # The one hand that changes: the acting one (a play or discard closes the gap and takes
        # the new card at its end) or the clue's target (every card learns something).
        target = t.target_slot[c].take(a)
        cells = (self._row_hand + target * self.hand_size)[:, None] + t.pos_h
        shift = self._row_ext + t.shift.take(t.pos.take(a), axis=0)  # a clue shifts nothing
        cards = np.concatenate((hand.take(cells), new_card[:, None]), axis=1).reshape(-1).take(shift)
        known = np.concatenate((knowledge.take(cells), t.new_knowledge.take(new_card)[:, None]), axis=1)
        touched = t.match.take(t.clue_row.take(a)[:, None] + cards)  # nothing for a play or discard
        learnt = t.transitions.take(known.reshape(-1).take(shift) * (CLUE_IDS * 2) + touched + t.clue_column.take(a)[:, None])
        hand[cells] = cards
        knowledge[cells] = learnt
        rows = self._row_slots + target
        self.hand_rows.reshape(-1, self.hand_rows.shape[2])[rows] = t.card_rows.take(cards, axis=0).reshape(len(a), -1)
        self.knowledge_rows.reshape(-1, self.knowledge_rows.shape[2])[rows] = t.knowledge_rows.take(learnt, axis=0).reshape(len(a), -1)
        bits = t.clue_bits.take(cards)
        held = bits[:, 0]
        for i in range(1, self.hand_size):
            held = held | bits[:, i]
        self.held.reshape(-1)[rows] = held

        # (plays and discards: the card and the two flags; clues: the cards touched, as bits)
        played = card * 4 + scored.view(np.uint8) * 2 + token.view(np.uint8)
        self.last = t.last_base.take(a) + (touched.view(np.uint8) @ t.bit_weights + removes * played)
        points = board[:, POINTS] + scored
        board[:, POINTS] = points
        score = points * (board[:, LIVES] > 0)
        rewards = score.astype(np.float32) - board[:, SCORE]
        board[:, SCORE] = score
        ends = (board[:, LIVES] == 0) | (points == PERFECT) | (board[:, TURNS] == 0)
        self.slot = (c + 1) % self.players
        if ends.any():
            done = np.flatnonzero(ends)
            self._start(done, self._decks(done))
        obs, masks, seats = self._observe()
        return obs, masks, rewards, ends, seats

    # -- inside ------------------------------------------------------------------------------

    def _check_actions(self, actions: ArrayLike) -> NDArray[np.intp]:
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} integers, not {a.dtype} of shape {a.shape}")
        if self._legal is None:
            raise ValueError("call reset() before step()")
        a = a.astype(np.intp, copy=False)
        if a.min() < 0 or a.max() >= self.num_actions:
            raise ValueError(f"actions must be between 0 and {self.num_actions - 1}")
        legal = self._legal.reshape(-1).take(self._row_action + a)
        if not legal.all():
            raise ValueError(f"illegal action in envs {np.flatnonzero(~legal).tolist()[:10]} (see the action masks)")
        return a

    def _decks(self, envs: NDArray[np.intp]) -> Array:
        if self.deck_source is not None:
            return self._checked(self.deck_source(envs), len(envs))
        # Sorting random 58-bit keys that carry the card's index in their low 6 bits: a uniform
        # shuffle (keys never tie), cheaper than `Generator.permuted` row by row.
        keys = self.rng.bit_generator.random_raw((len(envs), DECK_SIZE)) << np.uint64(6)
        keys |= np.arange(DECK_SIZE, dtype=np.uint64)
        keys.sort(axis=1)
        return ORDERED_DECK.take(keys & np.uint64(63))

    @staticmethod
    def _checked(decks: ArrayLike, count: int) -> Array:
        d = np.asarray(decks)
        if d.shape != (count, DECK_SIZE) or d.dtype.kind not in "iu":
            raise ValueError(f"decks must be integer card codes of shape ({count}, {DECK_SIZE}), not {d.shape}")
        if not (np.sort(d, axis=1) == ORDERED_DECK).all():
            raise ValueError("every deck must hold the 50 cards of the standard game (codes colour * 5 + rank - 1)")
        return d.astype(np.uint8)

    def _start(self, envs: NDArray[np.intp], decks: Array) -> None:
        """New games in `envs`, seat 0 at the slot about to act."""
        t, p, h = self.tables, self.players, self.hand_size
        self.deck[envs, :DECK_SIZE] = decks
        # seat s's cards are deck[s * h : (s + 1) * h], oldest first; seat s sits at slot s + slot
        hands = decks[:, : p * h].reshape(len(envs), p, h).take(t.rel[-self.slot % p], axis=1)
        self.hand[envs] = hands
        self.knowledge[envs] = UNKNOWN
        self.hand_rows[envs] = t.card_rows.take(hands, axis=0).reshape(len(envs), p, -1)
        self.knowledge_rows[envs] = self._start_knowledge
        bits = t.clue_bits.take(hands)
        held = bits[:, :, 0]
        for i in range(1, h):
            held = held | bits[:, :, i]
        self.held[envs] = held
        self._start_board[SEAT0] = self.slot
        self.board[envs] = self._start_board
        self.public[envs] = t.public_start
        self.last[envs] = 0

    def _observe(self) -> Observation:
        t, n, c, h, p = self.tables, self.num_envs, self.slot, self.hand_size, self.players
        s = t.sections
        board = self.board
        obs = np.empty((n, t.obs_len), np.uint8)
        # The hands from the next slot on, and every hand's knowledge from the slot to act on:
        # each the end of the slot rows, then their start.
        _wrap(obs[:, s["hands"]], self.hand_rows, c + 1, p - 1)
        obs[:, s["missing"]] = (self.hand[:, :, h - 1] == EMPTY).take(t.rel[c], axis=1)
        obs[:, s["deck"].start : s["discards"].stop] = self.public[:, :-1]
        obs[:, s["last"]] = t.last_rows.take(self.last, axis=0)
        _wrap(obs[:, s["knowledge"]], self.knowledge_rows, c, p)

        masks = np.empty((n, t.num_actions), bool)
        held_cards = h - (self.hand[:, c, h - 1] == EMPTY)
        masks[:, : 2 * h] = t.pd_rows.take(held_cards * 2 + (board[:, INFO] < MAX_INFO), axis=0)
        clues = t.clue_rows.take(self.held.take(t.rel[c][1:], axis=1) + (board[:, INFO] > 0)[:, None] * 1024, axis=0)
        # uids: every target's colour clues, then every target's rank clues
        masks[:, 2 * h :] = clues.reshape(n, p - 1, 2, COLOURS).swapaxes(1, 2).reshape(n, -1)
        self._legal = masks.copy()
        return obs, masks, t.seat_of[c].take(board[:, SEAT0])


def _wrap(out: Array, rows: Array, first: int, count: int) -> None:
    """out = rows[:, first], rows[:, first + 1], ... (count slots, wrapping around), flattened."""
    p = rows.shape[1]
    first %= p
    head = min(count, p - first)
    width = rows.shape[2]
    out[:, : head * width] = rows[:, first : first + head].reshape(len(rows), -1)
    if count > head:
        out[:, head * width :] = rows[:, : count - head].reshape(len(rows), -1)
