"""One test per Hanabi rule id, each quoting the seed line it proves.

Seed: ../shared/seeds/004_eb60f49d83b52dbc.txt (French rules page).
"""

from __future__ import annotations

from collections import Counter

import pytest

from parlour.engine import BadInput, IllegalAction
from parlour.engine.i18n import LANGUAGES, translate
from parlour.games.hanabi import HANABI, ClueColour, ClueRank, Discard, HanabiOptions, Play
from parlour.games.hanabi.decks import deck_for, game
from parlour.games.hanabi.text import rating_word

TWO = [["R1", "R2", "G3", "B4", "W5"], ["Y1", "G1", "R3", "G4", "R5"]]


def refused(state, seat, action, rule):  # type: ignore[no-untyped-def]
    before = state.snapshot()
    views = [state.view(s) for s in range(state.players)]
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.rule == rule
    assert rule in str(info.value)
    assert state.snapshot() == before
    assert [state.view(s) for s in range(state.players)] == views
    return info.value


# -- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 6, 0])
def test_hanabi_setup_players(players: int) -> None:
    """« Joueurs 2–5 »."""
    with pytest.raises(BadInput) as info:
        HanabiOptions(players=players)
    assert info.value.code == "hanabi.setup.players"
    for ok in range(2, 6):
        assert HANABI.new_state(HanabiOptions(players=ok), seed=1).players == ok


@pytest.mark.parametrize(("players", "size"), [(2, 5), (3, 5), (4, 4), (5, 4)])
def test_hanabi_setup_hand_size(players: int, size: int) -> None:
    """« Cinq cartes chacun à 2 ou 3 joueurs, quatre cartes chacun à 4 ou 5 joueurs. » (p. 2)"""
    state = HANABI.new_state(HanabiOptions(players=players), seed=3)
    assert [len(h) for h in state.hands] == [size] * players
    assert state.view(0)["deck_size"] == 50 - size * players


def test_hanabi_deck_composition() -> None:
    """Fifty cards: five colours, three 1s, two each of 2, 3 and 4, one 5."""
    state = HANABI.new_state(HanabiOptions(), seed=5)
    counts = Counter((c.suit, c.rank) for c in state.deck)
    assert len(state.deck) == 50
    for suit in range(5):
        assert [counts[(suit, r)] for r in range(1, 6)] == [3, 2, 2, 2, 1]


def test_hanabi_deck_composition_refuses_a_wrong_deck() -> None:
    deck = list(HANABI.new_state(HanabiOptions(), seed=5).deck)
    with pytest.raises(BadInput) as info:
        HANABI.new_state(HanabiOptions(), deck=deck[:-1])
    assert info.value.code == "hanabi.deck.composition"


def test_hanabi_setup_deal() -> None:
    """Dealt to seat 0 until full, then seat 1 (hanab.live's order, so its exports replay here)."""
    state = HANABI.new_state(HanabiOptions(players=3), seed=9)
    assert state.hands == [[4, 3, 2, 1, 0], [9, 8, 7, 6, 5], [14, 13, 12, 11, 10]]


def test_hanabi_tokens_at_start() -> None:
    """Eight blue tokens in the lid, no red token yet."""
    view = HANABI.new_state(HanabiOptions(), seed=2).view(0)
    assert (view["clue_tokens"], view["max_clue_tokens"], view["strikes"], view["max_strikes"]) == (8, 8, 0, 3)


# -- turns -------------------------------------------------------------------------------


def test_hanabi_turn_one_action() -> None:
    """« Non. À chaque tour, il faut faire exactement une action parmi les trois » (p. 2): no passing."""
    state = game(TWO)
    with pytest.raises(BadInput):
        state.apply(0, {"type": "pass"})
    kinds = {type(a) for a in state.legal_actions(0)}
    assert kinds == {Play, ClueColour, ClueRank}  # discard waits for a spent token
    state.apply(0, ClueRank(1, 1))
    assert state.to_act() == {1}


def test_hanabi_turn_out_of_turn() -> None:
    state = game(TWO)
    refused(state, 1, Play(0), "hanabi.turn.out-of-turn")


def test_hanabi_end_game_over() -> None:
    state = game(TWO, draws=("B1", "B2"))
    for seat in (0, 1, 0):
        state.apply(seat, Play(2))  # G3, R3, then R2: three misfires
    assert state.is_over()
    refused(state, 1, Play(0), "hanabi.end.game-over")


# -- clues -------------------------------------------------------------------------------


