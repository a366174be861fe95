"""Rent a Hero's rules: one method per step of a turn, each citing its rule id and seed line.

Seeds: ../shared/seeds/003_8ad24ceb60510a74.txt (the Spanish rulebook: the default rules),
000_a2270c9fd3c8ac52.txt (the French page: same rules, an FAQ) and 001_201051db1d39abbe.txt
(the 8fspace group's write-up: house rules, preset `8fspace`). Quotes in « » are the seeds'.

Timing. « Puedes usar un poder en cualquier momento » is modelled as priority *windows*: after
each public event (a card turned, the hero sent or passed, a hint answered, a power resolved,
an announcement, a duplicate about to be eliminated) every seat holding a power usable right
now is *pending*; `to_act()` is exactly those seats; each uses a power or declines. A power
used goes on a stack and opens a *chicken* window for the seats with an unused Angry Chicken
(or an unused Witch to refresh a used one); when that empties, the stack resolves top down.
Then a new window opens for the power's event. When no window is open, the main decision
resumes: the active player sends, the holder recruits, passes or asks a hint, a Sergeant's
user announces. See docs/rules/rentahero.md.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Self, cast, overload

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.events import Event
from parlour.engine.state import ReactionWindow, Result, State
from parlour.games.rentahero.actions import (
    MAX_SEATS,
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
    power_actions,
)
from parlour.games.rentahero.cards import (
    BLACK_KNIGHT,
    CHICKEN,
    DECK_SIZE,
    DOG_TRAINER,
    HEROES,
    PYROMANIAC,
    SERGEANT,
    WITCH,
    WIZARD,
    allowed,
    full_deck,
    is_hero,
    meets,
)
from parlour.games.rentahero.options import RentAHeroOptions
from parlour.games.rentahero.views import (
    DiscardedCard,
    Hand,
    OptionsJson,
    Phase,
    PublicView,
    ResultJson,
    SeatView,
    SpectatorView,
    StackItem,
    View,
    Wandering,
    WindowCause,
    WindowKind,
)
from parlour.games.rentahero.views import Window as WindowJson

BAND_START = 2  # rentahero.setup.bands: « dale 2 héroes a cada jugador boca arriba »
HAND_START = 5  # rentahero.setup.hands: « Entregue 5 cartas a cada jugador boca abajo »
TO_WIN = 6  # rentahero.end.six-heroes: « ser el primero en reclutar 6 héroes diferentes »
WIZARD_DRAW = 2  # rentahero.wizard.draw: « robar dos cartas »
NOBODY: frozenset[int] = frozenset()

# The actions the engine lists, built once (building an action checks its fields: slow in a hot loop).
SEND = {h: Send(h) for h in HEROES}
FROM_DECK = SendFromDeck()
DISCARD = {h: DiscardCard(h) for h in HEROES}
HINT = {h: AskHint(h) for h in HEROES}
ANNOUNCE = [Announce(None), *(Announce(h) for h in HEROES)]
POWER = {(a.hero, a.target, a.refresh): a for a in power_actions(MAX_SEATS)}
RECRUIT, PASS, DECLINE, CHICKEN_POWER = Recruit(), PassOn(), Decline(), UsePower(CHICKEN)
WITCH_CHICKEN = UsePower(WITCH, refresh=CHICKEN)


class Discarded(NamedTuple):
    """A card of the discard pile: face up (public) or face down (known to `known_to` only)."""

    hero: int
    face_up: bool
    known_to: frozenset[int] = NOBODY


def _cancelled(stack: list[tuple[int, UsePower]]) -> set[int]:
    """rentahero.chicken.cancel: each chicken cancels the item just below it, unless it is itself
    cancelled (« Un Angry Chicken puede anular a otro Angry Chicken »)."""
    cancelled: set[int] = set()
    for i in range(len(stack) - 1, 0, -1):
        if i not in cancelled:
            cancelled.add(i - 1)
    return cancelled


def _top_witch(stack: list[tuple[int, UsePower]]) -> int | None:
    """Where the topmost Witch used in a chicken window is on the stack (above its bottom), if any."""
    return next((i for i in range(len(stack) - 1, 0, -1) if stack[i][1].hero == WITCH), None)


def _resolve_event(stack: list[tuple[int, UsePower]], cancelled: set[int]) -> Event:
    items = [{"seat": s, "hero": a.hero, "cancelled": i in cancelled} for i, (s, a) in enumerate(stack)]
    return Event("resolve", {"stack": items})


@dataclass(slots=True)
class Window:
    """A reaction window: `kind` "general" (any usable power) or "chicken" (Angry Chickens only)."""

    kind: WindowKind
    event: WindowCause
    pending: set[int] = field(default_factory=set)

    def copy(self) -> Window:
        return Window(self.kind, self.event, set(self.pending))

    def to_json(self) -> WindowJson:
        return {"kind": self.kind, "event": self.event, "pending": sorted(self.pending)}

    def event_json(self) -> dict[str, Any]:
        """As an event's data: `window` names the window's kind (an event's own `kind` is "window")."""
        return {"window": self.kind, "event": self.event, "pending": sorted(self.pending)}


class RentAHeroState(State):
    """A Rent a Hero game in progress.

    Phases (the main decision, when no window is open): "send" (the active player sends a
    hero), "discard" (after sending from the deck, the active player discards a hand card),
    "hold" (the holder recruits, passes on or asks a hint; or, while `announcers` is not
    empty, the first of them announces), "eliminate" (a recruited duplicate waits for its
    window to close; nobody decides). `window` overlays them.
    """

    options: RentAHeroOptions

    def __init__(self, options: RentAHeroOptions, seed: int, deck: list[int] | None) -> None:
        super().__init__(options, seed)
        self._rng = random.Random(seed)
        if deck is None:
            cards = full_deck()
            self._rng.shuffle(cards)
        else:
            cards = _check_deck(deck)
            self._explicit_deck = list(cards)
        self._begin(cards)

    def _begin(self, cards: list[int]) -> None:
        """Deal `cards` (the deck, top first) and start the first turn, drawing on `self._rng` as it is
        (`worlds.hidden_twin` deals its twins and traces the cards through here)."""
        options = self.options
        players = options.players
        self.deck: list[int] = cards  # deck[0] is the top
        self.discard: list[Discarded] = []  # discard[-1] is the top
        self.hands: list[list[int]] = [[] for _ in range(players)]  # sorted
        self.bands: list[dict[int, bool]] = [{} for _ in range(players)]  # hero -> used (turned sideways)
        self.eliminated: list[list[int]] = [[] for _ in range(players)]  # pairs, in order; public
        self.powers_used: list[int] = [0] * players
        self.end_reason: str | None = None
        self.winner: int | None = None  # the seat that recruited six heroes
        self.last_card_drawn = False
        self.idle_turns = 0  # turns in a row that ended with nothing sent
        self._deal()
        # rentahero.setup.first-player: « Elige al azar al jugador inicial » (option first_player).
        self.first_player = options.first_player if options.first_player >= 0 else self._rng.randrange(players)
        self.active = self.first_player
        self._reset_turn()
        self._start_turn(self.opening_events)

    # -- setup ---------------------------------------------------------------------------

    def _deal(self) -> None:
        """Bands seat by seat, then hands seat by seat, from the top of the deck."""
        for seat in range(self.options.players):
            # rentahero.setup.bands: two different heroes face up; « Si un jugador recibe 2 héroes
            # idénticos, descarta uno de ellos y roba una nueva carta » (face up: everyone saw it).
            first = self._setup_draw()
            second = self._setup_draw()
            while second == first:
                self.discard.append(Discarded(second, True))
                second = self._setup_draw()
            self.bands[seat] = {first: False, second: False}
        for seat in range(self.options.players):
            # rentahero.setup.hands: « Entregue 5 cartas a cada jugador boca abajo ».
            self.hands[seat] = sorted(self._setup_draw() for _ in range(HAND_START))
        if not self.deck:
            raise BadInput("this deck leaves no card to play with after the deal", code="rentahero.setup.deck")

    def _setup_draw(self) -> int:
        if not self.deck:
            raise BadInput("this deck runs out during the deal", code="rentahero.setup.deck")
        return self.deck.pop(0)

    def _reset_turn(self) -> None:
        self.phase: Phase = "send"
        self.turned: int | None = None  # the hero turned this turn (its required strength applies)
        self.turned_index: int | None = None  # its place in the discard pile
        self.wandering: int | None = None
        self.holder: int | None = None
        self.knowers: set[int] = set()  # who knows the wandering hero
        self.from_deck = False
        self.recruiter: int | None = None
        self.black_knight = False
        self.muzzled: set[int] = set()
        self.hints: list[tuple[int, bool]] = []
        self.hints_asked: list[int] = [0] * self.options.players
        self.announcements: list[tuple[int, int | None]] = []
        self.announcers: list[int] = []
        self.window: Window | None = None
        self.stack: list[tuple[int, UsePower]] = []

    # -- the contract ----------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.end_reason is not None

    def to_act(self) -> frozenset[int]:
        if self.end_reason is not None:
            return NOBODY
        if self.window is not None:
            return frozenset(self.window.pending)
        decider = self.decider()
        return NOBODY if decider is None else frozenset((decider,))

    def reaction_window(self) -> ReactionWindow | None:
        # rentahero.window.open: a seat that lets the window close without answering declines.
        if self.end_reason is not None or self.window is None:
            return None
        return ReactionWindow(frozenset(self.window.pending), Decline())

    def skip_action(self, seat: int) -> Action | None:
        """A skipped seat declines the window it was asked to answer (rentahero.window.open); its
        own turn (drawing, accusing) has no pass: None, the table's stand-in moves."""
        window = self.reaction_window()
        return window.on_timeout if window is not None and seat in window.pending else None

    def standing_answer(self, seat: int, asking: Mapping[str, str]) -> Action | None:
        """What the table answers for `seat` without asking it; None: ask it.

        In a window: `Decline` for a pending seat none of whose powers here it wants to be asked
        about. The topics are the heroes whose powers `seat` could use in this window (in a
        chicken window: the Angry Chicken, whose Witch answer is about it too); each hero's level
        is read whether or not the seat holds it. `always` asks in every window; `never` in none
        (the seat's own decisions still offer every usable power); `mine` asks when the window
        concerns the seat (`_concerns`, `_chicken_concerns`).

        Outside a window: the seat's main decision when it has a single legal action and everyone
        can tell it had no other (`_forced`), whatever the levels. See docs/rules/rentahero.md,
        "Being asked".
        """
        if self.end_reason is not None:
            return None
        window = self.window
        if window is None:
            return self._forced(seat)
        if seat not in window.pending:
            return None
        if window.kind == "chicken":
            level = asking.get(str(CHICKEN), "always")
            if level == "always" or (level == "mine" and self._chicken_concerns(seat)):
                return None
            return DECLINE
        heroes = {action.hero for action in self.usable_powers(seat)}
        for hero in sorted(heroes):
            level = asking.get(str(hero), "always")
            if level == "always" or (level == "mine" and self._concerns(seat, hero)):
                return None
        return DECLINE

    def _forced(self, seat: int) -> Action | None:
        """The only move of `seat`'s main decision, when the move itself shows everyone it was the only one.

        Recruiting a hero that came back, passing while muzzled, sending from the deck (no hand
        card met the requirement: the send says so) with no power usable (bands are public), or
        the one card of a one-card hand. A lone hero to send or discard from a larger hand is
        not answered: a move made at once would tell the others that the rest of the hand could
        not go.
        """
        if seat != self.decider():
            return None
        legal = self.legal_actions(seat)
        if len(legal) != 1:
            return None
        (only,) = legal
        if isinstance(only, (Send, DiscardCard)) and len(self.hands[seat]) > 1:
            return None
        return only

    def _concerns(self, seat: int, hero: int) -> bool:
        """Whether a general window is `seat`'s business for `hero`'s power (the `mine` level), from what it knows.

        Never just before the seat's own decision (which offers the same powers: asking twice in
        a row gains nothing). The Pyromaniac: only when the wandering hero is with another player
        one hero from winning and the seat does not know it to be a duplicate there (burning
        ends everyone's turn: to stop a win; a hero come back to its sender is burnt in the
        sender's own decision). The Wizard: once a turn, on the seat's own, in the window just after
        its send (its send decision offers it before; a draw has nothing to do with the wandering
        hero). The others: when the hero is with such a player, or the seat is
        the active player, holds the wandering hero or has seen it; but not for a look at a hero
        it has seen, and not for muzzling a holder it knows already has the hero (that only
        spares the holder a duplicate).
        """
        holder = self.holder
        if seat == self.decider():
            return False
        knows = seat in self.knowers
        known_duplicate = knows and holder is not None and self.wandering in self.bands[holder]
        if holder is not None and holder != seat and len(self.bands[holder]) == TO_WIN - 1 and not known_duplicate:
            return True
        if hero == PYROMANIAC:
            return False
        if hero == WIZARD:
            return seat == self.active and self.window is not None and self.window.event == "sent"
        if hero == SERGEANT and knows:
            return False
        if hero == DOG_TRAINER and known_duplicate and holder != seat:
            return False
        return seat in (self.active, holder) or knows

    def _chicken_concerns(self, seat: int) -> bool:
        """Whether a chicken window is `seat`'s business (the Angry Chicken's `mine` level), from public facts.

        When the hero just used is aimed at the seat: a Dog Trainer on it, a Pyromaniac or a
        Sergeant on the wandering hero it holds, a Black Knight letting the active player send
        it anything (it is next); or it answers the seat's own power (an Angry Chicken, or a
        Witch refreshing one, on top of what the seat used).
        """
        if not self.stack:
            return False
        user, top = self.stack[-1]
        if user == seat:
            return False
        if top.hero == DOG_TRAINER:
            return top.target == seat
        if top.hero in (PYROMANIAC, SERGEANT):
            return self.holder == seat
        if top.hero == BLACK_KNIGHT:
            return (self.active + 1) % self.options.players == seat
        if top.hero in (CHICKEN, WITCH) and len(self.stack) > 1:
            return self.stack[-2][0] == seat
        return False

    def decider(self) -> int | None:
        """The seat whose main decision it is once no window is open."""
        if self.phase in ("send", "discard"):
            return self.active
        if self.phase == "hold":
            return self.announcers[0] if self.announcers else self.holder
        return None

    def _may_act(self, seat: int) -> bool:
        # While a window is open every seat reaches `_check`, so a seat that is not pending hears
        # why (rentahero.window.not-pending); otherwise only the seat whose decision it is may act
        # (the engine refuses the others with rentahero.turn.out-of-turn, and any move once the
        # game is over with rentahero.end.game-over).
        if self.end_reason is not None:
            return False
        return self.window is not None or seat == self.decider()

    @property
    def required(self) -> tuple[int, ...] | None:
        """The heroes that may be sent this turn (None: any, as with no card turned)."""
        if self.turned is None:
            return None
        return allowed(self.turned, self.options.players)

    def can_send(self, hero: int) -> bool:
        """rentahero.send.requirement, lifted by a Black Knight (rentahero.knight.ignore)."""
        return self.black_knight or self.turned is None or meets(self.turned, hero, self.options.players)

    def can_draw(self) -> bool:
        """A card can be drawn: the deck has one, or (reshuffle) the discard pile can make one."""
        if self.deck:
            return True
        return self.options.deck_out == "reshuffle" and any(i != self.turned_index for i in range(len(self.discard)))

    def legal_actions(self, seat: int) -> list[Action]:
        self.check_seat(seat)
        if self.end_reason is not None:
            return []
        window = self.window
        if window is not None:
            if seat not in window.pending:
                return []
            if window.kind == "chicken":
                return [*self._chicken_answers(seat), DECLINE]
            return [*self.usable_powers(seat), DECLINE]
        if seat != self.decider():
            return []
        hand = self.hands[seat]
        distinct = sorted(set(hand))
        out: list[Action] = []
        if self.phase == "discard":
            # Only the discard: no window is open and no power may be used in this short step.
            return [DISCARD[h] for h in distinct]
        if self.phase == "send":
            sendable = [h for h in distinct if self.can_send(h)]
            if sendable:
                out += [SEND[h] for h in sendable]
            else:
                out.append(FROM_DECK)
        elif self.announcers:
            out += ANNOUNCE
        else:
            if seat not in self.muzzled:
                out.append(RECRUIT)
            if seat != self.active:
                out.append(PASS)
                if self._hint_problem(seat) is None:
                    out += [HINT[h] for h in distinct]
        out += self.usable_powers(seat)
        return out

    def _chicken_answers(self, seat: int) -> list[UsePower]:
        """What `seat` may use in a chicken window: its Angry Chicken, or a Witch to refresh a used one."""
        band = self.bands[seat]
        if band.get(CHICKEN) is False:
            return [CHICKEN_POWER]
        if band.get(CHICKEN) is True and band.get(WITCH) is False:
            return [WITCH_CHICKEN]
        return []

    def _chicken_pending(self) -> set[int]:
        """The seats that can answer a power just used (rentahero.window.chicken, rentahero.witch.answer)."""
        return {s for s in range(self.options.players) if self._chicken_answers(s)}

    def usable_powers(self, seat: int) -> list[UsePower]:
        """The powers `seat` may use now outside a chicken window (its pending status aside)."""
        out: list[UsePower] = []
        players = self.options.players
        for hero, used in sorted(self.bands[seat].items()):
            if used or hero == CHICKEN:
                continue
            if hero == DOG_TRAINER:
                dogs = [POWER[hero, t, None] for t in range(players)]
                out += [a for a in dogs if self._power_problem(seat, a) is None]
            elif hero == WITCH:
                out += [POWER[hero, None, h] for h, h_used in sorted(self.bands[seat].items()) if h_used and h != WITCH]
            elif self._power_problem(seat, POWER[hero, None, None]) is None:
                out.append(POWER[hero, None, None])
        return out

    def _has_usable_power(self, seat: int) -> bool:
        band = self.bands[seat]
        for hero, used in band.items():
            if used or hero == CHICKEN:
                continue
            if hero == WITCH:
                if any(h_used and h != WITCH for h, h_used in band.items()):
                    return True
            elif hero == DOG_TRAINER:
                if self._wandering_problem() is None and any(
                    t != seat and t not in self.muzzled for t in range(self.options.players)
                ):
                    return True
            elif self._power_problem(seat, POWER[hero, None, None]) is None:
                return True
        return False

    # -- checking -------------------------------------------------------------------------

    def _check(self, seat: int, action: Action) -> None:
        window = self.window
        if self.phase == "discard":
            # rentahero.send.discard: « Mira esta tarjeta y pásala al jugador de tu izquierda. Además, descarta
            # una carta de tu mano »: the sender, having looked, names the card to discard before anything else.
            if not isinstance(action, DiscardCard):
                raise IllegalAction(
                    "rentahero.send.discard",
                    key="rentahero.send.discard-first",
                )
            if action.hero not in self.hands[seat]:
                raise IllegalAction(
                    "rentahero.send.discard",
                    key="rentahero.send.discard-not-in-hand",
                    hero=action.hero,
                )
            return
        if isinstance(action, DiscardCard):
            # rentahero.send.discard: a hand card is discarded only right after sending from the deck.
            raise IllegalAction(
                "rentahero.send.discard",
                key="rentahero.send.no-discard",
            )
        if isinstance(action, UsePower):
            self._check_power(seat, action)
            return
        if isinstance(action, Decline):
            if window is None:
                # rentahero.window.none: declining answers a window (« deja tiempo para que los otros
                # jugadores reaccionen »); with none open there is nothing to let pass.
                raise IllegalAction("rentahero.window.none")
            self._check_pending(seat)
            return
        if window is not None:
            self._check_pending(seat)
            # rentahero.window.open: « Cuando uses un poder, deja tiempo para que los otros jugadores
            # reaccionen »: a window closes before the main decision resumes.
            raise IllegalAction("rentahero.window.open")
        if self.announcers:
            if not isinstance(action, Announce):
                # rentahero.sergeant.announce: the Sergeant's user says what they saw first.
                raise IllegalAction(
                    "rentahero.sergeant.announce",
                    key="rentahero.sergeant.announce-first",
                )
            return
        if isinstance(action, Announce):
            raise IllegalAction("rentahero.sergeant.announce", key="rentahero.sergeant.nothing")
        if self.phase == "send":
            if isinstance(action, Send):
                self._check_send(seat, action)
            elif isinstance(action, SendFromDeck):
                self._check_send_from_deck(seat)
            else:
                # rentahero.turn.send-first: « el Jugador Activo envía un héroe al jugador de su izquierda ».
                raise IllegalAction("rentahero.turn.send-first")
            return
        if isinstance(action, (Send, SendFromDeck)):
            # rentahero.send.once: « Esta carta se llama héroe vagabundo durante toda la ronda »: one per turn.
            raise IllegalAction("rentahero.send.once")
        if isinstance(action, Recruit):
            if seat in self.muzzled:
                # rentahero.dog.muzzled: « se ve obligado a pasar y enviar al héroe vagabundo ».
                raise IllegalAction("rentahero.dog.muzzled")
            return
        if isinstance(action, PassOn):
            if seat == self.active:
                # rentahero.recruit.forced: « Si el héroe vagabundo hace un recorrido completo por la
                # mesa y regresa al Jugador Activo, debe reclutar al héroe, lo quiera o no ».
                raise IllegalAction("rentahero.recruit.forced")
            return
        assert isinstance(action, AskHint)
        problem = self._hint_problem(seat)
        if problem is not None:
            raise problem
        if action.hero not in self.hands[seat]:
            # rentahero.hint.not-in-hand: « puedes pasar una de las cartas de tu mano ».
            raise IllegalAction("rentahero.hint.not-in-hand", hero=action.hero)

    def _check_pending(self, seat: int) -> None:
        window = self.window
        if window is not None and seat not in window.pending:
            # rentahero.window.not-pending: only the seats with a usable power are in a window,
            # and a seat that declined has left it.
            raise IllegalAction("rentahero.window.not-pending")

    def _check_send(self, seat: int, action: Send) -> None:
        if action.hero not in self.hands[seat]:
            # rentahero.send.not-in-hand: « debe elegir, de las cartas en su mano, un héroe ».
            raise IllegalAction("rentahero.send.not-in-hand", hero=action.hero)
        if not self.can_send(action.hero):
            # rentahero.send.requirement: « debe elegir, de las cartas en su mano, un héroe que
            # corresponda a la fuerza requerida ».
            assert self.turned is not None
            raise IllegalAction(
                "rentahero.send.requirement",
                hero=action.hero,
                turned=self.turned,
            )

    def _check_send_from_deck(self, seat: int) -> None:
        if any(self.can_send(h) for h in self.hands[seat]):
            # rentahero.send.from-deck: « Si no tienes ninguna carta en tu mano que cumpla con la
            # fuerza requerida, debes robar y enviar la primera carta del mazo ».
            raise IllegalAction("rentahero.send.from-deck")

    def _hint_problem(self, seat: int) -> IllegalAction | None:
        if seat == self.active:
            # rentahero.hint.self: hints go « al Jugador Activo (el jugador que comenzó a enviar al héroe
            # vagabundo alrededor de la mesa) », who answers them and does not ask himself.
            return IllegalAction("rentahero.hint.self")
        if seat in self.muzzled:
            return IllegalAction("rentahero.dog.muzzled")
        if len(self.hands[seat]) < 2:
            # rentahero.hint.last-card: « no puede usar la última carta de su mano para pedir una pista ».
            return IllegalAction("rentahero.hint.last-card")
        limit = self.options.hints_per_holder
        if limit and self.hints_asked[seat] >= limit:
            # rentahero.hint.limit: 8fspace « 每人每回合有一次詢問啟動玩家的機會 » (option hints_per_holder).
            return IllegalAction(
                "rentahero.hint.limit",
                limit=limit,
            )
        return None

    def _check_power(self, seat: int, action: UsePower) -> None:
        hero = action.hero
        band = self.bands[seat]
        if hero not in band:
            # rentahero.power.in-band: « Puedes usar los poderes de los héroes en tu banda (no los de tu mano) ».
            raise IllegalAction("rentahero.power.in-band", hero=hero)
        if band[hero]:
            # rentahero.power.used: « solo puedes usar cada poder una vez en un juego » (until a Witch).
            raise IllegalAction("rentahero.power.used", hero=hero)
        _check_arguments(action)
        window = self.window
        if window is not None and window.kind == "chicken":
            if hero == WITCH and action.refresh == CHICKEN:
                if not band.get(CHICKEN, False):
                    # rentahero.witch.used-only: « Actualiza a uno de los héroes de tu banda que está horizontal ».
                    raise IllegalAction(
                        "rentahero.witch.used-only",
                        hero=CHICKEN,
                    )
                self._check_pending(seat)
                return
            if hero != CHICKEN:
                # rentahero.window.chicken-only: « Anula los efectos de otro héroe que se acaba de usar »:
                # while a power waits for an answer, only Angry Chickens answer it.
                raise IllegalAction("rentahero.window.chicken-only")
            self._check_pending(seat)
            return
        problem = self._power_problem(seat, action)
        if problem is not None:
            raise problem
        self._check_pending(seat)

    def _wandering_problem(self) -> IllegalAction | None:
        if self.wandering is None:
            # rentahero.power.no-wandering: « Pirómano: descarta al héroe vagabundo »; « Sargento: Mire al
            # héroe vagabundo »: before the send there is none.
            return IllegalAction("rentahero.power.no-wandering")
        if self.phase == "eliminate":
            # rentahero.power.declared: « Tan pronto como un jugador dice "Estoy reclutando", el héroe
            # ya no se considera un héroe vagabundo por nada relacionado con los poderes ».
            return IllegalAction("rentahero.power.declared")
        return None

    def _power_problem(self, seat: int, action: UsePower) -> IllegalAction | None:
        """Why this (unused, own) power cannot be used now outside a chicken window, or None."""
        hero = action.hero
        if hero == CHICKEN:
            # rentahero.chicken.response-only: « Anula los efectos de otro héroe que se acaba de usar ».
            return IllegalAction("rentahero.chicken.response-only")
        if hero in (PYROMANIAC, SERGEANT, DOG_TRAINER):
            problem = self._wandering_problem()
            if problem is not None:
                return problem
            if hero == DOG_TRAINER:
                target = action.target
                assert target is not None
                if target == seat:
                    # rentahero.dog.target-self: « No puedes usar el adiestrador de perros contigo mismo ».
                    return IllegalAction("rentahero.dog.target-self")
                if target >= self.options.players:
                    # rentahero.dog.no-seat: « El jugador de su elección »: a player at this table.
                    return IllegalAction("rentahero.dog.no-seat", target=target)
                if target in self.muzzled:
                    # rentahero.dog.already-muzzled: « se ve obligado a pasar » already; a power is usable
                    # only when its effect would change something (docs/rules/rentahero.md).
                    return IllegalAction("rentahero.dog.already-muzzled")
            return None
        if hero == BLACK_KNIGHT:
            if self.phase != "send":
                # rentahero.knight.before-send: « permite al Jugador Activo ignorar la fuerza requerida y
                # enviar una carta »: it matters only before the send.
                return IllegalAction("rentahero.knight.before-send")
            if self.black_knight or self.turned is None:
                # rentahero.knight.already: « ignora la fuerza requerida »: there is none left to ignore.
                return IllegalAction("rentahero.knight.already")
            return None
        if hero == WITCH:
            target = action.refresh
            assert target is not None
            if target == WITCH:
                # rentahero.witch.not-itself: she refreshes « uno de los héroes de tu banda », not herself.
                return IllegalAction("rentahero.witch.not-itself")
            if not self.bands[seat].get(target, False):
                # rentahero.witch.used-only: « Actualiza a uno de los héroes de tu banda que está horizontal ».
                return IllegalAction(
                    "rentahero.witch.used-only",
                    hero=target,
                )
            return None
        assert hero == WIZARD
        if not self.can_draw():
            # rentahero.wizard.empty-deck: « robar dos cartas de la parte superior del mazo »: none there.
            return IllegalAction("rentahero.wizard.empty-deck")
        return None

    # -- carrying out ------------------------------------------------------------------------

    def _perform(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, UsePower):
            self._use_power(seat, action, events)
        elif isinstance(action, Decline):
            self._decline(seat, events)
        elif isinstance(action, Send):
            self._send(seat, action.hero, events)
        elif isinstance(action, SendFromDeck):
            self._send_from_deck(seat, events)
        elif isinstance(action, DiscardCard):
            self._discard_card(seat, action.hero, events)
        elif isinstance(action, PassOn):
            self._pass_on(seat, events)
        elif isinstance(action, AskHint):
            self._ask_hint(seat, action.hero, events)
        elif isinstance(action, Recruit):
            self._recruit(seat, events)
        else:
            assert isinstance(action, Announce)
            self._announce(seat, action.hero, events)
        if self.end_reason is not None:
            result = self.result()
            assert result is not None
            events.append(Event("game-over", result.to_json()))
        return events

    # The turn -----------------------------------------------------------------------------

    def _start_turn(self, events: list[Event]) -> None:
        events.append(Event("turn", {"active": self.active}))
        card = self._draw(events)
        if card is None:
            if self.options.deck_out == "reshuffle":
                # rentahero.end.no-cards: « baraja el descarte para formar una nueva baraja »: neither the
                # deck nor the discard pile can give a card to turn.
                self._finish("no-cards", events)
                return
            # finish-round: the turns left in the round are played with no card turned (any hero).
            events.append(Event("no-reveal", {"seat": self.active}))
        else:
            # rentahero.turn.reveal: « el jugador activo roba la primera carta del mazo y la coloca
            # boca arriba en el descarte. La fuerza requerida ... Designa la fuerza de la carta que debes jugar ».
            self.discard.append(Discarded(card, True))
            self.turned = card
            self.turned_index = len(self.discard) - 1
            events.append(
                Event(
                    "reveal",
                    {
                        "seat": self.active,
                        "hero": card,
                        "allowed": list(allowed(card, self.options.players)),
                        "deck_size": len(self.deck),
                    },
                )
            )
            if self._ends_now(events):
                return
        self._open_window("turned", events)

    def _send(self, seat: int, hero: int, events: list[Event]) -> None:
        self.idle_turns = 0
        self.hands[seat].remove(hero)
        self.wandering = hero
        self.knowers = {seat}
        self.from_deck = False
        self.holder = (seat + 1) % self.options.players
        self.phase = "hold"
        # « Lo coloca boca abajo y lo envía al siguiente jugador en el sentido de las agujas del reloj ».
        events.append(
            Event(
                "send",
                {"seat": seat, "to": self.holder, "from_deck": False},
                secret={"hero": hero},
                secret_to=frozenset((seat,)),
            )
        )
        self._arrive("sent", events)

    def _send_from_deck(self, seat: int, events: list[Event]) -> None:
        self.idle_turns = 0
        card = self._draw(events)
        assert card is not None  # the send step ends the turn when no card can be had (_resume)
        self.wandering = card
        # « Mira esta tarjeta y pásala al jugador de tu izquierda ».
        self.knowers = {seat}
        self.from_deck = True
        self.holder = (seat + 1) % self.options.players
        events.append(
            Event(
                "send",
                {"seat": seat, "to": self.holder, "from_deck": True, "deck_size": len(self.deck)},
                secret={"hero": card},
                secret_to=frozenset((seat,)),
            )
        )
        if self._ends_now(events):
            return
        if self.options.no_match_discard and self.hands[seat]:
            # rentahero.send.discard: « Además, descarta una carta de tu mano » (option no_match_discard),
            # chosen after the look: a short step where only the sender acts.
            self.phase = "discard"
            return
        self.phase = "hold"
        self._arrive("sent", events)

    def _discard_card(self, seat: int, hero: int, events: list[Event]) -> None:
        # rentahero.send.discard: the hand card goes face up (only hints are discarded face down).
        self.hands[seat].remove(hero)
        self.discard.append(Discarded(hero, True))
        events.append(Event("discard", {"seat": seat, "hero": hero}))
        self.phase = "hold"
        self._arrive("sent", events)

    def _pass_on(self, seat: int, events: list[Event]) -> None:
        # rentahero.pass.left: « pasar y enviar al héroe vagabundo al siguiente jugador en el sentido
        # de las agujas del reloj ».
        self.holder = (seat + 1) % self.options.players
        events.append(Event("pass", {"seat": seat, "to": self.holder}))
        self._arrive("passed", events)

    def _arrive(self, event: WindowCause, events: list[Event]) -> None:
        if self.holder == self.active and self.active in self.muzzled:
            # rentahero.dog.active-discard: « Si el héroe vagabundo se envía al jugador activo, que es el
            # objetivo del entrenador de perros, el héroe vagabundo se descarta ».
            self._discard_wandering("dog-trainer", events)
            return
        self._open_window(event, events)

    def _ask_hint(self, seat: int, hero: int, events: list[Event]) -> None:
        wandering = self.wandering
        assert wandering is not None
        self.hands[seat].remove(hero)
        # rentahero.hint.answer: « Si la tarjeta es idéntica a la del héroe vagabundo, debe responder
        # "sí", si no, responde "no" »; the original compares the required strength (option hint_mode).
        same = self.options.hint_mode == "hero"
        answer = hero == wandering if same else meets(hero, wandering, self.options.players)
        # rentahero.hint.face-down: « su carta se descarta, temporalmente boca abajo, para que los
        # otros jugadores no sepan qué carta era »: the asker and the active player know it.
        knowers = frozenset((seat, self.active))
        self.discard.append(Discarded(hero, False, knowers))
        self.hints.append((seat, answer))
        self.hints_asked[seat] += 1
        events.append(
            Event(
                "hint",
                {"seat": seat, "to": self.active, "answer": answer, "mode": self.options.hint_mode},
                secret={"hero": hero},
                secret_to=knowers,
            )
        )
        self._open_window("hint", events)

    def _recruit(self, seat: int, events: list[Event]) -> None:
        hero = self.wandering
        assert hero is not None
        self.recruiter = seat
        band = self.bands[seat]
        # rentahero.hold.recruit: « reclutarlo (poner la carta boca arriba) »: everyone sees it.
        duplicate = hero in band
        events.append(Event("recruit", {"seat": seat, "hero": hero, "duplicate": duplicate}))
        if duplicate:
            # rentahero.recruit.threatened: « Si uno de tus héroes está a punto de ser eliminado porque
            # reclutaste a un héroe idéntico, puedes, si aún no lo has hecho, usar el poder de este héroe ».
            self.phase = "eliminate"
            self._open_window("duplicate", events)
            return
        # rentahero.power.fresh: a hero recruited comes with its power unused (8fspace: « 再一次招募到此英雄時
        # 便可再次使用能力 »).
        band[hero] = False
        self.wandering = None
        if len(band) >= TO_WIN:
            # rentahero.end.six-heroes: « Cuando un jugador tiene 6 héroes diferentes en su banda,
            # inmediatamente gana el juego ».
            self.winner = seat
            self._finish("six-heroes", events)
            return
        self._end_turn(events)

    def _eliminate(self, events: list[Event]) -> None:
        self._remove_duplicate(events)
        self._end_turn(events)

    def _remove_duplicate(self, events: list[Event]) -> None:
        """The declared duplicate and its copy leave the recruiter's band (to the pile or the discard)."""
        seat, hero = self.recruiter, self.wandering
        assert seat is not None and hero is not None
        del self.bands[seat][hero]
        self.wandering = None
        if self.options.duplicates_to == "eliminated":
            # rentahero.recruit.duplicate: « las dos cartas idénticas se colocan boca abajo junto a su
            # banda de héroes. Forman la pila de héroes eliminados ».
            self.eliminated[seat] += [hero, hero]
        else:
            # 8fspace: « 2張重複的英雄卡都將丟棄至棄牌堆 » (option duplicates_to).
            self.discard += [Discarded(hero, True), Discarded(hero, True)]
        events.append(Event("eliminate", {"seat": seat, "hero": hero, "to": self.options.duplicates_to}))

    def _discard_wandering(self, reason: str, events: list[Event]) -> None:
        hero = self.wandering
        assert hero is not None
        self.discard.append(Discarded(hero, True))
        events.append(Event("discard-wandering", {"hero": hero, "reason": reason, "holder": self.holder}))
        self.wandering = None
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        # rentahero.turn.next: « Una vez que el héroe vagabundo es reclutado (o descartado por un
        # poder), el Jugador Activo roba una carta y la coloca en su mano. Entonces es el turno del
        # siguiente jugador ».
        seat = self.active
        self.window = None
        self.stack = []
        card = self._draw(events)
        if card is not None:
            insort(self.hands[seat], card)
            events.append(self._draw_event(seat, [card]))
            if self._ends_now(events):
                return
        if self.last_card_drawn:
            mode = self.options.deck_out
            if mode == "finish-turn" or (mode == "finish-round" and seat == self.round_last()):
                # rentahero.end.deck-out: « cuando un jugador roba la última carta del mazo, el juego
                # termina al final de la ronda actual » (« on finit le tour »; option deck_out).
                self._finish("deck-out", events)
                return
        self.active = (seat + 1) % self.options.players
        self._reset_turn()
        self._start_turn(events)

    def round_last(self) -> int:
        """The seat whose turn ends a round: the one to the right of the first player."""
        return (self.first_player - 1) % self.options.players

    def _announce(self, seat: int, hero: int | None, events: list[Event]) -> None:
        # rentahero.sergeant.announce: « Puedes revelar el nombre del héroe vagabundo ... Está
        # absolutamente permitido mentir »: public, maybe false (None: says nothing).
        self.announcers.pop(0)
        self.announcements.append((seat, hero))
        events.append(Event("announce", {"seat": seat, "hero": hero}))
        self._open_window("announce", events)

    def _cannot_send(self) -> bool:
        hand = self.hands[self.active]
        if any(self.can_send(h) for h in hand):
            return False
        return not self.can_draw()

    # Windows and powers -----------------------------------------------------------------------

    def _open_window(self, event: WindowCause, events: list[Event]) -> None:
        """Open a general window after a public event, or resume the main decision if nobody can react."""
        if self.end_reason is not None:
            return
        # rentahero.window.pending: the seats with a power usable now (« Puedes usar un poder en
        # cualquier momento, incluso fuera de tu turno »).
        pending = {s for s in range(self.options.players) if self._has_usable_power(s)}
        if pending:
            self.window = Window("general", event, pending)
            events.append(Event("window", self.window.event_json()))
            return
        self.window = None
        self._resume(events)

    def _resume(self, events: list[Event]) -> None:
        """No window is open: carry out what follows by itself, else wait for the main decision."""
        if self.end_reason is not None or self.window is not None:
            return
        if self.phase == "eliminate":
            self._eliminate(events)
        elif self.phase == "send" and self._cannot_send():
            # rentahero.send.impossible: « debes robar y enviar la primera carta del mazo », but the deck
            # has none: the turn ends with nothing sent.
            events.append(Event("no-send", {"seat": self.active}))
            self.idle_turns += 1
            if self.options.deck_out == "reshuffle" and self.idle_turns >= self.options.players:
                # rentahero.end.no-cards: « el final del juego solo ocurre si un jugador tiene 6 héroes
                # diferentes », unless a whole round passes with nothing sent and no card to be had.
                self._finish("no-cards", events)
                return
            self._end_turn(events)

    def _decline(self, seat: int, events: list[Event]) -> None:
        window = self.window
        assert window is not None
        window.pending.discard(seat)
        events.append(Event("decline", {"seat": seat, "window": window.kind}))
        if window.pending:
            return
        self.window = None
        if window.kind == "chicken":
            self._resolve(events)
        else:
            self._resume(events)

    def _use_power(self, seat: int, action: UsePower, events: list[Event]) -> None:
        # rentahero.witch.answer: a Witch used in a chicken window (to refresh her user's Chicken) is
        # the hero just used, so she goes on the stack like any other and an Angry Chicken may cancel
        # her (« Anula los efectos de otro héroe que se acaba de usar »); see `_resolve`.
        # rentahero.power.sideways: « gire la carta un cuarto de vuelta »: used, and counted, even
        # if an Angry Chicken cancels it (« Este héroe se considera usado incluso si su poder fue anulado »).
        self.bands[seat][action.hero] = True
        self.powers_used[seat] += 1
        self.stack.append((seat, action))
        data: dict[str, Any] = {"seat": seat, **action.to_json()}
        del data["type"]
        events.append(Event("power", data))
        # rentahero.window.chicken: « Cuando uses un poder, deja tiempo para que los otros jugadores reaccionen ».
        pending = self._chicken_pending()
        if pending:
            self.window = Window("chicken", "power", pending)
            events.append(Event("window", self.window.event_json()))
        else:
            self.window = None
            self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        """The chicken window closed: resolve the stack top down, then the power at its bottom.

        A Witch used in a chicken window, and the chickens answering her, resolve first: if she
        stands, her user's Chicken is refreshed and the window on the power below her opens
        again (rentahero.witch.answer: « El poder de este héroe ahora se puede reutilizar,
        incluso inmediatamente después de que la Bruja lo refresque »).
        """
        self.window = None
        while (witch := _top_witch(self.stack)) is not None:
            segment, self.stack = self.stack[witch:], self.stack[:witch]
            cancelled = _cancelled(segment)
            events.append(_resolve_event(segment, cancelled))
            if 0 not in cancelled:
                seat = segment[0][0]
                self.bands[seat][CHICKEN] = False
                events.append(Event("refresh", {"seat": seat, "hero": CHICKEN}))
            pending = self._chicken_pending()
            if pending:
                self.window = Window("chicken", "power", pending)
                events.append(Event("window", self.window.event_json()))
                return
        stack, self.stack = self.stack, []
        cancelled = _cancelled(stack)
        events.append(_resolve_event(stack, cancelled))
        seat, action = stack[0]
        goes_on = True if 0 in cancelled else self._apply_power(seat, action, events)
        if goes_on:
            self._open_window("power", events)

    def _apply_power(self, seat: int, action: UsePower, events: list[Event]) -> bool:
        """Carry out a power that was not cancelled; False when it ended the turn (or the game)."""
        hero = action.hero
        if hero == PYROMANIAC:
            # rentahero.pyromaniac.discard: « Coloca al héroe vagabundo boca arriba en el descarte ».
            self.announcers = []
            self._discard_wandering("pyromaniac", events)
            return False
        if hero == WITCH:
            # rentahero.witch.refresh: « El poder de este héroe ahora se puede reutilizar, incluso
            # inmediatamente después de que la Bruja lo refresque ».
            assert action.refresh is not None
            self.bands[seat][action.refresh] = False
            events.append(Event("refresh", {"seat": seat, "hero": action.refresh}))
        elif hero == DOG_TRAINER:
            # rentahero.dog.muzzle: « El jugador de su elección se ve obligado a pasar ».
            target = action.target
            assert target is not None
            self.muzzled.add(target)
            events.append(Event("muzzle", {"seat": seat, "target": target}))
            if target == self.holder == self.active:
                self.announcers = []
                self._discard_wandering("dog-trainer", events)
                return False
        elif hero == SERGEANT:
            # rentahero.sergeant.look: « mirar en secreto la carta del héroe vagabundo ».
            self.knowers.add(seat)
            self.announcers.append(seat)
            events.append(Event("look", {"seat": seat}, secret={"hero": self.wandering}, secret_to=frozenset((seat,))))
        elif hero == BLACK_KNIGHT:
            # rentahero.knight.ignore: « permite al Jugador Activo ignorar la fuerza requerida y enviar una
            # carta de su elección ».
            self.black_knight = True
            events.append(Event("black-knight", {"seat": seat, "active": self.active}))
        else:
            assert hero == WIZARD
            # rentahero.wizard.draw: « robar dos cartas ... Si solo queda una carta en el mazo, solo puede
            # robar una carta. No hay límite en el tamaño de la mano ».
            drawn: list[int] = []
            for _ in range(WIZARD_DRAW):
                card = self._draw(events)
                if card is None:
                    break
                insort(self.hands[seat], card)
                drawn.append(card)
                if self.last_card_drawn and self.options.deck_out == "immediate":
                    break
            events.append(self._draw_event(seat, drawn))
            return not self._ends_now(events)
        return True

    # Drawing and the end ---------------------------------------------------------------------

    def _draw(self, events: list[Event]) -> int | None:
        """The deck's top card, or None; in 'reshuffle' mode an empty deck is rebuilt first."""
        if not self.deck and self.options.deck_out == "reshuffle":
            self._reshuffle(events)
        if not self.deck:
            return None
        card = self.deck.pop(0)
        if not self.deck and self.options.deck_out != "reshuffle":
            self.last_card_drawn = True
        return card

    def _reshuffle(self, events: list[Event]) -> None:
        # rentahero.deck.reshuffle: « Cuando la baraja esté vacía, baraja el descarte para formar una
        # nueva baraja » (the original; option deck_out="reshuffle"). The card turned this turn stays.
        kept = [] if self.turned_index is None else [self.discard[self.turned_index]]
        cards = [d.hero for i, d in enumerate(self.discard) if i != self.turned_index]
        if not cards:
            return
        self._rng.shuffle(cards)
        self.deck = cards
        self.discard = kept
        if kept:
            self.turned_index = 0
        events.append(Event("reshuffle", {"deck_size": len(self.deck)}))

    def _draw_event(self, seat: int, cards: list[int]) -> Event:
        return Event(
            "draw",
            {"seat": seat, "count": len(cards), "deck_size": len(self.deck)},
            secret={"heroes": list(cards)},
            secret_to=frozenset((seat,)),
        )

    def _ends_now(self, events: list[Event]) -> bool:
        """'immediate': the game ends as the last card is drawn (8fspace « 牌庫抽完，遊戲立即結束 »)."""
        if self.end_reason is None and self.last_card_drawn and self.options.deck_out == "immediate":
            self._finish("deck-out", events)
        return self.end_reason is not None

    def _finish(self, reason: str, events: list[Event]) -> None:
        if self.phase == "eliminate" and self.wandering is not None:
            # rentahero.recruit.settled: « Tan pronto como un jugador dice "Estoy reclutando", el héroe
            # ya no se considera un héroe vagabundo »: the recruit is settled, so a game ending in its
            # window (a Wizard drawing the last card, deck_out="immediate") still eliminates the pair.
            self._remove_duplicate(events)
        self.end_reason = reason
        self.window = None
        self.stack = []

    def winners(self) -> list[int]:
        """Who wins: six heroes at once, else the ranking (most heroes, fewest eliminated, fewest powers)."""
        if self.winner is not None:
            return [self.winner]
        # rentahero.end.ranking: « el jugador con más héroes en su banda gana el juego »;
        # rentahero.end.tie-eliminated: « la menor cantidad de cartas en su pila de héroes eliminados »;
        # rentahero.end.tie-powers: « el jugador que usó la menor cantidad de poderes de héroe »;
        # rentahero.end.shared: « todos los ganadores comparten la victoria ».
        keys = [self.rank_key(s) for s in range(self.options.players)]
        best = min(keys)
        return [s for s, key in enumerate(keys) if key == best]

    def rank_key(self, seat: int) -> tuple[int, int, int]:
        return (-len(self.bands[seat]), len(self.eliminated[seat]), self.powers_used[seat])

    # -- results and views ---------------------------------------------------------------------

    def result(self) -> Result | None:
        if self.end_reason is None:
            return None
        winners = self.winners()
        players = self.options.players
        outcomes = ["won" if s in winners else "lost" for s in range(players)]
        details: dict[str, Any] = {
            "end_reason": self.end_reason,
            "winners": winners,
            "outcomes": outcomes,
            "bands": [sorted(b) for b in self.bands],
            "heroes": [len(b) for b in self.bands],
            "eliminated": [len(e) for e in self.eliminated],
            "powers_used": list(self.powers_used),
            "turns": len(self.history),
        }
        scores = tuple(1.0 if s in winners else 0.0 for s in range(players))
        return Result("scored", self.end_reason, scores, details)

    @overload
    def view(self, seat: int) -> SeatView: ...
    @overload
    def view(self, seat: None) -> SpectatorView: ...
    @overload
    def view(self, seat: int | None) -> SeatView | SpectatorView: ...
    def view(self, seat: int | None) -> SeatView | SpectatorView:
        """What `seat` may know: its own hand, everything public, the hidden cards it has seen."""
        if seat is not None:
            self.check_seat(seat)
            return cast(SeatView, self._view(seat))  # `_view` keeps the seat it was given: an int here
        return cast(SpectatorView, self._view(None))

    def public_view(self) -> PublicView:
        return self.view(None)

    def _view(self, seat: int | None) -> View:
        players = self.options.players
        result = self.result()
        over = self.end_reason is not None
        declared = self.phase == "eliminate"
        wandering: Wandering | None = None
        if self.wandering is not None:
            knows = declared or (seat is not None and seat in self.knowers)
            assert self.holder is not None  # a wandering hero always has its holder
            wandering = {
                "holder": self.holder,
                "hero": self.wandering if knows else None,
                "from_deck": self.from_deck,
                "declared": declared,
                "known_to": sorted(self.knowers),
            }
        hands: list[Hand] = []
        for owner, hand in enumerate(self.hands):
            entry: Hand = {"count": len(hand)}
            if owner == seat:
                entry["cards"] = list(hand)
            hands.append(entry)
        discard: list[DiscardedCard] = [
            {
                "hero": d.hero if d.face_up or (seat is not None and seat in d.known_to) else None,
                "face_up": d.face_up,
                "known_to": sorted(d.known_to),
            }
            for d in self.discard
        ]
        phase = None if over else ("announce" if self.announcers else self.phase)
        return {
            "game": "rentahero",
            "seat": seat,
            "players": players,
            "options": cast(OptionsJson, self.options.to_json()),
            "phase": phase,
            "active": None if over else self.active,
            "first_player": self.first_player,
            "to_act": sorted(self.to_act()),
            "turned": self.turned,
            "allowed": None if self.required is None else list(self.required),
            "black_knight": self.black_knight,
            "deck_size": len(self.deck),
            "last_card_drawn": self.last_card_drawn,
            "discard": discard,
            "hands": hands,
            "bands": [[{"hero": h, "used": u} for h, u in sorted(b.items())] for b in self.bands],
            "eliminated": [list(e) for e in self.eliminated],
            "powers_used": list(self.powers_used),
            "wandering": wandering,
            "muzzled": sorted(self.muzzled),
            "hints": [{"seat": s, "answer": a} for s, a in self.hints],
            "hints_asked": list(self.hints_asked),
            "announcements": [{"seat": s, "hero": h} for s, h in self.announcements],
            "announcers": list(self.announcers),
            "window": None if self.window is None else self.window.to_json(),
            "stack": [_stack_item(s, a) for s, a in self.stack],
            "standings": [
                {
                    "heroes": len(self.bands[s]),
                    "eliminated": len(self.eliminated[s]),
                    "powers_used": self.powers_used[s],
                }
                for s in range(players)
            ],
            "over": over,
            "result": None if result is None else cast(ResultJson, result.to_json()),
        }

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        other.history = list(self.history)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.hands = [list(h) for h in self.hands]
        other.bands = [dict(b) for b in self.bands]
        other.eliminated = [list(e) for e in self.eliminated]
        other.powers_used = list(self.powers_used)
        other.knowers = set(self.knowers)
        other.muzzled = set(self.muzzled)
        other.hints = list(self.hints)
        other.hints_asked = list(self.hints_asked)
        other.announcements = list(self.announcements)
        other.announcers = list(self.announcers)
        other.window = None if self.window is None else self.window.copy()
        other.stack = list(self.stack)
        return other

    def hidden_twin(self, seat: int | None, rng: random.Random) -> RentAHeroState | None:
        from parlour.games.rentahero.worlds import hidden_twin

        return hidden_twin(self, seat, rng)

    def snapshot(self) -> dict[str, Any]:
        return {
            "seed": self._seed,
            "rng": repr(self._rng.getstate()),
            "deck": list(self.deck),
            "discard": [[d.hero, d.face_up, sorted(d.known_to)] for d in self.discard],
            "hands": [list(h) for h in self.hands],
            "bands": [[[h, u] for h, u in sorted(b.items())] for b in self.bands],
            "eliminated": [list(e) for e in self.eliminated],
            "powers_used": list(self.powers_used),
            "first_player": self.first_player,
            "active": self.active,
            "phase": self.phase,
            "turned": self.turned,
            "turned_index": self.turned_index,
            "wandering": self.wandering,
            "holder": self.holder,
            "knowers": sorted(self.knowers),
            "from_deck": self.from_deck,
            "recruiter": self.recruiter,
            "black_knight": self.black_knight,
            "muzzled": sorted(self.muzzled),
            "hints": [[s, a] for s, a in self.hints],
            "hints_asked": list(self.hints_asked),
            "announcements": [[s, h] for s, h in self.announcements],
            "announcers": list(self.announcers),
            "window": None if self.window is None else self.window.to_json(),
            "stack": [{"seat": s, **_power_json(a)} for s, a in self.stack],
            "last_card_drawn": self.last_card_drawn,
            "idle_turns": self.idle_turns,
            "winner": self.winner,
            "end_reason": self.end_reason,
            "history": [[t.seat, t.action.to_json()] for t in self.history],
        }


def _stack_item(seat: int, action: UsePower) -> StackItem:
    return {"seat": seat, "hero": action.hero, "target": action.target, "refresh": action.refresh}


def _power_json(action: UsePower) -> dict[str, Any]:
    return {"hero": action.hero, "target": action.target, "refresh": action.refresh}


def _check_arguments(action: UsePower) -> None:
    """rentahero.power.arguments: the Dog Trainer names a seat (« El jugador de su elección »), the Witch a
    hero (« Refresca a uno de tus héroes »); no other power takes either."""
    wants_target = action.hero == DOG_TRAINER
    wants_refresh = action.hero == WITCH
    if (action.target is not None) != wants_target or (action.refresh is not None) != wants_refresh:
        raise IllegalAction("rentahero.power.arguments")


def _check_deck(deck: list[Any]) -> list[int]:
    """An explicit deck: 77 hero numbers, 11 of each, top first (rentahero.setup.deck: « 77 cartas (11 de cada
    héroe) »; dealt as « Baraja las cartas y dale 2 héroes a cada jugador boca arriba », then hands)."""
    if len(deck) != DECK_SIZE or not all(is_hero(c) for c in deck):
        raise BadInput("a Rent a Hero deck is 77 hero numbers from 1 to 7", code="rentahero.setup.deck")
    if sorted(deck) != full_deck():
        raise BadInput("a Rent a Hero deck holds 11 cards of each hero", code="rentahero.setup.deck")
    return [int(c) for c in deck]
