"""Hypothesis profiles: "ci" (loaded when the CI environment variable is set) is deterministic.

- default: no deadline (whole-game properties take a variable time per example).
- ci: derandomized, no example database, no deadline, so a CI run is reproducible and
  writes nothing; `HYPOTHESIS_PROFILE=name` picks a profile explicitly.
"""

from __future__ import annotations

import os

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
