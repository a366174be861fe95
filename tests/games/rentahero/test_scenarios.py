"""Rent a Hero scenarios: the seed's worked example, every power at work, the chicken chain, the
windows, each end condition and each preset's differences.

Unless a test says otherwise: 3 players, seat 0 active first, bands the quiet (Angry Chicken,
Witch); `top` lists the deck's first cards (the first is turned at once).
"""

from __future__ import annotations

import pytest

from parlour.engine import BadInput
from parlour.games.rentahero import (
    RENTAHERO,
    Announce,
    AskHint,
    Decline,
    PassOn,
    Recruit,
    RentAHeroOptions,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.decks import QUIET, game, quiet_game
from parlour.games.rentahero.text import describe_event, hero_name, requirement
from tests.games.rentahero.helpers import (
    act,
    decline_all,
    decline_except,
    exhaust_deck,
    kinds,
    let_chickens_pass,
    refused,
)

HANDS = [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]]


# -- the seed's worked example ----------------------------------------------------------------


def test_the_worked_example() -> None:
    """« Es un pollo enojado. La carta muestra que se requiere un héroe de fuerza 3 o menos. El Jugador Activo tiene
    dos cartas en su mano que cumplen con este requisito: el Pirómano con fuerza 2 y la Bruja con fuerza 3. El
    jugador activo elige enviar a la bruja como el héroe vagabundo »."""
    state = quiet_game([[2, 3, 4, 6, 7], *HANDS[1:]], top=[1])
    assert state.turned == 1 and state.legal_actions(0) == [Send(2), Send(3)]
    events = act(state, 0, Send(3))
    assert state.wandering == 3 and state.holder == 1
    assert describe_event(events[0].for_seat(1), "es", ["Ana", "Bea", "Cid"]) == "Ana envía un héroe vagabundo a Bea"
    assert describe_event(events[0].for_seat(0), "en", ["Ana", "Bea", "Cid"]) == "Ana sends Witch (3) to Bea"


def test_names_and_requirements_in_four_languages() -> None:
    """« Pollo enojado: Requiere una carta de fuerza 3 o menor »; « 憤怒雞(強度一) »."""
    assert [hero_name(h, "es") for h in range(1, 8)] == [
        "Pollo enojado",
        "Pirómano",
        "Bruja",
        "Entrenador de perros",
        "Sargento",
        "Caballero negro",
        "Mago",
    ]
    assert [hero_name(h, "zh-Hant") for h in range(1, 8)] == [
        "憤怒雞",
        "縱火狂",
        "女巫",
        "訓狗師",
        "警衛",
        "黑騎士",
        "法師",
    ]
    assert requirement(1, 4, "fr") == "force 3 ou moins" and requirement(7, 4, "zh-Hant") == "強度不低於玩家人數（4）"


# -- the powers at work -----------------------------------------------------------------------


def test_a_pyromaniac_burns_the_hero_mid_circle() -> None:
    """« Tan pronto como el héroe vagabundo sea descartado boca arriba, el poder de Pyromaniac no podrá ser anulado
    por Angry Chicken »."""
    state = game([QUIET, QUIET, [2, 4]], HANDS, top=[1, 7])
    act(state, 0, Send(3))
    decline_all(state)  # seat 2 could burn it at once
    act(state, 1, PassOn())
    assert state.window is not None and state.window.event == "passed"
    act(state, 2, UsePower(2))
    events = decline_all(state)  # every chicken lets it burn
    assert "discard-wandering" in kinds(events) and state.active == 1
    assert state.view(None)["discard"][-2] == {"hero": 3, "face_up": True, "known_to": []}
    assert state.bands[2] == {2: True, 4: False} and state.powers_used == [0, 0, 1]


