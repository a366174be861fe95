"""One test per Rent a Hero rule id, each quoting the seed line it proves.

Seeds: ../shared/seeds/003_8ad24ceb60510a74.txt (Spanish rulebook, the default rules),
000_a2270c9fd3c8ac52.txt (French page) and 001_201051db1d39abbe.txt (8fspace write-up).
Quotes in « » are verbatim; `test_quotes_are_verbatim` checks them. Unless a test says
otherwise: 3 players, seat 0 active first, every band the quiet (Angry Chicken, Witch), so no
general window opens by itself; `top` lists the deck's first cards (the first is turned at once).
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from parlour.engine import BadInput
from parlour.games.rentahero import (
    RENTAHERO,
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    RentAHeroOptions,
    Send,
    SendFromDeck,
    UsePower,
    full_deck,
)
from parlour.games.rentahero.cards import allowed
from parlour.games.rentahero.decks import QUIET, deck_for, game, quiet_game
from parlour.games.rentahero.state import RentAHeroState
from tests.games.rentahero.helpers import (
    act,
    decline_all,
    decline_except,
    exhaust_deck,
    kinds,
    let_chickens_pass,
    out_of_play,
    refused,
    resume,
)

SEEDS = Path(__file__).parents[4] / "shared" / "seeds"
SEED_FILES = ("003_8ad24ceb60510a74.txt", "000_a2270c9fd3c8ac52.txt", "001_201051db1d39abbe.txt")

HANDS = [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]]
NO_MATCH = [[4, 4, 5, 6, 7], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]]  # seat 0 holds nothing of strength <= 3


def test_quotes_are_verbatim() -> None:
    """Every test here and in test_scenarios.py quotes a seed, and every « quote » is in one word for word."""
    if not all((SEEDS / name).exists() for name in SEED_FILES):
        pytest.skip("the seeds are not next to this checkout")
    text = " ".join(" ".join((SEEDS / name).read_text(encoding="utf-8").split()) for name in SEED_FILES)
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
                    assert " ".join(quote.split()) in text, f"{node.name}: not in the seeds: {quote!r}"
                    checked += 1
    assert checked >= 80


# -- setup ------------------------------------------------------------------------------------


def test_rentahero_setup_players() -> None:
    """« Joueurs 3–5 »; « 遊戲人數：3-5人 »."""
    for players in (3, 4, 5):
        assert RENTAHERO.new_state(RentAHeroOptions(players=players), seed=1).players == players
    for players in (1, 2, 6):
        with pytest.raises(BadInput) as info:
            RentAHeroOptions(players=players)
        assert info.value.code == "rentahero.setup.players"
        assert "[rentahero.setup.players]" in str(info.value)


def test_rentahero_setup_cards() -> None:
    """« 77 cartas (11 de cada héroe) »; « cada número representa un héroe diferente »."""
    deck = full_deck()
    assert len(deck) == 77 and Counter(deck) == {h: 11 for h in range(1, 8)}
    state = RENTAHERO.new_state(RentAHeroOptions(players=5), seed=3)
    snap = state.snapshot()
    held = [*snap["deck"], *(d[0] for d in snap["discard"]), *(c for h in snap["hands"] for c in h)]
    held += [h for band in snap["bands"] for h, _ in band]
    assert Counter(held) == Counter(deck)


def test_rentahero_setup_deck() -> None:
    """« Baraja las cartas y dale 2 héroes a cada jugador boca arriba »: a deck given card by card is the full deal."""
    options = RentAHeroOptions(players=3, first_player=0)
    for bad in ([1] * 77, [*full_deck()[:-1]], [*full_deck()[:-1], 8], ["1"] * 77):
        with pytest.raises(BadInput) as info:
            RENTAHERO.new_state(options, seed=0, deck=bad)
        assert info.value.code in ("rentahero.setup.deck", "engine.input.record")
    # Every duplicate turned at the deal is replaced: eleven 1s on top give seat 0 a band of
    # 1 and the first other hero, and ten 1s face up in the discard pile.
    state = RENTAHERO.new_state(options, seed=0, deck=full_deck())
    assert sorted(state.bands[0]) == [1, 2] and [d.hero for d in state.discard[:10]] == [1] * 10
    # A deal that runs out of cards is refused: bands that discard most of the deck.
    runs_out = [1] * 11 + [2] * 11 + [3] * 11 + [4] * 11 + [5] * 11 + [6] * 11 + [7] * 11
    with pytest.raises(BadInput) as info:
        RENTAHERO.new_state(RentAHeroOptions(players=5, first_player=0), seed=0, deck=runs_out)
    assert info.value.code == "rentahero.setup.deck"


def test_rentahero_setup_bands() -> None:
    """« Si un jugador recibe 2 héroes idénticos, descarta uno de ellos y roba una nueva carta de héroe hasta que tenga
    2 héroes diferentes »."""
    state = game([[4, 6], QUIET, QUIET], HANDS, top=[1], setup_discards=[[4, 4]])
    assert state.bands[0] == {4: False, 6: False}
    public = state.view(None)["discard"]
    assert [(d["hero"], d["face_up"]) for d in public] == [(4, True), (4, True), (1, True)]


def test_rentahero_setup_hands() -> None:
    """« Entregue 5 cartas a cada jugador boca abajo. Constituyen las manos iniciales de los jugadores »."""
    hands = [[1, 1, 2, 6, 7], [2, 3, 4, 5, 5], [3, 3, 3, 6, 7]]
    state = quiet_game(hands, top=[4])
    assert state.hands == [sorted(h) for h in hands]
    assert len(state.deck) == 77 - 3 * (2 + 5) - 1  # the first card is turned at once
    assert state.view(1)["hands"] == [{"count": 5}, {"count": 5, "cards": [2, 3, 4, 5, 5]}, {"count": 5}]


def test_rentahero_setup_first_player() -> None:
    """« Elige al azar al jugador inicial »."""
    firsts = {RENTAHERO.new_state(RentAHeroOptions(players=4), seed=s).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    fixed = RENTAHERO.new_state(RentAHeroOptions(players=4, first_player=2), seed=5)
    assert fixed.first_player == fixed.active == 2
    with pytest.raises(BadInput):
        RentAHeroOptions(players=3, first_player=3)


# -- the turn ---------------------------------------------------------------------------------


def test_rentahero_turn_out_of_turn() -> None:
    """« Durante su turno, el Jugador Activo envía un héroe al jugador de su izquierda »: nobody else acts now."""
    state = quiet_game(HANDS, top=[1])
    refused(state, 1, Send(1), "rentahero.turn.out-of-turn")
    act(state, 0, Send(2))
    refused(state, 2, Recruit(), "rentahero.turn.out-of-turn")


def test_rentahero_end_game_over() -> None:
    """« Cuando un jugador tiene 6 héroes diferentes en su banda, inmediatamente gana el juego »: nothing follows."""
    state = game([[1, 2], [3, 4], QUIET], HANDS, top=[1])
    state.bands[1] = {3: False, 4: False, 5: False, 6: False, 7: False}  # recruited on earlier turns
    act(state, 0, Send(1))
    decline_all(state)
    act(state, 1, Recruit())
    assert state.is_over()
    refused(state, 2, Send(1), "rentahero.end.game-over")


def test_rentahero_turn_reveal() -> None:
    """« el jugador activo roba la primera carta del mazo y la coloca boca arriba en el descarte »."""
    state = quiet_game(HANDS, top=[4, 6])
    view = state.view(2)
    assert view["turned"] == 4 and view["allowed"] == [1, 3, 5, 7]
    assert view["discard"][-1] == {"hero": 4, "face_up": True, "known_to": []}
    assert state.deck[0] == 6


def test_rentahero_turn_send_first() -> None:
    """« El jugador activo debe elegir, de las cartas en su mano, un héroe que corresponda a la fuerza requerida »."""
    state = quiet_game(HANDS, top=[1])
    refused(state, 0, Recruit(), "rentahero.turn.send-first")
    refused(state, 0, PassOn(), "rentahero.turn.send-first")
    refused(state, 0, AskHint(1), "rentahero.turn.send-first")


def test_rentahero_turn_next() -> None:
    """« Una vez que el héroe vagabundo es reclutado (o descartado por un poder), el Jugador Activo roba una carta y la
    coloca en su mano. Entonces es el turno del siguiente jugador »."""
    state = quiet_game(HANDS, top=[1, 6, 2])
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert kinds(events) == ["recruit", "draw", "turn", "reveal"]
    assert state.hands[0] == [1, 3, 4, 5, 6]
    assert events[1].for_seat(0)["heroes"] == [6] and "heroes" not in events[1].for_seat(1)
    assert state.active == 1 and state.turned == 2 and state.to_act() == {1}


# -- sending ----------------------------------------------------------------------------------


def test_rentahero_send_requirement() -> None:
    """« Designa la fuerza de la carta que debes jugar »: a Pollo enojado « requiere un héroe de fuerza 3 o menos »."""
    state = quiet_game(HANDS, top=[1])
    assert state.legal_actions(0) == [Send(1), Send(2), Send(3)]
    error = refused(state, 0, Send(4), "rentahero.send.requirement")
    assert error.params == {"hero": 4, "turned": 1}
    for turned, players, wanted in [(6, 3, (1, 2, 3)), (6, 5, (1, 2, 3, 4, 5)), (7, 4, (4, 5, 6, 7))]:
        assert allowed(turned, players) == wanted


def test_rentahero_send_not_in_hand() -> None:
    """« El jugador activo debe elegir, de las cartas en su mano, un héroe »."""
    state = quiet_game([[2, 2, 3, 4, 5], *HANDS[1:]], top=[1])
    refused(state, 0, Send(1), "rentahero.send.not-in-hand")


def test_rentahero_send_from_deck() -> None:
    """« Si no tienes ninguna carta en tu mano que cumpla con la fuerza requerida, debes robar y enviar la primera
    carta del mazo boca abajo como el héroe vagabundo. Mira esta tarjeta »."""
    state = quiet_game(HANDS, top=[1])
    refused(state, 0, SendFromDeck(), "rentahero.send.from-deck")
    state = quiet_game(NO_MATCH, top=[1, 7])
    assert state.legal_actions(0) == [SendFromDeck()]
    events = act(state, 0, SendFromDeck())
    assert state.wandering == 7 and state.holder == 1 and state.from_deck
    assert events[0].for_seat(0)["hero"] == 7 and "hero" not in events[0].for_seat(1)
    assert state.view(0)["wandering"]["hero"] == 7 and state.view(1)["wandering"]["hero"] is None


def test_rentahero_send_discard() -> None:
    """« Mira esta tarjeta y pásala al jugador de tu izquierda. Además, descarta una carta de tu mano »: the sender
    looks first, then only he acts, choosing the card to discard (face up)."""
    state = quiet_game(NO_MATCH, top=[1, 7])
    refused(state, 0, DiscardCard(4), "rentahero.send.discard")
    act(state, 0, SendFromDeck())
    assert state.phase == "discard" and state.to_act() == {0} and state.window is None
    assert state.legal_actions(0) == [DiscardCard(h) for h in (4, 5, 6, 7)]
    assert state.legal_actions(1) == [] and state.view(0)["wandering"]["hero"] == 7
    refused(state, 1, Recruit(), "rentahero.turn.out-of-turn")
    events = act(state, 0, DiscardCard(4))
    assert kinds(events)[0] == "discard" and events[0].for_seat(2)["hero"] == 4
    assert state.phase == "hold" and state.to_act() == {1}
    assert state.hands[0] == [4, 5, 6, 7]
    assert state.view(2)["discard"][-1] == {"hero": 4, "face_up": True, "known_to": []}
    error = refused(state, 1, DiscardCard(1), "rentahero.send.discard")
    assert error.key == "rentahero.send.no-discard"


def test_rentahero_send_discard_first() -> None:
    """« Además, descarta una carta de tu mano »: after sending from the deck, the discard comes before anything
    else, a power included."""
    state = quiet_game(NO_MATCH, top=[1, 7])
    act(state, 0, SendFromDeck())
    error = refused(state, 0, UsePower(3, refresh=1), "rentahero.send.discard")
    assert error.key == "rentahero.send.discard-first"
    error = refused(state, 0, Decline(), "rentahero.send.discard")
    assert error.key == "rentahero.send.discard-first"


def test_rentahero_send_discard_not_in_hand() -> None:
    """« descarta una carta de tu mano »: a card the sender holds."""
    state = quiet_game(NO_MATCH, top=[1, 7])
    act(state, 0, SendFromDeck())
    error = refused(state, 0, DiscardCard(1), "rentahero.send.discard")
    assert error.key == "rentahero.send.discard-not-in-hand" and error.params == {"hero": 1}


def test_rentahero_send_no_discard() -> None:
    """8fspace: « 若手中無符合強度需求的牌，則從牌庫頂抽一張牌，直接無視強度需求向左傳遞 » (no discard)."""
    state = quiet_game(NO_MATCH, top=[1, 7], no_match_discard=False)
    assert state.legal_actions(0) == [SendFromDeck()]
    act(state, 0, SendFromDeck())
    assert state.phase == "hold" and state.to_act() == {1}
    error = refused(state, 1, DiscardCard(4), "rentahero.send.discard")
    assert error.key == "rentahero.send.no-discard"
    assert state.hands[0] == [4, 4, 5, 6, 7]


def test_rentahero_send_once() -> None:
    """« Esta carta se llama héroe vagabundo durante toda la ronda »: one per turn."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(1))
    refused(state, 1, Send(2), "rentahero.send.once")
    act(state, 1, PassOn())
    act(state, 2, PassOn())
    refused(state, 0, Send(2), "rentahero.send.once")


