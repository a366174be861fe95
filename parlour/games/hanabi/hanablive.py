"""hanab.live JSON games: read them into Parlour records and write records back out.

hanab.live (https://hanab.live) exports a finished game as one JSON object; its replay page
loads the same shape. This module translates between that object and a Parlour `GameRecord`
of the game ``hanabi``.

What was checked, and where
---------------------------
Everything below was read in the public repository ``Hanabi-Live/hanabi-live`` (a snapshot at
commit 8503cd84a44d), not guessed:

* The object's fields (``server/src/game_json.go``, ``server/src/http_export.go``,
  ``misc/example_game_with_comments.jsonc``, and the real 5-player export
  ``packages/client/test_data/no_variant.json``): ``id`` (database id, optional), ``players``
  (names, seat order), ``deck`` (``{suitIndex, rank}`` from the top, ``suit`` read as an older
  name of ``suitIndex`` as in ``misc/example_game.json``; dealt to player 0 until
  full, then player 1...), ``actions`` (``{type, target, value}``), ``options`` (optional; the
  exporter writes only the options that differ from the defaults, and leaves the whole object
  out when all are defaults, as in ``no_variant.json``), ``notes`` (per player, per card order;
  optional), ``characters`` (optional), ``seed`` (a server seed string such as ``p2v0s1``).
* Options (``server/src/options.go``, struct ``OptionsJSON``): ``startingPlayer`` (a legacy
  field of games before April 2020), ``variant`` (default ``"No Variant"``), ``timed``,
  ``timeBase``, ``timePerTurn``, ``speedrun``, ``cardCycle``, ``deckPlays``, ``emptyClues``
  (default **false**), ``oneExtraCard``, ``oneLessCard``, ``allOrNothing``,
  ``detrimentalCharacters``.
* Action types (``server/src/constants.go``): 0 play, 1 discard, 2 colour clue, 3 rank clue,
  4 end game, 5 end game by vote. A play or discard's ``target`` is the card's order (its deck
  index) and its ``value`` 0; a clue's ``target`` is a player index and its ``value`` the index
  into the variant's clue colours or the rank. A misplay is stored as a play (type 0).
  Game-over actions are written only for endings the rules do not cause
  (``server/src/command_action.go``, ``commandActionEndGame``): ``target`` is the player who
  ended it (-1 when the server did, as for an idle timeout or a vote) and ``value`` the end
  condition (3 timeout, 4 terminated by a player, 6 idle timeout, 10 terminated by vote; the
  full list is ``EndCondition`` in ``packages/game/src/enums/EndCondition.ts``). A strike-out
  or a normal end leaves no game-over action (``no_variant.json`` simply stops).
* Score: ``server/src/game_end.go`` sets the score to 0 for every end condition after
  ``Normal``, so hanab.live shows **0 after a strike-out**, a timeout or a termination, and the
  sum of the fireworks after a normal end. Our ``result().details["score"]`` is also 0 after a
  strike-out and a termination; ``details["points"]`` keeps the fireworks' sum.
* Variants (``packages/game/src/json/variants.json`` and ``suits.json``, which the Go server
  reads too; the clue colours derived in ``server/src/variants.go`` and in
  ``packages/game/src/variantsInit.ts``, ``getVariantClueColors``; copies per card in
  ``server/src/game_deck.go``, ``numCopiesOfCard``; who a clue touches in
  ``server/src/variants.go``, ``variantIsCardTouched``): "No Variant" is
  Red, Yellow, Green, Blue, Purple; "6 Suits" adds Teal (10 cards, its own colour clue);
  "Black (6 Suits)" adds Black (``oneOfEach``: one card of each rank; its own colour clue);
  "Rainbow (6 Suits)" adds Rainbow (``allClueColors``: touched by every colour clue, and left
  out of the clue colours, so the variant has five clue colours). In each, the extra suit is
  suit index 5 and the clue colours keep the suit order, exactly as our engine's suits and
  ``clue_colours``. Their purple is our white: the same suit under another name.
* Rules compared with ours (``server/src``: ``game.go``, ``game_player.go``,
  ``command_action.go``, ``constants.go``): 5 cards at 2-3 players and 4 at 4-5, 8 clue
  tokens, no discard at 8 tokens, a 5 returns a token unless all 8 are in, 3 strikes end the
  game, no clue to oneself, a clue must touch a card unless ``emptyClues``, and after the last
  card is drawn every player, the drawer included, has one more turn.

Differences that matter
-----------------------
* hanab.live also ends a game **early**, with a normal end, as soon as no card left can ever
  be played (``Game.CheckEnd``: the next card of every unfinished firework is discarded or
  sits in the hand of a player who has had their last turn; this covers "the maximum score
  still possible is reached"). Our engine plays on until the last round ends, so a real export
  of such a game leaves our state not over. The import records where and how hanab.live
  ended the game in ``meta["hanablive"]["end"]``, with the score hanab.live shows
  (see `score`). A record of ours that goes on past that point (any game from our engine
  can) is exported whole and imports back whole; ``end["actions_after"]`` counts the actions
  hanab.live would not have played. (What hanab.live's replay loader does with such extra
  actions was not checked; the score it shows is the one at its end, ``end["score"]``.)
* A player's termination (type 4, ``target`` the player, ``value`` 4 "terminated") is our
  engine's ``Terminate`` by that seat (``hanabi.end.terminated``: the game ends, lost, score 0
  as on hanab.live): the import records it as the game's last action, so the state is over,
  and ``meta["hanablive"]["end"]`` says who ended the game (``by``, ``name``), unless
  hanab.live's own early end (above) came first, which stays the end it shows. An export
  writes a record's ``Terminate`` back as that type-4 action. Actions after it are refused.
* The other game-over actions have no counterpart in our rules: a timeout or an idle timeout
  (type 4, value 3 or 6), a termination by no player (type 4, value 4, target -1) and a vote
  (type 5). The import stops there, leaves the state not over, and says in
  ``meta["terminated"]`` who ended the game and why (``meta["hanablive"]["end_action"]`` keeps
  the action, which an export writes back).
* We play 2 to 5; hanab.live also allows 6 players (3 cards each): such games are refused.
* hanab.live's options ``speedrun``, ``oneExtraCard``, ``oneLessCard``, ``allOrNothing`` and
  ``detrimentalCharacters`` change the rules from the first move and are refused when on.
  ``deckPlays`` only adds a move (playing the deck's last card): an export that names it but
  never makes that move imports, with ``meta["hanablive"]["unused_options"]`` saying so (and an
  export writes it back); a game that makes it is refused at that action, naming the option.
  (hanab.live's own ``misc/example_game.json`` names ``deckPlays`` and never uses it.)
  ``timed``, ``timeBase``, ``timePerTurn`` (clocks) and ``cardCycle`` (which only reorders a
  hand on screen) do not change what is legal: they are kept in the meta and written back.
* Our ``bouquet_final`` option has no hanab.live equivalent: such records are not exported.

>>> record = import_game({"players": ["Ann", "Ben"], "deck": _demo_deck(),
...                       "actions": [{"type": 3, "target": 1, "value": 3}]})
>>> record.actions
[(0, {'type': 'clue-rank', 'target': 1, 'rank': 3})]
>>> record.options["empty_clues"]
False
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from parlour.engine.actions import Terminate
from parlour.engine.errors import BadInput, IllegalAction
from parlour.engine.record import GameRecord, RecordFormat, at_action, parse_json, read_json, start
from parlour.games.hanabi import HANABI
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import RANKS, Card, build_deck
from parlour.games.hanabi.options import HanabiOptions, SixthSuit
from parlour.games.hanabi.state import HanabiState

__all__ = [
    "ACTION_TYPES",
    "END_CONDITIONS",
    "VARIANTS",
    "HanabLiveVariant",
    "dumps",
    "export_game",
    "import_game",
    "load",
    "score",
]

# -- what hanab.live's format is made of ----------------------------------------------------

PLAY: Final = 0
DISCARD: Final = 1
COLOUR_CLUE: Final = 2
RANK_CLUE: Final = 3
END_GAME: Final = 4
END_GAME_BY_VOTE: Final = 5

ACTION_TYPES: Final[Mapping[int, str]] = {
    PLAY: "play",
    DISCARD: "discard",
    COLOUR_CLUE: "colour clue",
    RANK_CLUE: "rank clue",
    END_GAME: "end game",
    END_GAME_BY_VOTE: "end game by vote",
}

# hanab.live's `EndCondition` codes (packages/game/src/enums/EndCondition.ts), as our words.
END_CONDITIONS: Final[Mapping[int, str]] = {
    0: "in-progress",
    1: "normal",
    2: "strikeout",
    3: "timeout",
    4: "terminated",
    5: "speedrun-fail",
    6: "idle-timeout",
    7: "character-softlock",
    8: "all-or-nothing-fail",
    9: "all-or-nothing-softlock",
    10: "terminated-by-vote",
}
# The end conditions a game-over action may carry in a game we can read (commandActionEndGame;
# 8, all-or-nothing, needs an option we refuse).
_END_ACTION_CONDITIONS: Final = frozenset({3, 4, 6, 10})
_NORMAL: Final = 1
_STRIKEOUT: Final = 2
_TERMINATED: Final = 4  # by a player (the action's target): our Terminate

_DEFAULT_VARIANT: Final = "No Variant"
_MAX_HANABLIVE_PLAYERS: Final = 6
_INT64_MIN: Final = -(2**63)
_INT64_MAX: Final = 2**63 - 1


@dataclass(frozen=True)
class HanabLiveVariant:
    """A hanab.live variant our engine plays exactly, with hanab.live's names for its parts."""

    name: str
    sixth_suit: SixthSuit
    suits: tuple[str, ...]
    clue_colours: tuple[str, ...]


