"""Regicide scenarios: the seed's worked examples verbatim, and every interaction the rules spell out.

Seed: ../shared/seeds/002_7520316335cd61e4.txt. Quotes in « » are verbatim (checked by
test_rules.py::test_quotes_are_verbatim). Decks are written by hand (tests/games/regicide/helpers.py);
a few situations far into a game are reached by moving cards directly (`tavern_runs_dry`,
`skip_enemies`), always keeping every card in the game.
"""

from __future__ import annotations

from collections import Counter

import pytest

from parlour.engine import IllegalAction
from parlour.games.regicide import (
    REGICIDE,
    Card,
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    RegicideOptions,
    RegicideState,
    Signal,
    Yield,
)
from parlour.games.regicide.actions import action_table
from parlour.games.regicide.cards import parse_card
from parlour.games.regicide.decks import game
from tests.games.regicide.helpers import codes, hand, refused, skip_enemies, tavern_runs_dry, views

PARTNER = ["2C", "3C", "4C", "6C", "6D", "7D", "8D"]  # no Ace, no 5, no 9 or 10


def kinds(events) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.kind for e in events]


def drawn(events) -> list[int]:  # type: ignore[no-untyped-def]
    """The seats that drew, in order."""
    return [e.data["seat"] for e in events if e.kind == "draw"]


# -- the worked example (« Un exemple de partie ») ----------------------------------------

ALICE = ["6S", "4D", "2H", "3H", "5H", "9H", "10H"]
BOB = ["7C", "8C", "2S", "3S", "4S", "5S", "9S"]


def alice_then_bob(bob_plays: str) -> tuple[RegicideState, list]:  # type: ignore[type-arg]
    state = game([ALICE, BOB], castle=("JH",))
    view = state.view(0)["enemy"]
    assert (view["card"], view["health"], view["attack"]) == ("JH", 20, 10)
    events = state.apply(0, PlayCards(("6S",)))
    assert events[1].data["amount"] == 6
    assert state.view(1)["enemy"]["attack_now"] == 4
    state.apply(0, Pay(("4D",)))
    assert not state.is_over() and state.current == 1
    return state, state.apply(1, PlayCards((bob_plays,)))


def test_example_exact_kill_recruits_the_jack() -> None:
    """« À deux, Alice affronte un valet de cœur, vie 20 et attaque 10. Elle joue un 6 de pique : 6 dégâts et une
    attaque ennemie ramenée à 4. Elle défausse un 4 de sa main pour survivre. »
    « Bob joue ensuite un 7 de trèfle. Le valet n'est pas trèfle : les dégâts valent 14. Le total fait exactement
    20. Le valet est vaincu et rejoint le dessus de la taverne. Bob ne subit pas de dégâts et commence contre
    l'ennemi suivant. »"""
    state, events = alice_then_bob("7C")
    assert kinds(events) == ["play", "damage", "defeat", "reveal"]  # no attack on Bob
    assert events[1].data["amount"] == 14 and events[1].data["total"] == 20
    assert events[2].data == {"seat": 1, "enemy": "JH", "exact": True, "to": "tavern"}
    assert state.tavern[0] == Card(11, "hearts") and state.view(0)["tavern_top"] == "JH"
    assert "JH" not in codes(state.discard)
    assert (state.current, state.phase, state.to_pay) == (1, "play", 0)
    assert state.view(0)["enemy"]["card"] == "JD" and state.view(0)["enemy"]["damage"] == 0
    assert len(state.hands[1]) == 6  # Bob paid nothing


def test_example_overkill_discards_the_jack() -> None:
    """« Si Bob avait joué un 8 de trèfle, les dégâts cumulés auraient fait 22. La victoire aurait été obtenue,
    mais le valet serait parti à la défausse : le coup exact est récompensé. »"""
    state, events = alice_then_bob("8C")
    assert events[1].data["total"] == 22
    assert events[2].data == {"seat": 1, "enemy": "JH", "exact": False, "to": "discard"}
    assert Counter(codes(state.discard)) == Counter(["4D", "6S", "8C", "JH"])
    assert state.view(0)["tavern_top"] is None and Card(11, "hearts") not in state.tavern
    assert (state.current, state.phase) == (1, "play")


@pytest.mark.parametrize(
    ("enemy", "healed", "damage"),
    [("JS", 7, 14), ("JH", 0, 14), ("JC", 7, 7)],
)
def test_example_ace_of_clubs_with_six_of_hearts(enemy: str, healed: int, damage: int) -> None:
    """« Un as de trèfle avec un 6 de cœur donne une valeur de 7, soigne 7 cartes et inflige 14 dégâts si aucune
    immunité ne bloque ces pouvoirs. »"""
    me = ["AC", "6H", "AD", "2D", "3D", "4D", "9S"]
    state = game([me, ["2S", "2H", "3H", "5H", "5C", "6C", "7C"]], castle=(enemy,))
    state.apply(0, Yield())
    state.apply(0, Pay(("AD", "2D", "3D", "4D")))
    state.apply(1, PlayCards(("2S",)))
    state.apply(1, Pay(("2H", "3H", "5H")))  # seven cards in the discard
    tavern = len(state.tavern)
    events = state.apply(0, PlayCards(("AC", "6H")))
    assert events[0].data["value"] == 7
    heal = [e.data["count"] for e in events if e.kind == "heal"]
    assert heal == ([healed] if healed else [])
    assert len(state.tavern) == tavern + healed
    assert [e.data["amount"] for e in events if e.kind == "damage"] == [damage]


