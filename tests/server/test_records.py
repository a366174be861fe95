"""Records, profiles, ratings and leaderboards (parlour/server/records.py, profiles.py).

Games are played to their end through the websocket, as a browser plays them: the records are the
engine's result kept per seat, Rent a Hero's ratings move after a rated game only, a private profile
answers as an unknown name does, and no outlet names or shows a game still in progress.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from starlette.testclient import TestClient

from parlour.engine.state import Result
from parlour.server import records
from parlour.server.store import ratings
from tests.server.helpers import SWIFT, client, hello, play_out, receive_type
from tests.server.test_accounts import csrf, sign_up


def create(http: TestClient, game: str, players: int, bots: dict[str, str], **extra: Any) -> tuple[str, str]:
    response = http.post(
        "/api/tables",
        json={"game": game, "players": players, "name": "Ann", "bots": bots, **extra},
        headers=csrf(http) if http.get("/api/account").json()["account"] else {},
    )
    assert response.status_code == 200, response.text
    data = response.json()
    return str(data["table"]["id"]), str(data["token"])


def test_a_finished_hanabi_game_is_kept_on_the_profile_and_the_leaderboard() -> None:
    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        table_id, token = create(http, "hanabi", 2, {"1": "simple"})
        result = play_out(http, table_id, token)["result"]
        profile = http.get("/api/profile/ann").json()
        assert profile["name"] == "Ann" and profile["owner"] and not profile["private"]
        (game,) = profile["history"]
        assert (game["table"], game["seat"], game["game"], game["players"]) == (table_id, 0, "hanabi", 2)
        assert game["score"] == result["score"] and game["turns"] == result["turns"]
        assert game["with"] == [{"name": None, "bot": "simple", "account": False}]
        (stats,) = profile["stats"]
        assert stats["games"] == 1 and stats["best"] == result["score"] == stats["mean"]
        assert stats["distribution"] == {f"{float(result['score']):g}": 1}
        assert "rating" not in stats  # cooperative: a team record, no rating
        board = http.get("/api/leaderboards/hanabi").json()
        (two,) = board["boards"]
        assert two["players"] == 2 and two["rows"][0]["table"] == table_id
        assert two["rows"][0]["team"][0] == {"name": "Ann", "account": True}
        # The replay the history opens, from Ann's seat.
        assert http.get(f"/api/tables/{table_id}/replay?seat={game['seat']}").json()["seat"] == 0


def play_then_leave(http: TestClient, table_id: str, token: str, hasty: int) -> dict[str, Any]:
    """Start the table, make the seat's first legal move `hasty` times, then leave: its stand-in
    plays the rest (a person who starts carelessly and lets a good bot finish). The last screen."""
    with http.websocket_connect(f"/ws/{table_id}") as ws:
        hello(ws, token)
        ws.send_json({"type": "start"})
        message = receive_type(ws, "state")
        made = 0
        while message["result"] is None:
            if message["legal"] and made < hasty:
                ws.send_json({"type": "act", "seq": message["seq"], "action": message["legal"][0]["action"]})
                made += 1
                if made == hasty:
                    ws.send_json({"type": "leave"})
            message = receive_type(ws, "state", limit=500)
        return message


def test_the_score_distribution_of_several_games_is_the_profiles_chart() -> None:
    """Several Hanabi games of varied scores (a few careless moves, then the stand-in): the
    profile's distribution counts each score reached, and the chart's axis ends at 25."""
    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        scores: dict[str, int] = {}
        for hasty in (1, 2, 3, 1, 8, 2):
            table_id, token = create(http, "hanabi", 2, {"1": "simple"})
            score = play_then_leave(http, table_id, token, hasty)["result"]["score"]
            scores[f"{float(score):g}"] = scores.get(f"{float(score):g}", 0) + 1
        (stats,) = http.get("/api/profile/ann").json()["stats"]
        assert stats["distribution"] == scores and sum(scores.values()) == stats["games"] == 6
        assert stats["best"] == max(float(s) for s in scores) and stats["top"] == 25
        mean = sum(float(s) * n for s, n in scores.items()) / 6
        assert stats["mean"] == round(mean, 2)


def test_rent_a_hero_rates_accounts_and_bots_but_no_guest() -> None:
    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        table_id, token = create(http, "rentahero", 3, {"1": "simple", "2": "random"})
        result = play_out(http, table_id, token)["result"]
        winners = set(result["winners"])
        board = http.get("/api/leaderboards/rentahero").json()["boards"][0]["rows"]
        named = {row.get("name") or row["bot"]: row for row in board}
        assert set(named) == {"Ann", "simple", "random"} and all(row["games"] == 1 for row in board)
        by_seat = ["Ann", "simple", "random"]
        for seat, who in enumerate(by_seat):
            assert named[who]["wins"] == (1 / len(winners) if seat in winners else 0)
        won, lost = (named[by_seat[w]] for w in (min(winners), min(set(range(3)) - winners)))
        assert won["mu"] > lost["mu"]  # a winner's skill moves up past a loser's
        profile = http.get("/api/profile/Ann").json()
        assert profile["stats"][0]["rating"] == named["Ann"]["rating"] and profile["stats"][0]["rated_games"] == 1
        assert profile["history"][0]["rating"] is not None
        # A guest at the table: nobody is rated.
        http.cookies.clear()
        table_id, token = create(http, "rentahero", 3, {"1": "simple", "2": "random"})
        play_out(http, table_id, token)
        again = {
            row.get("name") or row["bot"]: row["games"]
            for row in http.get("/api/leaderboards/rentahero").json()["boards"][0]["rows"]
        }
        assert again == {"Ann": 1, "simple": 1, "random": 1}


def test_shared_wins_rank_together() -> None:
    """Two winners of a free-for-all share first place: equal ratings after equal ones before."""
    infos = [records.SeatInfo(i, i + 1, None) for i in range(3)]
    result = Result("scored", "deck", (1.0, 1.0, 0.0), {"winners": [0, 1], "turns": 9})
    with client() as http:
        store = http.app.state.hub.store  # type: ignore[attr-defined]
        from parlour.server.store import TableRow

        store.create_table(TableRow("shared", "rentahero", {"players": 3}, 1, "over", {}, 0.0))
        with store.engine.begin() as conn:
            records.write_records(conn, "shared", "rentahero", object.__new__(_Plain), result, infos)
            records.write_records(conn, "shared", "rentahero", object.__new__(_Plain), result, infos)  # once only
            rows = {row.player: row for row in conn.execute(select(ratings))}
        assert set(rows) == {"a:1", "a:2", "a:3"}
        assert rows["a:1"].mu == rows["a:2"].mu > rows["a:3"].mu and rows["a:1"].games == 1
        assert rows["a:1"].wins == rows["a:2"].wins == 0.5


def test_one_bot_at_two_seats_is_rated_once() -> None:
    """The strong bot against two random bots: "random" plays as two players of its rating, and its
    new rating is their mean; the game counts once for it."""
    infos = [
        records.SeatInfo(0, None, "best"),
        records.SeatInfo(1, None, "random"),
        records.SeatInfo(2, None, "random"),
    ]
    result = Result("scored", "deck", (1.0, 0.0, 0.0), {"winners": [0], "turns": 9})
    with client() as http:
        store = http.app.state.hub.store  # type: ignore[attr-defined]
        from parlour.server.store import TableRow

        store.create_table(TableRow("bots", "rentahero", {"players": 3}, 1, "over", {}, 0.0))
        with store.engine.begin() as conn:
            records.write_records(conn, "bots", "rentahero", object.__new__(_Plain), result, infos)
            rows = {row.player: row for row in conn.execute(select(ratings))}
        assert set(rows) == {"b:best", "b:random"}
        assert rows["b:random"].games == 1 and rows["b:random"].wins == 0 and rows["b:best"].wins == 1
        assert rows["b:best"].mu > 25 > rows["b:random"].mu


class _Plain:
    def describe(self) -> str:
        return "players=3"


def test_a_private_profile_shows_nothing_to_others() -> None:
    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        table_id, token = create(http, "hanabi", 2, {"1": "simple"})
        play_out(http, table_id, token)
        assert http.post("/api/account/profile", json={"private": True}).status_code == 403  # no CSRF token
        assert http.post("/api/account/profile", json={"private": True}, headers=csrf(http)).json() == {"private": True}
        assert http.get("/api/profile/ann").json()["history"]  # its owner still sees it
        other = TestClient(http.app)
        hidden, unknown = other.get("/api/profile/ann"), other.get("/api/profile/nobody")
        assert hidden.status_code == unknown.status_code == 404
        assert hidden.json() == unknown.json() and hidden.json()["error"] == "web.profile.not-found"
        team = other.get("/api/leaderboards/hanabi").json()["boards"][0]["rows"][0]["team"]
        assert team[0] == {"name": "Ann", "account": False}  # no link to a private profile
        http.post("/api/account/profile", json={"private": False}, headers=csrf(http))
        assert other.get("/api/profile/ann").json()["history"][0]["table"] == table_id


def test_leaderboards_order_hanabi_by_score_then_fewest_turns_and_regicide_by_gold() -> None:
    """Three Hanabi games of two (25 in 70 turns, 25 in 62, 24 in 50) and Regicide solo medals."""
    from parlour.engine import registry
    from parlour.server.store import SeatRow, TableRow

    with client() as http:
        sign_up(http, "Ann")
        ann = http.get("/api/account").json()["account"]["id"]
        other = TestClient(http.app)
        sign_up(other, "Bob")
        bob = other.get("/api/account").json()["account"]["id"]
        store = http.app.state.hub.store  # type: ignore[attr-defined]
        hanabi = registry.get("hanabi").options_type.from_json({"players": 2})
        regicide = registry.get("regicide").options_type.from_json({"players": 1})
        games: list[tuple[str, Any, Result, list[int | None]]] = [
            ("h70", hanabi, Result("won", "perfect", (25.0, 25.0), {"turns": 70}), [ann, None]),
            ("h62", hanabi, Result("won", "perfect", (25.0, 25.0), {"turns": 62}), [ann, None]),
            ("h50", hanabi, Result("scored", "deck", (24.0, 24.0), {"turns": 50}), [ann, None]),
            ("r1", regicide, Result("won", "won", (1.0,), {"turns": 40, "medal": "silver"}), [ann]),
            ("r2", regicide, Result("won", "won", (1.0,), {"turns": 40, "medal": "gold"}), [bob]),
            ("r3", regicide, Result("lost", "lost", (0.0,), {"turns": 40, "medal": None}), [ann]),
        ]
        for table_id, options, result, sitting in games:
            game_id = "hanabi" if options is hanabi else "regicide"
            sat = [SeatRow(i, "x", account=a, bot=None if a else "simple") for i, a in enumerate(sitting)]
            store.create_table(TableRow(table_id, game_id, options.to_json(), 1, "over", {}, 0.0, seats=sat))
            infos = [records.SeatInfo(i, a, None if a else "simple") for i, a in enumerate(sitting)]
            with store.engine.begin() as conn:
                records.write_records(conn, table_id, game_id, options, result, infos)
        (board,) = http.get("/api/leaderboards/hanabi").json()["boards"]
        assert [(r["table"], r["score"], r["turns"]) for r in board["rows"]] == [
            ("h62", 25, 62),
            ("h70", 25, 70),
            ("h50", 24, 50),
        ]
        (medals,) = http.get("/api/leaderboards/regicide").json()["boards"]
        assert medals["rows"] == [
            {"name": "Bob", "gold": 1, "silver": 0, "bronze": 0},
            {"name": "Ann", "gold": 0, "silver": 1, "bronze": 0},
        ]
        stats = {(s["game"], s["players"]): s for s in http.get("/api/profile/ann").json()["stats"]}
        assert stats[("hanabi", 2)]["perfect"] == 2 and stats[("hanabi", 2)]["best"] == 25
        assert stats[("hanabi", 2)]["mean"] == round(74 / 3, 2)
        assert stats[("regicide", 1)]["medals"] == {"silver": 1} and stats[("regicide", 1)]["wins"] == 1


def test_a_server_killed_before_keeping_the_records_keeps_them_on_restart(tmp_path: Any) -> None:
    from sqlalchemy import delete, update

    from parlour.server.store import records as records_table
    from parlour.server.store import tables

    db = f"sqlite:///{tmp_path / 'parlour.db'}"
    with client(db, SWIFT) as http:
        sign_up(http, "Ann")
        table_id, token = create(http, "hanabi", 2, {"1": "simple"})
        play_out(http, table_id, token)
        store = http.app.state.hub.store  # type: ignore[attr-defined]
        with store.engine.begin() as conn:  # as if killed after the last action was written
            conn.execute(delete(records_table).where(records_table.c.table_id == table_id))
            conn.execute(update(tables).where(tables.c.id == table_id).values(status="playing"))
        assert http.get("/api/profile/ann").json()["history"] == []
    with client(db, SWIFT) as http:
        assert [g["table"] for g in http.get("/api/profile/ann").json()["history"]] == [table_id]


def test_a_variant_is_named_in_words_never_as_raw_options() -> None:
    """The new-table form starts Hanabi without empty clues (a switch, hanab.live's rule): that game
    is the standard one, not "empty_clues=False"; a named variant is its catalogue name; the printed
    rule (the switch on) is the switch's name; what no name covers stays as its options."""
    assert records.variant_words("hanabi", "empty_clues=False") == []
    assert records.variant_words("hanabi", "") == [{"key": "rules.switch.hanabi.empty_clues"}]
    assert records.variant_words("hanabi", "sixth_suit=multicolour empty_clues=False") == [
        {"key": "rules.variant.hanabi.multicolour"}
    ]
    assert records.variant_words("hanabi", "empty_clues=False bouquet_final=True starting_player=1") == [
        {"key": "rules.variant.hanabi.bouquet-final"},
        {"text": "starting_player=1"},
    ]
    assert records.variant_words("rentahero", "") == []
    assert records.variant_words("rentahero", "hint_mode=requirement deck_out=reshuffle") == [
        {"key": "rules.variant.rentahero.original"}
    ]
    assert records.variant_words("nosuchgame", "x=1") == [{"text": "x=1"}]
    with client(settings=SWIFT) as http:
        sign_up(http, "Ann")
        table_id, token = create(http, "hanabi", 2, {"1": "simple"}, options={"empty_clues": False})
        play_out(http, table_id, token)
        (stats,) = http.get("/api/profile/ann").json()["stats"]
        assert stats["variant"] == "empty_clues=False" and stats["variant_words"] == []
        (board,) = http.get("/api/leaderboards/hanabi").json()["boards"]
        assert board["variant_words"] == []


def test_a_private_account_is_not_named_on_leaderboards_or_in_others_histories() -> None:
    """ "The leaderboards do not list you": a private account's seat shows the name typed at the
    table (which the game's public replay shows anyway), never the account's name, on the
    leaderboards and in the histories of the others at the table."""
    with client(settings=SWIFT) as http:
        sign_up(http, "secret_sam")
        created = http.post("/api/tables", json={"game": "hanabi", "players": 2, "name": "Sam"}, headers=csrf(http))
        table_id, sam_token = created.json()["table"]["id"], created.json()["token"]
        other = TestClient(http.app)
        sign_up(other, "open_olga")
        olga_token = other.post(f"/api/tables/{table_id}/join", json={"name": "Olga"}, headers=csrf(other)).json()[
            "token"
        ]
        assert http.post("/api/account/profile", json={"private": True}, headers=csrf(http)).json()["private"]
        with http.websocket_connect(f"/ws/{table_id}") as sam, other.websocket_connect(f"/ws/{table_id}") as olga:
            hello(sam, sam_token)
            hello(olga, olga_token)
            sam.send_json({"type": "start"})
            screens = [receive_type(sam, "state"), receive_type(olga, "state")]
            while screens[0]["result"] is None:
                for index, ws in enumerate((sam, olga)):
                    if screens[index]["legal"]:
                        ws.send_json(
                            {
                                "type": "act",
                                "seq": screens[index]["seq"],
                                "action": screens[index]["legal"][0]["action"],
                            }
                        )
                        break
                screens = [receive_type(sam, "state"), receive_type(olga, "state")]
        anyone = TestClient(http.app)
        boards = anyone.get("/api/leaderboards/hanabi").json()
        assert "secret_sam" not in str(boards)
        assert boards["boards"][0]["rows"][0]["team"][0] == {"name": "Sam", "account": False}
        history = anyone.get("/api/profile/open_olga").json()["history"]
        assert "secret_sam" not in str(history)
        assert history[0]["with"] == [{"name": "Sam", "bot": None, "account": False}]
