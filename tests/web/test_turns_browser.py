"""Turn-based tables in a real browser: a host signed in makes a turn-based Hanabi table with the
form, a second account joins; when the move becomes the second account's, its open "My games" page
says so in the tab's title and with a Notification (Chromium grants the permission; the page asks
for it on a click), and lists the table under "Your move" with the time left: four languages, at
desktop and phone size; "Play" takes the seat in that browser."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import OPEN_PAGES, Errors, new_page, play_once, shot, sign_up

pytestmark = pytest.mark.browser

TITLES = {"en": "My games", "fr": "Mes parties", "es": "Mis partidas", "zh-Hant": "我的牌局"}
YOURS = {"en": "Your move", "fr": "À vous de jouer", "es": "Te toca", "zh-Hant": "輪到你了"}

# Every Notification the page makes, kept for the test (it is still made: the subclass calls the real one).
SPY = """
window.__notices = [];
if (window.Notification) {
  const Real = window.Notification;
  window.Notification = class extends Real {
    constructor(title, options) {
      super(title, options);
      window.__notices.push({ title, body: options && options.body });
    }
  };
}
"""


def phone_page(browser: Any, state: Any) -> tuple[Any, Errors]:
    context = browser.new_context(locale="en-GB", viewport={"width": 390, "height": 844}, storage_state=state)
    page = context.new_page()
    OPEN_PAGES.append(page)
    errors = Errors()
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    return page, errors


def test_my_games_and_the_notification_of_a_turn(browser: Any, live_server: str, artifacts: Path) -> None:
    ann, ann_errors = new_page(browser)
    sign_up(ann, live_server, "ann_turns")
    ann.goto(live_server + "/")
    form = ann.get_by_test_id("create-hanabi")
    form.get_by_test_id("your-name").fill("Ann")
    form.get_by_test_id("players").select_option("2")
    form.get_by_test_id("seat-choice-1").select_option("")  # a friend's seat, not a bot's
    form.get_by_test_id("table-rules-form").locator("summary").click()
    form.get_by_test_id("turn").select_option("1d")
    form.get_by_test_id("on-timeout").select_option("bot")
    form.get_by_test_id("create").click()
    ann.wait_for_url(re.compile(r"/t/[A-Za-z0-9_-]+$"))
    table_id = ann.url.rsplit("/", 1)[1]

    guest, guest_errors = new_page(browser, width=390, height=844)  # not signed in: asked to, not to type a name
    guest.goto(live_server + f"/t/{table_id}")
    guest.get_by_test_id("join-sign-in").wait_for()
    assert guest.locator("[data-testid=join-form]").count() == 0
    assert guest.get_by_test_id("join-sign-in-link").get_attribute("href") == "/account"
    assert guest_errors == []

    bob, bob_errors = new_page(browser)
    bob.add_init_script(SPY)
    sign_up(bob, live_server, "bob_turns")
    # Before joining, the table says it waits days: in the lobby's list and on its own page.
    bob.goto(live_server + "/")
    row = bob.locator(f"[data-testid=table-row][data-table='{table_id}']")
    assert row.get_by_test_id("turn-based").inner_text() == "1 day per move"
    bob.goto(live_server + f"/t/{table_id}")
    assert "1 day per move" in bob.get_by_test_id("sees-line").inner_text()
    joined = bob.evaluate(
        """async (id) => {
          const csrf = (await (await fetch('/api/account')).json()).csrf;
          const r = await fetch(`/api/tables/${id}/join`, {method: 'POST',
            headers: {'Content-Type': 'application/json', 'X-Parlour-CSRF': csrf},
            body: JSON.stringify({name: 'Bob'})});
          return [r.status, await r.text()];
        }""",
        table_id,
    )
    assert joined[0] == 200, joined
    bob.get_by_test_id("games-link").click()
    bob.get_by_test_id("my-games").wait_for()
    bob.get_by_test_id("games-others").wait_for()  # not started: waiting for the others
    # The permission is asked on a click, not at load: Chromium grants it when asked.
    bob.context.grant_permissions(["notifications"], origin=live_server)
    bob.get_by_test_id("notify").click()
    bob.get_by_test_id("notify-on").wait_for()

    ann.get_by_test_id("start").click()
    ann.get_by_test_id("board").wait_for()
    assert play_once(ann)  # Ann's move: now Bob's, whose My games page is open
    bob.evaluate("() => parlour.turns.poll()")  # the poll of every half minute, now
    bob.get_by_test_id("games-yours").wait_for()
    notices = bob.evaluate("() => window.__notices")
    assert notices == [{"title": "Your move at Parlour", "body": "Hanabi: it is your move."}]
    assert bob.title().startswith("(1) My games")
    row = bob.get_by_test_id("games-yours").get_by_test_id("my-game")
    assert row.get_attribute("data-table") == table_id
    assert row.get_by_test_id("time-left").inner_text() == "1 day left"
    for lang, title in TITLES.items():
        bob.get_by_test_id("lang-select").select_option(lang)
        bob.wait_for_function(f"() => document.querySelector('main h1').textContent === {title!r}")
        assert bob.get_by_test_id("games-yours").locator("xpath=preceding-sibling::h2[1]").inner_text() == YOURS[lang]
        assert bob.title().startswith("(1) ")
        shot(bob, artifacts, f"my-games-desktop-{lang}")
    phone, phone_errors = phone_page(browser, bob.context.storage_state())
    phone.goto(live_server + "/games")
    for lang, title in TITLES.items():
        phone.get_by_test_id("lang-select").select_option(lang)
        phone.wait_for_function(f"() => document.querySelector('main h1').textContent === {title!r}")
        phone.get_by_test_id("games-yours").wait_for()
        shot(phone, artifacts, f"my-games-phone-{lang}")
    width = phone.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390, f"the phone page scrolls sideways ({width}px)"
    # "Play" takes Bob's seat in this browser (claimed for the account) and opens his move.
    bob.get_by_test_id("lang-select").select_option("en")
    bob.get_by_test_id("open-game").click()
    bob.wait_for_url(re.compile(f"/t/{table_id}$"))
    bob.get_by_test_id("board").wait_for()
    assert bob.get_by_test_id("turn-left").inner_text() == "1 day left"  # his deadline, at the table too
    shot(bob, artifacts, "turn-based-table-en")
    assert play_once(bob)
    assert ann_errors == [] and bob_errors == [] and phone_errors == []