# -- Hearts and Diamonds ----------------------------------------------------------------


def test_hearts_then_diamonds_with_an_ace_pair() -> None:
    """« Si cœur et carreau sont activés ensemble, soignez d'abord la pioche avec cœur, puis piochez avec
    carreau. » With one card left in the tavern, the pair (value 2) heals two, then draws the last card and
    one of the healed ones."""
    state = game([["AH", "AD", "2H", "3H", "4H", "5S", "6S"], PARTNER], castle=("JS",))
    tavern_runs_dry(state, keep=1)
    last = state.tavern[0]
    discard = Counter(state.discard)
    events = state.apply(0, PlayCards(("AD", "AH")))
    assert kinds(events) == ["play", "heal", "draw", "draw", "damage", "attack"]
    assert drawn(events) == [0, 0]  # seat 1 is full
    new = Counter(state.hands[0]) - Counter([Card(2, "hearts"), Card(3, "hearts"), Card(4, "hearts")])
    new -= Counter([Card(5, "spades"), Card(6, "spades")])
    assert last in new and sum(new.values()) == 2
    (healed_and_drawn,) = [c for c in new if c != last]
    assert discard[healed_and_drawn] == 1  # it came out of the discard
    assert len(state.tavern) == 1  # the other healed card
    assert Counter(state.discard) + Counter(state.tavern) + Counter([healed_and_drawn]) == discard


def test_diamonds_skip_full_hands_and_never_overfill() -> None:
    """« Carreau : faites piocher autant de cartes que la valeur jouée, une par personne à tour de rôle, en
    commençant par le joueur actif. Sautez les mains déjà pleines. On ne dépasse pas la taille maximale. »"""
    state = game([["9D", "2H", "3H", "4H", "5H", "6S", "7S"], PARTNER], castle=("JC",))
    tavern = len(state.tavern)
    events = state.apply(0, PlayCards(("9D",)))  # 9 to draw, one free place at the whole table
    assert drawn(events) == [0]
    assert [len(h) for h in state.hands] == [7, 7] and len(state.tavern) == tavern - 1
    state.apply(0, Pay(("2H", "3H", "5H")))  # seat 0: 4 cards
    events = state.apply(1, PlayCards(("6D",)))  # seat 1: 6 cards
    # From the active player: 1, 0, (1 full) 0, (1 full) 0: everyone is full after 4 of 6.
    assert drawn(events) == [1, 0, 0, 0]
    assert [len(h) for h in state.hands] == [7, 7]
    assert state.view(0)["tavern_size"] == tavern - 5


def test_diamonds_stop_on_an_empty_tavern() -> None:
    """« Carreau : faites piocher autant de cartes que la valeur jouée, une par personne à tour de rôle, en
    commençant par le joueur actif. » « La taverne vide ne fait pas perdre à elle seule : elle empêche simplement
    de piocher. »"""
    state = game([["2H", "3H", "4H", "5H", "6S", "7S", "9S"], PARTNER], castle=("JC",))
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))  # seat 0: 5 cards
    tavern_runs_dry(state, keep=2)
    events = state.apply(1, PlayCards(("8D",)))  # 8 to draw, two to draw from
    assert drawn(events) == [1, 0]
    assert state.tavern == [] and state.view(0)["tavern_size"] == 0
    state.apply(1, Pay(("2C", "3C", "6C")))
    state.apply(0, PlayCards(("9S",)))  # 17 damage; the attack down to 1
    state.apply(0, Pay(("2H",)))
    events = state.apply(1, PlayCards(("7D",)))  # 24: the Jack falls; Diamonds draw nothing
    assert drawn(events) == [] and events[-1].kind == "reveal"
    assert not state.is_over() and state.tavern == []


def test_combo_applies_every_suit_to_the_sum() -> None:
    """« Applique chaque enseigne à la somme. »"""
    state = game([["2H", "2D", "2S", "3H", "4H", "5H", "9S"], PARTNER], castle=("JC",))
    state.apply(0, Yield())
    state.apply(0, Pay(("3H", "4H", "5H")))  # three cards in the discard
    state.apply(1, PlayCards(("2C",)))
    state.apply(1, Pay(("3C", "7D")))  # five
    events = state.apply(0, PlayCards(("2H", "2D", "2S")))  # value 6
    assert events[0].data["powers"] == ["diamonds", "hearts", "spades"]
    assert events[1].data["count"] == 5  # heals 6, with the five that exist
    assert drawn(events) == [0, 1, 0, 1, 0, 1]  # draws 6, one each in turn
    assert (state.spades, state.to_pay, state.damage) == (6, 4, 8)


@pytest.mark.parametrize(("option", "healed"), [("take-all", 2), ("take-none", 0)])
def test_hearts_with_a_short_discard(option: str, healed: int) -> None:
    """« Si la défausse est plus petite, utilise ce qui existe. » (option `hearts_short_discard`: 'take-all', the
    seed's reading, by default; 'take-none' for the tables that heal nothing then)"""
    state = game(
        [["2S", "3D", "5D", "2H", "3H", "4H", "6S"], ["9H", *PARTNER[1:]]], castle=("JC",), hearts_short_discard=option
    )
    state.apply(0, PlayCards(("2S",)))
    state.apply(0, Pay(("3D", "5D")))  # two cards in the discard (the 2 of Spades stays on the table)
    tavern = list(state.tavern)
    events = state.apply(1, PlayCards(("9H",)))
    assert events[1].kind == "heal" and events[1].data["count"] == healed
    assert len(state.tavern) == len(tavern) + healed and len(state.discard) == 2 - healed
    assert state.tavern[: len(tavern)] == tavern


