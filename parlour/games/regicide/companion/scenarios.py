"""Each Regicide rule the engine enforces, at work (`parlour.rules.scenarios`).

Decks are written by hand (`parlour.games.regicide.decks`): the castle's top royals are named
(the first enemy first), each hand is dealt in full, and the tavern's next cards follow. Unless
a scenario says otherwise: two players, `TWO` (Player A holds hearts and spades, Player B clubs
and diamonds), Player A first, the view shown is the mover's. The three positions deep in a game
(the first King, the last King at two players and in solo) come from whole games the simple bots
won, kept in `records/` and replayed move by move by the engine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.engine.actions import Terminate
from parlour.games.regicide.actions import ChooseNext, FlipJester, Pay, PlayCards, Yield
from parlour.games.regicide.decks import deck_for
from parlour.games.regicide.options import RegicideOptions
from parlour.rules.scenarios import Applied, Deal, Move, Refused, Scenario, Step, recorded

TWO = (("AH", "2H", "3H", "4H", "5H", "6S", "7S"), ("AC", "2C", "3C", "4C", "5C", "6D", "7D"))
# Three players with the one jester in Player B's hand.
THREE = (
    ("AH", "2H", "3H", "4H", "5S", "6S"),
    ("*", "AC", "2C", "3C", "4D", "5D"),
    ("AS", "2S", "3S", "4C", "5C", "6C"),
)
SOLO = (("AH", "2H", "3H", "4H", "5S", "6S", "7C", "8D"),)
# A partner with no Ace, no 5, no 9 or 10.
PARTNER = ("2C", "3C", "4C", "6C", "6D", "7D", "8D")
# Seven cards worth 9 against a Jack of Spades' attack of 10.
POOR = ("AH", "AD", "AC", "AS", "2H", "2D", "2S")


def deal(
    hands: Sequence[Sequence[str]] = TWO,
    draws: Sequence[str] = (),
    castle: Sequence[str] = (),
    steps: Sequence[Step] = (),
    **options: Any,
) -> Deal:
    """Hands written by hand (one hand: solo), the tavern's next cards, the castle's top royals."""
    values = {"players": len(hands), **options}
    deck = deck_for(RegicideOptions(**values), hands, draws, castle)
    return Deal(values, tuple(deck), steps=tuple(steps))


def play(seat: int, *cards: str) -> Move:
    return seat, PlayCards(cards)


def pay(seat: int, *cards: str) -> Move:
    return seat, Pay(cards)


# The jester in play at three players: Player A yields and pays, Player B plays the jester.
JESTER_PLAYED = (0, Yield()), pay(0, "4H", "6S"), play(1, "*")


# The two-player game the simple bots won (seed 11), cut at its move 29, which defeats the last
# Queen (the first King comes next), and at its very last move; the solo game they won (seed 257).
_PACKAGE = "parlour.games.regicide.companion"
_BEFORE_KING, _KING_MOVE = recorded(_PACKAGE, "won-two-players", 28)
_BEFORE_WIN, _WIN_MOVE = recorded(_PACKAGE, "won-two-players", -1)
_BEFORE_MEDAL, _MEDAL_MOVE = recorded(_PACKAGE, "won-solo", -1)


def _game_over(**fields: Any) -> tuple[str, Mapping[str, Any]]:
    return "game-over", fields


SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        "regicide.castle.stats",
        _BEFORE_KING,
        _KING_MOVE[0],
        _KING_MOVE[1],
        Applied(events=[("defeat", {}), ("reveal", {"health": 40, "attack": 20})]),
    ),
    # -- playing ---------------------------------------------------------------------------------
    Scenario(
        "regicide.play.values",
        deal(castle=("JH",)),
        0,
        PlayCards(("AH",)),
        Applied(events=[("play", {"value": 1}), ("damage", {"amount": 1})]),
    ),
    Scenario("regicide.play.not-in-hand", deal(), 0, PlayCards(("AC",)), Refused()),
    Scenario(
        "regicide.turn.order",
        deal(castle=("JC",)),
        0,
        PlayCards(("4H",)),
        Applied(
            events=[("play", {"powers": ["hearts"]}), ("heal", {}), ("damage", {"amount": 4}), ("attack", {})],
            exact=True,
        ),
    ),
    Scenario(
        "regicide.turn.suffer",
        deal(castle=("JH",)),
        0,
        PlayCards(("5H",)),  # 5 damage of 20: the Jack of Hearts lives, and is immune to the hearts
        Applied(events=[("attack", {"seat": 0, "amount": 10})], changes={"phase": ("play", "pay"), "to_pay": (0, 10)}),
    ),
    Scenario("regicide.turn.out-of-turn", deal(), 1, PlayCards(("AC",)), Refused()),
    Scenario("regicide.turn.play-first", deal(), 0, Pay(("AH",)), Refused()),
    Scenario("regicide.turn.pay-first", deal(steps=[play(0, "2H")]), 0, PlayCards(("3H",)), Refused()),
    Scenario(
        "regicide.end.game-over",
        deal((POOR, PARTNER), castle=("JS",), steps=[play(0, "AH")]),  # 9 left in hand against an attack of 10
        1,
        PlayCards(("2C",)),
        Refused(),
    ),
    # -- suit powers -----------------------------------------------------------------------------
    Scenario(
        "regicide.power.immunity",
        deal(castle=("JD",), steps=[(0, Yield()), pay(0, "4H", "6S")]),
        1,
        PlayCards(("7D",)),  # no draw against the Jack of Diamonds, but the 7 damage counts
        Applied(
            events=[("play", {"powers": []}), ("damage", {"amount": 7}), ("attack", {})],
            exact=True,
            changes={"enemy.immune": ("diamonds", "diamonds"), "enemy.damage": (0, 7)},
        ),
    ),
    Scenario(
        "regicide.power.order",
        deal(
            (("AH", "AD", "2H", "3H", "4H", "5S", "6S"), TWO[1]),
            castle=("JS",),
            steps=[(0, Yield()), pay(0, "4H", "6S"), play(1, "2C"), pay(1, "3C", "7D")],
        ),
        0,
        PlayCards(("AD", "AH")),
        Applied(events=[("play", {"powers": ["diamonds", "hearts"]}), ("heal", {"count": 2}), ("draw", {})]),
    ),
    Scenario(
        "regicide.power.hearts",
        deal(
            castle=("JC",),
            steps=[(0, Yield()), pay(0, "AH", "2H", "3H", "4H"), play(1, "AC"), pay(1, "2C", "3C", "5C")],
        ),
        0,
        PlayCards(("5H",)),  # seven cards in the discard: five go under the tavern
        Applied(
            events=[("heal", {"count": 5, "discard_size": 2})],
            changes={"tavern_size": (26, 31)},
        ),
    ),
    Scenario(
        "regicide.power.diamonds",
        deal(THREE, castle=("JS",), draws=("7H", "7D", "7C", "7S"), steps=[(0, Yield()), pay(0, "4H", "6S")]),
        1,
        PlayCards(("4D",)),  # Player B, then Player A (Player C is full), then Player A again
        Applied(
            events=[("draw", {"seat": 1}), ("draw", {"seat": 0}), ("draw", {"seat": 0})],
            changes={"hands.0.count": (4, 6), "hands.2.count": (6, 6)},
        ),
    ),
    Scenario(
        "regicide.power.clubs",
        deal((("AC", "6S", "2H", "3H", "4H", "5H", "9H"), ("AS", *TWO[1][1:])), castle=("JD",)),
        0,
        PlayCards(("AC", "6S")),  # value 7: 14 damage; the spades still shield 7
        Applied(events=[("play", {"value": 7}), ("damage", {"amount": 14})], changes={"enemy.shield": (0, 7)}),
    ),
    Scenario(
        "regicide.power.spades",
        deal(castle=("JH",), steps=[play(0, "6S"), pay(0, "4H"), play(1, "2C"), pay(1, "4C")]),
        0,
        PlayCards(("7S",)),  # 6 + 7 = 13 off an attack of 10: zero, not -3
        Applied(
            events=[("play", {"powers": ["spades"]})],
            changes={"enemy.shield": (6, 13), "enemy.attack_now": (4, 0), "phase": ("play", "play")},
        ),
    ),
    # -- Aces and combos -------------------------------------------------------------------------
    Scenario(
        "regicide.companion.pair",
        deal((("AH", "AD", "AS", "2H", "2D", "5S", "9C"), TWO[1]), castle=("JC",)),
        0,
        PlayCards(("AH", "2H", "2D")),
        Refused(),
    ),
    Scenario(
        "regicide.combo.same-value",
        deal((("2H", "2D", "2S", "3H", "3D", "5S", "5C"), PARTNER), castle=("JS",)),
        0,
        PlayCards(("2H", "3H")),
        Refused(),
    ),
    Scenario(
        "regicide.combo.max-ten",
        deal((("3H", "3D", "3S", "4H", "4D", "4S", "6S"), TWO[1]), castle=("JC",)),
        0,
        PlayCards(("4H", "4D", "4S")),
        Refused(),
    ),
    # -- jesters ---------------------------------------------------------------------------------
    Scenario(
        "regicide.jester.alone",
        deal(THREE, steps=[(0, Yield()), pay(0, "4H", "6S")]),
        1,
        PlayCards(("*", "AC")),
        Refused(),
    ),
    Scenario(
        "regicide.jester.play",
        deal(THREE, castle=("JC",), steps=[play(0, "AH"), pay(0, "4H", "6S")]),
        1,
        PlayCards(("*",)),
        Applied(
            events=[("jester", {"seat": 1})],
            exact=True,  # no damage, no attack
            changes={"enemy.immune": ("clubs", None), "enemy.damage": (1, 1), "phase": ("play", "choose")},
        ),
    ),
    Scenario(
        "regicide.jester.choose",
        deal(THREE, steps=JESTER_PLAYED),
        1,
        ChooseNext(2),
        Applied(events=[("choose", {"seat": 1, "next": 2})], changes={"current": (1, 2), "phase": ("choose", "play")}),
    ),
    Scenario(
        "regicide.jester.self-choice",
        deal(THREE, jester_self_choice=False, steps=JESTER_PLAYED),
        1,
        ChooseNext(1),
        Refused(),
    ),
    Scenario("regicide.jester.signal-only", deal(THREE, steps=JESTER_PLAYED), 2, PlayCards(("AS",)), Refused()),
    Scenario("regicide.jester.no-choice", deal(THREE), 0, ChooseNext(1), Refused()),
    Scenario("regicide.jester.no-seat", deal(THREE, steps=JESTER_PLAYED), 1, ChooseNext(3), Refused()),
    # -- paying ----------------------------------------------------------------------------------
    Scenario(
        "regicide.pay.enough",
        deal(THREE, castle=("JH",), steps=[play(0, "5S")]),  # attack 10 - 5 = 5
        0,
        Pay(("AH", "3H")),
        Refused(),
    ),
    Scenario("regicide.pay.not-in-hand", deal(steps=[play(0, "AH")]), 0, Pay(("7D", "5C")), Refused()),
    Scenario(
        "regicide.pay.no-power",
        deal((("AH", "9H", "8D", "7C", "6S", "5S", "4S"), TWO[1]), castle=("JH",), steps=[play(0, "AH")]),
        0,
        Pay(("6S", "7C", "8D", "9H")),  # one card of each suit, 30 for 9: no heal, no draw, no damage, no shield
        Applied(
            events=[("pay", {"cards": ["6S", "7C", "8D", "9H"]})],
            exact=True,
            changes={"tavern_size": (26, 26), "enemy.damage": (1, 1), "enemy.shield": (0, 0)},
        ),
    ),
    Scenario(
        "regicide.pay.no-refund",
        deal(castle=("JH",), steps=[play(0, "6S")]),  # the spades leave an attack of 4
        0,
        Pay(("4H", "5H", "7S")),  # 16 for 4
        Applied(
            events=[("pay", {"cards": ["4H", "5H", "7S"], "owed": 4})],
            changes={"discard": ([], ["4H", "5H", "7S"]), "to_pay": (4, 0), "hands.0.count": (6, 3)},
        ),
    ),
    # -- yielding --------------------------------------------------------------------------------
    Scenario(
        "regicide.yield.suffer",
        deal(castle=("JH",)),
        0,
        Yield(),
        Applied(
            events=[("yield", {"seat": 0}), ("attack", {"seat": 0, "amount": 10})],
            exact=True,
            changes={"phase": ("play", "pay"), "to_pay": (0, 10)},
        ),
    ),
    Scenario("regicide.yield.all-yielded", deal(steps=[(0, Yield()), pay(0, "4H", "6S")]), 1, Yield(), Refused()),
    Scenario("regicide.yield.solo", deal(SOLO), 0, Yield(), Refused()),
    # -- defeating an enemy ----------------------------------------------------------------------
    Scenario(
        "regicide.defeat.exact",
        deal((("10C", "AH", "2H", "3H", "4H", "5H", "6H"), TWO[1]), castle=("JH", "JS")),
        0,
        PlayCards(("10C",)),  # 10 doubled: exactly the Jack's 20
        Applied(
            events=[("defeat", {"enemy": "JH", "exact": True, "to": "tavern"})],
            changes={"tavern_top": (None, "JH"), "tavern_size": (26, 27)},
        ),
    ),
    Scenario(
        "regicide.defeat.next",
        deal(
            castle=("JH", "JC"),
            steps=[play(0, "7S"), pay(0, "AH", "2H"), (1, Yield()), pay(1, "4C"), play(0, "4H"), pay(0, "3H")],
        ),
        1,
        PlayCards(("5C",)),  # 7 + 4 + 10: the Jack of Hearts falls
        Applied(
            events=[("defeat", {"enemy": "JH"}), ("reveal", {"enemy": "JC", "health": 20, "attack": 10})],
            exact=False,
            changes={
                "current": (1, 1),
                "phase": ("play", "play"),
                "enemy.card": ("JH", "JC"),
                "table": ([["7S"], ["4H"]], []),
            },
        ),
    ),
    # -- the end ---------------------------------------------------------------------------------
    Scenario(
        "regicide.end.win",
        _BEFORE_WIN,
        _WIN_MOVE[0],
        _WIN_MOVE[1],
        Applied(events=[("defeat", {}), _game_over(outcome="won", reason="won", enemies_defeated=12)]),
    ),
    Scenario(
        "regicide.end.cannot-pay",
        deal((POOR, PARTNER), castle=("JS",)),
        0,
        PlayCards(("2S",)),  # the spade does nothing to a Jack of Spades: 8 in hand for 10
        Applied(events=[("attack", {"amount": 10}), _game_over(outcome="lost", reason="cannot-pay")]),
    ),
    Scenario(
        "regicide.end.cannot-act",
        deal(
            (("2S", "AH", "AD", "AS", "2H", "2D", "3H"), TWO[1]),
            castle=("JC",),
            steps=[play(0, "2S"), pay(0, "AD", "AH", "AS", "2D", "2H", "3H"), (1, Yield())],
        ),
        1,
        Pay(("4C", "7D")),  # Player A holds nothing to play, and may not yield right after Player B did
        Applied(events=[("pay", {}), _game_over(outcome="lost", reason="cannot-act")]),
    ),
    Scenario(
        "regicide.end.terminated",
        deal(),
        1,
        Terminate(),
        Applied(events=[("terminate", {"seat": 1}), _game_over(outcome="lost", reason="terminated")]),
    ),
    # -- solo ------------------------------------------------------------------------------------
    Scenario("regicide.solo.jesters", deal(), 0, FlipJester(), Refused()),
    Scenario(
        "regicide.solo.jester",
        deal(SOLO, draws=("9H", "9D", "9C", "9S", "10H", "10D", "10C", "10S")),
        0,
        FlipJester(),
        Applied(
            events=[("flip-jester", {"seat": 0, "discarded": list(SOLO[0]), "jesters_left": 1}), ("draw", {})],
            changes={
                "solo_jesters": (2, 1),
                "hands.0.cards": (list(SOLO[0]), ["9H", "9D", "9C", "9S", "10H", "10D", "10C", "10S"]),
            },
        ),
    ),
    Scenario(
        "regicide.solo.jester-once",
        deal(SOLO, steps=[(0, FlipJester()), (0, FlipJester())]),
        0,
        FlipJester(),
        Refused(),
    ),
    Scenario(
        "regicide.solo.medals",
        _BEFORE_MEDAL,
        _MEDAL_MOVE[0],
        _MEDAL_MOVE[1],
        Applied(events=[_game_over(outcome="won", jesters_used=2, medal="bronze")]),
    ),
)

UNSHOWN: Mapping[str, str] = {
    "regicide.setup.players": "set-up: the player count is an option, checked as a game is created, before any move",
    "regicide.setup.hand-size": (
        "set-up: every hand is dealt to this size before any move (a full hand skipped by a Diamonds draw"
        " is shown under regicide.power.diamonds)"
    ),
    "regicide.setup.deal": "set-up: the engine deals every game so, before any move",
    "regicide.setup.deck": "set-up: the engine builds (or checks) every deck so, before any move",
    "regicide.castle.order": "set-up: the engine stacks every castle so, before any move",
    "regicide.tavern.composition": "set-up: the engine builds every tavern so, before any move",
    "regicide.tavern.jesters": "set-up: the engine builds every tavern so, before any move",
}
