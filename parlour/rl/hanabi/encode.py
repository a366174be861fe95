"""Hanabi observations in the Hanabi Learning Environment's canonical encoding, and HLE's move uids.

`encode(view)` gives, for the seat whose view it is, the vector HLE's `CanonicalObservationEncoder`
gives (and so OpenSpiel's `observation_tensor(player)` and PettingZoo's `hanabi_v5`): 658 / 956 /
1041 / 1280 entries at 2 / 3 / 4 / 5 players. It is built from the seat's view alone; the sections
(docs/rl.md, "Hanabi: HLE's canonical encoding") are, in order:

- hands: every other seat's cards one-hot (seat-relative, oldest card first), then one bit per seat
  whose hand is short of a card;
- board: the deck's size, each firework's top card, the clue tokens and the lives left;
- discards: a thermometer per card face, as wide as its copies;
- last action: who did what to whom (seat-relative), which cards a clue touched, the card played or
  discarded and from where, whether a play scored and gave back a clue token;
- card knowledge: for every seat's cards (the viewer's first), the faces still possible and the
  colour and rank a clue named.

HLE numbers hand positions from the oldest card and colours red, yellow, green, white, blue; Parlour's
slot 0 is the newest card and its colours run red, yellow, green, blue, white. Both conversions live
here. Move uids (`move_uid`): discards by position, then plays, then colour clues by (seat offset,
colour), then rank clues by (seat offset, rank).

The variants HLE lacks follow HLE's formulas, which take the number of colours and the deck as
parameters: a sixth suit is a sixth colour after blue (its cards in every card-sized section, one
more colour-clue per seat offset unless the suit is wild and never named; the deck is 60 or 55
cards); an empty clue (when the rules allow it) is an ordinary clue uid with no card touched; the
Bouquet final changes nothing of the encoding (the deck reads 0 and hands shrink, as in HLE's last
round).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.errors import BadInput
from parlour.engine.state import State
from parlour.games.hanabi import HANABI
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import RANKS, Suit, build_deck, clue_colours
from parlour.games.hanabi.options import HanabiOptions
from parlour.games.hanabi.state import MAX_CLUE_TOKENS, MAX_STRIKES, HanabiState
from parlour.rl.encoding import Encoding, Section, Vector, Writer

# HLE's colour order (white before blue); a sixth suit comes last.
HLE_COLOURS: tuple[str, ...] = ("red", "yellow", "green", "white", "blue", "multi")
NUM_RANKS = len(RANKS)
MOVE_TYPES = ("play", "discard", "colour", "rank")


class HanabiEncoding(Encoding):
    """HLE's canonical observation and move uids for one Hanabi configuration."""

    DEFAULT_OPTIONS: ClassVar[Mapping[str, Any]] = {"empty_clues": False}  # HLE has no empty clue

    def __init__(self, options: HanabiOptions) -> None:
        super().__init__(HANABI, options)
        self.hanabi = options
        self.players = options.players
        self.hand_size = options.hand_size
        # The suits in HLE's order, and Parlour's clue colours in HLE's order.
        self.colours = tuple(c for c in HLE_COLOURS if c in {s.colour for s in options.suits})
        named = set(clue_colours(options.suits))
        self.clue_colours = tuple(c for c in self.colours if c in named)
        suit_of = {s.colour: s for s in options.suits}
        self.suits: tuple[Suit, ...] = tuple(suit_of[c] for c in self.colours)
        self.deck_size = len(build_deck(options.suits))
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        self.clue_index = {c: i for i, c in enumerate(self.clue_colours)}

    # -- sizes -----------------------------------------------------------------------------

    @property
    def bits_per_card(self) -> int:
        return len(self.colours) * NUM_RANKS

    @property
    def sections(self) -> Sequence[Section]:
        n, h, card, colours = self.players, self.hand_size, self.bits_per_card, len(self.colours)
        return (
            Section("hands", (n - 1) * h * card + n, "other seats' cards one-hot, oldest first; a bit per short hand"),
            Section(
                "board",
                self.deck_size - n * h + card + MAX_CLUE_TOKENS + MAX_STRIKES,
                "deck size, fireworks, clue tokens, lives (thermometers; fireworks one-hot)",
            ),
            Section("discards", self.deck_size, "per card face, a thermometer as wide as its copies"),
            Section(
                "last action",
                n + 4 + n + colours + NUM_RANKS + h + h + card + 2,
                "actor, move type, target, colour, rank, cards touched, position, card, scored, token back",
            ),
            Section(
                "card knowledge",
                n * h * (card + colours + NUM_RANKS),
                "per seat and card: faces still possible, colour named, rank named",
            ),
        )

    @property
    def num_actions(self) -> int:
        return 2 * self.hand_size + (self.players - 1) * (len(self.clue_colours) + NUM_RANKS)

    def returns(self, state: State) -> tuple[float, ...]:
        """The official score so far, as HLE pays it: the fireworks, 0 once the last life is lost."""
        assert isinstance(state, HanabiState)
        result = state.result()
        score = state.points() if result is None else result.details["score"]
        return (float(score),) * state.players

    # -- move uids ---------------------------------------------------------------------------

    def action_id(self, view: Mapping[str, Any], action: Action) -> int:
        seat, hand_len = _seat(view), len(view["hands"][_seat(view)])
        h, n = self.hand_size, self.players
        if isinstance(action, (Play, Discard)):
            if not 0 <= action.slot < hand_len:
                raise BadInput(f"slot {action.slot} is not a card of the hand")
            position = hand_len - 1 - action.slot  # HLE counts from the oldest card
            return position if isinstance(action, Discard) else h + position
        if isinstance(action, (ClueColour, ClueRank)):
            offset = (action.target - seat) % n
            if offset == 0 or not 0 <= action.target < n:
                raise BadInput("a clue goes to another seat")
            colours = len(self.clue_colours)
            if isinstance(action, ClueColour):
                if action.colour not in self.clue_index:
                    raise BadInput(f"{action.colour} is not a clue colour of this game")
                return 2 * h + (offset - 1) * colours + self.clue_index[action.colour]
            return 2 * h + (n - 1) * colours + (offset - 1) * NUM_RANKS + action.rank - 1
        raise BadInput(f"not a Hanabi move: {action!r}")

    def action_of(self, view: Mapping[str, Any], action_id: int) -> Action:
        seat, hand_len = _seat(view), len(view["hands"][_seat(view)])
        h, n, colours = self.hand_size, self.players, len(self.clue_colours)
        if not 0 <= action_id < self.num_actions:
            raise BadInput(f"move uid {action_id} is out of range (0 to {self.num_actions - 1})")
        if action_id < 2 * h:
            position = action_id % h
            slot = hand_len - 1 - position
            return Discard(slot) if action_id < h else Play(slot)
        rest = action_id - 2 * h
        if rest < (n - 1) * colours:
            offset, colour = divmod(rest, colours)
            return ClueColour((seat + offset + 1) % n, self.clue_colours[colour])
        offset, rank = divmod(rest - (n - 1) * colours, NUM_RANKS)
        return ClueRank((seat + offset + 1) % n, rank + 1)

    # -- the observation ---------------------------------------------------------------------

    def card_index(self, colour: str, rank: int) -> int:
        return self.colour_index[colour] * NUM_RANKS + rank - 1

    def encode(self, view: Mapping[str, Any]) -> Vector:
        seat = _seat(view)
        n, h, card = self.players, self.hand_size, self.bits_per_card
        # Hands in seat-relative order, each oldest card first (HLE's order).
        hands: list[list[Mapping[str, Any]]] = [list(reversed(view["hands"][(seat + k) % n])) for k in range(n)]
        out = Writer(self.sections)

        out.begin("hands")
        for hand in hands[1:]:
            for entry in hand:
                out.one(self.card_index(entry["suit"], entry["rank"]), card)
            out.skip((h - len(hand)) * card)
        out.bits([1.0 if len(hand) < h else 0.0 for hand in hands])

        out.begin("board")
        out.thermometer(view["deck_size"], self.deck_size - n * h)
        for colour in self.colours:
            out.one(view["fireworks"][colour] - 1, NUM_RANKS)
        out.thermometer(view["clue_tokens"], MAX_CLUE_TOKENS)
        out.thermometer(MAX_STRIKES - view["strikes"], MAX_STRIKES)

        out.begin("discards")
        discarded: dict[int, int] = {}
        for entry in view["discards"]:
            index = self.card_index(entry["suit"], entry["rank"])
            discarded[index] = discarded.get(index, 0) + 1
        for c, suit in enumerate(self.suits):
            for rank in RANKS:
                out.thermometer(discarded.get(c * NUM_RANKS + rank - 1, 0), suit.copies(rank))

        out.begin("last action")
        self._last_action(out, view, seat, hands)

        out.begin("card knowledge")
        for hand in hands:
            for entry in hand:
                known = entry["known"]
                ranks = [r - 1 for r in known["ranks"]]
                for colour in known["suits"]:
                    for r in ranks:
                        out.set(self.colour_index[colour] * NUM_RANKS + r)
                out.skip(card)
                named_colour = next((m["colour"] for m in known["clues"] if m["touched"] and "colour" in m), None)
                out.one(-1 if named_colour is None else self.colour_index[named_colour], len(self.colours))
                named_rank = next((m["rank"] for m in known["clues"] if m["touched"] and "rank" in m), None)
                out.one(-1 if named_rank is None else named_rank - 1, NUM_RANKS)
            out.skip((h - len(hand)) * (card + len(self.colours) + NUM_RANKS))
        return out.done()

    def _last_action(
        self, out: Writer, view: Mapping[str, Any], seat: int, hands: Sequence[Sequence[Mapping[str, Any]]]
    ) -> None:
        n, h, colours = self.players, self.hand_size, len(self.colours)
        log: Sequence[Mapping[str, Any]] = view["log"]
        if not log:
            out.skip(self.sections[3].size)
            return
        last = log[-1]
        actor = (last["seat"] - seat) % n
        out.one(actor, n)
        kind = last["type"] if last["type"] != "clue" else ("colour" if "colour" in last else "rank")
        out.one(MOVE_TYPES.index(kind), 4)
        if last["type"] == "clue":
            target = (last["target"] - seat) % n
            out.one(target, n)
            out.one(self.colour_index[last["colour"]] if kind == "colour" else -1, colours)
            out.one(last["rank"] - 1 if kind == "rank" else -1, NUM_RANKS)
            touched = set(last["touched"])
            out.bits([1.0 if entry["id"] in touched else 0.0 for entry in hands[target]])
            out.skip(h - len(hands[target]))
            out.skip(h + self.bits_per_card + 2)
            return
        out.skip(n + colours + NUM_RANKS + h)
        played = last["card"]
        # The card's position when it left the hand: the cards still there that are older (lower
        # ids: the deck deals in id order; the card drawn after it is newer than all of them).
        hand = hands[actor]
        out.one(sum(1 for entry in hand if entry["id"] < played["id"]), h)
        out.one(self.card_index(played["suit"], played["rank"]), self.bits_per_card)
        scored = last["type"] == "play" and last["success"]
        out.bits([1.0 if scored else 0.0, 1.0 if scored and _token_back(log) else 0.0])