def test_hearts_with_enough_discard_is_the_same_for_both_options() -> None:
    """« Cœur : mélange la défausse et prends, face cachée, autant de cartes que la valeur jouée »"""
    for option in ("take-all", "take-none"):
        state = game(
            [["2S", "3D", "5D", "2H", "3H", "4H", "6S"], ["AH", *PARTNER[1:]]],
            castle=("JC",),
            hearts_short_discard=option,
        )
        state.apply(0, PlayCards(("2S",)))
        state.apply(0, Pay(("3D", "5D")))
        assert state.apply(1, PlayCards(("AH",)))[1].data["count"] == 1


# -- Spades and immunity ----------------------------------------------------------------


def test_spades_add_up_never_below_zero_and_reset_with_the_next_enemy() -> None:
    """« Les réductions de tous les piques s'additionnent et restent jusqu'à sa défaite ; l'attaque ne devient pas
    négative. »"""
    state = game(
        [["3S", "4S", "2H", "3H", "5H", "6H", "7H"], ["5S", "2C", "3C", "4C", "6D", "7D", "8D"]], castle=("JH", "JD")
    )
    assert state.apply(0, PlayCards(("3S",)))[-1].data["amount"] == 7
    state.apply(0, Pay(("2H", "5H")))
    assert state.apply(1, PlayCards(("5S",)))[-1].data["amount"] == 2  # 3 + 5 off
    state.apply(1, Pay(("2C",)))
    events = state.apply(0, PlayCards(("4S",)))  # 12 off an attack of 10
    assert events[-1].data == {"seat": 0, "amount": 0}
    assert state.view(1)["enemy"]["attack_now"] == 0 and state.view(1)["enemy"]["shield"] == 12
    assert (state.phase, state.current) == ("play", 1)  # nothing to pay
    events = state.apply(1, PlayCards(("8D",)))  # 12 + 8 = 20: the Jack of Hearts falls
    assert events[-1].kind == "reveal"
    enemy = state.view(1)["enemy"]
    assert (enemy["card"], enemy["shield"], enemy["attack_now"]) == ("JD", 0, 10)
    state.apply(1, PlayCards(("3C",)))
    assert state.to_pay == 10  # the old spades do nothing against the new enemy


@pytest.mark.parametrize(
    ("enemy", "pair", "powers", "damage", "to_pay"),
    [
        ("JH", ("AH", "5D"), ["diamonds"], 6, 10),
        ("JD", ("AD", "5H"), ["hearts"], 6, 10),
        ("JC", ("AC", "5S"), ["spades"], 6, 4),
        ("JS", ("AS", "5C"), ["clubs"], 12, 10),
    ],
)
def test_immunity_blocks_the_power_not_the_damage(
    enemy: str, pair: tuple[str, str], powers: list[str], damage: int, to_pay: int
) -> None:
    """« Chaque ennemi est immunisé au pouvoir de sa propre enseigne, mais pas à la valeur de dégâts des cartes
    correspondantes. Un valet de carreau bloque donc la pioche des carreaux joués contre lui. »"""
    state = game([["AH", "AD", "AC", "AS", "5H", "5D", "5C", "5S"]], castle=(enemy,))
    events = state.apply(0, PlayCards(pair))
    assert events[0].data["powers"] == powers
    assert state.damage == damage and state.to_pay == to_pay
    assert state.view(0)["enemy"]["immune"] == parse_card(enemy).suit
    assert ("draw" in kinds(events)) is (powers == ["diamonds"])
    assert ("heal" in kinds(events)) is (powers == ["hearts"])


def test_a_diamonds_jack_blocks_the_draw_but_takes_the_damage() -> None:
    """« Un valet de carreau bloque donc la pioche des carreaux joués contre lui. »"""
    state = game([["2H", "3H", "4H", "5H", "6S", "7S", "9S"], PARTNER], castle=("JD",))
    state.apply(0, Yield())
    state.apply(0, Pay(("4H", "6S")))
    tavern = list(state.tavern)
    events = state.apply(1, PlayCards(("8D",)))
    assert drawn(events) == [] and state.tavern == tavern
    assert state.damage == 8 and [len(h) for h in state.hands] == [5, 6]


# -- jesters ----------------------------------------------------------------------------

JESTER_TABLE = [
    ["5S", "5C", "2H", "8H", "3D", "6D"],
    ["*", "AH", "2D", "4D", "7H", "9H"],
    ["4S", "4C", "AD", "6H", "10H", "10D"],
]


