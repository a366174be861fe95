"""Rent a Hero's sentences in English, French, Spanish and Traditional Chinese.

Rule ids are message keys, so the sentence an illegal move gets is the rule's own sentence.
Hero names: Spanish from the rulebook (seed 003), Chinese from the 8fspace write-up (seed 001);
the French page (seed 000) names no hero, so the French names are ours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.i18n import LogSentences, load_words, translate

load_words("parlour.games.rentahero")  # this game's words: locales/<lang>.json beside this module

# Keys built at run time (a pattern, and the literal prefix the code builds them from), for the
# catalogue check: a key no code spells out is used when one of these patterns matches it.
BUILT_KEYS: dict[str, str] = {
    r"rentahero\.hero\.[0-9]+": "rentahero.hero.",  # text.py hero_name, web/renderer.js
    r"rentahero\.requires\.[0-9]+": "rentahero.requires.",  # text.py, web/renderer.js
    r"rentahero\.reason\.[a-z-]+": "rentahero.reason.",  # text.py end_reason
    r"rentahero\.ui\.after\.[a-z-]+": "rentahero.ui.after.",  # terminal.py, web/renderer.js
    r"rentahero\.act\.[a-z-]+": "rentahero.act.",  # text.py action_label
    r"rentahero\.does\.[0-9a-z-]+": "rentahero.does.",  # text.py power_effect, web/renderer.js
    r"rentahero\.end-step\.[a-z_]+": "rentahero.end-step.",  # text.py ranking_lines
    r"rentahero\.ui\.await\.[a-z]+": "rentahero.ui.await.",  # text.py awaited, web/renderer.js
    r"rentahero\.ask\.[a-z0-9.-]+": "rentahero.ask.",  # terminal.py, web/asking.js
    r"rentahero\.card\.power\.[0-9]+": "rentahero.card.power.",  # companion/drawings.py (a hero's card)
    r"rentahero\.card\.requires\.[0-9]+": "rentahero.card.requires.",  # companion/drawings.py
    r"rentahero\.card\.short\.[0-9]+": "rentahero.card.short.",  # web/renderer.js (a hero's card)
    r"rentahero\.why\.move\.[a-z-]+": "rentahero.why.move.",  # why.py move (a move a bot weighed)
}

# The rule ids in the engine's order (the rules companion lists them so); their words are in locales/.
RULES: tuple[str, ...] = (
    "rentahero.setup.players",
    "rentahero.setup.cards",
    "rentahero.setup.deck",
    "rentahero.setup.bands",
    "rentahero.setup.hands",
    "rentahero.setup.first-player",
    "rentahero.turn.out-of-turn",
    "rentahero.end.game-over",
    "rentahero.end.no-terminate",
    "rentahero.turn.reveal",
    "rentahero.turn.send-first",
    "rentahero.turn.next",
    "rentahero.send.requirement",
    "rentahero.send.not-in-hand",
    "rentahero.send.from-deck",
    "rentahero.send.discard",
    "rentahero.send.discard-first",
    "rentahero.send.discard-not-in-hand",
    "rentahero.send.no-discard",
    "rentahero.send.once",
    "rentahero.send.impossible",
    "rentahero.hold.recruit",
    "rentahero.pass.left",
    "rentahero.recruit.forced",
    "rentahero.recruit.duplicate",
    "rentahero.recruit.threatened",
    "rentahero.recruit.settled",
    "rentahero.hint.self",
    "rentahero.hint.last-card",
    "rentahero.hint.not-in-hand",
    "rentahero.hint.limit",
    "rentahero.hint.answer",
    "rentahero.hint.face-down",
    "rentahero.power.in-band",
    "rentahero.power.used",
    "rentahero.power.arguments",
    "rentahero.power.sideways",
    "rentahero.power.fresh",
    "rentahero.power.no-wandering",
    "rentahero.power.declared",
    "rentahero.chicken.response-only",
    "rentahero.chicken.cancel",
    "rentahero.pyromaniac.discard",
    "rentahero.witch.refresh",
    "rentahero.witch.not-itself",
    "rentahero.witch.answer",
    "rentahero.witch.used-only",
    "rentahero.dog.muzzle",
    "rentahero.dog.muzzled",
    "rentahero.dog.active-discard",
    "rentahero.dog.target-self",
    "rentahero.dog.no-seat",
    "rentahero.dog.already-muzzled",
    "rentahero.sergeant.look",
    "rentahero.sergeant.announce",
    "rentahero.sergeant.announce-first",
    "rentahero.sergeant.nothing",
    "rentahero.knight.ignore",
    "rentahero.knight.before-send",
    "rentahero.knight.already",
    "rentahero.wizard.draw",
    "rentahero.wizard.empty-deck",
    "rentahero.window.pending",
    "rentahero.window.chicken",
    "rentahero.window.open",
    "rentahero.window.none",
    "rentahero.window.not-pending",
    "rentahero.window.chicken-only",
    "rentahero.deck.reshuffle",
    "rentahero.end.six-heroes",
    "rentahero.end.deck-out",
    "rentahero.end.no-cards",
    "rentahero.end.ranking",
    "rentahero.end.tie-eliminated",
    "rentahero.end.tie-powers",
    "rentahero.end.shared",
)


# -- the game log -------------------------------------------------------------------------
# Sentences for events as one seat receives them (`Event.for_seat`): they say only what the
# event carries, so a card the reader may not see stays "a card".


def hero_name(hero: int, lang: str = "en") -> str:
    """A hero's name.

    >>> hero_name(1), hero_name(1, "fr"), hero_name(1, "es"), hero_name(1, "zh-Hant")
    ('Angry Chicken', 'Poulet en colère', 'Pollo enojado', '憤怒雞')
    """
    return translate(f"rentahero.hero.{hero}", lang)


def hero_card(hero: int, lang: str = "en") -> str:
    """A hero with its strength: `Witch (3)`."""
    return translate("rentahero.hero.card", lang, name=hero_name(hero, lang), strength=hero)


def requirement(hero: int, players: int, lang: str = "en") -> str:
    """The required strength printed on hero `hero`, in words.

    >>> requirement(6, 4), requirement(4, 3, "es")
    ('strength at most the number of players (4)', 'fuerza impar')
    """
    return translate(f"rentahero.requires.{hero}", lang, players=players)


def end_reason(reason: str, lang: str = "en") -> str:
    return translate(f"rentahero.reason.{reason}", lang)


def _name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return f"#{seat}"


def _names(names: Sequence[str], seats: Sequence[Any], lang: str) -> str:
    return translate("rentahero.list.separator", lang).join(_name(names, s) for s in seats)


def describe_event(event_json: Mapping[str, Any], lang: str, names: Sequence[str], players: int = 0) -> str:
    """One log line for an event as one seat received it (already redacted by `Event.for_seat`).

    >>> names = ["Ann", "Bob", "Cy"]
    >>> describe_event({"kind": "send", "seat": 0, "to": 1, "from_deck": False}, "en", names)
    'Ann sends a wandering hero to Bob'
    >>> describe_event({"kind": "send", "seat": 0, "to": 1, "from_deck": False, "hero": 3}, "fr", names)
    'Ann envoie Sorcière (3) à Bob'
    >>> describe_event({"kind": "hint", "seat": 1, "to": 0, "answer": False}, "es", names)
    'Bob da una carta a Ann para pedir una pista: no'
    >>> describe_event({"kind": "resolve", "stack": [{"seat": 0, "hero": 7, "cancelled": True},
    ...                 {"seat": 2, "hero": 1, "cancelled": False}]}, "en", names)
    "Ann's Wizard is cancelled, Cy's Angry Chicken takes effect"
    """
    kind = event_json.get("kind")
    window_kind = event_json.get("window")
    player = _name(names, event_json.get("seat"))
    to = _name(names, event_json.get("to"))
    raw = event_json.get("hero")
    hero = raw if isinstance(raw, int) and not isinstance(raw, bool) and 1 <= raw <= 7 else None
    said = None if hero is None else hero_card(hero, lang)  # None: the reader may not know it
    name = "?" if hero is None else hero_name(hero, lang)
    if kind == "turn":
        return translate("rentahero.log.turn", lang, player=_name(names, event_json.get("active")))
    if kind == "reveal":
        count = players or len(names)
        needed = "?" if hero is None else requirement(hero, count, lang)
        return translate("rentahero.log.reveal", lang, player=player, hero=said, requirement=needed)
    if kind == "no-reveal":
        return translate("rentahero.log.no-reveal", lang, player=player)
    if kind == "send":
        if event_json.get("from_deck"):
            key = "rentahero.log.send-deck-known" if said else "rentahero.log.send-deck"
            return translate(key, lang, player=player, to=to, hero=said)
        key = "rentahero.log.send-known" if said else "rentahero.log.send"
        return translate(key, lang, player=player, to=to, hero=said)
    if kind == "discard":
        return translate("rentahero.log.discard", lang, player=player, hero=said)
    if kind == "pass":
        return translate("rentahero.log.pass", lang, player=player, to=to)
    if kind == "hint":
        answer = translate("rentahero.word.yes" if event_json.get("answer") else "rentahero.word.no", lang)
        key = "rentahero.log.hint-known" if said else "rentahero.log.hint"
        return translate(key, lang, player=player, to=to, hero=said, answer=answer)
    if kind == "window":
        key = "rentahero.log.window-chicken" if window_kind == "chicken" else "rentahero.log.window"
        return translate(key, lang, players=_names(names, list(event_json.get("pending", ())), lang))
    if kind == "decline":
        return translate("rentahero.log.decline", lang, player=player)
    if kind == "power":
        if event_json.get("target") is not None:
            return translate(
                "rentahero.log.power-target", lang, player=player, hero=name, target=_name(names, event_json["target"])
            )
        if event_json.get("refresh") is not None:
            refresh = hero_name(int(event_json["refresh"]), lang)
            return translate("rentahero.log.power-refresh", lang, player=player, hero=name, refresh=refresh)
        return translate("rentahero.log.power", lang, player=player, hero=name)
    if kind == "resolve":
        lines = []
        for item in event_json.get("stack", ()):
            key = "rentahero.log.cancelled" if item.get("cancelled") else "rentahero.log.resolved"
            lines.append(
                translate(key, lang, player=_name(names, item.get("seat")), hero=hero_name(item["hero"], lang))
            )
        return translate("rentahero.list.separator", lang).join(lines)
    if kind == "refresh":
        return translate("rentahero.log.refresh", lang, player=player, hero=name)
    if kind == "muzzle":
        return translate("rentahero.log.muzzle", lang, target=_name(names, event_json.get("target")))
    if kind == "look":
        key = "rentahero.log.look-known" if said else "rentahero.log.look"
        return translate(key, lang, player=player, hero=said)
    if kind == "black-knight":
        return translate("rentahero.log.black-knight", lang, active=_name(names, event_json.get("active")))
    if kind == "draw":
        heroes = event_json.get("heroes")
        if not event_json.get("count"):
            return translate("rentahero.log.draw-none", lang, player=player)
        if isinstance(heroes, list):
            listed = translate("rentahero.list.separator", lang).join(hero_card(int(h), lang) for h in heroes)
            return translate("rentahero.log.draw-known", lang, player=player, heroes=listed)
        return translate("rentahero.log.draw", lang, player=player, count=event_json.get("count"))
    if kind == "announce":
        if hero is None:
            return translate("rentahero.log.announce-none", lang, player=player)
        return translate("rentahero.log.announce", lang, player=player, hero=said)
    if kind == "recruit":
        key = "rentahero.log.recruit-duplicate" if event_json.get("duplicate") else "rentahero.log.recruit"
        return translate(key, lang, player=player, hero=said)
    if kind == "eliminate":
        key = "rentahero.log.eliminate" if event_json.get("to") == "eliminated" else "rentahero.log.eliminate-discard"
        return translate(key, lang, player=player, hero=name)
    if kind == "discard-wandering":
        key = (
            "rentahero.log.discard-pyromaniac"
            if event_json.get("reason") == "pyromaniac"
            else "rentahero.log.discard-dog"
        )
        return translate(key, lang, hero=said)
    if kind == "reshuffle":
        return translate("rentahero.log.reshuffle", lang, count=event_json.get("deck_size"))
    if kind == "no-send":
        return translate("rentahero.log.no-send", lang, player=player)
    if kind == "game-over":
        reason = end_reason(str(event_json.get("end_reason", event_json.get("reason"))), lang)
        seats = list(event_json.get("winners", ()))
        winners = _names(names, seats, lang)
        return translate("rentahero.log.game-over", lang, reason=reason, winners=winners, count=len(seats))
    return translate("rentahero.log.unknown-event", lang, kind=kind)


# -- the terminal ----------------------------------------------------------------------------
# Strings of `parlour play rentahero` (parlour/tui/rentahero.py).


# -- the moves a seat may make, as buttons name them (the web app) ------------------------


_ACTION_GROUPS = {
    "send": "send",
    "send-from-deck": "send",
    "discard": "send",
    "recruit": "hold",
    "pass": "hold",
    "hint": "hint",
    "power": "power",
    "decline": "power",
    "announce": "announce",
}


def log_sentences(
    events: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, lang: str, names: Sequence[str]
) -> LogSentences:
    """A turn's events, as the reader received them, in sentences (a window's opening says
    nothing; the end is told by the end screen's lines)."""
    return LogSentences(
        [describe_event(e, lang, names) for e in events if e.get("kind") not in ("game-over", "window")], []
    )


