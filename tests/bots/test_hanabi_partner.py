"""The `partner` Hanabi bot (hgroup) over random games: it never plays a card its clues rule out,
it explains every move in words of the catalogue, and its reasons name only what its seat may know.

The conventions themselves, position by position, are in test_hanabi_partner_conventions.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.bots import get_bot
from parlour.bots.base import partner_name
from parlour.bots.reasons import Explains, Reason
from parlour.engine.actions import Action
from parlour.engine.i18n import LANGUAGES, Term
from parlour.games.hanabi import HANABI, HanabiOptions, Play
from parlour.games.hanabi.cards import COPIES
from parlour.games.hanabi.state import HanabiState
from parlour.games.hanabi.worlds import sample_world
from parlour.server.catalogue import bot_choices


def test_partner_is_the_h_group_bot_and_the_first_choice_beside_people() -> None:
    assert partner_name("hanabi") == "hgroup"
    assert get_bot("hanabi", "partner").name == "hgroup"
    first = bot_choices("hanabi", "en")[0]  # the create-table form seats it by default
    assert (first["id"], first["plays_as"]) == ("partner", "hgroup")
    assert bot_choices("regicide", "en")[0]["plays_as"] == partner_name("regicide")


def decisions(
    players: int, seed: int, names: tuple[str, ...] = ("partner",), variant: str | None = "no-empty-clues"
) -> Iterator[tuple[HanabiState, int, dict[str, Any], Action, Reason | None]]:
    """Every decision of one seeded game (seats take the bot names in turn), before it is applied."""
    state = HANABI.new_state(HanabiOptions.build(players=players, variant=variant), seed=seed)
    bots = [get_bot("hanabi", names[seat % len(names)], seed * 10 + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.current
        view = state.view(seat)
        action = bots[seat].choose(view, state.legal_actions(seat))
        bot = bots[seat]
        reason = bot.why() if isinstance(bot, Explains) else None
        if bots[seat].name == "hgroup":
            yield state, seat, dict(view), action, reason
        state.apply(seat, action)


def plainly_possible(view: dict[str, Any], slot: int) -> list[tuple[str, int]]:
    """What the card in `slot` may be by a plain reading of its clues (colours and ranks, positive
    and negative) and the copies the seat sees elsewhere (fireworks, discards, partners' hands)."""
    seen: dict[tuple[str, int], int] = {}
    for colour, top in view["fireworks"].items():
        for rank in range(1, top + 1):
            seen[(colour, rank)] = seen.get((colour, rank), 0) + 1
    for card in view["discards"]:
        seen[(card["suit"], card["rank"])] = seen.get((card["suit"], card["rank"]), 0) + 1
    for owner, hand in enumerate(view["hands"]):
        if owner != view["seat"]:
            for card in hand:
                seen[(card["suit"], card["rank"])] = seen.get((card["suit"], card["rank"]), 0) + 1
    known = view["hands"][view["seat"]][slot]["known"]
    return [
        (colour, rank)
        for colour in known["suits"]
        for rank in known["ranks"]
        if seen.get((colour, rank), 0) < COPIES[rank]
    ]


GAMES = [(players, seed) for players in (2, 3, 4, 5) for seed in range(6)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_it_never_plays_a_card_a_plain_reading_of_its_clues_marks_unplayable(players: int, seed: int) -> None:
    plays = 0
    for _state, _seat, view, action, _reason in decisions(players, seed, ("partner", "simple")):
        if isinstance(action, Play):
            plays += 1
            options = plainly_possible(view, action.slot)
            assert any(view["fireworks"][colour] == rank - 1 for colour, rank in options), (view["turn"], options)
    assert plays > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_beside_simple_partners_it_reads_them_plainly_and_clues_them_cards_they_know_playable(players: int) -> None:
    """`simple` gives and reads clues plainly: the partner finds it out (docs/bots/hanabi.md, "A
    partner who breaks the conventions"), and from then on every play clue it gives such a seat
    leaves that seat a card its plain reading proves playable."""
    from parlour.games.hanabi.conventions import HGroupBot

    found = clued = 0
    for seed in range(4):
        state = HANABI.new_state(HanabiOptions.build(players=players, variant="no-empty-clues"), seed=seed)
        bots = [HGroupBot(seed)] + [get_bot("hanabi", "simple", seed * 10 + s) for s in range(1, players)]
        partner = bots[0]
        assert isinstance(partner, HGroupBot)
        while not state.is_over():
            seat = state.current
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
            reason = partner.why() if seat == 0 else None
            plain = partner.plain_partners()
            state.apply(seat, action)
            target = getattr(action, "target", None)
            if seat == 0 and target in plain and reason is not None and reason.key.endswith("play-clue"):
                view = dict(state.view(target))
                clued += 1
                assert any(
                    (options := plainly_possible(view, slot))
                    and all(view["fireworks"][colour] == rank - 1 for colour, rank in options)
                    for slot in range(len(view["hands"][target]))
                ), (seed, view["turn"])
        found += len(partner.plain_partners())
    assert found >= 2 * (players - 1)  # it found most of them out
    assert clued > 0


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2), (5, 3)])
@pytest.mark.parametrize("others", ["random", "simple", "partner"])
def test_it_plays_by_the_seeds_rules_where_empty_clues_are_allowed(players: int, seed: int, others: str) -> None:
    """The seed's rules allow a clue that touches no card (a person's, `random`'s, `simple`'s): it
    has no focus, only its plain meaning, and the partner reads it so and plays on to the end."""
    seen = [action for _s, _seat, _v, action, _r in decisions(players, seed, ("partner", others), variant=None)]
    assert seen


