"""The rules companion over HTTP (rules pages, aid sheets, questions, the picker) and the rules the log cites."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.rentahero.companion.cites import HERO_POWERS
from parlour.rules import catalogue, cites, content, sheets
from parlour.rules.model import SEED_LANGUAGES
from parlour.server.companion import MAX_QUESTION
from tests.server.helpers import client, full_table, hello, receive_type


@pytest.fixture(scope="module")
def http(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """One app on a temporary SQLite file for the whole module (its question indexes are built once)."""
    db: Path = tmp_path_factory.mktemp("companion") / "parlour.db"
    with client(f"sqlite:///{db}") as test_client:
        yield test_client


def check_entry(item: dict[str, Any], lang: str) -> None:
    entry = catalogue.entry(item["id"])
    assert entry is not None, item["id"]
    assert item["kind"] == entry.kind and item["text"] == entry.say(lang) and item["text"]
    source = entry.source
    assert item["source"] == {
        "seed": source.seed,
        "ref": source.ref,
        "quote": source.quote,
        "lang": SEED_LANGUAGES[source.seed],
    }
    assert item["source"]["seed"] and item["source"]["ref"]


# -- rules pages and sheets -------------------------------------------------------------------


def test_rules_page_in_french(http: TestClient) -> None:
    response = http.get("/api/rules/hanabi?lang=fr")
    assert response.status_code == 200
    data = response.json()
    assert data["game"] == "hanabi" and data["lang"] == "fr"
    assert data["title"] == translate("rules.page.title", "fr", game="Hanabi")
    facts = {f["id"]: f for f in data["card"]["facts"]}
    assert facts["players"]["value"] == "2–5" and facts["players"]["label"] == "Joueurs"
    assert facts["minutes"]["known"] and "25" in facts["minutes"]["value"]
    assert facts["designer"]["value"] == "Antoine Bauza"
    assert data["card"]["sources"]
    sections = {s["id"]: s for s in data["sections"]}
    assert list(sections) == ["setup", "turn", "end", "variants"]
    assert sections["turn"]["title"] == translate("rules.section.turn", "fr")
    for section in data["sections"]:
        assert section["entries"], section["id"]
        for item in section["entries"]:
            assert item["kind"] == "rule"
            check_entry(item, "fr")
    ids = {item["id"] for s in data["sections"] for item in s["entries"]}
    assert {"hanabi.play.misfire", "hanabi.discard.tokens-full"} <= ids
    presets = data["variants"]["presets"]
    assert {"standard", "no-empty-clues", "bouquet-final"} <= {p["id"] for p in presets}
    assert all(p["label"] and "source" in p for p in presets)
    extras = {e["id"]: e for e in data["extras"]}
    assert {"faq", "mistake"} <= set(extras)
    for extra in extras.values():
        for item in extra["entries"]:
            assert item["question"]
            check_entry(item, "fr")
    items = data["sheets"]["items"]
    assert [i["id"] for i in items] == ["setup", "player", "turn"]
    assert [i["url"] for i in items] == [
        f"/api/rules/hanabi/sheets/{s}.pdf?lang=fr" for s in ("setup", "player", "turn")
    ]


def test_rules_page_language_from_accept_language(http: TestClient) -> None:
    data = http.get("/api/rules/regicide", headers={"accept-language": "es-ES,es;q=0.9"}).json()
    assert data["lang"] == "es" and data["title"] == translate("rules.page.title", "es", game="Regicide")


def test_sheet_urls_serve_pdfs(http: TestClient) -> None:
    for item in http.get("/api/rules/hanabi?lang=fr").json()["sheets"]["items"]:
        response = http.get(item["url"])
        assert response.status_code == 200
        assert response.headers["content-type"] == "application/pdf"
        name = sheets.file_name("hanabi", item["id"], "fr")
        assert f'filename="{name}"' in response.headers["content-disposition"]
        assert response.content.startswith(b"%PDF-")
        assert response.content == sheets.render("hanabi", item["id"], "fr")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_unknown_game_is_404_in_the_requested_language(http: TestClient, lang: str) -> None:
    for url in (f"/api/rules/chess?lang={lang}", f"/api/rules/chess/sheets/setup.pdf?lang={lang}"):
        response = http.get(url)
        assert response.status_code == 404
        assert response.json() == {
            "error": "web.error.unknown-game",
            "message": translate("web.error.unknown-game", lang),
        }
    assert len({translate("web.error.unknown-game", lang) for lang in LANGUAGES}) == 4


def test_unknown_sheet_is_404(http: TestClient) -> None:
    response = http.get("/api/rules/regicide/sheets/poster.pdf?lang=es")
    assert response.status_code == 404
    assert response.json()["error"] == "web.error.unknown-sheet"
    assert response.json()["message"] == translate("web.error.unknown-sheet", "es")


def test_rules_page_is_served_as_html(http: TestClient) -> None:
    response = http.get("/rules/hanabi")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert "<html" in response.text.lower()


# -- the rule at work ---------------------------------------------------------------------------


def test_rule_example_is_one_seats_view_built_by_the_engine(http: TestClient) -> None:
    from parlour.rules.scenarios import run, scenarios

    rule = "hanabi.discard.regain"
    response = http.get(f"/api/rules/hanabi/example/{rule}?lang=es")
    assert response.status_code == 200
    data = response.json()
    played = run("hanabi", scenarios("hanabi")[rule])
    seat = data["seat"]
    assert data["view"] == played.view and data["after"] == played.state.view(seat)
    assert all("suit" not in card for card in data["view"]["hands"][seat])  # the seat's own cards stay hidden
    assert data["outcome"]["refused"] is False and data["outcome"]["lines"]
    assert data["lang"] == "es" and data["move"]["text"].startswith(data["names"][seat])
    text = response.text
    assert '"seed"' not in text and '"deck"' not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rule_example_refusal_in_each_language(http: TestClient, lang: str) -> None:
    data = http.get(f"/api/rules/regicide/example/regicide.yield.solo?lang={lang}").json()
    assert data["outcome"] == {
        "refused": True,
        "message": translate("regicide.yield.solo", lang),
        "lines": [],
        "end": [],
    }
    assert data["after"] is None and data["view"]["players"] == 1


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("/api/rules/chess/example/chess.move.check", "web.error.unknown-game"),
        ("/api/rules/hanabi/example/hanabi.setup.players", "rules.example.none"),  # set-up: no scenario
        ("/api/rules/hanabi/example/regicide.yield.solo", "rules.example.none"),  # another game's rule
        ("/api/rules/hanabi/example/hanabi.faq.discard-eight-tokens", "rules.example.none"),
    ],
)
def test_rule_example_refusals(http: TestClient, path: str, code: str) -> None:
    response = http.get(path + "?lang=fr")
    assert response.status_code == 404 and response.json()["error"] == code
    assert response.json()["message"] == translate(code, "fr", id=path.rsplit("/", 1)[1])


def test_rules_page_says_which_rules_have_an_example(http: TestClient) -> None:
    from parlour.rules.scenarios import scenarios

    for game in ("hanabi", "regicide", "rentahero"):
        data = http.get(f"/api/rules/{game}?lang=en").json()
        flagged = {e["id"] for s in data["sections"] for e in s["entries"] if e["example"]}
        assert flagged == set(scenarios(game))
        for item in flagged:  # each opens
            assert http.get(f"/api/rules/{game}/example/{item}?lang=zh-Hant").status_code == 200


# -- questions --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("¿puedo jugar dos cartas a la vez?", "es"),
        ("peut-on défausser avec huit jetons bleus ?", "fr"),
        ("可以在八個藍色標記都在盒蓋裡時棄牌嗎", "zh-Hant"),
        ("can I discard when all eight blue tokens are in the lid?", "en"),
    ],
)
def test_ask_detects_the_language_and_answers(http: TestClient, question: str, lang: str) -> None:
    response = http.get("/api/ask", params={"q": question})
    assert response.status_code == 200
    data = response.json()
    assert data["lang"] == lang and data["question"] == question and data["known"] is True
    assert data["message"] == translate("rules.ask.answer", lang)
    assert 1 <= len(data["entries"]) <= 5
    for item in data["entries"]:
        check_entry(item, lang)


def test_ask_lang_sets_the_answers_language_not_the_search(http: TestClient) -> None:
    question = "can I discard when all eight blue tokens are in the lid?"
    data = http.get("/api/ask", params={"q": question, "lang": "fr"}).json()
    assert data["lang"] == "fr" and data["asked_in"] == "en" and data["known"] is True
    assert data["message"] == translate("rules.ask.answer", "fr")
    assert data["entries"][0]["id"] in {"hanabi.discard.tokens-full", "hanabi.faq.discard-eight-tokens"}
    for item in data["entries"]:
        check_entry(item, "fr")
    given = http.get("/api/ask", params={"q": "combos ?", "game": "regicide", "asked_in": "fr"}).json()
    assert given["asked_in"] == given["lang"] == "fr"


def test_ask_reads_shared_words_in_the_pages_language(http: TestClient) -> None:
    """Words every Latin language writes alike ("mode solo") are read in the page's language (its
    Accept-Language); a question whose words tell is still read in its own."""
    french = http.get("/api/ask", params={"q": "mode solo"}, headers={"Accept-Language": "fr"}).json()
    assert french["asked_in"] == french["lang"] == "fr"
    english = http.get("/api/ask", params={"q": "can I pass my turn?"}, headers={"Accept-Language": "fr"}).json()
    assert english["asked_in"] == english["lang"] == "en"


def test_ask_in_the_askers_variant_says_how_it_differs(http: TestClient) -> None:
    question = "Does the jester cancel the enemy's immunity?"
    table = http.get("/api/ask", params={"q": question, "game": "regicide"}).json()
    assert table["entries"][0]["id"] in {"regicide.jester.play", "regicide.faq.jester", "regicide.faq.immunity"}
    assert [d["variant"] for d in table["differs"]] == ["solo"]
    assert table["differs"][0]["entry"]["id"] in {"regicide.mistake.solo-jester-immunity", "regicide.faq.solo-jesters"}
    solo = http.get("/api/ask", params={"q": question, "game": "regicide", "players": "1"}).json()
    ids = [item["id"] for item in solo["entries"]]
    assert ids[0] in {"regicide.mistake.solo-jester-immunity", "regicide.faq.solo-jesters"}


def test_ask_within_a_game_and_off_topic(http: TestClient) -> None:
    data = http.get("/api/ask", params={"q": "can I discard?", "game": "regicide"}).json()
    assert data["game"] == "regicide" and data["entries"]
    assert all(item["game"] == "regicide" for item in data["entries"])
    off = http.get("/api/ask", params={"q": "what's the weather in Paris tomorrow?"}).json()
    assert off["known"] is False and off["message"] == translate("rules.ask.unknown", "en")


@pytest.mark.parametrize(
    ("params", "status", "code"),
    [
        ({"q": ""}, 400, "rules.ask.empty"),
        ({"q": "   "}, 400, "rules.ask.empty"),
        ({}, 400, "rules.ask.empty"),
        ({"q": "a" * (MAX_QUESTION + 1)}, 400, "web.error.too-big"),
        ({"q": "can I discard?", "game": "chess"}, 404, "web.error.unknown-game"),
        ({"q": "empty clue?", "game": "hanabi", "variant": "nope"}, 400, "rules.ask.variant"),
        ({"q": "empty clue?", "game": "hanabi", "players": "9"}, 400, "rules.ask.variant"),
        ({"q": "empty clue?", "game": "hanabi", "players": "x"}, 400, "rules.ask.variant"),
        ({"q": "empty clue?", "variant": "no-empty-clues"}, 400, "rules.ask.variant"),
    ],
)
def test_ask_refusals(http: TestClient, params: dict[str, str], status: int, code: str) -> None:
    response = http.get("/api/ask", params={**params, "lang": "fr"})
    assert response.status_code == status
    assert response.json() == {"error": code, "message": translate(code, "fr")}


def test_ask_at_the_length_limit_is_answered(http: TestClient) -> None:
    question = ("can I discard? " * 40)[:MAX_QUESTION]
    assert http.get("/api/ask", params={"q": question}).status_code == 200


# -- the picker -------------------------------------------------------------------------------


def test_pick_one_player(http: TestClient) -> None:
    data = http.get("/api/pick?players=1").json()
    assert data["wishes"] == {"players": 1, "minutes": None, "age": None}
    assert [(g["id"], g["fits"]) for g in data["games"]] == [
        ("regicide", True),
        ("hanabi", False),
        ("rentahero", False),
    ]
    assert all(g["card"]["facts"] and g["reasons"] for g in data["games"])


def test_pick_unknowns_in_chinese(http: TestClient) -> None:
    data = http.get("/api/pick?players=2&minutes=25&age=8&lang=zh-Hant").json()
    games = {g["id"]: g for g in data["games"]}
    assert [g["id"] for g in data["games"]][:2] == ["hanabi", "regicide"]
    assert games["regicide"]["fits"] and games["regicide"]["name"] == catalogue.game_name("regicide", "zh-Hant")
    assert sum(r.startswith("? ") for r in games["regicide"]["reasons"]) == 2


@pytest.mark.parametrize("query", ["players=abc", "players=-1", "minutes=1.5", "age=10000"])
def test_pick_malformed(http: TestClient, query: str) -> None:
    response = http.get(f"/api/pick?{query}&lang=es")
    assert response.status_code == 400
    assert response.json() == {"error": "web.error.malformed", "message": translate("web.error.malformed", "es")}


# -- the app's words and games ----------------------------------------------------------------


def test_text_carries_the_companion_words(http: TestClient) -> None:
    messages = http.get("/api/text?lang=zh-Hant").json()["messages"]
    for key in ("rules.ask.answer", "rules.ask.unknown", "rules.pick.none", "rules.section.faq", "rules.link"):
        assert messages[key] == translate(key, "zh-Hant"), key
    assert messages["rules.game.rentahero.name"] == "出租英雄"


def test_games_carry_their_card(http: TestClient) -> None:
    listed = http.get("/api/games?lang=fr").json()
    games = [g for g in listed if g["card"] is not None]  # a game without rules content has no card
    assert [g["id"] for g in games] == list(catalogue.game_ids())
    assert all(not g["rules"] and not g["blurb"] for g in listed if g["card"] is None)
    for game in games:
        facts = {f["id"]: f for f in game["card"]["facts"]}
        assert set(facts) == {"players", "minutes", "age", "year", "designer", "publisher"}
        assert facts["players"]["label"] == "Joueurs" and facts["players"]["known"]
    regicide = {f["id"]: f for f in games[1]["card"]["facts"]}
    assert not regicide["minutes"]["known"] and regicide["minutes"]["value"] == translate("rules.card.unknown", "fr")


# -- the rule each log line cites -------------------------------------------------------------


def not_a_one(view: dict[str, Any], seat: int) -> int | None:
    """A slot of `seat`'s hand (as another seat sees it) holding no 1: playing it on empty fireworks misfires."""
    for slot, card in enumerate(view["hands"][seat]):
        if card.get("rank") not in (None, 1):
            return slot
    return None