def test_a_witch_lets_the_wizard_draw_twice() -> None:
    """« El poder de este héroe ahora se puede reutilizar, incluso inmediatamente después de que la Bruja lo
    refresque »; « No hay límite en el tamaño de la mano »."""
    state = game([[3, 7], QUIET, QUIET], HANDS, top=[1, 2, 2, 6, 6])
    act(state, 0, UsePower(7))
    decline_except(state, 0)
    act(state, 0, UsePower(3, refresh=7))
    decline_except(state, 0)
    act(state, 0, UsePower(7))
    decline_all(state)
    assert state.hands[0] == [1, 2, 2, 2, 3, 4, 5, 6, 6]
    assert state.bands[0] == {3: True, 7: True} and state.powers_used[0] == 3
    assert not any(isinstance(a, UsePower) for a in state.legal_actions(0))


def test_a_dog_trainer_skips_one_player() -> None:
    """« 訓狗師(強度四)：讓一位玩家不能招募英雄，該玩家將會被跳過 »."""
    state = game([[4, 1], QUIET, QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 0, UsePower(4, target=1))
    decline_all(state)
    assert state.legal_actions(1) == [PassOn()]
    act(state, 1, PassOn())
    act(state, 2, Recruit())
    assert state.bands[2] == {1: False, 2: False, 3: False} and state.muzzled == set()  # a new turn


def test_a_dog_trainer_on_the_active_player_holding_it() -> None:
    """« Si el héroe vagabundo se envía al jugador activo, que es el objetivo del entrenador de perros, el héroe
    vagabundo se descarta »."""
    state = game([QUIET, QUIET, [4, 1]], HANDS, top=[1, 6])
    act(state, 0, Send(2))
    decline_all(state)  # seat 2 could muzzle someone at once
    act(state, 1, PassOn())
    decline_all(state)  # seat 2 could muzzle someone already
    act(state, 2, PassOn())
    assert state.holder == 0 and state.to_act() == {2}  # seat 0 would have to recruit: seat 2 stops him
    act(state, 2, UsePower(4, target=0))
    events = decline_all(state)
    assert "discard-wandering" in kinds(events)
    assert state.bands[0] == {1: False, 3: False} and state.active == 1


def test_a_sergeant_looks_and_tells_the_truth() -> None:
    """« Puedes revelar el nombre del héroe vagabundo a los otros jugadores si quieres darles información, pero no
    puedes mostrarles la tarjeta »."""
    state = game([QUIET, [5, 1], QUIET], [[1, 2, 3, 4, 7], *HANDS[1:]], top=[7])
    act(state, 0, Send(7))
    act(state, 1, UsePower(5))
    decline_all(state)
    assert state.view(1)["wandering"]["hero"] == 7
    act(state, 1, Announce(7))
    decline_all(state)
    act(state, 1, Recruit())
    assert state.bands[1] == {1: False, 5: True, 7: False}


def test_two_sergeants_announce_in_turn() -> None:
    """« 警衛(強度五)：可以查看流浪英雄，當然，看完後你可以告訴別人這張牌是什麼， 至於是真是假嘛……呵呵 »."""
    state = game([QUIET, [5, 1], [5, 1]], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 2, UsePower(5))
    let_chickens_pass(state)  # no chicken: the look goes through; then the window after it
    assert state.window is not None and state.window.event == "power"
    decline_except(state, 1)
    act(state, 1, UsePower(5))
    decline_all(state)
    assert state.announcers == [2, 1] and state.to_act() == {2}
    act(state, 2, Announce(None))
    assert state.to_act() == {1}
    act(state, 1, Announce(4))
    assert state.to_act() == {1} and state.view(None)["phase"] == "hold"
    assert state.view(0)["announcements"] == [{"seat": 2, "hero": None}, {"seat": 1, "hero": 4}]


def test_a_black_knight_on_another_players_turn() -> None:
    """« Puedes usar el Caballero Negro en otro jugador si quieres, aunque la mayoría de las veces usarías este
    poder en tu turno »."""
    state = game([QUIET, [6, 1], QUIET], [[4, 4, 5, 6, 7], *HANDS[1:]], top=[1])
    assert state.to_act() == {1}
    act(state, 1, UsePower(6))
    decline_all(state)
    assert state.legal_actions(0) == [Send(h) for h in (4, 5, 6, 7)]  # no need to send from the deck
    act(state, 0, Send(7))
    assert state.black_knight and state.view(None)["black_knight"]


def test_the_active_player_uses_his_own_black_knight() -> None:
    """« la mayoría de las veces usarías este poder en tu turno para evitar enviar un héroe que haría que otro
    jugador ganara »."""
    state = game([[6, 1], QUIET, QUIET], [[4, 4, 5, 6, 7], *HANDS[1:]], top=[1])
    act(state, 0, Decline())  # the window after the reveal
    assert SendFromDeck() in state.legal_actions(0) and UsePower(6) in state.legal_actions(0)
    act(state, 0, UsePower(6))  # at his own decision, after all
    decline_all(state)
    assert state.legal_actions(0) == [Send(h) for h in (4, 5, 6, 7)]


# -- the chicken chain ------------------------------------------------------------------------


def test_a_chicken_cancels_a_power() -> None:
    """« Pollo enojado: anula una habilidad. Anula los efectos de otro héroe que se acaba de usar. Este héroe se
    considera usado incluso si su poder fue anulado »."""
    state = game([[7, 3], [1, 2], QUIET], HANDS, top=[1, 6, 6])
    act(state, 0, UsePower(7))
    act(state, 1, UsePower(1))
    events = decline_all(state)
    assert "draw" not in kinds(events) and state.hands[0] == [1, 2, 3, 4, 5]
    assert state.bands[0][7] is True and state.bands[1][1] is True and state.powers_used == [1, 1, 0]


def test_a_second_chicken_cancels_the_first() -> None:
    """« Un Angry Chicken puede anular a otro Angry Chicken »."""
    state = game([[7, 3], [1, 2], [1, 4]], HANDS, top=[1, 6, 6])
    act(state, 0, UsePower(7))
    act(state, 1, UsePower(1))
    assert state.window is not None and state.window.kind == "chicken" and state.window.pending == {2}
    events = act(state, 2, UsePower(1))  # no chicken left to answer: the stack resolves at once
    resolve = next(e for e in events if e.kind == "resolve")
    assert [item["cancelled"] for item in resolve.data["stack"]] == [False, True, False]
    assert state.hands[0] == [1, 2, 3, 4, 5, 6, 6]  # the Wizard's power went through
    assert state.powers_used == [1, 1, 1]


def test_a_third_chicken_restores_the_cancel() -> None:
    """« Un Angry Chicken puede anular a otro Angry Chicken »: and so on, top down."""
    state = game([[7, 1], [1, 2], [1, 4]], HANDS, top=[1, 6, 6])
    act(state, 0, UsePower(7))
    act(state, 1, UsePower(1))
    act(state, 2, UsePower(1))
    assert state.window is not None and state.window.pending == {0}  # the user's own chicken
    events = act(state, 0, UsePower(1))
    resolve = next(e for e in events if e.kind == "resolve")
    assert [item["cancelled"] for item in resolve.data["stack"]] == [True, False, True, False]
    assert state.hands[0] == [1, 2, 3, 4, 5] and state.powers_used == [2, 1, 1]
    assert state.view(None)["stack"] == []


def test_the_stack_is_public_while_it_waits() -> None:
    """« Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen »."""
    state = game([[4, 3], [1, 2], QUIET], HANDS, top=[1])
    act(state, 0, Send(2))
    act(state, 0, UsePower(4, target=2))
    view = state.view(2)
    assert view["window"] == {"kind": "chicken", "event": "power", "pending": [1, 2]}
    assert view["stack"] == [{"seat": 0, "hero": 4, "target": 2, "refresh": None}]
    assert view["to_act"] == [1, 2] and state.view(None)["stack"] == view["stack"]


# -- windows ----------------------------------------------------------------------------------


def test_a_window_after_each_public_event() -> None:
    """« Puedes usar un poder en cualquier momento, incluso fuera de tu turno o incluso cuando el héroe vagabundo no
    está frente a ti »."""
    state = game([QUIET, QUIET, [2, 7]], HANDS, top=[1])
    assert state.window is not None
    seen = [(state.window.kind, state.window.event)]
    for seat, action in [(0, Send(2)), (1, AskHint(3)), (1, PassOn()), (2, UsePower(7))]:
        decline_all(state)
        events = act(state, seat, action)
        seen += [(e.data["window"], e.data["event"]) for e in events if e.kind == "window"]
    events = decline_all(state)
    seen += [(e.data["window"], e.data["event"]) for e in events if e.kind == "window"]
    assert seen == [
        ("general", "turned"),
        ("general", "sent"),
        ("general", "hint"),
        ("general", "passed"),
        ("chicken", "power"),
        ("general", "power"),
    ]


def test_the_holder_may_use_a_power_at_his_decision() -> None:
    """« El jugador que recibe al héroe vagabundo puede optar por: » « usar un poder (puede hacerlo cualquier
    jugador) »."""
    state = game([QUIET, [2, 1], QUIET], HANDS, top=[1, 6])
    act(state, 0, Send(3))
    act(state, 1, Decline())
    assert state.window is None and UsePower(2) in state.legal_actions(1)
    act(state, 1, UsePower(2))
    decline_all(state)
    assert state.active == 1


def test_the_web_app_closes_windows_by_declining() -> None:
    """« Sin embargo, después de que haya pasado un tiempo razonable, no podrá regresar »."""
    state = game([[7, 3], [2, 6], [5, 4]], HANDS, top=[1])
    assert state.to_act() == {0, 1}  # the Wizard and the Black Knight
    decline_all(state)
    act(state, 0, Send(2))
    # A new event, a new window: seat 0's Wizard again, seat 1's Pyromaniac, seat 2's Sergeant and Dog Trainer.
    assert state.to_act() == {0, 1, 2}
    decline_all(state)
    assert state.to_act() == {1} and state.legal_actions(1)[:2] == [Recruit(), PassOn()]


# -- the threatened hero and the forced recruit ------------------------------------------------


def test_the_forced_recruit_of_a_duplicate_with_its_power_first() -> None:
    """« Si el héroe vagabundo hace un recorrido completo por la mesa y regresa al Jugador Activo, debe reclutar al
    héroe, lo quiera o no »; « Juste avant, tu peux encore utiliser le pouvoir du héros menacé si c'est possible »."""
    state = game([[7, 3], QUIET, QUIET], [[1, 2, 3, 7, 7], *HANDS[1:]], top=[7, 6, 6, 5])
    decline_all(state)
    act(state, 0, Send(7))
    decline_all(state)
    act(state, 1, PassOn())
    decline_all(state)
    act(state, 2, PassOn())
    decline_all(state)
    refused(state, 0, PassOn(), "rentahero.recruit.forced")
    act(state, 0, Recruit())
    assert state.window is not None and state.window.event == "duplicate"
    act(state, 0, UsePower(7))
    events = decline_all(state)
    assert kinds(events).count("draw") == 2  # the Wizard's two cards, then the turn's draw
    assert state.eliminated[0] == [7, 7] and state.hands[0] == [1, 2, 3, 5, 6, 6, 7]


def test_a_threatened_witch_refreshes_before_she_goes() -> None:
    """« Si uno de tus héroes está a punto de ser eliminado porque reclutaste a un héroe idéntico, puedes, si aún no lo
    has hecho, usar el poder de este héroe »."""
    state = game([QUIET, [3, 7], QUIET], HANDS, top=[1, 6, 6, 2])
    state.bands[1][7] = True  # the Wizard was used on an earlier turn
    decline_all(state)
    act(state, 0, Send(3))
    decline_all(state)
    act(state, 1, Recruit())
    act(state, 1, UsePower(3, refresh=7))
    decline_except(state, 1)
    act(state, 1, UsePower(7))
    decline_all(state)
    assert state.bands[1] == {7: True} and state.eliminated[1] == [3, 3] and state.powers_used[1] == 2


def test_hints_until_the_last_card() -> None:
    """« Puede usar tantas cartas como desee de su mano para tratar de obtener pistas adicionales »; « il te faut au
    moins deux cartes en main pour demander un indice »."""
    state = quiet_game(HANDS, top=[1])
    act(state, 0, Send(2))
    for hero in (1, 3, 4, 5):
        act(state, 1, AskHint(hero))
    assert state.hands[1] == [2]
    refused(state, 1, AskHint(2), "rentahero.hint.last-card")
    assert len(state.view(None)["hints"]) == 4


# -- end conditions ---------------------------------------------------------------------------


def test_finish_round_plays_to_the_seat_before_the_first() -> None:
    """« cuando un jugador roba la última carta del mazo, el juego termina al final de la ronda actual »: read as a
    round of the table (option deck_out="finish-round")."""
    state = quiet_game(HANDS, top=[1, 6], deck_out="finish-round")
    exhaust_deck(state, keep=1)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())  # seat 0 draws the last card; seats 1 and 2 still play
    assert kinds(events)[-2:] == ["turn", "no-reveal"] and not state.is_over()
    assert state.turned is None and state.legal_actions(1) == [Send(h) for h in (1, 2, 3, 4, 5)]
    act(state, 1, Send(5))
    decline_all(state)  # seat 1 recruited a Pyromaniac
    act(state, 2, Recruit())
    assert state.active == 2 and not state.is_over()
    act(state, 2, Send(4))
    decline_all(state)
    events = act(state, 0, Recruit())
    assert kinds(events)[-1] == "game-over" and state.end_reason == "deck-out"
    first_last = quiet_game(HANDS, top=[1, 6], deck_out="finish-round", first=1)
    assert first_last.round_last() == 0


