"""The refit of the sleuth's five-player model runs on a handful of games and beats a blind guess."""

from __future__ import annotations

import ast
import math

import numpy as np
import pytest

from parlour.games.rentahero.sleuth import WEIGHTS_RANKED
from tests.scripts import load_script


def test_a_game_gives_a_row_per_seat_at_every_turn_start_and_shares_of_one_win(monkeypatch: pytest.MonkeyPatch) -> None:
    fit = load_script("rentahero_fit", monkeypatch)
    x, y = fit.play_game(100_000, 5)
    assert x.shape[1] == len(WEIGHTS_RANKED[5]) and x.shape[0] == y.shape[0] and x.shape[0] % 5 == 0
    assert np.all(x[:, 0] == 1.0)  # the bias column
    assert np.allclose(y.reshape(-1, 5).sum(axis=1), 1.0)  # each position: the seats share one win
    again_x, again_y = fit.play_game(100_000, 5)
    assert np.array_equal(x, again_x) and np.array_equal(y, again_y)


def test_the_fitted_weights_beat_zero_weights_on_their_training_data(monkeypatch: pytest.MonkeyPatch) -> None:
    fit = load_script("rentahero_fit", monkeypatch)
    rows = fit.generate(8, 100_000, 5)
    assert len(rows) == 8
    x, y = fit.stack(rows)
    assert x.shape == (sum(len(ys) for _, ys in rows), len(WEIGHTS_RANKED[5]))
    weights = fit.fit(x, y)
    assert weights.shape == (x.shape[1],)
    zero = fit.log_loss(x, y, np.zeros(x.shape[1]))
    assert zero == pytest.approx(math.log(2.0))
    assert fit.log_loss(x, y, weights) < zero - 0.05
    assert fit.log_loss(x, y, weights) < fit.constant_loss(y, y)


def test_the_script_prints_tuples_ready_to_paste(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fit = load_script("rentahero_fit", monkeypatch)
    assert fit.main(["--games", "10", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "held-out log-loss, sleuth.WEIGHTS_RANKED[5]" in out
    tuples = [block.split(")")[0] for block in out.split("(\n")[1:]]
    assert len(tuples) == 2
    for block in tuples:
        values = ast.literal_eval("(" + block + ")")  # the printed text is a Python tuple: what gets pasted
        assert len(values) == len(WEIGHTS_RANKED[5]) and all(isinstance(v, float) for v in values)
