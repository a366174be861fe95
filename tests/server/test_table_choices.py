"""What the new-table form offers a game and what the host chooses: confirmed moves, switches.

Hanabi's form starts from hanab.live's rule (a clue must touch a card) with the seed's empty clues
one switch away (docs/rules/hanabi.md says why), and asks once more before a play or a discard
unless the host turns that off; the choice is the table's and every client is told it.
"""

from __future__ import annotations

from parlour.server.tables import TableRules
from tests.server.helpers import client, hello, new_table, receive_type


def test_the_games_say_which_switches_and_confirmation_they_offer() -> None:
    with client() as http:
        games = {game["id"]: game for game in http.get("/api/games?lang=fr").json()}
    hanabi = games["hanabi"]
    assert hanabi["confirms"] is True
    [switch] = hanabi["switches"]
    assert switch["id"] == "empty_clues" and switch["default"] is False
    assert "vide" in switch["label"] and "hanab.live" in switch["help"]
    # The preset that only flips that switch is the switch in the form, not a rule set of its own.
    variants = [variant["id"] for variant in hanabi["variants"]]
    assert "no-empty-clues" not in variants and variants[0] == "standard" and "multicolour" in variants
    for other in ("regicide", "rentahero"):
        assert games[other]["confirms"] is False and games[other]["switches"] == []


def test_the_host_chooses_confirmation_and_every_client_is_told() -> None:
    with client() as http:
        assert new_table(http, "hanabi", 2)["table"]["confirm"] is True
        made = new_table(http, "hanabi", 2, bots={"1": "simple"}, confirm=False)
        assert made["table"]["confirm"] is False
        with http.websocket_connect(f"/ws/{made['table']['id']}") as ws:
            assert hello(ws, made["token"])["table"]["confirm"] is False


def test_a_table_stored_before_the_choice_existed_confirms_nothing() -> None:
    assert TableRules.from_json({"spectators": "public"}).confirm is False


def test_the_browser_s_default_no_empty_clue_and_the_seed_s_rule_one_switch_away() -> None:
    with client() as http:
        for allowed in (False, True):
            made = new_table(http, "hanabi", 2, bots={"1": "simple"}, options={"empty_clues": allowed})
            assert made["table"]["options"]["empty_clues"] is allowed
            with http.websocket_connect(f"/ws/{made['table']['id']}") as ws:
                hello(ws, made["token"])
                ws.send_json({"type": "start"})
                state = receive_type(ws, "state")
                while not state["legal"]:
                    state = receive_type(ws, "state")
            partner = state["view"]["hands"][1]
            clues = [entry["action"] for entry in state["legal"] if entry["action"]["type"].startswith("clue")]
            touching = [
                clue
                for clue in clues
                if any(card["rank"] == clue.get("rank") or card["suit"] == clue.get("colour") for card in partner)
            ]
            # Empty clues allowed: all five colours and ranks may be named; otherwise only those that touch.
            assert len(clues) == 10 if allowed else clues == touching