def test_log_lines_cite_catalogue_rules() -> None:
    with client() as app:
        table_id, tokens = full_table(app, "hanabi", 2)
        with app.websocket_connect(f"/ws/{table_id}") as ws0, app.websocket_connect(f"/ws/{table_id}") as ws1:
            hello(ws0, tokens[0])
            hello(ws1, tokens[1], "fr")
            ws0.send_json({"type": "start"})
            first = receive_type(ws0, "state")
            seen_by_1 = receive_type(ws1, "state")
            slot = not_a_one(seen_by_1["view"], 0)
            if slot is None:  # five 1s in one hand: about one deal in thousands
                pytest.skip("seat 0 holds only 1s")
            ws0.send_json({"type": "act", "seq": first["seq"], "action": {"type": "play", "slot": slot}})
            after0 = receive_type(ws0, "state")
            after1 = receive_type(ws1, "state")
            ws1.send_json(
                {"type": "act", "seq": after1["seq"], "action": {"type": "clue-rank", "target": 0, "rank": 1}}
            )
            receive_type(ws1, "state")
            clued = receive_type(ws0, "state")
    lines = [*after0["log"], *clued["log"]]
    assert lines and all("rule" in line for line in lines)
    for line in lines:
        assert catalogue.entry(line["rule"]) is not None, line
    assert after0["log"][-1]["rule"] == "hanabi.play.misfire"
    assert after1["log"][-1]["rule"] == "hanabi.play.misfire"  # the same rule, whoever reads
    assert clued["log"][-1]["rule"] == "hanabi.clue.touches-all"