def test_rentahero_send_impossible() -> None:
    """« La dernière carte tirée, on finit le tour »: with no card meeting the requirement and no card to draw, nothing
    is sent."""
    hands = [HANDS[0], [1, 2, 3, 4, 4], HANDS[2]]  # seat 1 holds nothing of strength 5 or more
    state = quiet_game(hands, top=[1, 6, 2])
    exhaust_deck(state, keep=2)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    # Seat 0 draws the 6; seat 1 turns the deck's last card, a Pyromaniac, and can send nothing.
    assert kinds(events) == ["recruit", "draw", "turn", "reveal", "no-send", "game-over"]
    assert state.end_reason == "deck-out" and state.hands[1] == [1, 2, 3, 4, 4]


# -- holding the wandering hero ---------------------------------------------------------------


def test_rentahero_hold_recruit() -> None:
    """« reclutarlo (poner la carta boca arriba) »; « Si un jugador recluta a un héroe que aún no tiene, lo agrega a su
    banda de héroes »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert events[0].for_seat(None) == {"kind": "recruit", "seat": 1, "hero": 2, "duplicate": False}
    assert state.bands[1] == {1: False, 2: False, 3: False}


def test_rentahero_pass_left() -> None:
    """« pasar y enviar al héroe vagabundo al siguiente jugador en el sentido de las agujas del reloj »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(2))
    events = act(state, 1, PassOn())
    assert events[0].for_seat(None) == {"kind": "pass", "seat": 1, "to": 2}
    assert state.holder == 2 and state.to_act() == {2}


