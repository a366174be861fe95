"""The `partner` Hanabi bot (hgroup) reads a person's clues as the H-group's guide means them.

Each test builds a position with the engine (`decks.game` deals exact hands), plays the moves a
person following the guide (hanabi.github.io, "Beginner's Guide") would make, then asks the bot
for its move and checks it against the guide's section named in the test. Seats: Alice 0, Bob 1,
Cathy 2 (and Donald 3); slots count from 1 at the left (the newest card), as people do, while
actions index slots from 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from parlour.bots import get_bot
from parlour.bots.reasons import Explains, Reason, Seat, Secret
from parlour.engine.actions import Action
from parlour.games.hanabi import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.decks import game
from parlour.games.hanabi.state import HanabiState

ALICE, BOB, CATHY, DONALD = 0, 1, 2, 3


def position(hands: Sequence[Sequence[str]], moves: Sequence[Action] = (), draws: Sequence[str] = ()) -> HanabiState:
    """The game dealing `hands` (then `draws`), after `moves` made in turn from Alice on."""
    state = game(hands, draws, empty_clues=False)
    for action in moves:
        state.apply(state.current, action)
    return state


def partner_move(state: HanabiState) -> tuple[Action, Reason]:
    """What a fresh `partner` bot does for the seat to act (it rebuilds everything from the view)."""
    seat = state.current
    bot = get_bot("hanabi", "partner", seed=0)
    assert isinstance(bot, Explains)
    action = bot.choose(state.view(seat), state.legal_actions(seat))
    reason = bot.why()
    assert isinstance(reason, Reason)
    return action, reason


def touches(state: HanabiState, action: Action, slot: int) -> bool:
    """Whether the clue `action` touches the card in `slot` (0-based) of its target."""
    assert isinstance(action, (ClueColour, ClueRank))
    card = state.view(None)["hands"][action.target][slot]
    if isinstance(action, ClueColour):
        return card["suit"] == action.colour
    return card["rank"] == action.rank


# Hands in which nobody holds a 1 or a 2 and no chop holds a 5: no play clue and no save is there.
QUIET = [
    ["Y3", "G4", "B3", "W4", "R4"],
    ["Y4", "G3", "B4", "W3", "R4"],
    ["G3", "B4", "W3", "R3", "Y4"],
]


def test_the_chop_is_the_oldest_unclued_card_and_is_discarded_when_nothing_is_worth_a_clue() -> None:
    # "The Chop"; "Minimum Clue Value Principle": no clue is worth giving, so Bob discards his chop.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "R4"], QUIET[2]]
    state = position(hands, [ClueRank(BOB, 4)])  # Bob's 4s are clued (slots 1, 3, 5): his chop is slot 4
    action, reason = partner_move(state)
    assert action == Discard(3)
    assert reason.key == "hanabi.why.hgroup.discard-chop"
    assert reason.args["slot"] == 4


def test_single_card_focus_the_leftmost_new_card_is_played() -> None:
    # "Single Card Focus", example 1: red touches slots 2 and 4; the focus is the leftmost, a red 1.
    hands = [QUIET[0], ["Y3", "R1", "G4", "R4", "B3"], QUIET[2]]
    state = position(hands, [ClueColour(BOB, "red")])
    action, reason = partner_move(state)
    assert action == Play(1)
    assert reason.args["slot"] == 2


def test_single_card_focus_a_touched_chop_is_the_focus() -> None:
    # "Single Card Focus", example 2 (chop focus): red touches slots 1 and 5; the chop is the focus.
    hands = [QUIET[0], ["R3", "Y3", "G4", "B3", "R1"], QUIET[2]]
    state = position(hands, [ClueColour(BOB, "red")])
    action, _ = partner_move(state)
    assert action == Play(4)


def test_the_5_save_is_held_and_the_chop_moves_left() -> None:
    # "The 5 Save": a 5 clue on the chop saves it; Bob neither plays it nor discards it.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "R5"], QUIET[2]]
    state = position(hands, [ClueRank(BOB, 5)])
    action, reason = partner_move(state)
    assert action == Discard(3), reason
    assert reason.key == "hanabi.why.hgroup.discard-chop"


def test_the_bot_gives_the_5_save_to_the_next_player() -> None:
    # "The 5 Save" (giver's side) and "Check Team Chops": Bob has nothing to play and a 5 on his chop.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "R5"], QUIET[2]]
    state = position(hands, [ClueRank(CATHY, 3), ClueRank(ALICE, 4), Discard(4)])
    assert state.current == ALICE
    action, reason = partner_move(state)
    assert action == ClueRank(BOB, 5)
    assert reason.key == "hanabi.why.hgroup.save-5-clue"


def test_the_bot_gives_the_2_save_for_a_2_no_one_else_holds() -> None:
    # "The 2 Save": a 2 on the chop that no other hand holds is saved with a 2 clue.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "B2"], QUIET[2]]
    state = position(hands, [ClueRank(CATHY, 3), ClueRank(ALICE, 4), Discard(4)])
    action, reason = partner_move(state)
    assert action == ClueRank(BOB, 2)
    assert reason.key == "hanabi.why.hgroup.save-2-clue"


def test_a_2_clue_on_the_chop_is_a_save_not_a_play() -> None:
    # "The 2 Save" (receiver's side): Bob keeps the 2 (it may be any 2) and discards his new chop.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "B2"], QUIET[2]]
    state = position(hands, [ClueRank(BOB, 2)])
    action, _ = partner_move(state)
    assert action == Discard(3)


def test_the_bot_gives_the_critical_save_once_the_other_copy_is_discarded() -> None:
    # "The Critical Save": Cathy discarded a yellow 4; the other one is on Bob's chop.
    hands = [QUIET[0], ["G4", "G3", "B4", "W3", "Y4"], ["G3", "B3", "W3", "R3", "Y4"]]
    state = position(hands, [ClueRank(CATHY, 3), ClueRank(ALICE, 4), Discard(4)])
    action, reason = partner_move(state)
    assert isinstance(action, (ClueColour, ClueRank)) and action.target == BOB
    assert touches(state, action, 4)
    assert reason.key == "hanabi.why.hgroup.save-critical-clue"


def test_a_critical_save_is_held() -> None:
    # "The Critical Save" (receiver's side): yellow on the chop once a yellow 4 is gone is a save.
    hands = [QUIET[0], ["G4", "G3", "B4", "W3", "Y4"], ["G3", "B3", "W3", "R3", "Y4"]]
    state = position(hands, [ClueRank(CATHY, 3), ClueRank(ALICE, 4), Discard(4), ClueColour(BOB, "yellow")])
    action, _ = partner_move(state)
    assert action not in (Play(4), Discard(4))


def test_good_touch_the_bot_does_not_clue_a_copy_of_a_card_already_clued() -> None:
    # "Good Touch Principle": Cathy's red 1 is clued already, so Bob's red 1 gets no clue.
    hands = [QUIET[0], ["R1", "G3", "B4", "W3", "R4"], ["R1", "B3", "W3", "R3", "Y3"]]
    state = position(hands, [ClueColour(CATHY, "red"), ClueRank(ALICE, 4), ClueRank(ALICE, 3)])
    assert state.current == ALICE
    action, _ = partner_move(state)
    if isinstance(action, (ClueColour, ClueRank)) and action.target == BOB:
        assert not touches(state, action, 0)


def test_a_play_clue_is_given_with_one_clue_for_a_playable_card() -> None:
    # "Play Clues": Bob's blue 1 gets one clue, the one that touches nothing else.
    hands = [QUIET[0], ["Y4", "B1", "G3", "W3", "R4"], QUIET[2]]
    action, reason = partner_move(position(hands))
    assert action == ClueColour(BOB, "blue")
    assert reason.key == "hanabi.why.hgroup.play-clue"
    assert (reason.args["rank"], reason.args["slot"]) == (Secret(1, frozenset({BOB, "public"})), 2)
    # Bob reads the clue's public form: his own card is not named to him.
    assert reason.shown_to(BOB).key == "hanabi.why.clue-public"


def test_a_delayed_play_clue_waits_for_the_card_before_it() -> None:
    # "Delayed Play Clues": Cathy's red 1 is clued; red to Bob on a red 2 means "play after the red 1".
    hands = [QUIET[0], ["Y4", "R2", "G3", "W3", "B4"], ["R1", "B3", "W3", "G3", "Y3"]]
    # Cathy lets her red 1 wait a turn (she discards: a clue no convention explains would be
    # evidence that she does not play the conventions, and Bob would read her plainly).
    moves = [ClueColour(CATHY, "red"), ClueRank(ALICE, 4), Discard(4), ClueColour(BOB, "red")]
    state = position(hands, moves, draws=["G4", "W4", "B4"])
    action, _ = partner_move(state)  # Bob: the red 1 is not played yet
    assert action != Play(1)
    state.apply(BOB, action)
    state.apply(CATHY, Play(1))  # Cathy plays her red 1
    state.apply(ALICE, Discard(4))
    action, reason = partner_move(state)
    red_2 = next(slot for slot, card in enumerate(state.view(None)["hands"][BOB]) if card["rank"] == 2)
    assert action == Play(red_2)
    assert reason.key == "hanabi.why.hgroup.play-known"


def test_the_bot_gives_a_delayed_play_clue() -> None:
    hands = [QUIET[0], ["Y4", "R2", "G3", "W3", "B4"], ["R1", "B3", "W3", "G3", "Y3"]]
    state = position(hands, [ClueColour(CATHY, "red"), ClueRank(ALICE, 4), ClueRank(ALICE, 3)])
    action, reason = partner_move(state)
    assert action == ClueColour(BOB, "red")
    assert reason.key == "hanabi.why.hgroup.delayed-clue"


def test_the_prompt_bob_plays_his_clued_card_that_connects() -> None:
    # "The Prompt": Bob holds a 2 saved on his chop (any 2). White 1 is played; Alice clues white to
    # Cathy on the white 3: Bob's 2 must be the white 2, and he plays it.
    hands = [QUIET[0], ["Y4", "G3", "B4", "W3", "W2"], ["W1", "B3", "G3", "R3", "W3"]]
    moves = [ClueRank(BOB, 2), ClueRank(CATHY, 1), Play(0), ClueColour(CATHY, "white")]
    state = position(hands, moves, draws=["Y3"])
    assert state.current == BOB
    action, reason = partner_move(state)
    assert action == Play(4)
    assert reason.key == "hanabi.why.hgroup.play-known"
    assert reason.args["rank"].value == 2


def test_the_finesse_bob_blind_plays_his_finesse_position() -> None:
    # "The Finesse", example 1: Alice clues red to Cathy on a red 2 (red 1 unplayed); Bob sees no
    # red 1 clued anywhere, so his finesse position (slot 1) holds it: he plays it blind.
    hands = [QUIET[0], ["R1", "G3", "B4", "W3", "Y4"], ["G3", "R2", "W3", "B3", "Y3"]]
    state = position(hands, [ClueColour(CATHY, "red")])
    action, reason = partner_move(state)
    assert action == Play(0)
    assert reason.key == "hanabi.why.hgroup.finesse-play"
    state.apply(BOB, action)
    action, reason = partner_move(state)  # Cathy saw the blind play: her red card is the red 2
    assert action == Play(1)
    assert reason.args["rank"].value == 2


def test_the_finesse_position_is_the_leftmost_unclued_card() -> None:
    # "The Finesse", "Finesse Position": Bob's slot 1 is clued, so his finesse position is slot 2.
    hands = [QUIET[0], ["G4", "R1", "B4", "W3", "Y4"], ["G3", "R2", "W3", "B3", "Y3"]]
    state = position(
        hands, [ClueColour(BOB, "green"), ClueRank(ALICE, 4), ClueRank(ALICE, 3), ClueColour(CATHY, "red")]
    )
    action, _ = partner_move(state)
    assert action == Play(1)


def test_the_bot_gives_a_finesse() -> None:
    hands = [QUIET[0], ["R1", "G3", "B4", "W3", "Y4"], ["G3", "R2", "W3", "B3", "Y3"]]
    action, reason = partner_move(position(hands))
    assert action == ClueColour(CATHY, "red")
    assert reason.key == "hanabi.why.hgroup.finesse-clue"
    assert reason.args["seat"] == Seat(BOB)


def test_no_finesse_when_the_connecting_card_is_visible_elsewhere() -> None:
    # "The Finesse": Bob sees the red 1 on Cathy's... no: on Donald's finesse position; Donald plays it.
    hands = [["Y3", "G4", "B3", "W4"], ["G3", "B4", "W3", "Y4"], ["R1", "B3", "W3", "Y3"], ["G3", "R2", "W4", "Y4"]]
    state = position(hands, [ClueColour(DONALD, "red")])
    action, _ = partner_move(state)  # Bob
    assert action != Play(0)
    state.apply(BOB, action)
    action, reason = partner_move(state)  # Cathy: the red 1 is hers
    assert action == Play(0)
    assert reason.key == "hanabi.why.hgroup.finesse-play"


def test_a_save_on_the_chop_is_not_read_as_a_finesse() -> None:
    # A 5 on the chop clued with 5 is a save: Bob is not finessed for the red 1 to red 4.
    hands = [QUIET[0], ["R1", "G3", "B4", "W3", "Y4"], ["G3", "B3", "W3", "Y3", "R5"]]
    state = position(hands, [ClueRank(CATHY, 5)])
    action, _ = partner_move(state)
    assert action != Play(0)


def test_when_a_finessed_player_does_not_blind_play_the_clue_is_read_directly() -> None:
    # A partner breaks the convention (the guide's "Finesse Urgency"): Alice clues red to Cathy
    # (her red card is a red 1 here, so it is no finesse); Bob, who holds a red 1 on his finesse
    # position, rightly does not blind-play. Cathy, who could not tell at first, plays her red 1.
    hands = [QUIET[0], ["R1", "G3", "B4", "W3", "Y4"], ["G3", "R1", "W3", "B3", "Y3"]]
    state = position(hands, [ClueColour(CATHY, "red")])
    action, _ = partner_move(state)
    assert action != Play(0)
    state.apply(BOB, action)
    action, _ = partner_move(state)
    assert action == Play(1)


def test_a_clue_no_convention_explains_keeps_its_plain_meaning() -> None:
    # A partner breaks the convention: a 4 clue off the chop, when no 4 can be played soon, has no
    # play or save reading; Bob keeps the plain meaning ("these are 4s") and does not play them.
    hands = [QUIET[0], ["Y4", "G3", "B3", "W3", "R3"], QUIET[2]]
    state = position(hands, [ClueRank(BOB, 4), ClueRank(ALICE, 3)])
    state.apply(CATHY, ClueRank(ALICE, 4))
    action, _ = partner_move(state)  # Alice
    state.apply(ALICE, action)
    action, _ = partner_move(state)  # Bob
    assert action != Play(0)


# -- the guide's examples, as positions -------------------------------------------------------------


@dataclass(frozen=True)
class Example:
    """One of the guide's examples: the hands, the moves before, and the move the guide expects."""

    section: str
    hands: list[list[str]]
    moves: list[Action]
    expected: Action
    draws: list[str] = field(default_factory=list)


