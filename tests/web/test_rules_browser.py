"""The rules companion in a real browser, as a newcomer meets it.

From a game card to its rules page, questions in the box (English, French, off-topic), a link to one
entry, the printable sheets, another language, the "pick a game" row, and a refused move whose toast
and log lines link to the rule. Run with `pytest -m browser tests/web`.
"""

from __future__ import annotations

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
