"""Rent a Hero as tensors for learning agents: a seat's view as a fixed-size vector (docs/rl.md).

`ENCODER(options)` is the manifest's `encoder` part: a `RentAHeroEncoding` whose size depends on
the player count only; the rule set (`standard`, `original`, `8fspace` or any mix of their
options) is a section of bits, so one policy can learn every rule set at a table size. Everything
comes from the seat's view: its own hand, each band with its used powers, the piles, the turned
card and what it allows, the wandering hero as far as the seat knows it, this turn's hints and
announcements, the open reaction window and the powers waiting on the stack. Players are ordered
from the seat (the seat first, then the seat on its left, who receives what it sends...), so a
policy generalises over seats; only the `seat` section says which seat it is, because the Dog
Trainer's ids name their target seat absolutely.

Counts of cards are fractions of a hero's 11 copies (a pile) or of the 77 cards; counts that
matter one by one near their end (the deck's last cards, a hand's size, a band's heroes, hints)
are thermometers, capped where the doc says so. Action ids are the game's own (`Game.action_id`,
49 at every table size).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, get_args

from parlour.games.rentahero import RENTAHERO
from parlour.games.rentahero.cards import COPIES, DECK_SIZE, HEROES
from parlour.games.rentahero.options import DeckOut, RentAHeroOptions
from parlour.games.rentahero.views import SeatView, WindowCause, WindowKind, seat_view
from parlour.games.rentahero.worlds import hint_slots, unseen
from parlour.rl.encoding import Encoding, Section, Vector, Writer

H = len(HEROES)
PHASES = ("send", "discard", "hold", "announce", "eliminate")  # then "over"
DECK_OUTS: tuple[DeckOut, ...] = get_args(DeckOut)
WINDOW_KINDS: tuple[WindowKind, ...] = get_args(WindowKind)
WINDOW_CAUSES: tuple[WindowCause, ...] = get_args(WindowCause)
HINT_LIMIT = 3  # hints_per_holder as a thermometer: 1, 2, 3 or more (0: no limit, all zero)
DECK_END = 10  # the deck's last cards, one by one
HAND_CAP = 10  # a hand's size, one by one up to this
PAIRS_CAP = 6  # eliminated pairs counted up to this
POWERS_CAP = 8  # powers used counted up to this (a Witch lets a seat use more than seven)
YES_CAP, NO_CAP = 2, 3  # this turn's hint answers per seat, counted up to these
STACK_CAP = 4  # powers waiting on the stack, counted up to this


class RentAHeroEncoding(Encoding):
    """One Rent a Hero configuration's tensors (sections in docs/rl.md, "Rent a Hero encoding")."""

    options: RentAHeroOptions

    def __init__(self, options: RentAHeroOptions) -> None:
        super().__init__(RENTAHERO, options)
        p = options.players
        self._sections = (
            Section("seat", p, "which seat this is (one-hot): the Dog Trainer's ids name seats absolutely"),
            Section(
                "rules",
                1 + HINT_LIMIT + 2 + len(DECK_OUTS),
                "hint_mode 'requirement'; hints_per_holder (a thermometer, none: no limit); no_match_discard; "
                "duplicates_to 'discard'; deck_out (one-hot: finish-turn, finish-round, immediate, reshuffle)",
            ),
            Section("phase", len(PHASES) + 1, "send, discard, hold, announce, eliminate, over (one-hot)"),
            Section("active", p, "the active player, from the seat (none once over)"),
            Section("first_player", p, "the first player, from the seat (a round ends at the seat on its right)"),
            Section("to_act", p, "the seats that may act now, from the seat"),
            Section("turned", H, "the hero turned this turn (one-hot; none when no card was turned)"),
            Section("allowed", H, "the heroes that may be sent (all when no card was turned)"),
            Section("black_knight", 1, "a Black Knight lifted the requirement"),
            Section("deck", 1, "the deck's size / 77"),
            Section("deck_end", DECK_END, "the deck's size, a thermometer of its last 10 cards"),
            Section("last_card_drawn", 1, "the deck's last card was drawn (the game ends by deck_out)"),
            Section("discard_up", H, "face-up cards of the discard pile per hero / 11"),
            Section("discard_down", H + 1, "face-down cards the seat knows per hero / 11; those it does not / 77"),
            Section("unseen", H, "per hero, the copies the seat has seen nowhere / 11 (in hands, the deck, face down)"),
            Section("hand", H, "the seat's own hand per hero / 11"),
            Section("hand_sizes", p * HAND_CAP, "each hand's size from the seat, a thermometer capped at 10"),
            Section("bands", p * 2 * H, "per seat from the seat: the heroes of its band (7), those turned used (7)"),
            Section(
                "standings",
                p * (PAIRS_CAP + POWERS_CAP),
                "per seat from the seat: eliminated pairs (a thermometer capped at 6), powers used (capped at 8)",
            ),
            Section(
                "wandering",
                3 + H + 2 * p,
                "a wandering hero exists; its holder from the seat; the hero if the seat knows it (one-hot); "
                "it came from the deck; it is declared (recruited as a duplicate); the seats that know it",
            ),
            Section("muzzled", p, "the seats a Dog Trainer forbids to recruit this turn, from the seat"),
            Section(
                "hint_answers",
                p * (YES_CAP + NO_CAP),
                "per seat from the seat, this turn's hints: yes answers (a thermometer of 2), no answers (of 3)",
            ),
            Section("hint_cards", 2 * H, "per hero: a hint given with it, known to the seat, was answered yes; no"),
            Section("announcements", p * (H + 1), "per seat from the seat: the heroes it announced; it said nothing"),
            Section("announcers", p, "the seats yet to announce what their Sergeant saw, from the seat"),
            Section(
                "window",
                len(WINDOW_KINDS) + len(WINDOW_CAUSES),
                "the open reaction window's kind (general, chicken) and cause (turned, sent, passed, hint, "
                "duplicate, announce, power), one-hot each",
            ),
            Section("stack_depth", STACK_CAP, "the powers waiting on the stack, a thermometer capped at 4"),
            Section(
                "stack_bottom",
                2 * H + 2 * p,
                "the power at the stack's bottom (the one the others answer): its hero, its user from the seat, "
                "the Dog Trainer's target from the seat, the hero a Witch refreshes",
            ),
            Section("stack_top", H + p, "the power on top of the stack (an Angry Chicken cancels it): hero, user"),
        )

    @property
    def sections(self) -> Sequence[Section]:
        return self._sections

    def encode(self, view: Mapping[str, Any]) -> Vector:
        v = seat_view(view)
        p, seat, o = self.options.players, v["seat"], self.options
        if v["players"] != p:
            raise ValueError(f"a {v['players']}-player view given to a {p}-player encoding")

        def rel(other: int | None) -> int:
            return -1 if other is None else (other - seat) % p

        def seats(which: Sequence[int]) -> list[float]:
            bits = [0.0] * p
            for other in which:
                bits[rel(other)] = 1.0
            return bits

        def in_turn(items: Sequence[Any]) -> list[Any]:
            """`items` (one per seat) from the seat on."""
            return [items[(seat + step) % p] for step in range(p)]

        w = Writer(self._sections)
        w.begin("seat")
        w.one(seat, p)
        w.begin("rules")
        w.value(float(o.hint_mode == "requirement"))
        w.thermometer(min(o.hints_per_holder, HINT_LIMIT), HINT_LIMIT)
        w.bits([float(o.no_match_discard), float(o.duplicates_to == "discard")])
        w.one(DECK_OUTS.index(o.deck_out), len(DECK_OUTS))
        w.begin("phase")
        phase = v["phase"]
        w.one(len(PHASES) if phase is None else PHASES.index(phase), len(PHASES) + 1)
        w.begin("active")
        w.one(rel(v["active"]), p)
        w.begin("first_player")
        w.one(rel(v["first_player"]), p)
        w.begin("to_act")
        w.bits(seats(v["to_act"]))
        w.begin("turned")
        w.one(-1 if v["turned"] is None else v["turned"] - 1, H)
        w.begin("allowed")
        allowed = v["allowed"]
        w.bits([float(allowed is None or h in allowed) for h in HEROES])
        w.begin("black_knight")
        w.value(float(v["black_knight"]))
        w.begin("deck")
        w.value(min(1.0, v["deck_size"] / DECK_SIZE))
        w.begin("deck_end")
        w.thermometer(min(v["deck_size"], DECK_END), DECK_END)
        w.begin("last_card_drawn")
        w.value(float(v["last_card_drawn"]))
        self._piles(w, v)
        w.begin("hand_sizes")
        for hand in in_turn(v["hands"]):
            w.thermometer(min(hand["count"], HAND_CAP), HAND_CAP)
        w.begin("bands")
        for band in in_turn(v["bands"]):
            held = {entry["hero"]: entry["used"] for entry in band}
            w.bits([float(h in held) for h in HEROES])
            w.bits([float(held.get(h, False)) for h in HEROES])
        w.begin("standings")
        for pile, used in zip(in_turn(v["eliminated"]), in_turn(v["powers_used"]), strict=True):
            w.thermometer(min(len(pile) // 2, PAIRS_CAP), PAIRS_CAP)
            w.thermometer(min(used, POWERS_CAP), POWERS_CAP)
        w.begin("wandering")
        wandering = v["wandering"]
        w.value(float(wandering is not None))
        w.one(-1 if wandering is None else rel(wandering["holder"]), p)
        known = None if wandering is None else wandering["hero"]
        w.one(-1 if known is None else known - 1, H)
        w.bits([float(bool(wandering and wandering["from_deck"])), float(bool(wandering and wandering["declared"]))])
        w.bits(seats([] if wandering is None else wandering["known_to"]))
        w.begin("muzzled")
        w.bits(seats(v["muzzled"]))
        self._hints(w, v, rel)
        w.begin("announcements")
        said = [[0.0] * (H + 1) for _ in range(p)]
        for item in v["announcements"]:
            hero = item["hero"]
            said[rel(item["seat"])][H if hero is None else hero - 1] = 1.0
        for bits in said:
            w.bits(bits)
        w.begin("announcers")
        w.bits(seats(v["announcers"]))
        w.begin("window")
        window = v["window"]
        w.one(-1 if window is None else WINDOW_KINDS.index(window["kind"]), len(WINDOW_KINDS))
        w.one(-1 if window is None else WINDOW_CAUSES.index(window["event"]), len(WINDOW_CAUSES))
        stack = v["stack"]
        w.begin("stack_depth")
        w.thermometer(min(len(stack), STACK_CAP), STACK_CAP)
        w.begin("stack_bottom")
        bottom = stack[0] if stack else None
        w.one(-1 if bottom is None else bottom["hero"] - 1, H)
        w.one(-1 if bottom is None else rel(bottom["seat"]), p)
        w.one(-1 if bottom is None else rel(bottom["target"]), p)
        refresh = None if bottom is None else bottom["refresh"]
        w.one(-1 if refresh is None else refresh - 1, H)
        w.begin("stack_top")
        top = stack[-1] if stack else None
        w.one(-1 if top is None else top["hero"] - 1, H)
        w.one(-1 if top is None else rel(top["seat"]), p)
        return w.done()

    def _piles(self, w: Writer, v: SeatView) -> None:
        up = [0] * H
        down = [0] * H
        hidden = 0
        for card in v["discard"]:
            hero = card["hero"]
            if card["face_up"]:
                assert hero is not None  # a face-up card shows its hero to everyone
                up[hero - 1] += 1
            elif hero is None:
                hidden += 1
            else:
                down[hero - 1] += 1
        w.begin("discard_up")
        w.bits([n / COPIES for n in up])
        w.begin("discard_down")
        w.bits([n / COPIES for n in down])
        w.value(hidden / DECK_SIZE)
        w.begin("unseen")
        left = unseen(v)
        w.bits([left[h] / COPIES for h in HEROES])
        w.begin("hand")
        own = v["hands"][v["seat"]].get("cards", [])
        w.bits([own.count(h) / COPIES for h in HEROES])

    def _hints(self, w: Writer, v: SeatView, rel: Callable[[int], int]) -> None:
        p = self.options.players
        answers = [[0, 0] for _ in range(p)]
        for hint in v["hints"]:
            answers[rel(hint["seat"])][0 if hint["answer"] else 1] += 1
        w.begin("hint_answers")
        for yes, no in answers:
            w.thermometer(min(yes, YES_CAP), YES_CAP)
            w.thermometer(min(no, NO_CAP), NO_CAP)
        w.begin("hint_cards")
        said = [0.0] * (2 * H)
        for index, answer in hint_slots(v):
            hero = v["discard"][index]["hero"]
            if hero is not None:
                said[(hero - 1) * 2 + (0 if answer else 1)] = 1.0
        w.bits(said)


# The manifest's `encoder` part: `ENCODER(options)` is the encoding of one configuration.
ENCODER = RentAHeroEncoding
