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

Its speed (docs/benchmarks.md) comes from a few choices. Every game has the same slot to act, so
seating an observation is a slice. The state is stored env-last (`hand[slot, position, env]`),
so per-card work runs along long rows. Parts of the observation are kept drawn between steps
and only the bytes a move changes are rewritten, from lookup tables built once per player count
(read with `take`, whose rows of 1 to 32 bytes it copies fastest). Rows of bytes are copied as
single items (`_units`), which NumPy moves in one piece each.
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

# The rows of `VectorEnv.board` ([row, env]): the counters of each game.
DRAWN, INFO, LIVES, POINTS, SCORE, TURNS, SEAT0 = range(7)
BOARD_ROWS = 7
# The columns of `VectorEnv.piles` ([env, column]): each firework's height, then the copies of
# each card in the discard pile.
FIREWORKS = 0
GONE = COLOURS
PILES = GONE + CARD_KINDS

# Columns of the per-action and per-card tables, so `step` reads all it needs of an action or a
# card with one `take` (rows of 8 or 32 bytes).
A_CARD, A_TARGET, A_SLOT = range(3)  # flat indices (scaled by the number of envs), and a slot
A_POS, A_CLUE_ROW, A_CLUE_COLUMN, A_LAST = range(4)  # small numbers
C_FIREWORK, C_GONE, C_OLD_TOP, C_NEW_TOP = range(4)  # columns of `piles`, bytes of `public`
C_RANK, C_DISCARD, C_LAST = range(3)  # small numbers

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
            "knowledge": p * h * KNOWN_BYTES,
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
        self._public()
        self._knowledge_rows()
        self._last_rows()
        self._legality()

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
        # flags[a]: discard, play, clue (and a pad byte)
        self.flags = np.stack((self.kind == 0, self.kind == 1, self.kind >= 2, self.kind > 3), axis=1)
        # shift[i]: where each hand position finds its card after the card at i leaves (index h is
        # the card drawn); shift[h] leaves the hand as it is.
        self.shift = np.array([[j + (j >= i) for j in range(h)] for i in range(h + 1)], dtype=np.intp)

    def _public(self) -> None:
        """The board and the discard pile, contiguous in the observation, are kept drawn per game
        in `VectorEnv.public` and changed a few bytes at a time; one more column takes the writes
        of the games where nothing changed."""
        p, h = self.players, self.hand_size
        deck = DECK_SIZE - p * h
        self.fireworks_at = deck
        self.info_at = deck + CARD_KINDS
        self.lives_at = self.info_at + MAX_INFO
        self.discards_at = self.lives_at + MAX_LIVES
        self.public_scratch = self.discards_at + DECK_SIZE
        self.public_start = np.zeros(self.public_scratch + 1, np.uint8)
        self.public_start[:deck] = 1
        self.public_start[self.info_at : self.discards_at] = 1
        codes = np.arange(CARD_KINDS + 1)
        real = codes < EMPTY
        colour, rank = np.where(real, codes // RANKS, 0), np.where(real, codes % RANKS, 0)
        firsts = np.concatenate(([0], np.cumsum(COPIES)[:-1]))  # each rank's first entry in its colour
        # card_small[card]: rank (0-4), its first discard entry, its part of the last-move code
        self.card_small = np.zeros((CARD_KINDS + 1, 4), np.uint8)
        self.card_small[:, C_RANK] = rank
        self.card_small[:, C_DISCARD] = np.where(real, self.discards_at + colour * 10 + firsts[rank], 0)
        self.card_small[:, C_LAST] = np.where(real, codes * 4, 0)
        self.card_colour = colour
        self.old_top = np.where(real & (rank > 0), self.fireworks_at + codes - 1, self.public_scratch)
        self.new_top = np.where(real, self.fireworks_at + codes, self.public_scratch)
        self.new_knowledge = np.where(real, UNKNOWN, NO_CARD).astype(np.uint16)  # of a card drawn

    def _knowledge_rows(self) -> None:
        """knowledge_rows[code]: the 35 entries of one card; transitions[code * 22 + clue * 2 + match]:
        the code after a clue that touched (match 1) or missed the card."""
        self.knowledge_rows = np.zeros((KNOWLEDGE_CODES, KNOWN_BYTES), np.uint8)
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
        # match[clue * 26 + card]: does the clue touch the card
        self.match = np.zeros(CLUE_IDS * (CARD_KINDS + 1), bool)
        for clue in range(NO_CLUE):
            for card in range(CARD_KINDS):
                value = card // RANKS if clue < COLOURS else card % RANKS
                self.match[clue * (CARD_KINDS + 1) + card] = value == clue % COLOURS
        self.start_knowledge = np.tile(self.knowledge_rows[UNKNOWN], (self.players, self.hand_size))

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
        clue_base = 1 + 2 * h * CARD_KINDS * 4
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

    def _legality(self) -> None:
        h = self.hand_size
        codes = np.arange(CARD_KINDS + 1)
        # The colours and ranks a hand holds, as bits (colour c: c, rank r: 4 + r), and
        # clue_rows[bits + 1024 * (an information token left)]: the ten clues they allow (padded
        # to 16 bytes).
        bits = np.where(codes < EMPTY, (1 << (codes // RANKS)) | (1 << (COLOURS + codes % RANKS)), 0)
        self.clue_bits = bits.astype(np.uint16)
        held = np.arange(1 << (COLOURS + RANKS))
        allowed = np.zeros((len(held), 16), bool)
        allowed[:, : COLOURS + RANKS] = held[:, None] >> np.arange(COLOURS + RANKS) & 1
        self.clue_rows = np.concatenate((np.zeros_like(allowed), allowed))
        # pd_rows[hand full * 2 + a token missing]: the legal discards and plays (padded)
        self.pd_rows = np.zeros((4, 16), bool)
        for full in (0, 1):
            for may_discard in (0, 1):
                held_cards = h - 1 + full  # a hand is short of one card at most
                self.pd_rows[full * 2 + may_discard, h : h + held_cards] = True
                self.pd_rows[full * 2 + may_discard, :held_cards] = bool(may_discard)
        self.bit_weights = (1 << np.arange(h)).astype(np.uint8)[:, None]
        if self.players == 2:  # mask_rows[pd code * 2048 + clue code]: a whole mask row
            pd = self.pd_rows[:, : 2 * h].repeat(2048, axis=0)
            clues = np.tile(self.clue_rows[:, : COLOURS + RANKS], (4, 1))
            self.mask_rows = np.concatenate((pd, clues), axis=1)


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

    The state, hidden cards included (an agent gets only the observations; docs/rl.md draws it):
    `deck` [N, 51] card codes (colour * 5 + rank - 1, colours R Y G W B) in dealing order, then
    EMPTY (25); `hand` [players, hand_size + 1, N] card codes by slot and position (oldest
    first), EMPTY for no card, the last position a scratch place for the card drawn;
    `knowledge` (the same shape) knowledge codes, what the table knows of each card; `board`
    [7, N] counters (cards drawn, information tokens, lives, points, HLE's score, moves left,
    the slot of seat 0); `piles` [N, 30] each firework's height and the copies of each card
    discarded; `last` [N] the code of the last move. Hands are stored by *slot*, not seat: all
    games have the same slot to act (`slot`), seat s of game n sits at slot
    `(s + board[SEAT0, n]) % players`, so seating an observation is a slice, not a gather per
    game. Two parts of the observation are kept drawn, one row per game: `knowledge_rows`
    [N, players, hand_size * 35] (each slot's card knowledge, redrawn for the one hand that
    changes in a game at each step) and `public` [N, 87 + deck] (the board and the discards, a
    few bytes rewritten per step, and a scratch byte).
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
        self.hand = np.full((p, h + 1, n), EMPTY, np.uint8)
        self.knowledge = np.full((p, h + 1, n), NO_CARD, np.uint16)
        self.board = np.zeros((BOARD_ROWS, n), np.uint8)
        self.piles = np.zeros((n, PILES), np.uint8)
        self.last = np.zeros(n, np.uint16)
        self.public = np.zeros((n, t.public_scratch + 1), np.uint8)
        self.knowledge_rows = np.zeros((n, p, h * KNOWN_BYTES), np.uint8)
        self.slot = 0
        self._legal: Bools | None = None  # the masks last returned (a copy), to check actions by
        # Rows as items (see `_units`): per slot (the rows a step redraws), per game (a reset's).
        self._knowledge_units = _units(self.knowledge_rows.reshape(n * p, -1))
        self._slot_units = _units(self.knowledge_rows.reshape(n, -1))
        self._deck_units = _units(self.deck[:, :DECK_SIZE])
        self._pile_units = _units(self.piles)
        self._public_units = _units(self.public)
        self._start_knowledge = _units(t.start_knowledge.reshape(1, -1))[0]
        self._start_piles = _units(np.zeros((1, PILES), np.uint8))[0]
        self._start_public = _units(t.public_start[None, :])[0]
        self._zero_hands = _units(np.zeros((1, t.sections["missing"].stop), np.uint8))[0]
        self._start_board = np.zeros((BOARD_ROWS, 1), np.uint8)
        self._start_board[[DRAWN, INFO, LIVES, TURNS], 0] = (p * h, MAX_INFO, MAX_LIVES, p)
        self._scale(n)

    def _scale(self, n: int) -> None:
        """The tables whose entries are flat indices into this env's arrays."""
        t, p, h = self.tables, self.players, self.hand_size
        self._envs = envs = np.arange(n, dtype=np.intp)
        self._action_rows = envs * t.num_actions
        self._public_rows = envs * (t.public_scratch + 1)
        self._slot_rows = envs * p
        self._obs_rows = envs * t.obs_len
        # act_index[c][a]: where action a of slot c reads its card, and the slot of the hand it
        # changes and that hand's first card (a pad column makes rows of 32 bytes)
        self._act_index: list[NDArray[np.intp]] = []
        card_pos = np.minimum(t.pos, h - 1)  # a valid index to read even for a clue
        for c in range(p):
            target = (c + t.offset) % p
            index = np.stack(((c * (h + 1) + card_pos) * n, target * (h + 1) * n, target, target), axis=1)
            self._act_index.append(index.astype(np.intp))
        # act_small[a]: its hand index (h for a clue), its rows of `match` and `transitions`, and
        # its part of the last-move code
        small = np.stack((t.pos, t.clue * (CARD_KINDS + 1), t.clue * 2, t.last_base), axis=1)
        self._act_small = small.astype(np.uint16)
        piles = FIREWORKS + t.card_colour, GONE + np.minimum(np.arange(CARD_KINDS + 1), CARD_KINDS - 1)
        self._card_index = np.stack((*piles, t.old_top, t.new_top), axis=1).astype(np.intp)
        self._pile_rows = envs * PILES
        self._deck_rows = envs * (DECK_SIZE + 1)
        self._shift = (t.shift.T * n).astype(np.intp)  # [position, pos of the card leaving]
        self._positions = (np.arange(h) * n)[:, None]
        self._scratch = [(c * (h + 1) + h) * n + envs for c in range(p)]
        # where each card of the other hands goes in the observation, by slot offset 1, 2, ...
        units = (np.arange(p - 1)[:, None] * h + np.arange(h)) * CARD_KINDS
        self._card_at = units[:, :, None] + t.sections["hands"].start + self._obs_rows
        self._missing_at = np.arange(p)[:, None] + t.sections["missing"].start + self._obs_rows
        # where the board's bytes a move changes sit (see `step`), less what each move adds
        offsets = np.array([0, 0, t.lives_at, t.info_at - 1, 0, 0, t.info_at], np.intp)
        self._spot_base = offsets[:, None] + self._public_rows
        self._public_values = np.repeat(np.array([0, 0, 0, 0, 1, 1, 1], np.uint8)[:, None], n, axis=1)

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
        t, c, envs = self.tables, self.slot, self._envs
        board, counters = self.board, self.piles.reshape(-1)
        index = self._act_index[c].take(a, axis=0, mode="clip")
        small = self._act_small.take(a, axis=0, mode="clip")
        flags = t.flags.take(a, axis=0, mode="clip")
        discard, play, clue = flags[:, 0], flags[:, 1], flags[:, 2]
        info, drawn = board[INFO].copy(), board[DRAWN].copy()

        # A play or discard: the card at `pos` of the acting slot's hand meets the fireworks
        # (for a clue, `card` is read and ignored).
        hand, knowledge = self.hand.reshape(-1), self.knowledge.reshape(-1)
        card = hand.take(index[:, A_CARD] + envs, mode="clip")
        at_card = self._card_index.take(card, axis=0, mode="clip")
        about = t.card_small.take(card, axis=0, mode="clip")
        rank = about[:, C_RANK]
        at = at_card[:, C_FIREWORK] + self._pile_rows
        height = counters.take(at, mode="clip")
        scored = play & (height == rank)
        counters[at] = height + scored
        token = scored & (rank == RANKS - 1) & (info < MAX_INFO)
        missed = play ^ scored
        piled = discard | missed
        at = at_card[:, C_GONE] + self._pile_rows
        gone = counters.take(at, mode="clip")
        counters[at] = gone + piled
        board[LIVES] -= missed
        board[INFO] = info + discard + token - clue
        deck_out = drawn >= DECK_SIZE  # before the move: HLE counts the moves after the last draw
        draws = ~clue & ~deck_out
        board[DRAWN] = drawn + draws
        board[TURNS] -= deck_out

        # The board's bytes of the observation that change (the others write to a scratch column).
        # cleared: the deck's last entry, the firework's old top, a life, a token spent;
        # set: the firework's new top, a discard, a token regained
        changes = np.stack((draws, scored, missed, clue, scored, piled, discard | token))
        cleared = DECK_SIZE - board[DRAWN], at_card[:, C_OLD_TOP], board[LIVES], info
        spots = np.stack((*cleared, at_card[:, C_NEW_TOP], about[:, C_DISCARD] + gone, info))
        spots += self._spot_base
        self.public.reshape(-1)[spots[changes]] = self._public_values[changes]

        # The one hand that changes: the acting one (a play or discard closes the gap and takes
        # the new card at its end) or the clue's target (every card learns something).
        new_card = self.deck.reshape(-1).take(self._deck_rows + drawn, mode="clip")  # EMPTY once out
        hand[self._scratch[c]] = new_card
        knowledge[self._scratch[c]] = t.new_knowledge.take(new_card, mode="clip")
        first = index[:, A_TARGET] + envs
        moved = first + self._shift.take(small[:, A_POS], axis=1, mode="clip")  # [position, env]
        cards = hand.take(moved, mode="clip")
        touched = t.match.take(small[:, A_CLUE_ROW] + cards, mode="clip")  # nothing for a play or discard
        learnt = t.transitions.take(
            knowledge.take(moved, mode="clip") * (CLUE_IDS * 2) + touched + small[:, A_CLUE_COLUMN], mode="clip"
        )
        # (a clue changes no card, a play or discard only the acting slot's)
        self.hand[c, : self.hand_size] = np.where(clue, self.hand[c, : self.hand_size], cards)
        knowledge[first + self._positions] = learnt
        redrawn = t.knowledge_rows.take(learnt.T, axis=0, mode="clip").reshape(len(a), -1)
        self._knowledge_units[self._slot_rows + index[:, A_SLOT]] = _units(redrawn)

        # The last move: a play or discard's card and flags, or the cards a clue touched, as bits.
        reveal = np.add.reduce(touched.view(np.uint8) * t.bit_weights, axis=0)
        played = about[:, C_LAST] + scored.view(np.uint8) * 2 + token.view(np.uint8)
        self.last = small[:, A_LAST] + np.where(clue, reveal, played)
        points = board[POINTS] + scored
        board[POINTS] = points
        alive = board[LIVES] > 0
        score = points * alive
        rewards = np.subtract(score, board[SCORE], dtype=np.float32)
        board[SCORE] = score
        ends = ~alive | (points == PERFECT) | (board[TURNS] == 0)
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
        legal = self._legal.reshape(-1).take(self._action_rows + a, mode="clip")
        legal &= a.view(np.uintp) < self.num_actions
        if not legal.all():
            raise ValueError(f"illegal action in envs {np.flatnonzero(~legal).tolist()[:10]} (see the action masks)")
        return a

    def _decks(self, envs: NDArray[np.intp]) -> Array:
        if self.deck_source is not None:
            return self._checked(self.deck_source(envs), len(envs))
        return self._shuffled(len(envs))

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
        return d.astype(np.uint8)

    def _start(self, envs: NDArray[np.intp], decks: Array) -> None:
        """New games in `envs`, seat 0 at the slot about to act."""
        t, p, h = self.tables, self.players, self.hand_size
        self._deck_units[envs] = _units(decks)
        # seat s's cards are deck[s * h : (s + 1) * h], oldest first; seat s sits at slot s + slot
        hands = decks[:, : p * h].T.reshape(p, h, len(envs)).take(t.rel[-self.slot % p], axis=0, mode="clip")
        self.hand[:, :h, envs] = hands
        self.knowledge[:, :, envs] = UNKNOWN
        self._start_board[SEAT0] = self.slot
        self.board[:, envs] = self._start_board
        self._pile_units[envs] = self._start_piles
        self._public_units[envs] = self._start_public
        self._slot_units[envs] = self._start_knowledge
        self.last[envs] = 0

    def _observe(self) -> Observation:
        t, n, c, h, p = self.tables, self.num_envs, self.slot, self.hand_size, self.players
        s = t.sections
        board = self.board
        obs = np.empty((n, t.obs_len), np.uint8)
        # The other hands, from the next slot on: a one at each card's entry.
        others = self.hand[1 - c : 2 - c, :h] if p == 2 else self.hand[t.rel[c][1:], :h]  # (a view at 2)
        _units(obs[:, : s["missing"].stop])[...] = self._zero_hands
        flat = obs.reshape(-1)
        flat[self._card_at + np.minimum(others, EMPTY - 1)] = others != EMPTY  # (an empty place: a zero)
        flat[self._missing_at[self.hand[t.rel[c], h - 1] == EMPTY]] = 1  # (rare: after the last draw)
        # (each section written as one item per row: NumPy copies those faster than rows of bytes)
        _units(obs[:, s["deck"].start : s["discards"].stop])[...] = _units(self.public[:, :-1])
        _units(obs[:, s["last"]])[...] = _units(t.last_rows.take(self.last, axis=0, mode="clip"))
        # Every hand's knowledge, from the slot to act on: the end of the slot rows, then their start.
        known, width = s["knowledge"].start, self.knowledge_rows.shape[2]
        _units(obs[:, known : known + (p - c) * width])[...] = _units(self.knowledge_rows[:, c:].reshape(n, -1))
        if c:
            _units(obs[:, known + (p - c) * width : s["knowledge"].stop])[...] = _units(
                self.knowledge_rows[:, :c].reshape(n, -1)
            )

        # The legal moves: plays and discards from the acting hand's length and the tokens, clues
        # from the colours and ranks each other hand holds.
        info = board[INFO]
        code = (self.hand[c, h - 1] != EMPTY).view(np.uint8) * 2 + (info < MAX_INFO)
        held = np.bitwise_or.reduce(t.clue_bits.take(others, mode="clip"), axis=1)  # [target, env]
        codes = held + (info > 0) * 1024
        if p == 2:  # one table for the whole row
            masks = t.mask_rows.take(code * np.intp(2048) + codes[0], axis=0, mode="clip")
        else:
            masks = np.empty((n, t.num_actions), bool)
            masks[:, : 2 * h] = t.pd_rows.take(code, axis=0, mode="clip")[:, : 2 * h]
            clues = t.clue_rows.take(codes.T, axis=0, mode="clip")[:, :, : COLOURS + RANKS]  # [env, target, clue]
            # uids: every target's colour clues, then every target's rank clues
            masks[:, 2 * h :] = clues.reshape(n, p - 1, 2, COLOURS).swapaxes(1, 2).reshape(n, -1)
        self._legal = masks.copy()
        return obs, masks, t.seat_of[c].take(board[SEAT0], mode="clip")


def _units(rows: NDArray[np.uint8]) -> NDArray[np.void]:
    """A [N, width] block of bytes (its rows contiguous) as N items of `width` bytes: NumPy copies
    and indexes those as one piece each, where it would walk a row of bytes."""
    return rows.view(np.dtype((np.void, rows.shape[1])))[:, 0]
