"""The rule at work as the surfaces show it (`parlour.rules.examples`): one seat's view, never a
state; the move, and the refusal or what happened, in the player's words in four languages."""

from __future__ import annotations

import json

import pytest

from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import examples
from parlour.rules.scenarios import run, scenarios

REFUSED = "hanabi.discard.tokens-full"
APPLIED = "hanabi.discard.regain"
EVERY = [rule for game in ("hanabi", "regicide", "rentahero") for rule in scenarios(game)]


def test_an_example_is_the_seats_view_and_events_only() -> None:
    """What an example keeps is what the seat saw: its views, and every move's events as it got them."""
    for rule in EVERY:
        found = examples.example(rule)
        game = rule.split(".")[0]
        played = run(game, scenarios(game)[rule])
        seat = found.seat
        assert found.view == played.view and found.after == played.state.view(seat)
        assert found.events == tuple(e.for_seat(seat) for e in played.events)
        assert [events for _, events in found.turns] == [tuple(e.for_seat(seat) for e in t) for _, t in played.turns]
        assert not hasattr(found, "state")


def test_the_seat_never_sees_its_own_hanabi_cards() -> None:
    for rule in scenarios("hanabi"):
        shown = examples.example_json(rule, "en")
        views = [shown["view"], *([shown["after"]] if shown["after"] else [])]
        assert all("suit" not in card for view in views for card in view["hands"][shown["seat"]]), rule
    found = examples.example("hanabi.draw.after-action")
    own = found.view["hands"][found.seat]
    assert own and all("suit" not in card and "rank" not in card for card in own)
    draw = next(e for e in found.events if e["kind"] == "draw")
    assert "card" not in draw  # the drawer does not see what he drew
    data = examples.example_json("hanabi.draw.after-action", "en")
    assert all("suit" not in card for card in data["view"]["hands"][found.seat] + data["after"]["hands"][found.seat])
    text = json.dumps(data)
    assert '"seed"' not in text and '"deck"' not in text and '"snapshot"' not in text


def test_a_rent_a_hero_example_keeps_the_wandering_hero_from_those_who_did_not_look() -> None:
    found = examples.example("rentahero.sergeant.look")  # Player B's view while Player C looks
    assert found.seat == 1
    assert found.after["wandering"]["hero"] is None and found.after["wandering"]["known_to"] == [0, 2]
    look = next(e for e in found.events if e["kind"] == "look")
    assert "hero" not in look


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_in_the_players_words(lang: str) -> None:
    data = examples.example_json(REFUSED, lang)
    assert data["lang"] == lang and data["rule"] == REFUSED and data["after"] is None
    assert data["outcome"] == {"refused": True, "message": translate(REFUSED, lang), "lines": [], "end": []}
    player = translate("rules.example.player", lang, letter=translate("rules.example.letters", lang)[0])
    assert data["names"][0] == player and data["caption"] == translate("rules.example.seen-from", lang, player=player)
    assert data["move"]["text"].startswith(translate("rules.example.tries", lang, player=player, move=""))
    assert data["move"]["action"] == {"type": "discard", "slot": 0}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_effect_in_the_logs_sentences(lang: str) -> None:
    data = examples.example_json(APPLIED, lang)
    found = examples.example(APPLIED)
    happened, _ = examples.outcome_lines(found, lang)
    assert data["outcome"]["refused"] is False and data["outcome"]["lines"] == happened and len(happened) == 2
    assert data["after"]["clue_tokens"] == 8 and data["view"]["clue_tokens"] == 7
    assert [line["index"] for line in data["log"]] == [0]  # the clue that spent a token first
    assert all("{" not in line for line in happened)


def test_every_example_is_said_in_every_language_with_nothing_left_unfilled() -> None:
    for rule in EVERY:
        seen = set()
        for lang in LANGUAGES:
            data = examples.example_json(rule, lang)
            words = [
                data["move"]["text"],
                data["outcome"]["message"],
                *data["outcome"]["lines"],
                *data["outcome"]["end"],
            ]
            words += [line["text"] for line in data["log"]]
            assert all("{" not in w for w in words), (rule, lang, words)
            assert data["outcome"]["message"] or data["outcome"]["lines"], rule
            seen.add(data["move"]["text"] + data["outcome"]["message"] + "".join(data["outcome"]["lines"]))
        assert len(seen) == len(LANGUAGES), f"{rule}: the same words in two languages"


def test_a_game_ending_move_says_the_result() -> None:
    data = examples.example_json("hanabi.end.strikes", "fr")
    assert data["after"]["over"] is True and data["outcome"]["end"]
    assert any("0/25" in line for line in data["outcome"]["end"])


def test_the_log_before_keeps_the_last_moves_only() -> None:
    data = examples.example_json("rentahero.end.no-cards", "en")  # 607 moves of idle play
    assert 0 < len(data["log"]) <= examples.LOG_LINES
    assert data["log"][-1]["index"] == len(examples.example("rentahero.end.no-cards").turns) - 1


def test_no_example_for_a_rule_without_a_scenario() -> None:
    assert not examples.has_example("hanabi.setup.players")
    assert not examples.has_example("hanabi.faq.discard-eight-tokens")
    assert not examples.has_example("chess.move.check")
    with pytest.raises(KeyError):
        examples.example("hanabi.setup.players")


def test_the_end_explains_the_ranking_step_by_step() -> None:
    """Rent a Hero's end lines: heroes, then eliminated cards, then powers used, among those still tied."""
    tied = examples.example_json("rentahero.end.tie-powers", "en")["outcome"]["end"]
    assert tied[2].startswith("1. Most heroes in the band:") and tied[2].endswith("tied at 4.")
    assert tied[3].startswith("2. Fewest cards in the pile of eliminated heroes, between them:")
    assert tied[4] == "3. Fewest powers used, between them: Player A 5, Player C 7 → Player A is ahead."
    alone = examples.example_json("rentahero.end.ranking", "en")["outcome"]["end"]
    assert alone[2] == "1. Most heroes in the band: Player A 3, Player B 4, Player C 3 → Player B is ahead."
    assert not any(line.startswith("2.") for line in alone)
    shared = examples.example_json("rentahero.end.shared", "fr")["outcome"]["end"]
    assert shared[-2].startswith("4. ") and "se partagent la victoire" in shared[-2]
