"""Regicide's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, load_words, translate
from parlour.games.regicide.cards import parse_card
from parlour.games.regicide.preview import Preview, preview
from parlour.games.regicide.views import seat_view

load_words("parlour.games.regicide")  # this game's words: locales/<lang>.json beside this module

# Keys built at run time (a pattern, and the literal prefix the code builds them from), for the
# catalogue check: a key no code spells out is used when one of these patterns matches it.
BUILT_KEYS: dict[str, str] = {
    r"regicide\.medal\.[a-z]+": "regicide.medal.",  # text.py medal_word
    r"regicide\.rank\.[a-z0-9]+": "regicide.rank.",  # text.py card_name, web/renderer.js
    r"regicide\.suit\.[a-z]+": "regicide.suit.",  # text.py suit_name, web/renderer.js
    r"regicide\.reason\.[a-z-]+": "regicide.reason.",  # text.py end_reason
    r"regicide\.power\.name\.[a-z]+": "regicide.power.name.",  # text.py (a play's powers)
    r"regicide\.act\.[a-z-]+": "regicide.act.",  # text.py action_label
    r"regicide\.sheet\.step\.[a-z]+": "regicide.sheet.step.",  # companion/drawings.py (the four steps)
    r"regicide\.why\.[a-z-]+-(keeps|public)": "regicide.why.",  # why.py, bots.py (a reason and its public form)
}

# The rule ids in the engine's order (the rules companion lists them so); their words are in locales/.
RULES: tuple[str, ...] = (
    "regicide.setup.players",
    "regicide.setup.hand-size",
    "regicide.setup.deal",
    "regicide.setup.deck",
    "regicide.castle.order",
    "regicide.castle.stats",
    "regicide.tavern.composition",
    "regicide.tavern.jesters",
    "regicide.play.values",
    "regicide.play.not-in-hand",
    "regicide.turn.order",
    "regicide.turn.suffer",
    "regicide.turn.out-of-turn",
    "regicide.end.game-over",
    "regicide.power.immunity",
    "regicide.power.order",
    "regicide.power.hearts",
    "regicide.power.diamonds",
    "regicide.power.clubs",
    "regicide.power.spades",
    "regicide.companion.pair",
    "regicide.combo.same-value",
    "regicide.combo.max-ten",
    "regicide.jester.alone",
    "regicide.jester.play",
    "regicide.jester.choose",
    "regicide.jester.self-choice",
    "regicide.jester.signal-only",
    "regicide.jester.no-choice",
    "regicide.pay.enough",
    "regicide.pay.not-in-hand",
    "regicide.pay.no-power",
    "regicide.pay.no-refund",
    "regicide.yield.suffer",
    "regicide.yield.all-yielded",
    "regicide.yield.solo",
    "regicide.defeat.exact",
    "regicide.defeat.next",
    "regicide.end.win",
    "regicide.end.cannot-pay",
    "regicide.end.cannot-act",
    "regicide.end.terminated",
    "regicide.solo.jesters",
    "regicide.solo.jester",
    "regicide.solo.jester-once",
    "regicide.solo.medals",
)


def medal_word(medal: str, lang: str = "en") -> str:
    return translate(f"regicide.medal.{medal}", lang)


# -- card names ---------------------------------------------------------------------------
# "6 of Spades", "6 de pique", "6 de picas", "黑桃6": a card as a sentence names it.


# -- the game log -------------------------------------------------------------------------
# Sentences for events as one seat receives them (`Event.for_seat`): they say only what the
# event carries, so a draw the reader may not see is "draws a card".


SUITS_ORDER = ("hearts", "diamonds", "clubs", "spades")


@functools.cache
def card_name(code: str, lang: str = "en") -> str:
    """A card as a sentence names it, from its code (once per card and language: the words of a
    card never change, and a hand's moves name its cards many times over).

    >>> card_name("6S"), card_name("6S", "fr"), card_name("6S", "es"), card_name("6S", "zh-Hant")
    ('6 of Spades', '6 de pique', '6 de picas', '黑桃6')
    >>> card_name("AH"), card_name("QD", "fr"), card_name("*", "es")
    ('Ace of Hearts', 'dame de carreau', 'bufón')
    """
    card = parse_card(code)
    if card.is_jester:
        return translate("regicide.card.jester", lang)
    rank = translate(f"regicide.rank.{card.rank}", lang) if card.rank in (1, 11, 12, 13) else str(card.rank)
    return translate("regicide.card.name", lang, rank=rank, suit=suit_name(card.suit, lang))


def suit_name(suit: str, lang: str = "en") -> str:
    return translate(f"regicide.suit.{suit}", lang)


def card_list(codes: Sequence[str], lang: str, together: bool = False) -> str:
    """Cards named one after the other: `Ace of Clubs + 6 of Hearts` (played together) or with commas."""
    key = "regicide.list.together" if together else "regicide.list.separator"
    return translate(key, lang).join(card_name(code, lang) for code in codes)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"regicide.reason.{reason}", lang)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _cards_value(codes: Sequence[str]) -> int:
    return sum(parse_card(code).value for code in codes)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """One log line for an event as one seat received it (already redacted by `Event.for_seat`).

    A draw says its card only when the event carries it: to the drawer, or to everyone for a
    royal that everyone saw go on top of the tavern (the engine marks such a public draw `known`).

    >>> names = ["Ann", "Bob"]
    >>> describe_event({"kind": "draw", "seat": 1, "tavern_size": 30}, "en", names)
    'Bob draws 1 card'
    >>> describe_event({"kind": "draw", "seat": 1, "tavern_size": 30, "card": "6S"}, "fr", names)
    'Bob pioche 6 de pique'
    >>> describe_event({"kind": "play", "seat": 0, "cards": ["AC", "6H"], "value": 7,
    ...                 "powers": ["clubs", "hearts"]}, "en", names)
    'Ann plays Ace of Clubs + 6 of Hearts (value 7): hearts heal, clubs double'
    """
    kind = event_json.get("kind")
    player = _name(names, event_json.get("seat"))
    if kind == "play":
        codes = [str(c) for c in event_json.get("cards", ())]
        sentence = translate(
            "regicide.log.play",
            lang,
            player=player,
            cards=card_list(codes, lang, together=True),
            value=event_json.get("value"),
        )
        powers = [s for s in SUITS_ORDER if s in event_json.get("powers", ())]
        if powers:
            listed = translate("regicide.list.separator", lang).join(
                translate(f"regicide.power.name.{s}", lang) for s in powers
            )
            sentence = translate("regicide.log.powers", lang, sentence=sentence, powers=listed)
        else:
            sentence = translate("regicide.log.no-power", lang, sentence=sentence)
        suits = {parse_card(code).suit for code in codes}
        blocked = [s for s in SUITS_ORDER if s in suits and s not in event_json.get("powers", ())]
        if blocked:
            sentence = translate("regicide.log.blocked", lang, sentence=sentence, suits=suit_name(blocked[0], lang))
        return sentence
    if kind == "heal":
        healed = int(event_json.get("count", 0))
        key = "regicide.log.heal" if healed else "regicide.log.heal-nothing"  # nothing healed: a sentence of its own
        return translate(key, lang, count=healed, tavern=event_json.get("tavern_size"))
    if kind == "draw":
        code = event_json.get("card")
        if code is None:
            return translate("regicide.log.draw-hidden", lang, player=player, count=1)
        if event_json.get("known"):
            return translate("regicide.log.draw-known", lang, player=player, card=card_name(str(code), lang))
        return translate("regicide.log.draw", lang, player=player, cards=card_name(str(code), lang))
    if kind == "damage":
        return translate(
            "regicide.log.damage",
            lang,
            amount=event_json.get("amount"),
            total=event_json.get("total"),
            health=event_json.get("health"),
        )
    if kind == "defeat":
        key = "regicide.log.defeat-exact" if event_json.get("exact") else "regicide.log.defeat"
        return translate(key, lang, player=player, enemy=card_name(str(event_json.get("enemy")), lang))
    if kind == "reveal":
        return translate(
            "regicide.log.reveal",
            lang,
            enemy=card_name(str(event_json.get("enemy")), lang),
            health=event_json.get("health"),
            attack=event_json.get("attack"),
        )
    if kind == "attack":
        if not event_json.get("amount"):
            return translate("regicide.log.attack-none", lang, player=player)
        return translate("regicide.log.attack", lang, player=player, amount=event_json.get("amount"))
    if kind == "pay":
        codes = [str(c) for c in event_json.get("cards", ())]
        return translate(
            "regicide.log.pay",
            lang,
            player=player,
            cards=card_list(codes, lang),
            total=_cards_value(codes),
            owed=event_json.get("owed"),
        )
    if kind == "yield":
        return translate("regicide.log.yield", lang, player=player)
    if kind == "jester":
        sentence = translate("regicide.log.jester", lang, player=player)
        if event_json.get("shield"):
            sentence = translate("regicide.log.jester-shield", lang, sentence=sentence, shield=event_json.get("shield"))
        return sentence
    if kind == "choose":
        if event_json.get("next") == event_json.get("seat"):
            return translate("regicide.log.choose-self", lang, player=player)
        return translate("regicide.log.choose", lang, player=player, next=_name(names, event_json.get("next")))
    if kind == "signal":
        key = "regicide.log.signal-yes" if event_json.get("wants_to_play") else "regicide.log.signal-no"
        return translate(key, lang, player=player)
    if kind == "flip-jester":
        return translate(
            "regicide.log.flip-jester",
            lang,
            player=player,
            count=len(event_json.get("discarded", ())),
            left=translate("regicide.log.jesters-left", lang, count=event_json.get("jesters_left")),
        )
    if kind == "terminate":
        return translate("regicide.log.terminate", lang, player=player)
    if kind == "game-over":
        count = event_json.get("enemies_defeated")
        if event_json.get("outcome") == "won":
            medal = event_json.get("medal")
            if medal:
                return translate("regicide.log.game-over-medal", lang, medal=medal_word(str(medal), lang), count=count)
            return translate("regicide.log.game-over-won", lang, count=count)
        reason = end_reason(str(event_json.get("end_reason", event_json.get("reason"))), lang)
        return translate("regicide.log.game-over-lost", lang, reason=reason, count=count)
    return translate("regicide.log.unknown-event", lang, kind=kind)


def describe_draws(events: Sequence[Mapping[str, Any]], lang: str, names: Sequence[str]) -> list[str]:
    """Several draws in a row (diamonds, a solo jester) said in one sentence per player.

    >>> draws = [{"kind": "draw", "seat": 0, "card": "6S"}, {"kind": "draw", "seat": 1},
    ...          {"kind": "draw", "seat": 0, "card": "2H"}, {"kind": "draw", "seat": 1}]
    >>> describe_draws(draws, "en", ["Ann", "Bob"])
    ['Ann draws 6 of Spades, 2 of Hearts', 'Bob draws 2 cards']
    """
    order: list[int] = []
    seen: dict[int, list[str]] = {}
    known: dict[int, list[str]] = {}
    hidden: dict[int, int] = {}
    for event in events:
        seat = int(event.get("seat", -1))
        if seat not in order:
            order.append(seat)
        code = event.get("card")
        if code is None:
            hidden[seat] = hidden.get(seat, 0) + 1
        elif event.get("known"):
            known.setdefault(seat, []).append(str(code))
        else:
            seen.setdefault(seat, []).append(str(code))
    out: list[str] = []
    for seat in order:
        player = _name(names, seat)
        for code in known.get(seat, []):
            out.append(translate("regicide.log.draw-known", lang, player=player, card=card_name(code, lang)))
        cards, count = seen.get(seat, []), hidden.get(seat, 0)
        if cards and count:
            out.append(
                translate("regicide.log.draw-mixed", lang, player=player, cards=card_list(cards, lang), count=count)
            )
        elif cards:
            out.append(translate("regicide.log.draw", lang, player=player, cards=card_list(cards, lang)))
        elif count:
            out.append(translate("regicide.log.draw-hidden", lang, player=player, count=count))
    return out


# -- the terminal screen ------------------------------------------------------------------


# -- the moves a seat may make, as buttons name them (the web app) ------------------------


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A move's events, as the reader received them, in sentences; a run of draws is said in one
    sentence per player (a draw everyone saw says so itself: the engine marks it `known`)."""
    said: list[str] = []
    run: list[Mapping[str, Any]] = []
    for event in [*events, {"kind": "end"}]:
        if event.get("kind") == "draw":
            run.append(event)
            continue
        if run:
            said += describe_draws(run, lang, names)
            run = []
        if event.get("kind") not in ("end", "game-over"):
            said.append(describe_event(event, lang, names))
    ended = [describe_event(e, lang, names) for e in events if e.get("kind") == "game-over"]
    return LogSentences(said, ended)


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences (won or lost, enemies defeated, medal, why, turns) for an end screen."""
    if result is None:
        return [translate("regicide.ui.not-over", lang, count=view.get("defeated", 0))]
    won = result.get("outcome") == "won"
    lines = [
        translate("regicide.ui.final-won" if won else "regicide.ui.final-lost", lang),
        translate("regicide.ui.final-defeated", lang, count=result.get("enemies_defeated")),
    ]
    if result.get("medal"):
        medal = medal_word(str(result["medal"]), lang)
        lines.append(translate("regicide.ui.final-medal", lang, medal=medal, used=result.get("jesters_used", 0)))
    lines.append(translate("regicide.ui.final-reason", lang, reason=end_reason(str(result.get("end_reason")), lang)))
    lines.append(translate("regicide.ui.final-turns", lang, turns=result.get("turns")))
    return lines


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "play", "cards": ["AC", "6H"]}, "en", ["Ann"])
    ('Play', 'Ace of Clubs + 6 of Hearts')
    """
    kind = action_json["type"]
    if kind == "play":
        return translate("regicide.act.play-group", lang), card_list(action_json["cards"], lang, together=True)
    if kind == "pay":
        cards = action_json["cards"]
        label = card_list(cards, lang) if cards else translate("regicide.act.pay-none", lang)
        return translate("regicide.act.pay-group", lang), label
    if kind == "choose":
        group = translate("regicide.act.jester-group", lang)
        return group, translate("regicide.act.choose", lang, player=_name(names, action_json["seat"]))
    if kind == "signal":
        answer = "yes" if action_json["wants_to_play"] else "no"
        return translate("regicide.act.jester-group", lang), translate(f"regicide.act.signal-{answer}", lang)
    return translate("regicide.act.other-group", lang), translate(f"regicide.act.{kind}", lang)


def action_preview(
    action_json: Mapping[str, Any], view: Mapping[str, Any], lang: str, names: Sequence[str]
) -> str | None:
    """What a move will do, said from the mover's view (None for a move that only answers).

    >>> from parlour.games.regicide.decks import game
    >>> state = game([["8C", "AH", "2H", "3S", "4D", "5S", "6D"], ["2C", "3C", "4C", "5C", "6C", "7C", "9C"]],
    ...              castle=["JS"])
    >>> action_preview({"type": "play", "cards": ["8C"]}, state.view(0), "en", ["Ann", "Bob"])
    '16 damage (clubs double it); the enemy then attacks for 10'
    >>> action_preview({"type": "play", "cards": ["5S"]}, state.view(0), "fr", ["Ann", "Bob"])
    "5 dégâts ; l'immunité de l'ennemi annule le pouvoir pique ; l'ennemi attaque ensuite pour 10"
    """
    said = preview(seat_view(view), action_json)
    return None if said is None else preview_sentence(said, int(view["seat"]), lang)


def preview_sentence(said: Preview, seat: int, lang: str) -> str:
    """A preview in words, its parts in the order the rules apply them, the outcome last."""
    parts: list[str] = []
    if said.kind == "play":
        damage = "regicide.preview.damage-doubled" if "clubs" in said.powers else "regicide.preview.damage"
        parts.append(translate(damage, lang, count=said.damage))
        if "hearts" in said.powers:
            key = "regicide.preview.heal" if said.healed else "regicide.preview.heal-nothing"
            parts.append(translate(key, lang, count=said.healed))
        if "diamonds" in said.powers:
            total = sum(said.drawn)
            sentence = translate(
                "regicide.preview.draw" if total else "regicide.preview.draw-nothing", lang, count=total
            )
            mine = said.drawn[seat]
            if mine and len(said.drawn) > 1:
                sentence = translate("regicide.preview.draw-mine", lang, sentence=sentence, count=mine)
            parts.append(sentence)
        if said.shield:
            parts.append(translate("regicide.preview.shield", lang, count=said.shield))
        if said.blocked:
            parts.append(translate("regicide.preview.blocked", lang, suit=suit_name(said.blocked, lang)))
        if said.wins:
            parts.append(translate("regicide.preview.wins", lang))
        elif said.defeats:
            parts.append(translate("regicide.preview.defeat-exact" if said.exact else "regicide.preview.defeat", lang))
        else:
            parts.append(_attack(said.attack, "regicide.preview.attack", lang))
    elif said.kind == "jester":
        parts.append(translate("regicide.preview.jester", lang))
        if said.shield:
            parts.append(translate("regicide.preview.jester-shield", lang, attack=said.attack))
    elif said.kind == "yield":
        parts.append(_attack(said.attack, "regicide.preview.yield", lang))
    else:
        parts.append(translate("regicide.preview.flip", lang, count=said.discarded, drawn=said.drawn[seat]))
    if said.short:
        parts.append(translate("regicide.preview.short", lang))
    return translate("regicide.preview.separator", lang).join(parts)


def _attack(amount: int, key: str, lang: str) -> str:
    return translate(key, lang, attack=amount) if amount else translate("regicide.preview.attack-none", lang)
