"""The A5 aid sheets: one page each, in every language, with the sheet's own words, drawn, filling
their page, headings true to their lists, citing the right seeds, deterministic.

Each sheet is rendered once per language (kept in `RENDERED`); its text is read back with poppler's
`pdftotext` (skipped when it is missing, unless PARLOUR_REQUIRE_PDFTOTEXT=1) and its page drawn with
pypdfium2 (saved under $PARLOUR_ARTIFACTS/sheets/ when that is set), once per sheet (`PAGES`).
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
from PIL import Image

from parlour.cli import main
from parlour.engine.i18n import LANGUAGES
from parlour.rules import catalogue, sheets
from parlour.rules.content import drawings
from parlour.rules.drawing import cjk_lines
from parlour.rules.model import SEED_FILES, Block, Sheet
from tests.rules.test_content import SEEDS, check_source

GAMES = catalogue.game_ids()
SHEET_IDS = ("setup", "player", "turn")
A5_POINTS = (148 / 25.4 * 72, 210 / 25.4 * 72)  # about 419.5 x 595.3
RENDERED: dict[tuple[str, str, str], bytes] = {}
PAGES: dict[tuple[str, str, str], Image.Image] = {}
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


def page_of(game: str, sheet_id: str, lang: str) -> Image.Image:
    """The sheet's page drawn at 72 dpi, in grey (one pixel a point: 420 x 595)."""
    key = (game, sheet_id, lang)
    if key not in PAGES:
        document = pdfium.PdfDocument(pdf_of(game, sheet_id, lang))
        try:
            PAGES[key] = document[0].render(scale=1).to_pil().convert("L")
        finally:
            document.close()
        artifacts = os.environ.get("PARLOUR_ARTIFACTS")
        if artifacts:
            folder = Path(artifacts) / "sheets"
            folder.mkdir(parents=True, exist_ok=True)
            PAGES[key].save(folder / f"{game}-{sheet_id}-{lang}.png")
    return PAGES[key]


INK = 160  # a pixel darker than this is ink (the stripes of a table and the tints of a panel are not)
FOOTER = 1 - 26 / 210  # the footer's band at the foot of the page (its rule, two lines, the margin)
MOST_BLANK = 0.12  # of the page's height: the widest band with no ink between the title and the footer
LEAST_INK = 0.04  # of a half's pixels: the least ink in the top half and in the bottom half


def ink_rows(image: Image.Image) -> list[int]:
    """For each row of pixels, how many of its pixels are ink."""
    width, height = image.size
    data = image.tobytes()
    return [sum(1 for v in data[y * width : (y + 1) * width] if v < INK) for y in range(height)]


@pytest.mark.parametrize(("game", "sheet_id", "lang"), CASES)
def test_sheet_fills_its_page(game: str, sheet_id: str, lang: str) -> None:
    """No empty half, no empty band: the ink measured on the drawn page, not taken from the layout."""
    image = page_of(game, sheet_id, lang)
    width, height = image.size
    assert height > width  # portrait
    rows = ink_rows(image)
    middle, foot = height // 2, int(height * FOOTER)
    top_ink = sum(rows[:middle]) / (middle * width)
    bottom_ink = sum(rows[middle:foot]) / ((foot - middle) * width)
    what = f"{game}/{sheet_id}/{lang}"
    assert top_ink > LEAST_INK, f"{what}: the top half is nearly empty ({top_ink:.3f} of it inked)"
    assert bottom_ink > LEAST_INK, f"{what}: the bottom half is nearly empty ({bottom_ink:.3f} of it inked)"
    first = next(y for y, n in enumerate(rows) if n)
    blank = longest = 0
    for n in rows[first:foot]:
        blank = 0 if n else blank + 1
        longest = max(longest, blank)
    assert longest < MOST_BLANK * height, f"{what}: {longest / height:.0%} of the page's height is blank in one band"
    assert any(rows[foot:]), f"{what}: no footer"


