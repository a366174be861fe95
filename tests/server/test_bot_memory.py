"""A bot's memory comes back with its game when a table is taken up again from the database."""

from __future__ import annotations

import random
from typing import Any

from parlour.bots.base import get_bot
from parlour.games.regicide import Regicide, RegicideOptions
from parlour.games.regicide.search import SearchBot
from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
from parlour.server.hub import Hub
from parlour.server.store import SeatRow, Store, TableRow
from parlour.server.tables import LiveTable, Settings, TableRules


def test_a_restored_rent_a_hero_table_gives_its_bots_back_the_hints_they_asked() -> None:
    # Play until a bot has asked hints this turn (what it cannot read again from a later view).
    for seed in range(50):
        state = RENTAHERO.new_state(RentAHeroOptions(players=3), seed=seed)
        bots = {seat: get_bot("rentahero", "simple", 100 + seat) for seat in (1, 2)}
        rng = random.Random(seed)
        actions: list[tuple[int, dict[str, Any]]] = []
        while not state.is_over() and not any(getattr(bot, "asked", None) for bot in bots.values()):
            seat = state.next_to_ask()
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.view(seat), legal) if seat in bots else rng.choice(legal)
            actions.append((seat, action.to_json()))
            state.apply(seat, action)
        if not state.is_over():
            break
    else:
        raise AssertionError("no bot asked a hint in 50 games")
    row = TableRow(
        id="t1",
        game="rentahero",
        options=RentAHeroOptions(players=3).to_json(),
        seed=seed,
        status="playing",
        settings=TableRules().to_json(),
        created=0.0,
        seats=[SeatRow(0, "Ann", "hash"), SeatRow(1, bot="simple", bot_seed=7), SeatRow(2, bot="simple", bot_seed=8)],
        actions=actions,
    )
    table = LiveTable(Hub(Store("sqlite://"), Settings(bot_workers=0)), row)
    for seat, bot in bots.items():
        restored = table.seats[seat].player
        assert getattr(restored, "asked") == getattr(bot, "asked")  # noqa: B009
    assert any(getattr(table.seats[seat].player, "asked") for seat in bots)  # noqa: B009


def test_regicide_search_rebuilds_its_tavern_memory_from_its_earlier_moves() -> None:
    state = Regicide().new_state(RegicideOptions(players=1), seed=4)
    player = SearchBot(4, iterations=8)
    moves = []
    while not state.is_over() and len(moves) < 40:
        view = state.view(0)
        action = player.choose(view, state.legal_actions(0))
        moves.append((view, action))
        state.apply(0, action)
    assert player.memory is not None and player.memory.layers() is not None
    again = SearchBot(99, iterations=8)
    for view, action in moves:
        again.remember(view, action)
    assert again.memory is not None
    assert again.memory.layers() == player.memory.layers()
