"""A seat that ran out of time keeps the mark: the number of moves made when it ran out (None: it
did not). A turn-based table restarted between the time-out and its stand-in's move applies the
host's rule at once instead of giving the seat a fresh deadline; the number tells a restart that
the stand-in's move was made (a move of the seat after it) if the server stopped before the mark
was cleared. A live table's person out of time on the move clock is still out after a restart.

Revision ID: r0007
Revises: r0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0007"
down_revision: str | None = "r0006"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("out_of_time", sa.Integer, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("out_of_time")
