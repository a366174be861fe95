"""The table's websocket link (parlour/web/link.js): past its flood budget, messages leave in order."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.test_browser import new_page

pytestmark = pytest.mark.browser

# A WebSocket that is open at once and records what is sent through it.
FAKE_SOCKET = """
window.sentThrough = [];
window.WebSocket = class {
  static OPEN = 1;
  constructor() { this.readyState = 1; setTimeout(() => this.onopen && this.onopen(), 0); }
  send(data) { window.sentThrough.push(JSON.parse(data)); }
  close() { this.readyState = 3; }
};
"""


def test_messages_over_the_budget_leave_in_the_order_they_were_sent(browser: Any, live_server: str) -> None:
    """A later choice is never overtaken by an earlier one (the server keeps the last it reads)."""
    page, errors = new_page(browser)
    page.add_init_script(FAKE_SOCKET)
    page.goto(live_server)
    sent = page.evaluate(
        """async () => {
          const { Link } = await import("/static/link.js");
          const link = new Link("t", null, () => {});
          await new Promise((done) => setTimeout(done, 20));
          for (let i = 0; i < 40; i += 1) link.send({ type: "asking", n: i });
          await new Promise((done) => setTimeout(done, 300));
          link.send({ type: "asking", n: 40 });
          const deadline = Date.now() + 15000;
          while (window.sentThrough.filter((m) => m.type === "asking").length < 41 && Date.now() < deadline) {
            await new Promise((done) => setTimeout(done, 50));
          }
          link.close();
          return window.sentThrough.filter((m) => m.type === "asking").map((m) => m.n);
        }"""
    )
    assert sent == list(range(41))
    assert not errors
