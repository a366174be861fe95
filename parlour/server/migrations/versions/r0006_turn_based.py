"""Turn-based tables: the deadline of the seat a turn-based table waits for (wall-clock seconds
since the epoch), so a restarted server keeps every clock where it was.

Revision ID: r0006
Revises: r0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0006"
down_revision: str | None = "r0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("deadline", sa.Float, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("deadline")
