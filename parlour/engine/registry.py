"""Games by id, so the command line, the server and records find them.

A game is found through the `parlour.games` entry point group (Parlour's own three are declared
in its `pyproject.toml`), so a game installed from another distribution appears too; the engine
imports no game. An entry point names the game's `Manifest` (or, for a game with no optional part,
the `Game` itself). A game that fails to load is left out with a logged error, never a crash of
everything else.
"""

from __future__ import annotations

import logging
import threading
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from parlour.engine import i18n
from parlour.engine.errors import BadInput, describe
from parlour.engine.game import Game
from parlour.engine.manifest import Manifest

ENTRY_POINTS = "parlour.games"
log = logging.getLogger(__name__)

_GAMES: dict[str, Manifest] = {}
_found = False
_discovering = False
# The first surface to ask may be any thread (a server's worker, a test client's portal): the others
# wait for the discovery to end rather than see a registry half filled.
_lock = threading.RLock()


def _words(manifest: Manifest) -> None:
    if manifest.words is not None:
        try:  # a game's refusals and screens need its words before any surface imports its text
            i18n.load_words(manifest.words)
        except Exception:  # its words broken: the game stays, its sentences said by their keys
            log.exception("the words of %r (%s) could not be loaded", manifest.id, manifest.words)


def register(game: Game[Any] | Manifest) -> Manifest:
    """Add a game by hand (a test's game, one built at run time); installed games need not."""
    manifest = game if isinstance(game, Manifest) else Manifest(game)
    _words(manifest)
    _GAMES[manifest.id] = manifest
    return manifest


def _discover(points: list[EntryPoint]) -> None:
    for point in points:
        try:
            found = point.load()
        except Exception:  # one broken plugin must not take the other games down
            log.exception("the game %r (%s) could not be loaded: left out", point.name, point.value)
            continue
        if isinstance(found, Game):
            found = Manifest(found)
        if not isinstance(found, Manifest):
            log.error("the entry point %r (%s) is neither a Manifest nor a Game: left out", point.name, point.value)
            continue
        if found.id in _GAMES and _GAMES[found.id] is not found:
            log.error("two games say they are %r: %s left out", found.id, point.value)
            continue
        register(found)


def _load() -> None:
    global _found, _discovering
    if _found:
        return
    with _lock:
        if _found or _discovering:  # found meanwhile, or asked again by a game while it loads
            return
        _discovering = True
        try:
            points = sorted(entry_points(group=ENTRY_POINTS), key=lambda point: point.name)
            if not points:
                log.warning("no %s entry point is installed: reinstall Parlour (pip install -e .)", ENTRY_POINTS)
            _discover(points)
            _found = True
        finally:
            _discovering = False


def manifest(game_id: str) -> Manifest:
    """The manifest of `game_id` (BadInput naming the known games if there is none)."""
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none: reinstall Parlour so its entry points are registered"
        raise BadInput(f"unknown game {describe(game_id)} (known: {known})") from None


def get(game_id: str) -> Game[Any]:
    return manifest(game_id).game


def manifests() -> list[Manifest]:
    _load()
    return [_GAMES[key] for key in sorted(_GAMES)]


def games() -> list[Game[Any]]:
    return [found.game for found in manifests()]
