"""One test per Regicide rule id, each quoting the seed line it proves.

Seed: ../shared/seeds/002_7520316335cd61e4.txt (French chapter following the official A4 rules
with the solo mode). Quotes in « » are verbatim; `test_quotes_are_verbatim` checks them.
Seat 0 is the first player; the first enemy is the top Jack of the castle.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from parlour.engine import BadInput, replay
from parlour.engine.i18n import translate
from parlour.games.regicide import (
    JESTER,
    REGICIDE,
    Card,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    RegicideOptions,
    Signal,
    Yield,
)
from parlour.games.regicide.actions import card_key
from parlour.games.regicide.cards import all_cards
from parlour.games.regicide.decks import castle_for, game
from parlour.games.regicide.text import medal_word
from tests.games.regicide.helpers import codes, hand, refused, skip_enemies, tavern_runs_dry

SEED = Path(__file__).parents[4] / "shared" / "seeds" / "002_7520316335cd61e4.txt"

# Two players: seat 0 holds hearts and spades, seat 1 clubs and diamonds.
TWO = [["AH", "2H", "3H", "4H", "5H", "6S", "7S"], ["AC", "2C", "3C", "4C", "5C", "6D", "7D"]]
# Three players with the one jester in seat 1's hand.
THREE = [
    ["AH", "2H", "3H", "4H", "5S", "6S"],
    ["*", "AC", "2C", "3C", "4D", "5D"],
    ["AS", "2S", "3S", "4C", "5C", "6C"],
]
# Solo: a hand of 8.
SOLO = [["AH", "2H", "3H", "4H", "5S", "6S", "7C", "8D"]]
# A partner with no Ace, no 5, no 9 or 10.
PARTNER = ["2C", "3C", "4C", "6C", "6D", "7D", "8D"]
# Two players with big clubs: 10C then AC 9C deal 40 to an enemy that is not Clubs.
STRONG = [["10C", "10H", "10S", "2H", "3H", "4H", "5H"], ["AC", "9C", "5C", "2D", "3D", "4D", "6D"]]


def kinds(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.kind for e in events]


# -- the docstrings quote the seed -------------------------------------------------------


def test_quotes_are_verbatim() -> None:
    """Every test here and in test_scenarios.py quotes the seed, and every « quote » is in it word for word."""
    if not SEED.exists():
        pytest.skip("the seeds are not next to this checkout")
    seed = " ".join(SEED.read_text(encoding="utf-8").split())
    checked = 0
    for name in ("test_rules.py", "test_scenarios.py"):
        tree = ast.parse((Path(__file__).parent / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.FunctionDef)
                and node.name.startswith("test_")
                and node.name != "test_quotes_are_verbatim"
            ):
                doc = ast.get_docstring(node)
                assert doc and "«" in doc, f"{node.name} quotes no seed line"
                for quote in re.findall(r"«\s*(.+?)\s*»", doc, flags=re.S):
                    assert " ".join(quote.split()) in seed, f"{node.name}: not in the seed: {quote!r}"
                    checked += 1
    assert checked >= 80


# -- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 5, -1])
def test_regicide_setup_players(players: int) -> None:
    """« Distribuez la main maximale : 7 cartes chacun à 2 ; 6 à 3 ; 5 à 4 ; 8 en solo. »: solo to four."""
    with pytest.raises(BadInput) as info:
        RegicideOptions(players=players)
    assert info.value.code == "regicide.setup.players"
    assert "[regicide.setup.players]" in info.value.message
    for ok in range(1, 5):
        assert REGICIDE.new_state(RegicideOptions(players=ok), seed=1).players == ok
    assert (REGICIDE.min_players, REGICIDE.max_players) == (1, 4)


@pytest.mark.parametrize(("players", "size", "jesters"), [(1, 8, 0), (2, 7, 0), (3, 6, 1), (4, 5, 2)])
def test_regicide_setup_hand_size(players: int, size: int, jesters: int) -> None:
    """« Main maximale : solo 8, à 2 : 7, à 3 : 6, à 4 : 5. »"""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=7)
    assert [len(h) for h in state.hands] == [size] * players
    view = state.view(0)
    assert view["max_hand"] == size
    assert [h["count"] for h in view["hands"]] == [size] * players
    assert view["tavern_size"] == 40 + jesters - size * players


def test_regicide_setup_deal() -> None:
    """« Distribuez la main maximale : 7 cartes chacun à 2 ; 6 à 3 ; 5 à 4 ; 8 en solo. Laissez une défausse
    commune. » One card at a time from seat 0, round the table, each hand kept sorted."""
    tavern = [c for c in all_cards() if c.rank <= 10]  # a fixed tavern: hearts, diamonds, clubs, spades
    state = REGICIDE.new_state(RegicideOptions(players=3), seed=0, deck=castle_for() + tavern + [JESTER])
    for seat in range(3):
        assert hand(state, seat) == codes(sorted(tavern[seat:18:3], key=card_key))
    assert codes(state.tavern) == codes([*tavern[18:], JESTER])
    assert state.discard == [] and state.view(None)["discard"] == []


def test_regicide_setup_deck() -> None:
    """« C'est le château. » « C'est la taverne, votre pioche commune. » An explicit deck is the castle then
    the tavern, and nothing else is accepted."""
    good = castle_for() + [c for c in all_cards() if c.rank <= 10]
    state = REGICIDE.new_state(RegicideOptions(players=2), seed=0, deck=good)
    assert codes(state.castle) == codes(good[:12])
    record = state.record()
    assert record.deck == codes(good)
    assert replay(record).snapshot() == state.snapshot()
    queen_first = [good[4], *good[:4], *good[5:]]
    short = good[:-1]
    with_jester = [*good[:-1], JESTER]
    bad_castle = [Card(5, "hearts"), *good[1:12], good[0], *good[12:]]
    for deck in (queen_first, short, with_jester, bad_castle, ["AH", *good[1:]]):
        with pytest.raises(BadInput) as info:
            REGICIDE.new_state(RegicideOptions(players=2), seed=0, deck=deck)
        assert info.value.code == "regicide.setup.deck"
    with pytest.raises(BadInput):  # three players need the one jester in the tavern
        REGICIDE.new_state(RegicideOptions(players=3), seed=0, deck=good)


def test_regicide_castle_order() -> None:
    """« Mélangez les 4 rois et posez-les face cachée. Mélangez les 4 dames et placez-les dessus, puis les 4
    valets au sommet. C'est le château. »"""
    orders = set()
    for seed in range(30):
        state = REGICIDE.new_state(RegicideOptions(players=2), seed=seed)
        castle = state.castle
        assert [c.rank for c in castle] == [11] * 4 + [12] * 4 + [13] * 4
        for group in (castle[:4], castle[4:8], castle[8:]):
            assert {c.suit for c in group} == {"hearts", "diamonds", "clubs", "spades"}
        orders.add(tuple(codes(castle)))
        again = REGICIDE.new_state(RegicideOptions(players=2), seed=seed)
        assert codes(again.castle) == codes(castle)  # the seed fixes the shuffle
        assert state.view(0)["enemy"]["card"] == castle[0].code  # the top Jack is the first enemy
        assert state.view(0)["castle_left"] == 12
        assert "castle" not in state.view(0) and "castle" not in state.view(None)
    assert len(orders) > 20  # each group really is shuffled
    assert len({o[:4] for o in orders}) > 5 and len({o[8:] for o in orders}) > 5


