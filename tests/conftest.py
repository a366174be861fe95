"""Hypothesis profiles: "ci" (loaded when the CI environment variable is set) is deterministic.

- default: no deadline (whole-game properties take a variable time per example).
- ci: derandomized, no example database, no deadline, so a CI run is reproducible and
  writes nothing; `HYPOTHESIS_PROFILE=name` picks a profile explicitly.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings

settings.register_profile("default", deadline=None)
settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "default"))

# The fourth game, Go Fish, is a plugin in the test tree: the dist-info beside its package lets
# `importlib.metadata` find its `parlour.games` entry point once tests/plugins is on the path,
# here and in the subprocesses tests start (the command line, the server).
PLUGINS = str(Path(__file__).parent / "plugins")
if PLUGINS not in sys.path:
    sys.path.insert(0, PLUGINS)
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [PLUGINS, os.environ.get("PYTHONPATH")]))

# The rules companion keeps its indexes, language model and dictionary copy in a cache folder; the
# tests (and the processes they start) use one of their own, never the user's: one per checkout, so
# that two checkouts tested at once on one machine do not tidy away each other's files.
if not os.environ.get("PARLOUR_CACHE_DIR"):
    checkout = hashlib.sha256(str(Path(__file__).resolve().parent).encode()).hexdigest()[:8]
    os.environ["PARLOUR_CACHE_DIR"] = str(Path(tempfile.gettempdir()) / f"parlour-tests-cache-{checkout}")
