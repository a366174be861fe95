"""A game that brings nothing but its `Game` (tests/web/bare.py: Regicide's rules under another id,
no words, no text, no companion, no bots): every surface says it in plain or shared words."""

from __future__ import annotations

import pytest

from parlour.engine import IllegalAction, i18n
from parlour.engine.words import PLAIN, words_of
from parlour.games.regicide.options import RegicideOptions
from parlour.rules import catalogue
from parlour.server import present
from tests.web.bare import BARE, BARE_ID, registered


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_engines_own_refusals_are_said_in_shared_words(lang: str) -> None:
    state = BARE.new_state(RegicideOptions(players=2), seed=3)
    other = 1 - state.next_to_ask()
    with pytest.raises(IllegalAction) as refused:
        state.apply(other, state.legal_actions(state.next_to_ask())[0])
    assert refused.value.rule == "bare.turn.out-of-turn"
    assert refused.value.text(lang) == i18n.translate("engine.refusal.out-of-turn", lang)
    assert "bare." not in refused.value.text(lang)


def test_its_moves_log_and_end_are_said_in_plain_words_and_it_has_no_companion() -> None:
    with registered():
        assert present.words(BARE_ID) is PLAIN
        assert BARE_ID not in catalogue.game_ids()
        state = BARE.new_state(RegicideOptions(players=1), seed=5)
        seat = state.next_to_ask()
        group, label = present.words(BARE_ID).action_label(state.legal_actions(seat)[0].to_json(), "fr", ["Ann"])
        assert group == i18n.translate("engine.plain.moves", "fr") and label
        lines = present.log_lines(
            BARE_ID, [(seat, state.apply(seat, state.legal_actions(seat)[0]))], seat, {}, "fr", []
        )
        assert lines and all(line["text"] and "rule" not in line for line in lines)


def test_a_text_part_lacking_a_function_is_completed_by_plain_words() -> None:
    class OnlyLabels:
        @staticmethod
        def action_label(action_json: object, lang: str, names: object) -> tuple[str, str]:
            return ("Moves", "mine")

    said = words_of(OnlyLabels())
    assert said.action_label({}, "en", []) == ("Moves", "mine")
    assert said.end_lines({"outcome": "won"}, {}, "en", []) == PLAIN.end_lines({"outcome": "won"}, {}, "en", [])


def test_a_rules_part_that_fails_to_load_leaves_the_game_without_a_companion(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from parlour.engine import registry
    from parlour.engine.manifest import Manifest
    from parlour.rules import content
    from parlour.server import catalogue as lobby

    monkeypatch.setattr(registry, "_GAMES", {**{m.id: m for m in registry.manifests()}})
    registry.register(Manifest(game=BARE, rules="no_such_package.companion"))
    for cached in (content._module, content.has_content):
        cached.cache_clear()
    try:
        assert BARE_ID not in catalogue.game_ids()
        listed = {game["id"]: game for game in lobby.games("en")}  # every game listed, none crashed
        assert listed[BARE_ID]["rules"] is False and listed["hanabi"]["rules"] is True
        assert "could not be loaded" in caplog.text
    finally:
        for cached in (content._module, content.has_content):
            cached.cache_clear()