def test_immediate_ends_as_the_last_card_is_turned() -> None:
    """« 遊戲重複進行，直到有人招募滿六種英雄，或牌庫抽完，遊戲立即結束 »."""
    state = quiet_game(HANDS, top=[1, 6, 2], deck_out="immediate")
    exhaust_deck(state, keep=2)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert kinds(events) == ["recruit", "draw", "turn", "reveal", "game-over"]
    assert state.is_over() and state.to_act() == frozenset()


def test_immediate_ends_as_a_wizard_draws_the_last_card() -> None:
    """« 牌庫抽完，遊戲立即結束 »."""
    state = game([[7, 3], QUIET, QUIET], HANDS, top=[1, 6], deck_out="immediate")
    exhaust_deck(state, keep=1)
    act(state, 0, UsePower(7))
    events = decline_all(state)
    assert kinds(events)[-2:] == ["draw", "game-over"] and state.hands[0] == [1, 2, 3, 4, 5, 6]


def test_immediate_ends_as_the_hero_is_sent_from_the_deck() -> None:
    """« 若手中無符合強度需求的牌，則從牌庫頂抽一張牌，直接無視強度需求向左傳遞 »; « 牌庫抽完，遊戲立即結束 »."""
    state = quiet_game([[4, 4, 5, 6, 7], *HANDS[1:]], top=[1, 6], deck_out="immediate")
    exhaust_deck(state, keep=1)
    events = act(state, 0, SendFromDeck())
    assert kinds(events) == ["send", "game-over"] and state.wandering == 6