def test_regicide_castle_stats() -> None:
    """« Un valet possède 20 points de vie et attaque à 10 ; une dame, 30 et 15 ; un roi, 40 et 20. »"""
    for skipped, card, health, attack in ((0, "JS", 20, 10), (4, "QH", 30, 15), (8, "KD", 40, 20)):
        state = game(STRONG, castle=("JS", "QH", "KD"))
        skip_enemies(state, skipped)  # a Queen or a King to fight, as if the Jacks (and Queens) were gone
        enemy = state.view(1)["enemy"]
        assert (enemy["card"], enemy["health"], enemy["attack"], enemy["damage"]) == (card, health, attack, 0)
        events = state.apply(0, PlayCards(("10C",)))  # 20 damage
        if health == 20:
            assert events[2].data["enemy"] == "JS"  # 20 is a Jack's whole health
            continue
        assert (state.phase, state.to_pay, state.damage) == ("pay", attack, 20)
        state.apply(0, Pay(("10H", "10S")))
        events = state.apply(1, PlayCards(("5C",)) if health == 30 else PlayCards(("AC", "9C")))
        assert events[1].data["total"] == health
        assert events[2].kind == "defeat" and events[2].data["enemy"] == card


@pytest.mark.parametrize(("players", "jesters"), [(1, 0), (2, 0), (3, 1), (4, 2)])
def test_regicide_tavern_composition(players: int, jesters: int) -> None:
    """« Mélangez les as et les cartes de 2 à 10 avec le nombre de jokers approprié. C'est la taverne, votre
    pioche commune. »"""
    state = REGICIDE.new_state(RegicideOptions(players=players), seed=11)
    cards = state.tavern + [c for h in state.hands for c in h]
    expected = [c for c in all_cards() if c.rank <= 10] + [JESTER] * jesters
    assert Counter(cards) == Counter(expected)
    assert not any(c.is_royal for c in cards)


