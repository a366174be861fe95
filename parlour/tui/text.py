"""The terminal's own words: `t`, the short name its code uses (the words are in parlour/locales/)."""

from __future__ import annotations

from typing import Any

from parlour.engine.i18n import translate


def t(key: str, lang: str, **params: Any) -> str:
    """`translate`, under the short name the terminal code uses."""
    return translate(key, lang, **params)
