"""Every registered game's encoder (its optional `encoder` part), by the contract alone.

Over random games of every game with an encoder: every seat's vector has the encoding's size,
float32 in [0, 1], its sections adding up; every legal action has an id below `num_actions` that
names it back; and (for games offering `State.hidden_twin`) a seat's vectors are the same, at every
step, in a twin world that differs only in what the seat has not seen.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlour.engine import Game, registry
from parlour.engine.record import start
from parlour.rl.encoding import Encoding
from tests.contract.play import examples, games_played
from tests.contract.test_secrecy import offers_twins

ENCODED = [m for m in registry.manifests() if m.encoder is not None]


def encoding_of(game: Game[Any], options: Any) -> Encoding:
    encoder = registry.manifest(game.id).part("encoder")
    assert encoder is not None, f"{game.id}'s encoder does not load"
    return encoder(options)  # type: ignore[no-any-return]


def test_the_products_games_all_have_an_encoder() -> None:
    assert {"hanabi", "regicide", "rentahero", "gofish"} <= {m.id for m in ENCODED}


@pytest.mark.parametrize("game", [m.game for m in ENCODED], ids=[m.id for m in ENCODED])
@examples(8)
@given(data=st.data())
def test_vectors_and_ids_keep_the_contract(game: Game[Any], data: st.DataObject) -> None:
    played = data.draw(games_played(game, cut=True))
    state = played.state
    encoding = encoding_of(game, state.options)
    assert encoding.size == sum(s.size for s in encoding.sections) > 0
    for seat in range(state.players):
        view = state.view(seat)
        vector = encoding.encode(view)
        assert vector.dtype == np.float32 and vector.shape == (encoding.size,)
        assert float(vector.min()) >= 0.0 and float(vector.max()) <= 1.0
        ids = [encoding.action_id(view, a) for a in state.legal_actions(seat)]
        assert len(set(ids)) == len(ids) and all(0 <= i < encoding.num_actions for i in ids)
        assert [encoding.action_of(view, i) for i in ids] == state.legal_actions(seat)


TWINS = [m.game for m in ENCODED if offers_twins(m.game)]


@pytest.mark.parametrize("game", TWINS, ids=[g.id for g in TWINS])
@examples(10)
@given(data=st.data(), who=st.integers(0, 4), shuffle=st.integers(0, 2**32))
def test_a_seat_cannot_tell_twin_worlds_apart_by_its_vectors(
    game: Game[Any], data: st.DataObject, who: int, shuffle: int
) -> None:
    state = data.draw(games_played(game, cut=True)).state
    seat = who % state.players
    twin = state.hidden_twin(seat, random.Random(shuffle))
    if twin is None:
        return
    encoding = encoding_of(game, state.options)
    real = start(state.record())
    for turn in [None, *state.history]:
        if turn is not None:
            real.apply(turn.seat, turn.action)
            twin.apply(turn.seat, turn.action)
        assert encoding.encode(real.view(seat)).tobytes() == encoding.encode(twin.view(seat)).tobytes()
