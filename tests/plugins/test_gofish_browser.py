"""Go Fish in a real browser: a newcomer creates a table against the memory bot, plays by clicking
the ask buttons to the end, and steps through the replay. Run with `pytest -m browser`."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import create_table, new_page, play_to_end, shot, start

pytestmark = pytest.mark.browser


def test_go_fish_is_played_to_the_end_in_the_browser_and_replayed(
    browser: Any, live_server: str, artifacts: Path
) -> None:
    page, errors = new_page(browser)
    table_id = create_table(page, live_server, "gofish", seats={1: "best"})
    start(page)
    page.get_by_test_id("turn").wait_for()
    board = page.get_by_test_id("board")
    assert board.get_by_test_id("deck").inner_text() == "Deck 38 cards"
    assert board.get_by_test_id("own-hand").get_by_test_id("card").count() >= 3  # a book may be dealt
    assert board.get_by_test_id("count-1").inner_text() in {"7 cards", "3 cards"}  # counted, never shown
    shot(page, artifacts, "gofish-playing")
    moves = play_to_end(page)
    assert moves > 0 and page.get_by_test_id("result").locator("li").count() >= 3
    assert "wins with" in page.get_by_test_id("result").inner_text()
    books = [page.get_by_test_id(f"books-{seat}").inner_text() for seat in (0, 1)]
    assert all(re.match(r"\d+ books?", text) for text in books)
    shot(page, artifacts, "gofish-result")

    assert page.get_by_test_id("replay-link").get_attribute("href") == f"/replay/{table_id}"
    page.get_by_test_id("replay-link").click()
    page.get_by_test_id("replay-position").wait_for()
    page.get_by_test_id("replay-next").click()
    page.wait_for_url(re.compile(r"move=1$"))
    assert "asks" in page.get_by_test_id("log").inner_text()
    page.get_by_test_id("replay-last").click()
    page.get_by_test_id("result").wait_for()
    shot(page, artifacts, "gofish-replay")
    assert errors == []