_BASE: Final = ("Red", "Yellow", "Green", "Blue", "Purple")

VARIANTS: Final[Mapping[str, HanabLiveVariant]] = {
    v.name: v
    for v in (
        HanabLiveVariant("No Variant", "none", _BASE, _BASE),
        HanabLiveVariant("6 Suits", "multicolour", (*_BASE, "Teal"), (*_BASE, "Teal")),
        HanabLiveVariant("Black (6 Suits)", "multicolour-short", (*_BASE, "Black"), (*_BASE, "Black")),
        HanabLiveVariant("Rainbow (6 Suits)", "multicolour-wild", (*_BASE, "Rainbow"), _BASE),
    )
}
_VARIANT_BY_SIXTH_SUIT: Final[Mapping[str, HanabLiveVariant]] = {v.sixth_suit: v for v in VARIANTS.values()}

# Options that change what is legal from the first move: refused when on.
_RULE_OPTIONS: Final = ("speedrun", "oneExtraCard", "oneLessCard", "allOrNothing", "detrimentalCharacters")
# Options that only add a move: imported when on, refused at the action that uses one.
_MOVE_OPTIONS: Final = ("deckPlays",)
# Options that leave the rules alone: kept in the meta, written back on export.
_KEPT_OPTIONS: Final[Mapping[str, type]] = {"timed": bool, "timeBase": int, "timePerTurn": int, "cardCycle": bool}
_OPTIONS: Final = frozenset({"variant", "emptyClues", "startingPlayer", *_RULE_OPTIONS, *_MOVE_OPTIONS, *_KEPT_OPTIONS})