def test_rentahero_recruit_forced() -> None:
    """« Si el héroe vagabundo hace un recorrido completo por la mesa y regresa al Jugador Activo, debe reclutar al
    héroe, lo quiera o no »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(1))
    act(state, 1, PassOn())
    act(state, 2, PassOn())
    assert state.legal_actions(0) == [Recruit()]
    refused(state, 0, PassOn(), "rentahero.recruit.forced")
    act(state, 0, Recruit())  # a duplicate of his Angry Chicken, eliminated
    assert state.eliminated[0] == [1, 1] and 1 not in state.bands[0]


def test_rentahero_recruit_duplicate() -> None:
    """« Si un jugador recluta a un héroe que ya tiene, las dos cartas idénticas se colocan boca abajo junto a su banda
    de héroes. Forman la pila de héroes eliminados »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(3))
    events = act(state, 1, Recruit())
    assert kinds(events)[:2] == ["recruit", "eliminate"]
    assert state.bands[1] == {1: False} and state.eliminated[1] == [3, 3]
    assert state.view(None)["eliminated"] == [[], [3, 3], []]


def test_rentahero_recruit_threatened() -> None:
    """« Si uno de tus héroes está a punto de ser eliminado porque reclutaste a un héroe idéntico, puedes, si aún no lo
    has hecho, usar el poder de este héroe »."""
    state = game([QUIET, [3, 7], QUIET], [[1, 2, 3, 7, 5], *HANDS[1:]], top=[7, 6, 6])
    decline_all(state)  # seat 1's Wizard could draw after the reveal
    act(state, 0, Send(7))
    decline_all(state)
    act(state, 1, Recruit())
    assert state.phase == "eliminate" and state.window is not None and state.window.event == "duplicate"
    assert state.to_act() == {1} and UsePower(7) in state.legal_actions(1)
    act(state, 1, UsePower(7))
    decline_all(state)  # the chickens let it be, then the window after the power
    assert state.hands[1] == [1, 2, 3, 4, 5, 6, 6]
    assert state.eliminated[1] == [7, 7] and 7 not in state.bands[1]
    assert state.powers_used[1] == 1


def test_rentahero_recruit_settled() -> None:
    """« Tan pronto como un jugador dice "Estoy reclutando", el héroe ya no se considera un héroe vagabundo »: the
    recruit is settled, so a Wizard drawing the last card in the duplicate's window (deck_out="immediate") ends the
    game only after the pair is eliminated."""
    state = game(
        [(1, 3), (7, 5), (1, 3)],
        [(5, 2, 2, 2, 2), (2, 2, 4, 4, 4), (4, 4, 4, 6, 6)],
        top=[4],
        first=0,
        hints_per_holder=1,
        no_match_discard=False,
        duplicates_to="discard",
        deck_out="immediate",
    )
    decline_all(state)
    exhaust_deck(state, keep=1)
    act(state, 0, Send(5))
    decline_all(state)
    act(state, 1, Recruit())
    assert state.phase == "eliminate"
    act(state, 1, UsePower(7))
    before = len(state.discard)
    events = let_chickens_pass(state)
    assert state.is_over() and state.end_reason == "deck-out"
    assert state.bands[1] == {7: True} and state.wandering is None
    assert [d.hero for d in state.discard[before:]] == [5, 5]
    assert kinds(events)[-2:] == ["eliminate", "game-over"]
    result = state.result()
    assert result is not None and result.details["heroes"] == [2, 1, 2]


