"""What the rules companion works out once and keeps on disk: its indexes, language model and dictionary.

Building them takes seconds of CPU, and `parlour rules ask` is a new process for every question.
Each item is an SQLite file of rows (a key, a JSON value) in the user's cache folder
(`PARLOUR_CACHE_DIR` if set, else the platform's: `$XDG_CACHE_HOME/parlour`,
`~/Library/Caches/parlour`, `%LOCALAPPDATA%\\parlour\\Cache`), named by what it holds and a key: a
hash of what it was built from, so a changed catalogue or library finds no file and builds a new
one. The indexes and the language model are built from the games' texts, which take every game's
package to load: their key is instead a stamp of the files those texts and the code come from
(`stamp`: each file's path, size and modification time), with the libraries' versions, so a warm
question does not load what only a build reads. A question reads only the rows
it needs (the postings of its own terms), so answering does not parse a whole index.

Written atomically (a temporary file in the same folder, then a rename), so a reader sees either a
whole file or none, and two processes building at once both leave a whole file. A file that cannot
be read, or does not hold what its name says, is ignored and rebuilt; a folder that cannot be
written to leaves the item in memory. Rows are JSON, not pickle: reading a cache file runs no code.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

FORMAT = 1  # bumped when the files' layout changes
KEEP = 3  # files per item: a few keys stay (two checkouts, a test run beside a user's)
CHUNK = 500  # keys per query (SQLite allows 999 parameters at the least)
META = "\0meta"  # the row that says which item and key a file holds
log = logging.getLogger(__name__)
Rows = Mapping[str, Any]


def folder() -> Path:
    """Where the companion's cache files live (not created here)."""
    given = os.environ.get("PARLOUR_CACHE_DIR")
    if given:
        return Path(given)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "parlour" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "parlour"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "parlour"


STAMPED = (".py", ".json")  # the files a stamp covers: code and catalogues


