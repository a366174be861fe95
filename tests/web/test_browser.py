"""The web client in a real browser: create, join, play to the end, reload, switch language, watch.

Every move is made by clicking what a player would click. Run with `pytest -m browser tests/web`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

STEP_TIMEOUT = 20_000  # ms to wait for the table to come back to us

# What the page offers now: the end, a Regicide card selection, or move buttons.
READY = """() => {
  if (document.querySelector('[data-testid=result]')) return 'over';
  if (document.querySelector('[data-testid=confirm-cards]')
      && document.querySelector('[data-testid=hand-card]:not([disabled])')) return 'cards';
  if (document.querySelector('[data-testid=move]:not([disabled])')) return 'move';
  return false;
}"""


OPEN_PAGES: list[Any] = []


class Errors(list[str]):
    """Console errors and uncaught exceptions of a page."""


@pytest.fixture(autouse=True)
def failure_screenshots(request: pytest.FixtureRequest, artifacts: Path) -> Iterator[None]:
    """When a test fails, keep a screenshot of every page it opened (then close them all)."""
    OPEN_PAGES.clear()
    yield
    report = getattr(request.node, "report_call", None)
    for number, page in enumerate(OPEN_PAGES):
        if report is not None and report.failed and not page.is_closed():
            page.screenshot(path=str(artifacts / f"FAILED-{request.node.name}-{number}.png"), full_page=True)
        page.context.close()
    OPEN_PAGES.clear()


def new_page(browser: Any, locale: str = "en-GB", width: int = 1280, height: int = 900) -> tuple[Any, Errors]:
    context = browser.new_context(locale=locale, viewport={"width": width, "height": height})
    page = context.new_page()
    OPEN_PAGES.append(page)
    page.set_default_timeout(STEP_TIMEOUT)
    errors = Errors()
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page, errors


def sign_up(page: Any, base: str, name: str, password: str = "a long enough secret") -> None:
    """Make an account on the account page; it is signed in."""
    _account_form(page, base, "signup", name, password)


def sign_in(page: Any, base: str, name: str, password: str) -> None:
    """Sign in to an account on the account page."""
    _account_form(page, base, "signin", name, password)


def _account_form(page: Any, base: str, form: str, name: str, password: str) -> None:
    page.goto(base + "/account")
    page.get_by_test_id(f"{form}-name").fill(name)
    page.get_by_test_id(f"{form}-password").fill(password)
    page.get_by_test_id(form).click()
    page.get_by_test_id("signed-in-as").wait_for()


def shot(page: Any, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def create_table(
    page: Any,
    base: str,
    game: str,
    name: str = "Ann",
    variant: str | None = None,
    players: int | None = None,
    seats: dict[int, str] | None = None,
    spectators: str | None = None,
) -> str:
    """Fill the home page's form for `game` and create the table: returns its id."""
    page.goto(base + "/")
    form = page.get_by_test_id(f"create-{game}")
    form.get_by_test_id("your-name").fill(name)
    if variant:
        form.get_by_test_id("variant").select_option(variant)
    if players:
        form.get_by_test_id("players").select_option(str(players))
    for seat, choice in (seats or {}).items():
        form.get_by_test_id(f"seat-choice-{seat}").select_option(choice)
    if spectators:
        form.get_by_test_id("table-rules-form").locator("summary").click()
        form.get_by_test_id("spectators").select_option(spectators)
    form.get_by_test_id("create").click()
    page.wait_for_url(re.compile(r"/t/[A-Za-z0-9_-]+$"))
    page.get_by_test_id("seats").wait_for()
    table_id: str = page.url.rsplit("/", 1)[1]
    return table_id


def start(page: Any) -> None:
    page.get_by_test_id("start").click()
    page.get_by_test_id("board").wait_for()