# -- hints ------------------------------------------------------------------------------------


def test_rentahero_hint_self() -> None:
    """« puedes pasar una de las cartas de tu mano, boca abajo, al Jugador Activo »: the active player does not ask
    himself."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(1))
    act(state, 1, PassOn())
    act(state, 2, PassOn())
    refused(state, 0, AskHint(2), "rentahero.hint.self")


def test_rentahero_hint_last_card() -> None:
    """« no puede usar la última carta de su mano para pedir una pista: si solo tiene una carta en su mano, no puede
    obtener una pista adicional »."""
    state = quiet_game(HANDS, top=[1])
    state.hands[1] = [4]
    act(state, 0, Send(1))
    assert state.legal_actions(1) == [Recruit(), PassOn()]
    refused(state, 1, AskHint(4), "rentahero.hint.last-card")


def test_rentahero_hint_not_in_hand() -> None:
    """« puedes pasar una de las cartas de tu mano »."""
    state = quiet_game([HANDS[0], [2, 2, 3, 4, 5], HANDS[2]], top=[1])
    act(state, 0, Send(1))
    refused(state, 1, AskHint(1), "rentahero.hint.not-in-hand")


def test_rentahero_hint_limit() -> None:
    """8fspace: « 每人每回合有一次詢問啟動玩家的機會 »."""
    state = quiet_game(HANDS, top=[1], hints_per_holder=1)
    act(state, 0, Send(1))
    act(state, 1, AskHint(2))
    assert not any(isinstance(a, AskHint) for a in state.legal_actions(1))
    error = refused(state, 1, AskHint(3), "rentahero.hint.limit")
    assert error.params == {"limit": 1}
    act(state, 1, PassOn())
    act(state, 2, AskHint(2))  # the limit is per player


def test_rentahero_hint_answer() -> None:
    """« Si la tarjeta es idéntica a la del héroe vagabundo, debe responder "sí", si no, responde "no" »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(2))
    no = act(state, 1, AskHint(3))
    yes = act(state, 1, AskHint(2))
    assert no[0].for_seat(None)["answer"] is False and yes[0].for_seat(None)["answer"] is True
    assert state.view(2)["hints"] == [{"seat": 1, "answer": False}, {"seat": 1, "answer": True}]
    assert state.hands[1] == [1, 4, 5]


