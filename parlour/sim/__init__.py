"""Running many games: progress display and shared pieces of the benchmark scripts."""
