"""A progress bar for long runs, and package versions for reports."""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable, Iterator
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


@contextmanager
def progress_counter(description: str | None, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar counting to `total`, or none without a description: yields `advance(count)`."""
    with progress_bar(description is not None) as bar:
        if bar is None:
            yield lambda count: None
            return
        task = bar.add_task(description or "", total=total)
        yield lambda count: bar.advance(task, count)


def package_version(dist: str) -> str:
    """The installed version of `dist`, or "unknown"."""
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"