def play_once(page: Any, seen: set[str] | None = None) -> bool:
    """Make one move by clicking (wait for our turn first); False when the game is over.

    `seen` collects the test ids of optional things met on the way (a reaction window's countdown).
    """
    state = page.wait_for_function(READY, timeout=STEP_TIMEOUT).json_value()
    if state == "over":
        return False
    if seen is not None and page.locator("[data-testid=window-countdown]").count():
        text = page.get_by_test_id("window-countdown").inner_text()
        if re.search(r"\d", text):
            seen.add("window-countdown")
    if seen is not None and page.locator("[data-testid=rah-window]").count():
        said = page.get_by_test_id("rah-window").inner_text()
        # What opened the window is said in words, not as the engine's name for it ("(turned)").
        assert not re.search(r"\((turned|sent|passed|hint|duplicate|announce|power)\)", said), said
        seen.add("rah-window")
    if state == "cards":
        # Regicide: select cards in the hand one by one until the selection is a legal set.
        cards = page.locator("[data-testid=hand-card]")
        confirm = page.get_by_test_id("confirm-cards")
        for index in range(cards.count()):
            cards.nth(index).click()
            if confirm.is_enabled():
                confirm.click()
                return True
        page.get_by_test_id("clear-selection").click()
        if page.locator("[data-testid=move]:enabled").count() == 0:
            raise AssertionError("no card selection and no button is a legal move")
    page.locator("[data-testid=move]:enabled").first.click()
    confirm = page.locator("[data-testid=confirm-move] [data-testid=move]")  # a play asked once more (Hanabi)
    if confirm.count():
        confirm.click()
    return True


def play_to_end(page: Any, limit: int = 600, seen: set[str] | None = None) -> int:
    moves = 0
    while play_once(page, seen):
        moves += 1
        assert moves < limit, "the game did not end"
    return moves


def log_lines(page: Any) -> list[str]:
    lines: list[str] = page.locator("[data-testid=log] li").all_inner_texts()
    return lines


def my_turn(page: Any) -> bool:
    return bool(page.locator("[data-testid=turn].mine").count() and page.locator("[data-testid=move]:enabled").count())


GAMES = [
    pytest.param("hanabi", None, 2, {1: "best"}, id="hanabi-2p"),
    pytest.param("regicide", None, 1, {}, id="regicide-solo"),
    pytest.param("rentahero", None, 3, {1: "simple", 2: "simple"}, id="rentahero-3p"),
]


@pytest.mark.parametrize(("game", "variant", "players", "seats"), GAMES)
def test_newcomer_plays_a_game_against_bots_to_the_end(
    browser: Any,
    live_server: str,
    artifacts: Path,
    game: str,
    variant: str | None,
    players: int | None,
    seats: dict[int, str],
) -> None:
    page, errors = new_page(browser)
    table_id = create_table(page, live_server, game, variant=variant, players=players, seats=seats)
    assert page.get_by_test_id("invite-link").input_value().endswith(f"/t/{table_id}")
    assert page.get_by_test_id("watch-link").input_value().endswith(f"/t/{table_id}?watch=1")
    start(page)
    page.get_by_test_id("turn").wait_for()
    shot(page, artifacts, f"{game}-playing")
    seen: set[str] = set()
    moves = play_to_end(page, seen=seen)
    if game == "rentahero":
        assert "window-countdown" in seen, "a reaction window showed its countdown"
        assert "rah-window" in seen, "a reaction window said what opened it"
    result = page.get_by_test_id("result")
    assert moves > 0
    assert result.locator("li").count() >= 1, "the result lines are shown"
    assert page.get_by_test_id("replay-link").get_attribute("href") == f"/replay/{table_id}"
    record = page.request.get(live_server + page.get_by_test_id("record-link").get_attribute("href"))
    assert record.ok and record.json()["game"] == game
    if game == "hanabi":
        export = page.request.get(live_server + page.get_by_test_id("hanablive-link").get_attribute("href"))
        assert export.ok and "deck" in export.json()
    assert page.locator("[data-testid=moves]").count() == 0, "no moves once the game is over"
    shot(page, artifacts, f"{game}-result")

    # The replay: step through the moves with the buttons and the keyboard, from any seat.
    page.get_by_test_id("replay-link").click()
    position = page.get_by_test_id("replay-position")
    position.wait_for()
    total = int(re.findall(r"\d+", position.inner_text())[-1])
    assert total >= moves
    page.get_by_test_id("replay-next").click()
    page.wait_for_url(re.compile(r"move=1$"))
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"move=2$"))
    page.keyboard.press("ArrowLeft")
    page.wait_for_url(re.compile(r"move=1$"))
    page.get_by_test_id("replay-seat").select_option("0")
    page.wait_for_url(re.compile(r"seat=0&move=1$"))
    page.get_by_test_id("replay-last").click()
    page.get_by_test_id("result").wait_for()
    assert page.get_by_test_id("replay-next").is_disabled()
    page.get_by_test_id("replay-first").click()
    page.wait_for_url(re.compile(r"move=0$"))
    assert page.get_by_test_id("log").locator("li").count() <= 1
    shot(page, artifacts, f"{game}-replay")

    # The lobby lists the finished table with its replay.
    page.get_by_test_id("home-link").click()
    row = page.locator(f"[data-testid=table-row][data-table='{table_id}']")
    assert row.get_by_test_id("replay-table").get_attribute("href") == f"/replay/{table_id}"
    assert errors == []