def test_rentahero_hint_face_down() -> None:
    """« Luego, su carta se descarta, temporalmente boca abajo, para que los otros jugadores no sepan qué carta
    era »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(2))
    events = act(state, 1, AskHint(4))
    for seat, sees in [(0, 4), (1, 4), (2, None), (None, None)]:
        assert state.view(seat)["discard"][-1] == {"hero": sees, "face_up": False, "known_to": [0, 1]}
        assert events[0].for_seat(seat).get("hero") == sees


# -- powers -----------------------------------------------------------------------------------


def test_rentahero_power_in_band() -> None:
    """« Puedes usar los poderes de los héroes en tu banda (no los de tu mano) »."""
    state = quiet_game(HANDS, top=[1])
    refused(state, 0, UsePower(7), "rentahero.power.in-band")


def test_rentahero_power_used() -> None:
    """« solo puedes usar cada poder una vez en un juego »."""
    state = game([[7, 1], QUIET, QUIET], HANDS, top=[1])
    act(state, 0, UsePower(7))
    decline_all(state)
    assert state.bands[0][7] is True
    refused(state, 0, UsePower(7), "rentahero.power.used")


def test_rentahero_power_arguments() -> None:
    """« El jugador de su elección se ve obligado a pasar »: only the Dog Trainer names a player, only the Witch a
    hero."""
    state = game([QUIET, [4, 3], QUIET], HANDS, top=[1])
    act(state, 0, Send(1))
    assert state.window is not None and state.to_act() == {1}
    for bad in (UsePower(4), UsePower(4, target=2, refresh=7), UsePower(3), UsePower(3, target=2, refresh=4)):
        refused(state, 1, bad, "rentahero.power.arguments")


def test_rentahero_power_sideways() -> None:
    """« Una vez que haya usado el poder de un héroe, gire la carta un cuarto de vuelta »; « Este héroe se considera
    usado incluso si su poder fue anulado »."""
    state = game([[7, 3], [1, 4], QUIET], HANDS, top=[1])
    act(state, 0, UsePower(7))
    assert state.window is not None and state.window.kind == "chicken"
    act(state, 1, UsePower(1))
    decline_all(state)
    assert state.bands[0] == {3: False, 7: True} and state.bands[1][1] is True
    assert state.powers_used == [1, 1, 0]
    assert state.view(None)["bands"][0] == [{"hero": 3, "used": False}, {"hero": 7, "used": True}]


def test_rentahero_power_fresh() -> None:
    """« 但如果橫置的英雄卡因為與後來招募的英雄重複而消滅， 再一次招募到此英雄時便可再次使用能力 »."""
    hands = [[7, 7, 2, 3, 5], [1, 2, 3, 4, 7], HANDS[2]]
    state = game([QUIET, [7, 3], QUIET], hands, top=[7, 6, 7])
    state.bands[1][7] = True  # used on an earlier turn
    decline_all(state)
    act(state, 0, Send(7))
    decline_all(state)
    act(state, 1, Recruit())  # a duplicate: both Wizards are eliminated
    decline_all(state)
    assert state.bands[1] == {3: False} and state.eliminated[1] == [7, 7]
    assert state.active == 1 and state.turned == 7  # seat 1 sends its own Wizard round the table
    act(state, 1, Send(7))
    act(state, 2, PassOn())
    act(state, 0, PassOn())
    act(state, 1, Recruit())
    assert state.bands[1] == {3: False, 7: False}


def test_rentahero_power_no_wandering() -> None:
    """« Pirómano: descarta al héroe vagabundo »: there is none before the send."""
    state = game([[2, 5], QUIET, QUIET], HANDS, top=[1])
    assert state.to_act() == {0} and state.window is None
    refused(state, 0, UsePower(2), "rentahero.power.no-wandering")
    refused(state, 0, UsePower(5), "rentahero.power.no-wandering")


def test_rentahero_power_declared() -> None:
    """« Tan pronto como un jugador dice "Estoy reclutando", el héroe ya no se considera un héroe vagabundo por nada
    relacionado con los poderes »."""
    state = game([QUIET, [3, 7], [2, 5]], [[3, 3, 3, 4, 5], *HANDS[1:]], top=[3])
    decline_all(state)
    act(state, 0, Send(3))
    decline_all(state)
    act(state, 1, Recruit())  # a duplicate of the Witch: its window opens (seat 1's Wizard)
    assert state.window is not None and state.window.event == "duplicate" and state.to_act() == {1}
    # Seat 2 is not in this window: its Pyromaniac and Sergeant can no longer touch the card.
    refused(state, 2, UsePower(2), "rentahero.power.declared")
    refused(state, 2, UsePower(5), "rentahero.power.declared")


def test_rentahero_chicken_response_only() -> None:
    """« Anula los efectos de otro héroe que se acaba de usar »."""
    state = game([[1, 7], QUIET, QUIET], HANDS, top=[1])
    refused(state, 0, UsePower(1), "rentahero.chicken.response-only")


def test_rentahero_chicken_cancel() -> None:
    """« Pollo enojado: anula una habilidad »; « Un Angry Chicken puede anular a otro Angry Chicken »."""
    state = game([QUIET, [2, 4], [1, 5]], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 1, UsePower(2))
    assert state.window is not None and state.window.pending == {0, 2}
    act(state, 2, UsePower(1))
    events = decline_all(state)
    resolve = next(e for e in events if e.kind == "resolve")
    assert resolve.data["stack"] == [
        {"seat": 1, "hero": 2, "cancelled": True},
        {"seat": 2, "hero": 1, "cancelled": False},
    ]
    assert state.wandering == 2 and state.holder == 1


def test_rentahero_pyromaniac_discard() -> None:
    """« Coloca al héroe vagabundo boca arriba en el descarte. No se le considera un héroe eliminado »."""
    state = game([[2, 4], QUIET, QUIET], HANDS, top=[1, 6])
    act(state, 0, Send(3))
    act(state, 0, UsePower(2))
    events = decline_all(state)
    assert "discard-wandering" in kinds(events)
    assert state.view(None)["discard"][-2] == {"hero": 3, "face_up": True, "known_to": []}
    assert state.eliminated == [[], [], []] and state.active == 1
    assert state.hands[0] == [1, 2, 4, 5, 6]  # the active player drew as the turn ended


def test_rentahero_witch_refresh() -> None:
    """« Actualiza a uno de los héroes de tu banda que está horizontal. El poder de este héroe ahora se puede
    reutilizar, incluso inmediatamente después de que la Bruja lo refresque »."""
    state = game([[3, 7], [2, 4], [2, 4]], HANDS, top=[1])
    state.bands[0][7] = True
    act(state, 0, UsePower(3, refresh=7))
    decline_except(state, 0)
    assert state.bands[0] == {3: True, 7: False}
    assert UsePower(7) in state.legal_actions(0)
    act(state, 0, UsePower(7))


def test_rentahero_witch_answer() -> None:
    """« El poder de este héroe ahora se puede reutilizar, incluso inmediatamente después de que la Bruja lo
    refresque »: a seat with an unused Witch and a used Angry Chicken answers a power just used."""
    state = game([[7, 2], QUIET, [2, 4]], HANDS, top=[1])
    state.bands[1][1] = True  # seat 1's Angry Chicken was used earlier
    assert state.to_act() == {0}
    hand = list(state.hands[0])
    act(state, 0, UsePower(7))
    assert state.window is not None and state.window.kind == "chicken" and state.window.pending == {1}
    assert state.legal_actions(1) == [UsePower(3, refresh=1), Decline()]
    refused(state, 1, UsePower(3, refresh=7), "rentahero.window.chicken-only")
    refused(state, 1, UsePower(1), "rentahero.power.used")
    events = act(state, 1, UsePower(3, refresh=1))
    # Nobody can answer the Witch (no other unused Chicken): she stands, and the window on the power reopens.
    assert kinds(events) == ["power", "resolve", "refresh", "window"]
    assert events[0].data == {"seat": 1, "hero": 3, "refresh": 1}
    assert events[1].data["stack"] == [{"seat": 1, "hero": 3, "cancelled": False}]
    assert state.bands[1] == {1: False, 3: True} and state.powers_used[1] == 1
    assert state.window is not None and state.window.pending == {1}
    assert state.legal_actions(1) == [UsePower(1), Decline()]
    events = act(state, 1, UsePower(1))
    resolve = next(e for e in events if e.kind == "resolve")
    assert resolve.data["stack"] == [
        {"seat": 0, "hero": 7, "cancelled": True},
        {"seat": 1, "hero": 1, "cancelled": False},
    ]
    assert state.hands[0] == hand and state.powers_used == [1, 2, 0]


def test_rentahero_witch_answer_cancelled() -> None:
    """A Witch used in a chicken window is the hero just used: another Angry Chicken may cancel her
    (« Anula los efectos de otro héroe que se acaba de usar »); her user's Chicken then stays used."""
    state = game([[7, 2], QUIET, [1, 4]], HANDS, top=[1, 6, 6])
    state.bands[1][1] = True  # seat 1's Angry Chicken was used earlier; seat 2's is not
    hand = list(state.hands[0])
    act(state, 0, UsePower(7))
    assert state.window is not None and state.window.pending == {1, 2}
    act(state, 1, UsePower(3, refresh=1))
    assert state.window is not None and state.window.kind == "chicken" and state.window.pending == {2}
    assert state.legal_actions(2) == [UsePower(1), Decline()]
    events = act(state, 2, UsePower(1))
    resolves = [e.data["stack"] for e in events if e.kind == "resolve"]
    assert resolves == [
        [{"seat": 1, "hero": 3, "cancelled": True}, {"seat": 2, "hero": 1, "cancelled": False}],
        [{"seat": 0, "hero": 7, "cancelled": False}],
    ]
    assert "refresh" not in kinds(events)
    assert state.bands[1] == {1: True, 3: True} and state.bands[2][1] is True
    assert state.powers_used == [1, 1, 1]
    assert state.hands[0] != hand  # the power nobody could cancel any more took effect