# The guide's examples as positions. Where an example needs cards played first (its red 3 and
# red 4), the ranks are shifted down so the position needs no set-up; the reading is the same.
GUIDE_EXAMPLES = [
    Example(  # Bob's hand is unclued; red touches slots 2 and 4; the focus is slot 2, a red 1.
        "Single Card Focus: Left-Most Focus",
        [QUIET[0], ["Y3", "R1", "G4", "R4", "B3"], QUIET[2]],
        [ClueColour(BOB, "red")],
        Play(1),
    ),
    Example(  # red touches slots 1, 2 and 5 (the chop): a chop-focus play clue on a red 1.
        "Single Card Focus: Chop-Focus",
        [QUIET[0], ["R4", "R3", "G4", "B3", "R1"], QUIET[2]],
        [ClueColour(BOB, "red")],
        Play(4),
    ),
    Example(  # Alice clues red to Cathy's red 2 (the guide: red 4); Bob has the red 1 (red 3) on slot 1.
        "The Finesse: example 1",
        [QUIET[0], ["R1", "G3", "B4", "W3", "Y4"], ["G3", "R2", "W3", "B3", "Y3"]],
        [ClueColour(CATHY, "red")],
        Play(0),
    ),
    Example(  # Cathy's slots 1-2 are clued red; Bob clues Donald blue on a blue 2: Cathy blind-plays slot 3.
        "The Finesse: Finesse Position",
        [["Y3", "G4", "B3", "W4"], ["G3", "B4", "W3", "Y4"], ["R1", "R4", "B1", "G4"], ["B2", "W3", "G3", "Y4"]],
        [ClueColour(CATHY, "red"), ClueColour(DONALD, "blue")],
        Play(2),
    ),
    Example(  # Bob's unknown clued card (a 2 saved on his chop) is the white 2 that Cathy's white 3 needs.
        "The Prompt: example 1",
        [QUIET[0], ["Y4", "G3", "B4", "W3", "W2"], ["W1", "B3", "G3", "R3", "W3"]],
        [ClueRank(BOB, 2), ClueRank(CATHY, 1), Play(0), ClueColour(CATHY, "white")],
        Play(4),
        ["Y3"],
    ),
    Example(  # a 5 on the chop clued with 5: saved, not played; Bob's chop moves to slot 4.
        "The 5 Save",
        [QUIET[0], ["Y4", "G3", "B4", "W3", "R5"], QUIET[2]],
        [ClueRank(BOB, 5)],
        Discard(3),
    ),
    Example(  # a 2 on the chop clued with 2: saved, not played.
        "The 2 Save",
        [QUIET[0], ["Y4", "G3", "B4", "W3", "B2"], QUIET[2]],
        [ClueRank(BOB, 2)],
        Discard(3),
    ),
    Example(  # after the Early Game, a 5 one-away-from-chop clued with 5: the chop (slot 5) is kept.
        "Level 4: The 5's Chop Move",
        [QUIET[0], ["Y4", "G3", "B4", "R5", "W3"], QUIET[2]],
        [ClueRank(BOB, 4), ClueRank(ALICE, 4), Discard(4), ClueRank(BOB, 5)],
        Discard(1),
        ["W4"],
    ),
    Example(  # every 1 played, a 1 clue on Bob's slot 4: he chop moves slot 5 and discards the 1.
        "Level 4: The Trash Chop Move",
        [["R1", "Y1", "R3", "G4", "Y3"], ["B1", "G1", "Y4", "R1", "B3"], ["W1", "G3", "W3", "R4", "Y4"]],
        [Play(0), Play(0), ClueRank(BOB, 4), Play(1), Play(1), Play(0), ClueRank(BOB, 1)],
        Discard(3),
        ["W4", "G4", "B4", "R4", "Y3", "W4"],
    ),
    Example(  # three 1s clued to Bob (slots 1-3); he plays slot 2, skipping one: Cathy keeps her slot 5.
        "Level 4: The Order Chop Move",
        [QUIET[0], ["R1", "Y1", "G1", "W4", "B3"], QUIET[2]],
        [ClueRank(BOB, 1), Play(1)],
        Discard(3),
        ["Y3"],
    ),
]


