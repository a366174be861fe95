"""Regicide's log and screen sentences in the four languages; card names; redacted draws."""

from __future__ import annotations

import re
from typing import Any

import pytest

from parlour.bots import get_bot
from parlour.engine import i18n
from parlour.engine.events import Event
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.regicide import REGICIDE, RegicideOptions
from parlour.games.regicide.cards import all_cards
from parlour.games.regicide.text import card_name, describe_draws, describe_event, log_sentences

NAMES = ["Ann", "Bob", "Cy", "Dee"]
PREFIXES = (
    "regicide.ui.",
    "regicide.log.",
    "regicide.card.",
    "regicide.rank.",
    "regicide.suit.",
    "regicide.power.name.",
    "regicide.list.",
    "regicide.reason.",
    "regicide.medal.",
)
EVENT_KINDS = {
    "play",
    "heal",
    "draw",
    "damage",
    "defeat",
    "reveal",
    "attack",
    "pay",
    "yield",
    "jester",
    "choose",
    "signal",
    "flip-jester",
    "game-over",
}


def keys() -> list[str]:
    every = i18n.keys()
    return [key for key in every if key.startswith(PREFIXES)]


def test_there_are_screen_log_and_card_messages() -> None:
    found = keys()
    for prefix in PREFIXES:
        assert any(k.startswith(prefix) for k in found), prefix


def test_every_key_the_terminal_and_the_log_use_is_registered() -> None:
    used = set()
    for path in ("parlour/games/regicide/terminal.py", "parlour/games/regicide/text.py"):
        with open(path, encoding="utf-8") as source:
            text = source.read()
        used |= set(re.findall(r'"(regicide\.(?:ui|log|reason|list|card)\.[a-z.-]+)"', text))
    missing = sorted(key for key in used if not i18n.has(key))
    assert not missing


@pytest.mark.parametrize(
    ("code", "names"),
    [
        ("6S", ("6 of Spades", "6 de pique", "6 de picas", "黑桃6")),
        ("AH", ("Ace of Hearts", "as de cœur", "as de corazones", "紅心A")),
        ("10D", ("10 of Diamonds", "10 de carreau", "10 de diamantes", "方塊10")),
        ("JC", ("Jack of Clubs", "valet de trèfle", "jota de tréboles", "梅花J")),
        ("QS", ("Queen of Spades", "dame de pique", "reina de picas", "黑桃Q")),
        ("KH", ("King of Hearts", "roi de cœur", "rey de corazones", "紅心K")),
        ("*", ("jester", "joker", "bufón", "小丑")),
    ],
)
def test_card_names_in_each_language(code: str, names: tuple[str, ...]) -> None:
    assert tuple(card_name(code, lang) for lang in LANGUAGES) == names


def test_every_card_has_a_name_in_every_language() -> None:
    for card in all_cards():
        for lang in LANGUAGES:
            name = card_name(card.code, lang)
            assert name and "{" not in name and "regicide." not in name


def game_events(players: int, seed: int) -> list[Event]:
    """Every event of a rules bots' game (signals asked for after each jester)."""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
    bots = [get_bot("regicide", "rules", seat) for seat in range(players)]
    out: list[Event] = []
    while not state.is_over():
        seat = state.next_to_ask()
        out += state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return out


def all_events() -> list[tuple[int, Event]]:
    return [
        (players, e)
        for players, seed in ((1, 3), (1, 7), (2, 5), (3, 5), (3, 8), (4, 2))
        for e in game_events(players, seed)
    ]


EVENTS = all_events()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_many_games_reads_as_a_full_sentence(lang: str) -> None:
    kinds: set[str] = set()
    for players, event in EVENTS:
        for seat in [None, *range(players)]:
            data = event.for_seat(seat)
            line = describe_event(data, lang, NAMES)
            kinds.add(str(data["kind"]))
            assert line and "{" not in line and "}" not in line and "regicide." not in line, line
            if "seat" in data:
                assert NAMES[int(data["seat"])] in line
            assert translate("regicide.log.unknown-event", lang, kind=data["kind"]) != line
    assert {"play", "heal", "draw", "damage", "defeat", "reveal", "attack", "pay", "game-over"} <= kinds