@pytest.mark.parametrize(("players", "jesters"), [(1, 0), (2, 0), (3, 1), (4, 2)])
def test_regicide_tavern_jesters(players: int, jesters: int) -> None:
    """« 2 jokers. À 2 joueurs, aucun n'entre dans la pioche ; à 3, un ; à 4, deux. En solo, les deux restent
    à côté comme ressources spéciales. »"""
    for seed in range(5):
        state = REGICIDE.new_state(RegicideOptions(players=players), seed=seed)
        inside = sum(c.is_jester for c in state.tavern) + sum(c.is_jester for h in state.hands for c in h)
        assert inside == jesters
        assert state.view(0)["solo_jesters"] == (2 if players == 1 else 0)
    assert RegicideOptions(players=players).jesters_in_tavern == jesters


# -- playing ----------------------------------------------------------------------------


def test_regicide_play_values() -> None:
    """« Les valeurs de 2 à 10 valent le nombre imprimé ; un as vaut 1. » « Une figure recrutée vaut 10 pour un
    valet, 15 pour une dame, 20 pour un roi, en attaque ou en défense. »"""
    state = game(TWO, castle=("JH",))
    events = state.apply(0, PlayCards(("AH",)))
    assert events[1].data["amount"] == 1 and state.damage == 1
    state.apply(0, Pay(("3H", "7S")))
    events = state.apply(1, PlayCards(("6D",)))
    assert events[0].data["value"] == 6 and state.damage == 7
    assert [Card(rank, "clubs").value for rank in range(1, 14)] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 15, 20]
    assert JESTER.value == 0


def test_regicide_play_not_in_hand() -> None:
    """« Joue une carte, active son pouvoir, inflige les dégâts » — one of your own cards."""
    state = game(TWO)
    refused(state, 0, PlayCards(("AC",)), "regicide.play.not-in-hand")  # the partner's card
    refused(state, 0, PlayCards(("KS",)), "regicide.play.not-in-hand")
    refused(state, 0, PlayCards(("AH", "8H")), "regicide.play.not-in-hand")


def test_regicide_turn_order() -> None:
    """« Tour : jouer ; pouvoir ; dégâts ; payer la contre-attaque restante. »"""
    state = game(TWO)
    refused(state, 0, Pay(("AH",)), "regicide.turn.order")  # nothing to pay before playing
    state.apply(0, PlayCards(("2H",)))
    assert state.phase == "pay"
    error = refused(state, 0, PlayCards(("3H",)), "regicide.turn.order")
    assert error.params == {"amount": 10} and "(10)" in error.message
    refused(state, 0, Yield(), "regicide.turn.order")
    assert state.legal_actions(0) and all(isinstance(a, Pay) for a in state.legal_actions(0))


def test_regicide_turn_suffer() -> None:
    """« Joue une carte, active son pouvoir, inflige les dégâts, puis subis la contre-attaque si l'ennemi vit
    encore. »"""
    state = game(TWO, castle=("JC",))
    events = state.apply(0, PlayCards(("4H",)))
    assert kinds(events) == ["play", "heal", "damage", "attack"]
    assert events[-1].data == {"seat": 0, "amount": 10}
    assert (state.phase, state.current, state.to_pay) == ("pay", 0, 10)
    view = state.view(1)
    assert (view["phase"], view["to_pay"], view["to_act"]) == ("pay", 10, [0])
    state.apply(0, Pay(("5H", "6S")))
    assert (state.phase, state.current, state.to_pay) == ("play", 1, 0)


def test_regicide_turn_out_of_turn() -> None:
    """« Chacun joue à son tour, mais une seule défaite individuelle fait perdre tout le groupe. »"""
    state = game(TWO)
    refused(state, 1, PlayCards(("AC",)), "regicide.turn.out-of-turn")
    state.apply(0, PlayCards(("2H",)))
    refused(state, 1, Pay(("7D",)), "regicide.turn.out-of-turn")  # the active player pays


def test_regicide_end_game_over() -> None:
    """« Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer
    légalement. » Once lost, nothing more is played."""
    state = game([["AH", "AD", "AC", "AS", "2H", "2D", "2S"], PARTNER], castle=("JS",))
    state.apply(0, PlayCards(("AH",)))  # 9 left in hand against an attack of 10
    assert state.is_over()
    refused(state, 0, Pay(("AD", "AC", "AS", "2H", "2D", "2S")), "regicide.end.game-over")
    refused(state, 1, PlayCards(("2C",)), "regicide.end.game-over")
    assert state.to_act() == frozenset() and all(state.legal_actions(s) == [] for s in (0, 1))


# -- suit powers ------------------------------------------------------------------------


def test_regicide_power_immunity() -> None:
    """« Chaque ennemi est immunisé au pouvoir de sa propre enseigne, mais pas à la valeur de dégâts des cartes
    correspondantes. Un valet de carreau bloque donc la pioche des carreaux joués contre lui. »"""
    state = game(TWO, castle=("JD",))
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    tavern = state.view(1)["tavern_size"]
    events = state.apply(1, PlayCards(("7D",)))
    assert kinds(events) == ["play", "damage", "attack"]
    assert events[0].data["powers"] == []
    assert state.damage == 7 and len(state.hands[1]) == 6 and state.view(1)["tavern_size"] == tavern
    assert state.view(0)["enemy"]["immune"] == "diamonds"


