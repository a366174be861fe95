"""A Hanabi game played to its end by a player who uses only the keyboard and a screen reader.

Everything is found the way assistive technology finds it (Playwright's role and label locators:
no CSS selector, no test id) and every action is a key press (no mouse click): the table is made
and started, clues and plays are given by the shortcuts, plays are confirmed with Enter, and what
happened is read back from the live region, first in English, then in French. A phone (390×844)
watching the same table opens its log with the log button's key.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import create_table, new_page, shot, start

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2] / "parlour"

# Counts the animations the page starts (motion.js uses the Web Animations API) and the chime's tones.
COUNT_ANIMATIONS = """
window.animations = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.animations += 1; return animate.apply(this, args); };
window.tones = 0;
const tone = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () { window.tones += 1; return tone.apply(this); };
"""


def words(lang: str, game: str = "hanabi") -> dict[str, Any]:
    """The catalogue entries the page shows, shared and the game's (read from the files, so that a
    change of wording in a catalogue needs no change here)."""
    found: dict[str, Any] = {}
    for folder in (ROOT / "locales", ROOT / "games" / game / "locales"):
        found |= json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
    return found


def heard(page: Any, lang: str) -> list[str]:
    """The lines the live region has said (what a screen reader reads out)."""
    region = page.get_by_role("log", name=words(lang)["web.a11y.announcements"])
    return [line for line in region.inner_text().split("\n") if line.strip()]


def log_lines(page: Any, lang: str) -> list[str]:
    """The log's lines as the page shows them, less the link to a rule (§) and the bot's "Why?"
    some lines end with (not read out: they are controls, not what happened)."""
    items = page.get_by_role("list", name=words(lang)["web.log"]).locator(":scope > li").all_inner_texts()
    why = words(lang)["web.why.open"]
    # A line's parts shown one under the other (a move, then the game's end) are said as one line.
    said = (" ".join(part.strip() for part in item.split("\n") if part.strip()) for item in items)
    return [line.removesuffix(why).removesuffix(" §").removesuffix("§").strip() for line in said if line]


def wait_for_turn_or_end(page: Any, lang: str, turns_heard: int) -> bool:
    """Wait until the region says it is our turn once more (True) or the game is over (False)."""
    said = words(lang)["web.your-turn"]
    over = page.get_by_role("heading", name=words(lang)["web.game-over"])
    for _ in range(400):
        if over.count():
            return False
        if sum(line == said for line in heard(page, lang)) > turns_heard:
            return True
        page.wait_for_timeout(50)
    raise AssertionError("neither our turn nor the end was announced")


def test_hanabi_to_the_end_with_keys_and_a_screen_reader(browser: Any, live_server: str, artifacts: Path) -> None:
    en = words("en")
    page, errors = new_page(browser, width=1366, height=900)
    page.add_init_script(COUNT_ANIMATIONS)
    page.goto(live_server + "/")
    form = page.get_by_role("form", name=f"{en['web.new-table']} · Hanabi")
    name = form.get_by_label(en["web.your-name"])
    name.focus()
    page.keyboard.type("Ann")
    form.get_by_label(en["web.player-count"]).select_option("2")  # the seat after ours: a bot, by default
    form.get_by_role("button", name=en["web.create"]).focus()
    page.keyboard.press("Enter")
    start = page.get_by_role("button", name=en["web.start"])
    start.focus()
    page.keyboard.press("Enter")
    board = page.get_by_role("region", name=en["web.a11y.board"])
    board.wait_for()
    phone, phone_errors = new_page(browser, width=390, height=844)
    phone.emulate_media(reduced_motion="reduce")  # this reader asked for no motion
    phone.add_init_script(COUNT_ANIMATIONS)
    phone.goto(page.url + "?watch=1")

    # Landmarks and headings a screen reader lists, and the help overlay the `?` key opens.
    assert page.get_by_role("main").count() == 1 and page.get_by_role("banner").count() == 1
    assert page.get_by_role("complementary", name=en["web.log"]).count() == 1
    page.keyboard.press("?")
    help_box = page.get_by_role("dialog", name=en["web.keys.title"])
    help_box.wait_for()
    assert en["hanabi.ui.keys.play"] in help_box.inner_text()
    assert help_box.get_by_label(en["web.notice.sound"]).is_checked()
    shot(page, artifacts, "keyboard-help-desktop")
    # The tab's title says it is our turn, unless the reader turns that off (Space on its switch).
    assert page.title().startswith("● ")
    help_box.get_by_label(en["web.notice.title"]).focus()
    page.keyboard.press("Space")
    assert not page.title().startswith("● ")
    page.keyboard.press("Space")
    page.keyboard.press("Escape")
    help_box.wait_for(state="hidden")
    assert page.title().startswith("● ")

    lang = "en"
    turns_heard = 0
    moves = 0
    first_french = 0  # how many of the French log's lines were there when the reader switched
    while wait_for_turn_or_end(page, lang, turns_heard):
        if moves == 1:
            # The reader switches to French before the second move: from now on the region speaks French.
            page.get_by_label(en["web.language"]).select_option("fr")
            lang = "fr"
            page.get_by_role("list", name=words("fr")["web.log"]).wait_for()
            first_french = len(log_lines(page, "fr"))
            assert en["web.your-turn"] not in heard(page, "fr"), "no English line is read back in French"
        w = words(lang)
        turns_heard = sum(line == w["web.your-turn"] for line in heard(page, lang))
        assert page.title().startswith("● "), "our turn, said in the tab's title"
        # Our own cards say what we may know of them, never their face.
        own = page.get_by_role("button", name=re.compile("^" + re.escape(w["hanabi.ui.a11y.own"].split("{slot}")[0])))
        assert own.count() == 5, own.all_inner_texts()
        if moves == 0:
            # B reads the board aloud: the fireworks, the tokens, every card as we may know it.
            page.keyboard.press("b")
            page.get_by_role("log", name=w["web.a11y.announcements"]).get_by_text(
                f"{w['hanabi.ui.fireworks']}: "
            ).wait_for()
            said = heard(page, lang)[-1]
            assert "Your card in slot 5: not clued, nothing known" in said and "Bot 2's card in slot 1: " in said, said
            # A clue, read off the bot's first card ("Bot 2's card in slot 1: red 3, …"): C, seat 2, 3.
            theirs = page.get_by_role("button", name=re.compile(r"'s card in slot 1: ")).get_attribute("aria-label")
            rank = re.search(r"slot 1: \w+ (\d)", theirs).group(1)
            for key in ("c", "2", rank):
                page.keyboard.press(key)
        else:
            page.keyboard.press("p")
            page.keyboard.press("1")
            # The table asks once more; the answer has the focus and Enter sends it.
            question = page.get_by_role("alertdialog")
            question.wait_for()
            yes = question.get_by_role("button", name=w["hanabi.ui.confirm.play-yes"])
            assert yes.evaluate("el => el === document.activeElement")
            page.keyboard.press("Enter")
        moves += 1
        if moves == 1:
            page.get_by_role("list", name=en["web.log"]).get_by_text(re.compile(r"^Ann ")).wait_for()
            shot(page, artifacts, "keyboard-after-a-clue-desktop")
            shot(phone, artifacts, "keyboard-watching-phone")
        assert moves < 80, "the game should have ended"

    # Every line of the game since the switch was read out, in French and in order; then the end.
    assert moves >= 2
    said = heard(page, "fr")
    french = log_lines(page, "fr")[first_french:]
    assert french, "moves were made after the switch"
    # In order: each line is found after the one before (two moves can read the same, so a plain
    # index would find the earlier one).
    remaining = iter(said)
    assert all(line in remaining for line in french), "read out in the log's order"
    assert not page.get_by_role("list", name=en["web.log"]).count(), "the log is named in French"
    assert page.title().startswith("Hanabi"), "no turn in the title once the game is over"
    shot(page, artifacts, "keyboard-game-over-desktop")

    # The phone's log is one key away, over the board.
    phone.get_by_role("heading", name=en["web.game-over"]).wait_for()
    toggle = phone.get_by_role("button", name=re.compile("^Log · "))
    assert toggle.get_attribute("aria-expanded") == "false"
    assert not phone.get_by_role("list", name=en["web.log"]).is_visible()
    shot(phone, artifacts, "keyboard-log-closed-phone")
    phone.keyboard.press("l")
    assert phone.get_by_role("list", name=en["web.log"]).is_visible()
    assert phone.get_by_role("button", name=en["web.log-hide"]).get_attribute("aria-expanded") == "true"
    shot(phone, artifacts, "keyboard-log-open-phone")
    # Cards flew on the desk; nothing moved on the phone, whose reader asked for reduced motion.
    assert page.evaluate("window.animations") > 0
    assert phone.evaluate("window.animations") == 0
    # The chime rang for our turns (two tones each), never on a watcher's phone.
    assert page.evaluate("window.tones") >= 2
    assert phone.evaluate("window.tones") == 0
    assert errors == [] and phone_errors == []


def test_regicide_cards_are_picked_and_played_with_keys(browser: Any, live_server: str, artifacts: Path) -> None:
    """Regicide's shortcuts: a card's place in the hand picks it, X puts it back, P plays."""
    from playwright.sync_api import expect  # here: the suite skips, not fails, without Playwright

    en = words("en", "regicide")
    page, errors = new_page(browser, width=1366, height=900)
    create_table(page, live_server, "regicide", players=1)  # solo: a table size, not a variant
    start(page)
    page.keyboard.press("?")
    help_box = page.get_by_role("dialog", name=en["web.keys.title"])
    assert en["regicide.ui.keys.pick"] in help_box.inner_text()
    shot(page, artifacts, "keyboard-help-regicide-desktop")
    page.keyboard.press("Escape")
    help_box.wait_for(state="hidden")
    picked = page.get_by_role("button", pressed=True)
    page.keyboard.press("1")
    expect(picked).to_have_count(1)
    page.keyboard.press("x")
    expect(picked).to_have_count(0)
    log = page.get_by_role("list", name=en["web.log"]).get_by_role("listitem")
    before = log.count()
    page.keyboard.press("1")
    page.keyboard.press("p")
    log.nth(before).wait_for()
    assert errors == []
