"""Browser tests: the app served by uvicorn in a thread, driven by Playwright in Debian's chromium.

Select them with `-m browser`; they skip (with the reason) when chromium or Playwright is missing.
Screenshots go to $PARLOUR_ARTIFACTS (default: a pytest temporary directory).
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("PARLOUR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: real-browser tests of the web client (Playwright + chromium)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A browser test that fails is run once more (pytest-rerunfailures; the report shows an R).
    A whole browser, a live server with bot workers and other tests' tables share two cores: the
    flakes seen so far were each traced and fixed at their cause, but one more
    must not stop every change from landing. A test that fails twice fails."""
    for item in items:
        if item.get_closest_marker("browser") is not None and item.get_closest_marker("flaky") is None:
            item.add_marker(pytest.mark.flaky(reruns=1))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Keep each phase's report on the test item, so fixtures can tell a failed test."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def _missing() -> str | None:
    reason = _why_missing()
    if reason and os.environ.get("PARLOUR_REQUIRE_BROWSER"):  # CI: a skipped browser suite is a failure
        pytest.fail(f"browser tests required but {reason}")
    return reason


def _why_missing() -> str | None:
    if not os.path.exists(CHROMIUM):
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Python Playwright is not installed (pip install playwright)"
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


LIVE: dict[str, Any] = {}  # the live server's app, for tests that look at or tune its hub


@contextmanager
def serving(db: Path) -> Iterator[tuple[str, Any]]:
    """The app on a free port with the SQLite file `db`, short windows and instant bots: (url, app)."""
    import uvicorn

    from parlour.server.app import create_app
    from parlour.server.tables import Settings
    from parlour.server.transport import AbortableWebSocket
    from tests.server.helpers import ROOMY

    # Bots think in worker processes, as in `parlour serve`; one address makes every table here,
    # signs up every account of every browser test and opens every page's websocket: a refused
    # handshake (over 20 at once, then one a second, from one address) left a page reconnecting
    # with backoff past a test's timeout on a loaded machine. tests/server/test_accounts.py and
    # test_limits.py test these limits.
    limits = replace(
        ROOMY,
        signups_per_minute=1e6,
        signins_per_minute=1e6,
        signins_per_name=1e6,
        connects_per_minute=1e6,
        connections_per_address=10_000,
    )
    app = create_app(f"sqlite:///{db}", Settings(window_seconds=3, bot_delay=0, bot_workers=2, limits=limits))
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
    try:
        yield f"http://127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(10)


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium, driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app for every browser test of this folder."""
    reason = _missing()
    if reason:
        pytest.skip(reason)
    with serving(tmp_path_factory.mktemp("db") / "parlour.db") as (url, app):
        LIVE["app"] = app
        yield url


@pytest.fixture(scope="session")
def browser(live_server: str) -> Iterator[Any]:
    with chromium() as launched:
        yield launched


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    wanted = os.environ.get("PARLOUR_ARTIFACTS")
    path = Path(wanted) if wanted else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def bare_game(live_server: str) -> Iterator[str]:
    """A game with no browser renderer in the live server's registry, for the rest of the browser
    session (its finished tables stay in the lobby's list, which must still find their game)."""
    from tests.web.bare import registered

    with registered() as manifest:
        yield manifest.id
