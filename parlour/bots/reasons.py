"""Why a bot did what it did: a reason in the catalogue's words, built from the bot's own reasoning.

A bot that explains itself has `why()`: the `Reason` for the action its last `choose` returned.
A reason is a catalogue key and its parameters (numbers, `Seat`s said as the players' names,
`Term`s and `Phrase`s said in the reader's language), plus the alternatives the bot weighed and
rejected, each a reason of its own. It holds only what the bot's seat may know: the bot builds it
from its view, never from the state.

A reason is shown to people, so each one who reads it must be allowed to know what it says.
Whatever only some may know (a card in a hand, what a bot believes from its own hand) is a
`Secret` parameter naming the audiences it is hidden from (seats, and `"public"`: spectators who
see no hand). `shown_to(audience)` gives the reason as that audience may read it: whole when it
names no secret hidden from them; otherwise its `public` form (a sentence in public terms only,
or `bots.why.withheld` when the bot gave none); rejected alternatives they may not read are left
out. The audience `"all"` (spectators of a table whose spectators see every hand, a finished
game's replay seen from no seat) reads every reason whole.

>>> from parlour.engine.i18n import register
>>> register({"demo.why.play": {"en": "Plays slot {slot}: it is playable",
...                             "fr": "Joue l'emplacement {slot} : elle est jouable",
...                             "es": "Juega la posición {slot}: es jugable", "zh-Hant": "打出第 {slot} 張：可以打出"}})
>>> Reason("demo.why.play", {"slot": 2}).say("fr")
"Joue l'emplacement 2 : elle est jouable"
>>> Reason.from_json(Reason("demo.why.play", {"slot": 2}).to_json()) == Reason("demo.why.play", {"slot": 2})
True
>>> secret = Reason("demo.why.play", {"slot": Secret(2, frozenset({1, "public"}))})
>>> secret.shown_to(0) == secret, secret.shown_to(1).key, secret.shown_to("all") == secret
(True, 'bots.why.withheld', True)
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeAlias, runtime_checkable

from parlour.engine.i18n import Term, translate

# Who reads a reason: a seat, spectators who see the public table, or those who see every hand.
Audience: TypeAlias = int | Literal["public", "all"]
WITHHELD = "bots.why.withheld"  # said in place of a reason the reader may not read (and no public form)


@dataclass(frozen=True)
class Seat:
    """A seat a reason names, said as its player's name."""

    seat: int


