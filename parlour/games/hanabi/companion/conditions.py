"""When Hanabi's entries hold: the variants' entries, and the seed's entries a variant changes
(`parlour.rules.conditions`); the words by which a question names a variant."""

from __future__ import annotations

from parlour.rules.conditions import Condition, Naming

NO_EMPTY_CLUES = {"empty_clues": (False,)}
BOUQUET = {"bouquet_final": (True,)}
SIXTH_SUITS = ("multicolour", "multicolour-short", "multicolour-wild")
LAST_ROUND = ("hanabi.end.last-round", "hanabi.faq.empty-deck", "hanabi.mistake.drawing-last-round")
SCORE = ("hanabi.score.sum", "hanabi.faq.scoring", "hanabi.score.rating", "hanabi.faq.rating-scale")

CONDITIONS = {
    "hanabi.clue.empty": Condition(NO_EMPTY_CLUES, overrides=("hanabi.faq.empty-clue", "hanabi.faq.what-clues")),
    # Both say a clue may tell a partner they have none of a colour or value.
    "hanabi.faq.empty-clue": Condition({"empty_clues": (True,)}),
    "hanabi.faq.what-clues": Condition({"empty_clues": (True,)}),
    "hanabi.variant.multicolour": Condition({"sixth_suit": ("multicolour",)}, overrides=("hanabi.faq.deck-contents",)),
    "hanabi.variant.multicolour-short": Condition({"sixth_suit": ("multicolour-short",)}),
    "hanabi.variant.multicolour-wild": Condition({"sixth_suit": ("multicolour-wild",)}),
    "hanabi.clue.rainbow-unnamed": Condition({"sixth_suit": ("multicolour-wild",)}, overrides=("hanabi.clue.colour",)),
    "hanabi.faq.multicolour": Condition({"sixth_suit": SIXTH_SUITS}),
    "hanabi.faq.deck-contents": Condition({"sixth_suit": ("none",)}),
    "hanabi.bouquet.continue": Condition(BOUQUET, overrides=LAST_ROUND),
    "hanabi.bouquet.indispensable": Condition(BOUQUET),
    "hanabi.bouquet.perfect-only": Condition(BOUQUET, overrides=SCORE),
    "hanabi.bouquet.no-action": Condition(BOUQUET),
    "hanabi.faq.bouquet-final": Condition(BOUQUET, overrides=LAST_ROUND[:2] + SCORE[1:2]),
    "hanabi.faq.bouquet-no-cards": Condition(BOUQUET),
    **{entry: Condition({"bouquet_final": (False,)}) for entry in LAST_ROUND},
}

NAMINGS = (
    Naming(
        {
            "en": ("no-empty-clues", "no empty clues", "without empty clues", "empty clues off", "hanab.live"),
            "fr": ("no-empty-clues", "sans indice vide", "sans indices vides", "pas d'indices vides", "hanab.live"),
            "es": ("no-empty-clues", "sin pistas vacías", "sin pista vacía", "hanab.live"),
            "zh-Hant": ("no-empty-clues", "不可給空提示", "不能給空提示", "禁止空提示", "沒有空提示", "hanab.live"),
        },
        NO_EMPTY_CLUES,
    ),
    Naming(
        {
            "en": ("bouquet final", "bouquet-final", "final bouquet"),
            "fr": ("bouquet final", "bouquet-final"),
            "es": ("traca final", "bouquet final", "bouquet-final"),
            "zh-Hant": ("終極煙火", "最終煙火", "最終花束", "bouquet final", "bouquet-final"),
        },
        BOUQUET,
    ),
    Naming(
        {
            "en": ("multicolour", "multicolor", "rainbow", "sixth colour", "sixth color", "6 colours", "6 colors"),
            "fr": ("multicolore", "multicolores", "arc-en-ciel", "sixième couleur", "6 couleurs"),
            "es": ("multicolor", "multicolores", "arcoíris", "sexto color", "6 colores"),
            "zh-Hant": ("多彩", "彩虹", "第六種顏色", "第六色", "六種顏色", "multicolour"),
        },
        {"sixth_suit": SIXTH_SUITS},
    ),
    Naming(
        {
            "en": ("multicolour-wild", "wild multicolour", "wild multicolor", "wild rainbow", "multicolour wild"),
            "fr": ("multicolore joker", "multicolour-wild", "arc-en-ciel joker"),
            "es": ("multicolor comodín", "multicolour-wild", "arcoíris comodín"),
            "zh-Hant": ("萬用多彩", "多彩萬用", "multicolour-wild"),
        },
        {"sixth_suit": ("multicolour-wild",)},
    ),
    Naming(
        {
            "en": ("multicolour-short", "short multicolour", "short multicolor", "short rainbow"),
            "fr": ("multicolore court", "multicolore courte", "multicolour-short"),
            "es": ("multicolor corto", "multicolor corta", "multicolour-short"),
            "zh-Hant": ("短多彩", "多彩短", "multicolour-short"),
        },
        {"sixth_suit": ("multicolour-short",)},
    ),
)
