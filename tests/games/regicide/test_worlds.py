"""Worlds sampled from a seat's view: they show that seat exactly its view, and hold every card once."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from parlour.bots import get_bot
from parlour.engine.errors import BadInput
from parlour.games.regicide import REGICIDE, RegicideOptions, RegicideState
from parlour.games.regicide.cards import JESTER, all_cards
from parlour.games.regicide.worlds import sample_world


def positions(players: int, seed: int, every: int = 3) -> list[RegicideState]:
    """Positions of one seeded game (simple bots, with some random moves to vary the play)."""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
    bots = [get_bot("regicide", "random" if seed % 4 == 0 else "simple", seed * 10 + s) for s in range(players)]
    out: list[RegicideState] = []
    step = 0
    while not state.is_over():
        if step % every == 0:
            out.append(state.clone())
        seat = state.next_to_ask()
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        step += 1
    return out


def cards_of(state: RegicideState) -> Counter[str]:
    everything = [*state.castle, *state.tavern, *state.discard]
    everything += [c for hand in state.hands for c in hand] + [c for play in state.table for c in play]
    return Counter(c.code for c in everything)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_sampled_world_shows_the_seat_exactly_its_view(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        for state in positions(players, seed):
            for seat in range(players):
                view = state.view(seat)
                world = sample_world(view, rng)
                assert world.view(seat) == view
                assert world.snapshot()["history"] == []
                if seat == state.current and state.phase != "choose":
                    assert world.legal_actions(seat) == state.legal_actions(seat)
                checked += 1
    assert checked >= 40


@pytest.mark.parametrize("players", [1, 3, 4])
def test_a_sampled_world_holds_every_card_once_and_keeps_the_castle_in_rank_order(players: int) -> None:
    options = RegicideOptions(players=players)
    expected = Counter(c.code for c in all_cards())
    expected[JESTER.code] = options.jesters_in_tavern
    rng = random.Random(7)
    for state in positions(players, seed=3, every=5):
        assert cards_of(state) == expected  # the real game, for comparison
        world = sample_world(state.view(0), rng)
        assert cards_of(world) == expected
        ranks = [c.rank for c in world.castle]
        assert ranks == sorted(ranks) and world.castle[0] == state.castle[0]


def test_the_hidden_cards_are_dealt_at_random_and_from_the_rng_only() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=3), seed=11)
    view = state.view(1)
    a = [sample_world(view, random.Random(5)).snapshot() for _ in range(2)]
    assert a[0] == a[1]  # the same rng seed deals the same world
    worlds = [sample_world(view, random.Random(seed)) for seed in range(20)]
    assert len({tuple(c.code for c in w.tavern) for w in worlds}) > 1
    assert len({tuple(c.code for c in w.hands[0]) for w in worlds}) > 1
    assert all(w.hands[1] == state.hands[1] for w in worlds)


def test_a_world_keeps_what_everyone_saw_go_on_top_of_the_tavern() -> None:
    # Find an exact kill in a seeded game: the royal is the tavern's known top in every world.
    for seed in range(40):
        for state in positions(2, seed, every=1):
            if state.known_stack:
                world = sample_world(state.view(0), random.Random(seed))
                assert world.tavern[: len(state.known_stack)] == state.known_stack
                return
    pytest.fail("no exact kill in 40 seeded games")


def test_a_view_that_does_not_add_up_is_refused() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=1)
    view = state.view(0)
    view["tavern_size"] += 1
    with pytest.raises(BadInput):
        sample_world(view, random.Random(0))
    view = state.view(0)
    view["discard"] = [view["hands"][0]["cards"][0]]  # a card both in hand and in the discard
    with pytest.raises(BadInput):
        sample_world(view, random.Random(0))
