"""When an entry holds, and the game as the asker plays it.

Most entries hold in every game. Some hold only under a variant's option values, only in solo, or
only at some player counts: each game's companion gives these as data (`conditions.py`:
`CONDITIONS`, entry id -> `Condition`; `NAMINGS`, the words by which a question names a variant).
The asker's game is a `Context`: the seed's rules (every option at its default, a table of several
players) unless a table, the command line or the API says otherwise, and the question itself may
name a variant or a player count ("in solo", « à 3 joueurs », 單人模式), which then counts.

An entry whose condition the context does not admit is ranked below the ones that answer for the
asker's game (`parlour.rules.ask`), and where a variant changes the first answer, the answer says so
(`differences`). `check` holds every condition and naming against the game's real options.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.engine.i18n import translate
from parlour.rules.content import companion_module
from parlour.rules.language import fold, has_cjk

PLAYERS = "players"


@dataclass(frozen=True)
class Condition:
    """When an entry holds: every option of `options` has one of its values, none of `excluded`'s has one
    of those, and the player count is one of `players` (any when empty; solo is 1).

    `overrides`: the entries (holding in the seed's game) whose answer this one changes; when one of them
    is answered first, the answer says how this variant differs.
    """

    options: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    excluded: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    players: tuple[int, ...] = ()
    overrides: tuple[str, ...] = ()


@dataclass(frozen=True)
class Naming:
    """Words by which a question names a variant, and the option values (or player counts) it means.

    `words` by language, matched folded (lower case, no accents); a Latin one as whole words.
    """

    words: Mapping[str, tuple[str, ...]]
    options: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    players: tuple[int, ...] = ()


@dataclass(frozen=True)
class Context:
    """The game as the asker plays it: each option's possible values, the possible player counts,
    and whether a variant or player count was named (by the question, a table, the command line)."""

    game: str
    options: Mapping[str, frozenset[Any]]
    players: frozenset[int]
    named: bool = False

    def admits(self, condition: Condition | None) -> bool:
        """Whether an entry under `condition` holds in this game."""
        if condition is None:
            return True
        if condition.players and not self.players & set(condition.players):
            return False
        for name, values in condition.options.items():
            if not self.options.get(name, frozenset()) & set(values):
                return False
        return all(self.options.get(name, frozenset()) - set(values) for name, values in condition.excluded.items())

    def holds(self, entry_id: str) -> bool:
        return self.admits(conditions(self.game).get(entry_id))


@cache
def conditions(game: str) -> Mapping[str, Condition]:
    """Entry id -> the condition under which it holds (entries not listed hold everywhere)."""
    module = companion_module(game, "conditions")
    found: Mapping[str, Condition] = {} if module is None else module.CONDITIONS
    return found


@cache
def namings(game: str) -> tuple[Naming, ...]:
    module = companion_module(game, "conditions")
    found: tuple[Naming, ...] = () if module is None else module.NAMINGS
    return found


def _defaults(game: str) -> dict[str, Any]:
    options = registry.get(game).options_type
    return {f.name: f.default for f in dataclasses.fields(options) if f.name != PLAYERS}


def _counts(game: str) -> range:
    found = registry.get(game)
    return range(found.min_players, found.max_players + 1)


@cache
def seed_context(game: str) -> Context:
    """The seed's game: every option at its default, played by several players (solo is a variant the
    asker names: the seeds write their rules for the table, and solo as an exception)."""
    counts = set(_counts(game))
    several = counts - {1} or counts
    return Context(game, {name: frozenset((value,)) for name, value in _defaults(game).items()}, frozenset(several))


def table_context(
    game: str, options: Mapping[str, Any] | None = None, players: int | None = None, variant: str | None = None
) -> Context:
    """The asker's game as a table, the command line or the API gives it: a preset (`variant`), option
    values, a player count; what is not given is the seed's. BadInput for a preset or option the game
    lacks."""
    base = seed_context(game)
    values: dict[str, Any] = {}
    if variant:
        presets = registry.get(game).options_type.PRESETS
        if variant not in presets:
            raise BadInput(f"{registry.get(game).name} has no variant {variant!r}", code="rules.ask.variant")
        values.update(presets[variant].values)
    values.update(options or {})
    given = values.pop(PLAYERS, None)
    count = players if players is not None else given
    unknown = sorted(set(values) - set(base.options))
    if unknown:
        raise BadInput(f"{registry.get(game).name} has no option {unknown[0]!r}", code="rules.ask.variant")
    if count is not None and count not in _counts(game):
        raise BadInput(f"{registry.get(game).name} has no {count}-player game", code="rules.ask.variant")
    merged = {**base.options, **{name: frozenset((value,)) for name, value in values.items()}}
    named = bool(values) or count is not None
    return Context(game, merged, frozenset((count,)) if count is not None else base.players, named)


# -- what the question names ------------------------------------------------------------------
NUMBERS: Mapping[str, Mapping[str, int]] = {
    "en": {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5},
    "fr": {"un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5},
    "es": {"un": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5},
    "zh-Hant": {"一": 1, "二": 2, "兩": 2, "三": 3, "四": 4, "五": 5},
}
_COUNT = r"(\d|{words})"
PLAYER_COUNT: Mapping[str, str] = {  # a count of players, folded: "3 players", "à deux joueurs", "4人"
    "en": r"\b{count}[- ]?(?:players?|people|persons|of us)\b|\b{count}p\b",
    "fr": r"\b{count} (?:joueurs?|joueuses?|personnes)\b",
    "es": r"\b{count} (?:jugadores?|jugadoras?|personas)\b",
    "zh-Hant": r"(?<![每任])(?<!每一)(?<!任一){count}\s*(?:個?人|位玩家|名玩家|個玩家|人局)",
}


@cache
def _player_count(lang: str) -> re.Pattern[str]:
    words = "|".join(NUMBERS[lang])
    return re.compile(PLAYER_COUNT[lang].format(count=_COUNT.format(words=words)))


LATIN_WORD = re.compile(r"[a-z0-9]+")


@cache
def _looked_for(words: tuple[str, ...]) -> tuple[tuple[str, bool], ...]:
    """Each naming word as it is looked for: folded, a Latin one as its words between spaces (whole words)."""
    return tuple(
        (fold(w), True) if has_cjk(w) else (f" {' '.join(LATIN_WORD.findall(fold(w)))} ", False) for w in words
    )


def _named(folded: str, spaced: str, words: tuple[str, ...]) -> bool:
    return any((found in folded) if han else (found in spaced) for found, han in _looked_for(words))


def asked_about(question: str, lang: str, context: Context) -> Context:
    """`context` narrowed by what the question names: a variant, solo, a player count. The question
    counts over the table's (a player may ask about another way to play)."""
    options = dict(context.options)
    players = context.players
    named = context.named
    folded = fold(question)
    spaced = f" {' '.join(LATIN_WORD.findall(folded))} "
    for naming in namings(context.game):
        if _named(folded, spaced, naming.words.get(lang, ())):
            options.update({name: frozenset(values) for name, values in naming.options.items()})
            players = frozenset(naming.players) if naming.players else players
            named = True
    match = _player_count(lang).search(folded if lang != "zh-Hant" else question)
    if match:
        said = match.group(1)
        count = int(said) if said.isdigit() else NUMBERS[lang][said]
        if count in _counts(context.game):
            players, named = frozenset((count,)), True
    if not named:
        return context
    return Context(context.game, options, players, True)


