"""The companion's disk cache: rebuilt when stale, a damaged file ignored and rebuilt, concurrent writers safe."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from parlour.rules import ask, catalogue, diskcache


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    where = tmp_path / "cache"
    monkeypatch.setenv("PARLOUR_CACHE_DIR", str(where))
    return where


class Builds:
    """A build that counts its calls."""

    def __init__(self, rows: dict[str, Any]) -> None:
        self.rows = rows
        self.calls = 0

    def __call__(self) -> dict[str, Any]:
        self.calls += 1
        return dict(self.rows)


def test_built_once_then_read_from_the_file(folder: Path) -> None:
    build = Builds({"a": [1, 2], "b": {"c": "d"}})
    first = diskcache.store("item", "k1", build)
    assert first.path == folder / "item-k1.sqlite" and first.path.is_file()
    again = diskcache.store("item", "k1", build)
    assert build.calls == 1
    assert again.get(["a", "b", "zzz"]) == {"a": [1, 2], "b": {"c": "d"}} and again["a"] == [1, 2]
    with pytest.raises(KeyError):
        again["zzz"]


def test_a_stale_cache_is_rebuilt(folder: Path) -> None:
    diskcache.store("item", "old", Builds({"a": 1}))
    fresh = Builds({"a": 2})
    assert diskcache.store("item", "new", fresh)["a"] == 2 and fresh.calls == 1
    # A file under the right name that holds another key (copied by hand) is not trusted either.
    (folder / "item-new.sqlite").unlink()
    os.replace(folder / "item-old.sqlite", folder / "item-new.sqlite")
    again = Builds({"a": 3})
    assert diskcache.store("item", "new", again)["a"] == 3 and again.calls == 1


@pytest.mark.parametrize("damage", [b"", b"not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000])
def test_a_corrupt_cache_file_is_ignored_and_rebuilt(folder: Path, damage: bytes) -> None:
    diskcache.store("item", "k", Builds({"a": 1}))
    (folder / "item-k.sqlite").write_bytes(damage)
    build = Builds({"a": 1, "b": 2})
    store = diskcache.store("item", "k", build)
    assert build.calls == 1 and store.get(["a", "b"]) == {"a": 1, "b": 2}
    assert diskcache.store("item", "k", build)["b"] == 2 and build.calls == 1  # and written whole again


def test_a_file_damaged_past_its_first_row_is_rebuilt_when_read(folder: Path) -> None:
    build = Builds({"a": 1, "b": 2})
    diskcache.store("item", "k", build)
    with sqlite3.connect(folder / "item-k.sqlite") as db:
        db.execute("UPDATE rows SET value = ? WHERE key = 'b'", (b"{not json",))
    store = diskcache.store("item", "k", build)
    assert store.get(["a", "b"]) == {"a": 1, "b": 2} and build.calls == 2
    assert diskcache.store("item", "k", build)["b"] == 2 and build.calls == 2  # the file was written anew


def test_a_folder_that_cannot_be_written_keeps_the_item_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PARLOUR_CACHE_DIR", str(blocker / "cache"))
    store = diskcache.store("item", "k", Builds({"a": 1}))
    assert store.path is None and store["a"] == 1


def test_only_the_newest_files_of_an_item_are_kept(folder: Path) -> None:
    for n in range(diskcache.KEEP + 2):
        diskcache.store("item", f"k{n}", Builds({"n": n}))
        time.sleep(0.01)  # distinct modification times
    diskcache.store("item-other", "k", Builds({"n": 0}))  # another item's files are not touched
    kept = sorted(p.name for p in folder.glob("item-k*.sqlite"))
    assert kept == [f"item-k{n}.sqlite" for n in range(2, diskcache.KEEP + 2)]
    assert (folder / "item-other-k.sqlite").is_file()


def _write_concurrently(folder: str, key: str, size: int, ready: Any, results: Any) -> None:
    os.environ["PARLOUR_CACHE_DIR"] = folder
    ready.wait()  # every writer is up: they build and write at once

    def build() -> dict[str, Any]:
        return {f"row{n}": [n, "x" * 50] for n in range(size)}

    results.put(diskcache.store("shared", key, build).get(["row0", f"row{size - 1}"]))


@pytest.mark.parametrize("key", ["k0", "k1", "k2"])  # a race: three rounds catch a non-atomic write more often
def test_concurrent_writers_leave_one_whole_file(folder: Path, key: str) -> None:
    size, writers = 30_000, 6
    context = multiprocessing.get_context("spawn")
    ready, results = context.Barrier(writers), context.Queue()
    args = (str(folder), key, size, ready, results)
    procs = [context.Process(target=_write_concurrently, args=args) for _ in range(writers)]
    for proc in procs:
        proc.start()
    got = [results.get(timeout=120) for _ in procs]
    for proc in procs:
        proc.join(timeout=60)
    assert all(proc.exitcode == 0 for proc in procs)
    assert all(r == {"row0": [0, "x" * 50], f"row{size - 1}": [size - 1, "x" * 50]} for r in got)
    assert [p.name for p in folder.iterdir()] == [f"shared-{key}.sqlite"]  # no partial file left behind
    with sqlite3.connect(folder / f"shared-{key}.sqlite") as db:
        assert db.execute("SELECT count(*) FROM rows").fetchone() == (size + 1,)  # and the meta row


def test_the_index_key_follows_the_catalogue_text(folder: Path) -> None:
    entries = catalogue.entries()
    texts = [ask.document(e, "en") for e in entries]
    key = ask._index_key("en", entries, texts)
    assert ask._index_key("en", entries, texts) == key
    assert ask._index_key("en", entries, [*texts[:-1], texts[-1] + " changed"]) != key
    assert ask._index_key("fr", entries, texts) != key
