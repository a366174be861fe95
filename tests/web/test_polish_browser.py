"""The small things a player notices, in Chromium at desktop (1366×900) and phone (390×844) sizes.

Regicide's moves say what they will do on hover and focus, and no card spills over its edge; your
own log lines stand out only among other players'; the game's ending sits on a line of its own;
a wrong address gets a page that says so, with the way home; a latecomer by the invitation link
is told why they only watch; the picker's length says its unit; on a phone, nothing fixed on the
screen (the log's button above all) covers a control of any game's table or replay, at any scroll.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import READY, create_table, new_page, shot, start

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1366, 900), "phone": (390, 844)}

# Every Regicide card drawn by the game's own renderer, as a played set (small cards) and in a hand
# (full-size cards), with the Jack of Hearts as the enemy; then each card whose face spills over.
EVERY_CARD = """async () => {
  const { board } = await import("/games/regicide/renderer.js");
  const codes = ["*"];
  const ranks = ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"];
  for (const suit of "HDCS") for (const rank of ranks) codes.push(`${rank}${suit}`);
  const enemy = { card: "JH", health: 20, attack: 10, damage: 0, shield: 0, attack_now: 10, immune: "hearts" };
  const view = {
    players: 1, enemy, castle_left: 12, defeated: 0, tavern_size: 30, tavern_top: "10S", discard: [],
    table: codes.map((code) => [code]), hands: [{ count: codes.length, known: ["JH"], cards: codes }],
    max_hand: 8, solo_jesters: 2, signals: {}, chooser: null, phase: "play", current: 0, over: false,
  };
  const ctx = { view, names: ["Ann"], seat: 0, legal: [], ui: { selected: [] }, live: false, busy: false };
  const root = document.getElementById("app");
  root.replaceChildren(Object.assign(document.createElement("section"), { className: "table-page game-regicide" }));
  root.firstChild.append(board(ctx));
  const cards = [...root.querySelectorAll(".regicide-card")];
  const spilled = cards.filter((card) => {
    const box = card.getBoundingClientRect();
    return card.scrollWidth > card.clientWidth || [...card.children].some((part) => {
      const r = part.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5
        || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
    });
  }).map((card) => `${card.textContent}${card.classList.contains("mini") ? " (small)" : ""}`);
  const prompt = root.querySelector("[data-testid=prompt]").textContent;
  return { count: cards.length, spilled, prompt };
}"""


@pytest.mark.parametrize("size", SIZES)
def test_no_regicide_card_spills_over_its_edge(browser: Any, live_server: str, artifacts: Path, size: str) -> None:
    width, height = SIZES[size]
    page, errors = new_page(browser, width=width, height=height)
    page.goto(live_server + "/")
    page.get_by_test_id("create-regicide").wait_for()
    found = page.evaluate(EVERY_CARD)
    assert found["count"] >= 2 * 53 + 2, found  # each card small and full size, the enemy, the tavern's top
    assert found["spilled"] == [], found["spilled"]
    shot(page, artifacts, f"regicide-every-card-{size}")
    assert not errors, errors


@pytest.mark.parametrize(("locale", "prompt"), [("fr-FR", "À Ann de jouer"), ("es-ES", "Le toca a Ann")])
def test_the_regicide_prompt_starts_its_line_with_a_capital(
    browser: Any, live_server: str, locale: str, prompt: str
) -> None:
    page, errors = new_page(browser, locale=locale)
    page.goto(live_server + "/")
    page.get_by_test_id("create-regicide").wait_for()
    assert page.evaluate(EVERY_CARD)["prompt"] == prompt
    assert not errors, errors


@pytest.mark.parametrize("size", SIZES)
def test_a_regicide_move_says_what_it_will_do_on_hover_and_focus(
    browser: Any, live_server: str, artifacts: Path, size: str
) -> None:
    width, height = SIZES[size]
    page, errors = new_page(browser, width=width, height=height)
    create_table(page, live_server, "regicide", players=2, seats={1: "simple"})
    start(page)
    page.wait_for_function("() => document.querySelector('[data-testid=hand-card]:not([disabled])')")
    line = page.get_by_test_id("play-preview")
    page.mouse.move(0, 0)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=play-preview]').textContent.startsWith('Point at')"
    )
    entries = page.evaluate("() => window.parlour.page.msg.legal")
    said = {tuple(e["action"].get("cards", [e["action"]["type"]])): e.get("preview") for e in entries}
    card = page.locator("[data-testid=hand-card]").first
    code = card.get_attribute("data-card")
    card.hover()
    expected = said[(code,)]
    assert re.match(r"\d+ damage", expected) and "attack" in expected, expected
    assert line.inner_text() == expected
    shot(page, artifacts, f"regicide-preview-hover-{size}")
    page.mouse.move(0, 0)
    assert line.inner_text().startswith("Point at")
    yielding = page.locator("[data-testid=move]", has_text="Yield")
    yielding.focus()
    assert (
        line.inner_text()
        == said[("yield",)]
        == f"the enemy attacks for {page.evaluate('() => window.parlour.page.msg.view.enemy.attack_now')}"
    )
    assert yielding.get_attribute("aria-description") == said[("yield",)]
    card.click()  # a selection that is a legal play keeps its preview on show (a phone has no hover)
    page.mouse.move(0, 0)
    page.locator("body").focus()
    assert line.inner_text() == expected
    shot(page, artifacts, f"regicide-preview-selected-{size}")
    # Paying the damage: no move says what it will do, so no empty preview line stands there.
    page.get_by_test_id("confirm-cards").click()
    page.get_by_test_id("confirm-cards").filter(has_text=re.compile("^Pay")).wait_for()
    if not any(e.get("preview") for e in page.evaluate("() => window.parlour.page.msg.legal")):
        assert line.count() == 0, "an empty preview line"
    else:
        assert line.inner_text().strip(), "an empty preview line"
    assert not errors, errors


def test_own_lines_stand_out_only_among_other_players(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser, width=1366, height=900)
    create_table(page, live_server, "regicide", players=1)
    start(page)
    page.get_by_test_id("move").filter(has_text="Flip a jester").click()
    page.wait_for_function("() => document.querySelectorAll('[data-testid=log] li').length >= 1")
    assert page.locator("[data-testid=log] li.own").count() == 0, "alone, no line is set apart"
    weights = page.locator("[data-testid=log] li").evaluate_all(
        "(items) => items.map((li) => getComputedStyle(li).fontWeight)"
    )
    assert set(weights) == {"400"}, weights
    # Resigning alone ends the game: its ending is on a line of its own, under the last move.
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-yes").click()
    page.get_by_test_id("result").wait_for()
    last = page.locator("[data-testid=log] li").last
    text = last.inner_text().replace("\xa0", " ")  # the rule's § is held to the line's last word
    assert text.strip().splitlines()[-2:] == [
        "Ann gives up the game for everyone",
        "Defeat: a player gave up the game. 0/12 enemies defeated §",
    ], text
    shot(page, artifacts, "regicide-solo-log")
    assert not errors, errors

    page, errors = new_page(browser, width=1366, height=900)
    create_table(page, live_server, "regicide", players=2, seats={1: "simple"})
    start(page)
    page.get_by_test_id("move").filter(has_text="Yield").click()
    page.wait_for_function("() => document.querySelector('[data-testid=log] li.own')")
    assert page.locator("[data-testid=log] li.own").first.evaluate("(li) => getComputedStyle(li).fontWeight") == "600"
    assert not errors, errors


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/t/zzzzzzzz", "No such table"),
        ("/t/not.an.id", "No such table"),
        ("/t/zzzzzzzz/extra", "No such table"),
        ("/no/such/page", "Page not found"),
    ],
)
def test_a_wrong_address_says_so_and_shows_the_way_home(
    browser: Any, live_server: str, artifacts: Path, path: str, heading: str
) -> None:
    page, errors = new_page(browser, width=390, height=844)
    response = page.goto(live_server + path)
    notice = page.get_by_test_id("not-found")
    notice.wait_for()
    assert notice.locator("h1").inner_text() == heading
    assert response is not None and response.status == (404 if path.count("/") > 2 else 200)  # no route: 404
    page.get_by_test_id("go-home").click()
    page.get_by_test_id("create-regicide").wait_for()
    if path.endswith("extra"):
        french, _ = new_page(browser, locale="fr-FR", width=1366, height=900)
        french.goto(live_server + path)
        assert french.get_by_test_id("not-found").locator("h1").inner_text() == "Aucune table à cette adresse"
        shot(french, artifacts, "not-found-table-fr-desktop")
        shot(page, artifacts, "not-found-phone")
    assert [e for e in errors if "404" not in e] == [], errors


def test_a_latecomer_by_the_invitation_link_is_told_why_they_watch(
    browser: Any, live_server: str, artifacts: Path
) -> None:
    host, _ = new_page(browser)
    table_id = create_table(host, live_server, "regicide", players=2, seats={1: "simple"})
    start(host)
    assert host.get_by_test_id("watching-why").count() == 0, "the players are not told they watch"
    for size, (width, height) in SIZES.items():
        late, errors = new_page(browser, width=width, height=height)
        late.goto(f"{live_server}/t/{table_id}")
        why = late.get_by_test_id("watching-why")
        why.wait_for()
        assert "every seat is taken, so you are watching" in why.inner_text()
        assert late.get_by_test_id("new-table-link").get_attribute("href") == "/"
        late.get_by_test_id("board").wait_for()
        shot(late, artifacts, f"invite-late-{size}")
        assert not errors, errors
    # The spectator link says nothing of the sort: watching is what was asked for.
    watcher, _ = new_page(browser)
    watcher.goto(f"{live_server}/t/{table_id}?watch=1")
    watcher.get_by_test_id("board").wait_for()
    assert watcher.get_by_test_id("watching-why").count() == 0


def test_the_picker_says_the_unit_of_length_and_offers_one_regicide_rule_set_per_table(
    browser: Any, live_server: str
) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    assert page.locator("label[for=pick-minutes]").inner_text() == "Length (minutes)"
    variants = page.get_by_test_id("create-regicide").get_by_test_id("variant").locator("option").all_inner_texts()
    assert "Solo" not in variants and len(variants) == len(set(variants)), variants
    assert not errors, errors


# Every control on the page (buttons, links drawn as buttons, fields, cards) that something drawn
# over the page covers, with what covers it: the log's button (wherever it is) and whatever is
# fixed or sticky (a toast and the keys just typed are passing notices, left out), checked with
# bounding boxes at every scroll position from the top of the page to its bottom, 24 px apart.
COVERED = """async () => {
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const kinds = "button, a.button, select, input, textarea, .card, .mini-card, .firework";
  const controls = [...document.querySelectorAll(kinds)].filter(seen);
  const floating = () => [...document.querySelectorAll("body *")].filter((el) =>
    (["fixed", "sticky"].includes(getComputedStyle(el).position) || el.dataset.testid === "log-toggle")
    && !el.closest(".toasts, .keys-typed, dialog") && seen(el));
  const out = new Set();
  const height = document.documentElement.scrollHeight;
  for (let y = 0; ; y += 24) { // less than any control's height: none passes under unseen
    scrollTo(0, Math.min(y, height));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const over of floating()) {
      const a = over.getBoundingClientRect();
      for (const el of controls) {
        if (el === over || over.contains(el) || el.contains(over)) continue;
        const b = el.getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1 && b.bottom > 0 && b.top < innerHeight) {
          const what = `${el.dataset.testid || el.className} "${el.textContent.trim().slice(0, 30)}"`;
          out.add(`${over.dataset.testid || over.className} covers ${what} at scroll ${scrollY}`);
        }
      }
    }
    if (y >= height) break;
  }
  scrollTo(0, 0);
  return [...out];
}"""

PHONE_GAMES = [
    pytest.param("hanabi", 2, {1: "simple"}, id="hanabi"),
    pytest.param("regicide", 1, {}, id="regicide"),
    pytest.param("rentahero", 3, {1: "simple", 2: "simple"}, id="rentahero"),
]


@pytest.mark.parametrize(("game", "players", "seats"), PHONE_GAMES)
def test_on_a_phone_nothing_covers_a_control_of_the_table_or_its_replay(
    browser: Any, live_server: str, artifacts: Path, game: str, players: int, seats: dict[int, str]
) -> None:
    page, errors = new_page(browser, width=390, height=844)
    table_id = create_table(page, live_server, game, players=players, seats=seats)
    start(page)
    page.wait_for_function(READY)
    toggle = page.get_by_test_id("log-toggle")
    assert toggle.is_visible(), "a phone reaches the log by its button"
    assert page.evaluate(COVERED) == []
    # Its sheet opens over the board and closes from inside it, the focus back on the button.
    toggle.click()
    page.locator("#log-panel").wait_for()
    page.get_by_test_id("log-close").click()
    assert page.locator("#log-panel").is_hidden()
    assert page.evaluate("() => document.activeElement.dataset.testid") == "log-toggle"
    shot(page, artifacts, f"phone-table-{game}")
    page.get_by_test_id("resign").click()
    page.get_by_test_id("resign-yes").click()
    page.get_by_test_id("result").wait_for(timeout=180_000)  # Rent a Hero's bots play the game out
    assert page.evaluate(COVERED) == []
    page.goto(f"{live_server}/replay/{table_id}?seat=0&move=1")
    page.get_by_test_id("board").wait_for()
    assert page.evaluate(COVERED) == []
    shot(page, artifacts, f"phone-replay-{game}")
    assert not errors, errors


# A redraw that makes the page shorter while it is scrolled to its foot (the move list giving way
# to the result): the browser scrolls back, and a card that stays in its place in the page must not
# glide in from where the scroll left it.
SHORTER_PAGE = """async () => {
  const { animate, snapshot } = await import("/static/motion.js");
  const root = document.getElementById("app");
  const draw = (below) => {
    const card = Object.assign(document.createElement("div"), { textContent: "card" });
    card.dataset.flip = "c1";
    const foot = Object.assign(document.createElement("div"), { style: `height: ${below}px` });
    root.replaceChildren(card, foot);
  };
  draw(3000);
  window.scrollTo(0, document.documentElement.scrollHeight);
  const scrolled = window.scrollY;
  const places = snapshot(root);
  draw(10);
  animate(root, places);
  const glides = root.querySelector("[data-flip]").getAnimations().map((a) => a.id);
  return { scrolled, after: window.scrollY, glides };
}"""


def test_a_shorter_page_does_not_make_the_cards_glide(browser: Any, live_server: str) -> None:
    page, errors = new_page(browser, width=390, height=844)
    page.goto(live_server + "/")
    page.get_by_test_id("create-regicide").wait_for()
    found = page.evaluate(SHORTER_PAGE)
    assert found["scrolled"] > 1000 and found["after"] < found["scrolled"], found  # the browser scrolled back
    assert found["glides"] == [], found
    assert not errors, errors
