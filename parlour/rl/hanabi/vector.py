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
>>> blind = VectorEnv(num_envs=3, players=2, seed=7, observations=False)  # masks, rewards, ends, seats
>>> obs, mask, seats = blind.reset()
>>> obs.shape, blind.observe([2]).shape  # observations only of the games asked for
((3, 0), (1, 658))

Its speed (docs/benchmarks.md) comes from a few choices. Every game has the same slot to act, so
seating an observation is a choice of columns. Per-card state is stored env-last
(`hands[slot * H + position, env]`), so per-card work runs along long rows, and a hand position
holds its card and what is known of it in one number, so moving a card moves its knowledge. A
step reads an action's and a card's effects with one `take` each from tables built once per
player count, and all that a play or discard changes (tokens, lives, points, discards, the last
move) with one more `take` from a table indexed by kind, card and firework height. Each game's
action mask is one 64-bit number (an OR of the clue bits of the others' cards, then the
tokens' discards and plays), unpacked into the bool masks in one call. With
`observations=True` the observation's parts are kept drawn between steps (the board, each slot's
hand and card knowledge) and only what a move changes is redrawn; rows of bytes are copied as
single items (`_units`), which NumPy moves in one piece each. With `observations=False` none of
that runs, and `observe(envs)` draws the observations of the games asked for from the state. At
a thousand envs a third of the cost is NumPy's cost per call, so the step is counted in calls.
Blocks of envs can be stepped by threads.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
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
KNOWN_BYTES = CARD_KINDS + COLOURS + RANKS  # one card's part of the card-knowledge section

# One card's knowledge is one code, colour part * PART + rank part; a part is either the mask of
# the values still plausible (0-31, never revealed) or 32 + the value a clue revealed.
PART = 32 + 5
UNKNOWN = 31 * PART + 31
NO_CARD = PART * PART  # an empty hand position: all zeros in the observation
KNOWLEDGE_CODES = NO_CARD + 1
# Clue ids of the knowledge transitions: colour c is c, rank r (1-5) is 4 + r, a play or discard 10.
NO_CLUE = 10
CLUE_IDS = NO_CLUE + 1
# A hand position holds one number, knowledge code * CARD_SPAN + card code, so that moving a card
# moves what is known of it.
CARD_SPAN = 32
EMPTY_SPOT = NO_CARD * CARD_SPAN + EMPTY  # an empty hand position

# The rows of `VectorEnv.state` ([row, env]): each firework's height, the copies of each card
# discarded, then the counters of each game: information tokens, lives and points (in the order
# of the outcome table's changes, see `O_CHANGES`), the clock (cards drawn, plus the moves made
# after the last draw), the slot of seat 0 and the last move's code.
FIREWORKS = 0
GONE = FIREWORKS + COLOURS
INFO, LIVES, POINTS, CLOCK, SEAT0, LAST = range(GONE + CARD_KINDS, GONE + CARD_KINDS + 6)
COUNTER_ROWS = LAST + 1

# The rows of the per-action table (`Tables.act`): the rows of `hands` an action reads and writes
# (scaled to flat indices per env count), then small numbers.
A_CARD = 0  # the row of the card a play or discard takes (any card of the hand for a clue)
A_MOVED = 1  # H rows: where each position of the changed hand finds its card after the move
# then H rows A_MOVED + H ...: the changed hand's own positions; then, from `Tables.act_small` on:
# (kind * 26, clue * 26, last-move base, draws?, clue?, the changed hand's slot)
A_KIND, A_MATCH, A_LAST, A_DRAWS, A_CLUES, A_TARGET = range(6)
# The rows of the per-(kind, card) table (`Tables.card`): the rows of `state` of the card's
# firework and discard count, the card's column of the outcome table; then, read only when the env
# draws observations, the seven bytes of the public part of the observation a move may change
# (see `_move`), relative to the scratch byte.
C_FIREWORK, C_GONE, C_OUTCOME = range(3)
CARD_CORE = C_OUTCOME + 1
SPOTS = 7
CARD_ROWS = CARD_CORE + SPOTS
# The rows of the outcome table (`Tables.outcome`, a column per kind, card and firework height):
# the changes of the information tokens, lives and points (a play that scores a 5 at 8 tokens
# gets none: `_move` takes it back), whether the card joins the discards, the last move's part.
O_INFO, O_LIVES, O_POINTS, O_PILED, O_LAST = range(5)
O_CHANGES = slice(O_INFO, O_POINTS + 1)  # added to the state's rows INFO, LIVES, POINTS at once
HEIGHTS = RANKS + 1

