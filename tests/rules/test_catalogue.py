"""The catalogue is the one source of the rules' words: refusals say what the rules pages say.

Random games of every registered game that has rules content are played (at its fewest and most
players); at every step, moves that are legal elsewhere (for
another seat, at another moment) are tried where they are not. Each refusal must name a rule
the catalogue has, and its sentence in every language must be the catalogue's sentence (filled
with the refusal's values), so a player reads the same words when refused as on the rules page.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from parlour.engine import registry
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.i18n import LANGUAGES, translate
from parlour.rules import catalogue

# Every registered game with a rules page, at its fewest and its most players.
CASES = [
    (game.id, players)
    for game in registry.games()
    if game.id in catalogue.game_ids()
    for players in sorted({game.min_players, game.max_players})
]


def refusals(game_id: str, players: int, seed: int, tries: int = 4) -> list[IllegalAction]:
    """Refusals met in one random game: moves legal elsewhere, tried where they are not."""
    game = registry.get(game_id)
    state: Any = game.new_state(game.options_type.build(players=players), seed=seed)
    rng = random.Random(seed)
    seen: list[Any] = []
    found: list[IllegalAction] = []
    for _ in range(400):
        if state.is_over():
            break
        for seat in range(players):
            legal = state.legal_actions(seat)
            seen.extend(legal[:6])
            for action in rng.sample(seen, min(tries, len(seen))):
                if action in legal:
                    continue
                try:
                    state.clone().apply(seat, action)
                except IllegalAction as exc:
                    found.append(exc)
                except BadInput:
                    pass
        seat = rng.choice(sorted(state.to_act()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        seen = seen[-60:]
    return found


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_refusals_say_the_catalogue_words(game_id: str, players: int) -> None:
    met = [exc for seed in range(3) for exc in refusals(game_id, players, seed)]
    assert len({exc.key for exc in met}) >= 3, f"too few kinds of refusal met: {sorted({e.key for e in met})}"
    for exc in met:
        entry = catalogue.entry(exc.key) or catalogue.entry(exc.rule)
        assert entry is not None, f"{exc.rule} ({exc.key}) has no catalogue entry"
        assert catalogue.entry(exc.rule) is not None, f"the rule {exc.rule} is not in the catalogue"
        # The words come from the catalogue's sentence, not from the engine's English fallback.
        sentences = catalogue.rule_sentences(game_id)[exc.key]
        for lang in LANGUAGES:
            said = exc.text(lang)
            assert said == translate(exc.key, lang, **exc.params) != exc.message or lang == "en"
            if "{" not in sentences[lang]:
                assert said == sentences[lang] == entry.say(lang), f"{exc.key} in {lang}: refusal and rules page differ"
            else:  # a template: its fixed words are all there
                for piece in sentences[lang].replace("}", "{").split("{")[::2]:
                    assert piece.strip(" .") in said, f"{exc.key} in {lang}: {piece!r} not in {said!r}"


def test_every_rule_entry_is_the_engine_sentence_or_its_statement() -> None:
    for game in catalogue.game_ids():
        known = catalogue.content(game)
        for rule_id, texts in catalogue.rule_sentences(game).items():
            entry = catalogue.entry(rule_id)
            assert entry is not None and entry.kind == "rule"
            expected = known.statements.get(rule_id, texts)
            assert all(entry.say(lang) == expected[lang] for lang in LANGUAGES)
            assert entry.section in {"setup", "turn", "end", "variants"}, rule_id


def test_faq_entries_are_found_from_the_rules_they_explain() -> None:
    for game in catalogue.game_ids():
        for entry in catalogue.entries(game):
            for rule_id in entry.rules:
                assert entry in catalogue.explained_by(rule_id)
    assert {e.id for e in catalogue.explained_by("hanabi.discard.tokens-full")} & {
        e.id for e in catalogue.entries("hanabi") if e.kind == "faq"
    }, "the seed's question about regaining blue tokens explains the full-lid rule"


def test_entries_of_all_games_have_unique_ids_and_their_game_prefix() -> None:
    every = catalogue.entries()
    assert len({e.id for e in every}) == len(every)
    assert all(e.id.startswith(e.game + ".") for e in every)
    assert {e.game for e in every} == set(catalogue.game_ids())


def test_every_variant_has_its_name_and_help_in_four_languages() -> None:
    from parlour.engine import i18n

    for game in catalogue.game_ids():
        for preset in registry.get(game).options_type.PRESETS:
            for key in (f"rules.variant.{game}.{preset}", f"rules.variant.{game}.{preset}.help"):
                assert i18n.has(key), key
                assert len({translate(key, lang) for lang in LANGUAGES}) >= 3, f"{key} is not translated"