def test_hanabi_clue_costs_a_token() -> None:
    """« Chaque indice coûte un jeton bleu. » (p. 3)"""
    state = game(TWO)
    state.apply(0, ClueRank(1, 4))
    assert state.clue_tokens == 7


def test_hanabi_clue_no_tokens() -> None:
    state = game(TWO)
    for turn in range(8):
        state.apply(turn % 2, ClueRank(1 - turn % 2, 1))
    assert state.clue_tokens == 0
    error = refused(state, 0, ClueColour(1, "red"), "hanabi.clue.no-tokens")
    assert "blue token" in error.message
    assert not any(isinstance(a, (ClueColour, ClueRank)) for a in state.legal_actions(0))


def test_hanabi_clue_self() -> None:
    state = game(TWO)
    refused(state, 0, ClueRank(0, 1), "hanabi.clue.self")


def test_hanabi_clue_target() -> None:
    state = game(TWO)
    refused(state, 0, ClueRank(5, 1), "hanabi.clue.target")


def test_hanabi_clue_touches_all() -> None:
    """« si ton partenaire a deux cartes vertes, tu les pointes toutes les deux, en même temps » (p. 3)."""
    state = game(TWO)
    events = state.apply(0, ClueColour(1, "green"))
    green = [state.hands[1][1], state.hands[1][3]]
    assert events[0].for_seat(1)["touched"] == green
    mine = state.view(1)["hands"][1]
    assert [c["known"]["suits"] for c in mine] == [
        ["red", "yellow", "blue", "white"],
        ["green"],
        ["red", "yellow", "blue", "white"],
        ["green"],
        ["red", "yellow", "blue", "white"],
    ]
    assert mine[0]["known"]["clues"] == [{"turn": 0, "giver": 0, "colour": "green", "touched": False}]


def test_hanabi_clue_empty_is_legal_by_default() -> None:
    """« on peut aussi lui signaler qu'il n'en possède aucune » (p. 3)."""
    state = game(TWO)
    events = state.apply(0, ClueColour(1, "blue"))
    assert events[0].data["touched"] == []
    assert all(c["known"]["suits"] == ["red", "yellow", "green", "white"] for c in state.view(1)["hands"][1])


def test_hanabi_clue_empty_refused_when_off() -> None:
    state = game(TWO, empty_clues=False)
    refused(state, 0, ClueColour(1, "blue"), "hanabi.clue.empty")
    assert ClueColour(1, "blue") not in state.legal_actions(0)
    assert ClueColour(1, "green") in state.legal_actions(0)


def test_hanabi_clue_colour_must_exist() -> None:
    state = game(TWO)
    refused(state, 0, ClueColour(1, "multi"), "hanabi.clue.colour")


# -- discard -----------------------------------------------------------------------------


def test_hanabi_discard_tokens_full() -> None:
    """« Si les huit sont déjà dans le couvercle, on ne peut pas défausser » (p. 4-5)."""
    state = game(TWO)
    error = refused(state, 0, Discard(0), "hanabi.discard.tokens-full")
    for lang in LANGUAGES:
        assert error.text(lang) == translate("hanabi.discard.tokens-full", lang)
    assert not any(isinstance(a, Discard) for a in state.legal_actions(0))


def test_hanabi_discard_regain() -> None:
    """« En défaussant une carte de sa main, ce qui remet un jeton bleu dans le couvercle » (p. 4-5)."""
    state = game(TWO, draws=("B1", "B2"))
    state.apply(0, ClueRank(1, 1))
    state.apply(1, Discard(4))  # R5 goes
    assert state.clue_tokens == 8
    assert [state.deck[c] for c in state.discards] == [state.deck[5]]
    assert state.view(0)["discards"] == [{"id": 5, "suit": "red", "rank": 5}]


def test_hanabi_discard_slot() -> None:
    state = game(TWO)
    state.apply(0, ClueRank(1, 1))
    refused(state, 1, Discard(5), "hanabi.discard.slot")


# -- play --------------------------------------------------------------------------------


def test_hanabi_play_extends() -> None:
    state = game(TWO)
    events = state.apply(0, Play(0))  # R1
    assert events[0].data["success"] is True
    assert state.fireworks[0] == 1 and state.strikes == 0


def test_hanabi_play_misfire() -> None:
    """« La carte part à la défausse et l'équipe place un jeton rouge dans le couvercle. » (p. 4, 6)"""
    state = game(TWO)
    events = state.apply(0, Play(1))  # R2 on an empty red firework
    assert events[0].data["success"] is False
    assert state.strikes == 1
    assert [state.deck[c].rank for c in state.discards] == [2]


