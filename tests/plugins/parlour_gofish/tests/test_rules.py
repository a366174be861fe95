"""Go Fish's rules by example: one test (at least) per rule id, on dealt decks chosen for it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from parlour.bots.random_bot import RandomBot
from parlour.engine import BadInput, IllegalAction, Terminate
from parlour.engine.events import Event
from parlour.engine.record import GameRecord, replay
from parlour_gofish import GOFISH, Ask, GoFishOptions, GoFishState
from parlour_gofish.cards import Card, full_deck, parse_card
from parlour_gofish.text import RULES


def deal(hand0: str, hand1: str, top: str = "", **options: Any) -> GoFishState:
    """A game whose seats are dealt these 7 cards each (one at a time, seat 0 first) and whose deck
    starts with `top`; the other cards follow in a fixed order."""
    first, second = _codes(hand0), _codes(hand1)
    assert len(first) == len(second) == 7
    chosen = [card for pair in zip(first, second, strict=True) for card in pair] + _codes(top)
    rest = [card for card in full_deck() if card not in chosen]
    return GOFISH.new_state(GoFishOptions(**options), deck=chosen + rest)


def _codes(text: str) -> list[Card]:
    return [parse_card(code) for code in text.split()]


def kinds(events: Sequence[Event]) -> list[str]:
    return [event.kind for event in events]


def codes(state: GoFishState, seat: int) -> list[str]:
    return [card.code for card in state.hands[seat]]


HANDS = "7H 7D KH 2C 3C 4C 5C", "7S QH QD 9S 10S JS AD"  # seat 0 holds two 7s, seat 1 one 7 and two Queens


def test_gofish_setup_players_two_only() -> None:
    with pytest.raises(BadInput) as refused:
        GoFishOptions(players=3)
    assert refused.value.code == "gofish.setup.players"


def test_gofish_setup_deal_seven_each_one_at_a_time() -> None:
    state = deal(*HANDS)
    assert sorted(codes(state, 0)) == sorted(HANDS[0].split())
    assert sorted(codes(state, 1)) == sorted(HANDS[1].split())
    assert len(state.deck) == 52 - 14
    seeded = GOFISH.new_state(seed=4)
    assert [len(h) for h in seeded.hands] == [7, 7] and len(seeded.deck) == 38


def test_gofish_setup_deck_is_the_52_cards_each_once() -> None:
    deck = list(full_deck())
    with pytest.raises(BadInput) as refused:
        GOFISH.new_state(deck=[*deck[:-1], deck[0]])
    assert refused.value.code == "gofish.setup.deck"
    with pytest.raises(BadInput):
        GOFISH.new_state(deck=deck[:51])
    state = deal(*HANDS)
    state.apply(0, Ask(7))
    again = replay(GameRecord.loads(state.record(["Ann", "Bob"]).dumps()))
    assert again.snapshot() == state.snapshot()  # an explicit deck is kept in the record


def test_gofish_ask_hold_rank_refused_and_nothing_changes() -> None:
    state = deal(*HANDS)
    before = state.snapshot()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Ask(12))  # seat 0 holds no Queen
    assert refused.value.rule == "gofish.ask.hold-rank"
    assert refused.value.text("en") == "You may only ask for a rank you hold: you hold no Queens."
    assert refused.value.text("fr").endswith("aucune carte de ce rang (dames).")
    assert state.snapshot() == before
    assert [a.rank for a in state.legal_actions(0) if isinstance(a, Ask)] == [2, 3, 4, 5, 7, 13]
    assert state.legal_actions(1) == []


def test_gofish_ask_give_all_face_up_and_ask_again() -> None:
    state = deal("7H 7D KH 2C 3C 4C 5C", "7S 7C QD 9S 10S JS AD")
    events = state.apply(0, Ask(7))
    assert kinds(events) == ["ask", "give", "book"]
    give = events[1]
    assert give.data == {"seat": 1, "to": 0, "rank": 7, "cards": ["7C", "7S"]} and not give.secret
    assert "7S" not in codes(state, 1) and "7C" not in codes(state, 1)
    assert state.current == 0 and state.to_act() == {0}  # gofish.ask.again


def test_gofish_ask_again_after_a_partial_give() -> None:
    state = deal(*HANDS)
    events = state.apply(0, Ask(7))
    assert kinds(events) == ["ask", "give"]
    assert codes(state, 0).count("7S") == 1 and state.current == 0


def test_gofish_fish_draw_is_secret_to_the_drawer_and_the_turn_passes() -> None:
    state = deal(*HANDS, top="8D")
    events = state.apply(0, Ask(2))
    assert kinds(events) == ["ask", "go-fish", "draw", "pass"]
    draw = events[2]
    assert draw.for_seat(0)["card"] == "8D"
    assert "card" not in draw.for_seat(1) and "card" not in draw.for_seat(None) and "card" not in draw.for_public()
    assert "8D" in codes(state, 0) and len(state.deck) == 37
    assert state.current == 1  # gofish.fish.pass
    assert "8D" not in str(state.view(1)) and "8D" in str(state.view(0))


def test_gofish_fish_pass_when_the_card_is_another_rank() -> None:
    state = deal(*HANDS, top="9H")
    state.apply(0, Ask(3))
    assert state.current == 1 and state.to_act() == {1}


def test_gofish_fish_lucky_shows_the_card_and_asks_again() -> None:
    state = deal(*HANDS, top="2H")
    events = state.apply(0, Ask(2))
    assert kinds(events) == ["ask", "go-fish", "draw"]
    assert events[2].for_public()["card"] == "2H" and events[2].data["lucky"] is True
    assert state.current == 0
    assert state.view(1)["log"][-1] == {"kind": "fish", "seat": 0, "shown": "2H"}
    house = deal(*HANDS, top="2H", lucky_asks_again=False)
    events = house.apply(0, Ask(2))
    assert kinds(events) == ["ask", "go-fish", "draw", "pass"] and events[2].for_public()["card"] == "2H"
    assert house.current == 1


def test_gofish_fish_empty_deck_every_ask_is_answered_with_cards() -> None:
    # With no deck, the cards of a rank the asker lacks are all in the opponent's hand.
    answered = 0
    for seed in range(40):
        state = GOFISH.new_state(seed=seed)
        bot = RandomBot(seed)
        while not state.is_over():
            seat = state.current
            empty = not state.deck
            events = state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
            if empty:
                assert kinds(events)[:2] == ["ask", "give"] and "go-fish" not in kinds(events)
                answered += 1
    assert answered > 20


def test_gofish_book_lay_at_once_from_the_deal() -> None:
    state = deal("9H 9D 9C 9S 2H 3H 4H", "7S QH QD 2S 10S JS AD")
    assert [(e.kind, e.data["rank"], e.data["seat"]) for e in state.opening_events] == [("book", 9, 0)]
    assert state.books == [[9], []] and codes(state, 0) == ["2H", "3H", "4H"]
    assert state.view(1)["books"] == [[9], []]


def test_gofish_book_lay_after_a_lucky_draw_of_another_rank() -> None:
    # Seat 0 holds three Kings, asks for a 2 and fishes the fourth King: a book at once, turn passes.
    state = deal("KH KD KC 2C 3C 4C 5C", "7S QH QD 9S 10S JS AD", top="KS")
    events = state.apply(0, Ask(2))
    assert kinds(events) == ["ask", "go-fish", "draw", "book", "pass"]
    assert events[3].data == {"seat": 0, "rank": 13, "cards": ["KC", "KD", "KH", "KS"], "books": 1}
    assert state.books[0] == [13] and state.current == 1


def test_gofish_hand_empty_draw_before_asking_again() -> None:
    state = deal("7H 7D 7C 8H 8D 8C 9H", "7S 8S 9D 9C 9S JS AD", top="5D")
    state.apply(0, Ask(7))
    state.apply(0, Ask(8))
    events = state.apply(0, Ask(9))
    assert kinds(events) == ["ask", "give", "book", "draw"]
    refill = events[-1]
    assert refill.data["why"] == "empty-hand" and refill.for_seat(0)["card"] == "5D"
    assert "card" not in refill.for_seat(1)
    assert codes(state, 0) == ["5D"] and state.books[0] == [7, 8, 9] and state.current == 0
    assert state.view(1)["log"][-1] == {"kind": "refill", "seat": 0}


def test_gofish_hand_out_never_outlasts_the_game() -> None:
    # An empty hand with an empty deck leaves four of every other rank with the opponent, all booked.
    for seed in range(60):
        state = GOFISH.new_state(seed=seed)
        bot = RandomBot(seed)
        while not state.is_over():
            assert state.hands[state.current], "the seat that asks always holds a card"
            seat = state.current
            state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
            if not state.deck and not all(state.hands):
                assert state.is_over()


def test_gofish_end_books_all_thirteen_then_nothing_more() -> None:
    state = GOFISH.new_state(seed=11)
    bot = RandomBot(3)
    last: list[Event] = []
    while not state.is_over():
        seat = state.current
        last = state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
    assert sorted(state.books[0] + state.books[1]) == list(range(1, 14))
    assert state.hands == [[], []] and state.deck == [] and state.to_act() == frozenset()
    assert last[-1].kind == "game-over" and last[-1].data["winners"] == state.winners()


def test_gofish_end_game_over_refuses_every_move() -> None:
    state = GOFISH.new_state(seed=11)
    bot = RandomBot(3)
    while not state.is_over():
        seat = state.current
        state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
    before = state.snapshot()
    for seat in (0, 1):
        assert state.legal_actions(seat) == []
        with pytest.raises(IllegalAction) as refused:
            state.apply(seat, Ask(1))
        assert refused.value.rule == "gofish.end.game-over"
    assert state.snapshot() == before


def test_gofish_end_winner_most_books() -> None:
    state = GOFISH.new_state(seed=5)
    bot = RandomBot(5)
    while not state.is_over():
        seat = state.current
        state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
    result = state.result()
    assert result is not None and result.outcome == "scored" and result.reason == "books"
    books = result.details["books"]
    winner = 0 if books[0] > books[1] else 1  # 13 books between two: never a tie
    assert result.details["winners"] == [winner] and result.scores[winner] == 1.0 and sum(result.scores) == 1.0
    assert result.details["outcomes"][winner] == "won" and sum(books) == 13


def test_gofish_turn_out_of_turn() -> None:
    state = deal(*HANDS)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, Ask(12))
    assert refused.value.rule == "gofish.turn.out-of-turn"


def test_gofish_end_no_terminate() -> None:
    state = deal(*HANDS)
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, Terminate())
    assert refused.value.rule == "gofish.end.no-terminate"
    with pytest.raises(BadInput):
        GOFISH.parse_action({"type": "terminate"})


def test_every_rule_id_has_a_test_here_and_words_in_four_languages() -> None:
    from parlour.engine.i18n import LANGUAGES, has, translate

    names = {name.removeprefix("test_") for name in globals() if name.startswith("test_gofish_")}
    for rule in RULES:
        assert any(name.startswith(rule.replace(".", "_").replace("-", "_")) for name in names), rule
        assert has(rule) and all(translate(rule, lang) != rule for lang in LANGUAGES)


def test_actions_json_and_ids_round_trip() -> None:
    assert GOFISH.num_actions(GoFishOptions()) == 13
    for rank in range(1, 14):
        action = Ask(rank)
        assert GOFISH.parse_action(action.to_json()) == action
        assert GOFISH.action_from_id(GoFishOptions(), GOFISH.action_id(GoFishOptions(), action)) == action
    for bad in ({"type": "ask", "rank": 0}, {"type": "ask", "rank": True}, {"type": "ask"}, {"type": "fish"}):
        with pytest.raises(BadInput):
            GOFISH.parse_action(bad)
    with pytest.raises(BadInput):
        GOFISH.action_from_id(GoFishOptions(), 13)
