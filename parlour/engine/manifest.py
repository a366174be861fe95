"""A game's manifest: the game, and where each of its optional parts lives.

A game package declares one `Manifest` and names it in the `parlour.games` entry-point group;
every surface (the server, the terminal, the bench, the rules companion) asks the manifest for the
part it needs and nothing else. Parts are named as import paths (`"module"` or
`"module:attribute"`) and imported only when a surface asks, so listing the games imports no
terminal, no rules content and no bot. A part a game does not declare is `None` and the surface
degrades visibly (a generic move list, no rules page); a part that fails to import is logged and
treated as absent, never a crash elsewhere.

What each part must be, by the surface that reads it:

- `text`: a module with `action_label`, `log_sentences`, `end_lines` (the `Words` protocol of
  `parlour.engine.words`; a function it lacks is said in plain words), `RULES` (the rule ids its
  refusals cite, in the engine's order) and optionally `BUILT_KEYS` (word keys built at run time).
- `words`: a package whose `locales/<lang>.json` files hold the game's words (`parlour.engine.i18n`).
- `terminal`: a `parlour.tui.base.Frontend` class (called with no argument).
- `web`: a browser renderer, an ES module inside the game's package (a path relative to it);
  `style` its stylesheet beside it, if it has one (the generic client's CSS names no game).
- `rules`: a package with a `content` module (`CONTENT`, a `parlour.rules.model.GameContent`) and
  optionally `asked` (`ASKED`: phrasings), `cites` (`CITES`: event kind -> the rule a log line
  tells of) and `terms` (`TERMS`: the thesaurus), as `parlour.rules.content` reads them.
- `bench`: a `parlour.sim.figures.Figures` object (how `parlour bench` scores and charts a game).
- `bots`: a module that registers the game's bots (`parlour.bots.base.register_bot`) when imported.
- `records`: a `parlour.engine.record.RecordFormat` (or a tuple of them): a foreign record format
  (hanab.live's JSON) that games are imported from and exported to.
- `encoder`: a callable `options -> parlour.rl.encoding.Encoding`: the seat's view as a tensor and
  the actions as integer ids, for the learning environments of `parlour.rl` (needs the `rl` extra).
- `notes`: a callable `seat view -> frozenset[int]`: the cards that seat may write a private note
  on (hanab.live's card notes); without it the server refuses notes at the game's tables.
"""

from __future__ import annotations

import importlib
import logging
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Literal

from parlour.engine.game import Game
from parlour.engine.record import RecordFormat

log = logging.getLogger(__name__)

WEB_MODULE = re.compile(r"[a-z][a-z0-9-]{0,40}\.js")

Part = Literal["text", "terminal", "rules", "bench", "bots", "records", "encoder", "notes"]


@dataclass(frozen=True)
class Manifest:
    """One game and its parts; only `game` is required."""

    game: Game[Any]
    text: str | None = None
    words: str | None = None
    terminal: str | None = None
    web: str | None = None
    style: str | None = None
    rules: str | None = None
    bench: str | None = None
    bots: str | None = None
    records: str | None = None
    encoder: str | None = None
    notes: str | None = None
    # The game's renderer asks once more before a move that cannot be taken back when the table
    # says so (the host's `confirm` choice); the new-table form offers the choice for such games.
    confirm_moves: bool = False
    # Options the browser's new-table form offers as switches, with the value it starts from
    # (Hanabi: clues must touch a card; the seed's empty clues are one click away).
    switches: tuple[tuple[str, bool], ...] = ()
    # The key prefixes of the words the browser shows for this game (its own screen words).
    client_words: tuple[str, ...] = ()
    # How many seats a new table offers first (within the game's player range).
    default_players: int | None = None

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def package(self) -> str:
        """The game's package: where `web` and `words` files are found (the game's class is defined
        in the package's `__init__` or in one of its modules)."""
        module = importlib.import_module(type(self.game).__module__)
        if hasattr(module, "__path__"):  # the package itself
            return module.__name__
        return module.__name__.rpartition(".")[0] or module.__name__

    @property
    def players(self) -> int:
        """The seats a new table offers first."""
        wanted = self.default_players if self.default_players is not None else self.game.min_players
        return max(self.game.min_players, min(self.game.max_players, wanted))

    def part(self, name: Part) -> Any | None:
        """The part `name` imported (a module or an attribute of one), or None if absent or broken."""
        ref: str | None = getattr(self, name)
        return None if ref is None else _load(ref, self.id, name)

    def record_formats(self) -> dict[str, RecordFormat]:
        """The foreign record formats of the game (its `records` part: one format or several), by name."""
        found = self.part("records")
        formats = found if isinstance(found, (list, tuple)) else () if found is None else (found,)
        return {f.name: f for f in formats if isinstance(f, RecordFormat)}

    def web_renderer(self) -> Traversable | None:
        """The renderer's file, or None when the game has no browser renderer (or it is missing)."""
        return self._web_file(self.web, "renderer")

    def web_style(self) -> Traversable | None:
        """The renderer's stylesheet, or None when the game has none (or it is missing)."""
        return self._web_file(self.style, "stylesheet")

    def web_module(self, name: str) -> Traversable | None:
        """A module beside the renderer that it imports (`./faces.js`), or None: only a plain file
        name (letters, digits, dashes) ending in `.js`, in the renderer's own folder."""
        if self.web is None or not WEB_MODULE.fullmatch(name):
            return None
        folder = self.web.rpartition("/")[0]
        found = resources.files(self.package).joinpath(f"{folder}/{name}" if folder else name)
        return found if found.is_file() else None  # a name asked for that is not there: 404, nothing logged

    def _web_file(self, path: str | None, what: str) -> Traversable | None:
        if path is None:
            return None
        found = resources.files(self.package).joinpath(path)
        if not found.is_file():
            log.error("the web %s %s of %r is missing: the browser goes without it", what, path, self.id)
            return None
        return found


@cache
def _load(ref: str, game_id: str, name: str) -> Any | None:
    module_name, _, attribute = ref.partition(":")
    try:
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module
    except Exception:  # one game's broken part must not take a surface down
        log.exception("the %s of %r (%s) could not be loaded: left out", name, game_id, ref)
        return None