@pytest.mark.parametrize(
    ("game", "events", "rule"),
    [
        ("hanabi", [{"kind": "play", "success": False}, {"kind": "draw"}], "hanabi.play.misfire"),
        ("hanabi", [{"kind": "play", "success": True, "token_regained": True}], "hanabi.play.five-bonus"),
        ("hanabi", [{"kind": "play", "success": True, "token_regained": False}], "hanabi.play.extends"),
        ("hanabi", [{"kind": "clue", "target": 1}], "hanabi.clue.touches-all"),
        ("hanabi", [{"kind": "discard"}, {"kind": "draw"}], "hanabi.discard.regain"),
        (
            "hanabi",
            [{"kind": "play", "success": False}, {"kind": "game-over", "reason": "strikes"}],
            "hanabi.end.strikes",
        ),
        ("hanabi", [{"kind": "game-over", "reason": "perfect"}], "hanabi.end.perfect"),
        ("hanabi", [{"kind": "draw"}], None),
        ("regicide", [{"kind": "play", "cards": ["KH"]}, {"kind": "defeat", "exact": True}], "regicide.defeat.exact"),
        ("regicide", [{"kind": "play", "cards": ["KH"]}, {"kind": "defeat", "exact": False}], "regicide.defeat.next"),
        ("regicide", [{"kind": "play", "cards": ["AH", "5C"]}], "regicide.companion.pair"),
        ("regicide", [{"kind": "play", "cards": ["5C"]}], "regicide.play.values"),
        ("regicide", [{"kind": "pay", "cards": ["5C"]}], "regicide.pay.enough"),
        ("regicide", [{"kind": "game-over", "end_reason": "won"}], "regicide.end.win"),
        ("regicide", [{"kind": "pay"}, {"kind": "game-over", "end_reason": "cannot-pay"}], "regicide.end.cannot-pay"),
        ("rentahero", [{"kind": "turn"}, {"kind": "power", "hero": 4}], "rentahero.dog.muzzle"),
        ("rentahero", [{"kind": "game-over", "end_reason": "six-heroes"}], "rentahero.end.six-heroes"),
        ("rentahero", [{"kind": "game-over", "end_reason": "deck-out"}], "rentahero.end.deck-out"),
        ("rentahero", [{"kind": "discard-wandering", "reason": "pyromaniac"}], "rentahero.pyromaniac.discard"),
        ("rentahero", [{"kind": "recruit"}], "rentahero.hold.recruit"),
    ],
)
def test_rule_of_events(game: str, events: list[dict[str, Any]], rule: str | None) -> None:
    assert cites.rule_of(game, events) == rule
    if rule is not None:
        assert catalogue.entry(rule) is not None, rule