def test_the_events_these_games_lack_still_read_well() -> None:
    samples: list[dict[str, Any]] = [
        {"kind": "yield", "seat": 1},
        {"kind": "jester", "seat": 2, "shield": 0},
        {"kind": "jester", "seat": 2, "shield": 7},
        {"kind": "choose", "seat": 2, "next": 0, "signals": {"0": True}},
        {"kind": "choose", "seat": 2, "next": 2, "signals": {}},
        {"kind": "signal", "seat": 0, "wants_to_play": True},
        {"kind": "signal", "seat": 1, "wants_to_play": False},
        {"kind": "flip-jester", "seat": 0, "discarded": ["3C", "4H"], "jesters_left": 1},
        {"kind": "attack", "seat": 1, "amount": 0},
        {"kind": "heal", "count": 0, "tavern_size": 3, "discard_size": 0},
        {"kind": "heal", "count": 1, "tavern_size": 3, "discard_size": 0},
        {"kind": "defeat", "seat": 0, "enemy": "KS", "exact": True, "to": "tavern"},
        {"kind": "game-over", "outcome": "won", "reason": "won", "end_reason": "won", "enemies_defeated": 12},
        {"kind": "game-over", "outcome": "won", "end_reason": "won", "enemies_defeated": 12, "medal": "gold"},
        {"kind": "game-over", "outcome": "lost", "end_reason": "cannot-act", "enemies_defeated": 3, "medal": None},
    ]
    expected = [
        "Bob yields",
        "Cy plays a jester: the enemy loses its immunity and does not attack; Cy chooses who plays next",
        "Cy plays a jester: the enemy loses its immunity and does not attack; Cy chooses who plays next "
        "(spades now shield 7)",
        "Cy chooses Ann to play next",
        "Cy chooses to play again",
        "Ann would like to play",
        "Bob would rather not play",
        "Ann flips a jester: discards 2 cards and refills the hand (1 jester left)",
        "the spades shield Bob from the whole attack",
        "hearts: nothing to take back from the discard",
        "hearts: 1 card from the discard goes under the tavern (3 cards)",
        "Ann defeats the King of Spades with exact damage: recruited, it goes on top of the tavern",
        "Victory: the castle has fallen! 12/12 enemies defeated",
        "Victory: the castle has fallen! Medal: gold; 12/12 enemies defeated",
        "Defeat: a player could neither play a card nor yield. 3/12 enemies defeated",
    ]
    assert [describe_event(s, "en", NAMES) for s in samples] == expected
    kinds = {s["kind"] for s in samples} | {e.kind for _, e in EVENTS}
    assert kinds >= EVENT_KINDS
    for lang in LANGUAGES:
        for sample in samples:
            line = describe_event(sample, lang, NAMES)
            assert line and "{" not in line and "regicide." not in line


def test_log_sentences_in_the_four_languages() -> None:
    play = {"kind": "play", "seat": 0, "cards": ["AC", "6H"], "value": 7, "powers": ["clubs", "hearts"]}
    assert [describe_event(play, lang, NAMES) for lang in LANGUAGES] == [
        "Ann plays Ace of Clubs + 6 of Hearts (value 7): hearts heal, clubs double",
        "Ann joue as de trèfle + 6 de cœur (valeur 7) : cœur soigne, trèfle double",
        "Ann juega as de tréboles + 6 de corazones (valor 7): corazones curan, tréboles duplican",
        "Ann 打出梅花A + 紅心6（數值 7）：紅心補牌、梅花加倍",
    ]
    blocked = {"kind": "play", "seat": 1, "cards": ["4S"], "value": 4, "powers": []}
    assert (
        describe_event(blocked, "en", NAMES)
        == "Bob plays 4 of Spades (value 4): no power (Spades blocked by the enemy's immunity)"
    )
    pay = {"kind": "pay", "seat": 2, "cards": ["3C", "4D"], "owed": 7}
    assert describe_event(pay, "fr", NAMES) == "Cy défausse 3 de trèfle, 4 de carreau (7) pour payer 7"
    reveal = {"kind": "reveal", "enemy": "QD", "health": 30, "attack": 15}
    assert describe_event(reveal, "es", NAMES) == "siguiente enemigo: reina de diamantes, vida 30, ataque 15"
    damage = {"kind": "damage", "amount": 14, "total": 20, "health": 20, "shield": 0}
    assert describe_event(damage, "zh-Hant", NAMES) == "造成 14 點傷害（20/20）"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_draw_names_its_card_to_the_drawer_only(lang: str) -> None:
    draws = [(p, e) for p, e in EVENTS if e.kind == "draw" and e.secret]
    assert draws
    for players, event in draws:
        drawer = int(event.data["seat"])
        card = card_name(str(event.secret["card"]), lang)
        mine = describe_event(event.for_seat(drawer), lang, NAMES)
        assert card in mine and mine == translate("regicide.log.draw", lang, player=NAMES[drawer], cards=card)
        for seat in [None, *(s for s in range(players) if s != drawer)]:
            theirs = describe_event(event.for_seat(seat), lang, NAMES)
            assert theirs == translate("regicide.log.draw-hidden", lang, player=NAMES[drawer], count=1)
            assert card not in theirs


