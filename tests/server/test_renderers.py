"""Each game's browser renderer comes from its manifest, served at /games/<id>/renderer.js."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import parlour
from parlour.engine import registry
from tests.server.helpers import client
from tests.web.bare import BARE_ID, registered

WEB = Path(parlour.__file__).parent / "web"
SHIPPED = ["hanabi", "regicide", "rentahero"]
IMPORT = re.compile(r"""^\s*import\b[^"']*["']([^"']+)["']""", re.MULTILINE)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_shipped_game_has_its_renderer_in_its_own_package(game_id: str) -> None:
    found = registry.manifest(game_id).web_renderer()
    assert found is not None
    assert Path(str(found)) == Path(parlour.__file__).parent / "games" / game_id / "web" / "renderer.js"


def test_the_renderers_are_served_as_revalidated_javascript() -> None:
    with client() as http:
        listed = {game["id"]: game for game in http.get("/api/games").json()}
        for game_id in SHIPPED:
            url = listed[game_id]["renderer"]
            assert url == f"/games/{game_id}/renderer.js"
            response = http.get(url)
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/javascript")
            assert response.headers["cache-control"] == "no-cache", "an upgraded server is never run with old code"
            found = registry.manifest(game_id).web_renderer()
            assert found is not None and response.content == found.read_bytes()
            again = http.get(url, headers={"If-None-Match": response.headers["etag"]})
            assert again.status_code == 304 and not again.content


def test_each_game_s_stylesheet_is_served_as_revalidated_css() -> None:
    with client() as http:
        listed = {game["id"]: game for game in http.get("/api/games").json()}
        for game_id in SHIPPED:
            url = listed[game_id]["style"]
            assert url == f"/games/{game_id}/renderer.css"
            response = http.get(url)
            assert response.status_code == 200 and response.headers["content-type"].startswith("text/css")
            assert f".game-{game_id}" in response.text  # its card's colour on the home page
            again = http.get(url, headers={"If-None-Match": response.headers["etag"]})
            assert again.status_code == 304


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_renderer_imports_the_shared_helpers_by_their_absolute_url(game_id: str) -> None:
    # Served from /games/<id>/, a relative import would miss; the same URL as the pages' own
    # import also makes it the same module (one set of words for the page and the board).
    found = registry.manifest(game_id).web_renderer()
    assert found is not None
    imported = IMPORT.findall(found.read_text(encoding="utf-8"))
    assert imported, "a renderer builds its DOM with the shared h() helper"
    for url in imported:
        if url.startswith("./"):  # a module beside the renderer, served beside it
            assert registry.manifest(game_id).web_module(url.removeprefix("./")) is not None, url
            continue
        assert url.startswith("/static/"), url
        assert (WEB / url.removeprefix("/static/")).is_file(), url


def test_the_modules_beside_a_renderer_are_served_and_nothing_else_is() -> None:
    with client() as http:
        served = http.get("/games/hanabi/faces.js")
        assert served.status_code == 200 and served.headers["content-type"].startswith("text/javascript")
        assert "export function" in served.text
        for name in ("nothere.js", "__init__.py", "..%2Fstate.py", "renderer.css.js", "Faces.js"):
            missing = http.get(f"/games/hanabi/{name}")
            assert missing.status_code == 404, name


def test_a_game_without_a_renderer_is_listed_without_one_and_its_url_is_not_found() -> None:
    with registered(), client() as http:
        bare = next(game for game in http.get("/api/games").json() if game["id"] == BARE_ID)
        assert bare["renderer"] is None and bare["style"] is None and bare["records"] == [] and bare["rules"] is False
        for part in ("renderer.js", "renderer.css"):
            missing = http.get(f"/games/{BARE_ID}/{part}")
            assert missing.status_code == 404 and missing.json()["error"] == "web.not-found"
        rules = http.get(f"/api/rules/{BARE_ID}")
        assert rules.status_code == 404 and rules.json()["error"] == "rules.no-companion"
    with client() as http:
        unknown = http.get("/games/nosuchgame/renderer.js")
        assert unknown.status_code == 404 and unknown.json()["error"] == "web.error.unknown-game"