_NOT_IN_HAND: Final = "hanablive.card-not-in-hand"


# -- reading --------------------------------------------------------------------------------


def load(source: str | os.PathLike[str]) -> GameRecord:
    """A record from a hanab.live JSON file, or from the JSON text itself.

    A string that starts with ``{`` or ``[`` (after spaces) or spans lines is read as JSON
    text; anything else is a path.
    """
    if isinstance(source, str) and (source.lstrip()[:1] in ("{", "[") or "\n" in source):
        return import_game(parse_json(source))
    return import_game(read_json(source))


def import_game(data: Any) -> GameRecord:
    """The Parlour record of a hanab.live JSON game (already parsed from its text).

    Raises `BadInput` for anything malformed or that our engine does not play (the message
    names the field, the variant or the option), and `IllegalAction` or `BadInput` for an
    action that could not have been taken, its message starting with ``action #N:`` (N counts
    from 0 in the ``actions`` list).
    """
    if not isinstance(data, Mapping):
        raise _bad(f"a hanab.live game is a JSON object, not {_kind(data)}")
    players = _players(data.get("players"))
    variant, options, kept = _options(data.get("options"), len(players))
    named = [option for option in _MOVE_OPTIONS if kept.pop(option, False)]
    cards = _deck(data.get("deck"), variant)
    state = HANABI.new_state(options, deck=cards)  # refuses a deck that is not the variant's cards
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise _bad(f"'actions' must be a list, not {_kind(raw_actions)}")

    hanablive: dict[str, Any] = {"variant": variant.name}
    if "id" in data:
        hanablive["id"] = _integer(data["id"], "'id'")
    if "seed" in data:
        if not isinstance(data["seed"], str):
            raise _bad(f"'seed' must be a string, not {_kind(data['seed'])}")
        hanablive["seed"] = data["seed"]
    if "notes" in data and data["notes"] is not None:
        hanablive["notes"] = _notes(data["notes"], len(players))
    if kept:
        hanablive["options"] = kept

    replay = _Replay(state, players, deck_plays="deckPlays" in named)
    actions: list[tuple[int, dict[str, Any]]] = []
    terminated: dict[str, Any] | None = None
    ended: int | None = None  # the index of the game-over action, once there was one
    for index, raw in enumerate(raw_actions):
        if ended is not None:
            raise _bad(f"action #{index}: comes after the game-over action #{ended}")
        kind, target, value = _action_fields(raw, index)
        if kind == END_GAME and value == _TERMINATED and target >= 0:
            actions.append(replay.terminate_by(index, kind, target, value))
            ended = index
            continue
        if kind in (END_GAME, END_GAME_BY_VOTE):
            terminated = replay.terminate(index, kind, target, value)
            ended = index
            hanablive["end_action"] = {"type": kind, "target": target, "value": value}
            continue
        actions.append(replay.apply(index, kind, target, value))

    hanablive["end"] = replay.end(len(raw_actions) - 1, terminated)
    if named:  # on in the export, never used by the game (a use is refused above)
        hanablive["unused_options"] = dict.fromkeys(named, True)
    meta: dict[str, Any] = {"source": "hanab.live", "hanablive": hanablive}
    if terminated is not None:
        meta["terminated"] = terminated
    return GameRecord(
        game=HANABI.id,
        options=options.to_json(),
        players=list(players),
        seed=None,
        deck=HANABI.deck_to_json(cards),
        actions=actions,
        meta=meta,
    )