def test_jester_against_spades_counts_the_spades_already_played() -> None:
    """« Face à un ennemi pique, les piques déjà posés commencent à réduire son attaque »"""
    state = game(JESTER_TABLE, castle=("JS",))
    events = state.apply(0, PlayCards(("5S",)))
    assert events[-1].data["amount"] == 10 and state.view(1)["enemy"]["shield"] == 0  # immune for now
    state.apply(0, Pay(("2H", "8H")))
    events = state.apply(1, PlayCards(("*",)))
    assert events[0].data == {"seat": 1, "shield": 5}
    enemy = state.view(2)["enemy"]
    assert (enemy["immune"], enemy["shield"], enemy["attack_now"], enemy["damage"]) == (None, 5, 5, 5)
    state.apply(1, ChooseNext(2))
    events = state.apply(2, PlayCards(("4S",)))  # a new spade adds to the old one
    assert events[-1].data["amount"] == 1 and state.to_pay == 1


def test_jester_against_clubs_doubles_only_later_clubs() -> None:
    """« les anciens trèfles contre un ennemi trèfle ne sont pas doublés rétroactivement. »"""
    state = game(JESTER_TABLE, castle=("JC",))
    state.apply(0, PlayCards(("5C",)))
    assert state.damage == 5  # immune: not doubled
    state.apply(0, Pay(("2H", "8H")))
    state.apply(1, PlayCards(("*",)))
    assert state.view(0)["enemy"]["damage"] == 5  # not doubled after the fact
    state.apply(1, ChooseNext(2))
    events = state.apply(2, PlayCards(("4C",)))
    assert events[1].data["amount"] == 8 and state.damage == 13  # a new club is doubled


def test_jester_deals_nothing_spares_the_attack_and_its_player_chooses() -> None:
    """« Le joker se joue seul. Il n'inflige pas de dégâts, supprime l'immunité de l'ennemi et évite sa
    contre-attaque ce tour-ci. Son joueur choisit qui joue ensuite. Vous pouvez alors seulement dire si vous
    souhaitez jouer, sans décrire vos cartes. »"""
    state = game(JESTER_TABLE, castle=("JD",))
    state.apply(0, Yield())
    state.apply(0, Pay(("2H", "8H")))
    hands = [list(h) for h in state.hands]
    events = state.apply(1, PlayCards(("*",)))
    assert kinds(events) == ["jester"]
    assert (state.damage, state.to_pay, state.phase) == (0, 0, "choose")
    assert state.to_act() == frozenset({0, 1, 2})
    for seat in (0, 2):
        assert state.legal_actions(seat) == [Signal(True), Signal(False)]
        refused(state, seat, PlayCards((hands[seat][0].code,)), "regicide.jester.signal-only")
        refused(state, seat, ChooseNext(seat), "regicide.jester.signal-only")
    state.apply(0, Signal(False))
    state.apply(2, Signal(True))
    state.apply(2, Signal(False))  # a change of mind: the last word counts
    assert state.view(1)["signals"] == {"0": False, "2": False}
    assert state.view(None)["signals"] == {"0": False, "2": False}
    events = state.apply(1, ChooseNext(0))
    assert events[0].data == {"seat": 1, "next": 0, "signals": {"0": False, "2": False}}
    assert (state.current, state.phase, state.view(0)["chooser"]) == (0, "play", None)
    events = state.apply(0, PlayCards(("6D",)))  # the Jack of Diamonds is no longer immune: draws
    assert drawn(events) != [] and events[0].data["powers"] == ["diamonds"]
    assert "*" not in hand(state, 1)


@pytest.mark.parametrize("allowed", [True, False])
def test_jester_player_may_choose_themselves_unless_the_table_says_no(allowed: bool) -> None:
    """« Son joueur choisit qui joue ensuite. » (option `jester_self_choice`, default allowed)"""
    state = game(JESTER_TABLE, castle=("JD",), jester_self_choice=allowed)
    state.apply(0, Yield())
    state.apply(0, Pay(("2H", "8H")))
    state.apply(1, PlayCards(("*",)))
    if allowed:
        assert state.legal_actions(1) == [ChooseNext(0), ChooseNext(1), ChooseNext(2)]
        state.apply(1, ChooseNext(1))
        assert (state.current, state.phase) == (1, "play")
        state.apply(1, PlayCards(("2D",)))  # the jester's player plays again
    else:
        assert state.legal_actions(1) == [ChooseNext(0), ChooseNext(2)]
        refused(state, 1, ChooseNext(1), "regicide.jester.self-choice")
        state.apply(1, ChooseNext(2))
        assert state.current == 2


def test_jester_goes_to_the_discard_with_the_enemy() -> None:
    """« Quand l'ennemi est vaincu, mettez ses cartes d'attaque en défausse. »"""
    state = game(JESTER_TABLE, castle=("JH",))
    state.apply(0, PlayCards(("5C",)))  # 10
    state.apply(0, Pay(("2H", "8H")))
    state.apply(1, PlayCards(("*",)))
    state.apply(1, ChooseNext(2))
    state.apply(2, PlayCards(("10D",)))  # 20: exactly
    assert Counter(codes(state.discard)) == Counter(["2H", "8H", "5C", "*", "10D"])
    assert state.view(0)["tavern_top"] == "JH"


# -- royals in hand ---------------------------------------------------------------------

WINNERS = [["10C", "10H", "10S", "9H", "9S", "3D", "2H"], ["AC", "9C", "5C", "2D", "4D", "6D", "8D"]]
ROYALS = ("JS", "JH", "QS", "QH", "KS", "KH")
SPARE = {"J": ("10H",), "Q": ("9C", "6D"), "K": ("5C", "4D", "6D", "8D")}  # what the drawer pays without it


