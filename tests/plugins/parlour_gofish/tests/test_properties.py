"""Go Fish over whole random games: cards kept, secrets kept, replays bit for bit, bots that help."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlour.bots.base import Bot, get_bot, list_bots
from parlour.bots.random_bot import RandomBot
from parlour.engine.record import GameRecord, replay
from parlour_gofish import GOFISH, GoFishState
from parlour_gofish.bots import MemoryBot, SimpleBot, opponent_knowledge
from parlour_gofish.cards import full_deck


def _codes_in(value: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    cards = {card.code for card in full_deck()}
    text = json.dumps(value)
    return {code for code in cards if f'"{code}"' in text}


def play(seed: int, bots: tuple[Bot, Bot]) -> tuple[GoFishState, list[list[dict[str, Any]]]]:
    """A whole game, checking every step; returns the state and what each seat saw publicly."""
    state = GOFISH.new_state(seed=seed)
    public: set[str] = _codes_in([e.for_public() for e in state.opening_events])
    while not state.is_over():
        seat = state.next_to_ask()
        assert seat is not None and state.to_act() == {seat}
        legal = state.legal_actions(seat)
        assert legal and all(state.is_legal(seat, a) for a in legal)
        events = state.apply(seat, bots[seat].choose(state.view(seat), legal))
        public |= _codes_in([e.for_public() for e in events])
        # Cards kept: 52, each once, between the deck, the hands and the books.
        held = [c for hand in state.hands for c in hand] + state.deck
        assert len(held) + 4 * sum(len(b) for b in state.books) == 52 and len(set(held)) == len(held)
        assert all(max(Counter(c.rank for c in hand).values(), default=0) < 4 for hand in state.hands)
        # Secrets kept: a seat's view names its own cards and public ones only; a spectator's, public ones.
        for viewer in (0, 1):
            own = {c.code for c in state.hands[viewer]}
            assert _codes_in(state.view(viewer)) <= own | public
            assert _codes_in(state.events_for(events, viewer)) <= own | public | _drawn(events, viewer)
        assert _codes_in(state.view(None)) <= public and state.public_view() == state.view(None)
    return state, [state.view(s)["log"] for s in (0, 1)]


def _drawn(events: list[Any], seat: int) -> set[str]:
    return {e.secret["card"] for e in events if e.kind == "draw" and seat in e.secret_to}


@given(seed=st.integers(min_value=0, max_value=2**40))
def test_random_games_keep_cards_and_secrets(seed: int) -> None:
    state, logs = play(seed, (RandomBot(seed), MemoryBot(seed + 1)))
    assert logs[0] == logs[1]  # the log is public: both seats read the same one
    assert state.result() is not None


@pytest.mark.parametrize("seed", [0, 7, 123])
def test_a_record_replays_bit_for_bit_and_clones_are_independent(seed: int) -> None:
    state, _ = play(seed, (SimpleBot(seed), MemoryBot(seed)))
    again = replay(GameRecord.loads(state.record(["Ann", "Bob"]).dumps()))
    assert again.snapshot() == state.snapshot()
    halfway = replay(state.record(), upto=len(state.history) // 2)
    assert isinstance(halfway, GoFishState)
    copy = halfway.clone()
    seat = halfway.current
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert halfway.snapshot() == replay(state.record(), upto=len(state.history) // 2).snapshot()


def test_the_bots_are_registered_and_the_memory_bot_is_the_best() -> None:
    assert {"random", "simple", "memory", "best"} <= set(list_bots("gofish"))
    assert get_bot("gofish", "best").name == "memory"


def test_opponent_knowledge_forgets_a_lack_once_they_draw_unseen() -> None:
    log = [
        {"kind": "ask", "seat": 0, "rank": 4, "given": []},
        {"kind": "fish", "seat": 0, "shown": None},
        {"kind": "ask", "seat": 1, "rank": 9, "given": []},
    ]
    assert opponent_knowledge(log, 0) == ({9: 1}, {4})
    assert opponent_knowledge([*log, {"kind": "fish", "seat": 1, "shown": None}], 0) == ({9: 1}, set())
    booked = [*log, {"kind": "book", "seat": 1, "rank": 9}]
    assert opponent_knowledge(booked, 0) == ({}, {4, 9})


def test_the_memory_bot_asks_for_what_the_opponent_was_seen_to_hold() -> None:
    view = {
        "seat": 0,
        "hands": [{"count": 3, "cards": ["2H", "2D", "9C"]}, {"count": 5}],
        "log": [{"kind": "ask", "seat": 1, "rank": 9, "given": []}],
    }
    from parlour_gofish.actions import Ask

    assert MemoryBot(1).choose(view, [Ask(2), Ask(9)]) == Ask(9)
    lacked = {**view, "log": [{"kind": "ask", "seat": 0, "rank": 2, "given": []}]}
    assert all(SimpleBot(s).choose(lacked, [Ask(2), Ask(9)]) == Ask(9) for s in range(10))
