"""Each Rent a Hero rule the engine enforces, at work (`parlour.rules.scenarios`).

Decks are written by hand (`parlour.games.rentahero.decks`): each seat's band of two heroes, its
hand of five, then the deck's first cards (`top`, the first turned at once). Unless a scenario
says otherwise: three players, Player A active first, every band the quiet Angry Chicken and
Witch (no general window opens by itself), every hand `HANDS`, and the view shown is the mover's.
`settle` stands for the moves of every player the engine waits for in a window, who declines.

Positions at the very end of a game come from whole games: eight played by the simple bots at
three players and kept in `records/` (found among the seeds from 0; each record's `meta` says how
it was played), replayed move by move by the engine; and two endings the bots never reach,
played out by `idle_play` (every window declined, the active player sends a hero
his band already holds when he can, every holder passes it on, so it comes back to him) from a
seed. A hero is named by its number: 1 Angry Chicken, 2 Pyromaniac, 3 Witch, 4 Dog Trainer,
5 Sergeant, 6 Black Knight, 7 Wizard.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, cast

from parlour.engine.actions import Action, Terminate
from parlour.engine.state import State
from parlour.games.rentahero.actions import (
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.decks import QUIET, deck_for
from parlour.games.rentahero.state import RentAHeroState
from parlour.rules.scenarios import Applied, Deal, Move, Refused, Scenario, ScenarioError, Step, recorded

HANDS = ((1, 2, 3, 4, 5), (1, 2, 3, 4, 5), (1, 2, 3, 4, 5))
NO_MATCH = ((4, 4, 5, 6, 7), (1, 2, 3, 4, 5), (1, 2, 3, 4, 5))  # Player A holds nothing of strength 3 or less


def deal(
    bands: Mapping[int, Sequence[int]] | None = None,
    hands: Sequence[Sequence[int]] = HANDS,
    top: Sequence[int] = (1,),
    steps: Sequence[Step] = (),
    seed: int = 0,
    **options: Any,
) -> Deal:
    """Bands (the quiet one for every seat not given), hands and the deck's first cards; Player A first."""
    given = bands or {}
    every = [given.get(seat, QUIET) for seat in range(len(hands))]
    values = {"players": len(hands), "first_player": 0, **options}
    return Deal(values, tuple(deck_for(every, hands, top)), seed=seed, steps=tuple(steps))


def settle(state: State) -> Iterator[Move]:
    """Every player the engine waits for in a window declines, until no window is open."""
    game = cast(RentAHeroState, state)
    while game.window is not None and not game.is_over():
        yield min(game.window.pending), Decline()


def settle_except(*seats: int) -> Step:
    """Everyone pending but `seats` declines, until only they (or nobody) may answer the window."""

    def script(state: State) -> Iterator[Move]:
        game = cast(RentAHeroState, state)
        while game.window is not None and game.window.pending - set(seats):
            yield min(game.window.pending - set(seats)), Decline()

    return script


def idle_move(state: RentAHeroState, wizard_on_duplicates: bool = False) -> Move:
    """The plainest move (see the module's docstring); with `wizard_on_duplicates`, in the window
    before a duplicate goes, the first player who may use a Wizard does."""
    if state.window is not None:
        pending = min(state.window.pending)
        if wizard_on_duplicates and state.window.event == "duplicate" and UsePower(7) in state.legal_actions(pending):
            return pending, UsePower(7)
        return pending, Decline()
    asked = state.next_to_ask()
    if asked is None:
        raise ScenarioError("idle play went past the end of the game")
    seat = asked
    legal = state.legal_actions(seat)
    sends = [a for a in legal if isinstance(a, Send)]
    if sends:
        return seat, ([a for a in sends if a.hero in state.bands[seat]] or sends)[0]
    kinds: tuple[type[Action], ...] = (SendFromDeck, DiscardCard, PassOn, Recruit)
    for kind in kinds:
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return seat, found[0]
    return seat, Announce(None) if Announce(None) in legal else legal[0]


