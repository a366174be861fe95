"""A table survives its people, in a real browser: leaving, resigning, stand-in bots, move clocks.

Two people (two browser contexts, so two browsers) share a Hanabi table; what each sees and
clicks is what a player would.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from parlour.server import hub as hub_module
from tests.web.conftest import LIVE
from tests.web.test_browser import READY, create_table, log_lines, new_page, play_once, start

pytestmark = pytest.mark.browser


def two_people(browser: Any, live_server: str) -> tuple[Any, Any, list[Any]]:
    """Ann hosts a 2-player Hanabi table, Bob joins by the invite link, Ann starts it."""
    host, host_errors = new_page(browser)
    create_table(host, live_server, "hanabi", name="Ann", players=2, seats={1: ""})
    guest, guest_errors = new_page(browser)
    guest.goto(host.get_by_test_id("invite-link").input_value())
    guest.get_by_test_id("join-name").fill("Bob")
    guest.get_by_test_id("join").click()
    guest.get_by_test_id("waiting-host").wait_for()
    start(host)
    guest.get_by_test_id("board").wait_for()
    return host, guest, [host_errors, guest_errors]


def lines_at_least(page: Any, count: int) -> None:
    page.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length >= {count}")


@contextlib.contextmanager
def limits(**changes: Any) -> Iterator[None]:
    """Tune the live server's limits for one test."""
    settings = LIVE["app"].state.hub.settings
    before = settings.limits
    settings.limits = replace(before, **changes)
    try:
        yield
    finally:
        settings.limits = before


@contextlib.contextmanager
def paced(seconds: float) -> Iterator[None]:
    """Tables made meanwhile have their bots (and stand-ins) wait `seconds` before each move."""
    settings = LIVE["app"].state.hub.settings
    before = settings.bot_delay
    settings.bot_delay = seconds
    try:
        yield
    finally:
        settings.bot_delay = before


def test_a_player_leaves_a_bot_plays_for_them_and_they_take_the_seat_back(browser: Any, live_server: str) -> None:
    host, guest, errors = two_people(browser, live_server)
    host.wait_for_function(READY)  # Ann moves first
    guest.get_by_test_id("leave").click()
    guest.get_by_test_id("leave-yes").click()  # asked once more before it happens
    banner = guest.get_by_test_id("stand-in")
    banner.wait_for()
    assert "you left" in banner.inner_text()
    host.get_by_test_id("person-1").get_by_text("a bot plays for them").wait_for()
    assert play_once(host)
    lines_at_least(host, 2)  # Bob's turn was played by his stand-in
    host.wait_for_function(READY)
    guest.get_by_test_id("take-back").click()
    banner.wait_for(state="detached")
    host.get_by_test_id("person-1").get_by_text("here").wait_for()
    before = len(log_lines(host))
    assert play_once(host)
    guest.wait_for_function(READY)  # Bob's own turn: nobody plays it for him now
    assert len(log_lines(guest)) == before + 1
    assert play_once(guest)
    assert errors == [[], []]


def test_a_resignation_ends_the_game_for_everyone(browser: Any, live_server: str) -> None:
    host, guest, errors = two_people(browser, live_server)
    guest.get_by_test_id("resign").click()
    guest.get_by_test_id("resign-no").click()  # changed their mind: nothing happens
    assert guest.locator("[data-testid=result]").count() == 0
    guest.get_by_test_id("resign").click()
    guest.get_by_test_id("resign-yes").click()
    for page in (host, guest):
        result = page.get_by_test_id("result")
        result.wait_for()
        assert "0" in result.inner_text()  # a terminated game scores 0, as on hanab.live
    assert errors == [[], []]


def test_a_person_gone_a_while_is_played_by_a_bot(browser: Any, live_server: str) -> None:
    with limits(away_after=1.0):
        host, guest, errors = two_people(browser, live_server)
        guest.context.close()  # Bob's browser is gone
        host.get_by_test_id("person-1").get_by_text("offline").wait_for()
        assert play_once(host)
        host.get_by_test_id("person-1").get_by_text("a bot plays for them").wait_for()
        lines_at_least(host, 2)
        host.wait_for_function(READY)
    assert errors[0] == []


def test_the_move_clock_runs_and_a_bot_plays_when_it_runs_out(
    browser: Any, live_server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub_module, "CLOCK_BASE", (1.0, 60.0))  # a clock short enough for a test
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    body = {"game": "hanabi", "players": 2, "name": "Ann", "bots": {"1": "simple"}, "clock": {"base": 3, "per_move": 0}}
    with paced(0.5):  # so the stand-in's game lasts while we look at it
        made = page.request.post(live_server + "/api/tables", data=body).json()
    seat = json.dumps({"seat": 0, "token": made["token"]})
    page.evaluate(f"() => localStorage.setItem('parlour.seat.{made['table']['id']}', {json.dumps(seat)})")
    page.goto(f"{live_server}/t/{made['table']['id']}")
    start(page)
    clock = page.get_by_test_id("clock-0")
    clock.wait_for()
    shown = clock.inner_text()
    page.wait_for_function(f"() => document.querySelector('[data-testid=clock-0]').innerText !== {shown!r}")
    banner = page.get_by_test_id("stand-in")  # Ann does not move: her time runs out
    banner.wait_for(timeout=15_000)
    assert "your time ran out" in banner.inner_text()
    lines_at_least(page, 2)  # her stand-in moved, then the bot
    page.get_by_test_id("take-back").click()
    banner.wait_for(state="detached")
    page.wait_for_function(READY)  # her move again
    assert errors == []


def test_a_table_whose_host_keeps_it_to_its_players(browser: Any, live_server: str) -> None:
    host, host_errors = new_page(browser)
    table_id = create_table(host, live_server, "hanabi", players=2, seats={1: "simple"}, spectators="none")
    assert host.locator("[data-testid=watch-link]").count() == 0  # no spectator link to hand out
    start(host)
    stranger, stranger_errors = new_page(browser)
    stranger.goto(f"{live_server}/")
    row = stranger.locator(f"[data-testid=table-row][data-table='{table_id}']")
    row.wait_for()
    assert row.locator("[data-testid=watch-table]").count() == 0
    assert "no spectators" in row.inner_text()
    stranger.goto(f"{live_server}/t/{table_id}?watch=1")
    stranger.get_by_test_id("table-notice").wait_for()
    assert stranger.locator("[data-testid=board]").count() == 0
    assert host_errors == [] and stranger_errors == []
