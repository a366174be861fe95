"""Private notes on Hanabi cards: kept with the seat, told to that seat's clients only.

A note survives a reload, reaches the seat's other tabs, survives a server restart (it is in the
database), and opens in the seat's replays through the seat's key; no other seat, spectator,
replay or record ever holds it. Bad input is refused with its own error and changes nothing.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from parlour.games.hanabi.notes import noted_cards
from parlour.server.tables import NOTE_LENGTH
from tests.server.helpers import QUIET, SWIFT, client, full_table, hello, new_table, receive_type, started_hanabi


def quiet(ws: Any) -> None:
    """Nothing is waiting for `ws`: the answer to a ping comes next."""
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


def test_a_note_reaches_the_seat_s_tabs_and_nobody_else() -> None:
    with client() as http, started_hanabi(http) as (table_id, tokens, ws0, ws1):
        table = http.app.state.hub.tables[table_id]
        own, partners = table.state.view(0)["hands"][0][1]["id"], table.state.view(0)["hands"][1][2]["id"]
        with http.websocket_connect(f"/ws/{table_id}") as tab, http.websocket_connect(f"/ws/{table_id}") as spectator:
            hello(tab, tokens[0])  # the same seat in a second tab
            receive_type(tab, "state")
            hello(spectator, None)
            receive_type(spectator, "state")
            ws0.send_json({"type": "note", "card": own, "text": "  chop,\tmaybe red\n"})
            assert ws0.receive_json() == {"type": "notes", "notes": {str(own): "chop, maybe red"}}
            assert tab.receive_json() == {"type": "notes", "notes": {str(own): "chop, maybe red"}}
            ws0.send_json({"type": "note", "card": partners, "text": "5 save"})
            expected = {"type": "notes", "notes": {str(own): "chop, maybe red", str(partners): "5 save"}}
            assert ws0.receive_json() == expected and tab.receive_json() == expected
            for other in (ws1, spectator):
                quiet(other)
            # Seat 1's notes are its own: naming another seat changes nothing of seat 0's.
            ws1.send_json({"type": "note", "seat": 0, "card": own, "text": "mine"})
            assert ws1.receive_json() == {"type": "notes", "notes": {str(own): "mine"}}
            quiet(ws0)
            quiet(tab)
            # Cleared with an empty note; the same words again write nothing and send nothing.
            ws0.send_json({"type": "note", "card": partners, "text": ""})
            assert ws0.receive_json() == {"type": "notes", "notes": {str(own): "chop, maybe red"}}
            tab.receive_json()
            ws0.send_json({"type": "note", "card": own, "text": "chop, maybe red"})
            quiet(ws0)
        # A reload (a new connection of the seat) is sent the seat's notes after its screen.
        with http.websocket_connect(f"/ws/{table_id}") as again:
            hello(again, tokens[0])
            receive_type(again, "state")
            assert again.receive_json() == {"type": "notes", "notes": {str(own): "chop, maybe red"}}
        assert table.notes == {0: {own: "chop, maybe red"}, 1: {own: "mine"}}


def test_a_card_played_onto_a_firework_takes_a_note_as_a_card_in_a_hand_does() -> None:
    """The fireworks are cards too (hanab.live notes any card by its order): once a card is played,
    each seat may note it; its note reaches its author's tabs only, like any other."""
    with client(settings=SWIFT) as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        table = http.app.state.hub.tables[table_id]
        sockets = (ws0, ws1)
        played = None
        # A card each seat's partner sees to be playable is played, else a clue, else (no token left:
        # neither hand held a playable card for eight turns) a discard brings a new card.
        for _turn in range(60):
            seat = table.state.view(None)["current"]
            seen = table.state.view(1 - seat)
            fireworks = seen["fireworks"]
            slots = [s for s, c in enumerate(seen["hands"][seat]) if c["rank"] == fireworks[c["suit"]] + 1]
            clues = [a.to_json() for a in table.state.legal_actions(seat) if a.to_json()["type"].startswith("clue")]
            discard = {"type": "discard", "slot": 0}
            move = {"type": "play", "slot": slots[0]} if slots else clues[0] if clues else discard
            sockets[seat].send_json({"type": "act", "seq": table.seq, "action": move})
            states = [receive_type(ws, "state") for ws in sockets]
            last = states[0]["view"]["log"][-1]
            if last["type"] == "play":
                assert last["success"]
                played = last["card"]
                break
        assert played is not None, "no card was played"
        view = table.state.view(0)
        assert all(played["id"] != c["id"] for hand in view["hands"] for c in hand)
        assert all(played["id"] != c["id"] for c in view["discards"]), "only on its firework now"
        assert view["fireworks"][played["suit"]] == played["rank"]
        for seat, ws in enumerate(sockets):
            ws.send_json({"type": "note", "card": played["id"], "text": f"on the firework {seat}"})
            assert ws.receive_json() == {"type": "notes", "notes": {str(played["id"]): f"on the firework {seat}"}}
        quiet(ws0)
        quiet(ws1)
        assert table.notes == {0: {played["id"]: "on the firework 0"}, 1: {played["id"]: "on the firework 1"}}


