"""Typed, validated game options with named presets.

A game's options are a frozen dataclass that subclasses `Options`. Each field that is a
variant switch is described by an `OptionInfo` (what it does and which seed it comes from),
so a variant is always a named, sourced option and never an anonymous `if`.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self, get_args, get_origin

from parlour.engine.errors import BadInput, describe


@dataclass(frozen=True)
class OptionInfo:
    """What an option means and where the rule comes from."""

    help: str
    source: str = ""


@dataclass(frozen=True)
class Preset:
    """A named set of option values (a variant or a rule set)."""

    name: str
    values: Mapping[str, Any]
    help: str
    source: str = ""


@dataclass(frozen=True)
class Options:
    """Base of every game's options. Subclasses add fields and override `check`."""

    players: int = 2

    INFO: ClassVar[Mapping[str, OptionInfo]] = {}
    PRESETS: ClassVar[Mapping[str, Preset]] = {}

    def __post_init__(self) -> None:
        hints = _hints(type(self))
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not _fits(value, hints[field.name]):
                raise BadInput(
                    f"option {field.name}={describe(value)} is not a valid {_type_name(hints[field.name])}",
                    code="engine.input.option",
                )
        self.check()

    def check(self) -> None:
        """Raise BadInput when the values do not make a playable game."""

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        if not isinstance(data, Mapping):
            raise BadInput("options must be an object", code="engine.input.option")
        names = {f.name for f in dataclasses.fields(cls)}
        if not all(isinstance(key, str) for key in data):
            raise BadInput("option names must be strings", code="engine.input.option")
        unknown = sorted(set(data) - names)
        if unknown:
            raise BadInput(
                f"options this game does not have: {', '.join(describe(u) for u in unknown[:5])}",
                code="engine.input.option",
            )
        return cls(**dict(data))

    @classmethod
    def build(
        cls,
        players: int | None = None,
        variant: str | None = None,
        overrides: Iterable[str] | Mapping[str, Any] = (),
    ) -> Self:
        """Options from a preset name, then `NAME=VALUE` strings (as typed on a command line)."""
        values: dict[str, Any] = {}
        if variant is not None:
            if variant not in cls.PRESETS:
                known = ", ".join(sorted(cls.PRESETS))
                raise BadInput(f"unknown variant {describe(variant)} (known: {known})", code="engine.input.option")
            values.update(cls.PRESETS[variant].values)
        if players is not None:
            values["players"] = players
        if isinstance(overrides, Mapping):
            values.update(overrides)
        else:
            values.update(cls.parse_overrides(overrides))
        return cls.from_json(values)

    @classmethod
    def parse_overrides(cls, items: Iterable[str]) -> dict[str, Any]:
        hints = typing.get_type_hints(cls)
        names = {f.name for f in dataclasses.fields(cls)}
        out: dict[str, Any] = {}
        for item in items:
            name, sep, raw = item.partition("=")
            name = name.strip().replace("-", "_")
            if not sep or name not in names:
                known = ", ".join(sorted(names))
                raise BadInput(
                    f"bad option {describe(item)}: expected NAME=VALUE with NAME one of {known}",
                    code="engine.input.option",
                )
            out[name] = _parse(raw.strip(), hints[name], name)
        return out

    def describe(self) -> str:
        """`players=3 empty_clues=False`: the options that differ from the defaults."""
        default = type(self)()
        parts = [f"players={self.players}"]
        parts += [
            f"{f.name}={getattr(self, f.name)}"
            for f in dataclasses.fields(self)
            if f.name != "players" and getattr(self, f.name) != getattr(default, f.name)
        ]
        return " ".join(parts)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """A class's resolved type hints, once: resolving them is slow, and options are made often."""
    found = _HINTS.get(cls)
    if found is None:
        found = _HINTS[cls] = typing.get_type_hints(cls)
    return found


def _fits(value: Any, hint: Any) -> bool:
    origin = get_origin(hint)
    if origin is Literal:
        return any(value == choice and type(value) is type(choice) for choice in get_args(hint))
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is str:
        return isinstance(value, str)
    return True


def _type_name(hint: Any) -> str:
    if get_origin(hint) is Literal:
        return "choice among " + ", ".join(map(repr, get_args(hint)))
    return getattr(hint, "__name__", str(hint))


def _parse(raw: str, hint: Any, name: str) -> Any:
    try:
        if hint is bool:
            low = raw.lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise ValueError(raw)
        if hint is int:
            return int(raw)
        if hint is float:
            return float(raw)
        if get_origin(hint) is Literal:
            for choice in get_args(hint):
                if str(choice) == raw:
                    return choice
            raise ValueError(raw)
    except ValueError:
        raise BadInput(
            f"option {name}: {describe(raw)} is not a valid {_type_name(hint)}", code="engine.input.option"
        ) from None
    return raw
