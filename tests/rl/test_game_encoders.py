"""Regicide's and Rent a Hero's encoders (`parlour/games/<g>/encoder.py`, docs/rl.md).

Over seeded games of every player count and rule set, played by a mix of the game's simple bot and
random legal moves: every seat's vector at every step has the encoding's size, is float32 in
[0, 1], and every section takes more than one value somewhere (none is dead); every legal action's
id names it back (Regicide's payments: the same id as the state's). docs/rl.md's tables are the
code's, section by section, formula and figures. Secrecy by twins: a world that differs only in
cards a seat has not seen (`State.hidden_twin`) gives that seat the same vectors at every step,
while the seat whose hand the twin changed gets other vectors.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from parlour.bots.base import get_bot
from parlour.engine import Action, State, registry
from parlour.engine.options import Options
from parlour.engine.record import start
from parlour.games.regicide import ChooseNext, FlipJester, RegicideOptions, Signal, Yield
from parlour.games.rentahero import (
    Announce,
    AskHint,
    Decline,
    PassOn,
    Recruit,
    RentAHeroOptions,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.rl.encoding import Encoding
from tests.contract.play import examples

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"

CONFIGS: dict[str, list[Options]] = {
    "regicide": [
        *(RegicideOptions.build(players) for players in range(1, 5)),
        *(
            RegicideOptions.build(players, "no-self-jester", {"hearts_short_discard": "take-none"})
            for players in range(1, 5)
        ),
    ],
    "rentahero": [
        RentAHeroOptions.build(players, variant)
        for players in range(3, 6)
        for variant in ("standard", "original", "8fspace")
    ],
}
GAMES = 4  # seeded games per configuration
# Sections that cannot change at a table size (or only once the game is won): solo has no other
# seat, no yield, and no jester in the tavern to cancel an immunity or to choose after; at 2 players
# the tavern has no jester either; only solo sets jesters aside.
CONSTANT: dict[str, dict[int, set[str]]] = {
    "regicide": {
        1: {"seat", "known_in_hands", "can_yield", "chooser", "signals", "enemy_immunity"},
        2: {"solo_jesters", "chooser", "signals", "enemy_immunity"},
        3: {"solo_jesters"},
        4: {"solo_jesters"},
    },
    "rentahero": {3: set(), 4: set(), 5: set()},
}
BOT_SHARE = 0.7  # the share of moves the game's simple bot chooses (deeper games than random alone)


def encoding_of(game_id: str, options: Options) -> Encoding:
    """The encoding the manifest's `encoder` part gives."""
    encoder = registry.manifest(game_id).part("encoder")
    assert encoder is not None, f"{game_id} names no encoder"
    encoding = encoder(options)
    assert isinstance(encoding, Encoding)
    return encoding


