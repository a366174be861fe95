"""The browser fixtures of tests/web (the live server, Chromium, the screenshot folder), so that
Go Fish's browser test lives beside the game."""

from tests.web.conftest import artifacts, browser, live_server

__all__ = ["artifacts", "browser", "live_server"]