def test_a_royal_everyone_saw_go_on_the_tavern_is_named_to_everyone() -> None:
    event = {"kind": "draw", "seat": 1, "tavern_size": 20, "card": "JS", "known": True}
    assert describe_event(event, "en", NAMES) == "Bob draws Jack of Spades (known to all: it was on top of the tavern)"
    healed = {"kind": "draw", "seat": 0, "card": "QH"}  # a royal healed back into the tavern: drawn in secret
    grouped = describe_draws([event, {"kind": "draw", "seat": 1}, healed], "en", NAMES)
    assert grouped == [
        "Bob draws Jack of Spades (known to all: it was on top of the tavern)",
        "Bob draws 1 card",
        "Ann draws Queen of Hearts",
    ]


def test_the_log_groups_a_run_of_draws_per_player() -> None:
    events = [
        {"kind": "play", "seat": 0, "cards": ["5D"], "value": 5, "powers": ["diamonds"]},
        {"kind": "draw", "seat": 0, "card": "3S"},
        {"kind": "draw", "seat": 1},
        {"kind": "draw", "seat": 2},
        {"kind": "draw", "seat": 0, "card": "9H"},
        {"kind": "draw", "seat": 1},
        {"kind": "damage", "amount": 5, "total": 5, "health": 20, "shield": 0},
        {"kind": "attack", "seat": 0, "amount": 10},
    ]
    assert log_sentences(events, None, "en", NAMES).said == [
        "Ann plays 5 of Diamonds (value 5): diamonds draw",
        "Ann draws 3 of Spades, 9 of Hearts",
        "Bob draws 2 cards",
        "Cy draws 1 card",
        "5 damage (5/20)",
        "the enemy attacks Ann for 10",
    ]


def test_a_draw_everyone_saw_is_public_engine_data_for_every_reader() -> None:
    """A royal killed exactly goes on top of the tavern in sight of all: whoever draws it, the engine
    says the draw is public (`known`) to every seat and spectator; any other draw shows its card
    to the drawer alone and is never marked."""
    public = secret = 0
    for seed in range(60):
        state = REGICIDE.new_state(RegicideOptions(players=2), seed=seed)
        bots = [get_bot("regicide", "simple", seed * 2 + seat) for seat in (0, 1)]
        while not state.is_over() and public < 3:
            seat = state.next_to_ask()
            events = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
            for event in (e for e in events if e.kind == "draw"):
                drawer = event.data["seat"]
                seen = [event.for_seat(reader) for reader in (0, 1, None)]
                if event.data.get("known"):
                    public += 1
                    assert all(s["known"] is True and s["card"] == event.data["card"] for s in seen)
                    assert event.data["card"] in state.view(drawer)["hands"][drawer]["known"]
                else:
                    secret += 1
                    assert all("known" not in s for s in seen)
                    assert [("card" in s) for s in seen[:2]] == [reader == drawer for reader in (0, 1)]
        if public >= 3:
            break
    assert public >= 3 and secret > 0
