"""The companion's disk cache: rebuilt when stale, a damaged file ignored and rebuilt, concurrent writers safe."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from parlour.engine.i18n import LANGUAGES
from parlour.rules import ask, catalogue, chinese, diskcache, language


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


def test_the_stamp_follows_the_files_without_reading_them(tmp_path: Path) -> None:
    (tmp_path / "pkg" / "__pycache__").mkdir(parents=True)
    words = tmp_path / "pkg" / "en.json"
    words.write_text('{"a": "one"}')
    (tmp_path / "pkg" / "code.py").write_text("X = 1\n")
    first = diskcache.stamp([tmp_path])
    assert diskcache.stamp([tmp_path, tmp_path / "pkg"]) == first  # a folder given twice counts once
    (tmp_path / "pkg" / "__pycache__" / "code.cpython-311.pyc").write_bytes(b"compiled")
    (tmp_path / "pkg" / "notes.txt").write_text("neither code nor catalogue")
    assert diskcache.stamp([tmp_path]) == first
    words.write_text('{"a": "two"}')  # the same size: the modification time tells
    info = words.stat()
    os.utime(words, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000))
    edited = diskcache.stamp([tmp_path])
    assert edited != first
    (tmp_path / "pkg" / "more.py").write_text("")
    added = diskcache.stamp([tmp_path])
    assert added not in (first, edited)
    (tmp_path / "pkg" / "more.py").unlink()
    assert diskcache.stamp([tmp_path]) == edited


def _touch(path: Path, by_ns: int) -> None:
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + by_ns))


# A catalogue file, a game's companion module (its phrasings, thesaurus, seeds' quotes) and the
# companion's code: a change to any of them is a new key, so the cache files are built again.
SHAPING = [
    Path(catalogue.__file__).parents[1] / "games" / "hanabi" / "locales" / "fr.json",
    Path(catalogue.__file__).parents[1] / "games" / "regicide" / "companion" / "asked.py",
    Path(catalogue.__file__).parents[1] / "locales" / "zh-Hant.json",
    Path(ask.__file__),
]


@pytest.mark.parametrize("changed", SHAPING, ids=lambda p: "/".join(p.parts[-2:]))
def test_a_changed_catalogue_or_code_file_gives_new_keys(folder: Path, changed: Path) -> None:
    keys = {lang: ask.index_key(lang) for lang in LANGUAGES}
    model = language.model_key()
    assert {lang: ask.index_key(lang) for lang in LANGUAGES} == keys and language.model_key() == model
    assert len(set(keys.values())) == len(LANGUAGES)
    _touch(changed, 1_000_000)  # as an edit does (the text is left as it is)
    try:
        assert all(ask.index_key(lang) != keys[lang] for lang in LANGUAGES)
        assert language.model_key() != model
        assert diskcache.path("index-fr", ask.index_key("fr")) != diskcache.path("index-fr", keys["fr"])
    finally:
        _touch(changed, -1_000_000)
    assert {lang: ask.index_key(lang) for lang in LANGUAGES} == keys and language.model_key() == model


QUESTIONS = [  # rules_speed.py's eight, a game named, another language asked for, an off-topic one
    ("can I pass?", {}),
    ("can I discard when all eight blue tokens are in the lid?", {}),
    ("je peux passer ?", {}),
    ("peut-on défausser avec huit jetons bleus ?", {}),
    ("¿puedo pasar?", {}),
    ("¿puedo jugar dos cartas a la vez?", {}),
    ("可以跳過嗎", {}),
    ("單人模式什麼時候可以翻開小丑？", {}),
    ("how many jetons bleus?", {"game": "hanabi"}),
    ("can the jester cancel immunity in solo?", {"lang": "zh-Hant"}),
    ("what's the weather like in Paris tomorrow?", {}),
]


def _answers() -> list[dict[str, Any]]:
    for cached in (ask.index, ask._groups, ask._terms, ask._linked, ask._jieba, language.model, chinese.segmenter):
        cached.cache_clear()
    return [ask.ask(question, **how).to_json() for question, how in QUESTIONS]  # type: ignore[arg-type]


def test_answers_are_the_same_from_the_cache_files_as_built_in_memory(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = _answers()  # built, written, then read back from the files
    names = sorted(p.name.split("-")[0] for p in folder.glob("*.sqlite"))
    assert names == ["index", "index", "index", "index", "jieba", "language"]
    read = _answers()  # read from the files only
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("PARLOUR_CACHE_DIR", str(blocker / "cache"))
    try:
        in_memory = _answers()  # no file can be written: built from the texts and kept in memory
    finally:
        monkeypatch.setenv("PARLOUR_CACHE_DIR", str(folder))
        _answers()
    assert written == read == in_memory
    # and they are answers: the eight first entries as the companion gives them today
    assert [a["entries"][0]["id"] if a["known"] else None for a in in_memory][:8] == [
        "regicide.faq.yield",
        "hanabi.faq.discard-eight-tokens",
        "regicide.faq.yield",
        "hanabi.faq.discard-eight-tokens",
        "regicide.faq.yield",
        "regicide.faq.combo",
        "hanabi.faq.pass-turn",
        "regicide.mistake.solo-jester-immunity",
    ]
    assert not in_memory[-1]["known"]
