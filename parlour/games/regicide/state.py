"""Regicide's rules: one method per step of a turn, each citing its rule id and seed line.

Seed: ../shared/seeds/002_7520316335cd61e4.txt (French chapter following the official A4 rules
with solo mode); section names in « » are the seed's.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Self, cast, overload

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.state import Result, State
from parlour.games.regicide.actions import (
    ChooseNext,
    FlipJester,
    Pay,
    PlayCards,
    Signal,
    Yield,
    card_key,
    pay_base,
    trusted,
)
from parlour.games.regicide.cards import ENEMY_ATTACK, ENEMY_HEALTH, JESTER, Card, royals, tavern_cards
from parlour.games.regicide.options import RegicideOptions
from parlour.games.regicide.views import (
    Hand,
    OptionsJson,
    Phase,
    PublicView,
    ResultJson,
    SeatView,
    SpectatorView,
    Suit,
    View,
)

SOLO_JESTERS = 2  # regicide.solo.jesters: two jesters set aside (« En solo »)
MEDALS = {0: "gold", 1: "silver", 2: "bronze"}  # regicide.solo.medals (« Comment gagner ? »)


def sort_hand(hand: list[Card]) -> None:
    hand.sort(key=card_key)


class RegicideState(State):
    """A Regicide game in progress.

    Phases: "play" (the active player plays cards, yields, or in solo flips a jester), "pay"
    (the active player discards to survive the attack), "choose" (after a jester its player
    names who plays next, while the others may signal whether they want to).
    """

    options: RegicideOptions

    def __init__(self, options: RegicideOptions, seed: int, deck: list[Card] | None) -> None:
        super().__init__(options, seed)
        self._rng = random.Random(seed)
        if deck is None:
            castle, tavern = shuffled_deck(options, self._rng)
        else:
            castle, tavern = _split_deck(deck, options)
            self._explicit_deck = list(deck)
        self.castle: list[Card] = castle  # castle[0] is the current enemy
        self.tavern: list[Card] = tavern  # tavern[0] is the top
        self.hands: list[list[Card]] = [[] for _ in range(options.players)]
        self.discard: list[Card] = []
        self.table: list[list[Card]] = []  # the plays against the current enemy
        self.damage = 0
        self.spades = 0  # the total value of spades played against the current enemy
        self.immunity_removed = False
        self.phase: Phase = "play"
        self.current = 0
        self.to_pay = 0
        self.yields_in_row = 0
        self.solo_jesters = SOLO_JESTERS if options.solo else 0
        self.chooser: int | None = None
        self.signals: dict[int, bool] = {}
        # Exact-kill enemies everyone saw go on top of the tavern, top first: the tavern's known top.
        self.known_stack: list[Card] = []
        self.known_in_hand: dict[int, list[Card]] = {}  # such cards, once drawn, by seat
        self.defeated = 0
        self.end_reason: str | None = None
        self.terminated_by: int | None = None  # regicide.end.terminated: the seat that gave up
        # regicide.setup.deal: deal the maximum hand to everyone (« Distribuez la main maximale »).
        for _ in range(options.max_hand):
            for seat in range(options.players):
                self._draw_one(seat)
        for hand in self.hands:
            sort_hand(hand)
        self._check_can_act()

    # -- the contract ------------------------------------------------------------------

    @property
    def known_top(self) -> Card | None:
        """The tavern's top card when everyone knows it (an enemy killed exactly), else None."""
        return self.known_stack[0] if self.known_stack else None

    @property
    def enemy(self) -> Card:
        return self.castle[0]

    def to_act(self) -> frozenset[int]:
        if self.end_reason is not None:
            return frozenset()
        if self.phase == "choose":
            return frozenset(range(self.options.players))
        return frozenset((self.current,))

    def next_to_ask(self, prefer: int | None = None) -> int | None:
        """The active seat; after a jester, every other seat that has not signalled yet (in turn
        order from the jester's player), then the chooser.

        `to_act()` holds every seat while a jester's player chooses, but only the chooser's choice
        moves the game on: signals are asked for first, so the chooser sees them (`prefer` does
        not change that order).
        """
        if self.end_reason is not None:
            return None
        if self.phase != "choose" or self.chooser is None:
            return self.current
        players = self.options.players
        for step in range(1, players):
            seat = (self.chooser + step) % players
            if seat not in self.signals:
                return seat
        return self.chooser

    def _may_act(self, seat: int) -> bool:
        return self.end_reason is None and (self.phase == "choose" or seat == self.current)

    def is_over(self) -> bool:
        return self.end_reason is not None

    def immune_suit(self) -> str | None:
        """regicide.power.immunity: an enemy ignores its own suit's power until a jester is played."""
        return None if self.immunity_removed else self.enemy.suit

    def shield(self) -> int:
        """regicide.power.spades: all spades against this enemy, counted once it is not immune to them."""
        return 0 if self.immune_suit() == "spades" else self.spades

    def attack(self) -> int:
        """The enemy's attack after spades, never below zero."""
        return max(0, ENEMY_ATTACK[self.enemy.rank] - self.shield())

    def can_yield(self, seat: int) -> bool:
        # regicide.yield.all-yielded: all players may not yield one after another; solo never.
        return self.options.players > 1 and self.yields_in_row < self.options.players - 1

    def skip_action(self, seat: int) -> Action | None:
        """A skipped player yields (regicide.yield), where yielding is legal; paying damage, choosing
        after a jester or signalling has no pass (None: the table's stand-in moves)."""
        if self._may_act(seat) and self.phase == "play" and self.can_yield(seat):
            return Yield()
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        self.check_seat(seat)
        if not self._may_act(seat):
            return []
        if self.phase == "choose":
            if seat == self.chooser:
                return [
                    ChooseNext(s) for s in range(self.options.players) if s != seat or self.options.jester_self_choice
                ]
            return [Signal(True), Signal(False)]
        actions: list[Action] = []
        if self.phase == "play":
            actions += self._play_options(self.hands[seat])
            if self.can_yield(seat):
                actions.append(Yield())
        else:
            actions += _payments(self.hands[seat], self.to_pay)
        if self.solo_jesters:
            actions.append(FlipJester())
        return actions

    def _play_options(self, hand: list[Card]) -> list[Action]:
        out: list[Action] = [trusted(PlayCards, (c.code,)) for i, c in enumerate(hand) if i == 0 or c != hand[i - 1]]
        for i, ace in enumerate(hand):
            if not ace.is_ace:
                continue
            for j, other in enumerate(hand):
                if other.is_jester or j == i or (other.is_ace and j < i):
                    continue
                pair = (ace, other) if card_key(ace) <= card_key(other) else (other, ace)
                out.append(trusted(PlayCards, (pair[0].code, pair[1].code)))
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            if 2 <= card.rank <= 10:
                by_rank.setdefault(card.rank, []).append(card)
        for rank, same in by_rank.items():
            for size in range(2, min(4, len(same)) + 1):
                if rank * size <= 10:
                    out += [trusted(PlayCards, tuple(c.code for c in group)) for group in combinations(same, size)]
        return out

    def _check(self, seat: int, action: Action) -> None:
        if self.phase == "choose":
            self._check_choose(seat, action)
            return
        if isinstance(action, (ChooseNext, Signal)):
            raise IllegalAction("regicide.jester.no-choice")
        if isinstance(action, FlipJester):
            if not self.options.solo:
                raise IllegalAction("regicide.solo.jesters")
            if not self.solo_jesters:
                raise IllegalAction("regicide.solo.jester-once")
            return
        if self.phase == "play":
            if isinstance(action, Pay):
                raise IllegalAction(
                    "regicide.turn.order",
                    key="regicide.turn.play-first",
                )
            if isinstance(action, Yield):
                self._check_yield()
                return
            assert isinstance(action, PlayCards)
            self._check_play(self.hands[seat], action.card_list())
            return
        if not isinstance(action, Pay):
            raise IllegalAction(
                "regicide.turn.order",
                key="regicide.turn.pay-first",
                amount=self.to_pay,
            )
        self._check_pay(self.hands[seat], action.card_list())

    def _check_choose(self, seat: int, action: Action) -> None:
        if seat == self.chooser:
            if not isinstance(action, ChooseNext):
                raise IllegalAction("regicide.jester.choose")
            if not 0 <= action.seat < self.options.players:
                raise IllegalAction("regicide.jester.choose", key="regicide.jester.no-seat")
            if action.seat == seat and not self.options.jester_self_choice:
                # regicide.jester.self-choice: an option, default allowed (docs/rules/regicide.md).
                raise IllegalAction("regicide.jester.self-choice")
            return
        if not isinstance(action, Signal):
            # regicide.jester.signal-only: « Vous pouvez alors seulement dire si vous souhaitez jouer ».
            raise IllegalAction("regicide.jester.signal-only")

    def _check_yield(self) -> None:
        if self.options.solo:
            raise IllegalAction("regicide.yield.solo")
        if not self.can_yield(self.current):
            raise IllegalAction("regicide.yield.all-yielded")

    def _check_play(self, hand: list[Card], cards: list[Card]) -> None:
        if not _holds(hand, cards):
            raise IllegalAction("regicide.play.not-in-hand")
        if len(cards) == 1:
            return
        if any(c.is_jester for c in cards):
            # regicide.jester.alone: « Le joker se joue seul ».
            raise IllegalAction("regicide.jester.alone")
        aces = [c for c in cards if c.is_ace]
        if aces:
            if len(cards) != 2:
                # regicide.companion.pair: « l'as ne s'associe qu'à une seule carte ».
                raise IllegalAction("regicide.companion.pair")
            return
        if len({c.rank for c in cards}) != 1:
            raise IllegalAction("regicide.combo.same-value")
        if len(cards) > 4 or sum(c.value for c in cards) > 10:
            # regicide.combo.max-ten: « si leur somme ne dépasse pas 10 ».
            raise IllegalAction("regicide.combo.max-ten")

    def _check_pay(self, hand: list[Card], cards: list[Card]) -> None:
        if not _holds(hand, cards):
            raise IllegalAction("regicide.pay.not-in-hand")
        total = sum(c.value for c in cards)
        if total < self.to_pay:
            # regicide.pay.enough: « une valeur totale au moins égale à son attaque restante ».
            raise IllegalAction(
                "regicide.pay.enough",
                total=total,
                amount=self.to_pay,
            )

    # -- integer ids: payments are numbered by the cards' places in the sorted hand ------

    def action_id(self, action: Action) -> int:
        if isinstance(action, Pay):
            hand = [c.code for c in self.hands[self.current]]
            mask = 0
            for code in action.cards:
                # The next copy not yet taken: two jesters are two places in the hand.
                place = next((i for i, c in enumerate(hand) if c == code and not mask >> i & 1), None)
                if place is None:
                    raise BadInput(f"{code} is not in the hand of seat {self.current}")
                mask |= 1 << place
            return pay_base(self.options) + mask
        return self.GAME.action_id(self.options, action)

    def action_from_id(self, action_id: int) -> Action:
        base = pay_base(self.options)
        if isinstance(action_id, int) and not isinstance(action_id, bool) and action_id >= base:
            hand = self.hands[self.current]
            mask = action_id - base
            if mask >> len(hand):
                raise BadInput(f"action id {action_id} names cards beyond the hand")
            return Pay(tuple(c.code for i, c in enumerate(hand) if mask >> i & 1))
        return self.GAME.action_from_id(self.options, action_id)

    # -- carrying out ------------------------------------------------------------------

    def _perform(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, PlayCards):
            cards = action.card_list()
            _take(self.hands[seat], cards, self.known_in_hand.get(seat))
            if cards[0].is_jester:
                self._play_jester(seat, events)
            else:
                self._play_cards(seat, cards, events)
        elif isinstance(action, Yield):
            # regicide.yield.suffer: yielding goes straight to suffering damage.
            self.yields_in_row += 1
            events.append(Event("yield", {"seat": seat}))
            self._suffer(seat, events)
        elif isinstance(action, Pay):
            cards = action.card_list()
            _take(self.hands[seat], cards, self.known_in_hand.get(seat))
            # regicide.pay.no-power: payments trigger no power; regicide.pay.no-refund.
            self.discard += cards
            events.append(Event("pay", {"seat": seat, "cards": list(action.cards), "owed": self.to_pay}))
            self.to_pay = 0
            self._next_player(events)
        elif isinstance(action, FlipJester):
            self._flip_jester(seat, events)
        elif isinstance(action, ChooseNext):
            events.append(Event("choose", {"seat": seat, "next": action.seat, "signals": _signals(self.signals)}))
            self.chooser = None
            self.signals = {}
            self.current = action.seat
            self.phase = "play"
            self._check_can_act()
        else:
            assert isinstance(action, Signal)
            self.signals[seat] = action.wants_to_play
            events.append(Event("signal", {"seat": seat, "wants_to_play": action.wants_to_play}))
        if self.end_reason is not None:
            result = self.result()
            assert result is not None
            events.append(Event("game-over", result.to_json()))
        return events

    def _terminate(self, seat: int) -> list[Event]:
        # regicide.end.terminated: a player gives up for the party, at any moment (a rule of the
        # table: the seed has none). The castle stands: the game is lost.
        self.end_reason = "terminated"
        self.terminated_by = seat
        result = self.result()
        assert result is not None
        return [Event("terminate", {"seat": seat}), Event("game-over", result.to_json())]

    def _play_cards(self, seat: int, cards: list[Card], events: list[Event]) -> None:
        self.yields_in_row = 0
        self.table.append(cards)
        value = sum(c.value for c in cards)
        # regicide.power.immunity: the enemy's own suit does nothing, but its cards still deal damage.
        suits = {c.suit for c in cards} - {self.immune_suit()}
        events.append(
            Event("play", {"seat": seat, "cards": [c.code for c in cards], "value": value, "powers": sorted(suits)})
        )
        # regicide.power.order: Hearts heal before Diamonds draw.
        if "hearts" in suits:
            self._heal(value, events)
        if "diamonds" in suits:
            self._deal_diamonds(seat, value, events)
        if any(c.suit == "spades" for c in cards):
            # regicide.power.spades: kept even against a Spades enemy, and counted once a jester removes
            # its immunity (« les piques déjà posés commencent à réduire son attaque »).
            self.spades += value
        damage = value * 2 if "clubs" in suits else value  # regicide.power.clubs: this attack only
        self.damage += damage
        events.append(
            Event(
                "damage",
                {
                    "amount": damage,
                    "total": self.damage,
                    "health": ENEMY_HEALTH[self.enemy.rank],
                    "shield": self.shield(),
                },
            )
        )
        if self.damage >= ENEMY_HEALTH[self.enemy.rank]:
            self._defeat(seat, events)
        else:
            self._suffer(seat, events)

    def _heal(self, value: int, events: list[Event]) -> None:
        # regicide.power.hearts: shuffle the discard, put that many cards face down under the tavern;
        # « Si la défausse est plus petite, utilise ce qui existe » (option hearts_short_discard).
        if len(self.discard) < value and self.options.hearts_short_discard == "take-none":
            count = 0
        else:
            count = min(value, len(self.discard))
        self._rng.shuffle(self.discard)
        moved, self.discard = self.discard[:count], self.discard[count:]
        self.tavern += moved
        events.append(
            Event("heal", {"count": count, "tavern_size": len(self.tavern), "discard_size": len(self.discard)})
        )

    def _deal_diamonds(self, seat: int, value: int, events: list[Event]) -> None:
        # regicide.power.diamonds: one card per player in turn from the active player, skipping full
        # hands, never above the maximum; stops when the tavern is empty.
        players = self.options.players
        cap = self.options.max_hand
        room = sum(max(0, cap - len(h)) for h in self.hands)  # cards the hands can still take
        drawn = 0
        target = seat
        while drawn < value and self.tavern and room:
            if len(self.hands[target]) < cap:
                events.append(self._draw_one(target))
                drawn += 1
                room -= 1
            target = (target + 1) % players
        for hand in self.hands:
            sort_hand(hand)

    def _defeat(self, seat: int, events: list[Event]) -> None:
        enemy = self.castle.pop(0)
        exact = self.damage == ENEMY_HEALTH[enemy.rank]
        for cards in self.table:
            self.discard += cards
        if exact:
            # regicide.defeat.exact: exactly its health, the enemy goes face down on top of the tavern.
            self.tavern.insert(0, enemy)
            self.known_stack.insert(0, enemy)
        else:
            self.discard.append(enemy)
        self.defeated += 1
        self.table = []
        self.damage = 0
        self.spades = 0
        self.immunity_removed = False
        events.append(
            Event("defeat", {"seat": seat, "enemy": enemy.code, "exact": exact, "to": "tavern" if exact else "discard"})
        )
        if not self.castle:
            self.end_reason = "won"  # regicide.end.win: the fourth King defeated wins at once
            return
        # regicide.defeat.next: the next enemy is revealed; the winner of the fight plays first,
        # without suffering the defeated enemy's attack.
        events.append(
            Event(
                "reveal",
                {
                    "enemy": self.enemy.code,
                    "health": ENEMY_HEALTH[self.enemy.rank],
                    "attack": ENEMY_ATTACK[self.enemy.rank],
                },
            )
        )
        self.phase = "play"
        self._check_can_act()

    def _play_jester(self, seat: int, events: list[Event]) -> None:
        # regicide.jester.play: no damage, removes immunity, no counter-attack; its player chooses who
        # plays next (« Son joueur choisit qui joue ensuite »).
        self.yields_in_row = 0
        self.table.append([JESTER])
        self.immunity_removed = True
        events.append(Event("jester", {"seat": seat, "shield": self.shield()}))
        self.phase = "choose"
        self.chooser = seat
        self.signals = {}

    def _suffer(self, seat: int, events: list[Event]) -> None:
        # regicide.turn.suffer: the enemy, still alive, attacks; spades reduce it.
        amount = self.attack()
        events.append(Event("attack", {"seat": seat, "amount": amount}))
        if amount == 0:
            self._next_player(events)
            return
        self.phase = "pay"
        self.to_pay = amount
        self._check_can_pay()

    def _next_player(self, events: list[Event]) -> None:
        self.current = (self.current + 1) % self.options.players
        self.phase = "play"
        self._check_can_act()

    def _flip_jester(self, seat: int, events: list[Event]) -> None:
        # regicide.solo.jester: discard the hand, draw up to 8; does not remove immunity; each once.
        self.solo_jesters -= 1
        discarded = self.hands[seat]
        self.hands[seat] = []
        self.discard += discarded
        self.known_in_hand.pop(seat, None)
        events.append(
            Event(
                "flip-jester",
                {"seat": seat, "discarded": [c.code for c in discarded], "jesters_left": self.solo_jesters},
            )
        )
        while len(self.hands[seat]) < self.options.max_hand and self.tavern:
            events.append(self._draw_one(seat))
        sort_hand(self.hands[seat])
        if self.phase == "pay":
            self._check_can_pay()
        else:
            self._check_can_act()

    def _draw_one(self, seat: int) -> Event:
        card = self.tavern.pop(0)
        self.hands[seat].append(card)
        data: dict[str, Any] = {"seat": seat, "tavern_size": len(self.tavern)}
        if self.known_stack:
            # Everyone saw that enemy go on top of the tavern, so everyone knows who drew it: the
            # draw is public, and says so (`known`) for every reader, the drawer included.
            del self.known_stack[0]  # it was `card`: nothing else is ever put on top of the tavern
            self.known_in_hand.setdefault(seat, []).append(card)
            data["card"] = card.code
            data["known"] = True
            return Event("draw", data)
        return Event("draw", data, secret={"card": card.code}, secret_to=frozenset((seat,)))

    def _check_can_act(self) -> None:
        # regicide.end.cannot-act: a player who can neither play a card nor legally yield loses.
        # (Any single card in hand can be played; a solo jester can still be flipped.)
        seat = self.current
        if self.end_reason is None and not (self.hands[seat] or self.can_yield(seat) or self.solo_jesters):
            self.end_reason = "cannot-act"

    def _check_can_pay(self) -> None:
        # regicide.end.cannot-pay: a player who cannot pay the damage loses the game for everyone.
        if sum(c.value for c in self.hands[self.current]) < self.to_pay and not self.solo_jesters:
            self.end_reason = "cannot-pay"

    # -- results and views -------------------------------------------------------------

    def result(self) -> Result | None:
        if self.end_reason is None:
            return None
        won = self.end_reason == "won"
        jesters_used = SOLO_JESTERS - self.solo_jesters if self.options.solo else None
        details: dict[str, Any] = {
            "end_reason": self.end_reason,
            "enemies_defeated": self.defeated,
            "turns": len(self.history),
        }
        if self.options.solo:
            details["jesters_used"] = jesters_used
            details["medal"] = MEDALS[jesters_used or 0] if won else None
        if self.terminated_by is not None:
            details["terminated_by"] = self.terminated_by
        return Result("won" if won else "lost", self.end_reason, (1.0 if won else 0.0,) * self.options.players, details)

    @overload
    def view(self, seat: int) -> SeatView: ...
    @overload
    def view(self, seat: None) -> SpectatorView: ...
    @overload
    def view(self, seat: int | None) -> SeatView | SpectatorView: ...
    def view(self, seat: int | None) -> SeatView | SpectatorView:
        """What `seat` may know: its own hand, everything public; never the tavern's order."""
        if seat is not None:
            self.check_seat(seat)
            return cast(SeatView, self._view(seat))  # `_view` keeps the seat it was given: an int here
        return cast(SpectatorView, self._view(None))

    def public_view(self) -> PublicView:
        return self.view(None)

    def _view(self, seat: int | None) -> View:
        result = self.result()
        enemy = self.castle[0] if self.castle else None
        hands = []
        for owner, hand in enumerate(self.hands):
            entry: Hand = {"count": len(hand), "known": [c.code for c in self.known_in_hand.get(owner, [])]}
            if owner == seat:
                entry["cards"] = [c.code for c in hand]
            hands.append(entry)
        return {
            "game": "regicide",
            "seat": seat,
            "players": self.options.players,
            "options": cast(OptionsJson, self.options.to_json()),
            "phase": None if self.end_reason else self.phase,
            "current": None if self.end_reason else self.current,
            "to_act": sorted(self.to_act()),
            "enemy": None
            if enemy is None
            else {
                "card": enemy.code,
                "health": ENEMY_HEALTH[enemy.rank],
                "attack": ENEMY_ATTACK[enemy.rank],
                "damage": self.damage,
                "shield": self.shield(),
                "attack_now": self.attack(),
                "immune": cast("Suit | None", self.immune_suit()),  # an enemy's suit is one of the four
            },
            "castle_left": len(self.castle),
            "defeated": self.defeated,
            "tavern_size": len(self.tavern),
            "tavern_top": None if self.known_top is None else self.known_top.code,
            "tavern_known": [c.code for c in self.known_stack],
            "discard": [c.code for c in self.discard],
            "table": [[c.code for c in cards] for cards in self.table],
            "hands": hands,
            "max_hand": self.options.max_hand,
            "to_pay": self.to_pay,
            "can_yield": self.can_yield(self.current) if self.end_reason is None else False,
            "solo_jesters": self.solo_jesters,
            "chooser": self.chooser,
            "signals": _signals(self.signals),
            "over": self.end_reason is not None,
            "result": None if result is None else cast(ResultJson, result.to_json()),
        }

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other.history = list(self.history)
        other.castle = list(self.castle)
        other.tavern = list(self.tavern)
        other.hands = [list(h) for h in self.hands]
        other.discard = list(self.discard)
        other.table = [list(t) for t in self.table]
        other.signals = dict(self.signals)
        other.known_in_hand = {k: list(v) for k, v in self.known_in_hand.items()}
        other.known_stack = list(self.known_stack)
        return other

    def hidden_twin(self, seat: int | None, rng: random.Random) -> RegicideState | None:
        from parlour.games.regicide.worlds import hidden_twin

        return hidden_twin(self, seat, rng)

    def snapshot(self) -> dict[str, Any]:
        return {
            "seed": self._seed,
            "rng": repr(self._rng.getstate()),
            "castle": [c.code for c in self.castle],
            "tavern": [c.code for c in self.tavern],
            "hands": [[c.code for c in h] for h in self.hands],
            "discard": [c.code for c in self.discard],
            "table": [[c.code for c in t] for t in self.table],
            "damage": self.damage,
            "spades": self.spades,
            "immunity_removed": self.immunity_removed,
            "phase": self.phase,
            "current": self.current,
            "to_pay": self.to_pay,
            "yields_in_row": self.yields_in_row,
            "solo_jesters": self.solo_jesters,
            "chooser": self.chooser,
            "signals": _signals(self.signals),
            "known_top": None if self.known_top is None else self.known_top.code,
            "known_stack": [c.code for c in self.known_stack],
            "known_in_hand": {str(k): [c.code for c in v] for k, v in sorted(self.known_in_hand.items())},
            "defeated": self.defeated,
            "end_reason": self.end_reason,
            "terminated_by": self.terminated_by,
            "history": [[t.seat, t.action.to_json()] for t in self.history],
        }


