"""Bots in the browser, in four languages: the levels a host chooses from carry their measured
strength, and a bot's log line opens its reason, as that player may read it.

Screenshots (desktop 1366×900 and phone 390×844): `levels-<lang>-<size>.png` (the create-table
form, a seat's level chosen), `why-<lang>-<size>.png` (a Hanabi table, a bot's reason open).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from parlour.server import catalogue
from tests.web.conftest import LIVE
from tests.web.test_browser import create_table, new_page, play_once, shot, start

pytestmark = pytest.mark.browser

LOCALES = {"en": "en-GB", "fr": "fr-FR", "es": "es-ES", "zh-Hant": "zh-TW"}
SIZES = {"desktop": (1366, 900), "phone": (390, 844)}


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_create_table_form_shows_each_level_with_its_strength(
    browser: Any, live_server: str, artifacts: Path, lang: str
) -> None:
    page, errors = new_page(browser, LOCALES[lang], *SIZES["desktop"])
    page.goto(live_server + "/")
    form = page.get_by_test_id("create-hanabi")
    form.get_by_test_id("players").select_option("3")
    choice = form.get_by_test_id("seat-choice-1")
    offered = choice.locator("option").all_inner_texts()[1:]  # after "a friend"
    game = next(g for g in catalogue.games(lang) if g["id"] == "hanabi")
    assert offered == [f"{bot['label']} · {bot['strength']['3']}" for bot in game["bots"]]
    assert all(re.search(r"\d", text) for text in offered)
    choice.select_option("best")
    best = next(bot for bot in game["bots"] if bot["id"] == "best")
    note = form.get_by_test_id("level-strength").first  # what a phone's cut select still says
    assert note.inner_text() == best["strength"]["3"]
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        form.scroll_into_view_if_needed()
        form.screenshot(path=str(artifacts / f"levels-{lang}-{size}.png"))
    form.get_by_test_id("players").select_option("2")  # the figure follows the table's size
    assert choice.locator("option:checked").inner_text() == f"{best['label']} · {best['strength']['2']}"
    assert form.get_by_test_id("level-strength").first.inner_text() == best["strength"]["2"]
    assert not errors, errors


@pytest.mark.parametrize("lang", list(LOCALES))
def test_a_bots_log_line_opens_its_reason(browser: Any, live_server: str, artifacts: Path, lang: str) -> None:
    page, errors = new_page(browser, LOCALES[lang], *SIZES["desktop"])
    table_id = create_table(page, live_server, "hanabi", players=3, seats={1: "simple", 2: "simple"})
    start(page)
    for _ in range(2):  # our move, then the bots' two
        play_once(page)
    page.locator("[data-testid=log] [data-testid=why]").first.wait_for()
    hub = LIVE["app"].state.hub
    table = hub.get(table_id)
    history = table.state.history
    first_bot = next(i for i, turn in enumerate(history) if turn.seat != 0)
    expected = table.reasons[first_bot].shown_to(0).lines(lang, table.names(lang))
    why = page.locator("[data-testid=log] li").nth(first_bot).get_by_test_id("why")
    why.locator("summary").click()
    assert why.locator(".why-reason").inner_text() == expected[0]
    assert why.locator(".why-rejected li").all_inner_texts() == expected[1:]
    # Our own line has no reason; the open reason stays open when the next state redraws the log.
    assert page.locator("[data-testid=log] li").nth(0).get_by_test_id("why").count() == 0
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        toggle = page.get_by_test_id("log-toggle")  # a phone keeps the log in a sheet, one tap away
        if toggle.is_visible():
            toggle.click()
        why.scroll_into_view_if_needed()
        assert why.get_attribute("open") is not None and why.locator(".why-reason").is_visible()
        shot(page, artifacts, f"why-{lang}-{size}")
        if toggle.is_visible():
            toggle.click()
    play_once(page)
    page.wait_for_function("() => document.querySelectorAll('[data-testid=log] li').length > 4")
    assert page.locator("[data-testid=log] li").nth(first_bot).locator("details[open]").count() == 1
    assert not errors, errors