class Mover:
    """Moves of a seeded game: the seat asked (sometimes another seat in `to_act`), the simple bot's
    choice or a random legal one."""

    def __init__(self, game_id: str, players: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.bots = [get_bot(game_id, "simple", seed + seat) for seat in range(players)]

    def choose(self, state: State) -> tuple[int, Action]:
        asked = state.next_to_ask()
        assert asked is not None
        seat = asked if self.rng.random() < 0.8 else self.rng.choice(sorted(state.to_act()))
        legal = state.legal_actions(seat)
        if self.rng.random() < BOT_SHARE:
            return seat, self.bots[seat].choose(state.view(seat), legal)
        return seat, self.rng.choice(legal)


def played(game_id: str, options: Options, seed: int, limit: int = 5000) -> Iterator[State]:
    """The states of one seeded game, from the deal to its end (or `limit` moves)."""
    state = registry.get(game_id).new_state(options, seed=seed)
    mover = Mover(game_id, options.players, seed)
    yield state
    while not state.is_over() and len(state.history) < limit:
        state.apply(*mover.choose(state))
        yield state


def sections_of(encoding: Encoding, vector: np.ndarray[Any, Any]) -> dict[str, bytes]:
    out, at = {}, 0
    for section in encoding.sections:
        out[section.name] = vector[at : at + section.size].tobytes()
        at += section.size
    return out


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_every_seat_at_every_step_is_encoded_within_bounds(game_id: str) -> None:
    seen: dict[tuple[int, str], set[bytes]] = {}
    for options in CONFIGS[game_id]:
        encoding = encoding_of(game_id, options)
        assert encoding.size == sum(s.size for s in encoding.sections) > 0
        assert len({s.name for s in encoding.sections}) == len(encoding.sections)
        for game_no in range(GAMES):
            for state in played(game_id, options, seed=10**12 + 97 * game_no + options.players):
                for seat in range(options.players):
                    view = state.view(seat)
                    vector = encoding.encode(view)
                    assert vector.dtype == np.float32 and vector.shape == (encoding.size,)
                    assert float(vector.min()) >= 0.0 and float(vector.max()) <= 1.0
                    for name, piece in sections_of(encoding, vector).items():
                        seen.setdefault((options.players, name), set()).add(piece)
                    legal = state.legal_actions(seat)
                    ids = [encoding.action_id(view, action) for action in legal]
                    assert len(set(ids)) == len(ids) and all(0 <= i < encoding.num_actions for i in ids)
                    assert [encoding.action_of(view, i) for i in ids] == legal
                    if seat == state.next_to_ask():
                        assert ids == [state.action_id(action) for action in legal]
    for players, constant in CONSTANT[game_id].items():
        # Every section takes two values or more over the games of a table size (all its rule sets).
        dead = {name for (n, name), values in seen.items() if n == players and len(values) < 2}
        assert dead <= constant, f"at {players} players, sections that never change: {sorted(dead - constant)}"


# -- docs/rl.md lists every section with its size -----------------------------------------------

HEADINGS = {"regicide": "## Regicide encoding", "rentahero": "## Rent a Hero encoding"}


def size_formula(text: str, players: int, hand: int) -> int:
    """A size as docs/rl.md writes it (`12 × (P − 1)`), worked out for P players and a hand of H."""
    source = text.replace("×", "*").replace("−", "-").replace("P", str(players)).replace("H", str(hand))
    tree = ast.parse(source, mode="eval")
    allowed = (ast.Expression, ast.BinOp, ast.Constant, ast.Add, ast.Sub, ast.Mult)
    assert all(isinstance(node, allowed) for node in ast.walk(tree)), f"not a size formula: {text!r}"
    return int(eval(compile(tree, "<size>", "eval")))


@pytest.mark.parametrize("game_id", sorted(HEADINGS))
def test_the_docs_list_every_section_with_its_size(game_id: str) -> None:
    part = DOCS.read_text(encoding="utf-8").split(HEADINGS[game_id] + "\n", 1)[1].split("\n## ", 1)[0]
    rows = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in part.splitlines()
        if line.startswith("| ") and not line.startswith("|---")
    ]
    header, body = rows[0], rows[1:]
    assert header[:2] == ["section", "size"] and header[-1] == "what it holds"
    counts = [int(cell) for cell in header[2:-1]]
    game = registry.get(game_id)
    assert counts == list(range(game.min_players, game.max_players + 1))
    encodings = [encoding_of(game_id, game.options_type.build(players)) for players in counts]
    expected = [(f"`{s.name}`", [e.sections[i].size for e in encodings]) for i, s in enumerate(encodings[0].sections)]
    expected.append(("**total**", [e.size for e in encodings]))
    assert [(row[0], [int(cell.strip("*")) for cell in row[2:-1]]) for row in body] == expected
    for row in body:
        for players, figure in zip(counts, row[2:-1], strict=True):
            hand = getattr(game.options_type.build(players), "max_hand", 0)
            assert size_formula(row[1], players, hand) == int(figure.strip("*")), f"{row[0]} at {players} players"
        assert row[0] == "**total**" or row[-1], f"{row[0]} says nothing of what it holds"


