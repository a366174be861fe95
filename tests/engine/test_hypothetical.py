"""Hypotheticals: a finished game played on from one of its moments, with the real deck."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.hypothetical import Hypothetical
from parlour.engine.record import GameRecord, replay
from parlour.games.hanabi.actions import Discard, Play


def finished_record(game_id: str = "hanabi", seed: int = 7, players: int = 3) -> GameRecord:
    """A game played to its end by seeded bots (Hanabi's play on for some 50 moves)."""
    game = registry.get(game_id)
    state = game.new_state(game.options(players=players), seed=seed)
    bots = [get_bot(game_id, "simple" if game_id == "hanabi" else "random", seed + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.next_to_ask()
        assert seat is not None
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state.record()


def test_a_hypothetical_draws_the_cards_the_real_deck_held() -> None:
    record = finished_record()
    for upto in (0, 5, 17):
        real = replay(record, upto)
        seat = real.next_to_ask()
        assert seat is not None
        hypo = Hypothetical(record, upto)
        # Whatever the real game did here, the hypothetical plays another move.
        hypo.play(seat, Play(0) if record.actions[upto][1] != Play(0).to_json() else Play(1))
        assert drawn(hypo, seat) == deck_card(real, real.next_card)
        # The next seat discards (a token was spent or not: a clue if none may be discarded).
        other = hypo.state.next_to_ask()
        assert other is not None
        move = Discard(1) if hypo.state.is_legal(other, Discard(1)) else Play(1)
        hypo.play(other, move)
        assert drawn(hypo, other) == deck_card(real, real.next_card + 1)


def drawn(hypo: Hypothetical, seat: int) -> tuple[int, str, int]:
    """The card `seat` drew last, by its place in the deck: (place, colour, rank)."""
    card = max(hypo.state.view(None)["hands"][seat], key=lambda c: c["id"])
    return card["id"], card["suit"], card["rank"]


def deck_card(real: Any, place: int) -> tuple[int, str, int]:
    card = real.deck[place]
    return place, real.suits[card.suit].colour, card.rank


def test_a_refused_move_names_its_rule_and_changes_nothing() -> None:
    record = finished_record()
    hypo = Hypothetical(record, 0)  # eight clue tokens at the start: no discard
    seat = hypo.state.next_to_ask()
    before = hypo.state.snapshot()
    with pytest.raises(IllegalAction) as refused:
        hypo.play(seat, Discard(0))
    assert refused.value.rule == "hanabi.discard.tokens-full"
    with pytest.raises(IllegalAction) as out_of_turn:
        hypo.play((seat + 1) % 3, Play(0))
    assert out_of_turn.value.rule == "hanabi.turn.out-of-turn"
    with pytest.raises(IllegalAction) as terminate:
        hypo.play(seat, {"type": "terminate"})
    assert terminate.value.rule == "hanabi.end.no-terminate"
    with pytest.raises(BadInput):
        hypo.play(seat, {"type": "fly"})
    assert hypo.state.snapshot() == before and hypo.moves == []


def test_undo_rebuilds_the_state_before_the_last_move() -> None:
    record = finished_record()
    hypo = Hypothetical(record, 3)
    seat = hypo.state.next_to_ask()
    hypo.play(seat, Play(1))
    after_one = hypo.state.snapshot()
    hypo.play(hypo.state.next_to_ask(), Play(2))
    hypo.undo()
    assert hypo.state.snapshot() == after_one and len(hypo.moves) == 1
    hypo.undo()
    assert hypo.state.snapshot() == replay(record, 3).snapshot()
    with pytest.raises(BadInput) as nothing:
        hypo.undo()
    assert nothing.value.code == "engine.hypothetical.nothing-to-undo"


def test_the_log_turns_are_the_real_ones_then_the_hypothetical_ones() -> None:
    record = finished_record()
    hypo = Hypothetical(record, 4)
    hypo.play(hypo.state.next_to_ask(), Play(0))
    turns = hypo.turns()
    assert [seat for seat, _ in turns[:4]] == [seat for seat, _ in record.actions[:4]]
    assert len(turns) == 5 and turns[-1][0] == hypo.moves[0].seat


def test_a_seat_s_moves_come_with_the_view_it_had() -> None:
    """What a bot that keeps a memory is told before it plays a seat of a hypothetical."""
    record = finished_record()
    hypo = Hypothetical(record, 10)
    seat = hypo.state.next_to_ask()
    assert seat is not None
    hypo.play(seat, Play(0))
    moves = hypo.seat_moves(seat)
    real = [(s, a) for s, a in record.actions[:10] if s == seat]
    assert [action.to_json() for _, action in moves] == [a for _, a in real] + [Play(0).to_json()]
    first = next(index for index, (s, _) in enumerate(record.actions) if s == seat)
    assert moves[0][0] == replay(record, first).view(seat)


def test_only_a_finished_game_and_a_real_moment() -> None:
    record = finished_record()
    unfinished = GameRecord(record.game, record.options, record.players, record.seed, None, record.actions[:-1])
    with pytest.raises(BadInput) as live:
        Hypothetical(unfinished, 2)
    assert live.value.code == "engine.hypothetical.unfinished"
    for moment in (-1, len(record.actions) + 1, True, "3"):
        with pytest.raises(BadInput) as bad:
            Hypothetical(record, moment)  # type: ignore[arg-type]
        assert bad.value.code == "engine.input.moment"


def test_a_game_whose_chance_goes_on_has_no_hypotheticals() -> None:
    record = finished_record("regicide", players=2)
    with pytest.raises(BadInput) as refused:
        Hypothetical(record, 0)
    assert refused.value.code == "engine.hypothetical.unsupported"
