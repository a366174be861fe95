"""Regicide's searching bot (`best`): registered, legal, deterministic, blind to hidden cards, and stronger."""

from __future__ import annotations

import random
import statistics

import pytest

from parlour.bots import get_bot
from parlour.bots.base import best_name, resolve
from parlour.games.regicide import REGICIDE, FlipJester, Pay, PlayCards, RegicideOptions, RegicideState
from parlour.games.regicide.bots import play_out
from parlour.games.regicide.cards import parse_card
from parlour.games.regicide.search import SearchBot, cheapest_payment, rollout_policy
from parlour.games.regicide.worlds import TavernMemory, WorldSampler


def test_the_search_bot_is_registered_as_best_above_simple() -> None:
    assert best_name("regicide") == "search"
    assert resolve("regicide", "best").level > resolve("regicide", "simple").level > 1 - 1
    assert get_bot("regicide", "best", 3).name == "search"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_search_bot_always_picks_a_legal_action(players: int) -> None:
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=20 + players)
    bots = [SearchBot(seat, iterations=6) for seat in range(players)]
    moves = 0
    while not state.is_over() and moves < 80:
        seat = state.next_to_ask()
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(seat, action)
        moves += 1


def test_the_search_bot_is_deterministic_given_its_seed() -> None:
    def history(seed: int) -> list[object]:
        state = REGICIDE.new_state(RegicideOptions(players=3), seed=seed)
        play_out(state, [SearchBot(seed * 10 + seat, iterations=6) for seat in range(3)])
        return [turn.action for turn in state.history]

    assert history(5) == history(5)


def hide_differently(state: RegicideState, rng: random.Random) -> RegicideState:
    """The same game with the hidden cards moved: the tavern below its known top reshuffled, other
    hands' unknown cards swapped with the tavern's, the castle's order within a rank changed."""
    other = state.clone()
    known = len(other.known_stack)
    seat = other.current
    hidden = other.tavern[known:]
    for owner, hand in enumerate(other.hands):
        if owner != seat:
            keep = list(other.known_in_hand.get(owner, []))
            hidden += [c for c in hand if c not in keep]
            other.hands[owner] = keep
    rng.shuffle(hidden)
    for owner, hand in enumerate(other.hands):
        if owner != seat:
            need = len(state.hands[owner]) - len(hand)
            hand += hidden[:need]
            del hidden[:need]
            hand.sort(key=lambda c: (c.rank, ("hearts", "diamonds", "clubs", "spades", "jester").index(c.suit)))
    other.tavern = other.tavern[:known] + hidden
    same_rank = [c for c in other.castle[1:] if c.rank == other.castle[0].rank]
    rest = [c for c in other.castle[1:] if c.rank != other.castle[0].rank]
    rng.shuffle(same_rank)
    other.castle = [other.castle[0], *same_rank, *rest]
    return other


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_search_bot_sees_only_the_view(players: int) -> None:
    """Two games that differ only in cards the seat cannot see get the same choice from the same seed."""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=31)
    rng = random.Random(players)
    driver = [get_bot("regicide", "simple", seat) for seat in range(players)]
    compared = 0
    while not state.is_over() and compared < 12:
        seat = state.next_to_ask()
        legal = state.legal_actions(seat)
        twin = hide_differently(state, rng)
        assert twin.view(seat) == state.view(seat)
        assert twin.snapshot() != state.snapshot() or len(state.tavern) < 2
        if len(legal) > 1:
            mine = SearchBot(99, iterations=10).choose(state.view(seat), legal)
            theirs = SearchBot(99, iterations=10).choose(twin.view(seat), twin.legal_actions(seat))
            assert mine == theirs
            compared += 1
        state.apply(seat, driver[seat].choose(state.view(seat), legal))
    assert compared >= 5


