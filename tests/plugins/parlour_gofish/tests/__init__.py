"""Go Fish's own tests: its rules by example and its bots."""
