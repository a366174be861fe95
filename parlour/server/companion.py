"""The rules companion over HTTP: rules pages, questions, aid sheets and the game picker.

GET /api/rules/{game}?lang=L                      the rules page as data
GET /api/rules/{game}/sheets/{sheet}.pdf?lang=L   one A5 aid sheet
GET /api/rules/{game}/example/{rule}?lang=L       the rule at work: one seat's view of a position the
                                                  engine builds from the rule's scenario, the move,
                                                  and the refusal or what happened (no state, ever)
GET /api/ask?q=...&game=G[&lang=L][&asked_in=Q][&variant=V][&players=N]
                                                  ranked entries, in L (default: the question's
                                                  language, Q if given, else detected), those that hold
                                                  in the asker's game first (preset V, N players)
GET /api/pick?players=N&minutes=M&age=A&lang=L    the games that fit first
"""

from __future__ import annotations

import asyncio
import logging
from functools import cache
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from parlour.engine import registry
from parlour.engine.errors import BadInput
from parlour.engine.i18n import normalise_language, translate
from parlour.rules import ask as asking
from parlour.rules import catalogue, examples, pages, pick, sheets
from parlour.rules.conditions import table_context
from parlour.rules.scenarios import ScenarioError
from parlour.server.replies import error, request_lang

log = logging.getLogger(__name__)
MAX_QUESTION = 500  # characters; a real question is a line or two


def _known_game(value: str | None) -> str | None:
    return value if value in {g.id for g in registry.games()} else None


def _wish(request: Request, name: str) -> int | None:
    raw = request.query_params.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or len(raw) > 3:
        raise ValueError(name)
    return int(raw)


async def rules_page(request: Request) -> Response:
    lang = request_lang(request)
    game = _known_game(request.path_params["game"])
    if game is None:
        return error("web.error.unknown-game", lang, 404)
    if game not in catalogue.game_ids():  # a game without a rules companion: said, not a crash
        return error("rules.no-companion", lang, 404)
    data = pages.page(game, lang)
    for item in data["sheets"]["items"]:
        item["url"] = f"/api/rules/{game}/sheets/{item['id']}.pdf?lang={lang}"
    return JSONResponse(data)


async def sheet(request: Request) -> Response:
    lang = request_lang(request)
    game = _known_game(request.path_params["game"])
    sheet_id = request.path_params["sheet"]
    if game is None:
        return error("web.error.unknown-game", lang, 404)
    if game not in catalogue.game_ids():
        return error("rules.no-companion", lang, 404)
    if sheet_id not in {s.id for s in catalogue.content(game).sheets}:
        return error("web.error.unknown-sheet", lang, 404)
    pdf = await asyncio.to_thread(sheets.render, game, sheet_id, lang)  # built once, then from memory
    name = sheets.file_name(game, sheet_id, lang)
    return Response(pdf, media_type="application/pdf", headers={"Content-Disposition": f'inline; filename="{name}"'})


async def rule_example(request: Request) -> Response:
    lang = request_lang(request)
    game = _known_game(request.path_params["game"])
    rule = request.path_params["rule"]
    if game is None:
        return error("web.error.unknown-game", lang, 404)
    if not rule.startswith(f"{game}.") or not examples.has_example(rule):
        return error("rules.example.none", lang, 404, id=rule[:80])
    try:
        data = await asyncio.to_thread(_example, rule, lang)  # built by the engine once, then from memory
    except ScenarioError:
        log.exception("the example of %s does not bite as its scenario says: not shown", rule)
        return error("rules.example.broken", lang, 500)
    return JSONResponse(data)


@cache
def _example(rule: str, lang: str) -> dict[str, Any]:
    return examples.example_json(rule, lang)


async def ask(request: Request) -> Response:
    question = request.query_params.get("q", "").strip()
    lang_param = request.query_params.get("lang")
    lang = normalise_language(lang_param) if lang_param else request_lang(request)
    if not question:
        return error("rules.ask.empty", lang)
    if len(question) > MAX_QUESTION:
        return error("web.error.too-big", lang)
    game = request.query_params.get("game") or None
    if game is not None and _known_game(game) is None:
        return error("web.error.unknown-game", lang, 404)
    asked_in = request.query_params.get("asked_in") or None  # the question is searched in its own language
    variant = request.query_params.get("variant") or None
    table = None
    if variant is not None or request.query_params.get("players"):
        if game is None:
            return error("rules.ask.variant", lang)
        try:
            table = table_context(game, players=_wish(request, "players"), variant=variant)
        except (ValueError, BadInput):
            return error("rules.ask.variant", lang)
    answer = await asyncio.to_thread(asking.ask, question, game, lang_param, 5, asked_in, table, lang)
    data: dict[str, Any] = answer.to_json()
    data["message"] = translate("rules.ask.answer" if answer.known else "rules.ask.unknown", answer.lang)
    return JSONResponse(data)


async def picker(request: Request) -> Response:
    lang = request_lang(request)
    try:
        wishes = {name: _wish(request, name) for name in ("players", "minutes", "age")}
    except ValueError:
        return error("web.error.malformed", lang)
    found = pick.pick(wishes["players"], wishes["minutes"], wishes["age"], lang)
    return JSONResponse({"wishes": wishes, "games": [s.to_json(lang) for s in found]})


def routes() -> list[Route]:
    return [
        Route("/api/ask", ask),
        Route("/api/pick", picker),
        Route("/api/rules/{game}", rules_page),
        Route("/api/rules/{game}/sheets/{sheet}.pdf", sheet),
        Route("/api/rules/{game}/example/{rule}", rule_example),
    ]


async def warm_up() -> None:
    """Build the question indexes (and load the language detector) before the first question."""
    await asyncio.to_thread(asking.warm_up)