def test_two_players_play_hanabi_together(browser: Any, live_server: str, artifacts: Path) -> None:
    host, host_errors = new_page(browser)
    guest, guest_errors = new_page(browser)
    table_id = create_table(host, live_server, "hanabi", name="Ann", players=2, seats={1: ""})
    invite = host.get_by_test_id("invite-link").input_value()
    assert host.get_by_test_id("start").is_disabled(), "a friend's seat is still empty"
    host.get_by_test_id("copy-invite").click()
    host.get_by_test_id("info").wait_for()
    # The host may give the empty seat to a bot, and take it back.
    host.get_by_test_id("bot-level-1").select_option("simple")
    host.get_by_test_id("give-bot-1").click()
    host.get_by_test_id("remove-bot-1").wait_for()
    assert host.get_by_test_id("start").is_enabled()
    host.get_by_test_id("remove-bot-1").click()
    host.get_by_test_id("give-bot-1").wait_for()

    guest.goto(invite)
    guest.get_by_test_id("join-name").fill("Bob")
    guest.get_by_test_id("join").click()
    guest.get_by_test_id("waiting-host").wait_for()
    host.locator("[data-testid=seat-1]", has_text="Bob").wait_for()
    shot(host, artifacts, "two-players-lobby")
    start(host)
    guest.get_by_test_id("board").wait_for()

    # Take turns: the first move by clicking a card of the partner's hand, then clues by button.
    made = 0
    pages = [host, guest]
    for _ in range(400):
        if made == 6:
            break
        mover = next((p for p in pages if my_turn(p)), None)
        if mover is None:
            host.wait_for_timeout(50)
            continue
        before = len(log_lines(mover))
        if made == 0:
            other = 1 if mover is host else 0
            mover.get_by_test_id(f"hand-{other}").get_by_test_id("hand-card").first.click()
            mover.get_by_test_id("card-moves").locator("[data-testid=move]").first.click()
        else:
            mover.locator("[data-testid=move][data-action*=clue]:enabled").first.click()
        made += 1
        for p in pages:
            p.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length > {before}")
    assert len(log_lines(host)) == len(log_lines(guest)) == 6
    host_names = host.locator("[data-testid=log] li").all_inner_texts()
    assert any("Bob" in line for line in host_names) and any("Ann" in line for line in host_names)
    # Each sees the other's cards but not their own.
    assert host.get_by_test_id("hand-0").locator(".seen").count() == 0
    assert host.get_by_test_id("hand-1").locator(".seen").count() == 5
    assert guest.get_by_test_id("hand-1").locator(".seen").count() == 0
    assert guest.get_by_test_id("hand-0").locator(".seen").count() == 5
    shot(host, artifacts, "two-players-host")
    shot(guest, artifacts, "two-players-guest")
    assert table_id in guest.url
    assert host_errors == [] and guest_errors == []