@pytest.mark.parametrize(("hero", "rule"), sorted(HERO_POWERS.items()))
def test_rule_of_each_hero_power(hero: int, rule: str) -> None:
    assert cites.rule_of("rentahero", [{"kind": "power", "hero": hero}]) == rule
    assert catalogue.entry(rule) is not None and rule.startswith("rentahero.")


def test_every_rule_the_log_may_cite_is_in_the_catalogue() -> None:
    reasons = ["strikes", "perfect", "deck-out", "indispensable-discarded", "no-legal-action", "won", "cannot-pay"]
    reasons += ["cannot-act", "six-heroes", "no-cards", "pyromaniac", "dog-trainer"]
    found = set(HERO_POWERS.values())
    for table in map(content.cites, catalogue.game_ids()):
        for kind, how in table.items():
            events: list[dict[str, Any]] = [
                {"kind": kind, "success": False},
                {"kind": kind, "success": True, "token_regained": True},
                {"kind": kind, "success": True, "token_regained": False},
                {"kind": kind, "exact": True, "cards": ["AH", "2C"]},
                {"kind": kind, "exact": False, "cards": ["2C"]},
                *({"kind": kind, "end_reason": r} for r in reasons),
                *({"kind": kind, "reason": r} for r in reasons),
            ]
            found |= {rule for rule in map(how, events) if rule}
    assert len(found) > 30
    missing = sorted(rule for rule in found if catalogue.entry(rule) is None)
    assert not missing, missing


