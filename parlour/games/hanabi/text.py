"""Hanabi's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, load_words, translate
from parlour.games.hanabi.cards import COLOURS
from parlour.games.hanabi.state import MAX_STRIKES

load_words("parlour.games.hanabi")  # this game's words: locales/<lang>.json beside this module

# Keys built at run time (a pattern, and the literal prefix the code builds them from), for the
# catalogue check: a key no code spells out is used when one of these patterns matches it.
BUILT_KEYS: dict[str, str] = {
    r"hanabi\.colour\.[a-z]+": "hanabi.colour.",  # text.py colour_name, state.py, web/renderer.js
    r"hanabi\.log\.colour\.[a-z]+": "hanabi.log.colour.",  # text.py, terminal.py (clue words)
    r"hanabi\.letter\.[a-z]+": "hanabi.letter.",  # terminal.py colour_letter
    r"hanabi\.rating\.[a-z]+": "hanabi.rating.",  # text.py rating_word
    r"hanabi\.reason\.[a-z-]+": "hanabi.reason.",  # text.py end_reason
    r"hanabi\.act\.(play|discard)-group": "hanabi.act.",  # text.py action_label
    r"hanabi\.ui\.confirm\.(play|discard)(-yes|-for)?": "hanabi.ui.confirm.",  # web/renderer.js confirmBox
    r"rules\.switch\.hanabi\.[a-z_]+(\.help)?": "rules.switch.",  # server/catalogue.py (the manifest's switches)
    r"hanabi\.why\.hgroup\.[a-z0-9-]+": "hanabi.why.hgroup.",  # conventions/choice.py: the hgroup bot's reasons
}

# The rule ids in the engine's order (the rules companion lists them so); their words are in locales/.
RULES: tuple[str, ...] = (
    "hanabi.setup.players",
    "hanabi.setup.hand-size",
    "hanabi.deck.composition",
    "hanabi.setup.deal",
    "hanabi.tokens.at-start",
    "hanabi.variant.multicolour",
    "hanabi.variant.multicolour-short",
    "hanabi.variant.multicolour-wild",
    "hanabi.turn.out-of-turn",
    "hanabi.turn.one-action",
    "hanabi.end.game-over",
    "hanabi.clue.no-tokens",
    "hanabi.clue.self",
    "hanabi.clue.target",
    "hanabi.clue.colour",
    "hanabi.clue.rainbow-unnamed",
    "hanabi.clue.empty",
    "hanabi.clue.touches-all",
    "hanabi.play.slot",
    "hanabi.discard.slot",
    "hanabi.discard.tokens-full",
    "hanabi.discard.regain",
    "hanabi.play.extends",
    "hanabi.play.misfire",
    "hanabi.play.five-bonus",
    "hanabi.draw.after-action",
    "hanabi.end.strikes",
    "hanabi.end.perfect",
    "hanabi.end.last-round",
    "hanabi.end.terminated",
    "hanabi.score.sum",
    "hanabi.score.rating",
    "hanabi.bouquet.continue",
    "hanabi.bouquet.indispensable",
    "hanabi.bouquet.perfect-only",
    "hanabi.bouquet.no-action",
)


def colour_name(colour: str, lang: str = "en") -> str:
    return translate(f"hanabi.colour.{colour}", lang)


def rating_word(key: str, lang: str = "en") -> str:
    return translate(f"hanabi.rating.{key}", lang)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"hanabi.reason.{reason}", lang)


# -- the game log ------------------------------------------------------------------------
# Sentences for events as one seat sees them (`Event.for_seat`): they render only what the
# event carries, so a redacted draw is said without its card.


# -- the terminal screen ------------------------------------------------------------------


def card_name(suit: int | str, rank: int, lang: str = "en") -> str:
    """`red 3`, `3 rouge`, `3 rojo`, `紅3`: a card as a sentence names it.

    `suit` is a colour name or a suit index (every variant's suits start with the five base
    colours, and the sixth is multicolour).

    >>> card_name(0, 3, "fr"), card_name("blue", 5)
    ('3 rouge', 'blue 5')
    """
    colour = suit if isinstance(suit, str) else COLOURS[suit]
    return translate("hanabi.log.card", lang, colour=colour_name(colour, lang), rank=rank)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"


def _slots(slots: Sequence[int], lang: str) -> str:
    return translate("hanabi.log.list-separator", lang).join(str(slot + 1) for slot in slots)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """One log line for an event as one seat received it (already redacted).

    Renders only what the event carries: a draw without its `card` (the drawer's own) is
    "draws a card". Slots are shown from 1 (the newest card), as hanab.live does. A clue's
    slots are shown when the event carries `slots` (the engine's clue events do).

    >>> describe_event({"kind": "draw", "seat": 1, "card_id": 12, "deck_size": 30}, "en", ["Ann", "Bob"])
    'Bob draws a card'
    >>> describe_event({"kind": "clue", "seat": 0, "target": 1, "colour": "blue", "touched": [3, 7],
    ...                 "slots": [0, 3]}, "en", ["Ann", "Bob"])
    'Ann tells Bob: 2 cards are blue (slots 1, 4)'
    >>> describe_event({"kind": "play", "seat": 0, "slot": 1, "card_id": 4, "card": {"suit": 0, "rank": 3},
    ...                 "success": False, "strikes": 2}, "fr", ["Ann", "Bob"])
    'Ann rate le 3 rouge (position 2) : jeton rouge 2/3'
    """
    kind = event_json.get("kind")
    player = _name(names, int(event_json.get("seat", -1)))
    if kind in ("play", "discard"):
        card = event_json["card"]
        params: dict[str, Any] = {"player": player, "card": card_name(card["suit"], int(card["rank"]), lang)}
        params["slot"] = int(event_json["slot"]) + 1
        if kind == "discard":
            return translate("hanabi.log.discard", lang, **params)
        if not event_json.get("success"):
            return translate("hanabi.log.misfire", lang, strikes=event_json.get("strikes"), max=MAX_STRIKES, **params)
        sentence = translate("hanabi.log.play", lang, **params)
        if event_json.get("token_regained"):
            sentence = translate("hanabi.log.token-regained", lang, sentence=sentence)
        return sentence
    if kind == "draw":
        card = event_json.get("card")
        if card is None:
            return translate("hanabi.log.draw-hidden", lang, player=player)
        return translate("hanabi.log.draw", lang, player=player, card=card_name(card["suit"], int(card["rank"]), lang))
    if kind == "clue":
        giver, target = player, _name(names, int(event_json["target"]))
        count = len(event_json.get("touched", ()))
        slots = event_json.get("slots")
        # An empty clue says "no card", a sentence of its own; else the plural form for `count`.
        said: dict[str, Any] = {"giver": giver, "target": target, "count": count, "slots": _slots(slots or (), lang)}
        if "colour" in event_json:  # the colour agrees with the cards ("no card" is singular)
            said["colour"] = translate(f"hanabi.log.colour.{event_json['colour']}", lang, count=max(count, 1))
            keys = ("hanabi.log.clue-colour-empty", "hanabi.log.clue-colour-unknown-slots", "hanabi.log.clue-colour")
        else:
            said["rank"] = event_json.get("rank")
            keys = ("hanabi.log.clue-rank-empty", "hanabi.log.clue-rank-unknown-slots", "hanabi.log.clue-rank")
        return translate(keys[0] if not count else keys[1] if slots is None else keys[2], lang, **said)
    if kind == "terminate":
        return translate("hanabi.log.terminate", lang, player=player)
    if kind == "game-over":
        return translate(
            "hanabi.log.game-over",
            lang,
            reason=end_reason(str(event_json.get("reason")), lang),
            score=event_json.get("score"),
            max_score=event_json.get("max_score"),
        )
    return translate("hanabi.log.unknown-event", lang, kind=kind)


# -- the moves a seat may make, as buttons name them (the web app) ------------------------


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A turn's events, as the reader received them, in sentences (`view` is not needed here)."""
    said = [describe_event(e, lang, names) for e in events if e.get("kind") != "game-over"]
    ended = [describe_event(e, lang, names) for e in events if e.get("kind") == "game-over"]
    return LogSentences(said, ended)


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (score, rating, why it ended) for an end screen."""
    if result is None:
        return [translate("hanabi.ui.not-over", lang, points=view["points"], max=view["max_score"])]
    lines = [
        translate("hanabi.ui.final-score", lang, score=result["score"], max=result["max_score"]),
        translate("hanabi.ui.final-points", lang, points=result["points"]),
        translate("hanabi.ui.final-rating", lang, rating=rating_word(str(result["rating"]), lang)),
        translate("hanabi.ui.final-reason", lang, reason=end_reason(str(result["end_reason"]), lang)),
    ]
    if result.get("end_reason") == "terminated":  # hanabi.end.terminated: scored 0, as on hanab.live
        lines.insert(1, translate("hanabi.ui.final-terminated", lang))
    elif result.get("outcome") == "lost":
        lines.insert(1, translate("hanabi.ui.final-lost", lang))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button: `("Clue Bob", "blue")`, `("Play a card", "Card 2")`.

    >>> action_label({"type": "clue-rank", "target": 1, "rank": 3}, "fr", ["Ann", "Bob"])
    ('Indice à Bob', 'les 3')
    """
    kind = action_json["type"]
    if kind in ("play", "discard"):
        slot = translate("hanabi.act.slot", lang, slot=int(action_json["slot"]) + 1)
        return translate(f"hanabi.act.{kind}-group", lang), slot
    group = translate("hanabi.act.clue-group", lang, player=_name(names, int(action_json["target"])))
    if kind == "clue-colour":
        return group, colour_name(str(action_json["colour"]), lang)
    return group, translate("hanabi.act.rank", lang, rank=action_json["rank"])
