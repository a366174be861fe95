"""Games are plugins: found through the `parlour.games` entry points, never imported by the engine."""

from __future__ import annotations

import logging
import threading
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import Any

import pytest

from parlour.engine import registry
from parlour.engine.errors import BadInput
from tests.imports import assert_loads_nothing_from

SHIPPED = {"hanabi", "regicide", "rentahero"}


def point(name: str, value: str) -> EntryPoint:
    return EntryPoint(name=name, value=value, group=registry.ENTRY_POINTS)


def test_parlours_own_games_are_declared_as_entry_points() -> None:
    declared = {p.name: p.value for p in entry_points(group=registry.ENTRY_POINTS)}
    assert set(declared) >= SHIPPED, f"reinstall Parlour (pip install -e .): found {declared}"
    for name in SHIPPED:
        assert registry.get(name).id == name
        assert declared[name].startswith(f"parlour.games.{name}:")
    assert {game.id for game in registry.games()} >= SHIPPED


def test_the_engine_imports_no_game() -> None:
    assert_loads_nothing_from(["parlour.engine", "parlour.engine.registry", "parlour.engine.record"], "parlour.games")


def test_a_game_that_fails_to_load_is_left_out_and_the_others_stay(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    (tmp_path / "parlour_broken_plugin.py").write_text('raise RuntimeError("broken on purpose")\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    installed = list(entry_points(group=registry.ENTRY_POINTS))
    broken = [
        point("missing", "parlour.games.no_such_game:GAME"),  # its module is not there
        point("not-a-game", "parlour.engine.registry:log"),  # it names something else
        point("raises", "parlour_broken_plugin:GAME"),  # importing it fails
    ]

    def fake(group: str) -> list[EntryPoint]:
        assert group == registry.ENTRY_POINTS
        return broken + installed

    monkeypatch.setattr(registry, "entry_points", fake)
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_found", False)
    with caplog.at_level(logging.ERROR, logger=registry.__name__):
        ids = {game.id for game in registry.games()}
    assert ids == {p.name for p in installed} >= SHIPPED  # every installed game stays (Go Fish too, in tests)
    logged = caplog.text
    for name in ("missing", "not-a-game", "raises"):
        assert repr(name) in logged
    with pytest.raises(BadInput, match="unknown game 'missing'"):
        registry.get("missing")


def test_no_entry_point_at_all_says_how_to_fix_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def none(group: str) -> list[Any]:
        return []

    monkeypatch.setattr(registry, "entry_points", none)
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_found", False)
    assert registry.games() == []
    with pytest.raises(BadInput, match="reinstall Parlour"):
        registry.get("hanabi")


def test_a_surface_asking_while_another_thread_discovers_waits_for_every_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first to ask may be any thread (a server's portal, a bot worker's): another asking
    meanwhile waits for the whole registry, never sees it half filled (a table of a game "unknown")."""
    installed = list(entry_points(group=registry.ENTRY_POINTS))
    started, release = threading.Event(), threading.Event()

    def slow(group: str) -> list[EntryPoint]:
        started.set()
        release.wait(5)  # the discovery is under way in the first thread
        return installed

    monkeypatch.setattr(registry, "entry_points", slow)
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_found", False)
    seen: dict[str, set[str]] = {}
    first = threading.Thread(target=lambda: seen.update(first={g.id for g in registry.games()}))
    second = threading.Thread(target=lambda: seen.update(second={g.id for g in registry.games()}))
    first.start()
    assert started.wait(5)
    second.start()
    second.join(0.2)
    assert second.is_alive()  # it waits rather than answer from a half-filled registry
    release.set()
    first.join(5)
    second.join(5)
    assert seen["first"] == seen["second"] == {p.name for p in installed} >= SHIPPED