def test_reshuffle_goes_on_past_the_deck() -> None:
    """« Fin del juego: el final del juego solo ocurre si un jugador tiene 6 héroes diferentes. Cuando la baraja
    esté vacía, baraja el descarte para formar una nueva baraja »."""
    state = quiet_game(HANDS, top=[1, 6], deck_out="reshuffle")
    exhaust_deck(state, keep=1)
    act(state, 0, Send(2))
    events = act(state, 1, Recruit())
    assert "game-over" not in kinds(events) and "reshuffle" in kinds(events)
    assert state.active == 1 and state.turned is not None and state.deck


def test_six_heroes_beat_the_deck_out() -> None:
    """« Sé el primer jugador en tener 6 héroes diferentes o tener la mayor cantidad de héroes al final del juego »."""
    state = quiet_game(HANDS, top=[1, 6])
    state.bands[2] = {1: False, 3: True, 4: True, 5: True, 6: False}
    exhaust_deck(state, keep=1)
    act(state, 0, Send(2))
    act(state, 1, PassOn())
    events = act(state, 2, Recruit())
    assert kinds(events) == ["recruit", "game-over"] and state.end_reason == "six-heroes"
    assert state.deck == [6]  # nobody drew the last card


# -- presets ----------------------------------------------------------------------------------