def _token_back(log: Sequence[Mapping[str, Any]]) -> bool:
    """Whether the last move, a successful play, gave a clue token back: a 5 completes its firework
    and returns a token unless all eight are in the box (hanabi.play.five-bonus); the count before
    it comes from replaying the public log from eight tokens."""
    if log[-1]["card"]["rank"] != 5:
        return False
    tokens = MAX_CLUE_TOKENS
    for entry in log[:-1]:
        if entry["type"] == "clue":
            tokens -= 1
        elif entry["type"] == "discard" or (entry["success"] and entry["card"]["rank"] == 5):
            tokens = min(MAX_CLUE_TOKENS, tokens + 1)
    return tokens < MAX_CLUE_TOKENS


def _seat(view: Mapping[str, Any]) -> int:
    seat = view.get("seat")
    if not isinstance(seat, int) or view.get("game") != "hanabi":
        raise BadInput("encode a Hanabi seat's view (a spectator has no HLE observation)")
    return seat


@cache
def encoding(options: HanabiOptions) -> HanabiEncoding:
    """The encoding of a configuration (one per options, cached)."""
    return HanabiEncoding(options)


def _options(view: Mapping[str, Any]) -> HanabiOptions:
    return HANABI.options_from_json(view["options"])


def encode(view: Mapping[str, Any]) -> Vector:
    """HLE's canonical observation of the seat whose view this is."""
    return encoding(_options(view)).encode(view)


def move_uid(view: Mapping[str, Any], action: Action) -> int:
    """HLE's move uid (OpenSpiel's action id) of `action` for the seat whose view this is."""
    return encoding(_options(view)).action_id(view, action)


def move_of(view: Mapping[str, Any], uid: int) -> Action:
    """The action an HLE move uid names for the seat whose view this is."""
    return encoding(_options(view)).action_of(view, uid)
