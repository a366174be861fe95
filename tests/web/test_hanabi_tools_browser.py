"""Hanabi's table tools in Chromium: two people, one at a desk (1366×900), one on a phone (390×844).

Clue previews and empty clues said as such, a play confirmed (and a misclick cancelled), the cards
a clue touched ringed for both, a card's clue history, a private note that survives a reload and
shows in its author's replay only, the colour-blind mode remembered, the seat menu within its card.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import LIVE
from tests.web.test_browser import log_lines, new_page, shot, start

pytestmark = pytest.mark.browser

NOTE = "chop? keep"
FIREWORK_NOTE = "first up"


def wait_turn(page: Any) -> None:
    mine = "document.querySelector('[data-testid=turn].mine')"
    page.wait_for_function(f"() => {mine} && document.querySelector('[data-testid=move]:enabled')")


def grows(pages: list[Any], before: int) -> None:
    for page in pages:
        page.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length > {before}")


def play_a_card(ann: Any, bob: Any, table: Any) -> str:
    """Play on until a card lands on a firework: whoever is to move plays a card their partner sees
    is playable (clicking it, then its play in its sheet, confirmed), else gives a clue. Its suit."""
    pages = (ann, bob)
    for _turn in range(30):
        seat = table.state.view(None)["current"]
        page = pages[seat]
        wait_turn(page)
        seen = table.state.view(1 - seat)
        before = len(log_lines(page))
        playable = [slot for slot, c in enumerate(seen["hands"][seat]) if c["rank"] == seen["fireworks"][c["suit"]] + 1]
        if playable:
            page.get_by_test_id(f"hand-{seat}").get_by_test_id("hand-card").nth(playable[0]).click()
            page.get_by_test_id("card-sheet").get_by_test_id("card-moves").locator("[data-action*='\"play\"']").click()
            page.get_by_test_id("confirm-move").get_by_test_id("move").click()
            grows(list(pages), before)
            played = seen["hands"][seat][playable[0]]
            assert table.state.view(None)["fireworks"][played["suit"]] == played["rank"]
            return str(played["suit"])
        clues = page.locator("[data-testid=moves] button.move[data-action*=clue]:not(.empty-clue)")
        (clues.first if clues.count() else page.locator("[data-testid=moves] [data-action*=discard]").first).click()
        if page.get_by_test_id("confirm-move").count():
            page.get_by_test_id("confirm-move").get_by_test_id("move").click()
        grows(list(pages), before)
    raise AssertionError("no card was played")


def test_hanabi_table_tools(browser: Any, live_server: str, artifacts: Path) -> None:
    ann, ann_errors = new_page(browser, width=1366, height=900)
    bob, bob_errors = new_page(browser, width=390, height=844)

    # The home page at 1366 px: each seat's menu stays inside Hanabi's card.
    ann.goto(live_server + "/")
    form = ann.get_by_test_id("create-hanabi")
    form.get_by_test_id("players").select_option("5")
    card = ann.get_by_test_id("game-hanabi").bounding_box()
    for seat in range(1, 5):
        menu = form.get_by_test_id(f"seat-choice-{seat}").bounding_box()
        assert menu["x"] + menu["width"] <= card["x"] + card["width"], f"seat {seat + 1}'s menu leaves the card"
    # The browser starts from hanab.live's rule; the seed's empty clues are one switch away.
    switch = form.get_by_test_id("switch-empty_clues")
    assert not switch.is_checked()
    form.get_by_test_id("players").select_option("2")
    form.get_by_test_id("your-name").fill("Ann")
    form.get_by_test_id("seat-choice-1").select_option("")
    switch.check()
    form.get_by_test_id("table-rules-form").locator("summary").click()
    assert form.get_by_test_id("confirm-moves").is_checked(), "plays and discards are confirmed by default"
    shot(ann, artifacts, "hanabi-tools-home-desktop")
    form.get_by_test_id("create").click()
    ann.wait_for_url(re.compile(r"/t/[A-Za-z0-9_-]+$"))
    assert "plays and discards confirmed" in ann.get_by_test_id("sees-line").inner_text()
    table_id = ann.url.rsplit("/", 1)[1]
    bob.goto(ann.get_by_test_id("invite-link").input_value())
    bob.get_by_test_id("join-name").fill("Bob")
    bob.get_by_test_id("join").click()
    ann.locator("[data-testid=seat-1]", has_text="Bob").wait_for()
    start(ann)
    bob.get_by_test_id("board").wait_for()
    wait_turn(ann)

    # A clue's preview: hovering its button rings the cards it would touch in Bob's hand.
    clue = ann.locator("[data-testid=moves] button.clue-colour:not(.empty-clue)").first
    touches = int(re.search(r"touches (\d+) card", clue.inner_text()).group(1))
    clue.hover()
    assert ann.get_by_test_id("hand-1").locator(".hanabi-card.preview").count() == touches
    shot(ann, artifacts, "hanabi-tools-preview-desktop")
    empty = ann.locator("[data-testid=moves] button.empty-clue").first
    assert "touches no card (an empty clue)" in empty.inner_text()
    empty.hover()
    assert ann.locator("[data-testid=hand-1].preview-none").count() == 1

    # A misclick on a play is caught: the question, then Cancel, and nothing was sent.
    before = len(log_lines(ann))
    play = ann.locator("[data-testid=moves] [data-testid=move][data-action*='\"play\"']").first
    play.click()
    ann.get_by_test_id("confirm-move").wait_for()
    assert ann.get_by_test_id("hand-0").locator(".confirming").count() == 1
    ann.keyboard.press("Escape")  # the answer has the focus: Escape drops the move
    assert ann.get_by_test_id("confirm-move").count() == 0
    play.click()
    ann.get_by_test_id("confirm-no").click()
    assert ann.get_by_test_id("confirm-move").count() == 0 and len(log_lines(ann)) == before

    # Ann's clue: its cards ringed for both players until the next move, the move said on the board.
    clue.click()
    grows([ann, bob], before)
    for page in (ann, bob):
        assert page.get_by_test_id("hand-1").locator(".hanabi-card.touched").count() == touches
        assert page.get_by_test_id("last-move").inner_text().startswith("Last move: Ann told Bob")

    # Bob's clue back (on his phone); Ann opens a touched card: its clue history, what it can be.
    wait_turn(bob)
    before = len(log_lines(bob))
    bob.locator("[data-testid=moves] button[data-action*=clue-rank]:not(.empty-clue)").first.click()
    grows([ann, bob], before)
    touched = ann.get_by_test_id("hand-0").locator(".hanabi-card.touched").first
    touched.click()
    sheet = ann.get_by_test_id("card-sheet")
    assert re.search(r"Turn 2: Bob said it is \d", sheet.get_by_test_id("clue-history").inner_text())
    assert "possibilit" in sheet.get_by_test_id("can-be").inner_text()
    sheet.get_by_test_id("note-input").fill(NOTE)
    sheet.get_by_test_id("note-save").click()
    ann.get_by_test_id("card-note").wait_for()
    noted = touched.get_attribute("data-card")
    bob.evaluate("() => window.scrollTo(0, 0)")  # the hands in sight, the sheet's place below the fold
    bob.get_by_test_id("hand-0").locator(f"[data-card='{noted}']").click()  # Bob opens the same card
    assert bob.get_by_test_id("card-sheet").get_by_test_id("clue-history").count() == 1
    # On the phone the sheet opens below the hands: it is brought into sight.
    box = bob.get_by_test_id("card-sheet").bounding_box()
    assert box["y"] >= 0 and box["y"] + min(box["height"], 400) <= 844, "the sheet opens out of sight"
    assert NOTE not in bob.content(), "a note is its author's alone"
    shot(bob, artifacts, "hanabi-tools-sheet-phone")
    bob.get_by_test_id("lang-select").select_option("fr")  # the sheet in another language
    bob.get_by_test_id("card-sheet").get_by_text("Tour 2 : Bob a indiqué qu'elle est").wait_for()
    assert "Ce que Ann peut en déduire" in bob.get_by_test_id("can-be").inner_text()
    shot(bob, artifacts, "hanabi-tools-sheet-phone-fr")
    assert bob.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"

    # The colour-blind mode: a symbol on every card, remembered by the browser; the note survives a reload.
    ann.get_by_test_id("symbols-toggle").check()
    ann.reload()
    ann.get_by_test_id("board").wait_for()
    assert ann.get_by_test_id("symbols-toggle").is_checked()
    assert ann.get_by_test_id("hand-1").locator(".hanabi-card .rank .sym").count() == 5
    assert ann.get_by_test_id("fireworks").locator(".sym").count() == 5
    assert ann.get_by_test_id("card-note").inner_text() == NOTE
    ann.locator(f"[data-card='{noted}']").click()
    shot(ann, artifacts, "hanabi-tools-desktop")

    # A play confirmed reaches the table.
    wait_turn(ann)
    before = len(log_lines(ann))
    ann.locator("[data-testid=moves] [data-testid=move][data-action*='\"play\"']").first.click()
    ann.get_by_test_id("confirm-move").get_by_test_id("move").click()
    grows([ann, bob], before)
    assert re.match(r"Last move: Ann played", ann.get_by_test_id("last-move").inner_text())
    assert bob.get_by_test_id("hand-0").locator(".hanabi-card.touched").count() == 0, "the highlight lasts one move"
    shot(bob, artifacts, "hanabi-tools-phone")
    assert bob.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"

    # A card on a firework takes a note too: the first card played (by a click on it, its play in
    # its sheet), then Ann opens the firework, whose sheet lists the pile, and writes her note.
    suit = play_a_card(ann, bob, LIVE["app"].state.hub.tables[table_id])
    for page in (ann, bob):  # a sheet still open follows its card, which may be the one played
        if page.get_by_test_id("sheet-close").count():
            page.get_by_test_id("sheet-close").click()
    firework = ann.get_by_test_id(f"firework-{suit}")
    assert firework.evaluate("el => el.tagName") == "BUTTON"
    firework.focus()  # the keyboard reaches it
    ann.keyboard.press("Enter")
    sheet = ann.get_by_test_id("card-sheet")
    assert sheet.locator("h3").inner_text().startswith("Played: ")
    assert sheet.get_by_test_id("pile-card").count() == int(firework.locator("b").inner_text()[-1])
    sheet.get_by_test_id("note-input").fill(FIREWORK_NOTE)
    sheet.get_by_test_id("note-save").click()
    ann.get_by_test_id("fireworks").get_by_test_id("card-note").filter(has_text=FIREWORK_NOTE).wait_for()
    assert FIREWORK_NOTE in ann.get_by_test_id(f"firework-{suit}").get_attribute("aria-label")
    shot(ann, artifacts, "hanabi-tools-firework-note-desktop")
    bob.get_by_test_id(f"firework-{suit}").click()  # Bob's sheet of the same card: his own (empty) note
    assert bob.get_by_test_id("card-sheet").get_by_test_id("note-input").input_value() == ""
    assert FIREWORK_NOTE not in bob.content(), "a note is its author's alone"

    # The game ends; its replay shows Ann her note, and Bob none.
    ann.get_by_test_id("resign").click()
    ann.get_by_test_id("resign-yes").click()
    ann.get_by_test_id("result").wait_for()
    assert ann.locator("[data-testid=turns-left]").count() == 0
    for page, shows in ((ann, True), (bob, False)):
        page.goto(f"{live_server}/replay/{table_id}?seat=0&move=2")
        page.get_by_test_id("board").wait_for()
        note = page.locator("[data-testid=card-note]", has_text=NOTE)
        if shows:  # the author's notes come with the seat's key (a request of their own)
            note.wait_for()
        has_key = page.evaluate(f"() => localStorage.getItem('parlour.seat.{table_id}') !== null")
        assert (note.count() == 1) is shows, f"the page holds the seat's key: {has_key}"
        page.get_by_test_id("replay-last").click()  # the end: the firework's note is there too
        page.wait_for_function("() => document.querySelector('[data-testid=replay-last]').disabled")
        page.get_by_test_id(f"firework-{suit}").wait_for()
        firework_notes = page.get_by_test_id("fireworks").locator("[data-testid=card-note]", has_text=FIREWORK_NOTE)
        assert (firework_notes.count() == 1) is shows
    shot(ann, artifacts, "hanabi-tools-replay-desktop")
    # A game that ended in its last round says no more "last round" (the renderer given such a view).
    last_round = """async (url) => {
      const data = await (await fetch(url)).json();
      const { board } = await import("/games/hanabi/renderer.js");
      const ctx = { view: data.view, names: data.names, seat: 0, legal: [], ui: {}, table: "t", redraw() {} };
      const shown = (over) => {
        Object.assign(data.view, { over, turns_left: 1 });
        return board(ctx).querySelectorAll("[data-testid=turns-left]").length;
      };
      return [shown(false), shown(true)];
    }"""
    assert ann.evaluate(last_round, f"/api/tables/{table_id}/replay?seat=0") == [1, 0]
    assert ann_errors == [] and bob_errors == []