def test_hanabi_play_slot() -> None:
    state = game(TWO)
    refused(state, 0, Play(7), "hanabi.play.slot")
    refused(state, 0, Play(-1), "hanabi.play.slot")


def _complete_red(spend_a_clue: bool) -> tuple[int, int]:
    """Play R1..R5 in a two-player game; return the blue tokens before and after the 5."""
    state = game([["R1", "Y1", "Y1", "Y1", "G1"], ["R2", "B1", "B1", "B1", "G1"]], draws=("R3", "R4", "W1", "R5"))
    for seat in (0, 1, 0, 1):  # R1 (draws R3), R2 (draws R4), R3 (draws W1), R4 (draws R5)
        state.apply(seat, Play(0))
    state.apply(0, ClueRank(1, 5) if spend_a_clue else Play(0))  # a clue, or W1
    before = state.clue_tokens
    state.apply(1, Play(0))  # R5
    assert state.fireworks[0] == 5
    return before, state.clue_tokens


def test_hanabi_play_five_bonus() -> None:
    """« en complétant un feu avec son 5, qui en rend un gratuitement » (p. 4-5)."""
    before, after = _complete_red(spend_a_clue=True)
    assert after == before + 1


def test_hanabi_play_five_bonus_lost_when_lid_full() -> None:
    """« Si les huit sont déjà dans le couvercle ... le bonus du 5 est perdu. » (p. 4-5)"""
    before, after = _complete_red(spend_a_clue=False)
    assert before == after == 8


def test_hanabi_draw_after_action() -> None:
    """« Défausser : jette une carte ... puis pioche sans regarder. » The drawer's log hides the card."""
    state = game(TWO, draws=("B1",))
    events = state.apply(0, Play(0))
    draw = events[-1]
    assert draw.kind == "draw" and state.hands[0][0] == 10
    assert "card" not in draw.for_seat(0)
    assert draw.for_seat(1)["card"] == {"suit": "blue", "rank": 1}
    assert draw.for_seat(None)["card"] == {"suit": "blue", "rank": 1}


# -- end and score -----------------------------------------------------------------------


def test_hanabi_end_strikes() -> None:
    """« Au troisième jeton rouge, la partie s'arrête aussitôt et l'équipe a perdu. » (p. 4, 6)"""
    state = game(TWO, draws=("B1", "B2", "B3"))
    state.apply(0, Play(0))  # R1: one point on the table
    state.apply(1, Play(2))  # R3: strike 1
    state.apply(0, Play(3))  # B4: strike 2
    assert not state.is_over()
    events = state.apply(1, Play(3))  # G4: strike 3
    assert state.is_over()
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason, result.details["score"], result.details["points"]) == (
        "lost",
        "strikes",
        0,
        1,
    )
    assert events[-1].kind == "game-over"


def test_hanabi_end_perfect() -> None:
    """« Les cinq feux sont complets avant la fin de la pioche : la partie s'arrête sur le score maximal de 25. »"""
    order = [f"{c}{r}" for c in "RYGBW" for r in range(1, 6)]
    hands = [["R1", "Y1", "Y1", "G1", "G1"], ["R2", "B1", "B1", "W1", "W1"]]
    state = game(hands, draws=tuple(order[2:]))
    seat = 0
    while not state.is_over():
        state.apply(seat, Play(0))
        seat = 1 - seat
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason, result.details["score"], result.details["rating"]) == (
        "won",
        "perfect",
        25,
        "legendary",
    )
    assert state.view(0)["deck_size"] > 0


def _discard_until_deck_empty(state):  # type: ignore[no-untyped-def]
    seat = 0
    while state.view(0)["deck_size"] > 0:
        action = Discard(4) if state.clue_tokens < 8 else ClueRank(1 - seat, 1)
        state.apply(seat, action)
        seat = 1 - seat
    return seat


def test_hanabi_end_last_round() -> None:
    """« Dès que quelqu'un prend la dernière carte, chaque joueur, y compris lui, joue encore un tour
    sans pouvoir repiocher. » (p. 6)"""
    state = HANABI.new_state(HanabiOptions(players=2), seed=11)
    drawer = 1 - _discard_until_deck_empty(state)
    assert state.final_turns == 2 and state.view(0)["turns_left"] == 2
    assert state.current == 1 - drawer
    sizes = [len(h) for h in state.hands]
    state.apply(state.current, ClueRank(drawer, 1) if state.clue_tokens else Discard(0))
    assert not state.is_over()
    assert state.current == drawer  # the drawer plays once more too
    state.apply(drawer, Play(0))
    assert state.is_over()
    assert state.result() is not None and state.result().reason == "deck-out"  # type: ignore[union-attr]
    assert len(state.hands[drawer]) == sizes[drawer] - 1  # no card drawn