@pytest.mark.parametrize("example", GUIDE_EXAMPLES, ids=[e.section for e in GUIDE_EXAMPLES])
def test_the_guides_examples(example: Example) -> None:
    state = position(example.hands, example.moves, example.draws)
    action, _ = partner_move(state)
    assert action == example.expected


def test_an_empty_clue_from_a_person_is_read_by_its_plain_meaning() -> None:
    """A table with empty clues on (a person gives one, hanabi.clue.empty): the partner reads no
    convention into it, only that no card of the hand has that value, and plays on."""
    from parlour.games.hanabi import HANABI, HanabiOptions

    for seed in range(30):
        state = HANABI.new_state(HanabiOptions(players=2, empty_clues=True), seed=seed)
        bot = get_bot("hanabi", "partner", seed=seed)
        empty = [
            a
            for a in state.legal_actions(0)
            if isinstance(a, ClueRank) and not any(touches(state, a, s) for s in range(5))
        ]
        if not empty:
            continue
        state.apply(0, empty[0])
        action = bot.choose(state.view(1), state.legal_actions(1))
        assert action in state.legal_actions(1)
        return
    raise AssertionError("no deal offered an empty clue")


# -- A partner who breaks the conventions (docs/bots/hanabi.md) ----------------------------------
# Alice is the bot. Bob twice clues 3 to Cathy's 3s, cards that cannot be played soon, off her chop
# (nobody acts between Bob and Cathy, so no prompt or finesse can explain it); no reading explains
# either, and after the second Alice takes Bob for a partner who reads and gives clues plainly.
# Cathy's 4 clue to Alice is not explained either (one piece of evidence: not enough).
BROKEN_HANDS = [
    ["R1", "G4", "B3", "W4", "Y3"],
    ["Y4", "B1", "B4", "W3", "R4"],
    ["G3", "B4", "W3", "R3", "Y4"],
]
BOB_BREAKS = [
    ClueRank(BOB, 4),
    ClueRank(CATHY, 3),  # Bob: no reading explains it
    ClueRank(ALICE, 4),
    Discard(4),
    ClueRank(CATHY, 3),  # Bob again
]
BROKEN_DRAWS = ["Y3", "B3", "W4", "G4"]


