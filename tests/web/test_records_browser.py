"""Profiles and leaderboards in a real browser, in the four languages, at desktop and phone sizes.

Finished games are put in the live server's database as an older release left them (tables, seats,
actions) and replayed into records by `records.backfill`, the function migration r0005 runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import insert, select

from parlour.engine import registry
from parlour.server import records
from parlour.server.store import accounts, actions, seats, tables
from tests.web.conftest import LIVE
from tests.web.test_browser import new_page, shot

pytestmark = pytest.mark.browser

LANGS = {
    "en": ("Statistics", "Leaderboards"),
    "fr": ("Statistiques", "Classements"),
    "es": ("Estadísticas", "Clasificaciones"),
    "zh-Hant": ("統計", "排行榜"),
}


def finished_game(
    table_id: str, game_id: str, players: int, sitting: list[tuple[int | None, str | None]], when: float
) -> None:
    """A game played to its end by the first legal move each time, stored as the server stores one."""
    game = registry.get(game_id)
    options = game.options_type.from_json({"players": players})
    state = game.new_state(options, seed=len(table_id) * 7919 + int(when))
    moves = []
    while not state.is_over():
        seat = state.next_to_ask()
        action = state.legal_actions(seat)[0]
        moves.append((seat, action.to_json()))
        state.apply(seat, action)
    store = LIVE["app"].state.hub.store
    with store.engine.begin() as conn:
        conn.execute(
            insert(tables).values(
                id=table_id,
                game=game_id,
                options=options.to_json(),
                seed=len(table_id) * 7919 + int(when),
                status="over",
                settings={},
                created=when,
                updated=when,
                private=False,
            )
        )
        for seat, (account, bot) in enumerate(sitting):
            conn.execute(
                insert(seats).values(
                    table_id=table_id, seat=seat, name="Dora" if account else None, bot=bot, account_id=account
                )
            )
        for idx, (seat, action) in enumerate(moves):
            conn.execute(insert(actions).values(table_id=table_id, idx=idx, seat=seat, action=action, at=when))
        records.backfill(conn)


@pytest.fixture
def dora(live_server: str) -> int:
    """Dora's account and her finished games (made once per server): Hanabi at two and three
    players, a Regicide solo, two Rent a Hero games against the strong and the random bot."""
    from argon2 import PasswordHasher

    store = LIVE["app"].state.hub.store
    with store.engine.connect() as conn:
        found = conn.execute(select(accounts.c.id).where(accounts.c.login == "dora")).scalar()
    if found is not None:
        return int(found)
    account = LIVE["app"].state.accounts.create("Dora", PasswordHasher().hash("dora's long secret"))
    for n in range(4):
        finished_game(
            f"rec-hanabi-{n}", "hanabi", 2 + n % 2, [(account.id, None)] + [(None, "simple")] * (1 + n % 2), 1.7e9 + n
        )
    finished_game("rec-regicide", "regicide", 1, [(account.id, None)], 1.7e9 + 10)
    for n in range(2):
        finished_game(
            f"rec-rah-{n}", "rentahero", 3, [(account.id, None), (None, "best"), (None, "random")], 1.7e9 + 20 + n
        )
    return account.id


def test_the_profile_and_leaderboards_in_four_languages(
    browser: Any, live_server: str, artifacts: Path, dora: int
) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/account")
    page.get_by_test_id("signin-name").fill("dora")
    page.get_by_test_id("signin-password").fill("dora's long secret")
    page.get_by_test_id("signin").click()
    page.get_by_test_id("signed-in-as").wait_for()
    page.get_by_test_id("my-profile").click()
    page.get_by_test_id("profile").wait_for()
    assert page.get_by_test_id("history-game").count() == 7
    assert page.get_by_test_id("stats-card").count() == 4  # hanabi 2 and 3 players, regicide, rent a hero
    assert page.locator("[data-testid=score-chart] rect.bar").count() >= 4
    # The variant in the catalogue's words (these games kept the engine's default: the printed rule).
    card = page.locator("[data-testid=stats-card][data-game=hanabi][data-players='2'] h3")
    assert card.inner_text() == "Hanabi · 2 players · Empty clues allowed (the printed rules)"
    replay = page.locator("[data-table='rec-rah-1'] [data-testid=history-replay]")
    assert replay.get_attribute("href") == "/replay/rec-rah-1?seat=0"  # from Dora's seat
    for lang, (stats, _leaders) in LANGS.items():
        page.get_by_test_id("lang-select").select_option(lang)
        page.wait_for_function(
            f"() => [...document.querySelectorAll('main h2')].some((e) => e.textContent === {stats!r})"
        )
        shot(page, artifacts, f"profile-{lang}")
    page.get_by_test_id("lang-select").select_option("en")
    page.get_by_test_id("to-leaders").click()
    page.get_by_test_id("leaders").wait_for()
    page.get_by_test_id("leaderboard").first.wait_for()
    boards = page.get_by_test_id("leaderboard")
    shown = {boards.nth(i).get_attribute("data-players") for i in range(boards.count())}
    assert {"2", "3"} <= shown, shown  # hanabi: 2 and 3 players (the other browser tests' games may add more)
    page.get_by_test_id("leaders-rentahero").click()
    page.wait_for_function("() => document.querySelectorAll('[data-testid=leader-row]').length === 3")
    for lang, (_stats, leaders) in LANGS.items():
        page.get_by_test_id("lang-select").select_option(lang)
        page.wait_for_function(f"() => document.querySelector('main h1').textContent === {leaders!r}")
        shot(page, artifacts, f"leaders-{lang}")
    # Private: to anyone else, the profile is as missing as an unknown name's (the switch sends the
    # session's CSRF token); public again for the phone tests.
    page.get_by_test_id("lang-select").select_option("en")
    page.goto(live_server + "/u/dora")
    page.get_by_test_id("private-profile").check()
    page.get_by_text("Your profile is now private.").wait_for()
    guest, guest_errors = new_page(browser)
    guest.goto(live_server + "/u/Dora")
    guest.get_by_test_id("profile-missing").wait_for()
    shot(guest, artifacts, "profile-private-to-others")
    page.get_by_test_id("private-profile").uncheck()
    page.get_by_text("Your profile is now public.").wait_for()
    guest.reload()
    guest.get_by_test_id("profile").wait_for()
    assert guest.get_by_test_id("privacy").count() == 0  # the switch is its owner's only
    assert all("404" in line for line in guest_errors)  # the refused profile's status only
    # Opening a replay from the history: Dora's seat.
    page.goto(live_server + "/u/dora")
    page.locator("[data-table='rec-hanabi-0'] [data-testid=history-replay]").click()
    page.wait_for_url("**/replay/rec-hanabi-0?seat=0**")
    assert errors == []


@pytest.mark.parametrize("lang", list(LANGS))
def test_profile_and_leaderboards_fit_a_phone(
    browser: Any, live_server: str, artifacts: Path, lang: str, dora: int
) -> None:
    page, errors = new_page(browser, locale=lang, width=360, height=740)
    page.goto(live_server + "/u/Dora")
    page.get_by_test_id("stats-card").first.wait_for()
    page.wait_for_function(
        f"() => [...document.querySelectorAll('main h2')].some((e) => e.textContent === {LANGS[lang][0]!r})"
    )
    shot(page, artifacts, f"profile-phone-{lang}")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    page.goto(live_server + "/leaders?game=hanabi")
    page.get_by_test_id("leaderboard").first.wait_for()
    shot(page, artifacts, f"leaders-phone-{lang}")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    assert errors == []