BAD_NOTES = [
    ({"card": 0, "text": "x" * (NOTE_LENGTH + 1)}, "web.error.note-long"),
    ({"card": 0, "text": 12}, "web.error.note"),
    ({"card": 0}, "web.error.note"),
    ({"card": "0", "text": "x"}, "web.error.note-card"),
    ({"card": True, "text": "x"}, "web.error.note-card"),
    ({"card": 0.0, "text": "x"}, "web.error.note-card"),
    ({"card": 49, "text": "x"}, "web.error.note-card"),  # still in the deck: no view names it
    ({"card": -1, "text": "x"}, "web.error.note-card"),
    ({"card": 10**12, "text": "x"}, "web.error.note-card"),
    ({"text": "x"}, "web.error.note-card"),
]


@pytest.mark.parametrize(("fields", "code"), BAD_NOTES)
def test_a_bad_note_is_refused_with_its_own_error_and_nothing_is_kept(fields: dict[str, Any], code: str) -> None:
    with client() as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        ws0.send_json({"type": "note", **fields})
        answer = ws0.receive_json()
        assert answer["type"] == "error" and answer["code"] == code, answer
        assert answer["message"] and answer["message"] != code
        table = http.app.state.hub.tables[table_id]
        assert table.notes == {} and http.app.state.hub.store.load_notes(table_id) == {}
        quiet(ws1)


def test_a_note_just_at_the_limit_is_kept_and_control_characters_are_spaces() -> None:
    with client() as http, started_hanabi(http) as (table_id, _tokens, ws0, _ws1):
        card = http.app.state.hub.tables[table_id].state.view(0)["hands"][0][0]["id"]
        text = "é" * NOTE_LENGTH  # characters, not bytes
        ws0.send_json({"type": "note", "card": card, "text": text})
        assert ws0.receive_json()["notes"] == {str(card): text}
        ws0.send_json({"type": "note", "card": card, "text": "a\x00b\u2028c"})
        assert ws0.receive_json()["notes"] == {str(card): "a b c"}


def test_spectators_and_tables_not_in_play_take_no_note() -> None:
    with client() as http:
        created = new_table(http, "hanabi", 2)
        table_id = created["table"]["id"]
        with http.websocket_connect(f"/ws/{table_id}") as ws:
            hello(ws, created["token"])
            ws.send_json({"type": "note", "card": 0, "text": "early"})
            assert ws.receive_json()["code"] == "web.error.not-playing"
    with client() as http, started_hanabi(http) as (table_id, _tokens, _ws0, _ws1):
        with http.websocket_connect(f"/ws/{table_id}") as spectator:
            hello(spectator, None)
            receive_type(spectator, "state")
            spectator.send_json({"type": "note", "card": 0, "text": "mine?"})
            assert spectator.receive_json()["code"] == "web.error.spectator"
        assert http.app.state.hub.tables[table_id].notes == {}


def test_a_game_without_notes_refuses_them() -> None:
    with client() as http:
        table_id, tokens = full_table(http, "regicide", 2)
        with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
            hello(ws0, tokens[0])
            hello(ws1, tokens[1])
            ws0.send_json({"type": "start"})
            receive_type(ws0, "state")
            ws0.send_json({"type": "note", "card": 0, "text": "x"})
            assert receive_type(ws0, "error")["code"] == "web.error.no-notes"


def test_a_flood_of_notes_is_cut_off_and_the_table_plays_on() -> None:
    burst = 40
    slow = replace(QUIET, limits=replace(QUIET.limits, rate=0.001, burst=burst, flood_drops=10_000))
    with client(settings=slow) as http, started_hanabi(http) as (table_id, _tokens, ws0, ws1):
        table = http.app.state.hub.tables[table_id]
        cards = sorted(noted_cards(table.state.view(0)))
        for n in range(burst + 60):
            ws0.send_json({"type": "note", "card": cards[n % len(cards)], "text": f"note {n}"})
        answers = []
        while not answers or answers[-1].get("code") != "web.error.flood":
            answers.append(ws0.receive_json())
            assert len(answers) <= burst
        assert {a["type"] for a in answers[:-1]} == {"notes"}
        # The rest was dropped unread: no more writes than the budget allowed, at most one per card.
        assert len(table.notes[0]) == len(cards) <= burst
        quiet(ws1)  # the other player is not disturbed


