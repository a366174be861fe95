"""Profiles and leaderboards in a real browser, in the four languages, at desktop and phone sizes.

Finished games are put in the live server's database as an older release left them (tables, seats,
actions) and replayed into records by `records.backfill`, the function migration r0005 runs.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import insert, select

from parlour.bots.base import get_bot
from parlour.engine import registry
from parlour.server import records
from parlour.server.store import accounts, actions, seats, tables
from tests.web.conftest import LIVE
from tests.web.test_browser import new_page, shot, sign_in

pytestmark = pytest.mark.browser

LANGS = {
    "en": ("Statistics", "Leaderboards"),
    "fr": ("Statistiques", "Classements"),
    "es": ("Estadísticas", "Clasificaciones"),
    "zh-Hant": ("統計", "排行榜"),
}


def finished_game(
    table_id: str,
    game_id: str,
    players: int,
    sitting: list[tuple[int | None, str | None]],
    when: float,
    bots_after: int | None = None,
    bot: str = "partner",
) -> float:
    """A game played to its end, stored as the server stores one; returns the first seat's score.
    The first legal move each time, or (`bots_after`) that many first legal moves, then every seat
    played by the game's `bot` (a person who makes a few hasty moves, then plays well)."""
    game = registry.get(game_id)
    options = game.options_type.from_json({"players": players})
    seed = len(table_id) * 7919 + int(when)
    state = game.new_state(options, seed=seed)
    bots = [] if bots_after is None else [get_bot(game_id, bot, seed + seat) for seat in range(players)]
    moves = []
    while not state.is_over():
        seat = state.next_to_ask()
        assert seat is not None
        legal = state.legal_actions(seat)
        if bots_after is None or len(moves) < bots_after:
            action = legal[0]
            remember = getattr(bots[seat], "remember", None) if bots else None
            if remember is not None:  # a bot with a memory is told the seat's moves it did not make
                remember(state.view(seat), action)
        else:
            action = bots[seat].choose(state.view(seat), legal)
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
    result = state.result()
    assert result is not None
    return float(result.scores[0])


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
    sign_in(page, live_server, "dora", "dora's long secret")
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


VERA_GAMES = 16


@pytest.fixture
def vera(live_server: str) -> dict[float, int]:
    """Vera's account and sixteen 2-player Hanabi games with the partner bot, a few hasty moves each
    and then good ones: scores spread as a club's are (most from the high teens to the twenties, a
    strike-out's 0 among them). Returns how many games ended at each score."""
    from argon2 import PasswordHasher

    store = LIVE["app"].state.hub.store
    with store.engine.connect() as conn:
        found = conn.execute(select(accounts.c.id).where(accounts.c.login == "vera")).scalar()
    account = (
        found if found is not None else LIVE["app"].state.accounts.create("Vera", PasswordHasher().hash("v" * 12)).id
    )
    scores: dict[float, int] = {}
    for n in range(VERA_GAMES):
        table_id = f"rec-vera-{n}"
        with store.engine.connect() as conn:
            kept = conn.execute(select(records.records.c.score).where(records.records.c.table_id == table_id)).scalar()
        if kept is None:
            sitting: list[tuple[int | None, str | None]] = [(account, None), (None, "partner")]
            score = finished_game(table_id, "hanabi", 2, sitting, 1.75e9 + n, bots_after=8 if n == 5 else n % 3)
        else:
            score = float(kept)
        scores[score] = scores.get(score, 0) + 1
    return scores


CHART = """() => {
  const chart = document.querySelector('[data-testid=stats-card][data-game=hanabi] [data-testid=score-chart]');
  const box = chart.getBoundingClientRect();
  const bars = [...chart.querySelectorAll('rect.bar')].map((r) => {
    const b = r.getBoundingClientRect();
    return {score: Number(r.dataset.score), games: Number(r.dataset.games), left: b.left, right: b.right,
            top: b.top, bottom: b.bottom, height: b.height};
  });
  const ticks = [...chart.querySelectorAll('text.tick')].map((t) => {
    const b = t.getBoundingClientRect();
    return {text: t.textContent, left: b.left, right: b.right, top: b.top, bottom: b.bottom};
  });
  return {box: {left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width}, bars, ticks};
}"""


@pytest.mark.parametrize("size", [(1366, 900), (390, 844)])
def test_the_score_chart_of_a_realistic_distribution(
    browser: Any, live_server: str, artifacts: Path, vera: dict[float, int], size: tuple[int, int]
) -> None:
    """The profile's chart of sixteen games' scores: one bar per score reached, as tall as its
    games, in order of score on a 0-25 axis, inside the card, with labels that never overlap."""
    assert len(vera) >= 5 and max(vera) >= 15, vera  # a spread, not one heap: the test means something
    page, errors = new_page(browser, width=size[0], height=size[1])
    page.goto(live_server + "/u/vera")
    page.get_by_test_id("stats-card").first.wait_for()
    shot(page, artifacts, f"profile-chart-{size[0]}")
    page.get_by_test_id("score-chart").first.screenshot(path=str(artifacts / f"profile-chart-only-{size[0]}.png"))
    chart = page.evaluate(CHART)
    bars, box = chart["bars"], chart["box"]
    assert {bar["score"]: bar["games"] for bar in bars} == vera
    assert [bar["score"] for bar in bars] == sorted(vera)
    assert all(a["right"] <= b["left"] for a, b in pairwise(bars)), "bars apart, in score order"
    assert all(box["left"] <= bar["left"] and bar["right"] <= box["right"] for bar in bars)
    most = max(vera.values())
    tallest = max(bar["height"] for bar in bars)
    for bar in bars:  # heights in proportion to the games, on one baseline
        assert abs(bar["height"] - tallest * bar["games"] / most) < 1.0, bar
        assert abs(bar["bottom"] - bars[0]["bottom"]) < 0.5
    ticks = chart["ticks"]
    shown = [t["text"] for t in ticks]
    assert str(most) in shown and "0" in shown and "25" in shown  # the axis: the most games, 0 to 25 points
    low = [t for t in ticks if t["top"] >= bars[0]["bottom"] - 1]  # the score labels under the axis
    assert all(a["right"] <= b["left"] for a, b in pairwise(low)), f"labels overlap: {low}"
    assert errors == []