# -- where a variant changes the answer -------------------------------------------------------
SOLO = "solo"  # a Difference's variant when it is the one-player game
PLAYER_COUNTS = "players:"  # ... or some other player counts ("players:2,3,4")


@dataclass(frozen=True)
class Difference:
    """Another entry that answers the same question for another game: `variant` is the preset under
    which it holds, or "" for the seed's rules."""

    entry_id: str
    variant: str


def differences(entry_id: str, context: Context) -> tuple[Difference, ...]:
    """How the answer `entry_id` changes with the way the game is played.

    The first answer holds in the asker's game. If the seed's game has it, a variant entry that
    overrides it and that the asker does not play is named with its preset (one per variant). If it is
    a variant's own entry that the seed's game does not have, the seed's entry it overrides is named.
    """
    game = context.game
    found = conditions(game)
    seed = seed_context(game)
    own = found.get(entry_id)
    out = []
    if seed.admits(own):
        for other, condition in found.items():
            if entry_id in condition.overrides and not context.admits(condition):
                out.append(Difference(other, preset_of(game, condition)))
    elif own is not None:
        out.extend(Difference(other, "") for other in own.overrides if seed.holds(other) and not context.holds(other))
    once = {d.variant: d for d in reversed(out)}  # one sentence per variant: the first entry that says it
    return tuple(d for d in out if once[d.variant] is d)