def test_notes_survive_a_restart_and_open_in_the_author_s_replay_only(db_url: str) -> None:
    db = db_url  # SQLite (a file) and PostgreSQL
    with client(db, SWIFT) as http, started_hanabi(http) as (table_id, tokens, ws0, ws1):
        table = http.app.state.hub.tables[table_id]
        card = table.state.view(0)["hands"][0][0]["id"]
        ws0.send_json({"type": "note", "card": card, "text": "Ann's secret"})
        ws0.receive_json()
    with client(db, SWIFT) as http:  # a new server on the same database
        with http.websocket_connect(f"/ws/{table_id}") as ws0, http.websocket_connect(f"/ws/{table_id}") as ws1:
            hello(ws0, tokens[0])
            state = receive_type(ws0, "state")
            assert ws0.receive_json() == {"type": "notes", "notes": {str(card): "Ann's secret"}}
            hello(ws1, tokens[1])
            receive_type(ws1, "state")
            quiet(ws1)
            ws0.send_json({"type": "resign"})  # ends the game for everyone (the host's default)
            while state["result"] is None:
                state = receive_type(ws0, "state")
        answer = http.post(f"/api/tables/{table_id}/notes", json={"token": tokens[0]})
        assert answer.status_code == 200 and answer.headers["cache-control"] == "no-store"
        assert answer.json() == {"seat": 0, "type": "notes", "notes": {str(card): "Ann's secret"}}
        assert http.post(f"/api/tables/{table_id}/notes", json={"token": tokens[1]}).json()["notes"] == {}
        for body in ({"token": "forged"}, {}, {"token": 5}):
            refused = http.post(f"/api/tables/{table_id}/notes", json=body)
            assert refused.status_code == 403 and refused.json()["error"] == "web.error.token"
        for seat in ("", "0", "1"):
            assert "Ann's secret" not in http.get(f"/api/tables/{table_id}/replay?seat={seat}").text
        assert "Ann's secret" not in http.get(f"/api/tables/{table_id}/record/parlour").text
        assert "Ann's secret" not in http.get(f"/api/tables/{table_id}/record/hanablive").text


@pytest.mark.parametrize(("seed", "spectators"), [(1, "all"), (2, "public"), (3, "all")])
def test_over_random_games_no_one_but_the_author_ever_gets_a_note(seed: int, spectators: str) -> None:
    """Three players and two spectators; at every turn a random seat writes a note on a random card
    it may note; every message every client gets is read, until the game ends."""
    rng = random.Random(seed)
    players = 3
    with client(settings=SWIFT) as http:
        table_id, tokens = full_table(http, "hanabi", players, spectators=spectators)
        sockets = [http.websocket_connect(f"/ws/{table_id}") for _ in range(players + 2)]
        opened = [s.__enter__() for s in sockets]
        try:
            for index, ws in enumerate(opened):
                hello(ws, tokens[index] if index < players else None)
            opened[0].send_json({"type": "start"})
            table = http.app.state.hub.tables[table_id]
            written: dict[int, set[str]] = {seat: set() for seat in range(players)}
            got: list[list[str]] = [[] for _ in opened]
            latest = [receive_type(ws, "state") for ws in opened]
            for turn in range(200):
                author = rng.randrange(players)
                card = rng.choice(sorted(noted_cards(table.state.view(author))))
                marker = f"NOTE-{author}-{turn}-{rng.randrange(10**9)}"
                written[author].add(marker)
                opened[author].send_json({"type": "note", "card": card, "text": marker})
                mover = next(i for i in range(players) if latest[i]["legal"])
                move = rng.choice(latest[mover]["legal"])["action"]
                opened[mover].send_json({"type": "act", "seq": latest[mover]["seq"], "action": move})
                for index, ws in enumerate(opened):
                    while True:
                        message = ws.receive_json()
                        got[index].append(json.dumps(message))
                        if message["type"] == "state":
                            latest[index] = message
                            break
                if latest[0]["result"] is not None:
                    break
            assert latest[0]["result"] is not None
            for index, ws in enumerate(opened):  # what is still on its way (a note told after the move)
                ws.send_json({"type": "ping"})
                while (message := ws.receive_json()) != {"type": "pong"}:
                    got[index].append(json.dumps(message))
            for index, texts in enumerate(got):
                seen = "\n".join(texts)
                for author, markers in written.items():
                    for marker in markers:
                        assert (marker in seen) == (author == index), (index, marker)
        finally:
            for s in reversed(sockets):
                s.__exit__(None, None, None)
