"""hanab.live JSON import and export (parlour.games.hanabi.hanablive).

Fixtures (tests/games/hanabi/fixtures/), all written for this project:

* hanablive_3p_no_variant_engine.json: a whole 3-player No Variant game played by our engine
  (seed 2024, the simple policy below) and exported; `python tests/games/hanabi/test_hanablive.py`
  writes it again.
* hanablive_2p_strikeout.json: written by hand in the shape of hanab.live's exports (id,
  players, deck, actions, notes, seed; no options, as the exporter leaves defaults out): two
  good plays, then three misplays.
* hanablive_3p_rainbow_terminated.json: by hand, "Rainbow (6 Suits)" with emptyClues and the
  legacy startingPlayer, ended by a player's termination (a type 4 action, value 4: our
  `Terminate`, hanabi.end.terminated).
"""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.engine import BadInput, GameRecord, IllegalAction, ParlourError, replay
from parlour.engine.actions import Action, Terminate
from parlour.engine.record import start
from parlour.games.hanabi import HANABI, Card, ClueColour, ClueRank, Discard, HanabiOptions, HanabiState, Play
from parlour.games.hanabi import hanablive as hl

FIXTURES = Path(__file__).parent / "fixtures"
ENGINE_FIXTURE = FIXTURES / "hanablive_3p_no_variant_engine.json"
STRIKEOUT_FIXTURE = FIXTURES / "hanablive_2p_strikeout.json"
TERMINATED_FIXTURE = FIXTURES / "hanablive_3p_rainbow_terminated.json"
ENGINE_OPTIONS = HanabiOptions(players=3, empty_clues=False)
ENGINE_SEED = 2024


