"""The Hanabi rules bot: plays only sure cards, clues well, and beats the random bot by far."""

from __future__ import annotations

import copy
import statistics
from typing import Any

import pytest

from parlour.bots import get_bot
from parlour.engine.actions import Action
from parlour.engine.state import State
from parlour.games.hanabi import HANABI, Card, ClueColour, ClueRank, Discard, HanabiOptions, Play
from parlour.games.hanabi.cards import build_deck

GAMES = 50


def play_game(bot_name: str, seed: int, players: int = 3, variant: str | None = None) -> dict[str, Any]:
    state = HANABI.new_state(HanabiOptions.build(players=players, variant=variant), seed=seed)
    bots = [get_bot("hanabi", bot_name, seed * 10 + seat) for seat in range(players)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    result = state.result()
    assert result is not None
    return result.to_json()


@pytest.fixture(scope="module")
def rules_results() -> list[dict[str, Any]]:
    return [play_game("simple", seed) for seed in range(GAMES)]


@pytest.fixture(scope="module")
def random_results() -> list[dict[str, Any]]:
    return [play_game("random", seed) for seed in range(GAMES)]


@pytest.mark.slow  # bot strength, run apart: pytest -m slow
def test_rules_bot_beats_the_random_bot_by_a_wide_margin(
    rules_results: list[dict[str, Any]], random_results: list[dict[str, Any]]
) -> None:
    rules_mean = statistics.mean(r["points"] for r in rules_results)
    random_mean = statistics.mean(r["points"] for r in random_results)
    # Measured: about 16.7 points for the rules bot and 1.2 for the random bot at 3 players.
    assert random_mean < 4
    assert rules_mean > 12
    assert rules_mean - random_mean > 8


def test_rules_bot_never_misfires_because_it_plays_only_sure_cards(rules_results: list[dict[str, Any]]) -> None:
    assert all(r["strikes"] == 0 for r in rules_results)
    assert all(r["outcome"] != "lost" for r in rules_results)


@pytest.mark.parametrize(
    ("players", "variant"),
    [(2, None), (4, None), (5, None), (3, "no-empty-clues"), (3, "multicolour-wild"), (3, "multicolour-short")],
)
def test_rules_bot_plays_every_table_and_variant_without_a_misfire(players: int, variant: str | None) -> None:
    results = [play_game("simple", seed, players, variant) for seed in range(3)]
    assert all(r["strikes"] == 0 for r in results)
    assert statistics.mean(r["points"] for r in results) > 8


class Spy:
    """Wraps a bot and checks what it is given."""

    def __init__(self, name: str, seed: int) -> None:
        self.bot = get_bot("hanabi", name, seed)
        self.name = name
        self.calls = 0

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self.calls += 1
        assert type(view) is dict and type(legal) is list
        assert not any(isinstance(v, State) for v in view.values())
        seat = view["seat"]
        for card in view["hands"][seat]:  # its own cards: identities hidden, only clues
            assert "suit" not in card and "rank" not in card
            assert set(card) == {"id", "known"}
        before = copy.deepcopy(view)
        action = self.bot.choose(view, legal)
        assert view == before, "a bot must not change the view it reads"
        assert action in legal
        return action


@pytest.mark.parametrize("name", ["simple", "random", "hat"])
def test_bots_get_a_view_without_their_own_cards_never_the_state(name: str) -> None:
    state = HANABI.new_state(HanabiOptions(players=3), seed=11)
    spies = [Spy(name, seat) for seat in range(3)]
    while not state.is_over():
        seat = state.current
        state.apply(seat, spies[seat].choose(state.view(seat), state.legal_actions(seat)))
    assert all(spy.calls > 0 for spy in spies)


# -- the convention, move by move, on hand-made deals -------------------------------------------


def deal(*hands: list[tuple[int, int]], players: int = 2) -> list[Card]:
    """A deck whose first cards make `hands` (each written newest first, as slots are)."""
    rest = build_deck(HanabiOptions(players=players).suits)
    top: list[Card] = []
    for hand in hands:
        # Seat 0 is dealt first; each seat's first card dealt ends in its last slot.
        for suit, rank in reversed(hand):
            card = Card(suit, rank)
            rest.remove(card)
            top.append(card)
    return top + rest


R, Y, G, B, W = range(5)


def test_rules_bot_clues_a_playable_card_so_its_owner_knows_then_plays_it() -> None:
    # Seat 1 holds one 1 (red, slot 3) among cards nobody can play.
    cards = deal([(Y, 3), (G, 3), (B, 3), (W, 3), (Y, 4)], [(G, 4), (B, 4), (R, 1), (W, 4), (G, 2)])
    state = HANABI.new_state(HanabiOptions(players=2), deck=cards)
    bot0, bot1 = get_bot("hanabi", "simple", 0), get_bot("hanabi", "simple", 1)
    clue = bot0.choose(state.view(0), state.legal_actions(0))
    assert clue in (ClueRank(1, 1), ClueColour(1, "red"))
    state.apply(0, clue)
    if isinstance(clue, ClueColour):  # a red card could be any red; the rank 1 clue finishes it
        state.apply(1, bot1.choose(state.view(1), state.legal_actions(1)))
        state.apply(0, bot0.choose(state.view(0), state.legal_actions(0)))
    assert bot1.choose(state.view(1), state.legal_actions(1)) == Play(2)


def test_rules_bot_saves_a_five_on_the_next_players_chop() -> None:
    # Seat 1's oldest card (slot 5) is a 5 and nothing is playable: seat 0 saves it with a 5 clue.
    cards = deal([(Y, 3), (G, 3), (B, 3), (W, 3), (Y, 4)], [(G, 4), (B, 4), (R, 3), (W, 4), (G, 5)])
    state = HANABI.new_state(HanabiOptions(players=2), deck=cards)
    bot0 = get_bot("hanabi", "simple", 0)
    assert bot0.choose(state.view(0), state.legal_actions(0)) == ClueRank(1, 5)


def test_rules_bot_discards_its_chop_when_nothing_is_sure() -> None:
    cards = deal([(Y, 3), (G, 3), (B, 3), (W, 3), (Y, 4)], [(G, 4), (B, 4), (R, 3), (W, 4), (G, 4)])
    state = HANABI.new_state(HanabiOptions(players=2), deck=cards)
    bot1 = get_bot("hanabi", "simple", 1)
    state.apply(0, ClueColour(1, "white"))  # touches seat 1's slot 4; 7 tokens left
    action = bot1.choose(state.view(1), state.legal_actions(1))
    assert action == Discard(4)  # nothing sure to play, nothing to clue: the oldest unclued card goes


def test_rules_bot_gives_a_clue_when_all_eight_tokens_forbid_discarding() -> None:
    cards = deal([(Y, 3), (G, 3), (B, 3), (W, 3), (Y, 4)], [(G, 4), (B, 4), (R, 3), (W, 4), (G, 4)])
    state = HANABI.new_state(HanabiOptions(players=2), deck=cards)
    action = get_bot("hanabi", "simple", 0).choose(state.view(0), state.legal_actions(0))
    assert isinstance(action, (ClueColour, ClueRank))
    assert action in state.legal_actions(0)
