"""Records and ratings: each finished game's result per seat, Rent a Hero's ratings, and the
account's choice of a private profile. Games finished before this revision are replayed through
the engine and get their records (and ratings, in the order they ended).

Revision ID: r0005
Revises: r0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0005"
down_revision: str | None = "r0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "records",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("variant", sa.String(200), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("account_id", sa.Integer, nullable=True),
        sa.Column("bot", sa.String(32), nullable=True),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("score", sa.Float, nullable=False),
        sa.Column("share", sa.Float, nullable=False),
        sa.Column("medal", sa.String(16), nullable=True),
        sa.Column("turns", sa.Integer, nullable=False),
        sa.Column("finished", sa.Float, nullable=False),
        sa.Column("rating", sa.Float, nullable=True),
    )
    op.create_index("ix_records_account_id", "records", ["account_id"])
    op.create_index("ix_records_finished", "records", ["finished"])
    op.create_table(
        "ratings",
        sa.Column("game", sa.String(32), primary_key=True),
        sa.Column("player", sa.String(64), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Float, nullable=False),
        sa.Column("updated", sa.Float, nullable=False),
    )
    op.add_column("accounts", sa.Column("private_profile", sa.Boolean, nullable=True))
    # The finished games so far, replayed: the engine of this release reads them (as the server
    # does when it opens an old game's replay).
    from parlour.server import records

    records.backfill(op.get_bind())


def downgrade() -> None:
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("private_profile")
    op.drop_table("ratings")
    op.drop_index("ix_records_finished", "records")
    op.drop_index("ix_records_account_id", "records")
    op.drop_table("records")
