"""The browser's words: `t()` in parlour/web/ui.js, given the server's raw catalogue entries
(`/api/text`), picks each plural form with `Intl.PluralRules` as the server does with Babel.
Run with `pytest -m browser tests/web`.
"""

from __future__ import annotations

from typing import Any

import pytest

from parlour.engine.i18n import LANGUAGES, translate
from tests.web.test_browser import failure_screenshots, new_page

pytestmark = pytest.mark.browser

__all__ = ["failure_screenshots"]  # the autouse fixture, shared: screenshots of the pages of a failed test

COUNTS = [0, 1, 2, 5, 21, 1_000_000]

# In the page: the client's own module, fed the server's words for `lang`, says each message.
SAY = """async ([lang, messages, counts]) => {
  const ui = await import("/static/ui.js");
  ui.setWords(await (await fetch(`/api/text?lang=${encodeURIComponent(lang)}`)).json());
  return messages.map(([key, params]) => counts.map((count) => ui.t(key, { ...params, count })));
}"""

MESSAGES: list[tuple[str, dict[str, Any]]] = [
    ("hanabi.ui.deck-count", {}),
    ("regicide.ui.cards", {}),
    ("regicide.ui.castle-line", {"defeated": 3}),
    ("hanabi.ui.turns-left", {}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_client_picks_the_plural_form_the_server_picks(browser: Any, live_server: str, lang: str) -> None:
    page, errors = new_page(browser)
    page.goto(live_server)
    said = page.evaluate(SAY, [lang, MESSAGES, COUNTS])
    expected = [[translate(key, lang, **params, count=count) for count in COUNTS] for key, params in MESSAGES]
    assert said == expected
    assert not errors, errors


def test_the_client_says_one_and_many_apart(browser: Any, live_server: str) -> None:
    page, _ = new_page(browser)
    page.goto(live_server)
    english = page.evaluate(SAY, ["en", [("hanabi.ui.deck-count", {})], [1, 2]])
    french = page.evaluate(SAY, ["fr", [("hanabi.ui.deck-count", {})], [0, 1, 2]])
    assert english == [["1 card", "2 cards"]]
    assert french == [["0 carte", "1 carte", "2 cartes"]]