def recruit(rank: str) -> tuple[RegicideState, int, list]:  # type: ignore[type-arg]
    """Kill the first Jack, Queen or King of Spades exactly, then draw it back with Diamonds.

    Against the next enemy of the same rank (of Hearts). Returns the state, the seat that drew
    the royal, and the events of the draw.
    """
    state = game(WINNERS, castle=ROYALS)
    skip_enemies(state, {"J": 0, "Q": 4, "K": 8}[rank])  # the Queens or Kings to fight
    state.apply(0, PlayCards(("10C",)))  # 20
    if rank == "Q":
        state.apply(0, Pay(("10H", "9H")))
        state.apply(1, PlayCards(("5C",)))  # 30: exactly
    if rank == "K":
        state.apply(0, Pay(("10H", "10S")))
        state.apply(1, PlayCards(("AC", "9C")))  # 40: exactly
    assert state.view(0)["tavern_top"] == f"{rank}S"
    seat = state.current
    return state, seat, state.apply(seat, PlayCards(("3D",) if seat == 0 else ("2D",)))


@pytest.mark.parametrize(("rank", "worth"), [("J", 10), ("Q", 15), ("K", 20)])
def test_recruited_royal_is_known_to_all_and_pays_its_worth(rank: str, worth: int) -> None:
    """« S'il a reçu exactement sa vie en dégâts, placez la figure sur la taverne » « Une figure recrutée vaut 10
    pour un valet, 15 pour une dame, 20 pour un roi, en attaque ou en défense. » Everyone saw it go on top of the
    tavern, so everyone knows who draws it."""
    state, seat, events = recruit(rank)
    royal = f"{rank}S"
    first, other = [e for e in events if e.kind == "draw"]
    for viewer in (0, 1, None):
        assert first.for_seat(viewer)["card"] == royal  # a public draw
        assert state.view(viewer)["hands"][seat]["known"] == [royal]
        assert state.view(viewer)["tavern_top"] is None
    assert "card" not in other.for_seat(1 - other.data["seat"]) and "card" in other.for_seat(other.data["seat"])
    assert state.to_pay == worth  # the next enemy of the same rank attacks for the royal's worth
    assert Pay((royal,)) in state.legal_actions(seat)
    state.apply(seat, Pay((royal,)))  # one royal pays it all
    assert royal in codes(state.discard)
    assert state.view(0)["hands"][seat]["known"] == []


@pytest.mark.parametrize(("rank", "worth"), [("J", 10), ("Q", 15), ("K", 20)])
def test_recruited_royal_attacks_for_its_worth_with_its_suit(rank: str, worth: int) -> None:
    """« Une figure recrutée vaut 10 pour un valet, 15 pour une dame, 20 pour un roi, en attaque ou en
    défense. »"""
    state, seat, _ = recruit(rank)
    royal = f"{rank}S"
    state.apply(seat, Pay(SPARE[rank]))
    partner = 1 - seat
    state.apply(partner, Yield())
    state.apply(partner, state.legal_actions(partner)[0])
    damage = state.damage
    events = state.apply(seat, PlayCards((royal,)))
    assert events[0].data == {"seat": seat, "cards": [royal], "value": worth, "powers": ["spades"]}
    assert events[1].data["amount"] == worth and state.damage == damage + worth
    assert state.spades == worth and state.view(partner)["enemy"]["attack_now"] == 0  # its spades shield it all
    assert state.view(partner)["hands"][seat]["known"] == []


def test_recruited_jack_plays_for_ten_with_its_suit_power() -> None:
    """« Une figure recrutée vaut 10 pour un valet, 15 pour une dame, 20 pour un roi, en attaque ou en
    défense. »"""
    state = game(WINNERS, castle=("JH", "JS"))
    state.apply(0, PlayCards(("10C",)))  # the Jack of Hearts is recruited
    state.apply(0, PlayCards(("3D",)))  # and drawn back against the Jack of Spades
    assert "JH" in hand(state, 0) and state.view(1)["hands"][0]["known"] == ["JH"]
    state.apply(0, Pay(("10H",)))
    state.apply(1, PlayCards(("2D",)))
    state.apply(1, Pay(("4D", "6D")))
    discard = len(state.discard)
    events = state.apply(0, PlayCards(("JH",)))
    assert events[0].data == {"seat": 0, "cards": ["JH"], "value": 10, "powers": ["hearts"]}
    assert events[1].data["count"] == min(10, discard)  # its hearts heal
    assert [e.data["amount"] for e in events if e.kind == "damage"] == [10]
    assert state.view(1)["hands"][0]["known"] == []
    assert state.table[-1] == [Card(11, "hearts")]


def test_ace_pairs_with_a_recruited_royal() -> None:
    """« Tu peux associer un as à une autre carte, sauf un joker, même à un autre as. »"""
    state = game([["10C", "AC", "3D", "2H", "3H", "4H", "5H"], PARTNER], castle=("JS", "JH"))
    state.apply(0, PlayCards(("10C",)))
    state.apply(0, PlayCards(("3D",)))  # draws the Jack of Spades back
    state.apply(0, Pay(("2H", "3H", "5H")))
    state.apply(1, PlayCards(("2C",)))
    state.apply(1, Pay(("4C", "6D")))
    assert PlayCards(("AC", "JS")) in state.legal_actions(0)
    events = state.apply(0, PlayCards(("AC", "JS")))  # 11, clubs doubles, spades shields 11
    assert events[0].data == {"seat": 0, "cards": ["AC", "JS"], "value": 11, "powers": ["clubs", "spades"]}
    assert events[1].data["amount"] == 22 and events[1].data["shield"] == 11
    assert kinds(events)[2:] == ["defeat", "reveal"]  # 3 + 22 = 25: the Jack of Hearts falls