class _Replay:
    """Our state, driven by hanab.live actions, watching for the moment hanab.live would stop."""

    def __init__(self, state: HanabiState, players: list[str], *, deck_plays: bool = False) -> None:
        self.state = state
        self.players = players
        self.deck_plays = deck_plays  # hanab.live's deckPlays is on: say so when a play targets the deck
        # Seats that have taken their last turn: hanab.live marks their cards unplayable.
        self.done: set[int] = set()
        self.end_info: dict[str, Any] | None = None

    def apply(self, index: int, kind: int, target: int, value: int) -> tuple[int, dict[str, Any]]:
        state = self.state
        if state.is_over():
            raise IllegalAction(
                "hanabi.end.game-over",
                f"action #{index}: The game is over (it ended after action #{self._ended_at()}).",
            )
        seat = state.current
        action: Play | Discard | ClueColour | ClueRank
        if kind in (PLAY, DISCARD):
            if not 0 <= target < len(state.deck):
                raise _bad(
                    f"action #{index}: a {ACTION_TYPES[kind]} targets a card order "
                    f"from 0 to {len(state.deck) - 1}, not {target}"
                )
            if value != 0:
                raise _bad(f"action #{index}: a {ACTION_TYPES[kind]} has value 0, not {value}")
            hand = state.hands[seat]
            if kind == PLAY and self.deck_plays and target == state.next_card:
                raise _bad(
                    f"action #{index}: {self._name(seat)} plays the deck's last card, a move of the hanab.live "
                    "option 'deckPlays', which is not supported",
                    code="engine.input.option",
                )
            if target not in hand:
                raise IllegalAction(
                    _NOT_IN_HAND,
                    f"action #{index}: card {target} is not in {self._name(seat)}'s hand "
                    f"(it is {self._where(target)}).",
                    card=target,
                )
            slot = hand.index(target)
            action = Play(slot) if kind == PLAY else Discard(slot)
        else:
            if not 0 <= target < state.options.players:
                raise _bad(
                    f"action #{index}: a clue targets a player from 0 to {state.options.players - 1}, not {target}"
                )
            if kind == COLOUR_CLUE:
                colours = state.colours
                if not 0 <= value < len(colours):
                    raise _bad(f"action #{index}: a colour clue's value is from 0 to {len(colours) - 1}, not {value}")
                action = ClueColour(target, colours[value])
            else:
                if value not in RANKS:
                    raise _bad(f"action #{index}: a rank clue's value is a rank from 1 to 5, not {value}")
                action = ClueRank(target, value)
        deck_was_empty = state.next_card >= len(state.deck)
        with at_action(index):
            state.apply(seat, action)
        if deck_was_empty:
            self.done.add(seat)
        if self.end_info is None:
            self._check_end(index)
        return seat, action.to_json()

    def _check_end(self, index: int) -> None:
        """Set `end_info` when hanab.live's `CheckEnd` would end the game after this action."""
        state = self.state
        points = state.points()
        if state.end_reason == "strikes":
            code = _STRIKEOUT
        elif state.is_over() or _nothing_playable(state, self.done):
            code = _NORMAL
        else:
            return
        self.end_info = {
            "condition": END_CONDITIONS[code],
            "code": code,
            "action": index,
            "score": points if code == _NORMAL else 0,
            "points": points,
            "max_score": state.options.max_score,
            "by": None,
        }
        if not state.is_over():
            self.end_info["note"] = "no card left can be played; hanab.live ends the game here, our rules go on"

    def _check_end_action(self, index: int, kind: int, target: int, value: int) -> None:
        players = self.state.options.players
        if value not in _END_ACTION_CONDITIONS:
            known = ", ".join(f"{c} ({END_CONDITIONS[c]})" for c in sorted(_END_ACTION_CONDITIONS))
            raise _bad(f"action #{index}: a game-over action's value is an end condition among {known}, not {value}")
        if kind == END_GAME_BY_VOTE and (target != -1 or value != 10):
            raise _bad(f"action #{index}: an end game by vote has target -1 and value 10, not {target} and {value}")
        if not -1 <= target < players:
            raise _bad(
                f"action #{index}: a game-over action targets a player from 0 to {players - 1} (or -1), not {target}"
            )
        if self.state.is_over():
            raise _bad(f"action #{index}: the game was already over after action #{self._ended_at()}")

    def terminate_by(self, index: int, kind: int, target: int, value: int) -> tuple[int, dict[str, Any]]:
        """A player's termination: our `Terminate` by that seat (hanabi.end.terminated), the game over.

        After the point where hanab.live would have ended the game itself (nothing left to play,
        which our rules play on past), it is one more of our actions, as an export of such a
        record of ours writes it.
        """
        self._check_end_action(index, kind, target, value)
        state = self.state
        with at_action(index):
            state.apply(target, Terminate())
        if self.end_info is None:
            self.end_info = {
                "condition": END_CONDITIONS[value],
                "code": value,
                "action": index,
                "by": target,
                "name": self.players[target],
                "score": 0,
                "points": state.points(),
                "max_score": state.options.max_score,
            }
        return target, Terminate().to_json()

    def terminate(self, index: int, kind: int, target: int, value: int) -> dict[str, Any]:
        """A game-over action our rules have no counterpart for: where and why hanab.live ended the game."""
        self._check_end_action(index, kind, target, value)
        if self.end_info is not None:
            raise _bad(f"action #{index}: the game was already over after action #{self._ended_at()}")
        return {
            "condition": END_CONDITIONS[value],
            "code": value,
            "action": index,
            "by": None if target < 0 else target,
            "name": None if target < 0 else self.players[target],
        }

    def end(self, last: int, terminated: dict[str, Any] | None) -> dict[str, Any]:
        """How hanab.live ended the game (or that it had not), with the score it shows."""
        points = self.state.points()
        max_score = self.state.options.max_score
        if terminated is not None:
            return {**terminated, "score": 0, "points": points, "max_score": max_score}
        if self.end_info is not None:
            info = dict(self.end_info)
            if info["action"] < last:
                info["actions_after"] = last - info["action"]
                info["final_points"] = points
            return info
        return {
            "condition": END_CONDITIONS[0],
            "code": 0,
            "action": None,
            "score": None,
            "points": points,
            "max_score": max_score,
            "by": None,
        }

    def _ended_at(self) -> int:
        return -1 if self.end_info is None else int(self.end_info["action"])

    def _name(self, seat: int) -> str:
        return f"{self.players[seat]} (seat {seat})"

    def _where(self, card: int) -> str:
        state = self.state
        if card >= state.next_card:
            return "still in the deck"
        for seat, hand in enumerate(state.hands):
            if card in hand:
                return f"in {self._name(seat)}'s hand"
        if card in state.discards:
            return "in the discard pile"
        return "on the fireworks"


