"""French speaks to the player with « vous », everywhere: every catalogue file and the rules
companion's own French texts (the seeds' quotes, shown as sources, stay as the seeds wrote them).

Caught: the pronouns and possessives of « tu » (tu, te, t', toi, ton, ta, tes) and the
second-person-singular forms of the verbs that open an instruction or a question (« Joue une
carte », « Choisis », « Souhaites-tu »). Words that are also nouns or third-person forms (la
« Pioche », la « Défausse », l'« as », « Regarde le héros vagabond » on a card) are not taken for
an instruction.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.engine import registry
from parlour.rules import content
from tests.test_catalogues import entries, forms

TU = re.compile(r"(?<![\w-])(tu|te|toi|ton|ta|tes)(?![\w'’])|(?<![\w-])t['’](?=\w)|-(tu|toi)\b", re.IGNORECASE)
# Second-person-singular forms that are neither nouns nor third-person forms in these texts.
SINGULAR = (
    "joue|paie|paye|pose|tape|choisis|réponds|écris|réduis|réessaie|essaie|clique|attends|ferme|termine|quitte"
    "|envoie|subis|appuie|donne|utilise|mélange|jette|récupère|lis|prends|fais|dis|sois|aie|garde|compte"
    "|souhaites|veux|peux|dois|sais|vas|as-tu|es-tu|distribue|remplis|ralentis|surveille|tire|tourne|additionne"
    "|applique|dépense|désigne|active|inflige"
)
OPENING = re.compile(rf"(?:^|[.:;!?«(]\s*)({SINGULAR})\b(?!-(?:il|elle|on)\b)", re.IGNORECASE)


def texts(value: Any) -> Iterator[str]:
    """Every French text in a companion's content: each `Texts` mapping's "fr", at any depth
    (a seed's `Source` quote is a citation, not the companion's words: left as written)."""
    if isinstance(value, dict):
        if isinstance(value.get("fr"), str) and "en" in value:
            yield value["fr"]
        else:
            for item in value.values():
                yield from texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from texts(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type) and type(value).__name__ != "Source":
        for field in dataclasses.fields(value):
            yield from texts(getattr(value, field.name))


def french() -> Iterator[tuple[str, str]]:
    for package, key, by_lang in entries():
        for text in forms(by_lang.get("fr", "")):
            yield f"{package}:{key}", text
    for game in registry.games():
        if content.has_content(game.id):
            for text in texts(content.load(game.id)):
                yield f"{game.id} companion", text


def familiar(where: str, text: str) -> list[str]:
    found = [m.group(0) for m in TU.finditer(text)]
    if ".why." in where:  # a bot's reason tells its own move in the third person ("Joue 7♠ : ..."), no instruction
        return found
    return found + [m.group(1) for m in OPENING.finditer(text)]


def test_french_says_vous_to_the_player_everywhere() -> None:
    seen = list(french())
    assert len(seen) > 1000  # the catalogues and the three companions are all read
    found = [f"{where}: {found} in {text!r}" for where, text in seen if (found := familiar(where, text))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Ce n'est pas ton tour.", True),
        ("Joue une carte ou passe d'abord.", True),
        ("Souhaites-tu jouer ?", True),
        ("L'hôte t'a retiré ta place.", True),
        ("Pour survivre, défausse de ta main des cartes.", True),
        ("Ce n'est pas votre tour.", False),
        ("Jouez une carte ou passez d'abord.", False),
        ("Pioche", False),
        ("Défausse · {count}", False),
        ("{player} retourne un joker : défausse 3 cartes", False),
        ("as", False),
        ("Regarde le héros vagabond", False),
        ("Quel héros a-t-il vu ?", False),
    ],
)
def test_the_check_tells_tu_from_vous_and_from_nouns(text: str, caught: bool) -> None:
    assert bool(familiar("a sentence", text)) is caught
