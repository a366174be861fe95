"""The learning environments of every game with an encoder: PettingZoo's and Gymnasium's own
checkers, exact seeding, rewards as each game scores, the engine's turn policy, refusals."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from parlour import rl
from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.rl.aec import ParlourAEC, agent_name

CONFIGS = [
    (m.id, players)
    for m in registry.manifests()
    if m.encoder is not None
    for players in range(m.game.min_players, m.game.max_players + 1)
]


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # PettingZoo's checker warns that dict observations are not plain arrays (as for its classic games).
    warnings.filterwarnings("ignore", message="Observation space for each agent probably", category=UserWarning)
    warnings.filterwarnings("ignore", message="Observation is not a NumPy array", category=UserWarning)


def play_random(env: ParlourAEC, seed: int, rng: random.Random) -> list[tuple[str, np.ndarray, float]]:
    """One episode of random legal ids: (agent asked, its observation, its reward) at every turn."""
    env.reset(seed=seed)
    seen = []
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        seen.append((agent, observation["observation"].copy(), reward))
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal.tolist())))
    return seen


def test_every_game_of_the_product_has_an_environment() -> None:
    assert {"hanabi"} <= {game for game, _ in CONFIGS}


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_pettingzoo_api_and_seed_tests(game: str, players: int) -> None:
    api_test(rl.env(game, players=players), num_cycles=200)
    seed_test(lambda: rl.env(game, players=players), num_cycles=200)


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_gymnasium_checker_for_one_seat(game: str, players: int) -> None:
    check_env(rl.gym_env(game, seat=players - 1, opponents="random", players=players), skip_render_check=True)


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_same_seed_same_episode_bit_for_bit(game: str, players: int) -> None:
    first = play_random(rl.env(game, players=players), seed=7, rng=random.Random(1))
    again = play_random(rl.env(game, players=players), seed=7, rng=random.Random(1))
    assert [a for a, _, _ in first] == [a for a, _, _ in again]
    assert all(x.tobytes() == y.tobytes() for (_, x, _), (_, y, _) in zip(first, again, strict=True))
    assert [r for _, _, r in first] == [r for _, _, r in again]


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_asks_whom_the_engine_asks_and_observes_through_the_encoder(game: str, players: int) -> None:
    """The agent asked is `next_to_ask()`; each observation is the encoder's vector of the seat's view;
    the mask is the legal ids of the seat asked; the game is `new_state(seed=S)`."""
    env = rl.env(game, players=players)
    rng = random.Random(players)
    env.reset(seed=3)
    assert env.state is not None
    fresh = env.setup.manifest.game.new_state(env.setup.options, seed=3)
    assert fresh.view(None) == env.state.view(None)
    for agent in env.agent_iter():
        state = env.state
        observation, _, terminated, _, _ = env.last()
        if terminated:
            env.step(None)
            continue
        seat = state.next_to_ask()
        assert agent == agent_name(seat)  # type: ignore[arg-type]
        view = state.view(seat)  # type: ignore[arg-type]
        assert np.array_equal(observation["observation"], env.setup.encoding.encode(view))
        legal = state.legal_actions(seat)  # type: ignore[arg-type]
        ids = sorted(env.setup.encoding.action_id(view, a) for a in legal)
        assert np.flatnonzero(observation["action_mask"]).tolist() == ids
        for other in env.agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        env.step(rng.choice(ids))


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_rewards_add_up_to_the_games_result(game: str, players: int) -> None:
    for seed in range(5):
        env = rl.env(game, players=players)
        seen = play_random(env, seed=seed, rng=random.Random(seed))
        totals = {agent: 0.0 for agent in env.possible_agents}
        for agent, _, reward in seen:
            totals[agent] += reward  # `last()` gives each agent what it earned since its last turn
        result = env.state.result()  # type: ignore[union-attr]
        assert result is not None
        if game == "hanabi":
            expected = [float(result.details["score"])] * players
        elif result.outcome in ("won", "lost"):
            expected = [1.0 if result.outcome == "won" else -1.0] * players
        else:
            expected = list(result.scores)
        assert [totals[agent_name(s)] for s in range(players)] == pytest.approx(expected)


def test_hanabi_environment_is_hles() -> None:
    """No empty clues unless asked, HLE's sizes and move count, the official score as reward."""
    env = rl.env("hanabi", players=2)
    assert env.setup.options.empty_clues is False  # type: ignore[attr-defined]
    assert env.observation_space("player_0")["observation"].shape == (658,)
    assert env.action_space("player_0").n == 20
    assert rl.env("hanabi", players=2, empty_clues=True).setup.options.empty_clues is True  # type: ignore[attr-defined]


def test_a_refused_action_ends_the_episode_and_changes_nothing() -> None:
    env = rl.env("hanabi", players=2)
    env.reset(seed=0)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    asked = env.agent_selection
    before = env.state.view(None)  # type: ignore[union-attr]
    env.step(illegal)
    assert env.state.view(None) == before  # type: ignore[union-attr]
    assert all(env.terminations.values())
    assert env.rewards[asked] == -1.0 and "illegal" in env.infos[asked]
    single = rl.gym_env("hanabi", players=2, opponents="simple")
    observation, _ = single.reset(seed=0)
    _, reward, terminated, _, info = single.step(int(np.flatnonzero(observation["action_mask"] == 0)[0]))
    assert terminated and reward == -1.0 and info["illegal"]


def test_gym_env_plays_the_bots_and_replays_exactly() -> None:
    def episode() -> tuple[list[bytes], float]:
        single = rl.gym_env("hanabi", seat=1, players=3, opponents=["simple", "hat"])
        observation, _ = single.reset(seed=11)
        rng = random.Random(0)
        seen, total, done = [observation["observation"].tobytes()], 0.0, False
        while not done:
            legal = np.flatnonzero(observation["action_mask"]).tolist()
            observation, reward, done, _, _ = single.step(rng.choice(legal))
            seen.append(observation["observation"].tobytes())
            total += reward
        assert single.state is not None and single.state.is_over()
        assert total == single.state.result().details["score"]  # type: ignore[union-attr]
        return seen, total

    assert episode() == episode()


def test_bad_configurations_are_refused_clearly() -> None:
    with pytest.raises(BadInput, match="unknown game"):
        rl.env("chess")
    with pytest.raises(BadInput, match="unknown variant"):
        rl.env("hanabi", variant="nonsense")
    with pytest.raises(BadInput, match="bot names"):
        rl.gym_env("hanabi", players=3, opponents=["simple"])
    with pytest.raises(BadInput, match="seat"):
        rl.gym_env("hanabi", seat=4, players=2)


def test_ansi_render_tells_the_last_move_and_whose_turn() -> None:
    env = rl.env("hanabi", players=2, render_mode="ansi")
    env.reset(seed=2)
    assert env.render() == "player_0 to act"
    env.step(int(np.flatnonzero(env.observe("player_0")["action_mask"])[-1]))
    said = env.render()
    assert said is not None and said.endswith("player_1 to act") and "player_0" in said.splitlines()[0]
    with pytest.raises(BadInput):
        rl.env("hanabi", render_mode="rgb_array")
