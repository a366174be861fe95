"""Fixtures for Go Fish's browser test: a live server and Chromium of its own, for this folder's
tests only (module-scoped). The session-wide ones of tests/web would keep Playwright's event loop
running from here, early in the run, to its end, and every later `asyncio.run` would refuse."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.conftest import _missing, artifacts, chromium, serving

__all__ = ["artifacts", "browser", "live_server"]


@pytest.fixture(scope="module")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    reason = _missing()
    if reason:
        pytest.skip(reason)
    with serving(tmp_path_factory.mktemp("gofish-db") / "parlour.db") as (url, _app):
        yield url


@pytest.fixture(scope="module")
def browser(live_server: str) -> Iterator[Any]:
    with chromium() as launched:
        yield launched