def test_reload_and_lost_connection_keep_the_seat(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    table_id = create_table(page, live_server, "hanabi", players=3, seats={1: "simple", 2: "simple"})
    start(page)
    for _ in range(2):
        page.wait_for_function(READY)
        before = len(log_lines(page))
        page.locator("[data-testid=move][data-action*=clue]:enabled").first.click()
        page.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length >= {before + 3}")
    page.wait_for_function(READY)
    own = page.get_by_test_id("hand-0").locator("[aria-label]").evaluate_all("els => els.map(e => e.ariaLabel)")
    seen = page.get_by_test_id("hand-1").locator("[aria-label]").evaluate_all("els => els.map(e => e.ariaLabel)")
    log = log_lines(page)
    assert len(log) >= 6

    page.reload()
    page.get_by_test_id("board").wait_for()
    page.wait_for_function(READY)
    assert page.url.endswith(f"/t/{table_id}")
    assert page.get_by_test_id("hand-0").locator("[aria-label]").evaluate_all("els => els.map(e => e.ariaLabel)") == own
    assert (
        page.get_by_test_id("hand-1").locator("[aria-label]").evaluate_all("els => els.map(e => e.ariaLabel)") == seen
    )
    assert log_lines(page) == log
    assert page.locator("[data-testid=spectating]").count() == 0
    assert page.get_by_test_id("turn").inner_text() == "Your turn"

    # The socket drops: a banner says so, the page reconnects by itself and play goes on.
    page.evaluate("() => window.parlour.page.link.ws.close()")
    page.get_by_test_id("reconnecting").wait_for(state="visible")
    shot(page, artifacts, "reconnecting")
    page.get_by_test_id("reconnecting").wait_for(state="hidden")
    page.wait_for_function(READY)
    before = len(log_lines(page))
    page.locator("[data-testid=move][data-action*=clue]:enabled").first.click()
    page.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length > {before}")
    shot(page, artifacts, "after-reload")
    assert errors == []


def test_language_switch_changes_the_words(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser, locale="fr-FR")
    page.goto(live_server + "/")
    form = page.get_by_test_id("create-hanabi")
    assert form.get_by_test_id("create").inner_text() == "Créer la table", "French from navigator.language"
    assert page.get_by_test_id("lang-select").input_value() == "fr"
    page.get_by_test_id("lang-select").select_option("zh-Hant")
    form.get_by_text("建立牌桌").wait_for()
    assert page.locator("html").get_attribute("lang") == "zh-Hant"
    assert "人" in page.get_by_test_id("game-hanabi").get_by_test_id("game-meta").inner_text()
    assert "煙火" in page.get_by_test_id("game-hanabi").inner_text(), "the blurb is translated too"
    # Each card wears its game's colour, from the game's own stylesheet (app.css names no game).
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('[data-testid=game-hanabi]')).borderTopColor"
        " === 'rgb(224, 123, 0)'"
    )
    assert page.locator("link[data-game-style]").count() == 3
    shot(page, artifacts, "home-zh-Hant")
    page.reload()
    page.get_by_test_id("create-hanabi").get_by_text("建立牌桌").wait_for()  # the choice is remembered

    create_table(page, live_server, "hanabi", name="安", players=2, seats={1: "simple"})
    assert page.get_by_test_id("start").inner_text() == "開始遊戲"
    start(page)
    page.wait_for_function(READY)
    assert page.get_by_test_id("turn").inner_text() == "輪到你了"
    page.locator("[data-testid=move][data-action*=clue]:enabled").first.click()
    page.wait_for_function("() => document.querySelectorAll('[data-testid=log] li').length >= 2")
    chinese = log_lines(page)
    page.wait_for_function(READY)

    page.get_by_test_id("lang-select").select_option("fr")
    page.get_by_test_id("turn").get_by_text("À vous de jouer").wait_for()
    page.get_by_test_id("moves").get_by_text("Vos coups").wait_for()
    page.wait_for_function(f"() => document.querySelector('[data-testid=log] li').innerText !== {chinese[0]!r}")
    french = log_lines(page)
    assert len(french) == len(chinese) and french != chinese, "the log is told again in French"
    assert "Feux" in page.get_by_test_id("board").inner_text() or "rouge" in page.get_by_test_id("board").inner_html()
    shot(page, artifacts, "table-fr")
    assert errors == []


SPECTATED = [
    pytest.param("hanabi", 2, {1: "simple"}, None, id="hanabi"),
    pytest.param("hanabi", 2, {1: "simple"}, "all", id="hanabi-every-hand"),
    pytest.param("regicide", 2, {1: "simple"}, None, id="regicide"),
    pytest.param("rentahero", 3, {1: "simple", 2: "simple"}, None, id="rentahero"),
]


