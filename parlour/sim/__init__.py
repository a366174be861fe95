"""Running many games: `parlour bench bots`, `parlour bench compare` and their pieces.

- `play`: one game with a bot at every seat, each decision timed (the games' own whom-to-ask rules).
- `batch`: seeded batches in chunks (deal seed S + i, bot seeds hashed apart): a chunk's games
  depend only on the spec and its range of indexes.
- `backends`: where chunks run (this process, a process pool; `ray_backend`: a Ray cluster).
- `report`: per-game figures, the JSON summary with 95 % intervals, the rich table.
- `chart`: the score distribution as a PNG (matplotlib, Agg).
- `stats`: means with intervals, Wilson intervals, percentiles.
- `sprt`: the sequential test of paired differences; `compare`: `parlour bench compare`.
- `bench`: the command line of `bench bots`; `progress`: the progress bar.
"""