def _nothing_playable(state: HanabiState, done: set[int]) -> bool:
    """hanab.live's last end check: no live card is the next card of an unfinished firework."""
    blocked = {card for seat in done for card in state.hands[seat]}
    blocked.update(state.discards)
    needed = {(suit, height + 1) for suit, height in enumerate(state.fireworks) if height < 5}
    return not any((card.suit, card.rank) in needed for cid, card in enumerate(state.deck) if cid not in blocked)


def _players(raw: Any) -> list[str]:
    if not isinstance(raw, list):
        raise _bad(f"'players' must be a list of names, not {_kind(raw)}")
    for i, name in enumerate(raw):
        if not isinstance(name, str):
            raise _bad(f"players[{i}] must be a name (a string), not {_kind(name)}")
    count = len(raw)
    if count == _MAX_HANABLIVE_PLAYERS:
        raise _bad("6-player games (3 cards each) exist on hanab.live but Parlour's Hanabi is for 2 to 5 players")
    if not HANABI.min_players <= count <= HANABI.max_players:
        raise _bad(f"a game has 2 to 5 players, not {count}")
    return list(raw)


def _options(raw: Any, players: int) -> tuple[HanabLiveVariant, HanabiOptions, dict[str, Any]]:
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise _bad(f"'options' must be an object, not {_kind(raw)}")
    unknown = sorted(str(k) for k in raw if k not in _OPTIONS)
    if unknown:
        raise _bad(
            f"hanab.live options Parlour does not know: {', '.join(unknown)} (known: {', '.join(sorted(_OPTIONS))})"
        )
    name = raw.get("variant", _DEFAULT_VARIANT)
    if not isinstance(name, str):
        raise _bad(f"options.variant must be a variant's name, not {_kind(name)}")
    variant = VARIANTS.get(name)
    if variant is None:
        supported = ", ".join(repr(v) for v in VARIANTS)
        raise _bad(f"unsupported hanab.live variant {name!r} (supported: {supported})", code="engine.input.option")
    for option in _RULE_OPTIONS:
        if _boolean(raw.get(option, False), f"options.{option}"):
            raise _bad(
                f"the hanab.live option {option!r} changes the rules and is not supported", code="engine.input.option"
            )
    kept: dict[str, Any] = {
        option: True for option in _MOVE_OPTIONS if _boolean(raw.get(option, False), f"options.{option}")
    }
    empty_clues = _boolean(raw.get("emptyClues", False), "options.emptyClues")
    starting = _integer(raw.get("startingPlayer", 0), "options.startingPlayer")
    if not 0 <= starting < players:
        raise _bad(
            f"options.startingPlayer must be a player from 0 to {players - 1}, not {starting}",
            code="engine.input.option",
        )
    for option, kind in _KEPT_OPTIONS.items():
        if option in raw:
            value = raw[option]
            kept[option] = (
                _boolean(value, f"options.{option}") if kind is bool else _integer(value, f"options.{option}")
            )
    options = HanabiOptions(
        players=players, sixth_suit=variant.sixth_suit, empty_clues=empty_clues, starting_player=starting
    )
    return variant, options, kept