def test_a_clue_from_a_partner_who_broke_the_conventions_means_only_what_it_says() -> None:
    # Kept the conventions: red on Alice's only red card is a play clue, and she plays it.
    state = position(BROKEN_HANDS, [ClueRank(BOB, 4), ClueColour(ALICE, "red"), Discard(4)], BROKEN_DRAWS)
    action, _ = partner_move(state)
    assert action == Play(0)
    # Broke them: the same clue only says "red"; a red card may be any red, so she does not play it.
    moves = [*BOB_BREAKS, Discard(4), Discard(3), ClueColour(ALICE, "red"), Discard(4)]
    action, _ = partner_move(position(BROKEN_HANDS, moves, BROKEN_DRAWS))
    assert not isinstance(action, Play)


def test_a_partner_who_plays_by_the_conventions_is_seldom_taken_for_a_plain_one() -> None:
    """In self-play over random games (2 to 4 players) the bot takes a partner for a plain player
    at most once (and sets it right when that partner plays a card only the conventions made known)."""
    from parlour.games.hanabi import HANABI, HanabiOptions
    from parlour.games.hanabi.conventions import HGroupBot

    taken = 0
    for players in (2, 3, 4):
        for seed in range(5):
            state = HANABI.new_state(HanabiOptions.build(players=players, variant="no-empty-clues"), seed=seed)
            bots = [HGroupBot(seed * 10 + s) for s in range(players)]
            while not state.is_over():
                seat = state.current
                state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
            taken += sum(len(bot.plain_partners()) for bot in bots)
    assert taken <= 1, taken