def test_regicide_power_order() -> None:
    """« Si cœur et carreau sont activés ensemble, soignez d'abord la pioche avec cœur, puis piochez avec
    carreau. »"""
    state = game([["AH", "AD", "2H", "3H", "4H", "5S", "6S"], TWO[1]], castle=("JS",))
    tavern_runs_dry(state)  # an empty tavern: Diamonds can only draw what Hearts put back
    events = state.apply(0, PlayCards(("AD", "AH")))
    assert kinds(events) == ["play", "heal", "draw", "draw", "damage", "attack"]
    assert events[1].data["count"] == 2
    assert len(state.hands[0]) == 7 and state.tavern == []


def test_regicide_power_hearts() -> None:
    """« Cœur : mélange la défausse et prends, face cachée, autant de cartes que la valeur jouée ; place-les sous
    la taverne sans les regarder. »"""
    state = game(TWO, castle=("JC",))
    state.apply(0, Yield())
    state.apply(0, Pay(("AH", "2H", "3H", "4H")))
    state.apply(1, PlayCards(("AC",)))
    state.apply(1, Pay(("2C", "3C", "5C")))  # seven cards in the discard
    discard = Counter(state.discard)
    tavern = list(state.tavern)
    events = state.apply(0, PlayCards(("5H",)))
    assert events[1].kind == "heal" and events[1].data == {
        "count": 5,
        "tavern_size": len(tavern) + 5,
        "discard_size": 2,
    }
    assert state.tavern[: len(tavern)] == tavern  # under the tavern: the top is untouched
    moved = state.tavern[len(tavern) :]
    assert Counter(moved) + Counter(state.discard) == discard
    assert all(set(events[1].for_seat(s)) == {"kind", "count", "tavern_size", "discard_size"} for s in (0, 1, None))
    assert state.view(1)["discard"] == codes(state.discard)


def test_regicide_power_diamonds() -> None:
    """« Carreau : faites piocher autant de cartes que la valeur jouée, une par personne à tour de rôle, en
    commençant par le joueur actif. Sautez les mains déjà pleines. On ne dépasse pas la taille maximale. »"""
    state = game(THREE, castle=("JS",), draws=("7H", "7D", "7C", "7S"))
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))  # seat 0: 4 cards
    events = state.apply(1, PlayCards(("4D",)))  # seat 1: 5 cards; seat 2 is full
    draws = [e.data["seat"] for e in events if e.kind == "draw"]
    assert draws == [1, 0, 0]  # seat 1, (2 full), seat 0, (1 full, 2 full), seat 0: all full after 3 of 4
    assert [len(h) for h in state.hands] == [6, 6, 6]
    assert hand(state, 1) == ["*", "AC", "2C", "3C", "5D", "7H"]


def test_regicide_power_clubs() -> None:
    """« Trèfle : double les dégâts infligés par cette attaque. Cela ne double pas les autres pouvoirs. »"""
    mine = ["AC", "6S", "2H", "3H", "4H", "5H", "9H"]
    state = game([mine, ["AS", *TWO[1][1:]]], castle=("JD",))
    events = state.apply(0, PlayCards(("AC", "6S")))  # value 7: 14 damage, but spades still 7
    assert events[0].data["value"] == 7
    assert events[1].data["amount"] == 14 and state.damage == 14
    assert (state.spades, state.to_pay) == (7, 3)
    clubs_enemy = game([mine, ["AS", *TWO[1][1:]]], castle=("JC",))
    clubs_enemy.apply(0, PlayCards(("AC", "6S")))
    assert (clubs_enemy.damage, clubs_enemy.to_pay) == (7, 3)  # a Clubs enemy is immune: not doubled


def test_regicide_power_spades() -> None:
    """« Pique : réduis l'attaque de cet ennemi de la valeur jouée. Les réductions de tous les piques
    s'additionnent et restent jusqu'à sa défaite ; l'attaque ne devient pas négative. »"""
    state = game(TWO, castle=("JH",))
    events = state.apply(0, PlayCards(("6S",)))
    assert events[-1].data["amount"] == 4 and state.view(1)["enemy"]["attack_now"] == 4
    state.apply(0, Pay(("4H",)))
    state.apply(1, PlayCards(("2C",)))
    assert state.to_pay == 4  # the spades' reduction stays
    state.apply(1, Pay(("4C",)))
    events = state.apply(0, PlayCards(("7S",)))  # 6 + 7 = 13 off an attack of 10: zero, not -3
    assert events[-1].data["amount"] == 0
    assert state.view(0)["enemy"]["attack_now"] == 0 and state.view(0)["enemy"]["shield"] == 13
    assert (state.phase, state.current) == ("play", 1)  # nothing to pay: the next player plays


