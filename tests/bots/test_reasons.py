"""Every bot that explains itself gives a reason for every decision, in every language, naming only
what its seat may know, and each reader is shown only what that reader may know.

Over random games (hypothesis draws the deal, the table size and the bots' seeds), at every
decision: `why()` is a catalogue sentence filled in all four languages; the cards it names are
cards the bot's seat sees (Hanabi: a partner's card by its id, with its true face; Regicide: a card
in the seat's view); and for each reader (every seat, spectators who see the public table, those
who see every hand) `Reason.shown_to` keeps no secret hidden from that reader, and the cards the
shown reason names are cards that reader sees, before or just after the move.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlour.bots.base import bots_for
from parlour.bots.reasons import Audience, Phrase, Reason, Secret, parameters, reason_of, secrets
from parlour.engine import registry
from parlour.engine.i18n import LANGUAGES, Term, has
from parlour.engine.state import State
from parlour.games.hanabi.bots import RulesBot as HanabiSimple

MAX_DECISIONS = 400
GAMES = ("hanabi", "regicide", "rentahero")
# Every bot that explains itself must: these at least (issue 20), and any other registered bot
# with `why()` (a new one is checked as soon as it is registered).
REQUIRED = {"hanabi": {"simple"}, "regicide": {"simple", "search"}, "rentahero": {"simple", "sleuth"}}


def quick(bot: Any) -> Any:
    """A searching bot with a small budget: the reasons are what is tested, not the strength."""
    if hasattr(bot, "iterations"):
        bot.iterations = min(bot.iterations, 24)
    if hasattr(bot, "samples"):
        bot.samples, bot.window_samples = 3, 2
    return bot


def explaining() -> dict[str, tuple[str, Callable[[int], Any]]]:
    found: dict[str, tuple[str, Callable[[int], Any]]] = {}
    for game_id in GAMES:
        for name, info in bots_for(game_id).items():
            if callable(getattr(info.factory(0), "why", None)):
                found[f"{game_id}-{name}"] = (game_id, lambda seed, make=info.factory: quick(make(seed)))
    return found


BOTS = explaining()


def test_the_bots_people_play_with_explain_themselves() -> None:
    for game_id, names in REQUIRED.items():
        assert {f"{game_id}-{name}" for name in names} <= set(BOTS)


def every_reason(reason: Reason) -> Iterator[Reason]:
    yield reason
    for rejected in reason.rejected:
        yield from every_reason(rejected)
    if reason.public is not None:
        yield from every_reason(reason.public)


def regicide_codes(reason: Reason) -> set[str]:
    """The codes of the Regicide cards a reason names (its rejected alternatives included)."""
    codes = set()
    ranks = {"regicide.rank.1": "A", "regicide.rank.11": "J", "regicide.rank.12": "Q", "regicide.rank.13": "K"}
    for part in every_reason(reason):
        for value in part.args.values():
            for found in parameters(value):
                if isinstance(found, Phrase) and found.key == "regicide.card.name":
                    rank, suit = found.args["rank"], found.args["suit"]
                    rank_code = ranks[rank.key] if isinstance(rank, Term) else str(rank)
                    codes.add(rank_code + suit.key.rsplit(".", 1)[1][0].upper())
    return codes


def seen_codes(view: Mapping[str, Any]) -> set[str]:
    return set(re.findall(r'"((?:10|[2-9AJQK])[HDCS])"', json.dumps(view)))


def hanabi_cards(reason: Reason) -> list[Secret]:
    return [s for part in every_reason(reason) for s in part.secrets() if s.card is not None]


def hanabi_faces(view: Mapping[str, Any]) -> dict[int, tuple[str, int]]:
    """The cards a Hanabi view shows face up in hands: id -> (colour, rank)."""
    return {card["id"]: (card["suit"], card["rank"]) for hand in view["hands"] for card in hand if "suit" in card}


def view_of(state: State, reader: Audience) -> Mapping[str, Any]:
    if reader == "public":
        return state.public_view()
    return state.view(None if reader == "all" else reader)


def check_said(reason: Reason, names: list[str]) -> None:
    for part in every_reason(reason):
        assert has(part.key), f"{part.key} is not in the catalogue"
        for lang in LANGUAGES:
            said = part.say(lang, names)
            assert said and "{" not in said, (part.key, lang, said)


def visible_identities(view: Mapping[str, Any]) -> set[tuple[str, int]]:
    """The Hanabi cards a reader can tell apart: faces in hands and the discards, and what is played."""
    seen = {(card["suit"], card["rank"]) for hand in view["hands"] for card in hand if "suit" in card}
    seen |= {(card["suit"], card["rank"]) for card in view["discards"]}
    seen |= {(colour, rank) for colour, top in view["fireworks"].items() for rank in range(1, int(top) + 1)}
    return seen


def open_pairs(reason: Reason) -> Iterator[tuple[str, int]]:
    """The Hanabi cards a reason names outside any secret: its card phrases, and a sentence's own
    `colour` and `rank` parameters (the partner bot names a card by these two)."""
    for phrase in (p for v in reason.args.values() for p in open_cards(v)):
        yield phrase.args["colour"].key.rsplit(".", 1)[1], phrase.args["rank"]
    colour, rank = reason.args.get("colour"), reason.args.get("rank")
    if isinstance(colour, Term) and isinstance(rank, int):
        yield colour.key.rsplit(".", 1)[1], rank


def open_cards(value: Any) -> Iterator[Phrase]:
    """The Hanabi card names a parameter says outside any secret."""
    if isinstance(value, Phrase):
        if value.key == "hanabi.log.card":
            yield value
        for v in value.args.values():
            yield from open_cards(v)
    elif isinstance(value, tuple | list):
        for v in value:
            yield from open_cards(v)


def open_identity(reason: Reason) -> tuple[str, int] | None:
    """The partner's card a Hanabi clue reason (one with a `target`) names openly by its `colour` and
    `rank` parameters. (A play's reason may name what the bot believed of its own card, right or
    wrong: that is no card anyone sees.)"""
    if "target" not in reason.args:
        return None
    colour, rank = reason.args.get("colour"), reason.args.get("rank")
    if isinstance(colour, Term) and colour.key.startswith("hanabi.colour.") and isinstance(rank, int):
        return colour.key.rsplit(".", 1)[1], rank
    return None


def check_hanabi_card(secret: Secret, view: Mapping[str, Any]) -> None:
    """A card a Hanabi reason names: face up in `view`, and named by its true face."""
    faces = hanabi_faces(view)
    assert secret.card in faces, f"card {secret.card} is not visible here"
    colour, rank = faces[int(secret.card)]  # type: ignore[arg-type]
    phrase = secret.value
    assert isinstance(phrase, Phrase)
    assert phrase.args["colour"] == Term(f"hanabi.colour.{colour}") and phrase.args["rank"] == rank


def play_with_reasons(kind: str, players: int, deal: int, seeds: int) -> None:
    game_id, make = BOTS[kind]
    game = registry.get(game_id)
    state = game.new_state(game.options_type.build(players=players), seed=deal)
    rng = random.Random(seeds)
    bots = [make(rng.getrandbits(32)) for _ in range(players)]
    names = [f"P{seat}" for seat in range(players)]
    # "all": spectators who see every hand, where the game's spectator view shows them (Hanabi).
    readers: list[Audience] = [*range(players), "public", *(["all"] if game.spectators_see_hidden else [])]
    for _ in range(MAX_DECISIONS):
        seat = state.next_to_ask()
        if seat is None or state.is_over():
            return
        legal = state.legal_actions(seat)
        view = state.view(seat)
        action = bots[seat].choose(view, legal)
        reason = reason_of(bots[seat])
        assert reason is not None, f"{kind} gave no reason for {action}"
        check_said(reason, names)
        before = {reader: view_of(state, reader) for reader in readers}
        after_state = state.clone()
        after_state.apply(seat, action)
        after = {reader: view_of(after_state, reader) for reader in readers}
        # What the bot's own seat may know.
        if game_id == "hanabi":
            for secret in hanabi_cards(reason):
                check_hanabi_card(secret, view)
        if game_id == "regicide":
            assert regicide_codes(reason) <= seen_codes(view), "a reason names a card its seat does not see"
        # What each reader is shown.
        for reader in readers:
            shown = reason.shown_to(reader)
            check_said(shown, names)
            for part in every_reason(shown):
                for secret in part.secrets():
                    assert reader == "all" or reader not in secret.hidden_from, (kind, reader, part.key)
                    if game_id == "hanabi" and secret.card is not None and reader != "all":
                        check_hanabi_card(secret, before[reader])
                if game_id == "hanabi":  # a card named openly is one the reader can see (or a played one)
                    known = visible_identities(before[reader]) | visible_identities(after[reader])
                    for pair in open_pairs(part):
                        assert pair in known, (kind, reader, part.key, pair)
            if game_id == "regicide":
                named = regicide_codes(shown)
                assert named <= seen_codes(before[reader]) | seen_codes(after[reader]), (reader, named)
        state.apply(seat, action)


@pytest.mark.parametrize("kind", sorted(BOTS))
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(deal=st.integers(0, 2**40), seeds=st.integers(0, 2**32), data=st.data())
def test_every_decision_has_a_reason_that_names_only_what_its_reader_may_know(
    kind: str, deal: int, seeds: int, data: st.DataObject
) -> None:
    game = registry.get(BOTS[kind][0])
    players = data.draw(st.integers(game.min_players, min(game.max_players, 4)), label="players")
    play_with_reasons(kind, players, deal, seeds)


def test_a_partner_never_reads_a_reason_that_names_their_own_card() -> None:
    """Hanabi: "I clued Bob red because his red 1 is playable" names Bob's card: Bob reads the
    clue's public form, which names none of his cards; the third player reads it whole."""
    from parlour.games.hanabi import HANABI, HanabiOptions

    for seed in range(40):
        state = HANABI.new_state(HanabiOptions(players=3), seed=seed)
        bot = HanabiSimple(seed)
        action = bot.choose(state.view(0), state.legal_actions(0))
        reason = bot.why()
        assert reason is not None
        if reason.key != "hanabi.why.play-clue":
            continue
        target = reason.args["target"].seat
        other = 3 - target
        assert reason.shown_to(target).key == "hanabi.why.clue-public"
        assert not any(s.card is not None for s in secrets(reason.shown_to(target).args))
        assert reason.shown_to(other).key == "hanabi.why.play-clue"
        assert reason.shown_to("public").key == "hanabi.why.clue-public"
        assert getattr(action, "target", None) == target
        return
    raise AssertionError("no play clue opened any of 40 games")


