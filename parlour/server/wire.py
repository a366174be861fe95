"""Reading what clients send: JSON of bounded size and depth, request bodies read up to a cap.

Everything here either returns plain JSON data or raises `TableError` with a message key
(`web.error.malformed`, `web.error.too-big`): no client input reaches the rest of the server
as an exception of another kind.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request

from parlour.server.errors import TableError


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # NaN and Infinity: Python accepts them, JSON does not


def too_deep(data: Any, most: int) -> bool:
    """Whether `data` nests lists and objects deeper than `most` (iteratively: no recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > most:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def parse(raw: str | bytes, max_bytes: int, max_depth: int) -> Any:
    """`raw` as JSON: at most `max_bytes` bytes of UTF-8, `max_depth` levels, no NaN."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise TableError("web.error.too-big", status=413)
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise TableError("web.error.malformed") from None
    if too_deep(data, max_depth):
        raise TableError("web.error.malformed")
    return data


def parse_object(raw: str | bytes, max_bytes: int, max_depth: int) -> dict[str, Any]:
    """`raw` as a JSON object (see `parse`); anything else is malformed."""
    data = parse(raw, max_bytes, max_depth)
    if not isinstance(data, dict):
        raise TableError("web.error.malformed")
    return data


async def read_body(request: Request, max_bytes: int, max_depth: int) -> dict[str, Any]:
    """The request's JSON object body, refused by its Content-Length and never read past the cap.

    It must not say it is anything but JSON: a page elsewhere can make a browser post a form or
    plain text here without asking (a browser always names such a body's type), never JSON."""
    kind = request.headers.get("content-type")
    if kind is not None and kind.split(";")[0].strip().lower() != "application/json":
        raise TableError("web.error.json-only", status=415)
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.isascii() or not declared.isdigit():
            raise TableError("web.error.malformed")
        if int(declared) > max_bytes:
            raise TableError("web.error.too-big", status=413)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > max_bytes:
            raise TableError("web.error.too-big", status=413)
    return parse_object(bytes(body) or b"{}", max_bytes, max_depth)
