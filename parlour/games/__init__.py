"""The games that ship with Parlour, each found through its `parlour.games` entry point
(`pyproject.toml`; `parlour.engine.registry`)."""