# -- Chop Moves (the guide's level 4: "Chop Moves", "The 5's Chop Move", "The Trash Chop Move") -----
# Bob's 4s are clued (a stall: 8 tokens); Cathy's discard ends the Early Game; Alice's 5 clue then
# touches Bob's slot 4, one-away-from-chop (his unclued cards are slots 2, 4 and 5), and leaves his
# chop (slot 5) untouched: Bob keeps his slot 5, and his chop moves to slot 2.
FIVE_CM_HANDS = [QUIET[0], ["Y4", "G3", "B4", "R5", "W3"], QUIET[2]]


def test_the_5s_chop_move_is_read_the_chop_is_kept_and_the_next_card_discarded() -> None:
    moves = [ClueRank(BOB, 4), ClueRank(ALICE, 4), Discard(4), ClueRank(BOB, 5)]
    state = position(FIVE_CM_HANDS, moves, draws=["W4"])
    assert state.current == BOB
    action, reason = partner_move(state)
    assert action == Discard(1), reason  # slot 2: slot 5 was chop moved, slots 1, 3, 4 are clued
    assert reason.key == "hanabi.why.hgroup.discard-chop-moved"
    assert (reason.args["slot"], reason.args["moved"]) == (2, 5)


def test_a_5_clue_in_the_early_game_moves_no_chop() -> None:
    # "The 5's Chop Move": a 5 Stall takes precedence; before any discard a 5 clue moves nothing.
    state = position(FIVE_CM_HANDS, [ClueRank(BOB, 4), ClueRank(ALICE, 4), ClueRank(ALICE, 3), ClueRank(BOB, 5)])
    action, reason = partner_move(state)
    assert action == Discard(4), reason


