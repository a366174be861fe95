"""Each game's companion content, found through its manifest's `rules` part.

The part is a package: `content.py` defines `CONTENT: GameContent`; optional modules `asked.py`
(`ASKED`: for each entry id and language, how players ask for it), `cites.py` (`CITES`: event kind
-> the rule a log line tells of), `terms.py` (`TERMS`: the thesaurus groups by language) and
`scenarios.py` (`SCENARIOS`, `UNSHOWN`: each enforced rule at work, `parlour.rules.scenarios`) and
`drawings.py` (`DRAWINGS`: the aid sheets' figures, `parlour.rules.drawing`); `terms.py` may also give
`PATTERNS` (what a question means beyond its words) and `conditions.py` (`CONDITIONS`, `NAMINGS`:
when entries hold, `parlour.rules.conditions`). A game
without a `rules` part, or whose content fails to load (logged), has no rules page and no companion
answers; nothing else changes.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import re
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from parlour.engine import registry
from parlour.engine.errors import BadInput, describe
from parlour.rules.model import GameContent

if TYPE_CHECKING:  # fpdf is loaded only when a sheet is drawn, never to answer a question
    from parlour.rules.drawing import Drawing

Asked = Mapping[str, Mapping[str, tuple[str, ...]]]
log = logging.getLogger(__name__)


@cache
def _module(game: str, name: str) -> Any | None:
    """The companion's module `name` of `game`, or None if the game has no companion, no such
    module, or one that fails to load (logged: one game's broken companion takes no page down)."""
    package = registry.manifest(game).rules
    if package is None:
        return None
    found = f"{package}.{name}"
    try:
        return importlib.import_module(found) if importlib.util.find_spec(found) is not None else None
    except Exception:
        log.exception("the rules companion's %s of %r (%s) could not be loaded: left out", name, game, found)
        return None


def companion_module(game: str, name: str) -> Any | None:
    """The companion's optional module `name` of `game` (None: no companion, no such module, or one
    that failed to load, logged)."""
    return _module(game, name)


@cache
def has_content(game: str) -> bool:
    """Whether `game` has a rules companion (a rules page, aid sheets, answers) that loads."""
    module = _module(game, "content")
    if module is not None and not isinstance(getattr(module, "CONTENT", None), GameContent):
        log.error("the rules companion of %r has no CONTENT: left out", game)
        return False
    return module is not None


@cache
def load(game: str) -> GameContent:
    """The companion content of `game`; BadInput if the game has none (it has no rules page)."""
    module = _module(game, "content")
    if module is None or not has_content(game):
        raise BadInput(f"{describe(game)} has no rules companion", code="rules.no-companion")
    content: GameContent = module.CONTENT
    return content


@cache
def load_asked(game: str) -> Asked:
    """How players ask for each entry of `game`, by entry id and language (phrasings to index)."""
    module = _module(game, "asked")
    asked: Asked = {} if module is None else module.ASKED
    return asked


@cache
def cites(game: str) -> Mapping[str, Any]:
    """Event kind -> how to find the rule a log line of `game` tells of (most telling kinds first)."""
    module = _module(game, "cites")
    found: Mapping[str, Any] = {} if module is None else module.CITES
    return found


@cache
def terms(game: str) -> Mapping[str, tuple[tuple[str, ...], ...]]:
    """The thesaurus groups of `game`, by language."""
    module = _module(game, "terms")
    found: Mapping[str, tuple[tuple[str, ...], ...]] = {} if module is None else module.TERMS
    return found


@cache
def patterns(game: str, lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """What questions about `game` in `lang` mean beyond their words: (a pattern over the folded
    question, Chinese as written; the words it means), from its `terms` module's optional `PATTERNS`
    (compiled for one language at a time: a question at the command line pays for its own)."""
    module = _module(game, "terms")
    found: Mapping[str, tuple[tuple[str, str], ...]] = getattr(module, "PATTERNS", {}) if module else {}
    return tuple((re.compile(p), said) for p, said in found.get(lang, ()))


@cache
def drawings(game: str) -> Mapping[str, Drawing]:
    """The figures the aid sheets of `game` may draw, by name (none if its companion has no `drawings`)."""
    module = _module(game, "drawings")
    found: Mapping[str, Drawing] = {} if module is None else module.DRAWINGS
    return found


@cache
def sheet_colour(game: str) -> tuple[int, int, int] | None:
    """The colour of the aid sheets of `game` (its drawings' `ACCENT`), or None if it names none."""
    module = _module(game, "drawings")
    colour = getattr(module, "ACCENT", None)
    return colour if isinstance(colour, tuple) else None
