"""Go Fish's sentences: the log, the end screen and the move buttons, in the reader's language.

The words themselves are in `locales/<lang>.json` (one file per language, keyed by id; a plural
is an object of CLDR categories, picked by `count`), so a translator edits them without reading
Python; the registry loads them (the manifest's `words`). Rule ids are keys, so a refusal and the
rule it cites share one text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from parlour.engine.i18n import LogSentences, load_words, translate
from parlour_gofish.cards import parse_card

load_words("parlour_gofish")  # this game's words: locales/<lang>.json beside this module

# Keys built at run time (a pattern, and the literal prefix the code builds them from), for the
# catalogue check (tests/test_catalogues.py).
BUILT_KEYS: dict[str, str] = {
    r"gofish\.rank\.[0-9]+": "gofish.rank.",  # rank_word
    r"gofish\.ranks\.[0-9]+": "gofish.ranks.",  # rank_word, state.py (a refusal names the rank)
    r"gofish\.suit\.[a-z]+": "gofish.suit.",  # card_name
}

# The rule ids in the engine's order; their words are in locales/ (the registry loads them).
RULES: tuple[str, ...] = (
    "gofish.setup.players",
    "gofish.setup.deal",
    "gofish.setup.deck",
    "gofish.ask.hold-rank",
    "gofish.ask.give-all",
    "gofish.ask.again",
    "gofish.fish.draw",
    "gofish.fish.lucky",
    "gofish.fish.pass",
    "gofish.fish.empty-deck",
    "gofish.book.lay",
    "gofish.hand.empty-draw",
    "gofish.hand.out",
    "gofish.end.books",
    "gofish.end.winner",
    "gofish.turn.out-of-turn",
    "gofish.end.game-over",
    "gofish.end.no-terminate",
)


@cache
def rank_word(rank: int, lang: str = "en", many: bool = False) -> str:
    """A rank's name, one card's (`Queen`) or as asked for (`Queens`).

    >>> rank_word(12), rank_word(12, "fr", many=True), rank_word(7, "en", many=True), rank_word(1, "es")
    ('Queen', 'dames', '7s', 'as')
    """
    return translate(f"gofish.ranks.{rank}" if many else f"gofish.rank.{rank}", lang)


@cache
def card_name(code: str, lang: str = "en") -> str:
    """A card as a sentence names it.

    >>> card_name("QH"), card_name("QH", "fr"), card_name("10S", "es"), card_name("AD", "zh-Hant")
    ('Queen of Hearts', 'dame de cœur', '10 de picas', '方塊A')
    """
    card = parse_card(code)
    suit = translate(f"gofish.suit.{card.suit}", lang)
    return translate("gofish.card.name", lang, rank=rank_word(card.rank, lang), suit=suit)


def card_list(codes: Sequence[str], lang: str) -> str:
    return translate("gofish.list.separator", lang).join(card_name(str(code), lang) for code in codes)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def describe_event(event: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """One event, as its reader received it (redacted), in a sentence.

    A drawn card is named only when the event carries it: to the drawer, or to everyone when it
    is the rank asked for and shown.

    >>> names = ["Ann", "Bob"]
    >>> describe_event({"kind": "ask", "seat": 0, "to": 1, "rank": 12}, "en", names)
    'Ann asks Bob for Queens'
    >>> describe_event({"kind": "give", "seat": 1, "to": 0, "rank": 7, "cards": ["7H", "7S"]}, "en", names)
    'Bob gives 2 cards: 7 of Hearts, 7 of Spades'
    >>> describe_event({"kind": "draw", "seat": 1, "why": "fish", "lucky": False}, "fr", names)
    'Bob pioche une carte'
    """
    kind = event.get("kind")
    player = _name(names, event.get("seat"))
    rank = event.get("rank")
    ranks = rank_word(rank, lang, many=True) if isinstance(rank, int) else ""
    if kind == "ask":
        return translate("gofish.log.ask", lang, player=player, other=_name(names, event.get("to")), ranks=ranks)
    if kind == "give":
        codes = [str(c) for c in event.get("cards", ())]
        return translate("gofish.log.give", lang, count=len(codes), player=player, cards=card_list(codes, lang))
    if kind == "go-fish":
        return translate("gofish.log.go-fish", lang, player=player)
    if kind == "draw":
        code = event.get("card")
        refill = event.get("why") == "empty-hand"
        if code is None:
            return translate("gofish.log.refill-hidden" if refill else "gofish.log.draw-hidden", lang, player=player)
        key = "gofish.log.draw-lucky" if event.get("lucky") else "gofish.log.refill" if refill else "gofish.log.draw"
        return translate(key, lang, player=player, card=card_name(str(code), lang))
    if kind == "book":
        return translate("gofish.log.book", lang, count=int(event.get("books", 0)), player=player, ranks=ranks)
    if kind == "pass":
        return translate("gofish.log.pass", lang, player=player)
    if kind == "game-over":
        return _winners(event, lang, names)
    return str(kind)


def _winners(result: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    winners = [int(s) for s in result.get("winners", ())]
    books = list(result.get("books", ()))
    count = int(books[winners[0]]) if winners and len(books) > winners[0] else 0
    if len(winners) == 1:
        return translate("gofish.log.win", lang, count=count, player=_name(names, winners[0]))
    together = translate("gofish.list.and", lang).join(_name(names, s) for s in winners)
    return translate("gofish.log.tie", lang, count=count, players=together)


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A move's events as the reader received them, in sentences; the result apart.

    >>> log_sentences([{"kind": "ask", "seat": 1, "to": 0, "rank": 1}, {"kind": "go-fish", "seat": 0},
    ...                {"kind": "draw", "seat": 1, "why": "fish", "lucky": False}, {"kind": "pass", "seat": 0}],
    ...               None, "en", ["Ann", "Bob"]).text()
    "Bob asks Ann for Aces · Ann: “Go fish!” · Bob draws a card · Ann's turn"
    """
    said = [describe_event(e, lang, names) for e in events if e.get("kind") != "game-over"]
    ended = [describe_event(e, lang, names) for e in events if e.get("kind") == "game-over"]
    return LogSentences(said, ended)


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (who won, each player's books, how many moves) for an end screen."""
    if result is None:
        return [translate("gofish.ui.not-over", lang)]
    seats = range(len(result.get("books", ())))
    who = list(names) if names else [f"#{seat + 1}" for seat in seats]
    lines = [_winners(result, lang, who)]
    lines += [
        translate("gofish.ui.final-books", lang, count=int(result["books"][s]), player=_name(who, s)) for s in seats
    ]
    lines.append(translate("gofish.ui.final-turns", lang, turns=result.get("turns")))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "ask", "rank": 13}, "es", ["Ann", "Bob"])
    ('Pedir', 'reyes')
    """
    return translate("gofish.act.ask-group", lang), rank_word(int(action_json["rank"]), lang, many=True)
