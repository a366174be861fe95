"""Go Fish's sentences: the log, the end screen and the move buttons, in the reader's language.

The words themselves are in `locales/<lang>.json` (one file per language, keyed by id; a plural
is an object of CLDR categories, `one` and `other`), so a translator edits them without reading
Python. Rule ids are keys, so a refusal and the rule it cites share one text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from parlour.engine.i18n import LANGUAGES, LogSentences, has, register, translate
from parlour_gofish.cards import parse_card

RULE_IDS: tuple[str, ...] = (
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


def load_words() -> dict[str, dict[str, str | dict[str, str]]]:
    """Every key in every language, as the locale files hold them: `{key: {lang: text}}`."""
    words: dict[str, dict[str, str | dict[str, str]]] = {}
    for lang in LANGUAGES:
        source = resources.files(__package__ or "parlour_gofish").joinpath("locales", f"{lang}.json")
        for key, text in json.loads(source.read_text(encoding="utf-8")).items():
            words.setdefault(key, {})[lang] = text
    return words


def plural_category(lang: str, count: int) -> str:
    """The CLDR plural category of a whole number: English and Spanish say `one` for 1, French for
    0 and 1, Chinese has no plural (`other` always).

    >>> [plural_category("fr", n) for n in (0, 1, 2)], plural_category("en", 0), plural_category("zh-Hant", 1)
    (['one', 'one', 'other'], 'other', 'other')
    """
    if lang.startswith("zh"):
        return "other"
    if lang.startswith("fr"):
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"


def _register() -> None:
    """Put the words into the engine's catalogue: a plural key's `other` form under its key, its
    `one` form under `<key>.one` (a language without `one` says `other` there too)."""
    plain: dict[str, dict[str, str]] = {}
    for key, texts in load_words().items():
        for lang, text in texts.items():
            if isinstance(text, dict):
                plain.setdefault(key, {})[lang] = text["other"]
                plain.setdefault(f"{key}.one", {})[lang] = text.get("one", text["other"])
            else:
                plain.setdefault(key, {})[lang] = text
    register(plain)


_register()


def plural(key: str, lang: str, count: int, **params: Any) -> str:
    """The sentence `key` in the plural form `count` calls for in `lang` ("1 card", "3 cards")."""
    form = f"{key}.one" if plural_category(lang, count) == "one" and has(f"{key}.one") else key
    return translate(form, lang, count=count, **params)


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
        return plural("gofish.log.give", lang, len(codes), player=player, cards=card_list(codes, lang))
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
        return plural("gofish.log.book", lang, int(event.get("books", 0)), player=player, ranks=ranks)
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
        return plural("gofish.log.win", lang, count, player=_name(names, winners[0]))
    together = translate("gofish.list.and", lang).join(_name(names, s) for s in winners)
    return plural("gofish.log.tie", lang, count, players=together)


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
    lines += [plural("gofish.ui.final-books", lang, int(result["books"][s]), player=_name(who, s)) for s in seats]
    lines.append(translate("gofish.ui.final-turns", lang, turns=result.get("turns")))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "ask", "rank": 13}, "es", ["Ann", "Bob"])
    ('Pedir', 'reyes')
    """
    return translate("gofish.act.ask-group", lang), rank_word(int(action_json["rank"]), lang, many=True)