# -- Aces, combos -----------------------------------------------------------------------


def test_regicide_companion_pair() -> None:
    """« Tu peux associer un as à une autre carte, sauf un joker, même à un autre as. » « N'ajoute pas un as à
    cette combinaison : l'as ne s'associe qu'à une seule carte. »"""
    state = game([["AH", "AD", "AS", "2H", "2D", "5S", "9C"], TWO[1]], castle=("JC",))
    legal = state.legal_actions(0)
    assert PlayCards(("AH", "9C")) in legal and PlayCards(("AD", "AH")) in legal
    refused(state, 0, PlayCards(("AH", "2H", "2D")), "regicide.companion.pair")
    refused(state, 0, PlayCards(("AH", "AD", "AS")), "regicide.companion.pair")
    refused(state, 0, PlayCards(("AH", "AS", "5S")), "regicide.companion.pair")
    events = state.apply(0, PlayCards(("AS", "AD")))  # two Aces: value 2, both suits' powers
    assert events[0].data["value"] == 2 and events[0].data["powers"] == ["diamonds", "spades"]


def test_regicide_combo_same_value() -> None:
    """« Tu peux aussi jouer 2, 3 ou 4 cartes de même valeur, si leur somme ne dépasse pas 10. »"""
    state = game([["2H", "2D", "2S", "3H", "3D", "5S", "5C"], PARTNER], castle=("JS",))
    refused(state, 0, PlayCards(("2H", "3H")), "regicide.combo.same-value")
    refused(state, 0, PlayCards(("2D", "3D", "5S")), "regicide.combo.same-value")
    assert PlayCards(("2D", "2H", "2S")) in state.legal_actions(0)
    assert PlayCards(("2H", "3H")) not in state.legal_actions(0)
    events = state.apply(0, PlayCards(("5S", "5C")))  # 5 + 5: value 10, clubs doubles it: 20
    assert events[0].data["value"] == 10 and events[1].data["amount"] == 20


def test_regicide_combo_max_ten() -> None:
    """« Ainsi, trois 3 conviennent ; trois 4 ne conviennent pas. »"""
    state = game([["3H", "3D", "3S", "4H", "4D", "4S", "6S"], TWO[1]], castle=("JC",))
    refused(state, 0, PlayCards(("4H", "4D", "4S")), "regicide.combo.max-ten")
    assert PlayCards(("4H", "4D")) in state.legal_actions(0)
    assert PlayCards(("4D", "4H", "4S")) not in state.legal_actions(0)
    events = state.apply(0, PlayCards(("3H", "3D", "3S")))
    assert events[0].data["value"] == 9 and state.spades == 9 and state.to_pay == 1


# -- jesters ----------------------------------------------------------------------------


def test_regicide_jester_alone() -> None:
    """« Le joker se joue seul. »"""
    state = game(THREE)
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    refused(state, 1, PlayCards(("*", "AC")), "regicide.jester.alone")
    refused(state, 1, PlayCards(("*", "5D")), "regicide.jester.alone")
    assert not any(len(a.cards) > 1 and "*" in a.cards for a in state.legal_actions(1) if isinstance(a, PlayCards))


def test_regicide_jester_play() -> None:
    """« Il n'inflige pas de dégâts, supprime l'immunité de l'ennemi et évite sa contre-attaque ce tour-ci. »"""
    state = game(THREE, castle=("JC",))
    state.apply(0, PlayCards(("AH",)))
    state.apply(0, Pay(("4H", "6S")))
    assert state.view(1)["enemy"]["immune"] == "clubs"
    events = state.apply(1, PlayCards(("*",)))
    assert kinds(events) == ["jester"]  # no damage, no attack
    view = state.view(2)
    assert view["enemy"]["damage"] == 1 and view["enemy"]["immune"] is None
    assert (view["phase"], view["chooser"], view["to_pay"]) == ("choose", 1, 0)
    assert view["table"] == [["AH"], ["*"]]


def test_regicide_jester_choose() -> None:
    """« Son joueur choisit qui joue ensuite. »"""
    state = game(THREE)
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    state.apply(1, PlayCards(("*",)))
    assert state.to_act() == frozenset({0, 1, 2})
    assert state.legal_actions(1) == [ChooseNext(0), ChooseNext(1), ChooseNext(2)]
    refused(state, 1, Signal(True), "regicide.jester.choose")
    refused(state, 1, PlayCards(("AC",)), "regicide.jester.choose")
    refused(state, 1, ChooseNext(3), "regicide.jester.choose")
    events = state.apply(1, ChooseNext(0))
    assert events[0].data["next"] == 0
    assert (state.phase, state.current, state.chooser) == ("play", 0, None)


