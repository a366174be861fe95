"""What the home page and the lobby show: the games, their variants and bots, the tables, the words.

Lengths, ages and the rest of each game's card come from the rules companion's content, as the
sources give them (the Regicide chapter, seed 002, gives no length or age, so none is shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from parlour.bots.base import best_name, bots_for, partner_name
from parlour.engine import i18n, registry
from parlour.engine.i18n import LANGUAGE_NAMES, LANGUAGES, translate
from parlour.rules.catalogue import content
from parlour.rules.content import has_content
from parlour.rules.pages import card_json
from parlour.sim import levels

if TYPE_CHECKING:
    from parlour.server.hub import Hub
    from parlour.server.tables import LiveTable


# Every message the browser may show: the web's own, and each game's screen words (its manifest's
# `client_words`).
CLIENT_PREFIXES = ("web.", "rules.", "engine.input.", "engine.plain.")


def client_prefixes() -> tuple[str, ...]:
    return CLIENT_PREFIXES + tuple(prefix for found in registry.manifests() for prefix in found.client_words)


BOT_ORDER = ("partner", "best", "simple", "random")


def bot_choices(game_id: str, lang: str) -> list[dict[str, Any]]:
    """The bots a seat may be given (the levels), with their names in `lang` and their measured
    strength by table size (`strength`: from parlour/bots/levels.json, see `parlour.sim.levels`);
    first the partner for people."""
    known = bots_for(game_id)
    partner, best = partner_name(game_id), best_name(game_id)
    coded = partner != best  # the strongest plays by a code (Hanabi's hat): say so
    choices: list[dict[str, Any]] = []
    for choice, plays_as in zip(BOT_ORDER, (partner, best, "simple", "random"), strict=True):
        if plays_as in known and all(c["plays_as"] != plays_as for c in choices):
            if choice == "partner" and plays_as in (best, "simple"):
                continue  # the partner is one of the others: named as that one
            key = "web.bot.best-coded" if choice == "best" and coded else f"web.bot.{choice}"
            strength = levels.strengths(game_id, plays_as, lang)
            choices.append({"id": choice, "label": translate(key, lang), "plays_as": plays_as, "strength": strength})
    choices.sort(key=lambda c: c["plays_as"] != partner)  # the default, first
    return choices


def games(lang: str) -> list[dict[str, Any]]:
    """The games as the home page shows them, in `lang` (a game without a rules companion has no
    card, no blurb and no rules page; one without a web renderer is played from a move list)."""
    out = []
    for found in registry.manifests():
        game = found.game
        card = content(game.id).card if has_content(game.id) else None
        options = game.options_type
        switched = {name for name, _default in found.switches}
        out.append(
            {
                "id": game.id,
                "name": translate(f"rules.game.{game.id}.name", lang, default=game.name),  # 花火 in Chinese
                "min_players": game.min_players,
                "max_players": game.max_players,
                "players": found.players,
                "renderer": f"/games/{game.id}/renderer.js" if found.web_renderer() is not None else None,
                "style": f"/games/{game.id}/renderer.css" if found.web_style() is not None else None,
                "records": [{"format": f.name, "label": f.label} for f in found.record_formats().values()],
                "rules": card is not None,
                "minutes": card.minutes if card else "",
                "age": card.age if card else "",
                "blurb": translate(f"rules.overview.{game.id}", lang, default=""),
                "card": card_json(card, lang) if card else None,
                "variants": [
                    {
                        "id": preset.name,
                        "label": translate(f"rules.variant.{game.id}.{preset.name}", lang, default=preset.name),
                        "help": translate(f"rules.variant.{game.id}.{preset.name}.help", lang, default=preset.help),
                        # A variant that fixes the seat count (a solo rule set): the form offers no other.
                        "players": preset.values.get("players"),
                    }
                    for preset in options.PRESETS.values()
                    # A preset that only flips a switch the form offers is that switch there.
                    if not preset.values or not set(preset.values) <= switched
                ],
                "switches": [
                    {
                        "id": name,
                        "label": translate(f"rules.switch.{game.id}.{name}", lang),
                        "help": translate(f"rules.switch.{game.id}.{name}.help", lang),
                        "default": default,
                    }
                    for name, default in found.switches
                ],
                # The host may have plays and discards confirmed (the game's renderer asks once more).
                "confirms": found.confirm_moves,
                "bots": bot_choices(game.id, lang),
                # What the host may choose: a resignation ending the game, spectators seeing every hand.
                "terminable": game.terminable,
                "spectators_see_hidden": game.spectators_see_hidden,
                "hypotheticals": game.hypotheticals,
            }
        )
    return out


def ui_text(lang: str) -> dict[str, Any]:
    """The words of the browser client in `lang`: message templates by key, and the languages."""
    prefixes = client_prefixes()  # the registry has loaded each game's words (its manifest's `words`)
    # Raw entries: a plural message goes as its forms, and the client picks one with Intl.PluralRules.
    messages = {key: i18n.entry(key, lang) for key in i18n.keys() if key.startswith(prefixes)}  # noqa: SIM118
    return {"lang": lang, "languages": {code: LANGUAGE_NAMES[code] for code in LANGUAGES}, "messages": messages}


def lobby(tables: list[LiveTable], browser: str | None, account: int | None = None) -> list[dict[str, Any]]:
    """Live tables for the lobby list: open ones to join, others to watch; `seated` marks the ones
    this browser, or the account signed in on it, plays at (it opens them from its seat, never as
    a spectator)."""
    out = []
    for table in tables:
        summary = table.summary()
        summary["updated"] = table.updated
        summary["seated"] = table.seat_of_browser(browser) is not None or (
            account is not None and table.seat_of_account(account) is not None
        )
        out.append(summary)
    return out


def finished(rows: list[dict[str, Any]], hub: Hub, browser: str | None) -> list[dict[str, Any]]:
    """Recently finished games, to replay (read from the database: they are not kept in memory).

    A game no longer installed (its plugin removed) is left out of the list, not a failed page."""
    from parlour.server.tables import summarize_row

    installed = {game.id for game in registry.games()}
    out = []
    for row in rows:
        stored = hub.store.load(row["id"], with_actions=False)
        if stored is None or stored.game not in installed:
            continue
        summary = summarize_row(stored)
        summary["updated"] = row["updated"]
        summary["seated"] = browser is not None and any(seat.browser == browser for seat in stored.seats)
        out.append(summary)
    return out
