"""Bots: the `Bot` protocol, a registry by game and name, and game-agnostic bots.

Bots receive a seat's view and its legal actions, never the state (see `base.Bot`).
"""

from __future__ import annotations

from parlour.bots.base import Bot, BotInfo, get_bot, list_bots, register_bot
from parlour.bots.random_bot import RandomBot

__all__ = ["Bot", "BotInfo", "RandomBot", "get_bot", "list_bots", "register_bot"]
