"""Learning environments over Parlour's engines (the `rl` extra: NumPy, Gymnasium, PettingZoo).

`env(game_id, **options)` is a PettingZoo AEC environment of every seat; `gym_env(game_id, seat,
opponents, **options)` a Gymnasium environment of one seat, the others played by registered bots.
Observations come from each game's `encoder` manifest part (docs/rl.md).
"""
