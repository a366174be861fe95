"""A throwaway PostgreSQL server for the persistence tests: one cluster per test run.

Debian's `postgresql` package puts its programs in /usr/lib/postgresql/VERSION/bin (the newest is
taken; `initdb` and `pg_ctl` on PATH otherwise). The cluster lives in a temporary folder: its data,
its log and its unix socket; it listens on 127.0.0.1 on a free port, trusts every local connection
and is stopped and removed at the end. PostgreSQL refuses to run as root, so as root the cluster
belongs to the `postgres` user (through `runuser`).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

DEBIAN_ROOT = Path("/usr/lib/postgresql")
USER = "postgres"  # the cluster's superuser (and, as root, the system user who runs it)


class Unavailable(Exception):
    """PostgreSQL cannot be started here; the message says why."""


def find_bin() -> Path:
    """The folder of `initdb` and `pg_ctl`: Debian's newest version, else PATH's."""
    versions: list[tuple[tuple[int, ...], Path]] = []
    if DEBIAN_ROOT.is_dir():
        for folder in DEBIAN_ROOT.iterdir():
            if re.fullmatch(r"\d+(\.\d+)*", folder.name) and (folder / "bin" / "initdb").exists():
                versions.append((tuple(int(part) for part in folder.name.split(".")), folder / "bin"))
    if versions:
        return max(versions)[1]
    initdb, pg_ctl = shutil.which("initdb"), shutil.which("pg_ctl")
    if initdb and pg_ctl:
        return Path(initdb).resolve().parent
    raise Unavailable(
        "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb, no initdb on PATH):"
        " apt-get install postgresql"
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Cluster:
    """A running PostgreSQL server in a temporary folder; `stop()` ends it and removes the folder."""

    def __init__(self) -> None:
        try:
            import psycopg  # noqa: F401  (the driver the tests' URLs name)
        except ImportError:
            raise Unavailable("the driver psycopg is not installed: pip install -e '.[postgresql]'") from None
        self.bin = find_bin()
        self.as_root = hasattr(os, "geteuid") and os.geteuid() == 0
        if self.as_root and shutil.which("runuser") is None:
            raise Unavailable("running as root without runuser: PostgreSQL cannot run as root")
        # Not pytest's tmp_path: its parents are private to root, and the socket's path must be short.
        self.folder = Path(tempfile.mkdtemp(prefix="parlour-pg-"))
        self.data, self.log = self.folder / "data", self.folder / "server.log"
        self.port = 0
        try:
            if self.as_root:
                try:
                    shutil.chown(self.folder, USER, USER)
                except (LookupError, PermissionError) as exc:
                    raise Unavailable(f"running as root and the user {USER!r} cannot own the cluster: {exc}") from None
            self._run(
                "initdb",
                "-D",
                str(self.data),
                "-U",
                USER,
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            )
            self._start()
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin / program), *args]
        if self.as_root:
            command = ["runuser", "-u", USER, "--", *command]
        # cwd: the postgres user may not be allowed into the test run's folder.
        done = subprocess.run(command, cwd=self.folder, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            log = self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""
            raise RuntimeError(f"{program} failed ({done.returncode}):\n{done.stdout}{done.stderr}{log}")

    def _start(self) -> None:
        for attempt in range(5):  # a free port can be taken between the look and the start
            self.port = free_port()
            options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
            try:
                self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start")
                return
            except RuntimeError:
                if attempt == 4:
                    raise

    def url(self, database: str, driver: str = "postgresql+psycopg") -> str:
        return f"{driver}://{USER}@127.0.0.1:{self.port}/{database}"

    def _admin(self, statement: str, name: str) -> None:
        import psycopg
        from psycopg import sql

        query = sql.SQL(statement).format(sql.Identifier(name))  # type: ignore[arg-type]
        with psycopg.connect(host="127.0.0.1", port=self.port, user=USER, dbname="postgres", autocommit=True) as conn:
            conn.execute(query)

    def create_database(self, options: str = "") -> str:
        """A new empty database (`options`: CREATE DATABASE's, e.g. a collation); returns its name."""
        name = f"parlour_{uuid.uuid4().hex[:12]}"
        self._admin("CREATE DATABASE {} " + options, name)
        return name

    def drop_database(self, name: str) -> None:
        # FORCE: a server killed with SIGKILL may leave a session PostgreSQL has not yet noticed.
        self._admin("DROP DATABASE IF EXISTS {} WITH (FORCE)", name)

    def stop(self) -> None:
        try:
            for mode in ("fast", "immediate"):
                try:
                    self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "30", "stop")
                    break
                except (RuntimeError, subprocess.TimeoutExpired):
                    continue
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
