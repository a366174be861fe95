"""The only exceptions an engine lets out on bad input.

`IllegalAction` means a well-formed action that the rules refuse; it names the rule.
`BadInput` means the input could not even be understood (wrong type, unknown action,
unknown seat). Both leave the state exactly as it was.
"""

from __future__ import annotations

from typing import Any


class ParlourError(Exception):
    """Base of the errors an engine raises on purpose."""


class IllegalAction(ParlourError):
    """A well-formed action the rules refuse.

    `rule` is the rule id (`hanabi.discard.tokens-full`); `params` the values its sentence is
    filled with, so it can be said in any language. `key` names the catalogue sentence when it is
    more specific than the rule's own (one rule, several ways to break it); by default it is the
    rule id. `message` is the English sentence: the catalogue's (one English), unless a caller
    gives its own (a record's replay says which action was refused). `generic` is a shared
    sentence said when the game's words lack `key` (the engine's own refusals: out of turn).
    """

    def __init__(
        self, rule: str, message: str | None = None, key: str | None = None, generic: str | None = None, **params: Any
    ) -> None:
        super().__init__(rule)
        self.rule = rule
        self._message = message
        self.key = key or rule
        self.generic = generic
        self.params = params

    @property
    def message(self) -> str:
        """The sentence in English (said when asked: a search may raise and catch many refusals)."""
        return self._message if self._message is not None else self.text("en")

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message}"

    def text(self, lang: str = "en") -> str:
        """The sentence in `lang`, falling back to English."""
        from parlour.engine.i18n import has, translate

        key = self.generic if self.generic is not None and not has(self.key) else self.key
        return translate(key, lang, default=self._message, **self.params)

    def to_json(self) -> dict[str, Any]:
        return {"error": "illegal-action", "rule": self.rule, "message": self.message}


class BadInput(ParlourError):
    """Input that is malformed: not an action of this game, a bad seat, bad JSON."""

    def __init__(self, message: str, code: str = "engine.input.malformed") -> None:
        super().__init__(message)
        self.message = message
        self.code = code

    def text(self, lang: str = "en") -> str:
        from parlour.engine.i18n import translate

        return translate(self.code, lang, default=self.message)

    def to_json(self) -> dict[str, Any]:
        return {"error": "bad-input", "code": self.code, "message": self.message}


def describe(value: Any, limit: int = 40) -> str:
    """A short, safe repr of untrusted input for an error message (huge ints, long strings)."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to print
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."