def test_two_recruited_royals_are_both_known_when_drawn() -> None:
    """« S'il a reçu exactement sa vie en dégâts, placez la figure sur la taverne » « Les informations publiques,
    comme la taille de la pioche ou le nombre de cartes en main, peuvent être rappelées. » Two Jacks killed
    exactly in a row lie on top of the tavern, the last one first; everyone saw both go there, so everyone
    knows who draws each."""
    state = game([["10C", "9C", "AC", "2D", "3H", "4H", "5H"], PARTNER], castle=("JS", "JH", "JC"))
    state.apply(0, PlayCards(("10C",)))  # the Jack of Spades: exactly 20
    state.apply(0, PlayCards(("AC", "9C")))  # the Jack of Hearts: exactly 20
    assert codes(state.tavern[:2]) == ["JH", "JS"]
    assert state.view(1)["tavern_known"] == ["JH", "JS"] and state.view(None)["tavern_top"] == "JH"
    events = state.apply(0, PlayCards(("2D",)))  # draws both, against the Jack of Clubs
    assert [e.for_seat(1).get("card") for e in events if e.kind == "draw"] == ["JH", "JS"]
    assert sorted(state.view(1)["hands"][0]["known"]) == ["JH", "JS"]


# -- yielding ---------------------------------------------------------------------------


def test_yield_goes_straight_to_paying_and_not_twice_at_two() -> None:
    """« Tu peux passer au lieu d'attaquer : subis directement la contre-attaque. Il est interdit que tous les
    joueurs passent successivement. »"""
    state = game([["2H", "3H", "4H", "5H", "6S", "7S", "9S"], PARTNER], castle=("JC",))
    events = state.apply(0, Yield())
    assert kinds(events) == ["yield", "attack"] and (state.phase, state.to_pay) == ("pay", 10)
    state.apply(0, Pay(("4H", "6S")))
    refused(state, 1, Yield(), "regicide.yield.all-yielded")  # right after the partner
    state.apply(1, PlayCards(("2C",)))
    state.apply(1, Pay(("4C", "6C")))
    state.apply(0, Yield())  # allowed again after a play
    state.apply(0, Pay(("2H", "3H", "5H")))
    refused(state, 1, Yield(), "regicide.yield.all-yielded")


def test_yield_at_three_refuses_only_the_third_in_a_row() -> None:
    """« Il est interdit que tous les joueurs passent successivement. »"""
    state = game(JESTER_TABLE, castle=("JC",))
    state.apply(0, Yield())
    state.apply(0, Pay(("2H", "8H")))
    assert state.view(1)["can_yield"] is True
    state.apply(1, Yield())
    state.apply(1, Pay(("AH", "9H")))
    assert state.view(2)["can_yield"] is False
    refused(state, 2, Yield(), "regicide.yield.all-yielded")
    state.apply(2, PlayCards(("AD",)))
    state.apply(2, Pay(("10H",)))
    assert state.view(0)["can_yield"] is True


def test_yield_after_a_jester_choice() -> None:
    """« Il est interdit que tous les joueurs passent successivement. » A jester is a play: the count starts again."""
    state = game(JESTER_TABLE, castle=("JC",))
    state.apply(0, Yield())
    state.apply(0, Pay(("2H", "8H")))
    state.apply(1, PlayCards(("*",)))
    state.apply(1, ChooseNext(2))
    state.apply(2, Yield())
    state.apply(2, Pay(("10H",)))
    state.apply(0, Yield())
    state.apply(0, Pay(("3D", "6D", "5C")))
    refused(state, 1, Yield(), "regicide.yield.all-yielded")


def test_yield_against_no_attack_pays_nothing() -> None:
    """« Tu peux passer au lieu d'attaquer : subis directement la contre-attaque. » « l'attaque ne devient pas
    négative. »"""
    state = game([["10S", "2H", "3H", "4H", "5H", "6H", "7H"], PARTNER], castle=("JC",))
    state.apply(0, PlayCards(("10S",)))  # the attack is 0 now
    assert (state.current, state.phase) == (1, "play")
    events = state.apply(1, Yield())
    assert kinds(events) == ["yield", "attack"] and events[-1].data["amount"] == 0
    assert (state.current, state.phase) == (0, "play")


def test_yield_never_in_solo() -> None:
    """« En solo, tu ne peux donc pas passer. »"""
    state = game([["AH", "2H", "3H", "4H", "5S", "6S", "7C", "8D"]], castle=("JC",))
    for _ in range(3):
        refused(state, 0, Yield(), "regicide.yield.solo")
        assert Yield() not in state.legal_actions(0)
        state.apply(0, PlayCards((hand(state, 0)[0],)))
        if state.phase == "pay":
            state.apply(0, state.legal_actions(0)[0])


# -- paying -----------------------------------------------------------------------------


