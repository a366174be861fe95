"""Actions: frozen dataclasses with a JSON form.

Each game declares its action classes with a `TYPE` tag; `ActionCodec` turns JSON into
actions and rejects anything malformed with `BadInput`, never another exception.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self

from parlour.engine.errors import BadInput, describe


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. `TYPE` is the JSON tag."""

    TYPE: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.TYPE}
        for name in _field_names(type(self)):
            data[name] = getattr(self, name)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """The action of this class that `data` describes (BadInput if it is not one)."""
        action = ActionCodec([cls]).from_json(data)
        assert isinstance(action, cls)
        return action


@dataclasses.dataclass(frozen=True, slots=True)
class Terminate(Action):
    """A seat ends the whole game for everyone (hanab.live's "terminate"): an engine-level action.

    Only games whose `Game.terminable` is True accept it (`<game>.end.no-terminate` otherwise);
    there any seat may send it at any moment while the game is not over, its turn or not. Each
    such game says what it means in its state (`<game>.end.terminated`); it is kept in the
    history like any action, so records and replays reproduce it. It is never among
    `legal_actions` and has no integer id: bots and learning agents never see it.
    """

    TYPE: ClassVar[str] = "terminate"


_FIELDS: dict[type, tuple[dataclasses.Field[Any], ...]] = {}


def _fields(kind: type) -> tuple[dataclasses.Field[Any], ...]:
    """An action class's fields, looked up once (`dataclasses.fields` is slow, and actions are
    read and written for every move of every table)."""
    found = _FIELDS.get(kind)
    if found is None:
        found = _FIELDS[kind] = dataclasses.fields(kind)
    return found


_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    found = _NAMES.get(kind)
    if found is None:
        found = _NAMES[kind] = tuple(field.name for field in _fields(kind))
    return found


class ActionCodec:
    """Reads actions of one game from JSON, strictly."""

    def __init__(self, kinds: Sequence[type[Action]]) -> None:
        self.kinds = {kind.TYPE: kind for kind in kinds}

    def from_json(self, data: Any) -> Action:
        if not isinstance(data, Mapping):
            raise BadInput("an action must be a JSON object with a 'type'")
        tag = data.get("type")
        kind = self.kinds.get(tag) if isinstance(tag, str) else None
        if kind is None:
            known = ", ".join(sorted(self.kinds))
            raise BadInput(f"unknown action type {describe(data.get('type'))} (known: {known})")
        fields = {f.name: f for f in _fields(kind)}
        extra = sorted(set(data) - set(fields) - {"type"})
        if extra:
            raise BadInput(f"fields a {kind.TYPE} action does not have: {', '.join(describe(e) for e in extra[:5])}")
        values: dict[str, Any] = {}
        for name, field in fields.items():
            if name not in data:
                if field.default is not dataclasses.MISSING:
                    continue
                raise BadInput(f"action {kind.TYPE} needs a field {name!r}")
            values[name] = data[name]
        try:
            return kind(**values)
        except (TypeError, ValueError) as exc:
            raise BadInput(f"malformed {kind.TYPE} action: {describe(str(exc), 80)}") from None