def test_action_ids_are_the_documented_ones() -> None:
    for players, total in zip(range(1, 5), (545, 418, 355, 324), strict=True):
        options = RegicideOptions.build(players)
        encoding = encoding_of("regicide", options)
        assert encoding.num_actions == total == 288 + players + 2**options.max_hand
        view = registry.get("regicide").new_state(options, seed=1).view(0)
        assert [encoding.action_id(view, a) for a in (Yield(), FlipJester(), ChooseNext(0))] == [284, 285, 286]
        assert [encoding.action_id(view, a) for a in (Signal(True), Signal(False))] == [286 + players, 287 + players]
        assert encoding.action_of(view, 288 + players).to_json() == {"type": "pay", "cards": []}
    for players in range(3, 6):
        encoding = encoding_of("rentahero", RentAHeroOptions.build(players))
        view = registry.get("rentahero").new_state(RentAHeroOptions.build(players), seed=1).view(0)
        assert encoding.num_actions == 49
        named = {
            0: Send(1),
            7: SendFromDeck(),
            15: Recruit(),
            16: PassOn(),
            17: AskHint(1),
            24: UsePower(1),
            26: UsePower(3, refresh=1),
            32: UsePower(4, target=0),
            37: UsePower(5),
            39: UsePower(7),
            40: Decline(),
            41: Announce(None),
            48: Announce(7),
        }
        assert {i: encoding.action_of(view, i) for i in named} == named


# -- twins: what the seat has not seen does not reach its vectors --------------------------------


def cut_game(game_id: str, options: Options, seed: int, cut: int) -> State:
    """A seeded game stopped after `cut` moves (or at its end)."""
    states = played(game_id, options, seed, limit=cut)
    state = next(states)
    for _ in states:  # the same state, one move further each time
        pass
    return state


def vectors(encoding: Encoding, first: State, history: list[Any], seat: int) -> Iterator[np.ndarray[Any, Any]]:
    """The seat's vector before each move of `history` replayed from `first`, and after the last."""
    state = first.clone()
    yield encoding.encode(state.view(seat))
    for turn in history:
        state.apply(turn.seat, turn.action)
        yield encoding.encode(state.view(seat))


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
@examples(15)
@given(data=st.data(), seed=st.integers(10**12, 2**62), cut=st.integers(0, 160), shuffle=st.integers(0, 2**32))
def test_twin_worlds_give_the_seat_the_same_vectors(
    game_id: str, data: st.DataObject, seed: int, cut: int, shuffle: int
) -> None:
    options = data.draw(st.sampled_from(CONFIGS[game_id]), label="options")
    seat = data.draw(st.integers(0, options.players - 1), label="seat")
    state = cut_game(game_id, options, seed, cut)
    twin = state.hidden_twin(seat, random.Random(shuffle))
    if twin is None:
        event("no twin takes the same course")
        return
    encoding = encoding_of(game_id, options)
    real = start(state.record())
    pairs = zip(vectors(encoding, real, state.history, seat), vectors(encoding, twin, state.history, seat), strict=True)
    for step, (ours, theirs) in enumerate(pairs):
        assert ours.tobytes() == theirs.tobytes(), f"seat {seat} tells the twin apart at step {step}"


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_a_twin_that_changes_a_hand_changes_that_seats_vector(game_id: str) -> None:
    """Twins for seat 1 that deal seat 0 another hand: seat 1's vectors stay, seat 0's change (in its
    `hand` section, which is not constant: what a seat sees reaches its vector)."""
    found = 0
    configs = [o for o in CONFIGS[game_id] if o.players > 1]
    for n in range(60):
        options = configs[n % len(configs)]
        state = cut_game(game_id, options, 10**12 + n, cut=1 + n % 25)
        twin = state.hidden_twin(1, random.Random(n))
        if twin is None:
            continue
        real = start(state.record())
        for turn in state.history:
            real.apply(turn.seat, turn.action)
            twin.apply(turn.seat, turn.action)
        if real.view(0)["hands"][0]["cards"] == twin.view(0)["hands"][0]["cards"]:
            continue
        found += 1
        encoding = encoding_of(game_id, options)
        assert encoding.encode(real.view(1)).tobytes() == encoding.encode(twin.view(1)).tobytes()
        ours = sections_of(encoding, encoding.encode(real.view(0)))
        theirs = sections_of(encoding, encoding.encode(twin.view(0)))
        assert ours["hand"] != theirs["hand"]
    assert found >= 10, f"only {found} twins dealt seat 0 another hand"