def _signals(signals: dict[int, bool]) -> dict[str, bool]:
    return {str(seat): wants for seat, wants in sorted(signals.items())}


def _holds(hand: list[Card], cards: list[Card]) -> bool:
    left = list(hand)
    for card in cards:
        if card not in left:
            return False
        left.remove(card)
    return True


def _take(hand: list[Card], cards: list[Card], known: list[Card] | None) -> None:
    for card in cards:
        hand.remove(card)
        if known is not None and card in known:
            known.remove(card)


def _payments(hand: list[Card], owed: int) -> list[Action]:
    """Every set of cards from `hand` worth at least `owed` (a hand holds at most 8 cards).

    The hand is sorted, so each set's codes come out in canonical order.
    """
    codes = [c.code for c in hand]
    values = [c.value for c in hand]
    out: list[Action] = []
    seen: set[tuple[str, ...]] = set()
    n = len(hand)
    for mask in range(1 << n):
        total = 0
        chosen: list[str] = []
        for i in range(n):
            if mask >> i & 1:
                total += values[i]
                chosen.append(codes[i])
        if total >= owed:
            key = tuple(chosen)
            if key not in seen:  # two jesters in hand give the same set twice
                seen.add(key)
                out.append(trusted(Pay, key))
    return out


def shuffled_deck(options: RegicideOptions, rng: random.Random) -> tuple[list[Card], list[Card]]:
    """The castle and the tavern (top first) of a game dealt from `rng`, not from an explicit deck."""
    castle: list[Card] = []
    for rank in (11, 12, 13):  # regicide.castle.order: Jacks on Queens on Kings
        group = royals(rank)
        rng.shuffle(group)
        castle += group
    tavern = tavern_cards(options.jesters_in_tavern)
    rng.shuffle(tavern)
    return castle, tavern


def _split_deck(deck: list[Card], options: RegicideOptions) -> tuple[list[Card], list[Card]]:
    """An explicit deck is the castle (12 royals, top first) then the tavern (top first)."""
    if not all(isinstance(c, Card) for c in deck):
        raise BadInput("a Regicide deck is a list of cards", code="regicide.setup.deck")
    castle, tavern = deck[:12], deck[12:]
    ranks = [c.rank for c in castle]
    if ranks != [11] * 4 + [12] * 4 + [13] * 4 or sorted(castle, key=card_key) != sorted(
        royals(11) + royals(12) + royals(13), key=card_key
    ):
        raise BadInput("the castle is the 4 Jacks on the 4 Queens on the 4 Kings", code="regicide.setup.deck")
    if sorted(tavern, key=card_key) != sorted(tavern_cards(options.jesters_in_tavern), key=card_key):
        raise BadInput(
            f"the tavern is the Aces and 2-10 of every suit, and jesters: {options.jesters_in_tavern}",
            code="regicide.setup.deck",
        )
    return list(castle), list(tavern)
