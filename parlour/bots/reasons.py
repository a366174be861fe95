"""Why a bot did what it did: a reason in the catalogue's words, built from the bot's own reasoning.

A bot that explains itself has `why()`: the `Reason` for the action its last `choose` returned.
A reason is a catalogue key and its parameters (numbers, seat numbers, and `Term`s such as a card's
name, which are said in the reader's language), plus the alternatives the bot weighed and
rejected, each a reason of its own. It holds only what the bot's seat may know: the bot builds it
from its view, never from the state.

>>> from parlour.engine.i18n import register
>>> register({"demo.why.play": {"en": "Plays slot {slot}: it is playable",
...                             "fr": "Joue l'emplacement {slot} : elle est jouable",
...                             "es": "Juega la posición {slot}: es jugable", "zh-Hant": "打出第 {slot} 張：可以打出"}})
>>> Reason("demo.why.play", {"slot": 2}).say("fr")
"Joue l'emplacement 2 : elle est jouable"
>>> Reason.from_json(Reason("demo.why.play", {"slot": 2}).to_json()) == Reason("demo.why.play", {"slot": 2})
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from parlour.engine.i18n import Term, translate


@dataclass(frozen=True)
class Reason:
    """A sentence key, its parameters, and the rejected alternatives (reasons of their own)."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    rejected: tuple[Reason, ...] = ()

    def say(self, lang: str = "en") -> str:
        """The reason alone, in `lang`."""
        return translate(self.key, lang, **self.args)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (records keep reasons; a `Term` becomes `{"term": key}`)."""
        data: dict[str, Any] = {
            "key": self.key,
            "args": {name: {"term": v.key} if isinstance(v, Term) else v for name, v in self.args.items()},
        }
        if self.rejected:
            data["rejected"] = [r.to_json() for r in self.rejected]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Reason:
        """The reason `to_json` wrote."""
        args = {
            name: Term(v["term"]) if isinstance(v, Mapping) and set(v) == {"term"} else v
            for name, v in data.get("args", {}).items()
        }
        return cls(str(data["key"]), args, tuple(cls.from_json(r) for r in data.get("rejected", ())))


@runtime_checkable
class Explains(Protocol):
    """A bot that says why: `why()` is the reason for the action its last `choose` returned."""

    def why(self) -> Reason | None: ...
