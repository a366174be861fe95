"""Load a script of benchmarks/ as a module, for the tests that run it small."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_script(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """benchmarks/NAME.py as a module, registered while the test runs (its dataclasses need that)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    return module