@pytest.mark.parametrize(("players", "seed"), [(p, s) for p, s in GAMES if s < 3])
def test_every_decision_has_a_reason_said_in_every_language(players: int, seed: int) -> None:
    for _state, _seat, _view, _action, reason in decisions(players, seed):
        assert isinstance(reason, Reason)
        assert reason.key.startswith("hanabi.why.hgroup.")
        for said in (reason, *reason.rejected):
            for lang in LANGUAGES:
                text = said.say(lang)
                assert text and "{" not in text, (said, lang)


def _card_named(reason: Reason) -> tuple[str, int] | None:
    colour, rank = reason.args.get("colour"), reason.args.get("rank")
    if isinstance(colour, Term) and isinstance(rank, int):
        return colour.key.rsplit(".", 1)[1], rank
    return None


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_its_reasons_name_only_what_its_seat_may_know(players: int, seed: int) -> None:
    """A card of its own is named only as something its clues allow; a partner's card is named as
    it is (the seat sees it); and a world that differs only in the seat's own cards gives the very
    same move and reason (the reason is built from the view, never from the hidden cards)."""
    rng = random.Random(seed)
    for step, (state, seat, view, action, reason) in enumerate(decisions(players, seed)):
        assert reason is not None
        card = _card_named(reason)
        if card is not None and "target" not in reason.args:  # a card of its own hand
            slot = int(reason.args["slot"]) - 1
            known = view["hands"][seat][slot]["known"]
            assert card[0] in known["suits"] and card[1] in known["ranks"]
        elif card is not None:  # a clue: the partner's card in that slot, as the seat sees it
            seen = view["hands"][int(reason.args["target"]) - 1][int(reason.args["slot"]) - 1]
            assert (seen["suit"], seen["rank"]) == card
        if step % 7 == 3:
            world = sample_world(state.view(seat), rng)
            assert world.view(seat) == view
            bot = get_bot("hanabi", "partner", 0)
            assert isinstance(bot, Explains)
            assert bot.choose(world.view(seat), world.legal_actions(seat)) == action
            assert bot.why() == reason


def test_a_bot_taken_up_mid_game_plays_as_the_one_that_played_all_along() -> None:
    """Its memory is the public log replayed: a new bot (a server restart) decides the same."""
    for step, (state, seat, _view, action, reason) in enumerate(decisions(3, 11)):
        if step % 5 == 2:
            bot = get_bot("hanabi", "partner", 99)
            assert isinstance(bot, Explains)
            assert bot.choose(state.view(seat), state.legal_actions(seat)) == action
            assert bot.why() == reason


def test_the_last_round_gamble_plays_a_card_that_may_be_playable_and_tells_only_its_seat_the_chance() -> None:
    """Once the deck is empty a discard gains nothing: with at most one strike the bot plays the
    card most likely to be playable (docs/bots/hanabi.md, "The last round"). Its chance is worked
    out from partners' cards, so only the bot's seat reads it."""
    gambles = 0
    for players, seed in ((3, 14), (4, 17)):  # deals on which a gamble comes up
        for _state, seat, view, action, reason in decisions(players, seed):
            if reason is None or reason.key != "hanabi.why.hgroup.last-round-gamble":
                continue
            gambles += 1
            assert isinstance(action, Play) and view["deck_size"] == 0 and view["strikes"] <= 1
            options = plainly_possible(view, action.slot)
            assert any(view["fireworks"][colour] == rank - 1 for colour, rank in options)
            assert 30 <= reason.args["percent"].value <= 100
            partner = (seat + 1) % players
            assert reason.shown_to(partner).key == "hanabi.why.hgroup.last-round-gamble-public"
            for lang in LANGUAGES:
                assert "{" not in reason.say(lang)
    assert gambles > 0