def test_regicide_jester_self_choice() -> None:
    """« Son joueur choisit qui joue ensuite. » Themselves too by default; not with `jester_self_choice=False`."""
    for allowed in (True, False):
        state = game(THREE, jester_self_choice=allowed)
        state.apply(0, Yield())
        state.apply(0, Pay(("4H", "6S")))
        state.apply(1, PlayCards(("*",)))
        assert (ChooseNext(1) in state.legal_actions(1)) is allowed
        if allowed:
            state.apply(1, ChooseNext(1))
            assert (state.current, state.phase) == (1, "play")
        else:
            refused(state, 1, ChooseNext(1), "regicide.jester.self-choice")
            state.apply(1, ChooseNext(2))
            assert state.current == 2
    assert RegicideOptions.PRESETS["no-self-jester"].values == {"jester_self_choice": False}


def test_regicide_jester_signal_only() -> None:
    """« Vous pouvez alors seulement dire si vous souhaitez jouer, sans décrire vos cartes. »"""
    state = game(THREE)
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    state.apply(1, PlayCards(("*",)))
    assert state.legal_actions(0) == [Signal(True), Signal(False)]
    refused(state, 2, PlayCards(("AS",)), "regicide.jester.signal-only")
    refused(state, 2, ChooseNext(2), "regicide.jester.signal-only")
    refused(state, 0, Yield(), "regicide.jester.signal-only")
    state.apply(2, Signal(True))
    state.apply(0, Signal(False))
    assert state.view(1)["signals"] == {"0": False, "2": True}
    events = state.apply(1, ChooseNext(2))
    assert events[0].data["signals"] == {"0": False, "2": True}
    assert state.view(1)["signals"] == {}


def test_regicide_jester_no_choice() -> None:
    """« Son joueur choisit qui joue ensuite. » — only after a jester."""
    state = game(THREE)
    refused(state, 0, ChooseNext(1), "regicide.jester.no-choice")
    refused(state, 0, Signal(True), "regicide.jester.no-choice")


# -- paying -----------------------------------------------------------------------------


def test_regicide_pay_enough() -> None:
    """« le joueur actif défausse de sa main une valeur totale au moins égale à son attaque restante. » « Les
    jokers valent 0 pour payer ; les as valent 1. »"""
    state = game(THREE, castle=("JH",))
    state.apply(0, PlayCards(("5S",)))  # attack 10 - 5 = 5
    error = refused(state, 0, Pay(("AH", "3H")), "regicide.pay.enough")
    assert error.params == {"total": 4, "amount": 5}
    assert error.text("fr") == "Ces cartes valent 4 ; défaussez au moins 5."
    refused(state, 0, Pay(()), "regicide.pay.enough")
    assert Pay(("AH", "4H")) in state.legal_actions(0)
    assert Pay(("AH", "3H")) not in state.legal_actions(0)
    state.apply(0, Pay(("AH", "4H")))  # 1 + 4 = 5
    state.apply(1, PlayCards(("4D",)))  # 4 dealt, draws; attack 5
    assert state.to_pay == 5
    refused(state, 1, Pay(("*", "AC", "3C")), "regicide.pay.enough")  # 0 + 1 + 3
    state.apply(1, Pay(("*", "2C", "3C")))  # the jester can go along, worth nothing
    assert "*" in codes(state.discard)


def test_regicide_pay_not_in_hand() -> None:
    """« le joueur actif défausse de sa main une valeur totale au moins égale à son attaque restante. »"""
    state = game(TWO)
    state.apply(0, PlayCards(("AH",)))
    refused(state, 0, Pay(("7D", "5C")), "regicide.pay.not-in-hand")
    refused(state, 0, Pay(("10H",)), "regicide.pay.not-in-hand")
    refused(state, 0, Pay(("AH", "4H", "5H")), "regicide.pay.not-in-hand")  # the Ace is on the table now


def test_regicide_pay_no_power() -> None:
    """« Ces cartes ne déclenchent aucun pouvoir. »"""
    state = game([["AH", "9H", "8D", "7C", "6S", "5S", "4S"], TWO[1]], castle=("JH",))
    state.apply(0, PlayCards(("AH",)))
    before = state.snapshot()
    events = state.apply(0, Pay(("6S", "7C", "8D", "9H")))  # one card of each suit, 30 in all
    assert kinds(events) == ["pay"]
    after = state.snapshot()
    assert after["tavern"] == before["tavern"]  # no heal, no draw
    assert (after["damage"], after["spades"]) == (1, 0)  # no damage, no shield
    assert [len(h) for h in state.hands] == [2, 7]


def test_regicide_pay_no_refund() -> None:
    """« Les dégâts excédentaires payés ne sont pas remboursés. »"""
    state = game(TWO, castle=("JH",))
    state.apply(0, PlayCards(("6S",)))  # attack 4
    events = state.apply(0, Pay(("4H", "5H", "7S")))  # 16 for 4
    assert events[0].data == {"seat": 0, "cards": ["4H", "5H", "7S"], "owed": 4}
    assert hand(state, 0) == ["AH", "2H", "3H"]
    assert codes(state.discard) == ["4H", "5H", "7S"] and state.damage == 6
    state.apply(1, Yield())
    assert state.to_pay == 4  # nothing carried over