def test_payment_counts_jesters_zero_aces_one_and_keeps_the_change() -> None:
    """« Les jokers valent 0 pour payer ; les as valent 1. Les dégâts excédentaires payés ne sont pas
    remboursés. »"""
    state = game(
        [
            ["AH", "AS", "2H", "3H", "4S", "6S"],
            ["*", "AC", "2D", "3C", "4C", "10C"],
            ["AD", "5S", "5C", "6H", "10H", "10D"],
        ],
        castle=("JH",),
    )
    state.apply(0, PlayCards(("4S",)))  # attack 6
    refused(state, 0, Pay(("AH", "AS", "2H")), "regicide.pay.enough")  # 1 + 1 + 2 = 4
    state.apply(0, Pay(("AH", "AS", "2H", "3H")))  # 7: one too many, not refunded
    assert hand(state, 0) == ["6S"] and state.to_pay == 0
    state.apply(1, PlayCards(("AC", "2D")))  # 3 doubled: 6; draws 3
    assert state.to_pay == 6
    refused(state, 1, Pay(("*", "AC", "4C")), "regicide.pay.not-in-hand")  # the Ace is on the table
    refused(state, 1, Pay(("*", "3C")), "regicide.pay.enough")  # 0 + 3
    state.apply(1, Pay(("*", "3C", "4C")))
    assert "*" in codes(state.discard)
    state.apply(2, Yield())
    assert state.to_pay == 6  # the overpayment did not carry over


def test_paid_cards_trigger_no_power() -> None:
    """« Ces cartes ne déclenchent aucun pouvoir. »"""
    state = game([["2H", "9H", "9D", "7C", "6S", "5S", "4S"], PARTNER], castle=("JC",))
    state.apply(0, Yield())
    tavern = list(state.tavern)
    events = state.apply(0, Pay(("6S", "7C", "9D", "9H")))  # each suit once, 31 for 10
    assert kinds(events) == ["pay"]
    assert (state.spades, state.damage, state.tavern) == (0, 0, tavern)
    assert state.view(1)["enemy"]["attack_now"] == 10
    assert [len(h) for h in state.hands] == [3, 7]


# -- solo -------------------------------------------------------------------------------

SOLO_HAND = ["AH", "AD", "AC", "AS", "2H", "2D", "2C", "2S"]
NEXT_EIGHT = ["9H", "9D", "9C", "9S", "10H", "10D", "10C", "10S"]


def test_solo_jester_just_before_paying() -> None:
    """« Au début de l'étape de jeu ou juste avant de payer une contre-attaque, retourne l'un d'eux pour
    défausser ta main et refaire une main de 8, avec les cartes disponibles. »"""
    state = game([SOLO_HAND], draws=NEXT_EIGHT, castle=("JS",))
    state.apply(0, PlayCards(("AC", "2S")))  # 3 doubled: 6; 9 left in hand against 10
    assert state.phase == "pay" and not state.is_over()
    assert state.legal_actions(0) == [FlipJester()]  # nothing to pay with but the jester
    events = state.apply(0, FlipJester())
    assert events[0].data["discarded"] == ["AH", "AD", "AS", "2H", "2D", "2C"]
    assert hand(state, 0) == NEXT_EIGHT and state.phase == "pay" and state.to_pay == 10
    state.apply(0, Pay(("10H",)))
    assert (state.phase, state.view(0)["solo_jesters"]) == ("play", 1)


def test_solo_jester_keeps_immunity_and_draws_against_diamonds() -> None:
    """« Cela ne supprime pas l'immunité ennemie et fonctionne même contre carreau. »"""
    state = game([SOLO_HAND], draws=NEXT_EIGHT, castle=("JD",))
    assert state.view(0)["enemy"]["immune"] == "diamonds"
    events = state.apply(0, FlipJester())
    assert len(drawn(events)) == 8 and hand(state, 0) == NEXT_EIGHT  # Diamonds' immunity does not stop it
    assert state.view(0)["enemy"]["immune"] == "diamonds"
    events = state.apply(0, PlayCards(("9D",)))
    assert events[0].data["powers"] == [] and drawn(events) == []


def test_solo_jester_draws_what_there_is() -> None:
    """« retourne l'un d'eux pour défausser ta main et refaire une main de 8, avec les cartes disponibles. »"""
    state = game([SOLO_HAND], draws=NEXT_EIGHT, castle=("JS",))
    tavern_runs_dry(state, keep=3)
    state.apply(0, FlipJester())
    assert hand(state, 0) == ["9H", "9D", "9C"] and state.tavern == []
    state.apply(0, FlipJester())
    assert hand(state, 0) == [] and state.view(0)["solo_jesters"] == 0
    result = state.result()
    assert result is not None and result.reason == "cannot-act"  # no card, no jester, no yield


def test_solo_loses_when_neither_hand_nor_jesters_can_pay() -> None:
    """« Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer
    légalement. »"""
    state = game([SOLO_HAND], castle=("JS",))
    tavern_runs_dry(state)
    state.apply(0, PlayCards(("AC", "2S")))  # 9 left against 10
    assert not state.is_over()  # two jesters may still save the day
    state.apply(0, FlipJester())  # the hand goes, nothing comes
    assert not state.is_over() and state.legal_actions(0) == [FlipJester()]
    state.apply(0, FlipJester())
    result = state.result()
    assert result is not None and (result.outcome, result.reason) == ("lost", "cannot-pay")
    assert result.details["medal"] is None and result.details["jesters_used"] == 2


