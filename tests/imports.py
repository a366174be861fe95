"""Which of Parlour's modules a fresh interpreter loads, for the tests of its layering."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence


def assert_loads_nothing_from(modules: Sequence[str], prefix: str) -> None:
    """Importing `modules` in a fresh interpreter loads no module named `prefix` or under it."""
    code = (
        f"import sys, {', '.join(modules)}\n"
        f"found = sorted(m for m in sys.modules if m == {prefix!r} or m.startswith({prefix + '.'!r}))\n"
        "assert not found, found\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