def fixture(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# -- a simple, legal policy to make whole games -----------------------------------------------


def choose(state: HanabiState, seat: int) -> Action:
    """Play a card known to be playable; else clue a partner's playable card; else discard the oldest."""
    view = state.view(seat)
    fireworks = view["fireworks"]
    for slot, card in enumerate(view["hands"][seat]):
        known = card["known"]
        if len(known["ranks"]) == 1 and all(fireworks[s] == known["ranks"][0] - 1 for s in known["suits"]):
            return Play(slot)
    if state.clue_tokens > 0:
        players = state.options.players
        for offset in range(1, players):
            target = (seat + offset) % players
            for card in view["hands"][target]:
                if fireworks[card["suit"]] != card["rank"] - 1:
                    continue
                clue: Action | None
                if card["known"]["ranks"] == [card["rank"]]:
                    clue = ClueColour(target, card["suit"]) if card["suit"] in state.colours else None
                else:
                    clue = ClueRank(target, card["rank"])
                if clue is not None and state.is_legal(seat, clue):
                    return clue
    if state.clue_tokens < 8:
        return Discard(len(state.hands[seat]) - 1)
    return next(a for a in state.legal_actions(seat) if isinstance(a, (ClueColour, ClueRank)))


def policy_game(options: HanabiOptions, seed: int, upto: int | None = None) -> HanabiState:
    state = HANABI.new_state(options, seed=seed)
    while not state.is_over() and (upto is None or len(state.history) < upto):
        seat = state.current
        state.apply(seat, choose(state, seat))
    return state


def engine_record() -> GameRecord:
    return policy_game(ENGINE_OPTIONS, ENGINE_SEED).record(players=["Ada", "Bea", "Cy"])


def without_seed(state: HanabiState) -> dict[str, Any]:
    snap = state.snapshot()
    snap.pop("seed")
    return snap


def assert_equivalent(original: GameRecord, imported: GameRecord) -> None:
    """Same game: options, players, cards, actions, and the same final state bit for bit."""
    assert imported.game == original.game == "hanabi"
    assert imported.options == original.options
    assert imported.players == original.players
    assert imported.actions == original.actions
    assert imported.seed is None
    begun = start(original)
    assert isinstance(begun, HanabiState)
    assert imported.deck == HANABI.deck_to_json(begun.deck)
    first, second = replay(original), replay(imported)
    assert isinstance(first, HanabiState) and isinstance(second, HanabiState)
    assert without_seed(first) == without_seed(second)


# -- the fixtures -----------------------------------------------------------------------------


def test_engine_fixture_is_what_the_engine_plays() -> None:
    assert fixture(ENGINE_FIXTURE) == hl.export_game(engine_record())


def test_import_engine_fixture_and_its_score() -> None:
    record = hl.load(ENGINE_FIXTURE)
    assert record.options == ENGINE_OPTIONS.to_json()
    assert record.players == ["Ada", "Bea", "Cy"]
    state = replay(record)
    assert isinstance(state, HanabiState)
    assert state.is_over()
    result = state.result()
    assert result is not None
    played = policy_game(ENGINE_OPTIONS, ENGINE_SEED)
    assert without_seed(state) == without_seed(played)
    assert result.details["end_reason"] == "deck-out"
    assert result.details["score"] == result.details["points"] == state.points() == 14
    end = record.meta["hanablive"]["end"]
    assert end["condition"] == "normal"
    assert end["score"] == 14
    assert end["action"] == len(fixture(ENGINE_FIXTURE)["actions"]) - 1
    assert hl.score(fixture(ENGINE_FIXTURE))["score"] == 14


def test_hand_written_strikeout() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    assert "options" not in data  # as hanab.live writes a default game
    record = hl.import_game(data)
    assert record.options == HanabiOptions(players=2, empty_clues=False).to_json()
    assert record.players == ["Alice", "Bob"]
    # Card orders become slots (slot 0 is the newest card): Bob's R1 is his oldest card.
    assert record.actions[:3] == [
        (0, ClueRank(1, 1).to_json()),
        (1, Play(4).to_json()),
        (0, Play(4).to_json()),
    ]
    assert record.actions[4] == (0, ClueColour(1, "blue").to_json())
    state = replay(record)
    assert isinstance(state, HanabiState)
    assert state.is_over() and state.end_reason == "strikes"
    result = state.result()
    assert result is not None
    # hanab.live shows 0 after a strike-out (game_end.go); our details keep the points too.
    assert result.outcome == "lost"
    assert result.details["score"] == 0
    assert result.details["points"] == 2
    assert state.fireworks == [1, 0, 1, 0, 0]
    end = record.meta["hanablive"]["end"]
    assert end == {
        "condition": "strikeout",
        "code": 2,
        "action": 7,
        "score": 0,
        "points": 2,
        "max_score": 25,
        "by": None,
    }
    assert "terminated" not in record.meta
    assert record.meta["hanablive"]["id"] == 1000001
    assert record.meta["hanablive"]["seed"] == "p2v0s1"
    # Written back: the same object, with the variant named.
    assert hl.export_game(record) == {**data, "options": {"variant": "No Variant"}}


def test_hand_written_termination_rainbow() -> None:
    data = fixture(TERMINATED_FIXTURE)
    record = hl.import_game(data)
    assert record.options == {
        "players": 3,
        "sixth_suit": "multicolour-wild",
        "empty_clues": True,
        "bouquet_final": False,
        "starting_player": 1,
    }
    # startingPlayer: Ben (seat 1) acts first; a Red clue names our red.
    assert record.actions[0] == (1, ClueColour(2, "red").to_json())
    # Purple is our white; it touches nothing in Ann's hand (an empty clue, allowed here).
    assert record.actions[3] == (1, ClueColour(0, "white").to_json())
    # hanabi.end.terminated: Cat's termination (type 4, value 4) is our Terminate by seat 2.
    assert len(record.actions) == 8
    assert record.actions[7] == (2, Terminate().to_json())
    state = replay(record)
    assert isinstance(state, HanabiState)
    assert state.is_over() and state.end_reason == "terminated"
    result = state.result()
    assert result is not None
    assert (result.outcome, result.details["score"], result.details["points"]) == ("lost", 0, 2)
    assert result.details["terminated_by"] == 2
    assert "terminated" not in record.meta and "end_action" not in record.meta["hanablive"]
    assert record.meta["hanablive"]["end"] == {
        "condition": "terminated",
        "code": 4,
        "action": 7,
        "by": 2,
        "name": "Cat",
        "score": 0,
        "points": 2,
        "max_score": 30,
    }
    # The red clue touched the rainbow 3 as well as the red 3.
    touched = [cid for cid in state.hands[2] if any(clue[4] for clue in state.card_clues.get(cid, ()))]
    assert {state.card(c) for c in touched} == {Card(0, 3), Card(5, 3)}
    assert hl.export_game(record) == data
    assert hl.score(data)["condition"] == "terminated"


# -- round trips for every variant ------------------------------------------------------------


@pytest.mark.parametrize("variant", sorted(hl.VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_round_trip_each_variant(variant: str, players: int) -> None:
    sixth = hl.VARIANTS[variant].sixth_suit
    options = HanabiOptions(players=players, sixth_suit=sixth, empty_clues=False, starting_player=players - 1)
    record = policy_game(options, seed=players * 31).record()
    data = hl.export_game(record)
    assert data["options"]["variant"] == variant
    assert data["options"]["startingPlayer"] == players - 1
    assert json.loads(json.dumps(data)) == data
    imported = hl.import_game(data)
    assert_equivalent(record, imported)
    assert hl.export_game(imported) == data
    state = replay(imported)
    assert state.is_over()
    result = state.result()
    assert result is not None
    assert hl.score(record)["points"] == result.details["points"]


def test_round_trip_of_an_unfinished_game_and_text() -> None:
    record = policy_game(HanabiOptions(players=4, sixth_suit="multicolour-short"), seed=5, upto=17).record()
    text = hl.dumps(record)
    imported = hl.load(text)
    assert_equivalent(record, imported)
    assert imported.meta["hanablive"]["end"]["condition"] == "in-progress"
    assert imported.meta["hanablive"]["end"]["score"] is None


def test_variant_tables_match_the_engine() -> None:
    for variant in hl.VARIANTS.values():
        options = HanabiOptions(sixth_suit=variant.sixth_suit)
        state = HANABI.new_state(options, seed=0)
        assert len(variant.suits) == len(options.suits)
        assert len(variant.clue_colours) == len(state.colours)
    assert [s.colour for s in HanabiOptions(sixth_suit="multicolour-wild").suits][-1] == "multi"


def test_hanablive_ends_early_when_nothing_can_be_played() -> None:
    # This game reaches a point where every next card is discarded or in a finished hand:
    # hanab.live ends it there; our rules finish the last round.
    record = policy_game(HanabiOptions(players=2, sixth_suit="multicolour", empty_clues=False), seed=2).record()
    end = hl.score(record)
    assert end["condition"] == "normal"
    assert end["action"] == len(record.actions) - 3
    assert end["actions_after"] == 2
    assert end["score"] == end["points"] == replay(record).result().details["score"]  # type: ignore[union-attr]
    assert "note" in end
    # Read back, the record keeps every action, so the final state is ours.
    assert_equivalent(record, hl.import_game(hl.export_game(record)))
    # Cut where hanab.live stops, the state is not over but the score is the one it shows.
    data = hl.export_game(record)
    data["actions"] = data["actions"][: end["action"] + 1]
    cut = hl.import_game(data)
    assert not replay(cut).is_over()
    assert cut.meta["hanablive"]["end"]["score"] == end["score"]


# -- options ----------------------------------------------------------------------------------


def test_empty_clues_mapping() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    assert hl.import_game(data).options["empty_clues"] is False  # hanab.live's default
    data["options"] = {"emptyClues": True}
    assert hl.import_game(data).options["empty_clues"] is True
    data["options"] = {"emptyClues": False}
    record = hl.import_game(data)
    assert record.options["empty_clues"] is False
    assert "emptyClues" not in hl.export_game(record)["options"]
    record.options["empty_clues"] = True
    assert hl.export_game(record)["options"]["emptyClues"] is True


def test_empty_clue_refused_without_the_option() -> None:
    data = fixture(TERMINATED_FIXTURE)
    del data["options"]["emptyClues"]
    with pytest.raises(IllegalAction) as err:
        hl.import_game(data)
    assert err.value.rule == "hanabi.clue.empty"
    assert str(err.value.message).startswith("action #3:")


def test_starting_player_mapping() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["options"] = {"startingPlayer": 1}
    data["actions"] = [{"type": 3, "target": 0, "value": 1}]
    record = hl.import_game(data)
    assert record.options["starting_player"] == 1
    assert record.actions == [(1, ClueRank(0, 1).to_json())]
    assert hl.export_game(record)["options"]["startingPlayer"] == 1
    data["options"] = {"startingPlayer": 2}
    with pytest.raises(BadInput, match="startingPlayer"):
        hl.import_game(data)
    record.options["starting_player"] = 0
    record.actions = [(0, ClueRank(1, 1).to_json())]
    assert "startingPlayer" not in hl.export_game(record)["options"]


def test_clock_and_cycle_options_are_kept() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["options"] = {"timed": True, "timeBase": 120, "timePerTurn": 20, "cardCycle": True}
    record = hl.import_game(data)
    assert record.meta["hanablive"]["options"] == data["options"]
    assert hl.export_game(record)["options"] == {"variant": "No Variant", **data["options"]}


@pytest.mark.parametrize("option", ["speedrun", "oneExtraCard", "oneLessCard", "allOrNothing", "detrimentalCharacters"])
def test_rule_changing_options_are_refused(option: str) -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["options"] = {option: True}
    with pytest.raises(BadInput, match=option):
        hl.import_game(data)
    data["options"] = {option: False}
    hl.import_game(data)


def test_deck_plays_named_but_never_used_imports_with_a_note() -> None:
    """hanab.live's own misc/example_game.json names `deckPlays` in a game that never plays from the deck."""
    data = fixture(STRIKEOUT_FIXTURE)
    data["options"] = {"deckPlays": True}
    record = hl.import_game(data)
    assert record.meta["hanablive"]["unused_options"] == {"deckPlays": True}
    assert "options" not in record.meta["hanablive"]
    assert record.actions == hl.import_game(fixture(STRIKEOUT_FIXTURE)).actions
    assert hl.export_game(record)["options"] == {"variant": "No Variant", "deckPlays": True}


def test_suit_is_read_as_the_older_name_of_suit_index() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    older = copy.deepcopy(data)
    older["deck"] = [{"suit": card["suitIndex"], "rank": card["rank"]} for card in data["deck"]]
    assert hl.import_game(older).deck == hl.import_game(data).deck


def test_a_deck_play_is_refused_naming_the_option() -> None:
    """The move `deckPlays` adds (playing the deck's last card) is refused at its action, named."""
    state = HANABI.new_state(ENGINE_OPTIONS, seed=ENGINE_SEED)
    while len(state.deck) - state.next_card > 1:  # play on to the deck's last card
        state.apply(state.current, choose(state, state.current))
    data = hl.export_game(state.record(players=["Ada", "Bea", "Cy"]))
    data["options"]["deckPlays"] = True
    index = len(data["actions"])
    data["actions"].append({"type": 0, "target": state.next_card, "value": 0})
    with pytest.raises(BadInput, match=rf"action #{index}: .*'deckPlays', which is not supported"):
        hl.import_game(data)
    del data["options"]["deckPlays"]  # without the option it is a card not in the hand
    with pytest.raises(IllegalAction, match=f"action #{index}: card {state.next_card} is not in"):
        hl.import_game(data)


@pytest.mark.parametrize("variant", ["Up or Down (5 Suits)", "Black (5 Suits)", "Rainbow (5 Suits)", "no variant"])
def test_unsupported_variant_is_named(variant: str) -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["options"] = {"variant": variant}
    with pytest.raises(BadInput) as err:
        hl.import_game(data)
    assert repr(variant) in err.value.message
    assert "unsupported hanab.live variant" in err.value.message


def test_bouquet_final_cannot_be_exported() -> None:
    record = HANABI.new_state(HanabiOptions(bouquet_final=True), seed=1).record()
    with pytest.raises(BadInput, match="Bouquet"):
        hl.export_game(record)


def test_other_games_and_bad_records_cannot_be_exported() -> None:
    record = engine_record()
    with pytest.raises(BadInput, match="action #3"):
        hl.export_game(GameRecord(**{**record.__dict__, "actions": [*record.actions[:3], (0, {"type": "nope"})]}))
    with pytest.raises(IllegalAction, match="action #0"):
        hl.export_game(GameRecord(**{**record.__dict__, "actions": [(1, Play(0).to_json())]}))
    with pytest.raises(BadInput, match="players"):
        hl.export_game(GameRecord(**{**record.__dict__, "players": ["Solo"]}))
    with pytest.raises(BadInput):
        hl.export_game(GameRecord(**{**record.__dict__, "game": "chess"}))
    with pytest.raises(BadInput):
        hl.export_game({"players": []})  # type: ignore[arg-type]
    with pytest.raises(BadInput, match="action #0"):
        hl.export_game(GameRecord(**{**record.__dict__, "actions": [("0", Play(0).to_json())]}))
    timed_out = fixture(STRIKEOUT_FIXTURE)
    timed_out["actions"] = [*timed_out["actions"][:3], {"type": 4, "target": 0, "value": 3}]
    stopped = hl.import_game(timed_out)
    stopped.meta["hanablive"]["end_action"] = {"type": 4, "target": "Bob", "value": 3}
    with pytest.raises(BadInput, match="end_action"):
        hl.export_game(stopped)


# -- impossible actions name their index ------------------------------------------------------


def mutated(actions: list[dict[str, Any]], index: int, action: dict[str, Any]) -> dict[str, Any]:
    data = fixture(STRIKEOUT_FIXTURE)
    data["actions"] = [*data["actions"][:index], action, *actions]
    return data


@pytest.mark.parametrize(
    ("index", "action", "error", "text"),
    [
        (
            2,
            {"type": 0, "target": 7, "value": 0},
            IllegalAction,
            "not in Alice (seat 0)'s hand (it is in Bob (seat 1)'s hand)",
        ),
        (2, {"type": 1, "target": 30, "value": 0}, IllegalAction, "still in the deck"),
        (3, {"type": 0, "target": 5, "value": 0}, IllegalAction, "on the fireworks"),
        (0, {"type": 1, "target": 0, "value": 0}, IllegalAction, "8 blue tokens"),
        (1, {"type": 3, "target": 1, "value": 2}, IllegalAction, "yourself"),
        (1, {"type": 3, "target": 0, "value": 4}, IllegalAction, "at least one card"),
        (4, {"type": 2, "target": 1, "value": 5}, BadInput, "colour clue's value is from 0 to 4"),
        (4, {"type": 3, "target": 1, "value": 6}, BadInput, "rank from 1 to 5"),
        (4, {"type": 3, "target": 2, "value": 1}, BadInput, "player from 0 to 1"),
        (4, {"type": 0, "target": 50, "value": 0}, BadInput, "card order from 0 to 49"),
        (4, {"type": 0, "target": 1, "value": 3}, BadInput, "value 0"),
        (4, {"type": 7, "target": 1, "value": 0}, BadInput, "unknown action type 7"),
        (4, {"type": "0", "target": 1}, BadInput, "must be an integer"),
        (4, {"type": 0, "target": 1.0}, BadInput, "must be an integer"),
        (4, {"type": 2, "target": 1}, BadInput, "needs a 'value'"),
        (4, {"target": 1}, BadInput, "needs a 'type'"),
        (4, [0, 1, 0], BadInput, "an action is an object"),
        (4, {"type": 4, "target": 5, "value": 4}, BadInput, "game-over action targets a player"),
        (4, {"type": 4, "target": 0, "value": 1}, BadInput, "end condition among"),
        (4, {"type": 5, "target": 0, "value": 10}, BadInput, "by vote has target -1"),
    ],
)
def test_impossible_action_names_its_index(index: int, action: Any, error: type[ParlourError], text: str) -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["actions"] = [*data["actions"][:index], action]
    with pytest.raises(error) as err:
        hl.import_game(data)
    assert type(err.value) is error
    message = err.value.message  # type: ignore[attr-defined]
    assert message.startswith(f"action #{index}:"), message
    assert text in message


def test_not_in_hand_is_translated() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["actions"] = [{"type": 0, "target": 9, "value": 0}]
    with pytest.raises(IllegalAction) as err:
        hl.import_game(data)
    assert err.value.rule == "hanablive.card-not-in-hand"
    assert "9" in err.value.text("fr")
    assert err.value.text("fr") != err.value.text("en")


def test_no_action_after_the_end() -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["actions"].append({"type": 3, "target": 0, "value": 1})
    with pytest.raises(IllegalAction, match=r"action #8: The game is over \(it ended after action #7\)"):
        hl.import_game(data)
    data["actions"][-1] = {"type": 4, "target": 0, "value": 4}
    with pytest.raises(BadInput, match="action #8: the game was already over"):
        hl.import_game(data)
    data = fixture(TERMINATED_FIXTURE)
    data["actions"].append({"type": 3, "target": 0, "value": 1})
    with pytest.raises(BadInput, match="action #8: comes after the game-over action #7"):
        hl.import_game(data)


@pytest.mark.parametrize(
    ("end", "condition", "by"),
    [
        ({"type": 4, "target": 0, "value": 3}, "timeout", 0),
        ({"type": 4, "target": -1, "value": 6}, "idle-timeout", None),
        ({"type": 5, "target": -1, "value": 10}, "terminated-by-vote", None),
        ({"type": 4, "target": -1, "value": 4}, "terminated", None),  # terminated, but by no player
    ],
)
def test_other_game_over_actions(end: dict[str, int], condition: str, by: int | None) -> None:
    data = fixture(STRIKEOUT_FIXTURE)
    data["actions"] = [*data["actions"][:3], end]
    record = hl.import_game(data)
    assert record.meta["terminated"]["condition"] == condition
    assert record.meta["terminated"]["by"] == by
    assert record.meta["hanablive"]["end"]["score"] == 0
    assert len(record.actions) == 3 and not replay(record).is_over()  # the import stops there
    assert hl.export_game(record)["actions"][-1] == end


# -- hanabi.end.terminated: a player's termination, both ways -------------------------------------


def test_hanabi_end_terminated_is_exported_as_hanablive_type_4() -> None:
    state = policy_game(ENGINE_OPTIONS, ENGINE_SEED, upto=10)
    seat = (state.current + 1) % 3  # not the seat to act
    state.apply(seat, Terminate())
    record = state.record(players=["Ada", "Bea", "Cy"])
    data = hl.export_game(record)
    assert data["actions"][-1] == {"type": 4, "target": seat, "value": 4}
    assert len(data["actions"]) == 11
    imported = hl.import_game(data)
    assert_equivalent(record, imported)
    assert hl.export_game(imported) == data
    end = hl.score(record)
    assert (end["condition"], end["code"], end["action"], end["by"], end["score"]) == ("terminated", 4, 10, seat, 0)
    assert end["points"] == state.points() and end["name"] == ["Ada", "Bea", "Cy"][seat]
    again = replay(imported)
    assert again.is_over() and again.result() == state.result()


def test_hanabi_end_terminated_after_hanablive_would_have_ended() -> None:
    """Our rules play on past hanab.live's early end; a termination there is one more of our actions."""
    record = policy_game(HanabiOptions(players=2, sixth_suit="multicolour", empty_clues=False), seed=2).record()
    end = hl.score(record)
    assert end["condition"] == "normal" and end["actions_after"] == 2
    cut = GameRecord(
        **{**record.__dict__, "actions": [*record.actions[: end["action"] + 2], (0, {"type": "terminate"})]}
    )
    state = replay(cut)
    assert state.is_over() and state.end_reason == "terminated"
    data = hl.export_game(cut)
    assert data["actions"][-1] == {"type": 4, "target": 0, "value": 4}
    imported = hl.import_game(data)
    assert_equivalent(cut, imported)
    info = imported.meta["hanablive"]["end"]
    assert info["condition"] == "normal" and info["actions_after"] == 2  # hanab.live's own end, kept


def test_hanabi_end_terminated_import_refuses_what_comes_after() -> None:
    data = fixture(TERMINATED_FIXTURE)
    data["actions"].append({"type": 4, "target": 0, "value": 4})
    with pytest.raises(BadInput, match="action #8: comes after the game-over action #7"):
        hl.import_game(data)
    data = fixture(TERMINATED_FIXTURE)
    data["actions"][-1] = {"type": 4, "target": 3, "value": 4}
    with pytest.raises(BadInput, match="game-over action targets a player from 0 to 2"):
        hl.import_game(data)


# -- malformed input: BadInput, with a clear message ------------------------------------------


def _with(**changes: Any) -> dict[str, Any]:
    data = fixture(STRIKEOUT_FIXTURE)
    for key, value in changes.items():
        if value is _DROP:
            del data[key]
        else:
            data[key] = value
    return data


_DROP = object()


@pytest.mark.parametrize(
    ("data", "text"),
    [
        ([], "JSON object"),
        ("{}", "JSON object"),
        (None, "JSON object"),
        ({}, "'players' must be a list"),
        (_with(players=["Solo"]), "2 to 5 players, not 1"),
        (_with(players=["A", "B", "C", "D", "E", "F"]), "6-player"),
        (_with(players=["A", 3]), "players[1]"),
        (_with(deck=_DROP), "'deck' must be a list"),
        (_with(deck=[]), "has 50 cards, not 0"),
        (_with(actions=_DROP), "'actions' must be a list"),
        (_with(actions={"0": {}}), "'actions' must be a list"),
        (_with(options=[]), "'options' must be an object"),
        (_with(options={"variant": 3}), "options.variant"),
        (_with(options={"emptyclues": True}), "hanab.live options Parlour does not know: emptyclues"),
        (_with(options={"emptyClues": "yes"}), "options.emptyClues must be true or false"),
        (_with(options={"startingPlayer": True}), "options.startingPlayer must be an integer"),
        (_with(options={"timeBase": 1.5}), "options.timeBase"),
        (_with(id="12"), "'id' must be an integer"),
        (_with(seed=12), "'seed' must be a string"),
        (_with(notes=[["a"]]), "'notes' must be a list of 2 lists"),
        (_with(notes=[["a"], [1]]), "notes[1]"),
    ],
)
def test_malformed_input(data: Any, text: str) -> None:
    with pytest.raises(BadInput) as err:
        hl.import_game(data)
    assert text in err.value.message


@pytest.mark.parametrize("huge", [10**5000, 2**63, -(2**63) - 1], ids=["10^5000", "2^63", "-2^63-1"])
def test_numbers_too_big_for_hanablive(huge: int) -> None:
    changes: list[Callable[[dict[str, Any]], None]] = [
        lambda d: d["actions"].__setitem__(0, {"type": 0, "target": huge}),
        lambda d: d["actions"].__setitem__(0, {"type": huge, "target": 0}),
        lambda d: d["actions"].__setitem__(0, {"type": 3, "target": 1, "value": huge}),
        lambda d: d.__setitem__("options", {"startingPlayer": huge}),
        lambda d: d.__setitem__("id", huge),
        lambda d: d["deck"].__setitem__(0, {"suitIndex": huge, "rank": 1}),
        lambda d: d.__setitem__("players", [huge, "Bob"]),
    ]
    for change in changes:
        data = fixture(STRIKEOUT_FIXTURE)
        change(data)
        with pytest.raises(BadInput, match="-bit"):
            hl.import_game(data)


def test_malformed_deck() -> None:
    base = fixture(STRIKEOUT_FIXTURE)
    cases = [
        ({"suitIndex": 5, "rank": 1}, "deck[3].suitIndex must be from 0 to 4"),
        ({"suitIndex": 0, "rank": 0}, "deck[3].rank must be from 1 to 5"),
        ({"suitIndex": 0, "rank": 7}, "deck[3].rank"),  # a START card of Up or Down
        ({"colour": 0, "rank": 1}, "deck[3] must be an object"),
        ({"suit": 5, "rank": 1}, "deck[3].suit must be from 0 to 4"),  # the older name of suitIndex
        ({"suitIndex": False, "rank": 1}, "deck[3].suitIndex must be an integer"),
        ({"suitIndex": 0, "rank": 5}, "exactly the cards of the chosen variant"),  # a second red 5
    ]
    for card, text in cases:
        data = copy.deepcopy(base)
        data["deck"][3] = card
        with pytest.raises(BadInput) as err:
            hl.import_game(data)
        assert text in err.value.message, (card, err.value.message)


def test_load_reads_paths_and_text(tmp_path: Path) -> None:
    text = STRIKEOUT_FIXTURE.read_text(encoding="utf-8")
    assert hl.load(str(STRIKEOUT_FIXTURE)) == hl.load(STRIKEOUT_FIXTURE) == hl.load(text)
    with pytest.raises(BadInput, match="not JSON"):
        hl.load("{not json")
    with pytest.raises(BadInput, match="cannot read"):
        hl.load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe{")
    with pytest.raises(BadInput, match="not JSON"):
        hl.load(bad)
    with pytest.raises(BadInput, match="not JSON"):
        hl.load("{" * 100_000)
    (tmp_path / "list.json").write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(BadInput, match="JSON object"):
        hl.load(tmp_path / "list.json")


# -- fuzzing: only BadInput or IllegalAction ever escape --------------------------------------

# Built lazily: hypothesis shows its strategies with repr(), which fails past 4300 digits.
HUGE = st.sampled_from([(10, 5000), (-10, 5001), (2, 63)]).map(lambda b: b[0] ** b[1]) | st.just(-(2**63) - 1)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | HUGE | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=25,
)
small_ints = st.integers(min_value=-3, max_value=62) | st.integers() | HUGE
random_actions = st.lists(
    st.fixed_dictionaries(
        {"type": st.integers(min_value=-1, max_value=6), "target": small_ints},
        optional={"value": st.integers(min_value=-1, max_value=11) | json_values},
    )
    | json_values,
    max_size=40,
)
KEYS = ("id", "players", "deck", "actions", "options", "notes", "seed", "characters")


def import_or_refuse(data: Any) -> GameRecord | None:
    try:
        record = hl.import_game(data)
    except (BadInput, IllegalAction):
        return None
    # Whatever is accepted replays, and writes back to the same record.
    replay(record)
    again = hl.import_game(hl.export_game(record))
    assert again.actions == record.actions and again.deck == record.deck
    return record


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_fuzz_any_json(data: Any) -> None:
    import_or_refuse(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([STRIKEOUT_FIXTURE, TERMINATED_FIXTURE]), st.sampled_from(KEYS), json_values)
def test_fuzz_one_field(path: Path, key: str, value: Any) -> None:
    data = fixture(path)
    data[key] = value
    import_or_refuse(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([STRIKEOUT_FIXTURE, TERMINATED_FIXTURE]), random_actions, st.data())
def test_fuzz_actions(path: Path, actions: list[Any], draw: st.DataObject) -> None:
    data = fixture(path)
    keep = draw.draw(st.integers(min_value=0, max_value=len(data["actions"])))
    data["actions"] = data["actions"][:keep] + actions
    import_or_refuse(data)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(sorted(hl.VARIANTS)),
    st.integers(min_value=2, max_value=5),
    st.booleans(),
    st.data(),
)
def test_fuzz_mutated_legal_games(variant: str, players: int, empty_clues: bool, draw: st.DataObject) -> None:
    """A game of random legal moves, written out, then one action changed, dropped or added."""
    options = HanabiOptions(players=players, sixth_suit=hl.VARIANTS[variant].sixth_suit, empty_clues=empty_clues)
    state = HANABI.new_state(options, seed=draw.draw(st.integers(min_value=0, max_value=2**16)))
    for _ in range(draw.draw(st.integers(min_value=0, max_value=90))):
        if state.is_over():
            break
        seat = state.current
        legal = state.legal_actions(seat)
        state.apply(seat, legal[draw.draw(st.integers(min_value=0, max_value=len(legal) - 1))])
    data = hl.export_game(state.record())
    actions = data["actions"]
    where = draw.draw(st.integers(min_value=0, max_value=len(actions)))
    change = draw.draw(st.sampled_from(["replace", "drop", "insert", "end"]))
    action = {
        "type": draw.draw(st.integers(min_value=0, max_value=5)),
        "target": draw.draw(st.integers(min_value=-1, max_value=len(data["deck"]))),
        "value": draw.draw(st.integers(min_value=-1, max_value=10)),
    }
    if change == "replace" and where < len(actions):
        actions[where] = action
    elif change == "drop" and where < len(actions):
        del actions[where]
    elif change == "insert":
        actions.insert(where, action)
    else:
        actions.append({"type": 4, "target": draw.draw(st.integers(min_value=-1, max_value=players)), "value": 4})
    import_or_refuse(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(sorted(hl.VARIANTS)),
    st.integers(min_value=2, max_value=5),
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=0, max_value=80),
)
def test_fuzz_round_trip(variant: str, players: int, seed: int, upto: int) -> None:
    options = HanabiOptions(players=players, sixth_suit=hl.VARIANTS[variant].sixth_suit, empty_clues=seed % 2 == 0)
    record = policy_game(options, seed=seed, upto=upto).record()
    assert_equivalent(record, hl.import_game(hl.export_game(record)))


if __name__ == "__main__":  # rewrite the engine fixture
    ENGINE_FIXTURE.write_text(json.dumps(hl.export_game(engine_record()), indent=4) + "\n", encoding="utf-8")
    sys.exit(0)