@pytest.mark.parametrize("flips", [0, 2])
def test_solo_cannot_act_with_an_empty_hand(flips: int) -> None:
    """« Vous perdez dès qu'un joueur ne peut payer les dégâts ou ne peut ni jouer une carte ni passer
    légalement. » Solo, an empty hand loses once both jesters are spent."""
    last = ["AS", "2H", "3H", "4H", "5H", "6H", "7H", "8H"]
    junk = [["AH", "AD", "AC", "9H", "9D", "9C", "9S", "10C"], ["2D", "2C", "2S", "10H", "10D", "10S", "3D", "3C"]]
    hands = [*junk[:flips], last]  # dealt, then drawn by each flip
    state = game([hands[0]], draws=[c for h in hands[1:] for c in h], castle=("JS",))
    for _ in range(flips):
        state.apply(0, FlipJester())
    assert sorted(hand(state, 0)) == sorted(last)
    state.apply(0, PlayCards(("AS",)))
    state.apply(0, Pay(tuple(last[1:])))  # the whole hand
    if flips:
        result = state.result()
        assert result is not None and (result.outcome, result.reason) == ("lost", "cannot-act")
    else:
        assert not state.is_over() and state.legal_actions(0) == [FlipJester()]


# -- setup as seen by the players -------------------------------------------------------


def test_first_enemy_is_the_top_jack() -> None:
    """« Retournez le premier valet : c'est l'ennemi actuel. »"""
    for castle in (("JS",), ("JD",), ("JH",)):
        state = game([SOLO_HAND], castle=castle)
        assert state.view(0)["enemy"]["card"] == castle[0] and state.view(None)["enemy"]["card"] == castle[0]
    for seed in range(10):
        state = REGICIDE.new_state(RegicideOptions(players=3), seed=seed)
        assert state.view(1)["enemy"]["card"] == state.castle[0].code and state.castle[0].rank == 11


# -- hidden information -----------------------------------------------------------------


def test_hands_and_draws_stay_hidden() -> None:
    """« Ne révélez ni n'insinuez le contenu de vos mains. Les informations publiques, comme la taille de la
    pioche ou le nombre de cartes en main, peuvent être rappelées. »"""
    state = game(JESTER_TABLE, castle=("JC",), seed=424242)
    state.apply(0, Yield())
    state.apply(0, Pay(("2H", "8H")))
    events = state.apply(1, PlayCards(("4D",)))  # draws for seats 1 and 0
    for seat in range(3):
        view = state.view(seat)
        assert [("cards" in h) for h in view["hands"]] == [s == seat for s in range(3)]
        assert view["hands"][seat]["cards"] == hand(state, seat)
        assert [h["count"] for h in view["hands"]] == [len(h) for h in state.hands]
        assert view["tavern_size"] == len(state.tavern) and "tavern" not in view
        for event in events:
            if event.kind == "draw":
                assert ("card" in event.for_seat(seat)) is (event.data["seat"] == seat)
    spectator = state.view(None)
    assert not any("cards" in h for h in spectator["hands"])
    assert all("card" not in e.for_seat(None) for e in events if e.kind == "draw")
    for view in views(state):
        assert "424242" not in str(view) and "seed" not in view


# -- refusals change nothing ------------------------------------------------------------


def sample_states() -> list[RegicideState]:
    play = game(JESTER_TABLE, castle=("JC",))
    pay = game(JESTER_TABLE, castle=("JC",))
    pay.apply(0, PlayCards(("5S",)))
    choose = game(JESTER_TABLE, castle=("JC",))
    choose.apply(0, Yield())
    choose.apply(0, Pay(("2H", "8H")))
    choose.apply(1, PlayCards(("*",)))
    solo = game([SOLO_HAND], castle=("JS",))
    solo.apply(0, FlipJester())
    solo.apply(0, FlipJester())
    over = game([["AH", "AD", "AC", "AS", "2H", "2D", "2S"], PARTNER], castle=("JS",))
    over.apply(0, PlayCards(("AH",)))
    return [play, pay, choose, solo, over]


def test_every_refused_action_changes_nothing() -> None:
    """« Joue une carte, active son pouvoir, inflige les dégâts, puis subis la contre-attaque si l'ennemi vit
    encore. » Whatever is refused, by whichever seat, leaves the game as it was, and names a rule."""
    rules: Counter[str] = Counter()
    for state in sample_states():
        table = [*action_table(state.options), Pay(()), Pay(("AH",)), Pay(("KS",))]
        before, seen = state.snapshot(), views(state)
        for seat in range(state.players):
            legal = state.legal_actions(seat)
            for action in table:
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as info:
                    state.apply(seat, action)
                rules[info.value.rule] += 1
                assert state.snapshot() == before, (seat, action)
            assert views(state) == seen and state.legal_actions(seat) == legal
    assert set(rules) >= {
        "regicide.turn.out-of-turn",
        "regicide.turn.order",
        "regicide.play.not-in-hand",
        "regicide.pay.not-in-hand",
        "regicide.pay.enough",
        "regicide.jester.choose",
        "regicide.jester.signal-only",
        "regicide.jester.no-choice",
        "regicide.yield.solo",
        "regicide.solo.jesters",
        "regicide.solo.jester-once",
        "regicide.end.game-over",
    }