def _deck(raw: Any, variant: HanabLiveVariant) -> list[Card]:
    if not isinstance(raw, list):
        raise _bad(f"'deck' must be a list of cards, not {_kind(raw)}")
    size = len(build_deck(HanabiOptions(sixth_suit=variant.sixth_suit).suits))
    if len(raw) != size:
        raise _bad(f"a {variant.name!r} deck has {size} cards, not {len(raw)}")
    cards: list[Card] = []
    for i, entry in enumerate(raw):
        # `suit` is the older name of `suitIndex` (hanab.live's own misc/example_game.json uses it).
        key = "suit" if isinstance(entry, Mapping) and "suit" in entry and "suitIndex" not in entry else "suitIndex"
        if not isinstance(entry, Mapping) or key not in entry or "rank" not in entry:
            raise _bad(f"deck[{i}] must be an object with 'suitIndex' and 'rank'")
        suit = _integer(entry[key], f"deck[{i}].{key}")
        rank = _integer(entry["rank"], f"deck[{i}].rank")
        if not 0 <= suit < len(variant.suits):
            raise _bad(f"deck[{i}].{key} must be from 0 to {len(variant.suits) - 1} in {variant.name!r}, not {suit}")
        if rank not in RANKS:
            raise _bad(f"deck[{i}].rank must be from 1 to 5, not {rank}")
        cards.append(Card(suit, rank))
    return cards


