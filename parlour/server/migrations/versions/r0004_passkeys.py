"""Passkeys: an account's WebAuthn credentials (their public keys), to sign in without the password.

Revision ID: r0004
Revises: r0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "r0004"
down_revision: str | None = "r0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "passkeys",
        sa.Column("credential_id", sa.String(1024), primary_key=True),
        sa.Column("account_id", sa.Integer, sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("public_key", sa.String(2048), nullable=False),
        sa.Column("sign_count", sa.BigInteger, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_index("ix_passkeys_account_id", "passkeys", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_passkeys_account_id", "passkeys")
    op.drop_table("passkeys")