def test_the_fill_check_would_catch_an_empty_half() -> None:
    """The measure itself: a sheet with its content in its top half only fails it."""
    image = page_of("hanabi", "turn", "en").copy()
    width, height = image.size
    image.paste(255, (0, height // 2, width, int(height * FOOTER)))
    rows = ink_rows(image)
    middle, foot = height // 2, int(height * FOOTER)
    assert sum(rows[middle:foot]) / ((foot - middle) * width) <= LEAST_INK


# Numbers a heading may announce ("The four steps", "Les 12 ennemis", "七種英雄"); "one" and "un" are
# left out: they are articles too ("Un tour de Hanabi", "花火的一回合").
NUMBER_WORDS: dict[str, dict[str, int]] = {
    "en": {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10},
    "fr": {"deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9, "dix": 10},
    "es": {"dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10},
    "zh-Hant": {"二": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10},
}


def announced(text: str, lang: str) -> int | None:
    """The count a heading announces, or None."""
    if lang == "zh-Hant":
        found = re.search(r"([0-9]+|[二兩三四五六七八九十])\s*[個種張步項件名位]", text)
    else:
        words = "|".join(NUMBER_WORDS[lang])
        found = re.search(rf"\b([0-9]+|{words})\b", text.lower())
    if found is None:
        return None
    token = found.group(1)
    return int(token) if token.isdigit() else NUMBER_WORDS[lang][token]


def counted(game: str, block: Block) -> int:
    """How many things a block shows: its lines (the note after them is not one), its table's rows,
    or what its figure draws."""
    if block.lines:
        return len(block.lines)
    if block.table:
        return len(block.table) - 1
    return drawings(game)[block.figure].count


def test_announced_counts_are_read() -> None:
    assert announced("The four steps", "en") == 4 and announced("Les 12 ennemis du château", "fr") == 12
    assert announced("四個步驟", "zh-Hant") == 4 and announced("七種英雄", "zh-Hant") == 7
    assert announced("花火的一回合", "zh-Hant") is None and announced("Un tour de Hanabi", "fr") is None


@pytest.mark.parametrize("game", GAMES)
def test_headings_are_true_to_their_lists(game: str) -> None:
    """A heading that announces a number heads that many steps, lines, rows or drawn things; a sheet's
    title announcing one is held to its first block."""
    checked = 0
    for sheet in catalogue.content(game).sheets:
        for lang in LANGUAGES:
            pairs = [(sheet.title[lang], sheet.blocks[0])]
            pairs += [(block.heading[lang], block) for block in sheet.blocks if block.heading is not None]
            for heading, block in pairs:
                number = announced(heading, lang)
                if number is not None:
                    checked += 1
                    shown = counted(game, block)
                    assert shown == number, f"{game}/{sheet.id}/{lang}: {heading!r} heads {shown}"
    assert checked >= len(LANGUAGES)  # each game has one at least: the three actions, the four steps, the seven heroes


@pytest.mark.parametrize("game", GAMES)
def test_every_figure_is_drawn_by_the_game(game: str) -> None:
    for sheet in catalogue.content(game).sheets:
        for block in sheet.blocks:
            if block.figure:
                assert block.figure in drawings(game), f"{game}/{sheet.id}: no drawing {block.figure!r}"
    assert any(block.figure for sheet in catalogue.content(game).sheets for block in sheet.blocks)


# The seeds of each game's default rules (shared/seeds/README.md): Rent a Hero follows the Spanish
# rulebook (003) with the French page (000); the Chinese write-up (001) is a variant.
DEFAULT_SEEDS = {"hanabi": {"004"}, "regicide": {"002"}, "rentahero": {"000", "003"}}
EXPECTED_SEEDS = {
    ("hanabi", "setup"): {"004"},
    ("hanabi", "player"): {"004"},
    ("hanabi", "turn"): {"004"},
    ("regicide", "setup"): {"002"},
    ("regicide", "player"): {"002"},
    ("regicide", "turn"): {"002"},
    ("rentahero", "setup"): {"003", "000"},
    ("rentahero", "player"): {"003", "000"},
    ("rentahero", "turn"): {"000", "003"},
}


@pytest.mark.parametrize("game", GAMES)
def test_sheets_cite_the_default_rules_seeds(game: str) -> None:
    for sheet in catalogue.content(game).sheets:
        seeds = {source.seed for source in sheet.sources}
        assert seeds == EXPECTED_SEEDS[(game, sheet.id)], f"{game}/{sheet.id} cites {sorted(seeds)}"
        assert seeds <= DEFAULT_SEEDS[game]
        for source in sheet.sources:
            check_source(source, f"{game}/{sheet.id}")
            assert source.quote, f"{game}/{sheet.id}: {source.ref} quotes nothing"


def test_the_seeds_are_there_to_check_the_quotes() -> None:
    if not SEEDS.exists():
        pytest.skip("shared/seeds/ is not beside this checkout")
    assert {path.name for path in SEEDS.glob("*.txt")} >= set(SEED_FILES.values())


@pytest.mark.parametrize(("game", "sheet_id", "lang"), CASES)
def test_footer_names_the_seeds_cited(game: str, sheet_id: str, lang: str) -> None:
    text = pdf_text(pdf_of(game, sheet_id, lang))
    if text is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    printed = set(re.findall(r"(?<![0-9])(00[0-9])(?![0-9])", text))
    assert printed == EXPECTED_SEEDS[(game, sheet_id)], f"{game}/{sheet_id}/{lang} names seeds {sorted(printed)}"
    for source in sheets.sheet_of(game, sheet_id).sources:
        assert squash(source.ref) in squash(text), f"{game}/{sheet_id}/{lang}: {source.ref!r} not in the footer"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_drawn_cards_carry_the_games_own_words(lang: str) -> None:
    """The heroes drawn on Rent a Hero's player sheet are named and empowered by the catalogue, the
    colours of Hanabi's deck and the powers of Regicide's suits likewise."""
    from parlour.engine.i18n import translate
    from parlour.games.hanabi.cards import BASE_SUITS
    from parlour.games.regicide.cards import SUITS
    from parlour.games.rentahero.cards import HEROES

    expected = {
        ("rentahero", "player"): [translate(f"rentahero.hero.{h}", lang) for h in HEROES]
        + [translate(f"rentahero.card.power.{h}", lang) for h in HEROES],
        ("hanabi", "setup"): [translate(f"hanabi.colour.{suit.colour}", lang) for suit in BASE_SUITS],
        ("regicide", "player"): [translate(f"regicide.power.name.{suit}", lang) for suit in SUITS],
    }
    for (game, sheet_id), words in expected.items():
        text = pdf_text(pdf_of(game, sheet_id, lang))
        if text is None:
            pytest.skip("pdftotext (poppler-utils) is not installed")
        for word in words:
            assert squash(word) in squash(text), f"{game}/{sheet_id}/{lang}: {word!r} is not drawn"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sheets_embed_their_fonts(lang: str) -> None:
    data = pdf_of("regicide", "player", lang)
    assert data.count(b"/FontFile2") + data.count(b"/FontFile3") >= 2  # the words' font and the symbols'


def test_chinese_lines_break_by_the_rules() -> None:
    """No line starts with a closing mark, none ends with an opening one, a Latin word stays whole."""
    text = "不允許空提示：提示必須至少指到一張牌（與 hanab.live 相同）。"
    for width in range(12, 40):
        lines = cjk_lines(text, width, len)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line in lines:
            assert line and line[0] not in "。，、；：）」" and line[-1] not in "（「"
            assert len(line) <= width
        assert any("hanab.live" in line for line in lines)
        assert len(lines) == 1 or len(lines[-1]) > 1  # no character alone on the last line


def test_a_sheet_that_cannot_fit_is_refused() -> None:
    long = Block(lines=tuple({lang: "word " * 400 for lang in LANGUAGES} for _ in range(3)))
    sheet = Sheet("setup", {lang: "Too long" for lang in LANGUAGES}, (long,))
    with pytest.raises(sheets.SheetTooLong):
        sheets.fitted("hanabi", sheet, "en")


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
