"""The engine's `Terminate`, the games' flags, `Event.for_public` and the default public view.

What terminating does in each game is tested under tests/games/<game>/test_terminate.py, by
the rule ids `hanabi.end.terminated`, `regicide.end.terminated` and `rentahero.end.no-terminate`;
here is what the engine itself promises for every game.
"""

from __future__ import annotations

from typing import Any

import pytest

from parlour.engine import BadInput, Event, GameRecord, IllegalAction, State, Terminate, replay
from parlour.engine.registry import games, get
from parlour.games.hanabi import HANABI
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.rentahero import RENTAHERO

TERMINABLE = {"hanabi": True, "regicide": True, "rentahero": False}


def fresh(game_id: str, seed: int = 3) -> State:
    game = get(game_id)
    return game.new_state(game.options_type.build(players=game.max_players), seed=seed)


def test_terminate_json_form() -> None:
    assert Terminate().to_json() == {"type": "terminate"}
    assert Terminate.from_json({"type": "terminate"}) == Terminate()
    with pytest.raises(BadInput):
        Terminate.from_json({"type": "terminate", "seat": 1})
    with pytest.raises(BadInput):
        Terminate.from_json({"type": "play", "slot": 0})


def test_the_games_flags() -> None:
    own = [game for game in games() if game.id in TERMINABLE]  # Parlour's three (tests also have Go Fish)
    assert {game.id: game.terminable for game in own} == TERMINABLE
    assert {game.id: game.spectators_see_hidden for game in own} == {
        "hanabi": True,
        "regicide": False,
        "rentahero": False,
    }
    # Terminate is the engine's, not one of a game's own actions (those have integer ids).
    assert all(Terminate not in game.action_types for game in games())


@pytest.mark.parametrize("game_id", sorted(TERMINABLE))
def test_parse_action_reads_terminate_only_where_terminable(game_id: str) -> None:
    game = get(game_id)
    if TERMINABLE[game_id]:
        assert game.parse_action({"type": "terminate"}) == Terminate()
        with pytest.raises(BadInput):
            game.parse_action({"type": "terminate", "reason": "bored"})
    else:
        with pytest.raises(BadInput, match="cannot be terminated"):
            game.parse_action({"type": "terminate"})


@pytest.mark.parametrize("game_id", sorted(TERMINABLE))
def test_terminate_has_no_action_id(game_id: str) -> None:
    game = get(game_id)
    state = fresh(game_id)
    with pytest.raises(BadInput):
        state.action_id(Terminate())
    with pytest.raises(BadInput):
        game.action_id(state.options, Terminate())
    ids = range(game.num_actions(state.options))
    table = []
    for action_id in ids:
        try:
            table.append(state.action_from_id(action_id))
        except BadInput:  # Regicide: payment ids beyond the hand
            continue
    assert Terminate() not in table


@pytest.mark.parametrize("game_id", sorted(TERMINABLE))
def test_terminate_is_never_legal_but_accepted_where_terminable(game_id: str) -> None:
    state = fresh(game_id)
    for seat in range(state.players):
        assert Terminate() not in state.legal_actions(seat)
        assert state.is_legal(seat, Terminate()) is TERMINABLE[game_id]
        assert state.is_legal(seat, {"type": "terminate"}) is TERMINABLE[game_id]


def test_a_refused_terminate_names_the_game_rule_and_changes_nothing() -> None:
    state = fresh("rentahero")
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(1, Terminate())
    assert err.value.rule == "rentahero.end.no-terminate"
    assert err.value.text("fr") != err.value.text("en")
    assert state.snapshot() == before
    with pytest.raises(BadInput):  # its JSON is not even an action of Rent a Hero
        state.apply(1, {"type": "terminate"})
    assert state.snapshot() == before


@pytest.mark.parametrize("game_id", ["hanabi", "regicide"])
def test_terminate_checks_the_seat_first(game_id: str) -> None:
    state = fresh(game_id)
    before = state.snapshot()
    for seat in (-1, state.players, "0", None, True):
        with pytest.raises(BadInput):
            state.apply(seat, Terminate())  # type: ignore[arg-type]
    assert state.snapshot() == before


@pytest.mark.parametrize("game_id", ["hanabi", "regicide"])
def test_a_terminated_record_replays_through_json(game_id: str) -> None:
    state = fresh(game_id)
    seat = next(iter(state.to_act()))
    state.apply(seat, state.legal_actions(seat)[0])
    state.apply((seat + 1) % state.players, {"type": "terminate"})
    record = GameRecord.loads(state.record().dumps())
    assert record.actions[-1] == ((seat + 1) % state.players, {"type": "terminate"})
    again = replay(record)
    assert again.snapshot() == state.snapshot()
    assert again.result() == state.result()
    assert replay(record, upto=1).is_over() is False


def test_for_public_drops_every_secret() -> None:
    event = Event(
        "draw",
        {"seat": 0, "card_id": 7},
        secret={"card": {"suit": "red", "rank": 1}},
        secret_to=frozenset({1, 2}),
        spectators_see_secret=True,
    )
    assert event.for_public() == {"kind": "draw", "seat": 0, "card_id": 7}
    assert event.for_seat(None) == {**event.for_public(), "card": {"suit": "red", "rank": 1}}
    assert event.for_seat(0) == event.for_public()
    assert Event("yield", {"seat": 2}).for_public() == {"kind": "yield", "seat": 2}


@pytest.mark.parametrize("game_id", ["regicide", "rentahero"])
def test_the_default_public_view_is_the_spectators(game_id: str) -> None:
    state = fresh(game_id)
    assert state.public_view() == state.view(None)


def test_hanabi_public_view_hides_every_hand() -> None:
    state = HANABI.new_state(seed=11)
    public: dict[str, Any] = state.public_view()
    assert all(set(card) == {"id", "known"} for hand in public["hands"] for card in hand)
    assert all("suit" in card for hand in state.view(None)["hands"] for card in hand)


def test_solo_regicide_can_be_given_up() -> None:
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=5)
    state.apply(0, Terminate())
    result = state.result()
    assert result is not None and result.outcome == "lost" and result.reason == "terminated"
    assert result.details["medal"] is None


def test_rentahero_refuses_terminate_from_every_seat() -> None:
    """Whoever sends it, their turn or not: the game's rule, not the turn, refuses it."""
    state = RENTAHERO.new_state(seed=2)
    for seat in range(state.players):
        with pytest.raises(IllegalAction) as err:
            state.validate(seat, Terminate())
        assert err.value.rule == "rentahero.end.no-terminate"