def idle_play(moves: int, wizard_on_duplicates: bool = False) -> Step:
    """`moves` moves of `idle_move`."""

    def script(state: State) -> Iterator[Move]:
        for _ in range(moves):
            yield idle_move(cast(RentAHeroState, state), wizard_on_duplicates)

    return script


def _game_over(**fields: Any) -> tuple[str, Mapping[str, Any]]:
    return "game-over", fields


def _band(*heroes: tuple[int, bool]) -> list[dict[str, Any]]:
    """A band as a view shows it: each hero and whether it is used."""
    return [{"hero": hero, "used": used} for hero, used in heroes]


_PACKAGE = "parlour.games.rentahero.companion"
_DECK_OUT = recorded(_PACKAGE, "deck-out", -1)
_RANKING = recorded(_PACKAGE, "ranking", -1)
_TIE_ELIMINATED = recorded(_PACKAGE, "tie-eliminated", -1)
_TIE_POWERS = recorded(_PACKAGE, "tie-powers", -1)
_SHARED = recorded(_PACKAGE, "shared", -1)
_NO_SEND = recorded(_PACKAGE, "no-send", -1)
_RESHUFFLE = recorded(_PACKAGE, "reshuffle", -1)
_WIZARD_EMPTY = recorded(_PACKAGE, "wizard-empty-deck", -1)

# Player B gathers a hero a turn (Pyromaniac, Dog Trainer, Sergeant, Black Knight): Player A sends
# him the Pyromaniac, his own Dog Trainer comes back to him round the table, Player C sends him the
# Sergeant, and Player A the Black Knight. The turned cards allow each: 1, 5, 2, 2 (draws between).
SIX_HEROES = deal(
    hands=((2, 6, 7, 7, 7), (4, 7, 7, 7, 7), (5, 7, 7, 7, 7)),
    top=(1, 3, 5, 3, 2, 3, 2),
    steps=[
        (0, Send(2)),
        settle,
        (1, Recruit()),
        settle,
        (1, Send(4)),
        settle,
        (2, PassOn()),
        settle,
        (0, PassOn()),
        settle,
        (1, Recruit()),
        settle,
        (2, Send(5)),
        settle,
        (0, PassOn()),
        settle,
        (1, Recruit()),
        settle,
        (0, Send(6)),
        settle,
    ],
)