# Turns that need no rule of their own: declining to react, and what a window's closing resolves
# (the power it resolves was cited when it was played).
QUIET_KINDS = {"decline", "window", "resolve", "muzzle", "refresh", "draw"}


@pytest.mark.parametrize(("game", "players", "seed"), [("hanabi", 2, 1), ("regicide", 2, 2), ("rentahero", 3, 3)])
def test_a_whole_game_cites_catalogue_rules_and_its_end(game: str, players: int, seed: int) -> None:
    """Play a seeded game with the simple bots: every turn's rule exists; the last one is the end's."""
    rules = registry.get(game)
    state = rules.new_state(rules.options_type.from_json({"players": players}), seed=seed)
    bots = [get_bot(game, "simple", seed + seat) for seat in range(players)]
    cited: list[str | None] = []
    uncited: set[str] = set()
    for _ in range(2000):
        if state.is_over():
            break
        seat = state.next_to_ask()
        action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
        events = [event.for_seat(seat) for event in state.apply(seat, action)]
        cited.append(cites.rule_of(game, events))
        if cited[-1] is None:
            uncited |= {str(event["kind"]) for event in events}
    assert state.is_over()
    found = {rule for rule in cited if rule is not None}
    assert len(found) >= 3
    assert all(catalogue.entry(rule) is not None for rule in found), sorted(found)
    last = cited[-1]
    assert last is not None and (".end." in last or last.startswith("hanabi.bouquet.")), last
    assert uncited <= QUIET_KINDS, sorted(uncited)