def test_the_bot_gives_the_5s_chop_move_for_a_card_no_save_clue_may_touch() -> None:
    # Two players. Bob's chop holds a yellow 3, useful but not critical: no save clue may touch it
    # (a yellow or a 3 clue there would be a play clue). He has nothing to play, and the card
    # one-away-from-chop is a 5: Alice gives the 5 clue, and names the card it keeps.
    hands = [["R4", "G4", "R3", "W4", "G3"], ["Y4", "G2", "W5", "Y3", "B3"]]
    moves = [ClueRank(BOB, 4), ClueRank(ALICE, 4), ClueRank(BOB, 2), Discard(4)]
    state = position(hands, moves, draws=["B4"])
    assert state.current == ALICE
    action, reason = partner_move(state)
    assert action == ClueRank(BOB, 5), reason
    assert reason.key == "hanabi.why.hgroup.5cm-clue"
    assert reason.args["moved"] == 5 and reason.args["rank"].value == 3


# Every 1 is played (blind, to set the table up quickly); Cathy's 4 clue to Bob (a stall) leaves
# tokens below 8. Alice then clues 1 to Bob: his 1, in slot 4, is trash he can tell, and his slot 5
# is to its right: a Trash Chop Move.
TCM_HANDS = [["R1", "Y1", "R3", "G4", "Y3"], ["B1", "G1", "Y4", "R1", "B3"], ["W1", "G3", "W3", "R4", "Y4"]]
TCM_MOVES = [Play(0), Play(0), ClueRank(BOB, 4), Play(1), Play(1), Play(0)]
TCM_DRAWS = ["W4", "G4", "B4", "R4", "Y3", "W4"]