# -- yielding ---------------------------------------------------------------------------


def test_regicide_yield_suffer() -> None:
    """« Tu peux passer au lieu d'attaquer : subis directement la contre-attaque. »"""
    state = game(TWO, castle=("JH",))
    events = state.apply(0, Yield())
    assert kinds(events) == ["yield", "attack"]
    assert (state.phase, state.current, state.to_pay, state.damage) == ("pay", 0, 10, 0)
    assert state.table == [] and len(state.hands[0]) == 7


def test_regicide_yield_all_yielded() -> None:
    """« Il est interdit que tous les joueurs passent successivement. »"""
    state = game(TWO)
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    assert Yield() not in state.legal_actions(1) and state.view(1)["can_yield"] is False
    error = refused(state, 1, Yield(), "regicide.yield.all-yielded")
    assert error.text("es") == translate("regicide.yield.all-yielded", "es")
    state.apply(1, PlayCards(("AC",)))
    state.apply(1, Pay(("4C", "6D")))
    assert Yield() in state.legal_actions(0)


def test_regicide_yield_solo() -> None:
    """« En solo, tu ne peux donc pas passer. »"""
    state = game(SOLO)
    assert Yield() not in state.legal_actions(0) and state.view(0)["can_yield"] is False
    refused(state, 0, Yield(), "regicide.yield.solo")


# -- defeating an enemy -----------------------------------------------------------------


def test_regicide_defeat_exact() -> None:
    """« S'il a reçu exactement sa vie en dégâts, placez la figure sur la taverne ; sinon, dans la défausse. »"""
    exact = game([["10C", "AH", "2H", "3H", "4H", "5H", "6H"], TWO[1]], castle=("JH", "JS"))
    events = exact.apply(0, PlayCards(("10C",)))
    assert events[2].data == {"seat": 0, "enemy": "JH", "exact": True, "to": "tavern"}
    assert exact.tavern[0] == Card(11, "hearts") and exact.view(1)["tavern_top"] == "JH"
    assert codes(exact.discard) == ["10C"]
    over = game([["10C", "AC", "2H", "3H", "4H", "5H", "6H"], ["AS", *TWO[1][1:]]], castle=("JH", "JS"))
    events = over.apply(0, PlayCards(("10C", "AC")))  # 11 doubled: 22
    assert events[2].data == {"seat": 0, "enemy": "JH", "exact": False, "to": "discard"}
    assert "JH" in codes(over.discard) and over.view(1)["tavern_top"] is None


def test_regicide_defeat_next() -> None:
    """« Révélez le prochain ennemi : celui qui a remporté le combat commence immédiatement contre lui, sans
    subir la contre-attaque du vaincu. »"""
    state = game(TWO, castle=("JH", "JC"))
    state.apply(0, PlayCards(("7S",)))
    state.apply(0, Pay(("AH", "2H")))
    state.apply(1, Yield())
    state.apply(1, Pay(("4C",)))
    state.apply(0, PlayCards(("4H",)))  # 7 + 4: the Jack of Hearts lives
    state.apply(0, Pay(("3H",)))
    events = state.apply(1, PlayCards(("5C",)))  # + 10 = 21
    assert kinds(events) == ["play", "damage", "defeat", "reveal"]
    assert events[-1].data == {"enemy": "JC", "health": 20, "attack": 10}
    view = state.view(0)
    assert (view["current"], view["phase"], view["to_pay"]) == (1, "play", 0)
    assert view["enemy"] == {
        "card": "JC",
        "health": 20,
        "attack": 10,
        "damage": 0,
        "shield": 0,
        "attack_now": 10,
        "immune": "clubs",
    }
    assert view["table"] == [] and view["defeated"] == 1 and view["castle_left"] == 11


# -- the end ----------------------------------------------------------------------------


def test_regicide_end_win() -> None:
    """« La défaite du quatrième roi donne une victoire commune immédiate. Il n'y a ni égalité ni score entre
    partenaires. »"""
    state = game(STRONG, castle=("KH", "KC", "KS", "KD"))
    skip_enemies(state, 11)  # eleven fights later: the last King
    assert state.view(0)["enemy"]["card"] == "KD" and state.view(0)["castle_left"] == 1
    state.apply(0, PlayCards(("10C",)))  # 20 of 40
    state.apply(0, Pay(("10H", "10S")))
    events = state.apply(1, PlayCards(("AC", "9C")))  # 20 more: exactly 40
    assert kinds(events) == ["play", "damage", "defeat", "game-over"]  # no next enemy, no attack
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason, result.scores) == ("won", "won", (1.0, 1.0))
    assert result.details["enemies_defeated"] == 12 and "medal" not in result.details
    view = state.view(None)
    assert (view["over"], view["enemy"], view["castle_left"], view["to_act"]) == (True, None, 0, [])
    refused(state, 0, PlayCards(("2H",)), "regicide.end.game-over")


