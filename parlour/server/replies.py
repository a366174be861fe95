"""The small pieces every HTTP route shares: the reader's language, and an error said in it."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from parlour.engine.i18n import normalise_language, translate


def error(code: str, lang: str, status: int = 400, **params: Any) -> JSONResponse:
    """`{"error": code, "message": ...}` with the message in `lang`."""
    return JSONResponse({"error": code, "message": translate(code, lang, **params)}, status_code=status)


def request_lang(request: Request) -> str:
    """The language asked for by `?lang=`, else by the Accept-Language header."""
    wanted = request.query_params.get("lang") or request.headers.get("accept-language", "en").split(",")[0]
    return normalise_language(wanted)