def test_rentahero_witch_answer_declined() -> None:
    """« El poder de este héroe ahora se puede reutilizar »: the seat may also let the power pass."""
    state = game([[7, 2], QUIET, [2, 4]], HANDS, top=[1, 6, 6])
    state.bands[1][1] = True
    act(state, 0, UsePower(7))
    act(state, 1, Decline())
    assert state.bands[1] == {1: True, 3: False} and state.hands[0] == [1, 2, 3, 4, 5, 6, 6]


def test_rentahero_witch_not_itself() -> None:
    """« Refresca a uno de tus héroes »: « Actualiza a uno de los héroes de tu banda que está horizontal »."""
    state = game([[3, 7], QUIET, QUIET], HANDS, top=[1])
    state.bands[0][3] = True
    refused(state, 0, UsePower(3, refresh=3), "rentahero.power.used")
    state.bands[0][3] = False
    refused(state, 0, UsePower(3, refresh=3), "rentahero.witch.not-itself")


def test_rentahero_witch_used_only() -> None:
    """« Actualiza a uno de los héroes de tu banda que está horizontal »."""
    state = game([[3, 7], QUIET, QUIET], HANDS, top=[1])
    assert not any(a.hero == 3 for a in state.legal_actions(0) if isinstance(a, UsePower))
    refused(state, 0, UsePower(3, refresh=7), "rentahero.witch.used-only")
    refused(state, 0, UsePower(3, refresh=5), "rentahero.witch.used-only")


