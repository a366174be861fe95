"""Each Hanabi rule the engine enforces, at work (`parlour.rules.scenarios`).

Unless a scenario says otherwise: two players, the deal `TWO` written by hand (Player A holds
R1 R2 G3 B4 W5 from slot 1, Player B holds Y1 G1 R3 G4 R5; `parlour.games.hanabi.decks`), Player A
first, and the view shown is the mover's. The positions once the deck has run out are reached
from a seeded deal by `until_deck_out`, a script that sees every card and spends the deck without
finishing the game (`filler_turn`); the engine checks and plays each of its moves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, cast

from parlour.engine.actions import Terminate
from parlour.engine.state import State
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.decks import deck_for
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.state import MAX_CLUE_TOKENS, HanabiState
from parlour.rules.scenarios import Applied, Deal, Move, Refused, Scenario, Step

TWO = (("R1", "R2", "G3", "B4", "W5"), ("Y1", "G1", "R3", "G4", "R5"))
MULTI = (("M1", "R1", "R2", "G3", "B4"), ("M2", "Y1", "R3", "G4", "R5"))
# Red 1 to 5 played in turn: R1 and R2 dealt in slot 1 of each hand, R3 R4 R5 drawn in turn (W1 between).
RED_RUN = (("R1", "Y1", "Y1", "Y1", "G1"), ("R2", "B1", "B1", "B1", "G1"))


def deal(
    hands: Sequence[Sequence[str]] = TWO, draws: Sequence[str] = (), steps: Sequence[Step] = (), **options: Any
) -> Deal:
    """Hands written by hand (each from slot 1, the newest card), then the cards drawn in order."""
    values = {"players": len(hands), **options}
    return Deal(values, tuple(deck_for(HanabiOptions(**values), hands, draws)), steps=tuple(steps))


def seeded(seed: int, steps: Sequence[Step] = (), **options: Any) -> Deal:
    """A two-player deal shuffled by `seed`."""
    return Deal({"players": 2, **options}, seed=seed, steps=tuple(steps))


def _dispensable(state: HanabiState, cid: int) -> bool:
    card = state.deck[cid]
    copies = state.suits[card.suit].copies(card.rank)
    return card.rank <= state.fireworks[card.suit] or state.discard_counts()[card] + 1 < copies


def filler_turn(state: HanabiState, clue_first: bool) -> Move:
    """An all-seeing turn that spends the deck without finishing the game: play a card that fits
    (but no 5, so no firework is completed), else discard a card nobody needs (or, `clue_first`,
    give a clue while there is a blue token), else clue, else discard the oldest card."""
    seat = state.current
    hand = state.hands[seat]
    for slot, cid in enumerate(hand):
        card = state.deck[cid]
        if card.rank == state.fireworks[card.suit] + 1 and card.rank < 5:
            return seat, Play(slot)
    other = (seat + 1) % state.players
    clue = ClueRank(other, state.deck[state.hands[other][0]].rank)
    spare = [slot for slot, cid in enumerate(hand) if _dispensable(state, cid)]
    if clue_first and state.clue_tokens:
        return seat, clue
    if state.clue_tokens < MAX_CLUE_TOKENS and spare:
        return seat, Discard(spare[-1])
    if state.clue_tokens:
        return seat, clue
    return seat, Discard(spare[-1] if spare else len(hand) - 1)


def until_deck_out(clue_first: bool = False) -> Step:
    """`filler_turn`s until the last card is drawn."""

    def script(state: State) -> Iterator[Move]:
        game = cast(HanabiState, state)
        while game.next_card < len(game.deck):
            yield filler_turn(game, clue_first)

    return script


def play_in_order(count: int) -> Step:
    """`count` turns each playing slot 1 (a deck written in firework order)."""

    def script(state: State) -> Iterator[Move]:
        for _ in range(count):
            yield cast(HanabiState, state).current, Play(0)

    return script


ORDERED = tuple(f"{c}{r}" for c in "RYGBW" for r in range(1, 6))
PERFECT_HANDS = (("R1", "Y1", "Y1", "G1", "G1"), ("R2", "B1", "B1", "W1", "W1"))


def _clues(count: int) -> Step:
    """`count` clues, each player in turn telling the other about his 1s."""

    def script(state: State) -> Iterator[Move]:
        for turn in range(count):
            yield turn % 2, ClueRank(1 - turn % 2, 1)

    return script


def _game_over(**fields: Any) -> tuple[str, Mapping[str, Any]]:
    return "game-over", fields


SCENARIOS: tuple[Scenario, ...] = (
    # -- variants ----------------------------------------------------------------------------
    Scenario(
        "hanabi.variant.multicolour",
        deal(MULTI, sixth_suit="multicolour"),
        0,
        ClueColour(1, "multi"),
        Applied(events=[("clue", {"colour": "multi", "touched": [9], "slots": [0]})]),
    ),
    Scenario(
        "hanabi.variant.multicolour-short",
        # One multicolour card of each value: with Bouquet final, throwing the only M2 away loses.
        deal(MULTI, sixth_suit="multicolour-short", bouquet_final=True, steps=[(0, ClueColour(1, "multi"))]),
        1,
        Discard(0),
        Applied(
            events=[("discard", {"card": {"suit": "multi", "rank": 2}})],
            changes={"over": (False, True), "result.end_reason": (None, "indispensable-discarded")},
        ),
    ),
    Scenario(
        "hanabi.variant.multicolour-wild",
        deal(MULTI, sixth_suit="multicolour-wild"),
        0,
        ClueColour(1, "yellow"),
        Applied(events=[("clue", {"colour": "yellow", "touched": [9, 8], "slots": [0, 1]})]),
    ),
    # -- turns -------------------------------------------------------------------------------
    Scenario("hanabi.turn.out-of-turn", deal(), 1, Play(0), Refused()),
    Scenario(
        "hanabi.turn.one-action",
        deal(),
        0,
        ClueRank(1, 1),
        Applied(events=[("clue", {"rank": 1})], exact=True, changes={"current": (0, 1)}),
    ),
    Scenario(
        "hanabi.end.game-over",
        deal(draws=("B1", "B2"), steps=[(0, Play(2)), (1, Play(2)), (0, Play(2))]),  # G3, R3, R2: three misfires
        1,
        Play(0),
        Refused(),
    ),
    # -- clues -------------------------------------------------------------------------------
    Scenario("hanabi.clue.no-tokens", deal(steps=[_clues(8)]), 0, ClueColour(1, "red"), Refused()),
    Scenario("hanabi.clue.self", deal(), 0, ClueRank(0, 1), Refused()),
    Scenario("hanabi.clue.target", deal(), 0, ClueRank(5, 1), Refused()),
    Scenario("hanabi.clue.colour", deal(), 0, ClueColour(1, "multi"), Refused()),
    Scenario(
        "hanabi.clue.rainbow-unnamed", deal(MULTI, sixth_suit="multicolour-wild"), 0, ClueColour(1, "multi"), Refused()
    ),
    Scenario("hanabi.clue.empty", deal(empty_clues=False), 0, ClueColour(1, "blue"), Refused()),
    Scenario(
        "hanabi.clue.touches-all",
        deal(),
        0,
        ClueColour(1, "green"),
        Applied(
            events=[("clue", {"colour": "green", "touched": [8, 6], "slots": [1, 3]})],
            changes={
                "hands.1.0.known.suits": (
                    ["red", "yellow", "green", "blue", "white"],
                    ["red", "yellow", "blue", "white"],
                )
            },
        ),
    ),
    # -- playing and discarding --------------------------------------------------------------
    Scenario("hanabi.play.slot", deal(), 0, Play(7), Refused()),
    Scenario("hanabi.discard.slot", deal(steps=[(0, ClueRank(1, 1))]), 1, Discard(5), Refused()),
    Scenario("hanabi.discard.tokens-full", deal(), 0, Discard(0), Refused()),
    Scenario(
        "hanabi.discard.regain",
        deal(draws=("B1",), steps=[(0, ClueRank(1, 1))]),
        1,
        Discard(4),
        Applied(
            events=[("discard", {"card": {"suit": "red", "rank": 5}}), ("draw", {})], changes={"clue_tokens": (7, 8)}
        ),
    ),
    Scenario(
        "hanabi.play.extends",
        deal(),
        0,
        Play(0),
        Applied(events=[("play", {"success": True})], changes={"fireworks.red": (0, 1)}),
    ),
    Scenario(
        "hanabi.play.misfire",
        deal(),
        0,
        Play(1),
        Applied(
            events=[("play", {"card": {"suit": "red", "rank": 2}, "success": False})],
            changes={
                "strikes": (0, 1),
                "fireworks.red": (0, 0),
                "discards": ([], [{"id": 3, "suit": "red", "rank": 2}]),
            },
        ),
    ),
    Scenario(
        "hanabi.play.five-bonus",
        # R1, R2, R3, R4 played in turn (each draws the next red), a clue spent, then R5 completes red.
        deal(
            RED_RUN,
            draws=("R3", "R4", "W1", "R5"),
            steps=[(0, Play(0)), (1, Play(0)), (0, Play(0)), (1, Play(0)), (0, ClueRank(1, 5))],
        ),
        1,
        Play(0),
        Applied(
            events=[("play", {"card": {"suit": "red", "rank": 5}, "success": True, "token_regained": True})],
            changes={"clue_tokens": (7, 8), "fireworks.red": (4, 5)},
        ),
    ),
    Scenario(
        "hanabi.draw.after-action",
        deal(draws=("B1",)),
        0,
        Play(0),
        Applied(events=[("play", {}), ("draw", {"seat": 0, "card_id": 10})], changes={"deck_size": (40, 39)}),
    ),
    # -- the end -----------------------------------------------------------------------------
    Scenario(
        "hanabi.end.strikes",
        deal(draws=("B1", "B2", "B3"), steps=[(0, Play(0)), (1, Play(2)), (0, Play(3))]),  # R1, then R3 and B4 misfire
        1,
        Play(3),  # G4: the third red token
        Applied(events=[("play", {"success": False}), _game_over(reason="strikes", score=0, points=1)]),
    ),
    Scenario(
        "hanabi.end.perfect",
        deal(PERFECT_HANDS, draws=ORDERED[2:], steps=[play_in_order(24)]),
        0,
        Play(0),
        Applied(events=[("play", {"success": True}), _game_over(reason="perfect", score=25, rating="legendary")]),
    ),
    Scenario(
        "hanabi.end.last-round",
        # Seed 0, played until the last card is drawn: Player A holds W4 G5 B5 R5 W5, Player B G2 G3 Y3 B1 Y5.
        seeded(0, [until_deck_out()]),
        0,
        Play(0),  # W4: no card to draw, and Player B has one turn left
        Applied(events=[("play", {"success": True})], exact=True, changes={"deck_size": (0, 0), "turns_left": (2, 1)}),
    ),
    Scenario(
        "hanabi.end.terminated",
        deal(),
        1,
        Terminate(),
        Applied(events=[("terminate", {"seat": 1}), _game_over(reason="terminated", score=0)]),
    ),
    Scenario(
        "hanabi.score.sum",
        deal(draws=("B1",), steps=[(0, Play(0))]),  # R1 on the table
        1,
        Play(0),  # Y1
        Applied(events=[("play", {"success": True})], changes={"points": (1, 2)}),
    ),
    Scenario(
        "hanabi.score.rating",
        seeded(0, [until_deck_out(), (0, Play(0))]),  # the last round: W4, then Player B's last turn
        1,
        Play(4),  # Y5
        Applied(events=[_game_over(reason="deck-out", score=21, rating="extraordinary")]),
    ),
    # -- Bouquet final -----------------------------------------------------------------------
    Scenario(
        "hanabi.bouquet.continue",
        # The deal of "last round", with Bouquet final: the turn that ended that game does not end this one.
        seeded(0, [until_deck_out(), (0, Play(0))], bouquet_final=True),
        1,
        Play(4),
        Applied(
            events=[("play", {"success": True})], exact=True, changes={"deck_size": (0, 0), "over": (False, False)}
        ),
    ),
    Scenario(
        "hanabi.bouquet.indispensable",
        deal(bouquet_final=True, steps=[(0, ClueRank(1, 1))]),
        1,
        Discard(4),  # the only red 5
        Applied(events=[("discard", {}), _game_over(reason="indispensable-discarded", score=0)]),
    ),
    Scenario(
        "hanabi.bouquet.perfect-only",
        deal(bouquet_final=True, steps=[(0, ClueRank(1, 1)), (1, Play(0))]),  # Y1: one point on the table
        0,
        Discard(4),  # W5, the only white 5: no perfect game any more
        Applied(events=[_game_over(outcome="lost", score=0, points=1)]),
    ),
    Scenario(
        "hanabi.bouquet.no-action",
        # Seed 2 with Bouquet final, the deck spent giving clues first; then Player A plays out his hand
        # while Player B spends the blue tokens. Player A now has no card and, after this clue, no token.
        seeded(
            2,
            [
                until_deck_out(clue_first=True),
                *[(0, Play(1)), (1, Play(0)), (0, Play(0))],
                *[(1, ClueColour(0, "red")), (0, Play(0))] * 3,
            ],
            bouquet_final=True,
        ),
        1,
        ClueColour(0, "red"),
        Applied(events=[("clue", {"touched": []})], exact=True, changes={"clue_tokens": (1, 0), "current": (1, 1)}),
    ),
)

UNSHOWN: Mapping[str, str] = {
    "hanabi.setup.players": "set-up: the player count is an option, checked as a game is created, before any move",
    "hanabi.setup.hand-size": "set-up: the engine deals every game so, before any move",
    "hanabi.deck.composition": "set-up: the engine builds (or checks) every deck so, before any move",
    "hanabi.setup.deal": "set-up: the engine deals every game so, before any move",
    "hanabi.tokens.at-start": "set-up: every game starts so, before any move",
}
