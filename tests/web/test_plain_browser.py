"""A game that ships no browser renderer is still played in the browser, from the plain board.

The bare game (tests/web/bare.py) has only its `Game`: no renderer, no words, no rules page. Its
table shows the seat's view as data and the legal moves as buttons; it is played to the end and
replayed by clicking, like any other game, with no error on the page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import (
    create_table,
    failure_screenshots,  # noqa: F401  (closes this module's pages, and keeps their screenshots)
    new_page,
    play_to_end,
    shot,
    start,
)

pytestmark = pytest.mark.browser


def test_a_game_without_a_renderer_is_played_from_its_move_list(
    browser: Any, live_server: str, artifacts: Path, bare_game: str
) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    card = page.get_by_test_id(f"game-{bare_game}")
    card.wait_for()
    assert card.get_by_test_id(f"rules-{bare_game}").count() == 0, "no rules page, so no rules link"
    table_id = create_table(page, live_server, bare_game, players=1)
    start(page)

    board = page.get_by_test_id("plain-board")
    board.wait_for()
    assert page.locator("[data-testid=table-rules]").count() == 0
    view = json.loads(page.get_by_test_id("plain-view").inner_text())
    assert view == page.evaluate("() => window.parlour.page.msg.view"), "the seat's view, as the server sent it"
    legal = page.evaluate("() => window.parlour.page.msg.legal")
    buttons = page.locator("[data-testid=move]")
    assert buttons.count() == len(legal) > 0, "every legal move is a button"
    assert [json.loads(a) for a in buttons.evaluate_all("els => els.map(e => e.dataset.action)")] == [
        entry["action"] for entry in legal
    ]
    groups = page.locator("[data-testid=move-group] legend").all_inner_texts()
    assert groups and set(groups) == {entry["group"] for entry in legal}
    shot(page, artifacts, "plain-playing")

    moves = play_to_end(page)
    assert moves > 0
    assert len(page.locator("[data-testid=log] li").all_inner_texts()) >= moves, "every move is in the log"
    result = page.get_by_test_id("result")
    assert result.locator("li").count() >= 1
    record = page.request.get(live_server + page.get_by_test_id("record-link").get_attribute("href"))
    assert record.ok and record.json()["game"] == bare_game
    assert result.locator("a[data-testid$=-link][href*='/record/']").count() == 1, "no foreign export: only ours"

    page.get_by_test_id("replay-link").click()
    page.get_by_test_id("replay-position").wait_for()
    page.get_by_test_id("plain-board").wait_for()
    page.get_by_test_id("replay-next").click()
    page.wait_for_url(re.compile(r"move=1$"))
    assert page.locator(".replay-page .rules-button").count() == 0
    assert page.get_by_test_id("board").get_by_test_id("plain-view").inner_text()
    page.get_by_test_id("home-link").click()
    page.locator(f"[data-testid=table-row][data-table='{table_id}']").wait_for()
    assert errors == []