def _notes(raw: Any, players: int) -> list[list[str]]:
    if not isinstance(raw, list) or len(raw) != players:
        raise _bad(f"'notes' must be a list of {players} lists of notes")
    out: list[list[str]] = []
    for i, notes in enumerate(raw):
        if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
            raise _bad(f"notes[{i}] must be a list of strings")
        out.append(list(notes))
    return out


def _action_fields(raw: Any, index: int) -> tuple[int, int, int]:
    if not isinstance(raw, Mapping):
        raise _bad(f"action #{index}: an action is an object with 'type', 'target' and 'value', not {_kind(raw)}")
    if "type" not in raw or "target" not in raw:
        raise _bad(f"action #{index}: an action needs a 'type' and a 'target'")
    kind = _integer(raw["type"], f"action #{index}: 'type'")
    if kind not in ACTION_TYPES:
        known = ", ".join(f"{k} ({v})" for k, v in ACTION_TYPES.items())
        raise _bad(f"action #{index}: unknown action type {kind} (known: {known})")
    target = _integer(raw["target"], f"action #{index}: 'target'")
    if kind in (PLAY, DISCARD):
        value = _integer(raw.get("value", 0), f"action #{index}: 'value'")
    else:
        if "value" not in raw:
            raise _bad(f"action #{index}: a {ACTION_TYPES[kind]} needs a 'value'")
        value = _integer(raw["value"], f"action #{index}: 'value'")
    return kind, target, value


def _integer(value: Any, what: str) -> int:
    # hanab.live's server reads these into Go's 64-bit ints: no booleans, no fractions, no more
    # than 64 bits (which also keeps Python from formatting a number of thousands of digits).
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(f"{what} must be an integer, not {_kind(value)}")
    if not _INT64_MIN <= value <= _INT64_MAX:
        raise _bad(f"{what} must be a 64-bit integer, not {_kind(value)}")
    return value


def _boolean(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(f"{what} must be true or false, not {_kind(value)}")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and not _INT64_MIN <= value <= _INT64_MAX:
        return f"a {value.bit_length()}-bit number"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else "a long string"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, Sequence):
        return "a list"
    return type(value).__name__


def _bad(message: str, code: str = "engine.input.record") -> BadInput:
    return BadInput(message, code=code)


# -- writing --------------------------------------------------------------------------------


