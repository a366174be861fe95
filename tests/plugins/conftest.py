"""Fixtures for Go Fish's browser test: a live server and Chromium of its own, for this folder's
tests only (module-scoped). The session-wide ones of tests/web would keep Playwright's event loop
running from here, early in the run, to its end, and every later `asyncio.run` would refuse."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, _free_port, _missing, artifacts

__all__ = ["artifacts", "browser", "live_server"]


@pytest.fixture(scope="module")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app on a free port, as tests/web serves it (bots in worker processes, instant)."""
    reason = _missing()
    if reason:
        pytest.skip(reason)
    import uvicorn

    from parlour.server.app import create_app
    from parlour.server.tables import Settings
    from parlour.server.transport import AbortableWebSocket
    from tests.server.helpers import ROOMY

    db = tmp_path_factory.mktemp("gofish-db") / "parlour.db"
    app = create_app(f"sqlite:///{db}", Settings(window_seconds=3, bot_delay=0, bot_workers=2, limits=ROOMY))
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on", ws=AbortableWebSocket)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the app did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser(live_server: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