def test_the_policy_prefers_an_exact_kill_and_pays_cheaply() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=4)
    enemy = state.enemy
    state.damage = 14  # a Jack: 6 more is an exact kill
    state.hands[0] = [parse_card(c) for c in ("3C", "6H", "8S", "10D")]
    if enemy.suit == "clubs":
        state.hands[0] = [parse_card(c) for c in ("3D", "6H", "8S", "10C")]
    exact = [c for c in state.hands[0] if c.rank in (3, 6) and (c.rank * (2 if c.suit == "clubs" else 1)) == 6]
    action = rollout_policy(state, 0, random.Random(0))
    assert isinstance(action, PlayCards) and action.cards == (exact[0].code,)
    hand = [parse_card(c) for c in ("2C", "3H", "5S", "10D", "KC")]
    _, cards = cheapest_payment(hand, 10, "spades") or (0.0, [])
    assert sum(c.value for c in cards) >= 10 and "KC" not in {c.code for c in cards}
    assert cheapest_payment(hand, 50, None) is None


def test_solo_flips_a_jester_rather_than_lose() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=4)
    state.hands[0] = [parse_card("2C"), parse_card("3H")]
    state.apply(0, PlayCards(("2C",)))
    assert state.phase == "pay" and not state.is_over()  # 3 cannot pay 10: only a flip saves the game
    assert SearchBot(1, iterations=10).choose(state.view(0), state.legal_actions(0)) == FlipJester()
    assert all(isinstance(a, (Pay, FlipJester)) for a in state.legal_actions(0))


@pytest.mark.slow  # bot strength, run apart: pytest -m slow
def test_the_search_bot_beats_the_simple_bot_solo() -> None:
    """A modest floor on a few seeded solo games at a small budget (benchmarks measure the real one)."""
    seeds = range(3)

    def defeated(name: str, seed: int, **budget: int) -> int:
        state = REGICIDE.new_state(RegicideOptions(players=1), seed=seed)
        bot = SearchBot(seed, **budget) if name == "search" else get_bot("regicide", name, seed)
        play_out(state, [bot])
        result = state.result()
        assert result is not None
        return int(result.details["enemies_defeated"])

    search = [defeated("search", seed, iterations=25, rollout_depth=8) for seed in seeds]
    simple = [defeated("simple", seed) for seed in seeds]
    assert statistics.mean(search) >= statistics.mean(simple) + 0.5, (search, simple)


def test_the_tavern_memory_knows_what_the_hearts_put_under_the_tavern() -> None:
    """Solo: the remembered layers hold exactly the cards at those places of the real tavern."""
    layered = 0
    for seed in range(3):
        state = REGICIDE.new_state(RegicideOptions(players=1), seed=seed)
        memory = TavernMemory()
        rng = random.Random(seed)
        while not state.is_over():
            view = state.view(0)
            memory.observe(view)
            layers = memory.layers()
            if layers is not None:
                place = len(state.known_stack)
                for layer in layers:
                    assert sorted(state.tavern[place : place + len(layer)]) == sorted(layer)
                    place += len(layer)
                assert place == len(state.tavern)
                sampler = WorldSampler(view, layers)
                assert sampler.layers is not None and sampler.deal(rng).view(0) == view
                layered += len(layers) > 1
            action = rollout_policy(WorldSampler(view).deal(rng), 0, rng)
            memory.record(view, action)
            state.apply(0, action)
    assert layered > 0


def test_the_tavern_memory_forgets_a_view_that_does_not_follow() -> None:
    first = REGICIDE.new_state(RegicideOptions(players=1), seed=1)
    other = REGICIDE.new_state(RegicideOptions(players=1), seed=2)
    memory = TavernMemory()
    memory.observe(first.view(0))
    action = first.legal_actions(0)[0]
    memory.record(first.view(0), action)
    memory.observe(other.view(0))  # another game: its hand did not come from that play
    assert memory.layers() is None
    memory.record(first.view(0), action)
    first.apply(0, action)
    memory.observe(first.view(0))
    assert memory.layers() is not None