def export_game(record: GameRecord) -> dict[str, Any]:
    """The hanab.live JSON object of a Parlour Hanabi record (replayed to learn every card).

    A ``Terminate`` is written as hanab.live's game-over action (type 4, the seat as target,
    value 4 "terminated"). Writes ``id``, ``notes``, ``seed``, kept options and any other
    game-over action back when the record was imported from hanab.live with them. Raises
    `BadInput` for a record hanab.live cannot hold (another game, Bouquet final) and
    `IllegalAction`/`BadInput` naming ``action #N`` for a record whose actions do not replay.
    """
    if not isinstance(record, GameRecord):
        raise _bad(f"export_game takes a GameRecord, not {type(record).__name__}")
    if record.game != HANABI.id:
        raise _bad(f"only Hanabi games can be written for hanab.live, not {record.game!r}")
    state = start(record)
    assert isinstance(state, HanabiState)
    options = state.options
    if options.bouquet_final:
        raise _bad(
            "hanab.live has no Bouquet final option: this game cannot be written for it", code="engine.input.option"
        )
    if len(record.players) != options.players:
        raise _bad(f"the record names {len(record.players)} players for a {options.players}-player game")
    variant = _VARIANT_BY_SIXTH_SUIT[options.sixth_suit]

    actions: list[dict[str, int]] = []
    for index, (seat, data) in enumerate(record.actions):
        valid_seat = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < options.players
        hand = list(state.hands[seat]) if valid_seat else []
        with at_action(index):
            action = HANABI.parse_action(data)
            state.apply(seat, action)
        if isinstance(action, Terminate):  # hanabi.end.terminated: hanab.live's "terminated" by this player
            actions.append({"type": END_GAME, "target": seat, "value": _TERMINATED})
        elif isinstance(action, (Play, Discard)):
            kind = PLAY if isinstance(action, Play) else DISCARD
            actions.append({"type": kind, "target": hand[action.slot], "value": 0})
        elif isinstance(action, ClueColour):
            actions.append({"type": COLOUR_CLUE, "target": action.target, "value": state.colours.index(action.colour)})
        else:
            assert isinstance(action, ClueRank)
            actions.append({"type": RANK_CLUE, "target": action.target, "value": action.rank})

    hanablive = record.meta.get("hanablive")
    if not isinstance(hanablive, Mapping):
        hanablive = {}
    end_action = hanablive.get("end_action")
    if end_action is not None and not state.is_over():
        fields = ("type", "target", "value")
        if not isinstance(end_action, Mapping) or not all(
            isinstance(end_action.get(k), int) and not isinstance(end_action.get(k), bool) for k in fields
        ):
            raise _bad("meta.hanablive.end_action must be an object with integer type, target and value")
        actions.append({key: int(end_action[key]) for key in fields})

    out: dict[str, Any] = {}
    if isinstance(hanablive.get("id"), int):
        out["id"] = hanablive["id"]
    out["players"] = list(record.players)
    out["deck"] = [{"suitIndex": card.suit, "rank": card.rank} for card in state.deck]
    out["actions"] = actions
    json_options: dict[str, Any] = {"variant": variant.name}
    if options.starting_player:
        json_options["startingPlayer"] = options.starting_player
    if options.empty_clues:
        json_options["emptyClues"] = True
    for key, allowed in (("options", _KEPT_OPTIONS), ("unused_options", _MOVE_OPTIONS)):
        kept = hanablive.get(key)
        if isinstance(kept, Mapping):
            json_options.update({k: v for k, v in kept.items() if k in allowed})
    out["options"] = json_options
    if isinstance(hanablive.get("notes"), list):
        out["notes"] = hanablive["notes"]
    if isinstance(hanablive.get("seed"), str):
        out["seed"] = hanablive["seed"]
    return out


def dumps(record: GameRecord, indent: int | None = 4) -> str:
    """`export_game` as JSON text (indented like hanab.live's own test exports)."""
    return json.dumps(export_game(record), ensure_ascii=False, indent=indent) + "\n"


def score(data: Any) -> dict[str, Any]:
    """How hanab.live ends a game and the score it shows, for its JSON or for a record of ours.

    ``condition``: an `END_CONDITIONS` word ("normal", "strikeout", "terminated", ...,
    "in-progress"); ``score``: what hanab.live shows (0 after a strike-out or termination,
    None while in progress); ``points``: the fireworks' sum in our final state; ``action``:
    the index of the action after which hanab.live ended the game.
    """
    record = import_game(export_game(data)) if isinstance(data, GameRecord) else import_game(data)
    end = record.meta["hanablive"]["end"]
    assert isinstance(end, dict)
    return dict(end)


def _demo_deck() -> list[dict[str, int]]:
    """An unshuffled No Variant deck in hanab.live's form (for the doctest)."""
    return [{"suitIndex": c.suit, "rank": c.rank} for c in build_deck(HanabiOptions().suits)]


def _recognises(data: Any) -> bool:
    return isinstance(data, dict) and "deck" in data and "actions" in data and "players" in data


FORMAT = RecordFormat(
    name="hanablive",
    label="web.export-hanablive",
    recognises=_recognises,
    import_game=import_game,
    export_game=export_game,
)