def end_lines(
    result: Mapping[str, Any] | None, view: Mapping[str, Any], lang: str, names: Sequence[str] = ()
) -> list[str]:
    """The result in sentences for an end screen: the winners, why it ended, then how the ranking
    decided it step by step (rentahero.end.ranking, tie-eliminated, tie-powers, shared), and the turns."""
    if result is None:
        return [translate("rentahero.ui.not-over", lang)]
    details = result.get("details", result)
    winners = [int(s) for s in details.get("winners", [])]
    label = _and(names, winners, lang)
    lines = [
        translate("rentahero.ui.final-winners", lang, winners=label, count=len(winners)),
        translate("rentahero.ui.final-reason", lang, reason=end_reason(str(details.get("end_reason")), lang)),
    ]
    if details.get("end_reason") == "six-heroes":
        lines.append(translate("rentahero.end-step.six", lang, player=label))
    else:
        lines += ranking_lines(details, lang, names)
    lines.append(translate("rentahero.ui.final-turns", lang, count=details.get("turns")))
    return lines


# The ranking's steps: the figure each compares, and whether more (heroes) or fewer wins.
RANKING = (("heroes", max), ("eliminated", min), ("powers_used", min))


def ranking_lines(details: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[str]:
    """How the ranking decided the game, one step a line, each among the players still tied.

    >>> details = {"heroes": [5, 5, 4], "eliminated": [2, 0, 0], "powers_used": [1, 3, 0]}
    >>> for line in ranking_lines(details, "en", ["Ann", "Bob", "Cy"]):
    ...     print(line)
    1. Most heroes in the band: Ann 5, Bob 5, Cy 4 → Ann and Bob are tied at 5.
    2. Fewest cards in the pile of eliminated heroes, between them: Ann 2, Bob 0 → Bob is ahead.
    """
    tied = list(range(len(details.get("heroes", []))))
    lines: list[str] = []
    for step, (figure, best_of) in enumerate(RANKING, 1):
        counts = [int(n) for n in details.get(figure, [])]
        if len(tied) < 2 or len(counts) <= max(tied, default=0):
            break
        best = best_of(counts[s] for s in tied)
        listed = translate("rentahero.list.separator", lang).join(f"{_name(names, s)} {counts[s]}" for s in tied)
        among = "" if step == 1 else translate("rentahero.end-step.among", lang)
        tied = [s for s in tied if counts[s] == best]
        outcome = (
            translate("rentahero.end-step.ahead", lang, player=_name(names, tied[0]))
            if len(tied) == 1
            else translate("rentahero.end-step.tied", lang, players=_and(names, tied, lang), value=best)
        )
        lines.append(
            translate(f"rentahero.end-step.{figure}", lang, step=step, among=among, counts=listed, outcome=outcome)
        )
    if len(tied) > 1:
        lines.append(translate("rentahero.end-step.shared", lang, step=len(lines) + 1, players=_and(names, tied, lang)))
    return lines


def _and(names: Sequence[str], seats: Sequence[int], lang: str) -> str:
    """`Ann and Bob`, `Ann, Bob and Cy`."""
    if len(seats) < 2:
        return _names(names, seats, lang)
    head = translate("rentahero.list.separator", lang).join(_name(names, s) for s in seats[:-1])
    return translate("rentahero.list.and", lang, head=head, last=_name(names, seats[-1]))


def power_effect(action_json: Mapping[str, Any], view: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
    """What a power button does, and to whom, from the seat's view.

    >>> view = {"seat": 0, "active": 2, "wandering": {"holder": 1}, "stack": [], "deck_size": 30}
    >>> power_effect({"type": "power", "hero": 2}, view, "en", ["Ann", "Bob", "Cy"])
    'Pyromaniac (2): burn the wandering hero Bob holds'
    >>> power_effect({"type": "power", "hero": 4, "target": 1}, view, "fr", ["Ann", "Bob", "Cy"])
    'Dresseur de chiens (4) : Bob ne peut pas recruter ce héros errant'
    """
    hero = int(action_json["hero"])
    me = view.get("seat")
    wandering = view.get("wandering") or {}
    holder = wandering.get("holder")
    stack = view.get("stack") or []
    params: dict[str, Any] = {"hero": hero_card(hero, lang)}
    key = f"rentahero.does.{hero}"
    if hero in (1, 3) and stack and (hero == 1 or action_json.get("refresh") == 1):
        top = stack[-1]
        key = "rentahero.does.1" if hero == 1 else "rentahero.does.3-chicken"
        params.update(player=_name(names, top.get("seat")), power=hero_name(int(top["hero"]), lang))
    elif hero == 3:
        params["refreshed"] = hero_card(int(action_json.get("refresh") or 0), lang)
    elif hero == 4:
        params["player"] = _name(names, action_json.get("target"))
    elif hero in (2, 5):
        key += "-yours" if holder == me else ""
        params["player"] = _name(names, holder)
    elif hero == 6:
        key += "-yours" if view.get("active") == me else ""
        params["player"] = _name(names, view.get("active"))
    elif hero == 7:
        params["count"] = 1 if int(view.get("deck_size") or 0) == 1 else 2
    return translate(key, lang, **params)


def awaited(view: Mapping[str, Any], seat: int, lang: str) -> str | None:
    """What the table waits for from `seat` now, in words (None: nothing)."""
    if view.get("over"):
        return None
    window = view.get("window")
    if window:
        if seat not in window.get("pending", []):
            return None
        return translate(
            "rentahero.ui.await.chicken" if window.get("kind") == "chicken" else "rentahero.ui.await.power", lang
        )
    if seat not in view.get("to_act", []):
        return None
    phase = view.get("phase")
    if phase == "hold":
        if seat in (view.get("muzzled") or []):
            phase = "muzzled"
        elif seat == view.get("active"):
            phase = "recruit"
    return translate(f"rentahero.ui.await.{phase}", lang)


def action_label(action_json: Mapping[str, Any], lang: str, names: Sequence[str]) -> tuple[str, str]:
    """(group, label) for a legal action's button.

    >>> action_label({"type": "power", "hero": 4, "target": 2}, "en", ["Ann", "Bob", "Cy"])
    ('Powers', 'Dog Trainer (4) on Cy')
    """
    kind = str(action_json["type"])
    group = translate(f"rentahero.act.{_ACTION_GROUPS[kind]}-group", lang)
    hero = action_json.get("hero")
    named = hero_card(int(hero), lang) if isinstance(hero, int) else ""
    if kind == "hint":
        return group, named
    if kind == "announce":
        return group, named or translate("rentahero.act.announce-none", lang)
    if kind == "power" and action_json.get("target") is not None:
        return group, translate(
            "rentahero.act.power-target", lang, hero=named, player=_name(names, action_json["target"])
        )
    if kind == "power" and action_json.get("refresh") is not None:
        refreshed = hero_card(int(action_json["refresh"]), lang)
        return group, translate("rentahero.act.power-refresh", lang, hero=named, refreshed=refreshed)
    return group, translate(f"rentahero.act.{kind}", lang, hero=named)
