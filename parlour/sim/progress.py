"""A progress bar for long runs, and package versions for reports."""

from __future__ import annotations

import importlib.metadata
from collections.abc import Iterator
from contextlib import contextmanager

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextmanager
def progress_bar(enabled: bool) -> Iterator[Progress | None]:
    """A rich progress bar (gone when done), or None when `enabled` is false."""
    if not enabled:
        yield None
        return
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, transient=True) as progress:
        yield progress


def package_version(dist: str) -> str:
    """The installed version of `dist`, or "unknown"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"