def preset_of(game: str, condition: Condition) -> str:
    """The first preset (not the seed's) whose game admits `condition`: its name says the variant."""
    for name, preset in registry.get(game).options_type.PRESETS.items():
        if preset.values and table_context(game, variant=name).admits(condition):
            return name
    # A table size is no preset (Regicide's solo is its one-player game): the count names it.
    if condition.players and not condition.options and not condition.excluded:
        return SOLO if condition.players == (1,) else PLAYER_COUNTS + ",".join(map(str, condition.players))
    return ""


def variant_label(game: str, variant: str, lang: str) -> str:
    """A preset as players read it ("No empty clues (as on hanab.live)")."""
    if variant == SOLO:
        return translate("rules.variant.solo", lang)
    if variant.startswith(PLAYER_COUNTS):
        *counts, last = variant.removeprefix(PLAYER_COUNTS).split(",")
        if not counts:
            return translate("rules.variant.player-count", lang, count=int(last))
        return translate("rules.variant.players", lang, counts=", ".join(counts), last=last)
    key = f"rules.variant.{game}.{variant}"
    return translate(key, lang, default=variant)


# -- checked against the games' real options ---------------------------------------------------
def check(game: str) -> list[str]:
    """What is wrong with `game`'s conditions and namings: options or values its Options lack, player
    counts it cannot seat, overrides naming no entry. Empty when all is well (a test holds it so)."""
    from parlour.rules import catalogue

    options = registry.get(game).options_type
    fields = {f.name for f in dataclasses.fields(options)} - {PLAYERS}
    counts = set(_counts(game))
    ids = {e.id for e in catalogue.entries(game)}
    problems = []

    def values_of(where: str, name: str, values: tuple[Any, ...]) -> None:
        if name not in fields:
            problems.append(f"{where}: {game} has no option {name!r}")
            return
        if not values:
            problems.append(f"{where}: no value given for {name!r}")
        for value in values:
            try:
                options.from_json({name: value})
            except BadInput as exc:
                problems.append(f"{where}: {name}={value!r} is not a value of {game}'s options ({exc})")

    for entry_id, condition in conditions(game).items():
        if entry_id not in ids:
            problems.append(f"{entry_id}: no such entry in {game}'s catalogue")
        for name, values in (*condition.options.items(), *condition.excluded.items()):
            values_of(entry_id, name, values)
        problems.extend(f"{entry_id}: {game} has no {n}-player game" for n in condition.players if n not in counts)
        problems.extend(f"{entry_id}: overrides {o!r}, no such entry" for o in condition.overrides if o not in ids)
        if not condition.options and not condition.excluded and not condition.players:
            problems.append(f"{entry_id}: a condition that holds everywhere")
    for naming in namings(game):
        where = f"naming {naming.words.get('en', ())!r}"
        for name, values in naming.options.items():
            values_of(where, name, values)
        problems.extend(f"{where}: {game} has no {n}-player game" for n in naming.players if n not in counts)
    return problems
