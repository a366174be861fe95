"""Replays worth watching, in a real browser: the timeline, log lines that lead to their moment, the
keyboard, a shared replay two people watch together (the follower follows the leader, the lead
passes), and a hypothetical played on from a moment of the game as the live table is played (by clicking
cards: a play, confirmed, and a clue, previewed).

The game is played beforehand over the websocket (as a client would, without drawing it): the test
is about watching it.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any
from urllib.request import Request, urlopen

import pytest
from websockets.sync.client import connect

from tests.web.test_browser import new_page, shot

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}


def finished_hanabi(base: str) -> str:
    """A two-player Hanabi game, Ann against a bot, played to its end: its table id.

    Ann gives clues or discards when she may (a long game), as a client over the websocket."""
    body = {"game": "hanabi", "players": 2, "name": "Ann", "bots": {"1": "simple"}}
    request = Request(f"{base}/api/tables", json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urlopen(request) as response:
        created = json.load(response)
    table_id = created["table"]["id"]
    with connect(f"{base.replace('http', 'ws', 1)}/ws/{table_id}") as ws:
        ws.send(json.dumps({"type": "hello", "token": created["token"], "lang": "en"}))
        ws.send(json.dumps({"type": "start"}))
        while True:
            message = json.loads(ws.recv(timeout=60))
            if message["type"] != "state":
                continue
            if message["result"] is not None:
                return str(table_id)
            if message["legal"]:
                moves = [entry["action"] for entry in message["legal"]]
                safe = [m for m in moves if m["type"].startswith(("clue", "discard"))]
                time.sleep(0.11)  # within the server's 10 messages a second, as a browser's Link keeps
                ws.send(json.dumps({"type": "act", "seq": message["seq"], "action": (safe or moves)[0]}))


def at_move(page: Any, index: int) -> None:
    page.get_by_test_id("replay-position").filter(has_text=re.compile(rf"\b{index} of ")).wait_for()


def test_a_shared_replay_with_a_timeline_log_links_and_a_hypothetical(
    browser: Any, live_server: str, artifacts: Path
) -> None:
    table_id = finished_hanabi(live_server)
    ann, ann_errors = new_page(browser, **DESKTOP)
    ann.goto(f"{live_server}/replay/{table_id}?move=0")
    timeline = ann.get_by_test_id("timeline")
    total = int(timeline.get_attribute("max"))
    assert total > 20

    # The timeline, dragged with the mouse: the screens its moves bring never stop the drag.
    box = timeline.bounding_box()
    middle = box["y"] + box["height"] / 2
    ann.mouse.move(box["x"] + 4, middle)
    ann.mouse.down()
    for step in range(1, 11):
        ann.mouse.move(box["x"] + box["width"] * step / 20, middle, steps=3)
        ann.wait_for_timeout(60)
    ann.mouse.up()
    ann.wait_for_function(
        "() => new URL(location).searchParams.get('move') === document.querySelector('[data-testid=timeline]').value"
    )
    assert int(timeline.input_value()) >= total * 0.3  # about half way (the thumb has a width)
    # Set to a moment, it says the move and who made it.
    timeline.fill("12")
    ann.wait_for_url(re.compile(r"move=12$"))
    assert re.fullmatch(r"Move 12 of \d+: (Ann|Bot 2)", ann.get_by_test_id("replay-mover").inner_text())
    assert timeline.get_attribute("aria-valuetext") == ann.get_by_test_id("replay-mover").inner_text()
    # Every log line leads to its moment; the line of this moment is marked.
    links = ann.get_by_test_id("log-link")
    assert links.count() == 12
    links.nth(4).click()
    ann.wait_for_url(re.compile(r"move=5$"))
    assert ann.locator(".log-list li[aria-current=step]").count() == 1
    # The keyboard: ten moves on, the end, the start; "?" shows the shortcuts.
    ann.keyboard.press("PageDown")
    ann.wait_for_url(re.compile(r"move=15$"))
    ann.keyboard.press("End")
    ann.wait_for_url(re.compile(rf"move={total}$"))
    ann.keyboard.press("Home")
    ann.wait_for_url(re.compile(r"move=0$"))
    ann.keyboard.press("?")
    assert "Home / End" in ann.get_by_test_id("keys-list").inner_text()
    ann.keyboard.press("ArrowRight")
    ann.wait_for_url(re.compile(r"move=1$"))
    shot(ann, artifacts, "replay-timeline-desktop")

    # A shared replay: Ann opens it, Bob joins by its link on his phone and follows her.
    ann.get_by_test_id("share-start").click()
    ann.wait_for_url(re.compile(r"room="))
    link = ann.get_by_test_id("room-link").input_value()
    bob, bob_errors = new_page(browser, **PHONE)
    bob.goto(link)
    bob.get_by_test_id("follow-note").wait_for()
    assert bob.get_by_test_id("timeline").is_disabled() and bob.get_by_test_id("replay-next").is_disabled()
    ann.get_by_test_id("member").nth(1).wait_for()
    at_move(bob, 1)
    ann.get_by_test_id("timeline").fill("9")
    at_move(bob, 9)
    ann.get_by_test_id("log-link").nth(2).click()
    at_move(bob, 3)
    assert bob.get_by_test_id("log-link").count() == 0, "a follower's log lines lead nowhere"
    bob.get_by_test_id("replay-seat").select_option("0")  # Bob watches from Ann's seat: her cards hidden
    bob.wait_for_url(re.compile(r"seat=0&"))
    bob.locator("[data-testid=hand-0] .card.hidden-face").first.wait_for()
    assert bob.locator("[data-testid=hand-1] .card.hidden-face").count() == 0
    shot(bob, artifacts, "replay-shared-follower-phone")

    # The lead passes to Bob: now Ann follows him.
    ann.get_by_test_id("make-leader").click()
    bob.get_by_test_id("follow-note").wait_for(state="detached")
    bob.keyboard.press("ArrowRight")
    at_move(ann, 4)
    ann.get_by_test_id("follow-note").wait_for()
    bob.get_by_test_id("make-leader").click()
    ann.get_by_test_id("follow-note").wait_for(state="detached")

    # A hypothetical from move 4, played as the live table is: Ann (who leads) clicks a card of the
    # seat to move and plays it, confirmed; then a card of the other hand and gives a clue touching
    # it, its cards previewed; Bob, who follows, sees it happen and may not move.
    ann.get_by_test_id("hypo-start").click()
    bob.get_by_test_id("hypo-banner").wait_for()
    names = ["Ann", "Bot 2"]

    def to_move() -> int:
        turn = ann.get_by_test_id("hypo-turn").inner_text()
        return next(seat for seat, name in enumerate(names) if turn.startswith(name))

    def moved(count: int) -> None:
        for page in (ann, bob):
            banner = page.get_by_test_id("hypo-banner")
            banner.filter(has_text=re.compile(rf": {count} moves? played on from move 4")).wait_for()

    seat = to_move()
    ann.get_by_test_id(f"hand-{seat}").get_by_test_id("hand-card").nth(1).click()
    quick = ann.get_by_test_id("card-sheet").get_by_test_id("card-moves")
    offered = quick.locator("[data-action]").evaluate_all("bs => bs.map(b => b.dataset.action)")
    assert {json.loads(action)["type"] for action in offered} <= {"play", "discard"}
    quick.locator("[data-action*='\"play\"']").click()
    confirm = ann.get_by_test_id("confirm-move")
    assert re.fullmatch(rf"Play {names[seat]}'s card in slot 2\?", confirm.locator("p").inner_text())
    assert ann.get_by_test_id(f"hand-{seat}").locator(".confirming").count() == 1
    confirm.get_by_test_id("move").click()
    moved(1)
    seat = to_move()
    partner = ann.get_by_test_id(f"hand-{1 - seat}").get_by_test_id("hand-card").first
    partner.click()
    clue = ann.get_by_test_id("card-sheet").get_by_test_id("card-moves").locator("button.move").first
    touches = int(re.search(r"touches (\d+) card", clue.inner_text()).group(1))
    clue.hover()
    assert ann.get_by_test_id(f"hand-{1 - seat}").locator(".hanabi-card.preview").count() == touches >= 1
    clue.click()
    moved(2)
    assert bob.get_by_test_id(f"hand-{1 - seat}").locator(".hanabi-card.touched").count() == touches
    assert ann.locator(".board.hypothetical").count() == 1
    assert bob.locator(".log-list li.hypo-line").count() == 2
    assert bob.get_by_test_id("moves").count() == 0, "only the leader moves in a hypothetical"
    bob.get_by_test_id(f"hand-{seat}").get_by_test_id("hand-card").first.click()  # a follower's sheet: no moves
    assert bob.get_by_test_id("card-sheet").count() == 1 and bob.get_by_test_id("card-moves").count() == 0
    # A bot plays the other seat: Ann's move (from the move list, without the confirm step) brings its answer.
    ann.get_by_test_id("hypo-confirm").uncheck()
    ann.get_by_test_id("hypo-bots").select_option("0")
    if to_move() == 1:
        moved(3)
    ann.get_by_test_id("moves").get_by_test_id("move").first.click()
    assert ann.get_by_test_id("confirm-move").count() == 0
    bob.get_by_test_id("hypo-banner").filter(has_text=re.compile(r": [45] moves played on from move 4")).wait_for()
    shot(ann, artifacts, "replay-hypothetical-desktop")
    shot(bob, artifacts, "replay-hypothetical-phone")
    ann.get_by_test_id("hypo-end").click()
    bob.get_by_test_id("hypo-banner").wait_for(state="detached")
    at_move(bob, 4)

    # Alone again, Ann plays on from a moment: a shared replay of her own opens, in a hypothetical.
    ann.get_by_test_id("leave-room").click()
    ann.get_by_test_id("share-start").wait_for()
    ann.get_by_test_id("hypo-start").click()
    ann.get_by_test_id("hypo-banner").filter(has_text="0 moves played on from move 4").wait_for()
    assert ann.get_by_test_id("member").count() == 1
    # Bob, left alone in the first room, leads it now; in French, its words are French.
    bob.get_by_test_id("lang-select").select_option("fr")
    bob.get_by_test_id("replay-mover").filter(has_text=re.compile(r"^Coup 4 sur \d+ : ")).wait_for()
    assert bob.get_by_test_id("follow-note").count() == 0
    assert "Dans cette rediffusion partagée" in bob.inner_text("body")
    shot(bob, artifacts, "replay-shared-fr-phone")
    assert not ann_errors and not bob_errors, ann_errors + bob_errors