def test_presets_set_their_options() -> None:
    """« Estas reglas se han desarrollado a partir de la versión japonesa original »; « 特別規則 »."""
    original = RentAHeroOptions.build(4, "original")
    assert (original.hint_mode, original.deck_out) == ("requirement", "reshuffle")
    house = RentAHeroOptions.build(5, "8fspace")
    assert (house.hints_per_holder, house.no_match_discard, house.duplicates_to, house.deck_out) == (
        1,
        False,
        "discard",
        "immediate",
    )
    assert RentAHeroOptions.build(3, "standard") == RentAHeroOptions(players=3)
    assert RentAHeroOptions.build(3, "8fspace", ["deck_out=reshuffle"]).deck_out == "reshuffle"
    with pytest.raises(BadInput):
        RentAHeroOptions.build(3, None, ["deck_out=later"])


def test_original_hints_compare_the_required_strength() -> None:
    """« Pide una pista: cuando un jugador da una carta para obtener una pista, la respuesta se basa en si la fuerza
    requerida en la parte inferior derecha de la carta coincide o no. La respuesta sigue siendo "sí" o "no" »."""
    state = quiet_game(HANDS, top=[1], hint_mode="requirement")
    act(state, 0, Send(2))  # a Pyromaniac, strength 2
    answers = [act(state, 1, AskHint(h))[0].data["answer"] for h in (1, 3, 4)]
    # Angry Chicken requires 3 or less (yes); Witch 3 to 5 (no); Dog Trainer odd (no).
    assert answers == [True, False, False]
    state = quiet_game(HANDS, top=[1], hint_mode="requirement")
    act(state, 0, Send(2))
    assert act(state, 1, AskHint(2))[0].data["answer"] is False  # the same hero, but 2 is not 5 or more


