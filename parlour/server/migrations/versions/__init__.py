"""The revisions, oldest first: each file one step of the schema (see parlour/server/migrations)."""
