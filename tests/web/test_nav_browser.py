"""The site's header on every page: signed in, the account's profile, My games, the leaderboards
and the account; a guest, the leaderboards and "Sign in". In the four languages, reached with the
keyboard, at a phone's size (390 x 844) and a laptop's (1366 x 900), the page shown marked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.web.test_browser import new_page, shot, sign_up

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "laptop": (1366, 900)}
# The header's words per language: profile, My games, leaderboards, "Sign in".
WORDS = {
    "en": ("Profile", "My games", "Leaderboards", "Sign in"),
    "fr": ("Profil", "Mes parties", "Classements", "Se connecter"),
    "es": ("Perfil", "Mis partidas", "Clasificaciones", "Iniciar sesión"),
    "zh-Hant": ("個人頁面", "我的牌局", "排行榜", "登入"),
}
NAME = "Nav_Nora"

# The header's links a person sees now (testid, text, address), in the order the page has them.
SHOWN = """() => [...document.querySelectorAll('#site-nav a')].filter((a) => !a.hidden)
  .map((a) => [a.dataset.testid, a.textContent, a.getAttribute('href')])"""
# Every shown link inside the window, none overlapping another or the language choice.
FITS = """() => {
  const boxes = [...document.querySelectorAll('.top a:not([hidden]), .top select')]
    .map((e) => e.getBoundingClientRect());
  const inside = boxes.every((b) => b.left >= 0 && b.right <= window.innerWidth && b.width > 0);
  const apart = boxes.every((a, i) => boxes.every((b, j) => i === j
    || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top));
  return inside && apart && document.documentElement.scrollWidth <= window.innerWidth;
}"""


def shown(page: Any) -> list[list[str]]:
    found: list[list[str]] = page.evaluate(SHOWN)
    return found


def tab_to(page: Any, testid: str) -> list[str]:
    """Press Tab from the top of the page until `testid` has the focus: the testids passed on the way."""
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    passed: list[str] = []
    for _ in range(12):
        page.keyboard.press("Tab")
        focused = page.evaluate("() => document.activeElement.dataset.testid || document.activeElement.className")
        passed.append(focused)
        if focused == testid:
            return passed
    raise AssertionError(f"{testid} was not reached with Tab: {passed}")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_header_links_for_a_guest(browser: Any, live_server: str, artifacts: Path, size: str) -> None:
    width, height = SIZES[size]
    page, errors = new_page(browser, width=width, height=height)
    page.goto(live_server + "/rules/" + "x-no-such-game")  # any page has the header, even a missing one
    page.get_by_test_id("leaders-link").wait_for()
    assert shown(page) == [["leaders-link", "Leaderboards", "/leaders"], ["account-link", "Sign in", "/account"]]
    assert page.evaluate(FITS), "the header fits, nothing overlaps, no sideways scrolling"
    shot(page, artifacts, f"nav-guest-{size}")
    # The keyboard: past the skip link and the home link, the leaderboards, then Enter.
    assert tab_to(page, "leaders-link")[-2] == "home-link"
    page.keyboard.press("Enter")
    page.get_by_test_id("leaders").wait_for()
    assert page.get_by_test_id("leaders-link").get_attribute("aria-current") == "page"
    assert errors == [] or all("404" in line for line in errors)  # the missing rules page's status


def test_the_header_links_signed_in_in_four_languages(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser, width=1366, height=900)
    sign_up(page, live_server, NAME)
    page.goto(live_server + "/")
    page.get_by_test_id("profile-link").wait_for()
    profile = f"/u/{NAME}"
    assert shown(page) == [
        ["profile-link", "Profile", profile],
        ["games-link", "My games", "/games"],
        ["leaders-link", "Leaderboards", "/leaders"],
        ["account-link", NAME, "/account"],
    ]
    # Keyboard: each link in turn after the home link, the language choice after them.
    order = tab_to(page, "lang-select")
    assert order[-6:] == ["home-link", "profile-link", "games-link", "leaders-link", "account-link", "lang-select"]
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")  # on the profile link
    page.get_by_test_id("profile").wait_for()
    assert page.get_by_test_id("profile-name").inner_text() == NAME
    assert page.get_by_test_id("profile-link").get_attribute("aria-current") == "page"
    assert page.get_by_test_id("games-link").get_attribute("aria-current") is None
    context = page.context
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        for lang, (mine, games, leaders, _sign_in) in WORDS.items():
            page.get_by_test_id("lang-select").select_option(lang)
            page.wait_for_function(
                f"() => document.getElementById('leaders-link').textContent === {leaders!r}"
                " && document.documentElement.lang === " + repr(lang)
            )
            assert [text for _, text, _ in shown(page)] == [mine, games, leaders, NAME]
            assert page.get_by_test_id("site-nav").get_attribute("aria-label")
            assert page.evaluate(FITS), f"the header fits at {size} in {lang}"
            shot(page, artifacts, f"nav-signed-in-{size}-{lang}")
    page.get_by_test_id("lang-select").select_option("en")
    # From another page of the app, the same links: My games by the keyboard.
    page.get_by_test_id("leaders-link").click()
    page.get_by_test_id("leaders").wait_for()
    tab_to(page, "games-link")
    page.keyboard.press("Enter")
    page.get_by_test_id("my-games").wait_for()
    assert page.get_by_test_id("games-link").get_attribute("aria-current") == "page"
    assert context is page.context and errors == []