def test_8fspace_duplicates_go_to_the_discard() -> None:
    """« 若發生重複情況，則進行消滅(2張重複的英雄卡都將丟棄至棄牌堆) »."""
    state = quiet_game(HANDS, top=[1], duplicates_to="discard")
    act(state, 0, Send(3))
    act(state, 1, Recruit())
    assert state.eliminated == [[], [], []] and state.bands[1] == {1: False}
    assert [d["hero"] for d in state.view(None)["discard"][-3:-1]] == [3, 3]


def test_8fspace_one_hint_each() -> None:
    """« 每人每回合有一次詢問啟動玩家的機會 »."""
    state = RENTAHERO.new_state(RentAHeroOptions.build(3, "8fspace", ["first_player=0"]), seed=4)
    decline_all(state)
    send = next(a for a in state.legal_actions(0) if isinstance(a, (Send, SendFromDeck)))
    act(state, 0, send)
    decline_all(state)
    hint = next(a for a in state.legal_actions(1) if isinstance(a, AskHint))
    act(state, 1, hint)
    decline_all(state)
    assert not any(isinstance(a, AskHint) for a in state.legal_actions(1))


def test_the_first_turn_events_are_kept_for_clients() -> None:
    """« Al comienzo de su turno, el jugador activo roba la primera carta del mazo y la coloca boca arriba en el
    descarte. »: the first turn starts while the game is set up; its events are not lost."""
    from parlour.games.rentahero import RENTAHERO, RentAHeroOptions

    state = RENTAHERO.new_state(RentAHeroOptions(players=3), seed=5)
    kinds_seen = [event.kind for event in state.opening_events]
    assert "reveal" in kinds_seen
    for seat in (None, 0, 1, 2):
        assert all(e["kind"] for e in state.events_for(state.opening_events, seat))
