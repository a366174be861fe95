"""When Rent a Hero's entries hold: the seed's points that the Japanese original and the 8fspace house
rules change, and those variants' own entries (`parlour.rules.conditions`); the words by which a
question names them."""

from __future__ import annotations

from parlour.rules.conditions import Condition, Naming

RESHUFFLE = {"deck_out": ("reshuffle",)}
DECK_OUT = ("rentahero.end.deck-out", "rentahero.faq.deck-runs-out")
DISCARD_TOO = ("rentahero.send.discard", "rentahero.send.discard-first", "rentahero.mistake.forgot-discard")

CONDITIONS = {
    "rentahero.hint.limit": Condition(excluded={"hints_per_holder": (0,)}, overrides=("rentahero.faq.hints",)),
    "rentahero.deck.reshuffle": Condition(RESHUFFLE, overrides=DECK_OUT),
    "rentahero.end.deck-out": Condition({"deck_out": ("finish-turn",)}),
    "rentahero.faq.original-variant": Condition(
        {"hint_mode": ("requirement",)}, overrides=("rentahero.hint.answer", "rentahero.faq.deck-runs-out")
    ),
    "rentahero.hint.answer": Condition({"hint_mode": ("hero",)}),
    "rentahero.faq.house-rules-8fspace": Condition(
        {"no_match_discard": (False,)}, overrides=("rentahero.faq.no-matching-card", "rentahero.faq.duplicate")
    ),
    **{entry: Condition({"no_match_discard": (True,)}) for entry in DISCARD_TOO},
    "rentahero.recruit.duplicate": Condition({"duplicates_to": ("eliminated",)}),
}

NAMINGS = (
    Naming(
        {
            "en": ("original rules", "japanese original", "original japanese", "japanese rules", "original variant"),
            "fr": (
                "règles originales",
                "règle originale",
                "original japonais",
                "version japonaise",
                "règles japonaises",
            ),
            "es": ("reglas originales", "regla original", "original japonés", "versión japonesa", "reglas japonesas"),
            "zh-Hant": ("日本原版", "原版規則", "原版规则", "日版"),
        },
        {"hint_mode": ("requirement",), "deck_out": ("reshuffle",)},
    ),
    Naming(
        {
            "en": ("8fspace", "house rules", "house rule"),
            "fr": ("8fspace", "règles maison", "règle maison"),
            "es": ("8fspace", "reglas de la casa", "regla de la casa"),
            "zh-Hant": ("8fspace", "家規", "家规"),
        },
        {
            "hints_per_holder": (1,),
            "no_match_discard": (False,),
            "duplicates_to": ("discard",),
            "deck_out": ("immediate",),
        },
    ),
)