def test_hanabi_score_sum() -> None:
    """« On additionne la valeur de la carte la plus haute de chacun des cinq feux d'artifice » (p. 6-7)."""
    state = game(TWO, draws=("B1",))
    state.apply(0, Play(0))  # R1
    state.apply(1, Play(0))  # Y1
    assert state.points() == 2
    assert state.view(1)["points"] == 2


@pytest.mark.parametrize(
    ("score", "word"),
    [
        (0, "risible"),
        (5, "risible"),
        (6, "médiocre"),
        (13, "honorable"),
        (18, "excellent"),
        (23, "extraordinaire"),
        (25, "légendaire"),
    ],
)
def test_hanabi_score_rating(score: int, word: str) -> None:
    """« Une échelle va de risible (5 ou moins) à légendaire (25). » (p. 6-7)"""
    from parlour.games.hanabi import rating

    assert rating_word(rating(score, 25), "fr") == word


# -- Bouquet final -----------------------------------------------------------------------


def _safe_turn(state) -> None:  # type: ignore[no-untyped-def]
    """An all-seeing turn that never throws away a card a perfect game needs, if it can help it."""
    seat = state.current
    hand = [state.deck[cid] for cid in state.hands[seat]]

    def dispensable(card) -> bool:  # type: ignore[no-untyped-def]
        copies = state.suits[card.suit].copies(card.rank)
        return card.rank <= state.fireworks[card.suit] or state.discard_counts()[card] + 1 < copies

    spare = [slot for slot, card in enumerate(hand) if dispensable(card)]
    playable = [slot for slot, card in enumerate(hand) if card.rank == state.fireworks[card.suit] + 1]
    if state.clue_tokens < 8 and spare:
        state.apply(seat, Discard(spare[0]))
    elif playable:
        state.apply(seat, Play(playable[0]))
    elif state.clue_tokens:
        state.apply(seat, ClueRank(1 - seat, 1))
    else:
        state.apply(seat, Play(0))


def _through_last_round(seed: int, bouquet: bool):  # type: ignore[no-untyped-def]
    state = HANABI.new_state(HanabiOptions(players=2, bouquet_final=bouquet), seed=seed)
    while state.view(0)["deck_size"] > 0 and not state.is_over():
        _safe_turn(state)
    for _ in range(2):
        if not state.is_over():
            _safe_turn(state)
    return state


def test_hanabi_bouquet_continue() -> None:
    """« La partie continue même après la fin de la pioche » (p. 8); without the variant it stops."""
    seed = next(s for s in range(50) if not _through_last_round(s, bouquet=True).is_over())
    bouquet = _through_last_round(seed, bouquet=True)
    assert bouquet.final_turns is None and bouquet.view(0)["turns_left"] is None
    standard = _through_last_round(seed, bouquet=False)
    assert standard.is_over() and standard.result().reason == "deck-out"  # type: ignore[union-attr]
    assert [t.action for t in standard.history] == [t.action for t in bouquet.history]


def test_hanabi_bouquet_indispensable() -> None:
    """« ... jusqu'à trois jetons rouges ou la défausse d'une carte indispensable. » (p. 8)"""
    state = game(TWO, bouquet_final=True)
    state.apply(0, ClueRank(1, 1))
    state.apply(1, Discard(4))  # the only red 5
    assert state.is_over()
    result = state.result()
    assert result is not None
    assert (result.outcome, result.reason, result.details["score"]) == ("lost", "indispensable-discarded", 0)


def test_hanabi_bouquet_dispensable_discard_goes_on() -> None:
    state = game(TWO, bouquet_final=True)
    state.apply(0, ClueRank(1, 1))
    state.apply(1, Discard(0))  # a yellow 1: two more remain
    assert not state.is_over()


def test_hanabi_bouquet_perfect_only() -> None:
    """« Pour les experts, seul un score parfait compte. » (p. 8): points on the table count for nothing."""
    for bouquet in (True, False):
        state = game(TWO, bouquet_final=bouquet)
        state.apply(0, ClueRank(1, 1))
        state.apply(1, Play(0))  # Y1: one point on the table
        state.apply(0, Discard(4))  # W5, the only white 5: no perfect game any more
        if bouquet:
            result = state.result()
            assert result is not None
            assert (result.outcome, result.details["score"], result.details["points"]) == ("lost", 0, 1)
        else:
            assert not state.is_over() and state.points() == 1


