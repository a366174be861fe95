"""Temporary: screenshots for a look (not committed)."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import create_table, new_page, play_once, shot, start
from tests.web.test_replay_browser import finished_hanabi

pytestmark = pytest.mark.browser
SIZES = {"desk": (1366, 900), "phone": (390, 844)}


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_shots(browser: Any, live_server: str, artifacts: Path, lang: str) -> None:
    page, errors = new_page(browser, width=1366, height=900)
    page.goto(live_server + "/")
    page.get_by_test_id("lang-select").select_option(lang)
    create_table(page, live_server, "hanabi", players=3, seats={1: "simple", 2: "simple"})
    start(page)
    for _ in range(3):
        page.wait_for_function("() => document.querySelector('[data-testid=turn].mine') && document.querySelector('[data-testid=move]:not([disabled])')")
        page.locator("[data-testid=moves] button.move[data-action*=clue]:not(.empty-clue)").first.click()
        page.wait_for_timeout(500)
    page.wait_for_function("() => document.querySelector('[data-testid=turn].mine') && document.querySelector('[data-testid=move]:not([disabled])')")
    page.locator("[data-testid=hand-1] [data-testid=hand-card]").first.click()
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(300)
        shot(page, artifacts, f"look-table-{lang}-{size}")
    table_id = finished_hanabi(live_server)
    page.goto(f"{live_server}/replay/{table_id}?move=10")
    page.get_by_test_id("board").wait_for()
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(300)
        shot(page, artifacts, f"look-replay-{lang}-{size}")
    page.get_by_test_id("hypo-start").click()
    page.get_by_test_id("hypo-banner").wait_for()
    page.locator("[data-testid=hand-1] [data-testid=hand-card]").nth(1).click()
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(300)
        shot(page, artifacts, f"look-hypo-{lang}-{size}")
    assert not errors, errors
