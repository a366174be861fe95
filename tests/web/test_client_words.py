"""The generic browser client names no game: every game's part of it comes from its manifest."""

from __future__ import annotations

from pathlib import Path

import parlour
from parlour.engine import registry

WEB = Path(parlour.__file__).parent / "web"


def test_no_game_is_named_in_the_generic_client() -> None:
    names: set[str] = set()
    for found in registry.manifests():
        names |= {found.id, found.game.name}
        names |= set(found.record_formats())  # a foreign format's name says whose it is (hanablive)
    assert len(names) >= 3
    scripts = sorted([*WEB.glob("*.js"), *WEB.glob("*.css"), *WEB.glob("*.html")])
    assert {"app.js", "ui.js", "table.js"} <= {path.name for path in scripts}
    named = [
        (path.name, number, name)
        for path in scripts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        for name in names
        if name.lower() in line.lower()
    ]
    assert named == [], (
        "game-specific code belongs in the game's renderer and its stylesheet (its manifest's `web`, `style`)"
    )
