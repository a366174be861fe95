"""The baseline: the schema of the last release without migrations (main at b6cc374).

A new database gets these four tables. A database written before migrations existed already has
them, whole or, from an older Parlour, without the nullable columns and the table added since (the
ask levels, the bots' reasons, the notes): the missing ones are added and every row is kept. The
schema is written out here as it was then, never imported from the store, whose tables move on
with later revisions.

Revision ID: r0001
Revises: (none)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def schema() -> list[tuple[str, list[sa.Column[object]], list[sa.schema.SchemaItem]]]:
    """(table, columns, constraints) as the release made them, in creation order."""
    return [
        (
            "tables",
            [
                sa.Column("id", sa.String(32), primary_key=True),
                sa.Column("game", sa.String(32), nullable=False),
                sa.Column("options", sa.JSON, nullable=False),
                sa.Column("seed", sa.BigInteger, nullable=False),
                sa.Column("status", sa.String(16), nullable=False),
                sa.Column("settings", sa.JSON, nullable=False),
                sa.Column("created", sa.Float, nullable=False),
                sa.Column("updated", sa.Float, nullable=False),
                sa.Column("private", sa.Boolean, nullable=True),
            ],
            [],
        ),
        (
            "seats",
            [
                sa.Column("table_id", sa.String(32), primary_key=True),
                sa.Column("seat", sa.Integer, primary_key=True),
                sa.Column("name", sa.String(64), nullable=True),
                sa.Column("token_hash", sa.String(64), nullable=True),
                sa.Column("bot", sa.String(32), nullable=True),
                sa.Column("bot_seed", sa.BigInteger, nullable=True),
                sa.Column("browser_hash", sa.String(64), nullable=True),
                sa.Column("away", sa.String(16), nullable=True),
                sa.Column("clock", sa.Float, nullable=True),
                sa.Column("asking", sa.JSON, nullable=True),
            ],
            [sa.ForeignKeyConstraint(["table_id"], ["tables.id"])],
        ),
        (
            "actions",
            [
                sa.Column("table_id", sa.String(32), primary_key=True),
                sa.Column("idx", sa.Integer, primary_key=True),
                sa.Column("seat", sa.Integer, nullable=False),
                sa.Column("action", sa.JSON, nullable=False),
                sa.Column("at", sa.Float, nullable=False),
                sa.Column("why", sa.JSON, nullable=True),
            ],
            [sa.ForeignKeyConstraint(["table_id"], ["tables.id"])],
        ),
        (
            "notes",
            [
                sa.Column("table_id", sa.String(32), primary_key=True),
                sa.Column("seat", sa.Integer, primary_key=True),
                sa.Column("card", sa.Integer, primary_key=True),
                sa.Column("text", sa.String(1024), nullable=False),
                sa.Column("at", sa.Float, nullable=False),
            ],
            [sa.ForeignKeyConstraint(["table_id"], ["tables.id"])],
        ),
    ]


def upgrade() -> None:
    found = sa.inspect(op.get_bind())
    for name, columns, constraints in schema():
        if not found.has_table(name):
            op.create_table(name, *columns, *constraints)
            continue
        have = {column["name"] for column in found.get_columns(name)}
        for column in columns:
            if column.name not in have:
                assert column.nullable, f"{name}.{column.name}: only nullable columns were ever added"
                op.add_column(name, column)


def downgrade() -> None:
    for name, _columns, _constraints in reversed(schema()):
        op.drop_table(name)