Array = NDArray[np.uint8]
Bools = NDArray[np.bool_]
Observation = tuple[Array, Bools, NDArray[np.int64]]
MIN_BLOCK = 256  # the fewest envs a thread steps (below, the threads' hand-offs cost more than they give)
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
            "knowledge": p * h * KNOWN_BYTES,
        }
        self.sections: dict[str, slice] = {}
        at = 0
        for name, size in spans.items():
            self.sections[name] = slice(at, at + size)
            at += size
        self.obs_len = at
        # -- slots, counted from the one to act: rel[c] lists the slots c, c + 1, ... (mod players),
        # observed_rows[c] their rows of `VectorEnv.hands`
        self.rel = [np.array([(c + i) % p for i in range(p)], dtype=np.intp) for c in range(p)]
        self.observed_rows = [(rel[:, None] * h + np.arange(h)).reshape(-1) for rel in self.rel]
        # seat_of[c][s]: the seat at slot c of a game whose seat 0 sits at slot s
        self.seat_of = [np.array([(c - s) % p for s in range(p)], dtype=np.int64) for c in range(p)]
        self._actions()
        self._public()
        self._knowledge_rows()
        self._last_rows()
        self._legality()
        self._steps()

    def _actions(self) -> None:
        p, h = self.players, self.hand_size
        n = self.num_actions
        self.kind = np.zeros(n, np.uint8)  # 0 discard, 1 play, 2 reveal colour, 3 reveal rank
        self.pos = np.full(n, h, np.intp)  # the hand index (from the oldest card); h for a clue
        self.offset = np.zeros(n, np.intp)  # the clue's target, counted from the seat acting
        self.clue = np.full(n, NO_CLUE, np.intp)
        for a in range(n):
            if a < 2 * h:
                self.kind[a], self.pos[a] = divmod(a, h)
                continue
            kind, rest = divmod(a - 2 * h, (p - 1) * COLOURS)
            self.kind[a] = 2 + kind
            self.offset[a] = rest // COLOURS + 1
            self.clue[a] = kind * COLOURS + rest % COLOURS
        # shift[i]: where each hand position finds its card after the card at i leaves (index h is
        # the card drawn); shift[h] leaves the hand as it is.
        self.shift = np.array([[j + (j >= i) for j in range(h)] for i in range(h + 1)], dtype=np.intp)

    def _public(self) -> None:
        """The board and the discard pile, contiguous in the observation, are kept drawn per game
        in `VectorEnv.public` and changed a few bytes at a time; one more column takes the writes
        of the games where nothing changed."""
        p, h = self.players, self.hand_size
        deck = DECK_SIZE - p * h
        self.deck_at = p  # (after the missing-card bytes, zeros here: see `_observe`)
        self.fireworks_at = p + deck
        self.info_at = self.fireworks_at + CARD_KINDS
        self.lives_at = self.info_at + MAX_INFO
        self.discards_at = self.lives_at + MAX_LIVES
        self.public_scratch = self.discards_at + DECK_SIZE
        self.public_start = np.zeros(self.public_scratch + 1, np.uint8)
        self.public_start[p : p + deck] = 1
        self.public_start[self.info_at : self.discards_at] = 1
        codes = np.arange(CARD_KINDS + 1)
        real = codes < EMPTY
        colour, rank = np.where(real, codes // RANKS, 0), np.where(real, codes % RANKS, 0)
        firsts = np.concatenate(([0], np.cumsum(COPIES)[:-1]))  # each rank's first entry in its colour
        self.card_rank = rank
        self.card_colour = colour
        # each byte of the discards section: the card it counts and which copy (see `observe`)
        self.discard_card = np.array(
            [c * RANKS + r for c in range(COLOURS) for r in range(RANKS) for _ in range(COPIES[r])]
        )
        self.discard_copy = np.array([i for _ in range(COLOURS) for r in range(RANKS) for i in range(COPIES[r])])
        self.first_discard = np.where(real, self.discards_at + colour * 10 + firsts[rank], 0)  # a card's first entry
        self.old_top = np.where(real & (rank > 0), self.fireworks_at + codes - 1, self.public_scratch)
        self.new_top = np.where(real, self.fireworks_at + codes, self.public_scratch)

    def _knowledge_rows(self) -> None:
        """knowledge_rows[code]: the 35 entries of one card; transitions[code * 32 + clue * 2 + match]:
        32 times the code after a clue that touched (match 1) or missed the card (the index is the
        hand position's number less its card code, plus `match[clue * 26 + card]`)."""
        self.knowledge_rows = np.zeros((KNOWLEDGE_CODES, KNOWN_BYTES), np.uint8)
        self.transitions = np.zeros(KNOWLEDGE_CODES * CARD_SPAN, np.uint16)

        def mask(part: int) -> int:
            return part if part < 32 else 1 << (part - 32)

        for code in range(KNOWLEDGE_CODES):
            row = self.knowledge_rows[code]
            for clue in range(CLUE_IDS):
                for match in (0, 1):
                    self.transitions[code * CARD_SPAN + clue * 2 + match] = code * CARD_SPAN
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
                    self.transitions[code * CARD_SPAN + clue * 2 + match] = new_code * CARD_SPAN
        # match[clue * 26 + card]: clue * 2 + does the clue touch the card
        self.match = np.zeros(CLUE_IDS * (CARD_KINDS + 1), np.intp)
        for clue in range(CLUE_IDS):
            for card in range(CARD_KINDS + 1):
                value = card // RANKS if clue < COLOURS else card % RANKS
                touched = clue < NO_CLUE and card < EMPTY and value == clue % COLOURS
                self.match[clue * (CARD_KINDS + 1) + card] = clue * 2 + touched

    def _last_rows(self) -> None:
        """last_rows[code]: the last-action section. The seat that acted is always the previous
        one (the observer is the seat to act), so a clue's target, observer-relative, is offset - 1.
        Codes: 0 no move yet; plays and discards `last_base[a] + card * 4 + scored * 2 + token`;
        clues `last_base[a] + the touched positions as bits`."""
        p, h = self.players, self.hand_size
        span = self.sections["last"]
        at = {"type": p, "target": p + 4, "colour": 2 * p + 4}
        at["rank"] = at["colour"] + COLOURS
        at["outcome"] = at["rank"] + RANKS
        at["position"] = at["outcome"] + h
        at["card"] = at["position"] + h
        at["flags"] = at["card"] + CARD_KINDS
        self.clue_base = clue_base = 1 + 2 * h * CARD_KINDS * 4
        # a clue's code, less clue_base, >> h: the clue's target (offset), which part of a card's
        # knowledge it reveals (0 colour, 1 rank) and its value (see `observe`)
        groups = 2 * (p - 1) * COLOURS
        self.clue_offset = np.zeros(groups, np.intp)
        self.clue_part = np.zeros(groups, np.intp)
        self.clue_value = np.zeros(groups, np.intp)
        rows = np.zeros((clue_base + 2 * (p - 1) * COLOURS * (1 << h), span.stop - span.start), np.uint8)
        self.last_base = np.zeros(self.num_actions, np.intp)
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
                group = ((kind - 2) * (p - 1) + offset - 1) * COLOURS + value
                base = clue_base + group * (1 << h)
                self.last_base[a] = base
                self.clue_offset[group], self.clue_part[group], self.clue_value[group] = offset, kind - 2, value
                for touched in range(1 << h):
                    row = rows[base + touched]
                    row[p - 1] = 1
                    row[at["type"] + kind] = 1
                    row[at["target"] + offset - 1] = 1
                    row[at["colour" if kind == 2 else "rank"] + value] = 1
                    for i in range(h):
                        row[at["outcome"] + i] = touched >> i & 1
        self.last_rows = rows

    def _legality(self) -> None:
        """A game's action mask as one 64-bit number, bit a for action a (HLE has at most 48 moves),
        unpacked into bytes once for all games. clue_bits[j * 32 + card]: the two clues (the
        card's colour and rank) that card allows at row j of the other hands (from the next seat
        on: j = (offset - 1) * H + position); the mask is the bits of every card the others hold,
        kept if an information token is left (`clue_keep[tokens]`), and the discards and plays
        (`pd_code[tokens]`)."""
        p, h = self.players, self.hand_size
        self.clue_bits = np.zeros((p - 1) * h * CARD_SPAN, np.uint64)
        for j in range((p - 1) * h):
            k = j // h  # the target's offset, less one
            for card in range(CARD_KINDS):
                colour = 2 * h + k * COLOURS + card // RANKS
                rank = 2 * h + (p - 1 + k) * COLOURS + card % RANKS
                self.clue_bits[j * CARD_SPAN + card] = (1 << colour) | (1 << rank)
        self.clue_rows_at = np.arange((p - 1) * h, dtype=np.intp)[:, None] * CARD_SPAN
        info = np.arange(MAX_INFO + 1)
        plays, discards = ((1 << h) - 1) << h, (1 << h) - 1
        # (a hand is short only after its seat played or discarded past the last draw, and then
        # that seat has had its last turn: the hand to act is always full)
        self.pd_code = np.where(info < MAX_INFO, plays | discards, plays).astype(np.uint64)
        self.clue_keep = np.where(info > 0, (1 << self.num_actions) - 1, 0).astype(np.uint64)

    def _steps(self) -> None:
        """The tables a step reads with one `take` per action, per card and per outcome: rows of
        `hands` and `state` (scaled to flat indices per env count by `VectorEnv`), then small
        numbers."""
        p, h = self.players, self.hand_size
        self.hand_width = p * (h + 1)  # slot * H + position, then each slot's scratch place
        pos = np.minimum(self.pos, h - 1)  # a card a clue reads, and ignores
        kind = np.minimum(self.kind, 2)  # discard, play, clue
        self.act: list[NDArray[np.intp]] = []
        for c in range(p):
            target = (c + self.offset) % p
            shift = self.shift[self.pos].T  # [position, action]
            moved = np.where(shift < h, target * h + shift, p * h + target)
            own = target * h + np.arange(h)[:, None] + 0 * self.pos
            small = (kind * (CARD_KINDS + 1), self.clue * (CARD_KINDS + 1), self.last_base, kind < 2, kind == 2, target)
            self.act.append(np.vstack((c * h + pos, moved, own, *small)).astype(np.intp))
        self.act_small = 1 + 2 * h
        # card[row, kind * 26 + card]: the card's firework's and discard count's rows, its column
        # of the outcome table, then the public bytes a play or discard of the card may change
        # (relative to the scratch byte; 0 for none)
        codes = np.arange(CARD_KINDS + 1)
        real, rank = codes < EMPTY, self.card_rank
        s = self.public_scratch
        by_kind = np.zeros((CARD_ROWS, 3, CARD_KINDS + 1), np.intp)
        # outcome[row, (kind * 26 + card) * 6 + the firework's height]: what the move changes
        outcome = np.zeros((O_LAST + 1, 3, CARD_KINDS + 1, HEIGHTS), np.intp)
        for k, plays in ((0, False), (1, True), (2, False)):
            t = by_kind[:, k]
            t[C_FIREWORK] = FIREWORKS + self.card_colour
            t[C_GONE] = GONE + np.minimum(codes, CARD_KINDS - 1)
            t[C_OUTCOME] = (k * (CARD_KINDS + 1) + codes) * HEIGHTS
            spot = t[CARD_CORE:]
            spot[0] = self.deck_at + DECK_SIZE - s  # (less the clock)
            spot[1] = np.where(plays, self.old_top - s, 0)
            spot[2] = np.where(plays, self.new_top - s, 0)
            spot[3], spot[4], spot[5] = self.lives_at - s, self.info_at - s, self.info_at - s  # (+ a counter)
            spot[6] = np.where(real & (k < 2), self.first_discard - s, 0)  # (+ copies)
            for height in range(HEIGHTS):
                o = outcome[:, k, :, height]
                scored = plays & real & (rank == height)
                missed = plays & real & ~scored
                o[O_INFO] = {0: 1, 1: scored & (rank == RANKS - 1), 2: -1}[k]
                o[O_LIVES] = -missed.astype(np.intp)
                o[O_POINTS] = scored
                o[O_PILED] = real & (k == 0) | missed
                o[O_LAST] = np.where(real & (k < 2), codes * 4 + scored * 2 + (scored & (rank == RANKS - 1)), 0)
        self.card = by_kind.reshape(CARD_ROWS, -1)
        self.outcome = outcome.reshape(O_LAST + 1, -1)
        self.drawn_spot = np.where(real, UNKNOWN * CARD_SPAN + codes, EMPTY_SPOT)  # a card dealt or drawn
        self.card_rows = np.eye(CARD_KINDS + 1, CARD_KINDS, dtype=np.uint8)  # (EMPTY: zeros)
        # deal_columns[s]: the deck column each hand row takes when seat 0 sits at slot s
        self.deal_columns = [
            np.array([(j - s0) % p * h + i for j in range(p) for i in range(h)], np.intp) for s0 in range(p)
        ]
        self.start: list[NDArray[np.intp]] = []
        for s0 in range(p):
            column = np.zeros((COUNTER_ROWS, 1), np.intp)
            column[[INFO, LIVES, CLOCK, SEAT0], 0] = MAX_INFO, MAX_LIVES, p * h, s0
            self.start.append(column)


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
    `numpy.random.Generator` (seeded by `seed`, shuffled `num_envs` or more at a time), or from
    `reset(decks=...)` and `deck_source` (called with the indices of the envs that start a new
    game after one ended).

    `observations=False` steps without drawing observations: `reset` and `step` return an empty
    `[N, 0]` array in their place and everything else as above, the same bit for bit;
    `observe(envs)` gives the observations of any games, for their seat to act, at any step
    (with either setting).

    The state, hidden cards included (an agent gets only the observations; docs/rl.md draws it):
    `deck` [N, 51 + players] card codes (colour * 5 + rank - 1, colours R Y G W B) in dealing
    order, then EMPTY (25); `hands` [players * H + players, N] int, the hands by *slot* and
    position (oldest first), then each slot's scratch place for the card drawn, each place
    knowledge code * 32 + card code (EMPTY_SPOT for no card); `state` [36, N] int, each
    firework's height, the copies of each card discarded, and the counters (information tokens,
    lives, points, the clock: cards drawn plus the moves after the last draw, the slot of seat 0,
    the last move's code, a clue's without the cards it touched unless observations are drawn);
    kept drawn for the observation when `observations` is true (zeros otherwise): `public`
    [N, players + 87 + deck] uint8 (the missing-card bytes, zeros, the board and the discards, a
    few bytes rewritten per step, and a scratch byte), `seen` and `known` [N, players, 25 H or
    35 H] (each slot's cards and card knowledge). All games have the
    same slot to act (`slot`); seat s of game n sits at slot `(s + seat 0's slot) % players`, so
    seating an observation is a choice of columns, not a gather per game.

    `threads` (1 by default) steps blocks of at least MIN_BLOCK envs in that many threads; the
    arrays are the same bit for bit whatever it is.
    """

    def __init__(
        self,
        num_envs: int,
        players: int,
        seed: int,
        deck_source: DeckSource | None = None,
        threads: int = 1,
        observations: bool = True,
    ) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be positive, not {num_envs}")
        self.num_envs = n = num_envs
        self.players = players
        self.tables = t = tables(players)
        self.hand_size = h = t.hand_size
        self.obs_len = t.obs_len
        self.num_actions = t.num_actions
        self.deck_source = deck_source
        self.observations = observations
        self.rng = np.random.default_rng(seed)
        # The state (see the class docstring); reset() fills it.
        self.deck = np.full((n, DECK_SIZE + players + 1), EMPTY, np.uint8)
        self.hands = np.full((t.hand_width, n), EMPTY_SPOT, np.intp)
        self.state = np.zeros((COUNTER_ROWS, n), np.intp)
        self.public = np.zeros((n, t.public_scratch + 1), np.uint8)
        # each slot's part of the observation's hands and card knowledge, kept drawn
        self.seen = np.zeros((n, players, h * CARD_KINDS), np.uint8)
        self.known = np.zeros((n, players, h * KNOWN_BYTES), np.uint8)
        self.slot = 0
        # each game's legal moves as bits (see `Tables._legality`): the masks returned, and the
        # actions checked against
        self._codes = np.zeros(n, "<u8")  # (little-endian: bit a is byte a // 8's bit a % 8)
        self._started = False
        self._pool = np.empty((0, DECK_SIZE), np.uint8)  # decks shuffled ahead, used in order
        self._pool_next = 0
        # Views, flat indices and tables scaled to this env count, made once.
        self._flat = self.state.reshape(-1)
        self._hand_flat = self.hands.reshape(-1)
        self._deck_flat = self.deck.reshape(-1)
        self._public_flat = self.public.reshape(-1)
        self._known_units = _units(self.known.reshape(n * players, -1))
        self._deck_units = _units(self.deck[:, :DECK_SIZE])
        self._public_units = _units(self.public)
        self._drawn_units = (_units(self.seen.reshape(n, -1)), _units(self.known.reshape(n, -1)))
        self._start_public = _units(t.public_start[None, :])[0]
        self._start_known = _units(np.tile(t.knowledge_rows[UNKNOWN], players * h)[None, :])[0]
        self._deal_at = np.arange(players * h)[:, None] * n
        self._act = [table.copy() for table in t.act]
        for table in self._act:
            table[: t.act_small] *= n
        self._card = t.card[:CARD_CORE].copy()
        self._card_spots = t.card[CARD_CORE:]
        self._card[[C_FIREWORK, C_GONE]] *= n
        self._no_observations = np.empty((n, 0), np.uint8)
        self._spot_values = np.array([0, 0, 1, 0, 0, 1, 1], np.uint8)[:, None]  # set or cleared (see `_move`)
        self._bit_weights = (1 << np.arange(h))[:, None]
        self._ends = np.array([[0], [PERFECT], [DECK_SIZE + players]])  # lives, points, clock that end a game
        # Blocks of envs, stepped by one thread each: `threads` of them, but never blocks under
        # MIN_BLOCK envs. Nothing depends on the blocks but the speed. One thread by default: a
        # second pays only on an idle core (docs/benchmarks.md).
        if threads < 1:
            raise ValueError(f"threads must be positive, not {threads}")
        self.threads = max(1, min(threads, n // MIN_BLOCK))
        cuts = [n * i // self.threads for i in range(self.threads + 1)]
        self._blocks = [_Block(self, i, lo, hi) for i, (lo, hi) in enumerate(itertools.pairwise(cuts))]
        self._block_starts = np.array(cuts[1:-1], np.intp)
        self._pool_threads: ThreadPoolExecutor | None = None
        if self.threads > 1:
            self._pool_threads = ThreadPoolExecutor(self.threads - 1, thread_name_prefix="hanabi-vector")
            weakref.finalize(self, self._pool_threads.shutdown, wait=False)

    # -- the API -----------------------------------------------------------------------------

    def reset(self, decks: ArrayLike | None = None) -> Observation:
        """Start every game (from `decks`, `[N, 50]` card codes in dealing order, if given)."""
        everyone = np.arange(self.num_envs, dtype=np.intp)
        self.slot = 0
        return self._settle(everyone, self._decks(everyone) if decks is None else self._checked(decks, self.num_envs))

    def step(self, actions: ArrayLike) -> tuple[Array, Bools, NDArray[np.float32], Bools, NDArray[np.int64]]:
        """Apply `actions[i]` (an HLE move uid, legal for the seat to act) in game i. With
        `observations=False` the observations returned are an empty `[N, 0]` array (see `observe`)."""
        a = self._check_actions(actions)
        rewards = np.empty(self.num_envs, np.float32)
        ends = np.empty(self.num_envs, bool)
        self._each_block(lambda b: self._move(b, a[b.lo : b.hi], rewards[b.lo : b.hi], ends[b.lo : b.hi]))
        self.slot = (self.slot + 1) % self.players
        done = ends.nonzero()[0]
        obs, masks, seats = self._settle(done, self._decks(done) if len(done) else self._pool[:0])
        return obs, masks, rewards, ends, seats

    def observe(self, envs: ArrayLike | None = None) -> Array:
        """The observations of games `envs` (all by default), for their seat to act, drawn from the
        state: `[len(envs), obs_len]` uint8, what `step` and `reset` return for them when the env
        draws observations (`observations=True`), and the way to observe some games of an env
        that does not."""
        if envs is None:
            e = np.arange(self.num_envs, dtype=np.intp)
        else:
            e = np.asarray(envs)
            if e.shape == (0,):  # (an empty list is float64 to NumPy)
                e = e.astype(np.intp)
            if e.ndim != 1 or e.dtype.kind not in "iu" or (len(e) and not (e.min() >= 0 and e.max() < self.num_envs)):
                raise ValueError(
                    f"envs must be indices of envs below {self.num_envs}, not {e.dtype} of shape {e.shape}"
                )
            e = e.astype(np.intp, copy=False)
        t, c, h, p, m = self.tables, self.slot, self.hand_size, self.players, len(e)
        s = t.sections
        obs = np.empty((m, self.obs_len), np.uint8)
        spots = self.hands[: p * h].take(e, axis=1)  # [slot * H + position, env]
        cards = spots & (CARD_SPAN - 1)
        state = self.state.take(e, axis=1)
        rows = t.observed_rows[c]  # the hand rows of the slots from the one to act on
        others = cards.take(rows[h:], axis=0).T  # [env, hand row]: the other hands from the next slot on
        obs[:, s["hands"]] = t.card_rows.take(others, axis=0).reshape(m, (p - 1) * h * CARD_KINDS)
        obs[:, s["missing"]] = (cards[h - 1 :: h] == EMPTY).take(t.rel[c], axis=0).T
        deck = s["deck"].stop - s["deck"].start
        obs[:, s["deck"]] = np.arange(deck) < (DECK_SIZE - np.minimum(state[CLOCK], DECK_SIZE))[:, None]
        heights = state[FIREWORKS : FIREWORKS + COLOURS].T[:, :, None]  # [env, colour, 1]
        obs[:, s["fireworks"]] = (heights == np.arange(1, RANKS + 1)).reshape(m, CARD_KINDS)
        tokens = s["tokens"].start
        obs[:, tokens : tokens + MAX_INFO] = np.arange(MAX_INFO) < state[INFO][:, None]
        obs[:, tokens + MAX_INFO : s["tokens"].stop] = np.arange(MAX_LIVES) < state[LIVES][:, None]
        obs[:, s["discards"]] = t.discard_copy < state.take(GONE + t.discard_card, axis=0).T
        # The last move; a clue's code gets the cards it touched: those of its target whose
        # knowledge shows the value the clue revealed (the clue touched every such card, and the
        # hand has not changed since).
        last = state[LAST]
        clue = last >= t.clue_base
        group = np.where(clue, last - t.clue_base, 0) >> h
        target = (c - 1 + t.clue_offset[group]) % p  # the acting seat is the one after the clue's giver
        known = spots[target[:, None] * h + np.arange(h), np.arange(m)[:, None]] >> 5  # [env, position]
        part = np.where(t.clue_part[group][:, None] == 1, known % PART, known // PART)
        touched = (part == 32 + t.clue_value[group][:, None]) << np.arange(h)
        last = np.where(clue, t.clue_base + (group << h) + touched.sum(axis=1), last)
        obs[:, s["last"]] = t.last_rows.take(last, axis=0)
        known = (spots.take(rows, axis=0) >> 5).T  # [env, hand row]: every hand from the slot to act on
        obs[:, s["knowledge"]] = t.knowledge_rows.take(known, axis=0).reshape(m, p * h * KNOWN_BYTES)
        return obs

    # -- inside ------------------------------------------------------------------------------

    def _move(self, b: _Block, a: NDArray[np.intp], rewards: NDArray[np.float32], ends: Bools) -> None:
        """Apply block `b`'s actions `a`; its rewards and ends into `rewards` and `ends`."""
        t, c, h, envs, flat, hands = self.tables, self.slot, self.hand_size, b.envs, self._flat, self._hand_flat
        counters = b.state
        act = self._act[c].take(a, axis=1, mode="clip")  # [row, env]
        small = act[t.act_small :]
        # A play or discard: the card at its position meets the fireworks (a clue reads a card of
        # the acting hand and ignores it). `card` [row, env] gives its rows of `state` and its
        # column of the outcome table, which the firework's height completes; `out` [row, env]
        # holds all the move changes.
        code = hands.take(act[A_CARD] + envs, mode="clip")
        code &= CARD_SPAN - 1
        code += small[A_KIND]
        card = self._card.take(code, axis=1, out=b.card, mode="clip")
        at = card[C_FIREWORK : C_GONE + 1] + envs  # the card's firework and discard count
        board = flat.take(at, mode="clip")
        column = card[C_OUTCOME] + board[0]
        out = t.outcome.take(column, axis=1, out=b.out, mode="clip")
        if self.observations:
            gone, before = board[1].copy(), counters[INFO].copy()
        board += out[O_POINTS : O_PILED + 1]  # a point scored, a card discarded
        flat[at] = board
        info = counters[INFO]
        scored = out[O_POINTS]
        counters[INFO : POINTS + 1] += out[O_CHANGES]
        over = info > MAX_INFO  # a 5 played at 8 tokens gives none back
        info -= over
        # The clock: cards drawn, then the moves after the last draw (HLE ends the game once each
        # seat has had one); the card drawn is the deck's entry at the clock (EMPTY past the deck).
        clock = counters[CLOCK]
        new_card = self._deck_flat.take(b.deck_rows + clock, mode="clip")
        t.drawn_spot.take(new_card, out=b.scratch[c], mode="clip")
        late = clock >= DECK_SIZE
        if self.observations:
            self._draw_public(b, code, out, before, np.greater(small[A_DRAWS], late), gone)
        clock += np.maximum(small[A_DRAWS], late)

        # The one hand that changes: the acting one (a play or discard closes the gap and takes
        # the new card at its end) or the clue's target (every card learns something): each
        # position's knowledge through the transition table, at the position's number less its
        # card (32 times the knowledge code) plus the clue and whether it touches the card.
        rows = act[A_MOVED : A_MOVED + 2 * h] + envs
        spots = hands.take(rows[:h], mode="clip")
        cards = spots & (CARD_SPAN - 1)
        clued = t.match.take(cards + small[A_MATCH], mode="clip")  # (small tables: they stay in the cache)
        spots -= cards
        spots += clued
        known = t.transitions.take(spots, mode="clip")
        np.add(known, cards, out=spots)
        hands[rows[h:]] = spots

        # The last move: a play or discard's card and flags; a clue's (the cards it touched are
        # read from their knowledge by `observe`, and added here when drawing observations).
        last = counters[LAST]
        np.add(small[A_LAST], out[O_LAST], out=last)
        last -= over
        if self.observations:
            self._draw_hand(b, known, small[A_TARGET], clued)
        # HLE's score is the points, 0 once the last life is lost: the move that loses it is paid
        # minus the points so far.
        ending = np.equal(counters[LIVES : CLOCK + 1], self._ends, out=b.ending)  # no life, 25 points, the last turn
        np.logical_or.reduce(ending, axis=0, out=ends)
        np.subtract(scored, ending[0] * counters[POINTS], out=rewards, dtype=np.float32)

    def _draw_public(
        self,
        b: _Block,
        code: NDArray[np.intp],
        out: NDArray[np.intp],
        info: NDArray[np.intp],
        draws: Bools,
        gone: NDArray[np.intp],
    ) -> None:
        """Rewrite the bytes of `public` that the move changes (the others write to the scratch
        byte): cleared: the deck's last entry, the firework's old top, a life, a token spent; set:
        the firework's new top, a token regained, a discard. `spots` are relative to the scratch
        byte; `info` holds the tokens before the move, `gone` the copies discarded before it."""
        counters, changes = b.state, b.changes
        spots = self._card_spots.take(code, axis=1, out=b.spots, mode="clip")
        changes[0] = draws
        changes[1] = out[O_POINTS]
        changes[2] = out[O_POINTS]
        np.less(out[O_LIVES], 0, out=changes[3])
        np.less(out[O_INFO], 0, out=changes[4])
        np.greater(counters[INFO], info, out=changes[5])
        changes[6] = out[O_PILED]
        spots[5] += info
        spots[4] += counters[INFO]
        spots[3] += counters[LIVES]
        spots[0] -= counters[CLOCK]
        spots[0] -= draws
        spots[6] += gone
        spots *= changes
        spots += b.spot_base
        self._public_flat[spots] = self._spot_values

    def _draw_hand(
        self, b: _Block, known: NDArray[np.uint16], target: NDArray[np.intp], clued: NDArray[np.intp]
    ) -> None:
        """Redraw the changed hand's knowledge and the acting hand's cards (the only ones a move
        changes), and add the cards a clue touched to the last move's code."""
        t, c, h = self.tables, self.slot, self.hand_size
        t.knowledge_rows.take(known.T >> 5, axis=0, out=b.known_drawn, mode="clip")
        self._known_units[b.known_rows + target] = _units(b.known_drawn.reshape(len(target), -1))
        cards = self.hands[c * h : (c + 1) * h, b.lo : b.hi] & (CARD_SPAN - 1)
        t.card_rows.take(cards.T, axis=0, out=b.seen_drawn, mode="clip")
        b.seen[c][...] = _units(b.seen_drawn.reshape(len(target), -1))
        touched = (clued & 1) * self._bit_weights  # the cards the clue touched, as bits
        b.state[LAST] += np.add.reduce(touched, axis=0)

    def _check_actions(self, actions: ArrayLike) -> NDArray[np.intp]:
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} integers, not {a.dtype} of shape {a.shape}")
        if not self._started:
            raise ValueError("call reset() before step()")
        a = a.astype(np.intp, copy=False)
        # bit a of each game's mask: 0 past the actions (a negative action is huge as uint64,
        # and NumPy shifts past 63 bits to 0)
        legal = np.right_shift(self._codes, a.view(np.uint64))
        if not np.bitwise_and.reduce(legal) & 1:
            bad = np.flatnonzero(~legal & 1)
            raise ValueError(f"illegal action in envs {bad.tolist()[:10]} (see the action masks)")
        return a

    def _decks(self, envs: NDArray[np.intp]) -> Array:
        if self.deck_source is not None:
            return self._checked(self.deck_source(envs), len(envs))
        count, at = len(envs), self._pool_next
        if at + count > len(self._pool):  # shuffle the next batch (at least num_envs decks)
            self._pool = np.concatenate((self._pool[at:], self._shuffled(max(count, self.num_envs, 64))))
            at = 0
        self._pool_next = at + count
        return self._pool[at : at + count]

    def _shuffled(self, count: int) -> Array:
        """`count` uniformly shuffled decks: each card gets a random 24-bit key (its code in the key's
        low byte) and the keys are sorted, cheaper than `Generator.permuted` row by row. A deck
        whose keys tie (once in about 13,000 decks) would be ordered by card, so it is drawn again
        with 56-bit keys (ties once in 10^13 decks): the result is uniform either way."""
        keys = self.rng.bit_generator.random_raw((count, DECK_SIZE // 2)).view(np.uint32)
        keys &= np.uint32(0xFFFFFF00)
        keys |= ORDERED_DECK
        keys.sort(axis=1)
        decks = keys.astype(np.uint8)
        tied = ((keys[:, 1:] ^ keys[:, :-1]) < 256).any(axis=1)
        if tied.any():
            wide = self.rng.bit_generator.random_raw((int(tied.sum()), DECK_SIZE)) << np.uint64(8)
            wide |= ORDERED_DECK
            wide.sort(axis=1)
            decks[tied] = wide.astype(np.uint8)
        return decks

    @staticmethod
    def _checked(decks: ArrayLike, count: int) -> Array:
        d = np.asarray(decks)
        if d.shape != (count, DECK_SIZE) or d.dtype.kind not in "iu":
            raise ValueError(f"decks must be integer card codes of shape ({count}, {DECK_SIZE}), not {d.shape}")
        if not (np.sort(d, axis=1) == ORDERED_DECK).all():
            raise ValueError("every deck must hold the 50 cards of the standard game (codes colour * 5 + rank - 1)")
        return np.ascontiguousarray(d, dtype=np.uint8)

    def _settle(self, done: NDArray[np.intp], decks: Array) -> Observation:
        """Start new games in `done` (from `decks`) and observe every game."""
        obs = np.empty((self.num_envs, self.obs_len), np.uint8) if self.observations else self._no_observations
        # each block's part of `done` (with one block, all of it)
        parts = np.searchsorted(done, self._block_starts) if self.threads > 1 else self._block_starts

        def settle(b: _Block) -> None:
            i = b.index
            lo, hi = (parts[i - 1] if i else 0), (parts[i] if i < len(parts) else len(done))
            if hi > lo:
                self._start(done[lo:hi], decks[lo:hi])
            self._observe(b, obs[b.lo : b.hi])

        self._each_block(settle)
        self._started = True
        bits = self._codes.view(np.uint8).reshape(self.num_envs, 8)
        masks = np.unpackbits(bits, axis=1, count=self.num_actions, bitorder="little").view(np.bool_)
        return obs, masks, self.tables.seat_of[self.slot].take(self.state[SEAT0], mode="clip")

    def _each_block(self, work: Callable[[_Block], None]) -> None:
        """`work(block)` for every block, the first in this thread and the others in the pool's."""
        if self._pool_threads is None:
            work(self._blocks[0])
            return
        running = [self._pool_threads.submit(work, b) for b in self._blocks[1:]]
        work(self._blocks[0])
        for future in running:
            future.result()

    def _start(self, envs: NDArray[np.intp], decks: Array) -> None:
        """New games in `envs`, seat 0 at the slot about to act."""
        t = self.tables
        self._deck_units[envs] = _units(decks)
        self.state[:, envs] = t.start[self.slot]
        # seat s's cards are deck[s * h : (s + 1) * h], oldest first; seat s sits at slot s + slot
        cards = decks.take(t.deal_columns[self.slot], axis=1, mode="clip")  # [env, slot * H + position]
        self._hand_flat[self._deal_at + envs] = t.drawn_spot.take(cards.T, mode="clip")
        if self.observations:
            seen, known = self._drawn_units
            seen[envs] = _units(t.card_rows.take(cards, axis=0, mode="clip").reshape(len(envs), -1))
            known[envs] = self._start_known
            self._public_units[envs] = self._start_public

    def _observe(self, b: _Block, obs: Array) -> None:
        """The observations (if the env draws them) and mask codes of block `b`'s games, into its
        rows of `obs` and `_codes`."""
        t, c, h, p = self.tables, self.slot, self.hand_size, self.players
        hands = self.hands[:, b.lo : b.hi]
        if self.observations:
            # Each section copied in as one item per row and part (see `_units`): the other hands
            # from the next slot on, the board and discards, the last move, the card knowledge
            # from the slot to act on.
            s = t.sections
            _rotated(obs[:, s["hands"]], self.seen[b.lo : b.hi], c + 1, c)
            _units(obs[:, s["missing"].start : s["discards"].stop])[...] = _units(self.public[b.lo : b.hi, :-1])
            t.last_rows.take(b.state[LAST], axis=0, out=b.last, mode="clip")
            _units(obs[:, s["last"]])[...] = _units(b.last)
            _rotated(obs[:, s["knowledge"]], self.known[b.lo : b.hi], c, c)
            short = hands[h - 1 : p * h : h] == EMPTY_SPOT  # [slot, env]: the hands short of a card
            if short.any():  # (rare: after the last draw; `public` holds zeros there)
                obs[:, s["missing"]] = short.take(t.rel[c], axis=0, mode="clip").T

        # The legal moves (see `Tables._legality`): the clues the others' cards allow, if a token
        # is left, and the plays and discards the tokens allow.
        info = b.state[INFO]
        if c == 0:  # (the others' rows in one piece)
            cards = hands[h : p * h] & (CARD_SPAN - 1)
        else:
            cards = hands.take(t.observed_rows[c][h:], axis=0, mode="clip")
            cards &= CARD_SPAN - 1
        cards += t.clue_rows_at
        code = np.bitwise_or.reduce(t.clue_bits.take(cards, mode="clip"), axis=0, out=self._codes[b.lo : b.hi])
        code &= t.clue_keep.take(info, mode="clip")
        code |= t.pd_code.take(info, mode="clip")


class _Block:
    """A range of envs stepped by one thread: its views of the env's arrays, its scratch buffers
    (kept between steps: fresh ones of this size cost more than the work) and flat indices."""

    def __init__(self, env: VectorEnv, index: int, lo: int, hi: int) -> None:
        t, h, m = env.tables, env.hand_size, hi - lo
        self.index = index
        self.lo, self.hi = lo, hi
        self.envs = np.arange(lo, hi, dtype=np.intp)
        self.state = env.state[:, lo:hi]
        self.deck_rows = self.envs * (DECK_SIZE + env.players + 1)
        self.known_rows = self.envs * env.players
        # where each of the seven public bytes a move may change sits: the env's row and the scratch byte
        self.spot_base = self.envs * (t.public_scratch + 1) + t.public_scratch
        self.scratch = [env.hands[env.players * h + c, lo:hi] for c in range(env.players)]
        self.seen = [_units(env.seen[lo:hi, c]) for c in range(env.players)]
        self.card = np.empty((CARD_CORE, m), np.intp)
        self.out = np.empty((O_LAST + 1, m), np.intp)
        self.spots = np.empty((SPOTS, m), np.intp)
        self.ending = np.empty((3, m), bool)
        self.changes = np.empty((SPOTS, m), bool)
        self.last = np.empty((m, t.last_rows.shape[1]), np.uint8)
        self.known_drawn = np.empty((m, h, KNOWN_BYTES), np.uint8)
        self.seen_drawn = np.empty((m, h, CARD_KINDS), np.uint8)


def _rotated(section: Array, parts: Array, first: int, skip: int) -> None:
    """Copy `parts` [N, slots, width] into `section` [N, k * width] from slot `first` on, round to
    slot `skip` (left out when `first` is past it)."""
    slots = parts.shape[1]
    order = [(first + i) % slots for i in range(slots) if (first + i) % slots != skip or first == skip]
    at = 0
    while order:  # runs of consecutive slots, one copy each
        run = 1
        while run < len(order) and order[run] == order[0] + run:
            run += 1
        width = run * parts.shape[2]
        _units(section[:, at : at + width])[...] = _units(parts[:, order[0] : order[0] + run].reshape(len(parts), -1))
        at += width
        order = order[run:]


_UNIT_TYPES: dict[int, np.dtype[np.void]] = {}


def _units(rows: NDArray[np.uint8]) -> NDArray[np.void]:
    """A [N, width] block of bytes (its rows contiguous) as N items of `width` bytes: NumPy copies
    and indexes those as one piece each, where it would walk a row of bytes."""
    width = rows.shape[1]
    unit = _UNIT_TYPES.get(width)
    if unit is None:
        unit = _UNIT_TYPES[width] = np.dtype((np.void, width))
    return rows.view(unit)[:, 0]