def test_regicide_end_cannot_pay() -> None:
    """« Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer
    légalement. »"""
    state = game([["AH", "AD", "AC", "AS", "2H", "2D", "2S"], PARTNER], castle=("JS",))
    events = state.apply(0, PlayCards(("2S",)))  # the spade does nothing to a Spades Jack: 8 in hand for 10
    assert state.is_over()
    assert kinds(events)[-2:] == ["attack", "game-over"]
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason, result.scores) == ("lost", "cannot-pay", (0.0, 0.0))
    assert state.view(1)["over"] is True and state.view(1)["result"]["end_reason"] == "cannot-pay"


def test_regicide_end_cannot_act() -> None:
    """« Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer
    légalement. »"""
    state = game([["2S", "AH", "AD", "AS", "2H", "2D", "3H"], TWO[1]], castle=("JC",))
    state.apply(0, PlayCards(("2S",)))  # attack 8
    state.apply(0, Pay(("AD", "AH", "AS", "2D", "2H", "3H")))  # the whole hand, 10 for 8
    state.apply(1, Yield())
    assert not state.is_over()
    events = state.apply(1, Pay(("4C", "7D")))
    # Seat 0 holds nothing to play and may not yield right after seat 1 did.
    assert state.is_over() and events[-1].kind == "game-over"
    result = state.result()
    assert result is not None and (result.outcome, result.reason) == ("lost", "cannot-act")


# -- solo -------------------------------------------------------------------------------


def test_regicide_solo_jesters() -> None:
    """« Les deux jokers sont hors du paquet. »"""
    state = game(SOLO)
    assert state.view(0)["solo_jesters"] == 2
    assert not any(c.is_jester for c in state.tavern + state.hands[0])
    assert FlipJester() in state.legal_actions(0)
    duo = game(TWO)
    refused(duo, 0, FlipJester(), "regicide.solo.jesters")
    assert FlipJester() not in duo.legal_actions(0)


def test_regicide_solo_jester() -> None:
    """« Au début de l'étape de jeu ou juste avant de payer une contre-attaque, retourne l'un d'eux pour
    défausser ta main et refaire une main de 8, avec les cartes disponibles. »"""
    state = game(SOLO, draws=("9H", "9D", "9C", "9S", "10H", "10D", "10C", "10S"))
    events = state.apply(0, FlipJester())
    assert events[0].data == {"seat": 0, "discarded": SOLO[0], "jesters_left": 1}
    assert sum(e.kind == "draw" for e in events) == 8
    assert hand(state, 0) == ["9H", "9D", "9C", "9S", "10H", "10D", "10C", "10S"]
    assert Counter(codes(state.discard)) == Counter(SOLO[0])
    assert (state.phase, state.view(0)["solo_jesters"]) == ("play", 1)


def test_regicide_solo_jester_once() -> None:
    """« Chaque joker ne sert qu'une fois. »"""
    state = game(SOLO)
    state.apply(0, FlipJester())
    state.apply(0, FlipJester())
    assert state.view(0)["solo_jesters"] == 0 and FlipJester() not in state.legal_actions(0)
    refused(state, 0, FlipJester(), "regicide.solo.jester-once")


KILL = ["10C", "9C", "AC", "10S", "10H", "7H", "3D", "2D"]  # 10C, pay 20 with 10S 10H, then AC 9C: 40


@pytest.mark.parametrize(
    ("flips", "medal", "word"), [(0, "gold", "or"), (1, "silver", "argent"), (2, "bronze", "bronze")]
)
def test_regicide_solo_medals(flips: int, medal: str, word: str) -> None:
    """« En solo, une victoire vaut bronze si les deux jokers ont servi, argent avec un seul, or sans aucun. »"""
    junk = [["AH", "2H", "3H", "4H", "5H", "6H", "8H", "9H"], ["AD", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]]
    hands = [*junk[:flips], KILL]  # dealt, then drawn by each flip
    state = game([hands[0]], draws=[c for h in hands[1:] for c in h], castle=("KH", "KC", "KS", "KD"))
    skip_enemies(state, 11)  # eleven fights later: the last King
    for _ in range(flips):
        state.apply(0, FlipJester())
    assert sorted(hand(state, 0)) == sorted(KILL)
    state.apply(0, PlayCards(("10C",)))
    state.apply(0, Pay(("10H", "10S")))
    state.apply(0, PlayCards(("AC", "9C")))
    result = state.result()
    assert result is not None and result.outcome == "won"
    assert (result.details["medal"], result.details["jesters_used"]) == (medal, flips)
    assert medal_word(medal, "fr") == word
    assert translate(f"regicide.medal.{medal}", "en") == medal
