"""A game's rules page, built from the catalogue: what `parlour rules show` prints and the web app draws.

The page is plain JSON-safe data in one language: the game in 30 seconds, a turn in brief, the
rules by section (setup, a turn, how to win, variants) each with its id, its source and whether it
has an example (the rule at work: `parlour.rules.examples`), the named
variants with their sources, then the FAQ, the common mistakes and the tips.
"""

from __future__ import annotations

from typing import Any

from parlour.engine import registry
from parlour.engine.i18n import normalise_language, translate
from parlour.rules import catalogue
from parlour.rules.ask import entry_json
from parlour.rules.examples import has_example
from parlour.rules.model import GameCard

SECTIONS = ("setup", "turn", "end", "variants")
EXTRAS = ("faq", "mistake", "tip")
CARD_FIELDS = ("players", "minutes", "age", "year", "designer", "publisher")


def card_json(card: GameCard, lang: str) -> dict[str, Any]:
    """The game's card: each fact with its label, "not given by the sources" where none is."""
    unknown = translate("rules.card.unknown", lang)
    facts = []
    for name in CARD_FIELDS:
        value: str = getattr(card, name)
        if value and name == "minutes":
            value = translate("rules.card.minutes-value", lang, minutes=value)
        facts.append(
            {
                "id": name,
                "label": translate(f"rules.card.{name}", lang),
                "value": value or unknown,
                "known": bool(value),
            }
        )
    return {"facts": facts, "sources": [source_label(s.seed, s.ref, lang) for s in card.sources]}


def source_label(seed: str, ref: str, lang: str) -> str:
    return translate("rules.source.seed", lang, seed=seed, ref=ref)


def variants(game: str, lang: str) -> list[dict[str, Any]]:
    """The game's named presets, as `--variant` and the web's create form offer them, with sources."""
    options = registry.get(game).options_type
    out = []
    for preset in options.PRESETS.values():
        key = f"rules.variant.{game}.{preset.name}"
        out.append(
            {
                "id": preset.name,
                "label": translate(key, lang, default=preset.name),
                "help": translate(key + ".help", lang, default=preset.help),
                "options": dict(preset.values),
                "source": preset.source,
            }
        )
    return out


def page(game: str, lang: str) -> dict[str, Any]:
    """The rules page of `game` in `lang`."""
    lang = normalise_language(lang)
    known = catalogue.content(game)
    entries = catalogue.entries(game)
    sections = []
    for section in SECTIONS:
        rules = [
            {**entry_json(e, lang), "example": has_example(e.id)}
            for e in entries
            if e.kind == "rule" and e.section == section
        ]
        sections.append({"id": section, "title": translate(f"rules.section.{section}", lang), "entries": rules})
    extras = []
    for kind in EXTRAS:
        found = [entry_json(e, lang) for e in entries if e.kind == kind]
        if found:
            extras.append({"id": kind, "title": translate(f"rules.section.{kind}", lang), "entries": found})
    return {
        "game": game,
        "lang": lang,
        "name": catalogue.game_name(game, lang),
        "title": translate("rules.page.title", lang, game=catalogue.game_name(game, lang)),
        "card": card_json(known.card, lang),
        "ask_placeholder": catalogue.ask_prompt(game, lang),
        "overview": {
            "title": translate("rules.section.overview", lang),
            "text": translate(f"rules.overview.{game}", lang),
        },
        "turn_brief": {
            "title": translate("rules.section.turn-brief", lang),
            "steps": [step[lang] for step in known.turn],
        },
        "sections": sections,
        "variants": {"title": translate("rules.section.presets", lang), "presets": variants(game, lang)},
        "extras": extras,
        "sheets": {
            "title": translate("rules.section.sheets", lang),
            "items": [{"id": s.id, "title": s.title[lang]} for s in known.sheets],
        },
    }
