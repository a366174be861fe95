"""The A5 aid sheets: one page each, in every language, with the sheet's own words, drawn, deterministic.

Each sheet is rendered once per language (kept in `RENDERED`); its text is read back with poppler's
`pdftotext` (skipped when it is missing, unless PARLOUR_REQUIRE_PDFTOTEXT=1) and its page drawn with
pypdfium2 (saved under $PARLOUR_ARTIFACTS/sheets/ when that is set).
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from parlour.cli import main
from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue, sheets
from parlour.rules.model import Sheet

GAMES = catalogue.game_ids()
SHEET_IDS = ("setup", "player", "turn")
A5_POINTS = (148 / 25.4 * 72, 210 / 25.4 * 72)  # about 419.5 x 595.3
RENDERED: dict[tuple[str, str, str], bytes] = {}
CASES = [(game, sheet_id, lang) for game in GAMES for sheet_id in SHEET_IDS for lang in LANGUAGES]


def pdf_of(game: str, sheet_id: str, lang: str) -> bytes:
    key = (game, sheet_id, lang)
    if key not in RENDERED:
        RENDERED[key] = sheets.render(game, sheet_id, lang)
    return RENDERED[key]


def squash(text: str) -> str:
    """No whitespace at all: Chinese wraps between any two characters, the others between words."""
    return re.sub(r"\s+", "", text)


def pdf_text(data: bytes) -> str | None:
    """The PDF's text by pdftotext, or None (the check is skipped) when poppler is not installed."""
    if shutil.which("pdftotext") is None:
        if os.environ.get("PARLOUR_REQUIRE_PDFTOTEXT") == "1":
            pytest.fail("pdftotext (poppler-utils) is required (PARLOUR_REQUIRE_PDFTOTEXT=1) but not on PATH")
        return None
    done = subprocess.run(["pdftotext", "-enc", "UTF-8", "-", "-"], input=data, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return done.stdout.decode("utf-8")


def test_every_game_has_the_three_sheets() -> None:
    for game in GAMES:
        assert tuple(s.id for s in catalogue.content(game).sheets) == SHEET_IDS, game


@pytest.mark.parametrize(("game", "sheet_id", "lang"), CASES)
def test_sheet_is_one_a5_page(game: str, sheet_id: str, lang: str) -> None:
    data = pdf_of(game, sheet_id, lang)
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    document = pdfium.PdfDocument(data)
    try:
        assert len(document) == 1, f"{game}/{sheet_id}/{lang} runs over {len(document)} pages"
        width, height = document[0].get_size()
        assert width == pytest.approx(A5_POINTS[0], abs=0.5)
        assert height == pytest.approx(A5_POINTS[1], abs=0.5)
    finally:
        document.close()


def expected_words(sheet: Sheet, lang: str) -> list[str]:
    """The title, every block heading and a sample of lines (first and last of each block)."""
    words = [sheet.title[lang]]
    for block in sheet.blocks:
        if block.heading is not None:
            words.append(block.heading[lang])
        if block.lines:
            words.append(block.lines[0][lang])
            words.append(block.lines[-1][lang])
        if block.table:  # a table's cells wrap side by side; its header's first cell stands alone on its line
            words.append(block.table[0][0][lang])
    return words


@pytest.mark.parametrize(("game", "sheet_id", "lang"), CASES)
def test_sheet_text_is_in_its_language(game: str, sheet_id: str, lang: str) -> None:
    text = pdf_text(pdf_of(game, sheet_id, lang))
    if text is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    found = squash(text)
    sheet = sheets.sheet_of(game, sheet_id)
    assert squash(catalogue.game_name(game, lang)) in found
    for words in expected_words(sheet, lang):
        assert squash(words) in found, f"{game}/{sheet_id}/{lang}: {words!r} missing from the PDF's text"
    own = squash(sheet.title[lang])
    for other in LANGUAGES:
        title = squash(sheet.title[other])
        if other != lang and title not in own:
            assert title not in found, f"{game}/{sheet_id}/{lang} shows the {other} title {sheet.title[other]!r}"


@pytest.mark.parametrize(("game", "sheet_id", "lang"), CASES)
def test_sheet_draws_something(game: str, sheet_id: str, lang: str) -> None:
    document = pdfium.PdfDocument(pdf_of(game, sheet_id, lang))
    try:
        image = document[0].render(scale=1).to_pil().convert("L")
    finally:
        document.close()
    artifacts = os.environ.get("PARLOUR_ARTIFACTS")
    if artifacts:
        folder = Path(artifacts) / "sheets"
        folder.mkdir(parents=True, exist_ok=True)
        image.save(folder / f"{game}-{sheet_id}-{lang}.png")
    histogram = image.histogram()
    dark = sum(histogram[:100])
    assert image.size[1] > image.size[0]  # portrait
    assert dark > 0.002 * image.size[0] * image.size[1], f"{game}/{sheet_id}/{lang} is blank ({dark} dark pixels)"


@pytest.mark.parametrize(
    ("game", "sheet_id", "lang"),
    [
        ("hanabi", "setup", "en"),
        ("regicide", "player", "fr"),
        ("rentahero", "player", "es"),
        ("hanabi", "turn", "zh-Hant"),
    ],
)
def test_render_is_deterministic(game: str, sheet_id: str, lang: str) -> None:
    again = sheets.render.__wrapped__(game, sheet_id, lang)  # the uncached function: built anew
    assert again == pdf_of(game, sheet_id, lang), f"{game}/{sheet_id}/{lang} differs between two builds"


def cli(argv: list[str]) -> tuple[int, str]:
    from rich.console import Console

    out = io.StringIO()
    return main(argv, console=Console(file=out, width=200)), out.getvalue()


@pytest.mark.parametrize("lang", ["fr", "zh-Hant"])
def test_cli_writes_the_three_sheets(lang: str, tmp_path: Path) -> None:
    folder = tmp_path / "sheets" / "new"  # created by the command
    code, out = cli(["rules", "sheets", "regicide", "--lang", lang, "-o", str(folder)])
    assert code == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted(f"parlour-regicide-{s}-{lang}.pdf" for s in SHEET_IDS)
    for sheet_id in SHEET_IDS:
        path = folder / sheets.file_name("regicide", sheet_id, lang)
        assert path.read_bytes() == pdf_of("regicide", sheet_id, lang)
        assert str(path) in out.replace("\n", "")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "sheets", "chess", "--lang", "fr"], "unknown game 'chess'"),
        (["rules", "sheets", "hanabi", "--lang", "klingon"], "unknown language 'klingon'"),
    ],
)
def test_cli_sheets_bad_arguments(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = cli([*argv, "-o", str(tmp_path)])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_cli_sheets_into_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "a-file.pdf"
    target.write_text("not a folder")
    code, _ = cli(["rules", "sheets", "hanabi", "--lang", "en", "-o", str(target)])
    err = capsys.readouterr().err
    assert code == 2
    assert "not a folder" in err and len(err.strip().splitlines()) == 1
    assert target.read_text() == "not a folder"
