"""`parlour admin`: what a club's administrator does from the server's shell.

    parlour admin reset-password NAME [--db URL]

There is no e-mail here: a player who forgot their password asks the administrator, who sets a new
random one (printed once, to pass on) and ends every session of the account.
"""

from __future__ import annotations

import secrets

from parlour.server.accounts import Accounts, hasher
from parlour.server.store import Store


class AdminError(Exception):
    """The command cannot do what it was asked; the message says why."""


def reset_password(url: str | None, name: str) -> str:
    """Give the account `name` a new random password (returned) and end its sessions."""
    store = Store(url)
    try:
        people = Accounts(store, 1.0, 1.0, 1.0)
        found = people.find(name)
        if found is None:
            raise AdminError(f"no account called {name!r}")
        password = secrets.token_urlsafe(12)
        people.set_password(found[0], hasher.hash(password), end_sessions=True)
        return password
    finally:
        store.close()
