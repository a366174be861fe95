"""Running many games: `parlour bench bots` and its pieces.

- `play`: one game with a bot at every seat, each decision timed (the games' own whom-to-ask rules).
- `batch`: seeded batches on one core or a process pool (deal seed S + i, bot seeds hashed apart).
- `report`: per-game figures, the JSON summary with 95 % intervals, the rich table.
- `chart`: the score distribution as a PNG (matplotlib, Agg).
- `stats`: means with intervals, Wilson intervals, percentiles.
- `bench`: the command line; `progress`: the progress bar.
"""
