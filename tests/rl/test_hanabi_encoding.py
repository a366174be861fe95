"""Differential test: `parlour.rl.hanabi.encode` against OpenSpiel's `observation_tensor` (HLE's
canonical encoder), and `move_uid` against OpenSpiel's action ids, for every seat at every step of
random and purposeful games at 2-5 players.

The games are driven as in `tests/games/hanabi/test_openspiel_diff.py` (same decks on both sides,
OpenSpiel's chance nodes answered with our deck's cards); here the moves are chosen by uid.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from parlour.engine.errors import BadInput
from parlour.games.hanabi import HANABI, ClueColour, ClueRank, Discard, HanabiOptions, Play
from parlour.games.hanabi.cards import build_deck
from parlour.games.hanabi.options import SixthSuit
from parlour.rl.hanabi import encode, encoding, move_of, move_uid
from tests.games.hanabi.test_openspiel_diff import careful_choice, chance_outcome

pyspiel = pytest.importorskip("pyspiel")

SIZES = {2: 658, 3: 956, 4: 1041, 5: 1280}
GAMES = {"uniform": 80, "careful": 50}  # per player count: 4 x 130 games, every seat every step


@pytest.mark.parametrize("players", sorted(SIZES))
def test_sizes_are_hles(players: int) -> None:
    ours = encoding(HanabiOptions(players=players, empty_clues=False))
    game = pyspiel.load_game("hanabi", {"players": players})
    assert ours.size == SIZES[players] == game.observation_tensor_shape()[0]
    assert ours.num_actions == game.num_distinct_actions()


@pytest.mark.parametrize("policy", sorted(GAMES))
@pytest.mark.parametrize("players", sorted(SIZES))
def test_encoding_and_uids_equal_openspiels(players: int, policy: str) -> None:
    options = HanabiOptions(players=players, empty_clues=False)
    os_game = pyspiel.load_game("hanabi", {"players": players})
    rng = random.Random(1_000 * players + len(policy))
    checked = ends = 0
    for game_no in range(GAMES[policy]):
        deck = build_deck(options.suits)
        rng.shuffle(deck)
        ours = HANABI.new_state(options, seed=0, deck=deck)
        theirs = os_game.new_initial_state()
        dealt = 0
        while True:
            while theirs.is_chance_node():
                theirs.apply_action(chance_outcome(deck[dealt]))
                dealt += 1
            if ours.is_over():
                assert theirs.is_terminal()
                ends += ours.result().reason == "deck-out"  # type: ignore[union-attr]
                break
            where = f"{players}p {policy} game {game_no}, move {len(ours.history)}"
            for p in range(players):
                mine = encode(ours.view(p))
                other = np.asarray(theirs.observation_tensor(p), dtype=np.float32)
                if not np.array_equal(mine, other):
                    diff = np.flatnonzero(mine != other)
                    pytest.fail(f"{where}: seat {p}'s observation differs at {diff.tolist()}")
                checked += 1
            seat = theirs.current_player()
            view = ours.view(seat)
            legal = {move_uid(view, a): a for a in ours.legal_actions(seat)}
            assert sorted(legal) == theirs.legal_actions(), where
            assert all(move_of(view, uid) == a for uid, a in legal.items()), where
            uid = rng.choice(sorted(legal)) if policy == "uniform" else careful_choice(rng, ours, sorted(legal.items()))
            ours.apply(seat, legal[uid])
            theirs.apply_action(uid)
    assert checked > 0
    if policy == "careful":
        assert ends > 0  # some games reach the end of the deck, with short hands


def test_text_of_uids_matches_openspiel() -> None:
    """The uid of each move means what OpenSpiel's action string says (2 players, first turn)."""
    options = HanabiOptions(players=3, empty_clues=False)
    state = HANABI.new_state(options, seed=5)
    view = state.view(0)
    hand = len(view["hands"][0])
    assert move_uid(view, Discard(hand - 1)) == 0  # the oldest card is HLE's position 0
    assert move_uid(view, Play(0)) == 2 * options.hand_size - 1
    assert move_uid(view, ClueColour(1, "red")) == 10
    assert move_uid(view, ClueColour(1, "white")) == 13  # white before blue in HLE
    assert move_uid(view, ClueRank(2, 5)) == 10 + 10 + 5 + 4


def test_uids_refuse_what_is_no_move() -> None:
    state = HANABI.new_state(HanabiOptions(players=2, empty_clues=False), seed=1)
    view = state.view(0)
    for bad in (Play(7), ClueRank(0, 1)):
        with pytest.raises(BadInput):
            move_uid(view, bad)
    with pytest.raises(BadInput):
        move_of(view, encoding(HanabiOptions(players=2, empty_clues=False)).num_actions)
    with pytest.raises(BadInput):
        encode(state.view(None))


@pytest.mark.parametrize("sixth_suit", ["none", "multicolour", "multicolour-short", "multicolour-wild"])
def test_variants_hle_lacks_encode_by_its_formulas(sixth_suit: SixthSuit) -> None:
    """Six suits, empty clues (on here): every seat's vector has the formula's size, every legal move a uid."""
    options = HanabiOptions(players=3, sixth_suit=sixth_suit)
    enc = encoding(options)
    deck = len(build_deck(options.suits))
    colours = len(options.suits)
    assert enc.size == (2 * 5 * colours * 5 + 3) + (deck - 15 + colours * 5 + 11) + deck + (
        3 + 4 + 3 + colours + 5 + 5 + 5 + colours * 5 + 2
    ) + 3 * 5 * (colours * 5 + colours + 5)
    rng = random.Random(3)
    state = HANABI.new_state(options, seed=11)
    while not state.is_over():
        (seat,) = state.to_act()
        for p in range(3):
            vector = encode(state.view(p))
            assert vector.shape == (enc.size,) and set(np.unique(vector)) <= {0.0, 1.0}
        view = state.view(seat)
        actions = state.legal_actions(seat)
        uids = [move_uid(view, a) for a in actions]
        assert len(set(uids)) == len(uids) and all(0 <= u < enc.num_actions for u in uids)
        assert [move_of(view, u) for u in uids] == actions
        state.apply(seat, rng.choice(actions))


def test_docs_list_every_section_with_its_size() -> None:
    """docs/rl.md's table of the Hanabi encoding is the code's, section by section."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")
    part = text.split("## Hanabi: HLE's canonical encoding", 1)[1].split("\n## ", 1)[0]
    rows = {
        cells[0]: [int(c.strip("*")) for c in cells[1:5]]
        for line in part.splitlines()
        if line.startswith("| ") and (cells := [c.strip() for c in line.strip("|").split("|")])[1].strip("*").isdigit()
    }
    encodings = [encoding(HanabiOptions(players=n, empty_clues=False)) for n in sorted(SIZES)]
    expected = {s.name: [e.sections[i].size for e in encodings] for i, s in enumerate(encodings[0].sections)}
    expected["**total**"] = [e.size for e in encodings]
    expected["section"] = sorted(SIZES)  # the header row: player counts
    assert rows == expected
