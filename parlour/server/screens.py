"""A live table's screens: each audience's view, moves and log, built once and shared.

A change of the game sends every client its screen. Building one costs views, labels in the
reader's language and log lines; a table with many spectators would pay it for each. Here a
view is built once per state and audience, a log line once per audience and language (then
kept), and an encoded message once per identical screen: a thousand spectators cost one build
and one encoding.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import orjson

from parlour.engine.actions import Action
from parlour.server import present
from parlour.server.clients import Audience, Client, encode, utf8_size

if TYPE_CHECKING:
    from parlour.server.tables import LiveTable


class Screens:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        self.seq = -1
        self.views: dict[Audience, Mapping[str, Any]] = {}
        self.legal: dict[tuple[int, str], list[dict[str, Any]]] = {}
        self.encoded: dict[tuple[Any, ...], tuple[str, int]] = {}  # the text and its size in bytes
        # Kept across states, each line as its JSON (a game's log is most of what a table keeps,
        # and text is nothing for the garbage collector to walk).
        self.logs: dict[tuple[Audience, str], list[orjson.Fragment]] = {}
        self.buttons: dict[tuple[Action, str], dict[str, Any]] = {}  # kept across states

    def _fresh(self) -> None:
        seq = self.table.seq
        if seq != self.seq:
            self.seq = seq
            self.views.clear()
            self.legal.clear()
            self.encoded.clear()

    def release(self) -> None:
        """Let go of this state's views and buttons once every client has its text: kept until
        the next move, a thousand tables' views were most of what the garbage collector walked."""
        self.views.clear()
        self.legal.clear()

    def forget(self) -> None:
        """Drop everything (the names changed: a bot seated, a person back)."""
        self.seq = -1
        self.views.clear()
        self.legal.clear()
        self.encoded.clear()
        self.logs.clear()
        self.buttons.clear()

    def view(self, audience: Audience) -> Mapping[str, Any]:
        self._fresh()
        found = self.views.get(audience)
        if found is None:
            found = self.views[audience] = present.view_of(self.table.state_or_fail(), audience)
        return found

    def log(self, audience: Audience, lang: str) -> list[orjson.Fragment]:
        """Every log line as `audience` reads it in `lang`; new lines are told with the current view."""
        lines = self.logs.setdefault((audience, lang), [])
        turns = self.table.turns
        if len(lines) < len(turns):
            names = self.table.names(lang)
            told = present.log_lines(
                self.table.game.id, turns, audience, self.view(audience), lang, names, len(lines), self.table.reasons
            )
            lines += [orjson.Fragment(orjson.dumps(line)) for line in told]
        return lines

    def moves(self, seat: int, lang: str) -> list[dict[str, Any]]:
        self._fresh()
        key = (seat, lang)
        found = self.legal.get(key)
        if found is None:
            state = self.table.state_or_fail()
            names = self.table.names(lang)
            found = self.legal[key] = present.legal_entries(state, seat, lang, names, self.buttons, self.view(seat))
        return found

    def text_for(self, client: Client, extra: Callable[[], dict[str, Any]]) -> tuple[str, int]:
        """The encoded state message of `client` and its size; `extra` adds the table's clocks and window."""
        assert client.audience is not None
        self._fresh()
        fresh = client.sent_lang != client.lang
        start = 0 if fresh else client.sent_log
        key = (client.audience, client.lang, start, fresh)
        found = self.encoded.get(key)
        if found is None:
            text = encode(self._message(client.audience, client.seat, client.lang, start, fresh, extra()))
            found = self.encoded[key] = (text, utf8_size(text))
        client.sent_log = len(self.table.turns)
        client.sent_lang = client.lang
        return found

    def _message(
        self, audience: Audience, seat: int | None, lang: str, start: int, fresh: bool, extra: dict[str, Any]
    ) -> dict[str, Any]:
        table = self.table
        state = table.state_or_fail()
        result = state.result()
        over = result is not None
        shown: Audience = "all" if over and table.game.reveal_at_end else audience
        view = self.view(shown)  # Hanabi: once the game is over every hand may be shown
        names = table.names(lang)
        message: dict[str, Any] = {
            "type": "state",
            "seq": table.seq,
            "seat": seat,
            "names": names,
            "view": view,
            "legal": [] if seat is None or over else self.moves(seat, lang),
            "to_act": sorted(state.to_act()),
            "waiting_for": table.waiting_for(),
            "log": self.log(audience, lang)[start:],
            "log_reset": fresh,
            "window": None,
            "clock": None,
            "result": None,
            **extra,
        }
        if seat is not None and table.game.ask_defaults:
            message["asking"] = table.levels(table.seats[seat])  # the seat's own, never anyone else's
        if result is not None:
            message["result"] = {
                **result.to_json(),
                "lines": present.end_lines(table.game.id, result.to_json(), view, lang, names),
            }
        return message