def test_hanabi_bouquet_no_action() -> None:
    """A player with no card and no blue token cannot act (no passing): their turn is skipped."""
    state = game(TWO, bouquet_final=True)
    state.hands[1] = []
    state.clue_tokens = 0
    state.apply(0, Play(0))
    assert state.current == 0


# -- variants ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "cards", "multis"),
    [
        ("multicolour", 60, [3, 2, 2, 2, 1]),
        ("multicolour-short", 55, [1, 1, 1, 1, 1]),
        ("multicolour-wild", 60, [3, 2, 2, 2, 1]),
    ],
)
def test_hanabi_variant_decks_hold_thirty_points(variant: str, cards: int, multis: list[int]) -> None:
    options = HanabiOptions.build(players=3, variant=variant)
    state = HANABI.new_state(options, seed=4)
    counts = Counter((c.suit, c.rank) for c in state.deck)
    assert len(state.deck) == cards and options.max_score == 30
    assert [counts[(5, r)] for r in range(1, 6)] == multis


def test_hanabi_variant_multicolour() -> None:
    state = game([["M1", "R1", "R2", "G3", "B4"], ["M2", "Y1", "R3", "G4", "R5"]], sixth_suit="multicolour")
    events = state.apply(0, ClueColour(1, "multi"))
    assert events[0].data["touched"] == [state.hands[1][0]]
    state.apply(1, ClueColour(0, "red"))
    assert state.view(0)["hands"][0][0]["known"]["suits"] == ["yellow", "green", "blue", "white", "multi"]


def test_hanabi_variant_multicolour_wild() -> None:
    state = game([["M1", "R1", "R2", "G3", "B4"], ["M2", "Y1", "R3", "G4", "R5"]], sixth_suit="multicolour-wild")
    events = state.apply(0, ClueColour(1, "yellow"))
    assert events[0].data["touched"] == [state.hands[1][0], state.hands[1][1]]
    assert state.view(1)["hands"][1][0]["known"]["suits"] == ["yellow", "multi"]
    refused(state, 1, ClueColour(0, "multi"), "hanabi.clue.rainbow-unnamed")
    assert all(getattr(a, "colour", None) != "multi" for a in state.legal_actions(1))


# -- views -------------------------------------------------------------------------------


def test_hanabi_view_hides_own_cards() -> None:
    """« Peut-on regarder ses propres cartes ? Non, jamais pendant la partie » (p. 2)."""
    opts = HanabiOptions(players=2)
    state = HANABI.new_state(opts, seed=987654321, deck=deck_for(opts, TWO))
    mine, theirs = state.view(0)["hands"]
    assert all("suit" not in c and "rank" not in c for c in mine)
    assert [(c["suit"], c["rank"]) for c in theirs] == [
        ("yellow", 1),
        ("green", 1),
        ("red", 3),
        ("green", 4),
        ("red", 5),
    ]
    spectator = state.view(None)
    assert all("suit" in c for hand in spectator["hands"] for c in hand)
    for view in (state.view(0), state.view(1), spectator):
        assert "seed" not in str(view) and "987654321" not in str(view)


def test_hanabi_variant_multicolour_short() -> None:
    """One multicolour card of each value: discarding the multicolour 1 loses it for good."""
    state = game(
        [["M1", "R1", "R2", "G3", "B4"], ["M2", "Y1", "R3", "G4", "R5"]],
        sixth_suit="multicolour-short",
        bouquet_final=True,
    )
    assert sum(1 for c in state.deck if c.suit == 5) == 5
    state.apply(0, ClueColour(1, "multi"))
    state.apply(1, ClueRank(0, 1))
    state.apply(0, Discard(0))  # the only multicolour 1
    assert state.result() is not None and state.result().reason == "indispensable-discarded"  # type: ignore[union-attr]


def test_hanabi_clue_rainbow_unnamed() -> None:
    """Wild multicolour is touched by every colour clue and so has no clue of its own."""
    state = game([["M1", "R1", "R2", "G3", "B4"], ["M2", "Y1", "R3", "G4", "R5"]], sixth_suit="multicolour-wild")
    error = refused(state, 0, ClueColour(1, "multi"), "hanabi.clue.rainbow-unnamed")
    assert "Multicolour" in error.message
    assert HANABI.num_actions(state.options) == 2 * 5 + 2 * 5 + 2 * 5  # five nameable colours, five ranks
