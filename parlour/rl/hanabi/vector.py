"""Hanabi, N games at once in NumPy: HLE's observations, move uids and scores, no loop over games.

`VectorEnv(num_envs, players, seed)` holds every game's state in arrays and steps them all with
one action each. Its rules are HLE's (and OpenSpiel's `hanabi`): five suits, no empty clues,
8 information tokens, 3 lives, hand size 5 at 2-3 players and 4 at 4-5, seat 0 starts, the
game ends on the last life, a perfect 25, or when every seat has had its turn after the deck ran
out. Observations are HLE's canonical encoding for the seat to act, action ids HLE's move uids,
rewards the change in HLE's score (docs/rl.md, "Hanabi: the vectorized engine").

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
# Discards, per colour, as one mixed-radix number of the copies gone of each rank (216 values).
DISCARD_STRIDES = np.cumprod((1, *(n + 1 for n in COPIES[:-1]))).astype(np.uint8)
DISCARD_CODES = int(np.prod([n + 1 for n in COPIES]))

Array = NDArray[np.uint8]
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
        # -- seats relative to the one to act: rel[c] lists the slots c, c + 1, ... (mod players)
        self.rel = [np.array([(c + i) % p for i in range(p)], dtype=np.intp) for c in range(p)]
        self._actions()
        self._rows()

    def _actions(self) -> None:
        p, h = self.players, self.hand_size
        n = self.num_actions
        self.kind = np.zeros(n, np.uint8)  # 0 discard, 1 play, 2 reveal colour, 3 reveal rank
        self.pos = np.full(n, h, np.intp)  # the hand index (from the oldest card); h for a clue
        self.offset = np.zeros(n, np.intp)  # the clue's target, counted from the seat acting
        self.clue = np.full(n, NO_CLUE, np.int16)
        for a in range(n):
            if a < 2 * h:
                self.kind[a], self.pos[a] = divmod(a, h)
                continue
            kind, rest = divmod(a - 2 * h, (p - 1) * COLOURS)
            self.kind[a] = 2 + kind
            self.offset[a] = rest // COLOURS + 1
            self.clue[a] = kind * COLOURS + rest % COLOURS
        self.card_pos = np.minimum(self.pos, h - 1)  # a valid index to read even for a clue
        self.target = [((c + self.offset) % p).astype(np.intp) for c in range(p)]
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
        self.deck_rows = np.tri(DECK_SIZE - p * h + 1, DECK_SIZE - p * h, -1, dtype=np.uint8)
        self.firework_rows = np.eye(RANKS + 1, RANKS, -1, dtype=np.uint8)  # height 0 shows nothing
        self.token_rows = np.zeros(((MAX_INFO + 1) * (MAX_LIVES + 1), MAX_INFO + MAX_LIVES), np.uint8)
        for info in range(MAX_INFO + 1):
            for lives in range(MAX_LIVES + 1):
                row = self.token_rows[info * (MAX_LIVES + 1) + lives]
                row[:info] = 1
                row[MAX_INFO : MAX_INFO + lives] = 1
        self.discard_rows = np.zeros((DISCARD_CODES, sum(COPIES)), np.uint8)
        for code in range(DISCARD_CODES):
            at = 0
            for rank, copies in enumerate(COPIES):
                gone = code // int(DISCARD_STRIDES[rank]) % (copies + 1)
                self.discard_rows[code, at : at + gone] = 1
                at += copies
        self._knowledge_rows()
        self._last_rows()
        # Clue legality: the colours and ranks a hand holds, as bits (colour c: c, rank r: 4 + r).
        self.clue_bits = np.where(codes < EMPTY, (1 << (codes // RANKS)) | (1 << (COLOURS + codes % RANKS)), 0)
        self.clue_bits = self.clue_bits.astype(np.uint16)
        self.bit_rows = ((np.arange(1 << (COLOURS + RANKS))[:, None] >> np.arange(COLOURS + RANKS)) & 1).astype(bool)
        self.match = np.zeros(CLUE_IDS * (CARD_KINDS + 1), bool)  # match[clue * 26 + card]
        for clue in range(NO_CLUE):
            for card in range(CARD_KINDS):
                value = card // RANKS if clue < COLOURS else card % RANKS
                self.match[clue * (CARD_KINDS + 1) + card] = value == clue % COLOURS
        self.new_knowledge = np.array([NO_CARD, UNKNOWN], np.uint16)  # [drew no card, drew one]

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
                offset, value = int(self.offset[a]), int(self.clue[a]) % COLOURS
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

    The state, hidden cards included (an agent gets only the observations): per env, `deck`
    [N, 50] card codes (colour * 5 + rank - 1, colours R Y G W B) in dealing order and `drawn`
    cards dealt; `hand` [N, players, hand_size] card codes, oldest first, EMPTY (25) for no card;
    `knowledge` [N, players, hand_size] knowledge codes (what the table knows of each card);
    `fireworks` [N, 5] heights; `info`, `lives`, `points` (fireworks' total), `score` (HLE's,
    0 once the lives are gone), `turns` (moves left once the deck is out; `players` until then);
    `discards` [N, 5] (per colour, the copies of each rank gone, in mixed radix); `last` the code
    of the last move's section of the observation. Hands are stored by *slot*, not seat: all
    games have the same slot to act (`slot`), and seat s of env i sits at slot
    `(s + seat0[i]) % players`, so seating each observation is a slice, not a gather per env.
    """

    def __init__(self, num_envs: int, players: int, seed: int, deck_source: DeckSource | None = None) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be positive, not {num_envs}")
        self.num_envs = n = num_envs
        self.players = players
        self.tables = t = tables(players)
        self.hand_size = h = t.hand_size
        self.obs_len = t.obs_len
        self.num_actions = t.num_actions
        self.deck_source = deck_source
        self.rng = np.random.default_rng(seed)
        # The state (see the class docstring); reset() fills it.
        self.deck = np.zeros((n, DECK_SIZE), np.uint8)
        self.drawn = np.zeros(n, np.uint8)
        self.hand = np.full((n, players, h), EMPTY, np.uint8)
        self.knowledge = np.full((n, players, h), NO_CARD, np.uint16)
        self.fireworks = np.zeros((n, COLOURS), np.uint8)
        self.info = np.zeros(n, np.uint8)
        self.lives = np.zeros(n, np.uint8)
        self.points = np.zeros(n, np.uint8)
        self.score = np.zeros(n, np.uint8)
        self.turns = np.zeros(n, np.uint8)
        self.discards = np.zeros((n, COLOURS), np.uint8)
        self.last = np.zeros(n, np.int32)
        self.seat0 = np.zeros(n, np.uint8)
        self.slot = 0
        self._legal: NDArray[np.bool_] | None = None
        # Flat indices of each env's first entry in the flattened arrays.
        envs = np.arange(n, dtype=np.intp)
        self._row_hand = envs * (players * h)
        self._row_slot = [self._row_hand + c * h for c in range(players)]
        self._row_ext = (envs * (h + 1))[:, None]
        self._row_colour = envs * COLOURS
        self._row_deck = envs * DECK_SIZE
        self._row_action = envs * t.num_actions

    # -- the API -----------------------------------------------------------------------------

    def reset(self, decks: ArrayLike | None = None) -> tuple[Array, NDArray[np.bool_], NDArray[np.int64]]:
        """Start every game (from `decks`, `[N, 50]` card codes in dealing order, if given)."""
        everyone = np.arange(self.num_envs, dtype=np.intp)
        self.slot = 0
        self._start(everyone, self._decks(everyone) if decks is None else self._checked(decks, self.num_envs))
        return self._observe()

    def step(
        self, actions: ArrayLike
    ) -> tuple[Array, NDArray[np.bool_], NDArray[np.float32], NDArray[np.bool_], NDArray[np.int64]]:
        """Apply `actions[i]` (an HLE move uid, legal for the seat to act) in game i."""
        a = self._check_actions(actions)
        t, c, h = self.tables, self.slot, self.hand_size
        kind = t.kind.take(a)
        discard, play, clue = kind == 0, kind == 1, kind >= 2
        removes = ~clue
        info_before = self.info
        deck_out = self.drawn >= DECK_SIZE  # before the move: HLE counts the moves after the last draw

        # A play or discard: the card at `pos` of the acting slot's hand.
        hand = self.hand.reshape(-1)
        card = hand.take(self._row_slot[c] + t.card_pos.take(a))
        colour, rank = t.card_colour.take(card), t.card_rank.take(card)
        at = self._row_colour + colour
        heights = self.fireworks.reshape(-1)
        height = heights.take(at)
        scored = play & (height == rank)
        heights[at] = height + scored
        token = scored & (rank == RANKS - 1) & (info_before < MAX_INFO)
        missed = play & ~scored
        piles = self.discards.reshape(-1)
        piles[at] = piles.take(at) + (discard | missed) * DISCARD_STRIDES.take(rank)
        self.info = info_before + discard + token - clue
        self.lives = self.lives - missed
        draws = removes & ~deck_out
        top = self.deck.reshape(-1).take(self._row_deck + np.minimum(self.drawn, DECK_SIZE - 1))
        new_card = np.where(draws, top, EMPTY).astype(np.uint8)
        new_knowledge = t.new_knowledge.take(draws.view(np.uint8))
        self.drawn = self.drawn + draws
        self.turns = self.turns - deck_out

        # A clue: every card of the target's hand learns (a play or discard touches nothing).
        clue_id = t.clue.take(a)
        targets = (self._row_hand + t.target[c].take(a) * h)[:, None] + t.pos_h
        touched = t.match.take(clue_id[:, None] * (CARD_KINDS + 1) + hand.take(targets))
        knowledge = self.knowledge.reshape(-1)
        learnt = knowledge.take(targets) * (CLUE_IDS * 2) + (clue_id * 2)[:, None] + touched
        knowledge[targets] = t.transitions.take(learnt)
        reveal = np.packbits(touched, axis=1, bitorder="little")[:, 0]

        # The acting hand closes the gap and takes the new card at its end (a clue keeps it).
        shift = self._row_ext + t.shift.take(t.pos.take(a), axis=0)
        self.hand[:, c] = np.concatenate((self.hand[:, c], new_card[:, None]), axis=1).reshape(-1).take(shift)
        grown = np.concatenate((self.knowledge[:, c], new_knowledge[:, None]), axis=1)
        self.knowledge[:, c] = grown.reshape(-1).take(shift)

        self.last = t.last_base.take(a) + reveal + removes * (card * 4 + scored * 2 + token)
        self.points = self.points + scored
        score = np.where(self.lives > 0, self.points, 0).astype(np.uint8)
        rewards = score.astype(np.float32) - self.score
        self.score = score
        ends = (self.lives == 0) | (self.points == PERFECT) | (self.turns == 0)
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
        legal = (a >= 0) & (a < self.num_actions)
        legal[legal] = self._legal.reshape(-1).take(self._row_action[legal] + a[legal])
        if not legal.all():
            raise ValueError(f"illegal action in envs {np.flatnonzero(~legal).tolist()[:10]} (see the action masks)")
        return a

    def _decks(self, envs: NDArray[np.intp]) -> Array:
        if self.deck_source is not None:
            return self._checked(self.deck_source(envs), len(envs))
        return self.rng.permuted(np.broadcast_to(ORDERED_DECK, (len(envs), DECK_SIZE)), axis=1)

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
        p, h = self.players, self.hand_size
        self.deck[envs] = decks
        self.drawn[envs] = p * h
        self.hand[envs] = np.roll(decks[:, : p * h].reshape(len(envs), p, h), self.slot, axis=1)
        self.knowledge[envs] = UNKNOWN
        self.fireworks[envs] = 0
        self.info[envs] = MAX_INFO
        self.lives[envs] = MAX_LIVES
        self.points[envs] = 0
        self.score[envs] = 0
        self.turns[envs] = p
        self.discards[envs] = 0
        self.last[envs] = 0
        self.seat0[envs] = self.slot

    def _observe(self) -> tuple[Array, NDArray[np.bool_], NDArray[np.int64]]:
        t, n, c, h = self.tables, self.num_envs, self.slot, self.hand_size
        p = self.players
        s = t.sections
        rel = t.rel[c]
        others = self.hand.take(rel[1:], axis=1)  # [N, players - 1, h], from the next seat on
        obs = np.empty((n, t.obs_len), np.uint8)
        obs[:, s["hands"]] = t.card_rows.take(others, axis=0).reshape(n, -1)
        obs[:, s["missing"]] = (self.hand[:, :, h - 1] == EMPTY).take(rel, axis=1)
        obs[:, s["deck"]] = t.deck_rows.take(DECK_SIZE - self.drawn, axis=0)
        obs[:, s["fireworks"]] = t.firework_rows.take(self.fireworks, axis=0).reshape(n, -1)
        obs[:, s["tokens"]] = t.token_rows.take(self.info * (MAX_LIVES + 1) + self.lives, axis=0)
        obs[:, s["discards"]] = t.discard_rows.take(self.discards, axis=0).reshape(n, -1)
        obs[:, s["last"]] = t.last_rows.take(self.last, axis=0)
        obs[:, s["knowledge"]] = t.knowledge_rows.take(self.knowledge.take(rel, axis=1), axis=0).reshape(n, -1)

        masks = np.empty((n, t.num_actions), bool)
        present = self.hand[:, c] != EMPTY
        np.logical_and(present, (self.info < MAX_INFO)[:, None], out=masks[:, :h])
        masks[:, h : 2 * h] = present
        held = np.bitwise_or.reduce(t.clue_bits.take(others), axis=2)  # [N, players - 1]
        clues = t.bit_rows.take(held, axis=0) & (self.info > 0)[:, None, None]  # [N, players - 1, 10]
        # uids: all colour clues (target-major), then all rank clues
        masks[:, 2 * h :] = clues.reshape(n, p - 1, 2, COLOURS).swapaxes(1, 2).reshape(n, -1)
        self._legal = masks.copy()
        seats = ((c + p - self.seat0) % p).astype(np.int64)
        return obs, masks, seats
