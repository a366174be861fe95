"""The server's one refusal: `TableError`, a message key said in the client's language."""

from __future__ import annotations

from typing import Any

from parlour.engine.i18n import translate


class TableError(Exception):
    """A request the server refuses: `code` is a message key, `status` the HTTP status it gets."""

    def __init__(self, code: str, status: int = 400, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.status = status
        self.params = params

    def text(self, lang: str) -> str:
        return translate(self.code, lang, **self.params)
