"""The administrators' log: every `parlour admin` action, and the server's inbox of the ones it
must carry out in memory (closing a live table).

Revision ID: r0003
Revises: r0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0003"
down_revision: str | None = "r0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "admin_actions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("actor", sa.String(64), nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("target", sa.String(64), nullable=False),
        sa.Column("reason", sa.String(512), nullable=True),
        sa.Column("done", sa.Float, nullable=True),
    )


def downgrade() -> None:
    op.drop_table("admin_actions")