@pytest.mark.parametrize(("game", "players", "seats", "spectators"), SPECTATED)
def test_spectator_link_is_read_only(
    browser: Any,
    live_server: str,
    artifacts: Path,
    game: str,
    players: int,
    seats: dict[int, str],
    spectators: str | None,
) -> None:
    host, host_errors = new_page(browser)
    table_id = create_table(host, live_server, game, players=players, seats=seats, spectators=spectators)
    watch = host.get_by_test_id("watch-link").input_value()
    assert watch.endswith(f"/t/{table_id}?watch=1")
    start(host)
    host.wait_for_function(READY)

    viewer, viewer_errors = new_page(browser, width=390, height=844)  # a phone
    viewer.goto(watch)
    viewer.get_by_test_id("board").wait_for()
    viewer.get_by_test_id("spectating").wait_for()
    assert viewer.locator("[data-testid=moves]").count() == 0
    # Nothing to play on the table; a card opens its sheet (its clues, what it can still be).
    cards = "[data-testid=hand-card], [data-testid=discarded]"
    assert viewer.locator(f"[data-testid=board] button:not({cards})").count() == 0
    if spectators == "all":
        # The host chose hanab.live's way: spectators see every hand.
        assert viewer.get_by_test_id("hand-0").locator(".seen").count() == 5
        assert viewer.get_by_test_id("hand-1").locator(".seen").count() == 5
    elif game == "hanabi":
        # By default, the public table only: no hand shows its cards.
        assert viewer.get_by_test_id("hand-0").locator(".seen").count() == 0
        assert viewer.get_by_test_id("hand-1").locator(".seen").count() == 0
    else:
        # Elsewhere public information only: no hand is shown card by card.
        assert viewer.locator("[data-testid=own-hand]").count() == 0
        assert host.locator("[data-testid=own-hand]").count() == 1
    before = len(log_lines(viewer))
    assert play_once(host)
    viewer.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length > {before}")
    assert viewer.locator("[data-testid=move]").count() == 0
    assert viewer.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    shot(viewer, artifacts, f"spectator-phone-{game}{'-' + spectators if spectators else ''}")
    # The host's own browser, sent the spectator link, opens the table from its seat.
    host.goto(watch)
    host.get_by_test_id("board").wait_for()
    assert host.locator("[data-testid=spectating]").count() == 0
    assert host_errors == [] and viewer_errors == []


def test_the_lobby_shows_older_tables_on_demand(browser: Any, live_server: str) -> None:
    page, errors = new_page(browser)
    made = []
    for _ in range(32):
        reply = page.request.post(
            live_server + "/api/tables", data={"game": "hanabi", "players": 2, "name": "Old", "bots": {}}
        )
        assert reply.ok
        made.append(reply.json()["table"]["id"])
    page.goto(live_server + "/")
    rows = page.get_by_test_id("tables").locator("[data-testid=table-row]")  # live tables, not finished games
    rows.first.wait_for()
    assert rows.count() == 30, "the newest 30 tables first"
    oldest = page.locator(f"[data-testid=table-row][data-table='{made[0]}']")
    assert oldest.count() == 0, "the 32nd newest table is on the next page"
    page.get_by_test_id("older-tables").click()
    oldest.wait_for()
    assert rows.count() > 30
    ids = [rows.nth(i).get_attribute("data-table") for i in range(rows.count())]
    assert len(ids) == len(set(ids)), "every table once"
    assert errors == []


def test_a_name_being_typed_survives_a_lobby_update(browser: Any, live_server: str) -> None:
    host, host_errors = new_page(browser)
    guest, guest_errors = new_page(browser)
    create_table(host, live_server, "hanabi", name="Ann", players=3, seats={1: "", 2: ""})
    guest.goto(host.get_by_test_id("invite-link").input_value())
    guest.get_by_test_id("join-name").fill("Bob")
    # The host seats a bot meanwhile: the guest's lobby is drawn again.
    host.get_by_test_id("bot-level-2").select_option("simple")
    host.get_by_test_id("give-bot-2").click()
    guest.locator("[data-testid=seat-2]", has_text="Bot 3").wait_for()  # the guest's lobby was redrawn
    assert guest.get_by_test_id("join-name").input_value() == "Bob"
    guest.get_by_test_id("join").click()
    guest.get_by_test_id("waiting-host").wait_for()
    assert host_errors == [] and guest_errors == []