@dataclass(frozen=True)
class Phrase:
    """A parameter that is itself a message with parameters (a card's name: "{colour} {rank}")."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Secret:
    """A parameter only some may read: `value`, hidden from the audiences in `hidden_from`.

    `card` is the engine's id of the card it names, if any, so tests can check that whoever reads
    it may see that card.
    """

    value: Any
    hidden_from: frozenset[int | str]
    card: int | str | None = None


def _said(value: Any, lang: str, names: Sequence[str]) -> Any:
    """A parameter as the reader reads it."""
    if isinstance(value, Secret):
        return _said(value.value, lang, names)
    if isinstance(value, Seat):
        return names[value.seat] if 0 <= value.seat < len(names) else str(value.seat + 1)
    if isinstance(value, Term):
        return translate(value.key, lang)
    if isinstance(value, Phrase):
        return translate(value.key, lang, **{k: _said(v, lang, names) for k, v in value.args.items()})
    if isinstance(value, tuple | list):
        return translate("bots.why.list-separator", lang).join(str(_said(v, lang, names)) for v in value)
    return value


def _json(value: Any) -> Any:
    if isinstance(value, Secret):
        return {"secret": _json(value.value), "from": sorted(value.hidden_from, key=str), "card": value.card}
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, Term):
        return {"term": value.key}
    if isinstance(value, Phrase):
        return {"phrase": value.key, "args": {k: _json(v) for k, v in value.args.items()}}
    if isinstance(value, tuple | list):
        return [_json(v) for v in value]
    return value


def _value(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_value(v) for v in data)
    if not isinstance(data, Mapping):
        return data
    if set(data) == {"term"}:
        return Term(str(data["term"]))
    if set(data) == {"seat"}:
        return Seat(int(data["seat"]))
    if set(data) == {"phrase", "args"}:
        return Phrase(str(data["phrase"]), {str(k): _value(v) for k, v in data["args"].items()})
    if set(data) == {"secret", "from", "card"}:
        return Secret(_value(data["secret"]), frozenset(data["from"]), data["card"])
    return dict(data)


def parameters(value: Any) -> Iterator[Any]:
    """`value` and every parameter inside it (phrases, lists and secrets opened)."""
    yield value
    if isinstance(value, Secret):
        yield from parameters(value.value)
    elif isinstance(value, Phrase):
        for v in value.args.values():
            yield from parameters(v)
    elif isinstance(value, tuple | list):
        for v in value:
            yield from parameters(v)


def secrets(value: Any) -> Iterator[Secret]:
    """The secrets in a parameter (nested in phrases and lists too)."""
    return (found for found in parameters(value) if isinstance(found, Secret))


@dataclass(frozen=True)
class Reason:
    """A sentence key, its parameters, the rejected alternatives (reasons of their own), and the
    form said to those who may not read it (`public`: in public terms only)."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    rejected: tuple[Reason, ...] = ()
    public: Reason | None = None

    def say(self, lang: str = "en", names: Sequence[str] = ()) -> str:
        """The reason alone, in `lang` (`names`: the players' names, for `Seat` parameters)."""
        return translate(self.key, lang, **{name: _said(v, lang, names) for name, v in self.args.items()})

    def lines(self, lang: str = "en", names: Sequence[str] = ()) -> list[str]:
        """The reason, then each rejected alternative, as sentences."""
        return [self.say(lang, names), *(r.say(lang, names) for r in self.rejected)]

    def secrets(self) -> list[Secret]:
        """The secrets this reason's own sentence names (its rejected alternatives have theirs)."""
        return [s for v in self.args.values() for s in secrets(v)]

    def hidden_from(self) -> frozenset[int | str]:
        """The audiences that may not read this reason's own sentence."""
        return frozenset().union(*(s.hidden_from for s in self.secrets()))

    def shown_to(self, audience: Audience) -> Reason:
        """The reason as `audience` may read it (see the module's docstring)."""
        if audience != "all" and audience in self.hidden_from():
            return Reason(WITHHELD) if self.public is None else self.public.shown_to(audience)
        kept = tuple(
            r.shown_to(audience)
            for r in self.rejected
            if audience == "all" or audience not in r.hidden_from() or r.public is not None
        )
        return Reason(self.key, self.args, kept)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (records keep reasons whole; they are redacted when shown)."""
        data: dict[str, Any] = {"key": self.key, "args": {name: _json(v) for name, v in self.args.items()}}
        if self.rejected:
            data["rejected"] = [r.to_json() for r in self.rejected]
        if self.public is not None:
            data["public"] = self.public.to_json()
        return data

    @classmethod
    def parse(cls, data: Any) -> Reason | None:
        """A reason from untrusted JSON (a record, the database), or None if it is not one."""
        try:
            return cls.from_json(data)
        except (KeyError, TypeError, ValueError, AttributeError, RecursionError):
            return None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Reason:
        """The reason `to_json` wrote."""
        public = data.get("public")
        return cls(
            str(data["key"]),
            {str(name): _value(v) for name, v in data.get("args", {}).items()},
            tuple(cls.from_json(r) for r in data.get("rejected", ())),
            None if public is None else cls.from_json(public),
        )


@functools.cache
def hidden_from_all_but(seat: int, players: int) -> frozenset[int | str]:
    """What only `seat` may know (its own hand): hidden from every other seat and the public."""
    return frozenset({*(s for s in range(players) if s != seat), "public"})


def reason_of(bot: Any) -> Reason | None:
    """The reason a bot gives for its last move (None for a bot that does not explain itself)."""
    why = getattr(bot, "why", None)
    return why() if callable(why) else None


@runtime_checkable
class Explains(Protocol):
    """A bot that says why: `why()` is the reason for the action its last `choose` returned."""

    def why(self) -> Reason | None: ...
