"""When Regicide's entries hold: solo's own rules, the table's (several players), the no-self-jester
variant (`parlour.rules.conditions`); the words by which a question names solo or the variant."""

from __future__ import annotations

from parlour.rules.conditions import Condition, Naming

SOLO = (1,)
TABLE = (2, 3, 4)
JESTER_PLAYED = ("regicide.jester.play", "regicide.faq.jester")
YIELDING = ("regicide.faq.yield", "regicide.yield.suffer")

CONDITIONS = {
    "regicide.yield.solo": Condition(players=SOLO, overrides=YIELDING),
    "regicide.solo.jesters": Condition(players=SOLO),
    "regicide.solo.jester": Condition(players=SOLO),
    "regicide.solo.jester-once": Condition(players=SOLO),
    "regicide.solo.medals": Condition(players=SOLO),
    "regicide.faq.solo-jesters": Condition(  # "It does not remove immunity"
        players=SOLO, overrides=(*JESTER_PLAYED, "regicide.faq.immunity")
    ),
    "regicide.faq.solo-medals": Condition(players=SOLO),
    # A jester removes immunity at a table (faq.immunity says so too); a solo jester flipped does not.
    "regicide.mistake.solo-jester-immunity": Condition(
        players=SOLO, overrides=(*JESTER_PLAYED, "regicide.faq.immunity")
    ),
    # Solo has no jester in the tavern to play, nobody to yield after, nobody to choose.
    **{entry: Condition(players=TABLE) for entry in JESTER_PLAYED + YIELDING},
    "regicide.yield.all-yielded": Condition(players=TABLE),
    "regicide.jester.alone": Condition(players=TABLE),
    "regicide.jester.choose": Condition(players=TABLE),
    "regicide.jester.signal-only": Condition(players=TABLE),
    "regicide.faq.jester-talk": Condition(players=TABLE),
    "regicide.jester.self-choice": Condition(
        {"jester_self_choice": (False,)}, players=TABLE, overrides=("regicide.faq.jester",)
    ),
    "regicide.faq.hearts-short-discard": Condition({"hearts_short_discard": ("take-all",)}),
}

NAMINGS = (
    Naming(
        {
            "en": (
                "solo",
                "single player",
                "single-player",
                "one player",
                "1 player",
                "by myself",
                "play alone",
                "playing alone",
            ),
            "fr": (
                "solo",
                "en solitaire",
                "un joueur",
                "1 joueur",
                "tout seul",
                "toute seule",
                "jouer seul",
                "joue seul",
            ),
            "es": (
                "en solitario",
                "solitario",
                "un jugador",
                "1 jugador",
                "un solo jugador",
                "juego solo",
                "jugando solo",
            ),
            "zh-Hant": ("單人", "单人", "一個人玩", "獨自", "solo"),
        },
        players=SOLO,
    ),
    Naming(
        {lang: ("no-self-jester",) for lang in ("en", "fr", "es", "zh-Hant")},
        {"jester_self_choice": (False,)},
    ),
)
