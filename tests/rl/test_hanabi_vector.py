"""`parlour.rl.hanabi.VectorEnv` against OpenSpiel's `hanabi` and parlour's scalar Hanabi.

Several games run side by side in one VectorEnv, each mirrored by an OpenSpiel state and a
`HanabiState` (no empty clues) dealt the same deck: OpenSpiel's chance node k deals card k of
the deck (card code = OpenSpiel's chance outcome), the scalar engine gets the same cards as
`Card`s. At every step, for every game: the seat to act, the observation (OpenSpiel's
`observation_tensor` of that seat), the action mask (`legal_actions()`), then after the move the
reward (`rewards()`), the end (`is_terminal()`), and the scalar engine's legal moves, end and
score. Games end at different steps and restart in place from decks the test hands out through
`deck_source`; some seats play uniformly at random (games lost on the third life), others peek at
their cards (`careful_choice`) so games run to the end of the deck. A second VectorEnv, built with
`observations=False`, plays the same decks and actions: its masks, rewards, ends and seats equal
the first's bit for bit and its `observe()` gives the same observations.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray

from parlour.games.hanabi import HANABI, Card, HanabiOptions, HanabiState
from parlour.rl.hanabi import VectorEnv
from parlour.rl.hanabi.vector import EMPTY_SPOT, ORDERED_DECK
from tests.games.hanabi.test_openspiel_diff import OS_TO_SUIT, careful_choice, move_table, to_ours

pyspiel = pytest.importorskip("pyspiel")

PLAYER_COUNTS = (2, 3, 4, 5)
OBS_LEN = {2: 658, 3: 956, 4: 1041, 5: 1280}


@dataclass
class Mirror:
    """One game of the VectorEnv, played again by OpenSpiel and by the scalar engine."""

    careful: bool
    deck: list[int]
    theirs: Any = None
    ours: HanabiState | None = None
    cards: Any = None
    reward: float = 0.0  # the VectorEnv's rewards in this game so far
    moves: int = 0
    ends: list[str] = field(default_factory=list)

    def start(self, os_game: Any, options: HanabiOptions) -> None:
        self.theirs = os_game.new_initial_state()
        self.cards = iter(self.deck)
        self.deal()
        self.ours = HANABI.new_state(options, seed=0, deck=[Card(OS_TO_SUIT[c // 5], c % 5 + 1) for c in self.deck])
        self.reward = 0.0
        self.moves = 0

    def deal(self) -> None:
        while self.theirs.is_chance_node():
            self.theirs.apply_action(next(self.cards))


def shuffled(rng: random.Random) -> list[int]:
    deck = ORDERED_DECK.tolist()
    rng.shuffle(deck)
    return deck


def play(players: int, envs: int, steps: int, seed: int) -> list[Mirror]:
    """Run `steps` steps of `envs` games, checking everything at every step."""
    options = HanabiOptions(players=players, empty_clues=False)
    os_game = pyspiel.load_game("hanabi", {"players": players})
    table = move_table(os_game, players, options.hand_size)
    rng = random.Random(seed)
    handed: dict[int, list[int]] = {}

    def deck_source(indices: NDArray[np.intp]) -> NDArray[np.uint8]:
        decks = []
        for i in indices.tolist():
            handed[i] = shuffled(rng)
            decks.append(handed[i])
        return np.array(decks, dtype=np.uint8)

    def same_decks(indices: NDArray[np.intp]) -> NDArray[np.uint8]:
        return np.array([handed[i] for i in indices.tolist()], dtype=np.uint8)

    env = VectorEnv(envs, players, seed=seed, deck_source=deck_source)
    blind = VectorEnv(envs, players, seed=seed + 1, deck_source=same_decks, observations=False)
    mirrors = [Mirror(careful=i % 3 != 0, deck=shuffled(rng)) for i in range(envs)]
    for mirror in mirrors:
        mirror.start(os_game, options)
    decks = np.array([m.deck for m in mirrors])
    obs, masks, seats = env.reset(decks=decks)
    assert obs.shape == (envs, OBS_LEN[players]) and obs.dtype == np.uint8
    assert masks.shape == (envs, os_game.num_distinct_actions()) and masks.dtype == bool
    none, blind_masks, blind_seats = blind.reset(decks=decks)
    assert none.shape == (envs, 0) and none.dtype == np.uint8
    some = np.arange(1, envs, 3)
    for step in range(steps):
        assert np.array_equal(blind_masks, masks) and np.array_equal(blind_seats, seats), step
        assert np.array_equal(blind.observe(), obs) and np.array_equal(env.observe(), obs), step
        assert np.array_equal(blind.observe(some), obs[some]), step
        actions = []
        for i, m in enumerate(mirrors):
            assert m.ours is not None
            where = f"{players} players, step {step}, env {i}, move {m.moves}"
            seat = m.theirs.current_player()
            assert seats[i] == seat, where
            assert m.ours.to_act() == {seat}, where
            expected = np.array(m.theirs.observation_tensor(seat), dtype=np.uint8)
            differ = np.flatnonzero(obs[i] != expected)
            assert differ.size == 0, f"{where}: observation differs at {differ.tolist()}\n{m.theirs}"
            legal = m.theirs.legal_actions()
            assert np.flatnonzero(masks[i]).tolist() == legal, where
            hand_len = len(m.ours.hands[seat])
            options_here = [(a, to_ours(table[a], seat, hand_len, players)) for a in legal]
            assert {act for _, act in options_here} == set(m.ours.legal_actions(seat)), where
            if m.careful:
                actions.append(careful_choice(rng, m.ours, options_here))
            else:
                actions.append(rng.choice(legal))
        obs, masks, rewards, ends, seats = env.step(np.array(actions))
        assert rewards.dtype == np.float32 and ends.dtype == bool
        none, blind_masks, blind_rewards, blind_ends, blind_seats = blind.step(np.array(actions))
        assert none.shape == (envs, 0)
        assert np.array_equal(blind_rewards, rewards) and np.array_equal(blind_ends, ends), step
        assert blind_rewards.dtype == rewards.dtype and blind_seats.dtype == seats.dtype
        for i, m in enumerate(mirrors):
            assert m.ours is not None
            where = f"{players} players, step {step}, env {i}, move {m.moves}"
            seat = m.theirs.current_player()
            hand_len = len(m.ours.hands[seat])
            m.ours.apply(seat, to_ours(table[actions[i]], seat, hand_len, players))
            m.theirs.apply_action(actions[i])
            assert rewards[i] == m.theirs.rewards()[0], where
            m.reward += float(rewards[i])
            m.moves += 1
            m.deal()
            hle_score = 0 if m.ours.strikes >= 3 else m.ours.points()
            assert m.reward == hle_score, where
            assert ends[i] == m.theirs.is_terminal() == m.ours.is_over(), where
            if ends[i]:
                result = m.ours.result()
                assert result is not None and result.details["score"] == m.reward, where
                assert m.theirs.returns() == [m.reward] * players, where
                m.ends.append(result.reason)
                m.deck = handed.pop(i)
                m.start(os_game, options)
        assert not handed, "a deck was handed out for a game that did not start"
    return mirrors


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_vector_env_equals_openspiel_and_the_scalar_engine(players: int) -> None:
    mirrors = play(players, envs=8, steps=1200, seed=90 + players)
    ends = [reason for m in mirrors for reason in m.ends]
    uniform_ends = [reason for m in mirrors if not m.careful for reason in m.ends]
    careful_ends = [reason for m in mirrors if m.careful for reason in m.ends]
    assert "strikes" in uniform_ends
    assert "deck-out" in careful_ends  # games that reached the last round
    assert len(ends) >= 12 and len({len(m.ends) for m in mirrors}) > 1  # games end at different steps


def test_sizes_are_openspiels() -> None:
    for players in PLAYER_COUNTS:
        os_game = pyspiel.load_game("hanabi", {"players": players})
        env = VectorEnv(2, players, seed=0)
        assert env.obs_len == OBS_LEN[players] == os_game.observation_tensor_size()
        assert env.num_actions == os_game.num_distinct_actions()
        obs, masks, seats = env.reset()
        assert obs.shape == (2, env.obs_len) and masks.shape == (2, env.num_actions)
        assert seats.tolist() == [0, 0]


def random_run(env: VectorEnv, steps: int, seed: int) -> list[NDArray[Any]]:
    rng = np.random.default_rng(seed)
    obs, masks, seats = env.reset()
    out: list[NDArray[Any]] = [obs, masks, seats]
    for _ in range(steps):
        actions = np.argmax(masks * rng.random(masks.shape), axis=1)  # a legal move, at random
        obs, masks, rewards, ends, seats = env.step(actions)
        out += [obs, masks, rewards, ends, seats]
    return out


def test_seeded_runs_repeat_bit_for_bit() -> None:
    a = random_run(VectorEnv(4, 3, seed=11), 120, seed=1)
    b = random_run(VectorEnv(4, 3, seed=11), 120, seed=1)
    assert all(np.array_equal(x, y) and x.dtype == y.dtype for x, y in zip(a, b, strict=True))
    c = random_run(VectorEnv(4, 3, seed=12), 120, seed=1)
    assert not np.array_equal(a[0], c[0])


def test_own_decks_are_shuffled_standard_decks() -> None:
    env = VectorEnv(64, 2, seed=5)
    env.reset()
    decks = env.deck[:, :50]
    assert (np.sort(decks, axis=1) == ORDERED_DECK).all()
    assert len({row.tobytes() for row in decks}) == 64 and (env.deck[:, 50] == 25).all()


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    env = VectorEnv(3, 2, seed=3)
    with pytest.raises(ValueError, match="reset"):
        env.step([5, 5, 5])
    obs, _, _ = env.reset()
    before = obs.copy()
    for bad in ([0, 5, 5], [5, 5, 20], [5, 5, -1], [5, 5], [5.0, 5.0, 5.0]):
        with pytest.raises(ValueError):
            env.step(bad)
    again = VectorEnv(3, 2, seed=3)
    assert np.array_equal(again.reset()[0], before)
    obs, *_ = env.step([5, 5, 5])
    assert np.array_equal(obs, again.step([5, 5, 5])[0])


def test_decks_are_checked() -> None:
    env = VectorEnv(2, 2, seed=0)
    good = np.array([ORDERED_DECK, ORDERED_DECK[::-1]])
    env.reset(decks=good)
    assert np.array_equal(env.deck[:, :50], good)
    with pytest.raises(ValueError, match="shape"):
        env.reset(decks=good[:1])
    bad = good.copy()
    bad[0, 0] = 24  # a fourth copy of a 5
    with pytest.raises(ValueError, match="50 cards"):
        env.reset(decks=bad)


def test_threads_change_nothing_but_the_speed() -> None:
    """Blocks of envs stepped by 1, 2 or 3 threads (blocks of 333-500 envs, games restarting at
    every step once play is under way) give the same arrays bit for bit, with the env's decks or
    decks handed out."""

    def handed(seed: int) -> Any:
        rng = np.random.default_rng(seed)
        calls: list[list[int]] = []

        def deck_source(indices: NDArray[np.intp]) -> NDArray[np.uint8]:
            calls.append(indices.tolist())
            return rng.permuted(np.tile(ORDERED_DECK, (len(indices), 1)), axis=1)

        deck_source.calls = calls  # type: ignore[attr-defined]
        return deck_source

    for players, envs in ((2, 1000), (5, 600)):
        for source in (None, 1):
            runs, calls = [], []
            for threads in (1, 2, 3):
                decks = None if source is None else handed(source)
                env = VectorEnv(envs, players, seed=4, threads=threads, deck_source=decks)
                assert env.threads == min(threads, envs // 256)
                runs.append(random_run(env, 40, seed=2))
                calls.append(None if decks is None else decks.calls)
            for other in runs[1:]:
                assert all(np.array_equal(x, y) and x.dtype == y.dtype for x, y in zip(runs[0], other, strict=True))
            assert calls[0] == calls[1] == calls[2]


def test_without_observations_the_games_are_the_same() -> None:
    """`observations=False` at 1 and 2 threads (blocks of 300 envs, games restarting at every step
    once play is under way): the same masks, rewards, ends and seats as an env that draws
    observations, and `observe()` the same observations, for every game or some."""
    for players in (2, 3, 4, 5):
        drawn = random_run(VectorEnv(600, players, seed=8), 80, seed=3)
        for threads in (1, 2):
            env = VectorEnv(600, players, seed=8, threads=threads, observations=False)
            assert env.threads == threads
            rng = np.random.default_rng(3)
            none, masks, seats = env.reset()
            out: list[NDArray[Any]] = [env.observe(), masks, seats]
            assert none.shape == (600, 0)
            for step in range(80):
                actions = np.argmax(masks * rng.random(masks.shape), axis=1)
                none, masks, rewards, ends, seats = env.step(actions)
                last_card = env.hands[env.slot * env.hand_size + env.hand_size - 1]
                assert (last_card != EMPTY_SPOT).all()  # the hand to act is full (the masks rely on it)
                every = env.observe()
                some = env.observe(np.arange(step % 7, 600, 7))
                assert np.array_equal(some, every[step % 7 :: 7])
                out += [every, masks, rewards, ends, seats]
            assert all(np.array_equal(x, y) and x.dtype == y.dtype for x, y in zip(drawn, out, strict=True))


def test_observe_checks_the_envs() -> None:
    env = VectorEnv(4, 2, seed=0, observations=False)
    obs, _, _ = env.reset()
    assert obs.shape == (4, 0)
    assert env.observe([]).shape == (0, 658)
    assert np.array_equal(env.observe([3, 0]), env.observe()[[3, 0]])
    for bad in ([4], [-1], [[0]], [0.0]):
        with pytest.raises(ValueError, match="envs"):
            env.observe(bad)


def test_threads_are_bounded_by_the_block_size() -> None:
    assert VectorEnv(8, 2, seed=0, threads=4).threads == 1  # (blocks of at least 256 envs)
    assert VectorEnv(600, 2, seed=0, threads=4).threads == 2
    with pytest.raises(ValueError, match="threads"):
        VectorEnv(8, 2, seed=0, threads=0)