def test_rentahero_dog_muzzle() -> None:
    """« El jugador de su elección se ve obligado a pasar y enviar al héroe vagabundo al siguiente jugador »."""
    state = game([[4, 3], QUIET, QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 0, UsePower(4, target=1))
    decline_all(state)
    assert state.muzzled == {1} and state.view(None)["muzzled"] == [1]
    assert state.legal_actions(1) == [PassOn()]


def test_rentahero_dog_muzzled() -> None:
    """« Entrenador de perros: evita que un jugador reclute »."""
    state = game([[4, 3], QUIET, QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 0, UsePower(4, target=1))
    decline_all(state)
    refused(state, 1, Recruit(), "rentahero.dog.muzzled")
    refused(state, 1, AskHint(2), "rentahero.dog.muzzled")


def test_rentahero_dog_active_discard() -> None:
    """« Si el héroe vagabundo se envía al jugador activo, que es el objetivo del entrenador de perros, el héroe
    vagabundo se descarta »."""
    state = game([QUIET, [4, 3], QUIET], HANDS, top=[1, 6])
    act(state, 0, Send(2))
    act(state, 1, UsePower(4, target=0))
    decline_all(state)
    act(state, 1, PassOn())
    decline_all(state)  # seat 1's Witch could refresh the Dog Trainer
    events = act(state, 2, PassOn())
    assert kinds(events)[:2] == ["pass", "discard-wandering"]
    assert events[1].data == {"hero": 2, "reason": "dog-trainer", "holder": 0}
    assert state.active == 1 and state.bands[0] == {1: False, 3: False}


def test_rentahero_dog_target_self() -> None:
    """« No puedes usar el adiestrador de perros contigo mismo para evitar reclutar a un héroe vagabundo »."""
    state = game([QUIET, [4, 3], QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    refused(state, 1, UsePower(4, target=1), "rentahero.dog.target-self")


def test_rentahero_dog_no_seat() -> None:
    """« El jugador de su elección »: a player at this table."""
    state = game([QUIET, [4, 3], QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    refused(state, 1, UsePower(4, target=4), "rentahero.dog.no-seat")


def test_rentahero_dog_already_muzzled() -> None:
    """« El jugador de su elección se ve obligado a pasar »: once is enough."""
    state = game([[4, 1], QUIET, [4, 3]], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 0, UsePower(4, target=1))
    decline_except(state, 2)
    assert state.window is not None and state.window.pending == {2}
    assert UsePower(4, target=1) not in state.legal_actions(2)
    refused(state, 2, UsePower(4, target=1), "rentahero.dog.already-muzzled")


def test_rentahero_sergeant_look() -> None:
    """« El Sargento te permite mirar en secreto la carta del héroe vagabundo »."""
    state = game([QUIET, QUIET, [5, 3]], HANDS, top=[1])
    act(state, 0, Send(3))
    act(state, 2, UsePower(5))
    events = decline_all(state)
    look = next(e for e in events if e.kind == "look")
    assert look.for_seat(2)["hero"] == 3 and all("hero" not in look.for_seat(s) for s in (0, 1, None))
    assert state.view(2)["wandering"]["hero"] == 3 and state.view(1)["wandering"]["hero"] is None
    assert state.view(None)["wandering"]["known_to"] == [0, 2]


def test_rentahero_sergeant_announce() -> None:
    """« Está absolutamente permitido mentir y anunciar el nombre de una tarjeta diferente a la que realmente vio »."""
    state = game([QUIET, QUIET, [5, 3]], HANDS, top=[1])
    act(state, 0, Send(3))
    act(state, 2, UsePower(5))
    decline_all(state)
    assert state.to_act() == {2} and state.view(2)["phase"] == "announce"
    assert state.legal_actions(2)[:8] == [Announce(None), *(Announce(h) for h in range(1, 8))]
    events = act(state, 2, Announce(6))  # a lie
    assert events[0].for_seat(None) == {"kind": "announce", "seat": 2, "hero": 6}
    assert state.view(0)["announcements"] == [{"seat": 2, "hero": 6}]
    decline_all(state)  # the window after the announcement (seat 2's Witch could refresh the Sergeant)
    assert state.to_act() == {1}


def test_rentahero_sergeant_announce_first() -> None:
    """« Puedes revelar el nombre del héroe vagabundo a los otros jugadores si quieres »: first, say it or not."""
    state = game([QUIET, [5, 3], QUIET], HANDS, top=[1])
    act(state, 0, Send(3))
    act(state, 1, UsePower(5))
    decline_all(state)
    refused(state, 1, Recruit(), "rentahero.sergeant.announce")
    assert refused(state, 1, PassOn(), "rentahero.sergeant.announce").key == "rentahero.sergeant.announce-first"


def test_rentahero_sergeant_nothing() -> None:
    """« Puedes revelar el nombre del héroe vagabundo »: only after a Sergeant's look."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(3))
    error = refused(state, 1, Announce(3), "rentahero.sergeant.announce")
    assert error.key == "rentahero.sergeant.nothing"


def test_rentahero_knight_ignore() -> None:
    """« Este poder permite al Jugador Activo ignorar la fuerza requerida y enviar una carta de su elección »; « Puedes
    usar el Caballero Negro en otro jugador »."""
    state = game([QUIET, QUIET, [6, 3]], HANDS, top=[1])
    assert state.window is not None and state.window.pending == {2}
    act(state, 2, UsePower(6))
    decline_all(state)
    assert state.black_knight and state.legal_actions(0) == [Send(h) for h in (1, 2, 3, 4, 5)]
    act(state, 0, Send(5))


def test_rentahero_knight_before_send() -> None:
    """« usarías este poder en tu turno para evitar enviar un héroe »: before the send only."""
    state = game([QUIET, [6, 3], QUIET], HANDS, top=[1])
    decline_all(state)
    act(state, 0, Send(2))
    refused(state, 1, UsePower(6), "rentahero.knight.before-send")


def test_rentahero_knight_already() -> None:
    """« ignora la fuerza requerida »: once is enough."""
    state = game([[6, 3], QUIET, [6, 3]], HANDS, top=[1])
    assert state.window is not None and state.window.pending == {0, 2}
    act(state, 2, UsePower(6))
    decline_all(state)  # the chickens, then the window after the power: seat 0 is no longer in it
    assert state.window is None and state.to_act() == {0}  # seat 0 decides, his own Black Knight unused
    assert UsePower(6) not in state.legal_actions(0)
    refused(state, 0, UsePower(6), "rentahero.knight.already")


def test_rentahero_wizard_draw() -> None:
    """« Este poder te permite robar dos cartas de la parte superior del mazo y agregarlas a tu mano. Si solo queda una
    carta en el mazo, solo puede robar una carta »."""
    state = game([[7, 3], QUIET, QUIET], HANDS, top=[1, 6, 7, 2])
    act(state, 0, UsePower(7))
    events = decline_all(state)
    draw = next(e for e in events if e.kind == "draw")
    assert draw.for_seat(0)["heroes"] == [6, 7] and draw.for_seat(1) == {
        "kind": "draw",
        "seat": 0,
        "count": 2,
        "deck_size": len(state.deck),
    }
    assert state.hands[0] == [1, 2, 3, 4, 5, 6, 7]
    other = game([[7, 3], QUIET, QUIET], HANDS, top=[1, 6], deck_out="finish-turn")
    exhaust_deck(other, keep=1)
    act(other, 0, UsePower(7))
    decline_all(other)
    assert other.hands[0] == [1, 2, 3, 4, 5, 6] and other.last_card_drawn


def test_rentahero_wizard_empty_deck() -> None:
    """« Si solo queda una carta en el mazo, solo puede robar una carta »: none, nothing to draw."""
    state = game([[7, 3], QUIET, QUIET], HANDS, top=[1])
    exhaust_deck(state)
    assert state.to_act() == {0} and UsePower(7) not in state.legal_actions(0)
    refused(state, 0, UsePower(7), "rentahero.wizard.empty-deck")


# -- windows ----------------------------------------------------------------------------------


def test_rentahero_window_pending() -> None:
    """« Puedes usar un poder en cualquier momento, incluso fuera de tu turno »: each player with a usable power may
    react."""
    state = game([[7, 3], QUIET, [6, 2]], HANDS, top=[1])
    # After the reveal: seat 0's Wizard (a card to draw) and seat 2's Black Knight (before the
    # send); seat 2's Pyromaniac has no wandering hero yet; seat 1 has nothing usable.
    assert state.window is not None and state.window.event == "turned"
    assert state.to_act() == {0, 2}
    assert state.legal_actions(2) == [UsePower(6), Decline()]
    assert state.legal_actions(1) == []
    act(state, 0, Decline())
    assert state.to_act() == {2}
    act(state, 2, Decline())
    assert state.window is None and state.to_act() == {0}
    quiet = quiet_game(HANDS, top=[1])
    assert quiet.window is None  # nobody could react: no window is opened


def test_rentahero_window_chicken() -> None:
    """« Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen »."""
    state = game([[7, 3], [1, 2], [1, 5]], HANDS, top=[1])
    events = act(state, 0, UsePower(7))
    assert kinds(events) == ["power", "window"]
    assert events[1].data == {"window": "chicken", "event": "power", "pending": [1, 2]}
    assert events[1].for_seat(0)["kind"] == "window"
    assert state.legal_actions(1) == [UsePower(1), Decline()]
    act(state, 1, Decline())
    events = act(state, 2, Decline())
    assert kinds(events)[:3] == ["decline", "resolve", "draw"]


def test_rentahero_window_open() -> None:
    """« Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen. Sin embargo, después de que haya
    pasado un tiempo razonable, no podrá regresar »."""
    state = game([QUIET, [2, 3], QUIET], HANDS, top=[1])
    act(state, 0, Send(1))
    assert state.window is not None and state.to_act() == {1}
    refused(state, 1, Recruit(), "rentahero.window.open")
    act(state, 1, Decline())
    act(state, 1, Recruit())


def test_rentahero_window_none() -> None:
    """« Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen »: no power, nothing to let pass."""
    state = quiet_game(HANDS, top=[1])
    refused(state, 0, Decline(), "rentahero.window.none")


def test_rentahero_window_not_pending() -> None:
    """« Sin embargo, después de que haya pasado un tiempo razonable, no podrá regresar »."""
    state = game([[7, 3], QUIET, [6, 2]], HANDS, top=[1])
    refused(state, 1, Decline(), "rentahero.window.not-pending")
    act(state, 0, Decline())
    refused(state, 0, Decline(), "rentahero.window.not-pending")
    refused(state, 0, UsePower(7), "rentahero.window.not-pending")
    refused(state, 1, Send(1), "rentahero.window.not-pending")


def test_rentahero_window_chicken_only() -> None:
    """« Anula los efectos de otro héroe que se acaba de usar »: while it can be answered, only chickens speak."""
    state = game([[7, 1], [1, 6], QUIET], HANDS, top=[1])
    act(state, 0, UsePower(7))
    refused(state, 1, UsePower(6), "rentahero.window.chicken-only")


# -- the deck and the end ---------------------------------------------------------------------


def test_rentahero_deck_reshuffle() -> None:
    """« Cuando la baraja esté vacía, baraja el descarte para formar una nueva baraja »."""
    state = quiet_game(HANDS, top=[1], deck_out="reshuffle")
    exhaust_deck(state)
    size = len(state.discard)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert kinds(events)[:3] == ["recruit", "reshuffle", "draw"]
    # Everything but the card turned this turn went into the new deck; one was drawn, one turned.
    assert len(state.deck) == size - 1 - 1 - 1 and len(state.discard) == 2
    assert not state.is_over() and not state.last_card_drawn


def test_rentahero_end_six_heroes() -> None:
    """« Cuando un jugador tiene 6 héroes diferentes en su banda, inmediatamente gana el juego »."""
    state = quiet_game(HANDS, top=[1])
    state.bands[1] = {1: False, 3: True, 4: True, 5: True, 6: False}  # recruited (and used) earlier
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert kinds(events) == ["recruit", "game-over"]
    result = state.result()
    assert result is not None and result.reason == "six-heroes" and result.scores == (0.0, 1.0, 0.0)
    assert result.details["winners"] == [1] and result.details["outcomes"] == ["lost", "won", "lost"]


def test_rentahero_end_deck_out() -> None:
    """« La dernière carte tirée, on finit le tour et le groupe le plus fourni l'emporte »."""
    state = quiet_game(HANDS, top=[1, 6])
    exhaust_deck(state, keep=1)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())  # seat 0 draws the last card: the turn is over, so is the game
    assert kinds(events) == ["recruit", "draw", "game-over"]
    result = state.result()
    assert result is not None and result.reason == "deck-out" and result.details["winners"] == [1]


def test_rentahero_end_no_cards() -> None:
    """« el final del juego solo ocurre si un jugador tiene 6 héroes diferentes »: unless a whole round can send
    nothing."""
    hands = [[4, 4, 5, 6, 7], [4, 5, 5, 6, 7], [4, 5, 6, 6, 7]]  # nobody holds a strength of 3 or less
    state = quiet_game(hands, top=[1], deck_out="reshuffle")
    exhaust_deck(state)
    out_of_play(state)
    events = resume(state)
    # The lone Angry Chicken is turned again and again (reshuffled each turn); nobody can send.
    assert kinds(events).count("no-send") == 3 and kinds(events).count("reshuffle") == 2
    assert state.is_over() and state.end_reason == "no-cards"


def last_turn(state_bands: dict[int, dict[int, bool]] | None = None, **changes: object) -> RentAHeroState:
    """A game on its last turn: seat 0 sends a Pyromaniac that seat 1 recruits, then draws the deck's last card.

    Seat 1 ends with 3 heroes; the others keep 2 unless `state_bands` gives them more.
    """
    state = quiet_game(HANDS, top=[1, 6])
    for seat, band in (state_bands or {}).items():
        state.bands[seat] = band
    for name, value in changes.items():
        setattr(state, name, value)
    exhaust_deck(state, keep=1)
    act(state, 0, Send(2))
    act(state, 1, Recruit())
    assert state.is_over() and state.end_reason == "deck-out"
    return state


def test_rentahero_end_ranking() -> None:
    """« el jugador con más héroes en su banda gana el juego »."""
    result = last_turn(eliminated=[[], [4, 4, 5, 5], []], powers_used=[0, 3, 0]).result()
    assert result is not None and result.details["heroes"] == [2, 3, 2] and result.details["winners"] == [1]
    assert result.scores == (0.0, 1.0, 0.0)


def test_rentahero_end_tie_eliminated() -> None:
    """« En caso de empate, el jugador con la menor cantidad de cartas en su pila de héroes eliminados gana el
    juego »."""
    bands = {2: {1: False, 3: False, 6: False}}
    result = last_turn(bands, eliminated=[[], [], [5, 5]], powers_used=[0, 2, 0]).result()
    assert result is not None and result.details["heroes"] == [2, 3, 3]
    assert result.details["eliminated"] == [0, 0, 2] and result.details["winners"] == [1]


def test_rentahero_end_tie_powers() -> None:
    """« Si todavía hay un empate, el jugador que usó la menor cantidad de poderes de héroe gana el juego »."""
    result = last_turn({2: {1: False, 3: False, 6: False}}, powers_used=[0, 2, 1]).result()
    assert result is not None and result.details["heroes"] == [2, 3, 3] and result.details["eliminated"] == [0, 0, 0]
    assert result.details["powers_used"] == [0, 2, 1] and result.details["winners"] == [2]


def test_rentahero_end_shared() -> None:
    """« Si hay un empate después de eso, ¡todos los ganadores comparten la victoria! »."""
    result = last_turn({2: {1: False, 3: False, 6: False}}).result()
    assert result is not None and result.details["winners"] == [1, 2]
    assert result.details["outcomes"] == ["lost", "won", "won"]
    assert result.scores == (0.0, 1.0, 1.0) and result.outcome == "scored"


def test_explicit_decks_round_trip() -> None:
    """« Las cartas restantes forman el mazo común »: a deck given card by card is kept in the record."""
    deck = deck_for([QUIET] * 3, HANDS, top=[4])
    state = RENTAHERO.new_state(RentAHeroOptions(players=3, first_player=0), seed=9, deck=deck)
    record = state.record()
    assert record.deck == deck and RENTAHERO.deck_from_json(record.deck, state.options) == deck