def test_the_trash_chop_move_is_read_the_trash_is_thrown_and_the_cards_right_of_it_kept() -> None:
    state = position(TCM_HANDS, [*TCM_MOVES, ClueRank(BOB, 1)], TCM_DRAWS)
    assert state.view(None)["fireworks"] == {"red": 1, "yellow": 1, "green": 1, "blue": 1, "white": 1}
    assert state.current == BOB
    action, _ = partner_move(state)
    assert action == Discard(3)  # the trash 1
    state.apply(BOB, action)
    state.apply(CATHY, ClueRank(ALICE, 4))
    state.apply(ALICE, Discard(4))
    action, reason = partner_move(state)  # Bob: his 4s (slots 3, 4) are clued, slot 5 chop moved
    assert action == Discard(1), reason
    assert reason.key == "hanabi.why.hgroup.discard-chop-moved"
    assert reason.args["moved"] == 5


def test_the_bot_gives_the_trash_chop_move() -> None:
    # Two players; every 1 is played (blind). Bob's chop (slot 5) is a blue 3, useful but not
    # critical (no save clue may touch it), and his slot 4 a red 1 he will know for trash: Alice
    # clues 1, which touches only that card.
    hands = [["R1", "Y1", "W1", "G4", "Y3"], ["B1", "G1", "Y4", "R1", "B3"]]
    moves = [Play(0), Play(0), Play(1), Play(1), Play(2), ClueRank(ALICE, 4)]
    state = position(hands, moves, draws=["W4", "G4", "B4", "R4", "W3"])
    assert state.view(None)["fireworks"] == {"red": 1, "yellow": 1, "green": 1, "blue": 1, "white": 1}
    assert state.current == ALICE
    action, reason = partner_move(state)
    assert action == ClueRank(BOB, 1), reason
    assert reason.key == "hanabi.why.hgroup.tcm-clue"
    assert (reason.args["slot"], reason.args["moved"], reason.args["count"]) == (4, 5, 1)
    assert reason.args["rank"].value == 3


# -- The Order Chop Move (the guide's level 4) and the order of clued 1s (level 3, "Playing
# Multiple 1's") ---------------------------------------------------------------------------------
# The guide's example: on the first turn Alice clues 1 to Bob, touching three 1s in slots 1-3. He
# is to play them oldest first (slot 3). Playing slot 2 skips one 1: Cathy chop moves her slot 5;
# playing slot 1 skips two: Alice chop moves hers. Nobody holds a card worth a clue for long.
OCM_HANDS = [QUIET[0], ["R1", "Y1", "G1", "W4", "B3"], QUIET[2]]
OCM_DRAWS = ["Y3", "G4"]


