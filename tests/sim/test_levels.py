"""The bots' levels: measured by `parlour bench bots --levels`, cited by docs/benchmarks.md, served
to the create-table form. One data file (parlour/bots/levels.json); the doc's table is its table."""

from __future__ import annotations

import json
import re
from pathlib import Path
from unittest import mock

import pytest

from parlour.cli import main
from parlour.engine.i18n import LANGUAGES
from parlour.server import catalogue
from parlour.sim import levels

ROOT = Path(__file__).resolve().parents[2]


def test_docs_benchmarks_shows_exactly_the_levels_file() -> None:
    doc = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- levels:begin -->\n(.*?)\n<!-- levels:end -->", doc, re.S)
    assert found, "docs/benchmarks.md has no levels table"
    assert found.group(1) == levels.markdown(), "run `parlour bench levels` and paste its table"


def test_every_game_offers_its_measured_levels() -> None:
    recorded = levels.read_levels()
    for game in ("hanabi", "regicide", "rentahero"):
        assert recorded.get(game), f"no level of {game} is measured"
        for by_players in recorded[game].values():
            for entry in by_players.values():
                assert entry["figure"] in levels.FIGURES and entry["games"] >= 100
                assert entry["command"].startswith(("parlour bench bots", "python benchmarks/"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_create_table_form_is_served_each_bots_strength(lang: str) -> None:
    for game in catalogue.games(lang):
        recorded = levels.read_levels().get(game["id"], {})
        for choice in game["bots"]:
            measured = recorded.get(choice["plays_as"], {})
            assert set(choice["strength"]) == set(measured)
            for players, text in choice["strength"].items():
                assert text == levels.strength_text(game["id"], measured[players], int(players), lang)
                assert "{" not in text and re.search(r"\d", text)


def test_a_bench_run_with_levels_records_its_figure(tmp_path: Path) -> None:
    target = tmp_path / "levels.json"
    with mock.patch.object(levels, "levels_path", return_value=target):
        argv = ["bench", "bots", "--game", "hanabi", "--players", "2", "--games", "4", "--bots", "simple"]
        assert main([*argv, "--workers", "1", "--no-progress", "--levels", "--json", str(tmp_path / "run.json")]) == 0
        argv = ["bench", "bots", "--game", "rentahero", "--players", "3", "--games", "3"]
        assert main([*argv, "--bots", "simple,random,random", "--workers", "1", "--no-progress", "--levels"]) == 0
    run = json.loads((tmp_path / "run.json").read_text(encoding="utf-8"))
    data = json.loads(target.read_text(encoding="utf-8"))
    hanabi = data["hanabi"]["simple"]["2"]
    assert hanabi["figure"] == "points" and hanabi["value"] == run["mean_points"] and hanabi["games"] == 4
    assert hanabi["command"] == run["command"]
    share = data["rentahero"]["simple"]["3"]
    assert share["figure"] == "win_share" and share["against"] == "random" and share["fair"] == pytest.approx(1 / 3)
    assert "| hanabi | simple | 2 | 4 |" in levels.markdown(data)


def test_levels_refuses_a_run_that_measures_no_single_bot(tmp_path: Path) -> None:
    with mock.patch.object(levels, "levels_path", return_value=tmp_path / "levels.json"):
        argv = ["bench", "bots", "--game", "hanabi", "--players", "2", "--games", "2", "--bots", "simple,random"]
        assert main([*argv, "--no-progress", "--levels"]) == 2
        argv = [
            "bench",
            "bots",
            "--game",
            "rentahero",
            "--players",
            "3",
            "--games",
            "2",
            "--bots",
            "simple,random,simple",
        ]
        assert main([*argv, "--no-progress", "--levels"]) == 2
    assert not (tmp_path / "levels.json").exists()