def test_the_hgroup_bot_never_names_a_partners_card_to_that_partner() -> None:
    """The H-group bot's clue reasons name the clued card ("a play clue on the red 1 in slot 2"):
    its holder, who cannot see it, reads the clue's public form; a third player reads it whole."""
    from parlour.games.hanabi import HANABI, ClueColour, ClueRank, HanabiOptions
    from parlour.games.hanabi.conventions import HGroupBot

    for seed in range(40):
        state = HANABI.new_state(HanabiOptions(players=3), seed=seed)
        bot = HGroupBot(seed)
        action = bot.choose(state.view(0), state.legal_actions(0))
        reason = bot.why()
        assert reason is not None
        if not reason.key.endswith("play-clue"):
            continue
        assert isinstance(action, ClueColour | ClueRank)
        target = action.target
        assert open_identity(reason.shown_to(target)) is None
        assert reason.shown_to(target).key == "hanabi.why.clue-public"
        assert reason.shown_to("public").key == "hanabi.why.clue-public"
        assert reason.shown_to(3 - target).key == reason.key
        return
    raise AssertionError("no play clue opened any of 40 games")


def test_simple_gives_no_empty_clue_without_a_stated_play_clue_reason() -> None:
    """Empty clues are allowed by default; the bot gives one only as a play clue it can state."""
    from parlour.games.hanabi import HANABI, HanabiOptions
    from parlour.games.hanabi.actions import ClueColour, ClueRank

    empty = 0
    for seed in range(30):
        state = HANABI.new_state(HanabiOptions(players=3), seed=seed)
        bots = [HanabiSimple(seed * 3 + seat) for seat in range(3)]
        while not state.is_over():
            seat = state.next_to_ask()
            assert seat is not None
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
            events = state.apply(seat, action)
            if isinstance(action, ClueColour | ClueRank) and not events[0].data.get("slots"):
                empty += 1
                why = bots[seat].why()
                assert why is not None and why.key == "hanabi.why.play-clue-empty"
    assert empty  # it happens (about once a game at 3 players), and always with that reason


def test_a_true_announcement_is_said_so_only_to_the_announcer() -> None:
    """Rent a Hero: an announcement may be a lie (rentahero.sergeant.announce), so "announces the
    truth, the Wizard" would tell its readers which hero wanders: everyone else reads the public
    form, as for a lie."""
    from parlour.games.rentahero.bots import RulesBot as RentAHeroSimple

    game = registry.get("rentahero")
    state = game.new_state(game.options_type.build(players=3), seed=1)
    bots = [RentAHeroSimple(seat) for seat in range(3)]
    while not state.view(0)["bands"][1]:  # play on until seat 1 has a hero in its band
        seat = state.next_to_ask()
        assert seat is not None and not state.is_over()
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    view = dict(state.view(0))
    held = int(view["bands"][1][0]["hero"])
    view["wandering"] = {"hero": held, "holder": 1}  # seat 0 saw (a Sergeant) that seat 1 is sent a hero it has
    bot = bots[0]
    bot._announce(view, [])
    reason = bot.why()
    assert reason is not None and reason.key == "rentahero.why.announce-truth"
    assert reason.shown_to(0).key == reason.key
    for reader in (1, 2, "public"):
        assert reason.shown_to(reader).key == "rentahero.why.announce-public", reader
