"""The rules companion in a real browser, as a newcomer meets it.

From a game card to its rules page, questions in the box (English, French, off-topic), a link to one
entry, the printable sheets, another language, the "pick a game" row, and a refused move whose toast
and log lines link to the rule. Run with `pytest -m browser tests/web`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import (
    READY,
    STEP_TIMEOUT,
    create_table,
    failure_screenshots,
    log_lines,
    new_page,
    shot,
    start,
)

pytestmark = pytest.mark.browser

__all__ = ["failure_screenshots"]  # the autouse fixture, shared: screenshots of the pages of a failed test

TOKENS_FULL = "hanabi.discard.tokens-full"
DISCARD_FAQ = "hanabi.faq.discard-eight-tokens"  # the FAQ entry that explains TOKENS_FULL
# The server builds its question indexes in the background at start-up; on a busy machine the
# first question of the session waits for them.
FIRST_ANSWER_TIMEOUT = 60_000


def entry(page: Any, entry_id: str) -> Any:
    """The catalogue entry with that id (the ids hold dots, so no `#id` selector)."""
    return page.locator(f"[id='{entry_id}']")


def answered(page: Any, lang: str, known: bool, timeout: int = STEP_TIMEOUT) -> Any:
    """Wait for the answer in `lang` (known or not) and return it; say what the box shows if it does not come."""
    answer = page.locator(f"[data-testid=answer][lang='{lang}'].{'known' if known else 'unknown'}")
    try:
        answer.wait_for(timeout=timeout)
    except Exception as exc:  # Playwright's TimeoutError: report what came instead
        shown = page.locator(".answer-slot").inner_html()
        raise AssertionError(
            f"no {'known' if known else 'unknown'} answer in {lang!r}; the box shows: {shown}"
        ) from exc
    return answer


def answer_ids(answer: Any) -> list[str]:
    ids: list[str] = answer.get_by_test_id("answer-entry").evaluate_all("els => els.map(e => e.dataset.id)")
    return ids


def test_newcomer_reads_hanabi_rules_and_asks(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    page.get_by_test_id("rules-hanabi").click()
    page.wait_for_url(live_server + "/rules/hanabi")
    rules = page.get_by_test_id("rules-page")
    rules.wait_for()
    assert rules.locator("h1").inner_text() == "Rules of Hanabi"
    facts = page.get_by_test_id("game-facts").inner_text()
    for fact in ("2–5", "Antoine Bauza", "2010", "8+"):
        assert fact in facts
    for section in ("section-setup", "section-turn", "section-end", "variants", "section-faq", "section-mistake"):
        assert page.get_by_test_id(section).locator("h2").inner_text(), f"{section} has a title"
        assert page.get_by_test_id(section).locator("li").count() > 0, f"{section} has entries"
    assert entry(page, TOKENS_FULL).count() == 1, "the entries carry their catalogue ids"

    # Typing is enough: the box asks once the keys stop.
    box = page.get_by_test_id("ask-input")
    assert box.get_attribute("placeholder") == "e.g. can I discard when all 8 blue tokens are in the lid?"
    box.fill("can I discard when all eight blue tokens are in the lid?")
    answer = answered(page, "en", known=True, timeout=FIRST_ANSWER_TIMEOUT)
    assert answer.get_by_test_id("answer-head").inner_text() == "The rules say"
    ids = answer_ids(answer)
    assert TOKENS_FULL in ids or DISCARD_FAQ in ids, ids
    assert answer.locator(f"a[href='/rules/hanabi#{ids[0]}']").count() == 1, "each answer links to its entry"

    # A French question gets a French answer, whatever the page's language.
    box.fill("Puis-je défausser quand les huit jetons bleus sont dans le couvercle ?")
    answer = answered(page, "fr", known=True)
    assert answer.get_by_test_id("answer-head").inner_text() == "Ce que disent les règles"
    ids = answer_ids(answer)
    assert TOKENS_FULL in ids or DISCARD_FAQ in ids, ids

    # Where a variant answers otherwise, the answer says so under the first entry, and links the variant's.
    box.fill("Can I tell a player they have zero red cards?")
    answer = answered(page, "en", known=True)
    assert answer_ids(answer)[0] == "hanabi.faq.empty-clue"
    differs = answer.get_by_test_id("answer-differs")
    assert differs.count() == 1 and differs.get_attribute("data-variant") == "no-empty-clues"
    assert differs.inner_text().startswith("That is the standard rule. With “No empty clues (as on hanab.live)”")
    assert differs.locator("a[href='/rules/hanabi#hanabi.clue.empty']").count() == 1
    answer.screenshot(path=str(artifacts / "rules-hanabi-answer-differs.png"))
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})  # and on a phone
    answer.screenshot(path=str(artifacts / "rules-hanabi-answer-differs-phone.png"))
    page.set_viewport_size(size)

    # Off topic: "I don't know", in the question's language, and still the closest rules (Enter submits).
    box.fill("what is the capital of Peru?")
    box.press("Enter")
    answer = answered(page, "en", known=False)
    assert answer.get_by_test_id("answer-head").inner_text().startswith("I don't know")
    assert answer.get_by_test_id("answer-entry").count() >= 1
    box.fill("quelle est la capitale du Pérou ?")
    box.press("Enter")
    answer = answered(page, "fr", known=False)
    assert answer.get_by_test_id("answer-head").inner_text().startswith("Je ne sais pas")
    assert answer.get_by_test_id("answer-entry").count() >= 1
    shot(page, artifacts, "rules-hanabi")
    assert errors == []


def test_link_to_an_entry_and_the_aid_sheets(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser, height=700)
    page.goto(live_server + "/rules/regicide#regicide.power.hearts")
    hearts = entry(page, "regicide.power.hearts")
    page.locator("[id='regicide.power.hearts'].target").wait_for()
    assert page.locator(".entry.target").count() == 1, "only the linked entry is highlighted"
    assert hearts.evaluate(
        "el => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }"
    ), "the page scrolled to the entry"
    assert page.evaluate("() => window.scrollY") > 0
    shot(page, artifacts, "rules-regicide-hearts")

    for sheet in ("setup", "player", "turn"):
        href = page.get_by_test_id(f"sheet-{sheet}").get_attribute("href")
        assert href and href.startswith(f"/api/rules/regicide/sheets/{sheet}.pdf")
        response = page.request.get(live_server + href)
        assert response.status == 200
        assert response.headers["content-type"] == "application/pdf"
        assert response.body().startswith(b"%PDF-")
    assert errors == []


def test_rules_page_follows_the_language(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/rules/regicide")
    title = page.get_by_test_id("rules-page").locator("h1")
    title.get_by_text("Rules of Regicide").wait_for()
    before = page.get_by_test_id("section-setup").inner_text()
    page.get_by_test_id("lang-select").select_option("zh-Hant")
    title.get_by_text("弒君規則").wait_for()
    assert page.get_by_test_id("rules-page").get_attribute("lang") == "zh-Hant"
    assert page.title().startswith("弒君規則")
    assert page.get_by_test_id("section-setup").inner_text() != before, "the entries are redrawn too"
    # The box is redrawn, with Regicide's own example question in Chinese.
    assert page.get_by_test_id("ask-input").get_attribute("placeholder") == "例如：小丑會取消敵人的免疫嗎？"
    shot(page, artifacts, "rules-regicide-zh-Hant")
    assert errors == []


def test_pick_a_game_for_one_player(browser: Any, live_server: str) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    picker = page.get_by_test_id("pick")
    picker.get_by_test_id("pick-players").fill("1")
    page.locator("[data-testid=game-regicide].fits").wait_for()
    for game in ("hanabi", "rentahero"):
        page.locator(f"[data-testid=game-{game}].misfit").wait_for()
        why = page.get_by_test_id(f"game-{game}").get_by_test_id("pick-why")
        assert why.is_visible() and "✗" in why.inner_text(), "a misfit says why"
    why = page.get_by_test_id("game-regicide").get_by_test_id("pick-why")
    assert why.is_visible() and "✓" in why.inner_text()
    assert "1" in why.inner_text()
    assert page.locator(".games > .game-card").first.get_attribute("data-testid") == "game-regicide", "fits first"
    # Clearing the wish puts the cards back to plain.
    picker.get_by_test_id("pick-players").fill("")
    page.wait_for_function("() => !document.querySelector('.game-card.fits, .game-card.misfit')")
    assert errors == []


def test_refused_move_links_to_its_rule(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    create_table(page, live_server, "hanabi", players=2, seats={1: "simple"})
    start(page)
    assert page.wait_for_function(READY).json_value() == "move"
    assert page.get_by_test_id("table-rules").get_attribute("href") == "/rules/hanabi", "the rules, from the table"
    # Every blue token is still in the lid: the engine refuses a discard; the page would not offer one.
    assert page.locator("[data-testid=move][data-action*=discard]:enabled").count() == 0
    page.evaluate(
        """() => { const p = window.parlour.page;
                   p.link.send({type: "act", seq: p.msg.seq, action: {type: "discard", slot: 0}}); }"""
    )
    link = page.get_by_test_id("toast-rule")
    link.wait_for()
    assert link.get_attribute("href") == f"/rules/hanabi#{TOKENS_FULL}"
    assert link.inner_text() == TOKENS_FULL
    toast = page.locator("[data-testid=error]", has=link)
    assert "8" in toast.inner_text() or "eight" in toast.inner_text()
    shot(page, artifacts, "refusal-toast")

    # The link opens the rule beside the game, highlighted.
    with page.context.expect_page() as opened:
        link.click()
    rules = opened.value
    rules.locator(f"[id='{TOKENS_FULL}'].target").wait_for()
    rules.close()

    # Once moves are played, the log lines cite their rules with a § link.
    before = len(log_lines(page))
    page.locator("[data-testid=move][data-action*=clue]:enabled").first.click()
    page.wait_for_function(f"() => document.querySelectorAll('[data-testid=log] li').length >= {before + 2}")
    cited = page.locator("[data-testid=log] a.rule-link")
    assert cited.count() >= 1
    href = cited.first.get_attribute("href")
    assert href and href.startswith("/rules/hanabi#hanabi.")
    assert cited.first.inner_text() == "§"
    assert errors == []


# -- the rule at work --------------------------------------------------------------------------


def open_example(page: Any, rule: str) -> Any:
    """Click a rule's "see it at work" and return its mini-board's section once drawn."""
    button = page.get_by_test_id(f"example-{rule}")
    button.scroll_into_view_if_needed()
    button.click()
    box = page.locator(f"[data-testid=rule-example][data-rule='{rule}']")
    box.wait_for()
    assert button.get_attribute("aria-expanded") == "true"
    return box


def test_a_refused_move_at_work_on_the_rules_page(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/rules/hanabi")
    page.get_by_test_id("rules-page").wait_for()
    assert entry(page, "hanabi.setup.players").get_by_test_id("example-hanabi.setup.players").count() == 0
    box = open_example(page, TOKENS_FULL)
    board = box.get_by_test_id("example-board")
    assert board.get_by_test_id("fireworks").count() == 1, "drawn by Hanabi's own renderer"
    assert board.get_by_test_id("hand-card").count() == 0 and board.locator("button").count() == 0, "read-only"
    assert box.get_by_test_id("example-caption").inner_text() == "As Player A sees it"
    assert box.get_by_test_id("example-move").inner_text() == "Player A tries: Discard a card — Card 1"
    refusal = box.get_by_test_id("example-refusal")
    assert (
        refusal.get_by_test_id("example-message").inner_text()
        == "You cannot discard while all 8 blue tokens are in the lid."
    )
    assert box.get_by_test_id("example-after").count() == 0, "a refused move changes nothing: no board after"
    box.screenshot(path=str(artifacts / "example-hanabi-tokens-full-en.png"))
    page.get_by_test_id(f"example-{TOKENS_FULL}").click()  # closed again
    assert page.locator("[data-testid=rule-example]").count() == 0
    assert errors == []


@pytest.mark.parametrize(
    ("game", "rule", "lang", "shows"),
    [
        ("regicide", "regicide.power.immunity", "fr", "enemy"),
        ("rentahero", "rentahero.chicken.cancel", "es", "rah-window"),
        ("hanabi", "hanabi.play.five-bonus", "zh-Hant", "fireworks"),
    ],
)
def test_an_effect_at_work_before_and_after(
    browser: Any, live_server: str, artifacts: Path, game: str, rule: str, lang: str, shows: str
) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + f"/rules/{game}")
    page.get_by_test_id("rules-page").wait_for()
    page.get_by_test_id("lang-select").select_option(lang)
    page.locator(f"[data-testid=rules-page][lang='{lang}']").wait_for()
    box = open_example(page, rule)
    assert box.get_attribute("lang") == lang
    data = page.request.get(f"{live_server}/api/rules/{game}/example/{rule}?lang={lang}").json()
    board = box.get_by_test_id("example-board")
    assert board.get_by_test_id(shows).count() >= 1, "drawn by the game's own renderer"
    assert box.get_by_test_id("example-move").inner_text() == data["move"]["text"]
    effect = box.get_by_test_id("example-effect")
    assert effect.locator("li").all_inner_texts() == data["outcome"]["lines"] + data["outcome"]["end"]
    log = box.get_by_test_id("example-log").locator("li").all_inner_texts()
    assert log == [line["text"] for line in data["log"]]
    before = board.inner_text()
    box.screenshot(path=str(artifacts / f"example-{rule}-{lang}-before.png"))
    box.get_by_test_id("example-after").click()
    assert box.get_by_test_id("example-after").get_attribute("aria-pressed") == "true"
    assert board.inner_text() != before, "the board after the move"
    box.screenshot(path=str(artifacts / f"example-{rule}-{lang}-after.png"))
    box.get_by_test_id("example-before").click()
    assert board.inner_text() == before
    assert errors == []


def test_a_game_whose_renderer_fails_shows_its_example_on_the_plain_board(browser: Any, live_server: str) -> None:
    page, errors = new_page(browser)
    page.route("**/games/regicide/renderer.js", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(live_server + "/rules/regicide")
    page.get_by_test_id("rules-page").wait_for()
    box = open_example(page, "regicide.yield.solo")
    board = box.get_by_test_id("example-board")
    view = json.loads(board.get_by_test_id("plain-view").inner_text())
    assert view["players"] == 1 and view["seat"] == 0, "the seat's view, as data"
    message = box.get_by_test_id("example-message").inner_text()
    assert message == "In solo you cannot yield."
    assert [e for e in errors if "renderer" not in e and "404" not in e] == []
