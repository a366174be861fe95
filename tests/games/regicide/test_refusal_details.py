"""Refusals whose sentence is more specific than their rule's: the detail survives translation."""

from __future__ import annotations

import pytest

from parlour.engine import IllegalAction
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.regicide import REGICIDE, ChooseNext, Pay, PlayCards, RegicideOptions
from parlour.games.regicide.decks import game

PARTNER = ["2C", "3C", "4C", "6C", "6D", "7D", "8D"]


def refusal(state, seat, action) -> IllegalAction:  # type: ignore[no-untyped-def]
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert state.snapshot() == before
    return info.value


def test_regicide_turn_play_first() -> None:
    """« Joue une carte, active son pouvoir, inflige les dégâts, puis subis la contre-attaque »: no payment yet."""
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=3)
    error = refusal(state, 0, Pay((state.hands[0][0].code,)))
    assert (error.rule, error.key) == ("regicide.turn.order", "regicide.turn.play-first")
    for lang in LANGUAGES:
        assert error.text(lang) == translate("regicide.turn.play-first", lang)


def test_regicide_turn_pay_first() -> None:
    """« le joueur actif défausse de sa main une valeur totale au moins égale à son attaque restante »."""
    state = REGICIDE.new_state(RegicideOptions(players=1), seed=3)
    state.apply(0, PlayCards(("7C",)))
    error = refusal(state, 0, PlayCards(("3C",)))
    assert (error.rule, error.key) == ("regicide.turn.order", "regicide.turn.pay-first")
    assert "10" in error.text("fr") and "10" in error.text("zh-Hant")


def test_regicide_jester_no_seat() -> None:
    """« Son joueur choisit qui joue ensuite. »: only a seat at the table can be chosen."""
    state = game([["*", "2H", "3H", "4H", "5H", "6H"], PARTNER[:6], ["9D", "9C", "9H", "9S", "10D", "10C"]])
    state.apply(0, PlayCards(("*",)))
    error = refusal(state, 0, ChooseNext(7))
    assert (error.rule, error.key) == ("regicide.jester.choose", "regicide.jester.no-seat")
    assert error.text("es") == translate("regicide.jester.no-seat", "es")
