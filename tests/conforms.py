"""A run-time check that JSON-shaped data is exactly what a type annotation says.

`mismatches(value, hint)` walks a value beside its type: a `TypedDict` must have every required
key, no key it does not declare, and each value of its key's type; `list`, `tuple`, `dict` and
`Mapping` are checked item by item; `Literal` by value (and type: `True` is not `1`); a union
when one member fits. It is how the tests hold each game's view types (`parlour/games/<g>/views.py`)
to the views and events the engine really sends.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Literal, NotRequired, Required, Union, get_args, get_origin, is_typeddict


@cache
def _fields(typed_dict: type) -> tuple[dict[str, Any], frozenset[str]]:
    """A TypedDict's keys with their types, and which of them are required.

    Read from the resolved hints rather than `__required_keys__`, which Python 3.11 gets wrong
    for a module with `from __future__ import annotations` (it cannot see inside a string).
    """
    hints = typing.get_type_hints(typed_dict, include_extras=True)
    total = getattr(typed_dict, "__total__", True)
    fields: dict[str, Any] = {}
    required: set[str] = set()
    for key, hint in hints.items():
        origin = get_origin(hint)
        if origin is NotRequired:
            fields[key] = get_args(hint)[0]
        elif origin is Required:
            fields[key] = get_args(hint)[0]
            required.add(key)
        else:
            fields[key] = hint
            if total:
                required.add(key)
    return fields, frozenset(required)


def _name(value: Any) -> str:
    return type(value).__name__


def mismatches(value: Any, hint: Any, path: str = "$") -> list[str]:
    """Every place where `value` departs from `hint`, as `path: what` lines (empty: it conforms)."""
    if hint is Any or hint is object:
        return []
    if hint is None or hint is type(None):
        return [] if value is None else [f"{path}: {_name(value)} where None"]
    if is_typeddict(hint):
        return _typed_dict(value, hint, path)
    origin = get_origin(hint)
    args = get_args(hint)
    if origin is Literal:
        if any(value == arg and type(value) is type(arg) for arg in args):
            return []
        return [f"{path}: {value!r} is none of {args!r}"]
    if origin is Union or origin is types.UnionType:
        found = [mismatches(value, arg, path) for arg in args]
        if any(not problems for problems in found):
            return []
        return [f"{path}: {_name(value)} {value!r:.60} fits no member of {hint}"] + [p for ps in found for p in ps]
    if origin is list or origin is Sequence:
        if not isinstance(value, list):
            return [f"{path}: {_name(value)} where a list"]
        return [p for i, item in enumerate(value) for p in mismatches(item, args[0], f"{path}[{i}]")]
    if origin is tuple:
        if not isinstance(value, tuple):
            return [f"{path}: {_name(value)} where a tuple"]
        if len(args) == 2 and args[1] is Ellipsis:
            return [p for i, item in enumerate(value) for p in mismatches(item, args[0], f"{path}[{i}]")]
        if len(args) != len(value):
            return [f"{path}: {len(value)} items where {len(args)}"]
        return [
            p
            for i, (item, arg) in enumerate(zip(value, args, strict=True))
            for p in mismatches(item, arg, f"{path}[{i}]")
        ]
    if origin is dict or origin is Mapping:
        if not isinstance(value, dict):
            return [f"{path}: {_name(value)} where a dict"]
        key_type, value_type = args
        problems = []
        for key, item in value.items():
            problems += mismatches(key, key_type, f"{path}<key {key!r}>")
            problems += mismatches(item, value_type, f"{path}[{key!r}]")
        return problems
    if hint is bool:
        return [] if isinstance(value, bool) else [f"{path}: {_name(value)} {value!r:.40} where a bool"]
    if hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return [] if ok else [f"{path}: {_name(value)} {value!r:.40} where an int"]
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{path}: {_name(value)} {value!r:.40} where a float"]
    if hint is str:
        return [] if isinstance(value, str) else [f"{path}: {_name(value)} {value!r:.40} where a str"]
    raise TypeError(f"{path}: the checker does not know the type {hint!r}")


def _typed_dict(value: Any, typed_dict: type, path: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{path}: {_name(value)} where a {typed_dict.__name__}"]
    fields, required = _fields(typed_dict)
    problems = [f"{path}: {typed_dict.__name__} lacks the key {key!r}" for key in sorted(required - value.keys())]
    problems += [f"{path}: {typed_dict.__name__} has no key {key!r}" for key in sorted(value.keys() - fields.keys())]
    for key, item in value.items():
        if key in fields:
            problems += mismatches(item, fields[key], f"{path}.{key}")
    return problems