@pytest.mark.parametrize(("bob_plays", "cathy_discards"), [(2, 4), (1, 3), (0, 4)])
def test_the_order_chop_move_is_read_by_the_next_player(bob_plays: int, cathy_discards: int) -> None:
    state = position(OCM_HANDS, [ClueRank(BOB, 1), Play(bob_plays)], OCM_DRAWS)
    assert state.current == CATHY
    action, reason = partner_move(state)
    assert action == Discard(cathy_discards), reason
    if bob_plays == 1:  # slot 2: one 1 skipped, Cathy keeps her slot 5
        assert reason.key == "hanabi.why.hgroup.discard-chop-moved"
        assert (reason.args["slot"], reason.args["moved"]) == (4, 5)


@pytest.mark.parametrize(("bob_plays", "alice_discards"), [(0, 3), (1, 4)])
def test_an_order_chop_move_that_skips_two_1s_passes_over_the_next_player(bob_plays: int, alice_discards: int) -> None:
    # Cathy's green clue fills in Bob's clued G1 (no new card: a move of no consequence here).
    state = position(OCM_HANDS, [ClueRank(BOB, 1), Play(bob_plays), ClueColour(BOB, "green")], OCM_DRAWS)
    assert state.current == ALICE
    action, reason = partner_move(state)
    assert action == Discard(alice_discards), reason
    if bob_plays == 0:
        assert reason.key == "hanabi.why.hgroup.discard-chop-moved" and reason.args["moved"] == 5


def test_the_bot_gives_the_order_chop_move_for_a_critical_card_on_the_next_chop() -> None:
    # Bob (the bot) holds three clued 1s; Cathy's chop is a yellow 5 and she has nothing to play.
    # Playing slot 2 rather than slot 3 keeps it (no token spent); it names the 5 to Bob's eyes
    # only: Cathy and the public read the form that names no card.
    hands = [QUIET[0], ["R1", "Y1", "G1", "W4", "B3"], ["G3", "B4", "W3", "R3", "Y5"]]
    state = position(hands, [ClueRank(BOB, 1)], OCM_DRAWS)
    action, reason = partner_move(state)
    assert action == Play(1), reason
    assert reason.key == "hanabi.why.hgroup.ocm-play"
    assert (reason.args["slot"], reason.args["seat"], reason.args["moved"]) == (2, Seat(CATHY), 5)
    rank = reason.args["rank"]
    assert isinstance(rank, Secret) and rank.value == 5 and {CATHY, "public"} <= rank.hidden_from
    for audience in (CATHY, "public"):
        shown = reason.shown_to(audience)
        assert shown.key == "hanabi.why.hgroup.ocm-play-public" and set(shown.args) == {"slot", "seat", "moved"}
    for lang in ("en", "fr", "es", "zh-Hant"):
        assert "{" not in reason.say(lang) and "{" not in reason.shown_to(CATHY).say(lang)
    # With nothing on Cathy's chop worth a save, Bob plays his 1s in order: slot 3 first.
    plain, reason = partner_move(position(OCM_HANDS, [ClueRank(BOB, 1)], OCM_DRAWS))
    assert plain == Play(2), reason


def test_fresh_1s_are_played_before_the_1s_of_the_starting_hand_after_a_chop_focus_1() -> None:
    # The guide's "Chop Focus Exception", shifted: Alice blind-plays a Y1 and draws a W1; Cathy's
    # 1 clue touches slots 1, 2, 3 and 5 (the chop). Alice plays slot 5 (the chop focus), then the
    # fresh W1 (now slot 2), not the oldest of the rest (slot 4): that would be an Order Chop Move.
    hands = [["B1", "G1", "R3", "R1", "Y1"], QUIET[1], QUIET[2]]
    state = position(hands, [Play(4), ClueRank(CATHY, 4), ClueRank(ALICE, 1)], ["W1", "G4", "Y3"])
    action, _ = partner_move(state)
    assert action == Play(4)
    state.apply(ALICE, action)
    state.apply(BOB, Discard(4))
    state.apply(CATHY, Discard(4))
    action, reason = partner_move(state)
    assert action == Play(1), reason