@pytest.mark.parametrize(
    ("from_deck", "rule"), [(False, "rentahero.send.requirement"), (True, "rentahero.send.from-deck")]
)
def test_rentahero_send_cites_a_rule(from_deck: bool, rule: str) -> None:
    cited = cites.rule_of("rentahero", [{"kind": "send", "seat": 0, "to": 1, "from_deck": from_deck}])
    assert cited == rule and catalogue.entry(cited) is not None


@pytest.mark.parametrize(("game", "players"), [("hanabi", 3), ("regicide", 2), ("rentahero", 4)])
@pytest.mark.parametrize("seed", range(4))
def test_the_rule_a_log_line_cites_is_the_same_for_every_seat_and_a_spectator(
    game: str, players: int, seed: int
) -> None:
    """A log line's `rule` is read from the events as its reader got them; it must say nothing a
    spectator could not know: over random games, every seat's turn cites what the spectator's does."""
    import random

    rules = registry.get(game)
    state = rules.new_state(rules.options_type.from_json({"players": players}), seed=seed)
    rng = random.Random(seed)
    for _ in range(1500):
        if state.is_over():
            break
        seat = rng.choice(sorted(state.to_act()))
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        public = cites.rule_of(game, [event.for_seat(None) for event in events])
        for reader in range(players):
            assert cites.rule_of(game, [event.for_seat(reader) for event in events]) == public