SCENARIOS: tuple[Scenario, ...] = (
    # -- the turn --------------------------------------------------------------------------------
    Scenario("rentahero.turn.out-of-turn", deal(), 1, Send(1), Refused()),
    Scenario(
        "rentahero.end.game-over",
        Deal(SIX_HEROES.options, SIX_HEROES.deck, steps=(*SIX_HEROES.steps, (1, Recruit()))),
        2,
        Send(1),
        Refused(),
    ),
    Scenario("rentahero.end.no-terminate", deal(), 1, Terminate(), Refused()),
    Scenario(
        "rentahero.turn.reveal",
        deal(top=(1, 6, 4), steps=[(0, Send(2)), (1, PassOn()), (2, PassOn())]),  # the Pyromaniac comes back to A
        0,
        Recruit(),  # his turn ends: Player B turns the deck's next card, a Dog Trainer: odd heroes only
        Applied(events=[("turn", {"active": 1}), ("reveal", {"seat": 1, "hero": 4, "allowed": [1, 3, 5, 7]})]),
    ),
    Scenario("rentahero.turn.send-first", deal(), 0, Recruit(), Refused()),
    Scenario(
        "rentahero.turn.next",
        deal(top=(1, 6, 2), steps=[(0, Send(2))]),
        1,
        Recruit(),
        Applied(
            events=[
                ("recruit", {}),
                ("draw", {"seat": 0, "count": 1}),
                ("turn", {"active": 1}),
                ("reveal", {"hero": 2}),
            ],
            changes={"active": (0, 1), "hands.0.count": (4, 5)},
        ),
    ),
    # -- sending ---------------------------------------------------------------------------------
    Scenario("rentahero.send.requirement", deal(), 0, Send(4), Refused()),
    Scenario("rentahero.send.not-in-hand", deal(hands=((2, 2, 3, 4, 5), *HANDS[1:])), 0, Send(1), Refused()),
    Scenario("rentahero.send.from-deck", deal(), 0, SendFromDeck(), Refused()),
    Scenario(
        "rentahero.send.discard",
        deal(hands=NO_MATCH, top=(1, 7), steps=[(0, SendFromDeck())]),
        0,
        DiscardCard(4),
        Applied(
            events=[("discard", {"seat": 0, "hero": 4})],
            changes={"hands.0.cards": ([4, 4, 5, 6, 7], [4, 5, 6, 7]), "phase": ("discard", "hold")},
        ),
    ),
    Scenario(
        "rentahero.send.discard-first",
        deal(hands=NO_MATCH, top=(1, 7), steps=[(0, SendFromDeck())]),
        0,
        Decline(),
        Refused(),
    ),
    Scenario(
        "rentahero.send.discard-not-in-hand",
        deal(hands=NO_MATCH, top=(1, 7), steps=[(0, SendFromDeck())]),
        0,
        DiscardCard(1),
        Refused(),
    ),
    Scenario(
        "rentahero.send.no-discard",
        deal(hands=NO_MATCH, top=(1, 7), steps=[(0, SendFromDeck()), (0, DiscardCard(4))]),
        1,
        DiscardCard(1),
        Refused(),
    ),
    Scenario("rentahero.send.once", deal(steps=[(0, Send(1))]), 1, Send(2), Refused()),
    Scenario(
        "rentahero.send.impossible",
        _NO_SEND[0],
        *_NO_SEND[1],
        Applied(events=[("reveal", {"deck_size": 0}), ("no-send", {}), _game_over(reason="deck-out")]),
    ),
    # -- holding the wandering hero --------------------------------------------------------------
    Scenario(
        "rentahero.hold.recruit",
        deal(steps=[(0, Send(2))]),
        1,
        Recruit(),
        Applied(
            events=[("recruit", {"seat": 1, "hero": 2, "duplicate": False})],
            changes={"bands.1": (_band((1, False), (3, False)), _band((1, False), (2, False), (3, False)))},
        ),
    ),
    Scenario(
        "rentahero.pass.left",
        deal(steps=[(0, Send(2))]),
        1,
        PassOn(),
        Applied(events=[("pass", {"seat": 1, "to": 2})], changes={"wandering.holder": (1, 2)}),
    ),
    Scenario(
        "rentahero.recruit.forced", deal(steps=[(0, Send(1)), (1, PassOn()), (2, PassOn())]), 0, PassOn(), Refused()
    ),
    Scenario(
        "rentahero.recruit.duplicate",
        deal(steps=[(0, Send(3))]),
        1,
        Recruit(),
        Applied(
            events=[("recruit", {"duplicate": True}), ("eliminate", {"seat": 1, "hero": 3})],
            changes={"eliminated.1": ([], [3, 3]), "bands.1": (_band((1, False), (3, False)), _band((1, False)))},
        ),
    ),
    Scenario(
        "rentahero.recruit.threatened",
        # Player B's Wizard is about to go (Player A sent him a second Wizard): he draws with it first.
        deal(
            {1: (3, 7)},
            hands=((1, 2, 3, 7, 5), *HANDS[1:]),
            top=(7, 6, 6),
            steps=[settle, (0, Send(7)), settle, (1, Recruit())],
        ),
        1,
        UsePower(7),
        Applied(events=[("power", {"seat": 1, "hero": 7})], changes={"phase": ("eliminate", "eliminate")}),
    ),
    Scenario(
        "rentahero.recruit.settled",
        # Four players, the game ending as soon as the deck is empty (deck_out="immediate"), 445 moves of
        # idle play (seed 36): Player D has just recruited a second Witch, and before the pair goes,
        # Player C draws with his Wizard; the Angry Chickens of Players A and B have let it pass.
        Deal({"players": 4, "deck_out": "immediate"}, seed=36, steps=(idle_play(445, wizard_on_duplicates=True),)),
        3,
        Decline(),  # the last Chicken lets the Wizard draw the deck's last card: the game ends, the pair still goes
        Applied(
            events=[("decline", {}), ("resolve", {}), ("draw", {}), ("eliminate", {}), ("game-over", {})], exact=True
        ),
    ),
    # -- hints -----------------------------------------------------------------------------------
    Scenario("rentahero.hint.self", deal(steps=[(0, Send(1)), (1, PassOn()), (2, PassOn())]), 0, AskHint(2), Refused()),
    Scenario(
        "rentahero.hint.last-card",
        deal(steps=[(0, Send(1)), (1, AskHint(2)), (1, AskHint(3)), (1, AskHint(4)), (1, AskHint(5))]),
        1,
        AskHint(1),
        Refused(),
    ),
    Scenario(
        "rentahero.hint.not-in-hand",
        deal(hands=(HANDS[0], (2, 2, 3, 4, 5), HANDS[2]), steps=[(0, Send(1))]),
        1,
        AskHint(1),
        Refused(),
    ),
    Scenario(
        "rentahero.hint.limit",
        deal(hints_per_holder=1, steps=[(0, Send(1)), (1, AskHint(2))]),
        1,
        AskHint(3),
        Refused(),
    ),
    Scenario(
        "rentahero.hint.answer",
        deal(steps=[(0, Send(2)), (1, AskHint(3))]),  # no: a Witch is not the Pyromaniac
        1,
        AskHint(2),
        Applied(
            events=[("hint", {"seat": 1, "answer": True})],
            changes={
                "hints": ([{"seat": 1, "answer": False}], [{"seat": 1, "answer": False}, {"seat": 1, "answer": True}])
            },
        ),
    ),
    Scenario(
        "rentahero.hint.face-down",
        deal(steps=[(0, Send(2))]),
        1,
        AskHint(4),
        Applied(
            events=[("hint", {"hero": 4})],
            changes={
                "discard.-1": (
                    {"hero": 1, "face_up": True, "known_to": []},
                    {"hero": 4, "face_up": False, "known_to": [0, 1]},
                )
            },
        ),
    ),
    # -- powers ----------------------------------------------------------------------------------
    Scenario("rentahero.power.in-band", deal(), 0, UsePower(7), Refused()),
    Scenario("rentahero.power.used", deal({0: (7, 1)}, steps=[(0, UsePower(7)), settle]), 0, UsePower(7), Refused()),
    Scenario(
        "rentahero.power.arguments",
        deal({1: (4, 3)}, steps=[(0, Send(1))]),
        1,
        UsePower(4),  # a Dog Trainer names the player it stops
        Refused(),
    ),
    Scenario(
        "rentahero.power.sideways",
        deal({0: (7, 3), 1: (1, 4)}, steps=[(0, UsePower(7))]),
        1,
        UsePower(1),  # Player B's Angry Chicken cancels the Wizard: both are used all the same
        Applied(
            events=[("power", {"seat": 1, "hero": 1})],
            changes={
                "bands.0": (_band((3, False), (7, True)), _band((3, False), (7, True))),
                "bands.1": (_band((1, False), (4, False)), _band((1, True), (4, False))),
            },
        ),
    ),
    Scenario(
        "rentahero.power.fresh",
        # Player B draws with his Wizard, then loses it to a second Wizard Player A sends him; his own
        # Wizard comes back to him round the table: it joins his band unused.
        deal(
            {1: (7, 3)},
            hands=((7, 7, 2, 3, 5), (1, 2, 3, 4, 7), HANDS[2]),
            top=(7, 6, 6, 2, 7),
            steps=[
                (1, UsePower(7)),
                settle,
                (0, Send(7)),
                settle,
                (1, Recruit()),
                settle,
                (1, Send(7)),
                settle,
                (2, PassOn()),
                settle,
                (0, PassOn()),
                settle,
            ],
        ),
        1,
        Recruit(),
        Applied(
            events=[("recruit", {"seat": 1, "hero": 7, "duplicate": False})],
            changes={"bands.1": (_band((3, False)), _band((3, False), (7, False)))},
        ),
    ),
    Scenario("rentahero.power.no-wandering", deal({0: (2, 5)}), 0, UsePower(2), Refused()),
    Scenario(
        "rentahero.power.declared",
        deal(
            {1: (3, 7), 2: (2, 5)},
            hands=((3, 3, 3, 4, 5), *HANDS[1:]),
            top=(3,),
            steps=[settle, (0, Send(3)), settle, (1, Recruit())],
        ),
        2,
        UsePower(2),
        Refused(),
    ),
    Scenario("rentahero.chicken.response-only", deal({0: (1, 7)}), 0, UsePower(1), Refused()),
    Scenario(
        "rentahero.chicken.cancel",
        deal({1: (2, 4), 2: (1, 5)}, steps=[(0, Send(2)), (1, UsePower(2)), (2, UsePower(1))]),
        0,
        Decline(),  # Player A's Angry Chicken lets Player C's cancel the Pyromaniac
        Applied(
            events=[
                (
                    "resolve",
                    {"stack": [{"seat": 1, "hero": 2, "cancelled": True}, {"seat": 2, "hero": 1, "cancelled": False}]},
                )
            ],
            changes={"wandering.holder": (1, 1)},
        ),
    ),
    Scenario(
        "rentahero.pyromaniac.discard",
        deal({0: (2, 4)}, top=(1, 6), steps=[(0, Send(3)), (0, UsePower(2)), (1, Decline())]),
        2,
        Decline(),  # the last Angry Chicken lets it burn
        Applied(
            events=[("discard-wandering", {"hero": 3, "reason": "pyromaniac"})],
            changes={"active": (0, 1), "eliminated": ([[], [], []], [[], [], []])},
        ),
    ),
    Scenario(
        "rentahero.witch.refresh",
        deal({0: (3, 7), 1: (2, 4), 2: (2, 4)}, steps=[(0, UsePower(7)), settle_except(0)]),
        0,
        UsePower(3, refresh=7),
        Applied(
            events=[("power", {"seat": 0, "hero": 3, "refresh": 7})],
            changes={"bands.0": (_band((3, False), (7, True)), _band((3, True), (7, False)))},
        ),
    ),
    Scenario("rentahero.witch.not-itself", deal({0: (3, 7)}), 0, UsePower(3, refresh=3), Refused()),
    Scenario(
        "rentahero.witch.answer",
        # Player B's Angry Chicken cancelled Player A's Black Knight; now Player A draws with his Wizard.
        deal(
            {0: (7, 6), 2: (2, 4)},
            top=(1, 6, 6),
            steps=[(0, UsePower(6)), (1, UsePower(1)), settle_except(0), (0, UsePower(7))],
        ),
        1,
        UsePower(3, refresh=1),  # his unused Witch turns his Chicken upright: it may answer the Wizard
        Applied(
            events=[
                ("power", {"seat": 1, "hero": 3, "refresh": 1}),
                ("refresh", {"seat": 1, "hero": 1}),
                ("window", {}),
            ],
            changes={"bands.1": (_band((1, True), (3, False)), _band((1, False), (3, True)))},
        ),
    ),
    Scenario("rentahero.witch.used-only", deal({0: (3, 7)}), 0, UsePower(3, refresh=7), Refused()),
    Scenario(
        "rentahero.dog.muzzle",
        deal({0: (4, 3)}, steps=[(0, Send(2)), (0, UsePower(4, target=1)), (1, Decline())]),
        2,
        Decline(),  # the last Angry Chicken lets it be: Player B must pass the Pyromaniac on
        Applied(events=[("muzzle", {"seat": 0, "target": 1})], changes={"muzzled": ([], [1])}),
    ),
    Scenario(
        "rentahero.dog.muzzled",
        deal({0: (4, 3)}, steps=[(0, Send(2)), (0, UsePower(4, target=1)), settle]),
        1,
        Recruit(),
        Refused(),
    ),
    Scenario(
        "rentahero.dog.active-discard",
        deal({1: (4, 3)}, top=(1, 6), steps=[(0, Send(2)), (1, UsePower(4, target=0)), settle, (1, PassOn()), settle]),
        2,
        PassOn(),  # to Player A, the active player, whom the Dog Trainer stops
        Applied(events=[("pass", {}), ("discard-wandering", {"hero": 2, "reason": "dog-trainer", "holder": 0})]),
    ),
    Scenario("rentahero.dog.target-self", deal({1: (4, 3)}, steps=[(0, Send(2))]), 1, UsePower(4, target=1), Refused()),
    Scenario("rentahero.dog.no-seat", deal({1: (4, 3)}, steps=[(0, Send(2))]), 1, UsePower(4, target=4), Refused()),
    Scenario(
        "rentahero.dog.already-muzzled",
        deal({0: (4, 1), 2: (4, 3)}, steps=[(0, Send(2)), (0, UsePower(4, target=1)), settle_except(2)]),
        2,
        UsePower(4, target=1),
        Refused(),
    ),
    Scenario(
        "rentahero.sergeant.look",
        deal({2: (5, 3)}, steps=[(0, Send(3)), (2, UsePower(5)), (0, Decline())]),
        1,
        Decline(),  # Player B's Angry Chicken lets it be: Player C looks, and only he
        Applied(
            events=[("look", {"seat": 2})],
            changes={"wandering.hero": (None, None), "wandering.known_to": ([0], [0, 2])},
        ),
    ),
    Scenario(
        "rentahero.sergeant.announce",
        deal({2: (5, 3)}, steps=[(0, Send(3)), (2, UsePower(5)), settle]),
        2,
        Announce(6),  # a lie: it is a Witch
        Applied(
            events=[("announce", {"seat": 2, "hero": 6})], changes={"announcements": ([], [{"seat": 2, "hero": 6}])}
        ),
    ),
    Scenario(
        "rentahero.sergeant.announce-first",
        deal({1: (5, 3)}, steps=[(0, Send(3)), (1, UsePower(5)), settle]),
        1,
        PassOn(),
        Refused(),
    ),
    Scenario("rentahero.sergeant.nothing", deal(steps=[(0, Send(3))]), 1, Announce(3), Refused()),
    Scenario(
        "rentahero.knight.ignore",
        deal({2: (6, 3)}, steps=[(2, UsePower(6)), settle]),
        0,
        Send(5),  # a Sergeant, though the Angry Chicken turned asks for strength 3 or less
        Applied(events=[("send", {"seat": 0, "to": 1, "hero": 5})]),
    ),
    Scenario(
        "rentahero.knight.before-send", deal({1: (6, 3)}, steps=[settle, (0, Send(2))]), 1, UsePower(6), Refused()
    ),
    Scenario(
        "rentahero.knight.already",
        deal({0: (6, 3), 2: (6, 3)}, steps=[(2, UsePower(6)), settle]),
        0,
        UsePower(6),
        Refused(),
    ),
    Scenario(
        "rentahero.wizard.draw",
        deal({0: (7, 3)}, top=(1, 6, 7, 2), steps=[(0, UsePower(7)), (1, Decline())]),
        2,
        Decline(),  # the last Angry Chicken lets it be: Player A draws two cards
        Applied(events=[("draw", {"seat": 0, "count": 2})], changes={"hands.0.count": (5, 7)}),
    ),
    Scenario("rentahero.wizard.empty-deck", _WIZARD_EMPTY[0], _WIZARD_EMPTY[1][0], UsePower(7), Refused()),
    # -- windows ---------------------------------------------------------------------------------
    Scenario(
        "rentahero.window.pending",
        deal({0: (7, 3), 2: (6, 2)}),  # after the reveal: Player A's Wizard and Player C's Black Knight may act
        0,
        Decline(),
        Applied(events=[("decline", {"seat": 0})], changes={"window.pending": ([0, 2], [2])}),
    ),
    Scenario(
        "rentahero.window.chicken",
        deal({0: (7, 3), 1: (1, 2), 2: (1, 5)}),
        0,
        UsePower(7),
        Applied(
            events=[("power", {"hero": 7}), ("window", {"window": "chicken", "event": "power", "pending": [1, 2]})]
        ),
    ),
    Scenario("rentahero.window.open", deal({1: (2, 3)}, steps=[(0, Send(1))]), 1, Recruit(), Refused()),
    Scenario("rentahero.window.none", deal(), 0, Decline(), Refused()),
    Scenario("rentahero.window.not-pending", deal({0: (7, 3), 2: (6, 2)}), 1, Decline(), Refused()),
    Scenario(
        "rentahero.window.chicken-only",
        deal({0: (7, 1), 1: (1, 6)}, steps=[(0, UsePower(7))]),
        1,
        UsePower(6),
        Refused(),
    ),
    # -- the deck and the end --------------------------------------------------------------------
    Scenario(
        "rentahero.deck.reshuffle",
        _RESHUFFLE[0],
        *_RESHUFFLE[1],
        Applied(events=[("reshuffle", {})]),
    ),
    Scenario(
        "rentahero.end.six-heroes",
        SIX_HEROES,
        1,
        Recruit(),
        Applied(events=[("recruit", {"hero": 6}), _game_over(reason="six-heroes", winners=[1])]),
    ),
    Scenario(
        "rentahero.end.deck-out",
        _DECK_OUT[0],
        *_DECK_OUT[1],
        Applied(events=[("draw", {"deck_size": 0}), _game_over(reason="deck-out")]),
    ),
    Scenario(
        "rentahero.end.no-cards",
        # Three players, the original rule (deck_out="reshuffle"), 607 moves of idle play (seed 215): every
        # card but the last few is in a hand, a band or a pile, and nobody can send.
        Deal({"players": 3, "deck_out": "reshuffle"}, seed=215, steps=(idle_play(607),)),
        0,
        Decline(),
        Applied(events=[_game_over(reason="no-cards")]),
    ),
    Scenario(
        "rentahero.end.ranking",
        _RANKING[0],
        *_RANKING[1],
        Applied(events=[_game_over(reason="deck-out", heroes=[3, 4, 3], winners=[1])]),
    ),
    Scenario(
        "rentahero.end.tie-eliminated",
        _TIE_ELIMINATED[0],
        *_TIE_ELIMINATED[1],
        Applied(events=[_game_over(heroes=[5, 4, 5], eliminated=[2, 8, 4], winners=[0])]),
    ),
    Scenario(
        "rentahero.end.tie-powers",
        _TIE_POWERS[0],
        *_TIE_POWERS[1],
        Applied(events=[_game_over(heroes=[4, 4, 4], eliminated=[4, 8, 4], powers_used=[5, 3, 7], winners=[0])]),
    ),
    Scenario(
        "rentahero.end.shared",
        _SHARED[0],
        *_SHARED[1],
        Applied(events=[_game_over(heroes=[5, 3, 5], eliminated=[2, 10, 2], powers_used=[6, 8, 6], winners=[0, 2])]),
    ),
)

UNSHOWN: Mapping[str, str] = {
    "rentahero.setup.players": "set-up: the player count is an option, checked as a game is created, before any move",
    "rentahero.setup.cards": "set-up: the engine builds (or checks) every deck so, before any move",
    "rentahero.setup.deck": "set-up: the engine checks a deck given card by card as a game is created, before any move",
    "rentahero.setup.bands": "set-up: a twin hero is discarded and replaced as the bands are dealt, before any move",
    "rentahero.setup.hands": "set-up: the engine deals every hand so, before any move",
    "rentahero.setup.first-player": "set-up: the engine draws the first player as a game is created, before any move",
}