def stamp(folders: Iterable[Path | str]) -> str:
    """A hash of the code and catalogue files under `folders` (each file's path, size and modification
    time, in nanoseconds): it changes when one is edited, added, removed or replaced, without reading them.
    Bytecode caches are left out; a folder inside another counts once, one that does not exist as empty."""
    tops: list[Path] = []
    for folder in sorted({Path(f).resolve() for f in folders}, key=lambda f: len(f.parts)):
        if not any(folder.is_relative_to(kept) for kept in tops):  # one inside another counts once
            tops.append(folder)
    digest = hashlib.sha256()
    for top in sorted(map(str, tops)):
        for where, dirs, files in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
            for name in sorted(files):
                if name.endswith(STAMPED):
                    full = os.path.join(where, name)
                    try:
                        info = os.stat(full)
                    except OSError:  # removed while walking: counted as gone
                        continue
                    digest.update(f"{full}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:20]


def files_stamp(files: Iterable[Path | str]) -> str:
    """Each file's path, size and modification time (a library's module, a dictionary): a new version
    installed, or the file edited, changes it; a missing file counts as absent."""
    out = []
    for file in files:
        try:
            info = os.stat(file)
        except OSError:
            out.append(f"{file} absent")
            continue
        out.append(f"{file} {info.st_size} {info.st_mtime_ns}")
    return "\n".join(out)


def path(name: str, key: str) -> Path:
    return folder() / f"{name}-{key}.sqlite"


class Store:
    """One cached item: its rows, read from its file a few at a time (and kept once read).

    Made by `store()`. If the file turns out damaged past its first row, the item is built again
    and the store goes on from memory (and a new file, when it can be written).
    """

    def __init__(self, where: Path | None, meta: Rows, build: Callable[[], Rows], rows: Rows | None = None) -> None:
        self.path = where
        self._meta = meta
        self._build = build
        self._rows = rows  # the whole item, when it lives in memory
        self._read: dict[str, Any] = {}
        self._lock = threading.Lock()

    def get(self, keys: Iterable[str]) -> dict[str, Any]:
        """The values of those `keys` the item has."""
        keys = list(keys)
        wanted = [k for k in dict.fromkeys(keys) if k not in self._read]
        if wanted:
            found = self._fetch(wanted)
            with self._lock:
                self._read.update(found)
                self._read.update((k, _ABSENT) for k in wanted if k not in found)
        out = {}
        for k in keys:
            value = self._read[k]
            if value is not _ABSENT:
                out[k] = value
        return out

    def __getitem__(self, key: str) -> Any:
        found = self.get([key])
        if key not in found:
            raise KeyError(key)
        return found[key]

    def rebuild(self) -> None:
        """Build the item again, go on from memory and write it anew (its file is damaged)."""
        rows = self._build()
        with self._lock:
            self._rows, self._read = rows, {}
        if self.path is not None:
            _write(self.path, {META: self._meta, **rows})

    def _fetch(self, keys: list[str]) -> dict[str, Any]:
        rows = self._rows
        if rows is None and self.path is not None:
            try:
                return _select(self.path, keys)
            except sqlite3.Error as exc:
                log.warning("the cache file %s is damaged (%s): built again", self.path, exc)
                self.rebuild()
                rows = self._rows
        assert rows is not None
        return {k: rows[k] for k in keys if k in rows}


_ABSENT = object()


def store(name: str, key: str, build: Callable[[], Rows]) -> Store:
    """The item `name` built for `key`: its file if it holds that item, else built now and written.

    `build` gives the rows (JSON-able values by key; keys are not the empty string's NUL).
    """
    where = path(name, key)
    meta = {"format": FORMAT, "name": name, "key": key}
    try:
        if _select(where, [META]).get(META) == meta:
            return Store(where, meta, build)
        log.info("the cache file %s holds another item: built again", where)
    except sqlite3.Error as exc:
        if where.exists():
            log.info("the cache file %s is unreadable (%s): built again", where, exc)
    rows = build()
    if _write(where, {META: meta, **rows}):
        tidy(name, where)
        return Store(where, meta, build)
    return Store(None, meta, build, rows)


def _connect(where: Path) -> sqlite3.Connection:
    if not where.is_file():  # SQLite would make an empty database; read-only mode says "unable to open"
        raise sqlite3.OperationalError(f"no file {where}")
    return sqlite3.connect(f"{where.as_uri()}?mode=ro", uri=True)


def _select(where: Path, keys: list[str]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    with contextlib.closing(_connect(where)) as db:
        for start in range(0, len(keys), CHUNK):
            part = keys[start : start + CHUNK]
            query = f"SELECT key, value FROM rows WHERE key IN ({','.join('?' * len(part))})"
            try:
                found.update((k, json.loads(v)) for k, v in db.execute(query, part))
            except ValueError as exc:  # not JSON, or not UTF-8
                raise sqlite3.DatabaseError(f"a row is not JSON: {exc}") from None
    return found


def _write(where: Path, rows: Rows) -> bool:
    """Write `rows` to `where` atomically; False (logged) if the folder cannot be written to.

    orjson writes a big item several times faster than the standard library; a question reads a few rows,
    which `json` parses as fast, and imports in a tenth of orjson's time (which imports uuid and platform).
    """
    import orjson

    partial = None
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        handle, partial = tempfile.mkstemp(prefix=f".{where.name}.", suffix=".part", dir=where.parent)
        os.close(handle)
        with contextlib.closing(sqlite3.connect(partial)) as db:
            db.execute("PRAGMA journal_mode = OFF")  # a fresh private file: nothing to roll back to
            db.execute("CREATE TABLE rows (key TEXT PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID")
            db.executemany("INSERT INTO rows VALUES (?, ?)", ((k, orjson.dumps(v)) for k, v in rows.items()))
            db.commit()
        os.replace(partial, where)
        return True
    except (OSError, sqlite3.Error) as exc:
        log.info("the cache file %s cannot be written (%s): kept in memory", where, exc)
        if partial is not None:
            with contextlib.suppress(OSError):
                os.unlink(partial)
        return False


def tidy(name: str, keep: Path) -> None:
    """Remove all but the `KEEP` newest files of item `name` (the one just written among them)."""
    try:
        found = [p for p in keep.parent.glob(f"{name}-*.sqlite") if "-" not in p.name[len(name) + 1 :]]
        found.sort(key=lambda p: (p == keep, p.stat().st_mtime), reverse=True)
        for old in found[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # another process tidied first
