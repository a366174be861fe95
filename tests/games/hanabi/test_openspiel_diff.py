"""Differential test: our Hanabi against OpenSpiel's `hanabi` (the Hanabi Learning Environment).

Both engines get the same deck and the same moves. At every decision step they must agree on
the seat to act and on the set of legal moves, and the table printed by OpenSpiel (tokens,
fireworks, hands with clue knowledge, deck size, discard pile) must match ours; at the end
both must stop on the same move with the same score.

How OpenSpiel encodes Hanabi (checked by the first tests below, from `action_to_string`):

* Colours are in the order R Y G W B (white before blue); ours are R Y G B W.
* A chance outcome deals one card: outcome = colour * 5 + (rank - 1), in OpenSpiel's colour order.
  The deal goes to seat 0 until its hand is full, then seat 1, ..., as ours; afterwards every
  play or discard is followed by a chance node dealing to the seat that acted. So chance node
  k deals `deck[k]` of our deck.
* Hand index 0 is the OLDEST card (ours: slot 0 is the newest), so slot = len(hand) - 1 - index.
* Moves for n players and hand size H: `Discard i` = i, `Play i` = H + i, `Reveal player +k
  color c` = 2H + (k - 1) * 5 + c, `Reveal player +k rank r` = 2H + (n - 1) * 5 + (k - 1) * 5 +
  (r - 1). Clue targets are offsets from the seat acting: target = (seat + k) % n.
* Score: OpenSpiel's returns are the HLE score, which is 0 once the last life token is lost, so
  they are compared with our official `details["score"]` (0 after the third strike); the
  fireworks it prints are compared with `details["points"]`.

OpenSpiel has no empty clues, hence `empty_clues=False` on our side.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from parlour.engine.actions import Action
from parlour.games.hanabi import HANABI, Card, ClueColour, ClueRank, Discard, HanabiOptions, HanabiState, Play
from parlour.games.hanabi.cards import BASE_SUITS, build_deck

pyspiel = pytest.importorskip("pyspiel")

OS_COLOURS = "RYGWB"  # OpenSpiel's (HLE's) colour order
OS_TO_SUIT = [next(i for i, s in enumerate(BASE_SUITS) if s.letter == letter) for letter in OS_COLOURS]
SUIT_TO_OS = [OS_COLOURS.index(s.letter) for s in BASE_SUITS]

# Games per player count and policy: 4 x (300 + 60) = 1,440 games, about 10 s on one core.
UNIFORM_GAMES = 300
CAREFUL_GAMES = 60
PLAYER_COUNTS = (2, 3, 4, 5)


# -- encodings ---------------------------------------------------------------------------


def chance_outcome(card: Card) -> int:
    """OpenSpiel's chance outcome that deals `card`."""
    return SUIT_TO_OS[card.suit] * 5 + (card.rank - 1)


def card_text(card: Card) -> str:
    return f"{BASE_SUITS[card.suit].letter}{card.rank}"


@dataclass(frozen=True)
class Move:
    """An OpenSpiel move, decoded: `kind` play/discard (index from the oldest card) or colour/rank
    (offset from the seat acting, colour index in OpenSpiel's order or rank 1-5)."""

    kind: str
    a: int
    b: int = 0


MOVE_PATTERNS = (
    (re.compile(r"^\(Discard (\d+)\)$"), "discard"),
    (re.compile(r"^\(Play (\d+)\)$"), "play"),
    (re.compile(r"^\(Reveal player \+(\d+) color ([RYGWB])\)$"), "colour"),
    (re.compile(r"^\(Reveal player \+(\d+) rank (\d)\)$"), "rank"),
)


def parse_move(text: str) -> Move:
    for pattern, kind in MOVE_PATTERNS:
        m = pattern.match(text)
        if m:
            if kind == "colour":
                return Move(kind, int(m.group(1)), OS_COLOURS.index(m.group(2)))
            return Move(kind, *(int(g) for g in m.groups()))
    raise AssertionError(f"unexpected OpenSpiel move {text!r}")


def move_by_formula(action: int, players: int, hand_size: int) -> Move:
    """The encoding we rely on, written out (checked against `action_to_string`)."""
    if action < hand_size:
        return Move("discard", action)
    if action < 2 * hand_size:
        return Move("play", action - hand_size)
    rest = action - 2 * hand_size
    per_kind = (players - 1) * 5
    if rest < per_kind:
        return Move("colour", rest // 5 + 1, rest % 5)
    rest -= per_kind
    assert rest < per_kind, action
    return Move("rank", rest // 5 + 1, rest % 5 + 1)


def to_ours(move: Move, seat: int, hand_len: int, players: int) -> Action:
    if move.kind == "play":
        return Play(hand_len - 1 - move.a)
    if move.kind == "discard":
        return Discard(hand_len - 1 - move.a)
    target = (seat + move.a) % players
    if move.kind == "colour":
        return ClueColour(target, BASE_SUITS[OS_TO_SUIT[move.b]].colour)
    return ClueRank(target, move.b)


def move_table(game: Any, players: int, hand_size: int) -> list[Move]:
    """Every OpenSpiel action id decoded from its text, after checking the text matches the formula."""
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    seat = state.current_player()
    table = [parse_move(state.action_to_string(seat, a)) for a in range(game.num_distinct_actions())]
    assert table == [move_by_formula(a, players, hand_size) for a in range(len(table))]
    return table


# -- OpenSpiel's printed table -------------------------------------------------------------


@dataclass
class Table:
    life: int
    info: int
    fireworks: dict[str, int]
    hands: list[list[str]]  # per seat, oldest card first: "R3 || XX|RYGWB12345"
    current: int | None
    deck_size: int
    discards: list[str]


def parse_table(text: str, players: int) -> Table:
    lines = text.split("\n")
    assert lines[0].startswith("Life tokens: ") and lines[1].startswith("Info tokens: "), text
    life = int(lines[0].split(": ")[1])
    info = int(lines[1].split(": ")[1])
    assert lines[2].startswith("Fireworks: ") and lines[3] == "Hands:", text
    fireworks = {item[0]: int(item[1:]) for item in lines[2][len("Fireworks: ") :].split()}
    hands: list[list[str]] = [[]]
    current = None
    i = 4
    while not lines[i].startswith("Deck size: "):
        line = lines[i]
        if line == "Cur player":
            current = len(hands) - 1
        elif line == "-----":
            hands.append([])
        else:
            hands[-1].append(line)
        i += 1
    assert len(hands) == players, text
    deck_size = int(lines[i].split(": ")[1])
    assert lines[i + 1].startswith("Discards:"), text
    discards = lines[i + 1][len("Discards:") :].split()
    return Table(life, info, fireworks, hands, current, deck_size, discards)


def our_knowledge(state: HanabiState, cid: int) -> str:
    """Our clue knowledge of a card in HLE's notation: `GX|G1235` (hinted colour, hinted rank |
    colours still possible, ranks still possible)."""
    clues = state.card_clues.get(cid, ())
    colour = next((v for _, _, k, v, hit in clues if k == "colour" and hit), None)
    rank = next((v for _, _, k, v, hit in clues if k == "rank" and hit), None)
    colour_letter = "X" if colour is None else next(s.letter for s in BASE_SUITS if s.colour == colour)
    rank_text = "X" if rank is None else str(rank)
    suits = "".join(c for c in OS_COLOURS if state.suit_bits[cid] >> OS_TO_SUIT[OS_COLOURS.index(c)] & 1)
    ranks = "".join(str(r) for r in range(1, 6) if state.rank_bits[cid] >> (r - 1) & 1)
    return f"{colour_letter}{rank_text}|{suits}{ranks}"


def our_table(state: HanabiState) -> Table:
    hands = [
        [f"{card_text(state.deck[c])} || {our_knowledge(state, c)}" for c in reversed(hand)] for hand in state.hands
    ]
    return Table(
        life=3 - state.strikes,
        info=state.clue_tokens,
        fireworks={s.letter: state.fireworks[i] for i, s in enumerate(BASE_SUITS)},
        hands=hands,
        current=None if state.is_over() else state.current,
        deck_size=len(state.deck) - state.next_card,
        discards=[card_text(state.deck[c]) for c in state.discards],
    )


# -- policies ------------------------------------------------------------------------------


def careful_choice(rng: random.Random, state: HanabiState, options: list[tuple[int, Action]]) -> int:
    """A random policy that peeks at its own cards so games run to the end of the deck: it
    plays a playable card when it has one (mostly), rarely misfires, otherwise clues or
    discards at random, sparing the last copy of a card still needed."""
    seat = state.current
    hand = state.hands[seat]

    def card_at(slot: int) -> Card:
        return state.deck[hand[slot]]

    def playable(slot: int) -> bool:
        card = card_at(slot)
        return state.fireworks[card.suit] == card.rank - 1

    gone = Counter(state.deck[c] for c in state.discards)

    def critical(slot: int) -> bool:
        card = card_at(slot)
        return card.rank > state.fireworks[card.suit] and gone[card] + 1 >= BASE_SUITS[card.suit].copies(card.rank)

    plays = [a for a, act in options if isinstance(act, Play) and playable(act.slot)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    safe = [
        a
        for a, act in options
        if (isinstance(act, Play) and playable(act.slot))
        or (isinstance(act, Discard) and not critical(act.slot))
        or isinstance(act, (ClueColour, ClueRank))
    ]
    if safe and rng.random() < 0.98:
        return rng.choice(safe)
    return rng.choice(options)[0]


# -- the differential run --------------------------------------------------------------------


@dataclass
class Totals:
    games: int = 0
    steps: int = 0
    lost: int = 0
    deck_out: int = 0
    perfect: int = 0


def run_games(players: int, games: int, seed: int, policy: str) -> Totals:
    options = HanabiOptions(players=players, empty_clues=False)
    os_game = pyspiel.load_game("hanabi", {"players": players})
    table = move_table(os_game, players, options.hand_size)
    rng = random.Random(seed)
    totals = Totals()
    for game_no in range(games):
        deck = build_deck(options.suits)
        rng.shuffle(deck)
        ours = HANABI.new_state(options, seed=0, deck=deck)
        theirs = os_game.new_initial_state()
        dealt = 0
        rewards = 0.0
        where = f"{players}p {policy} game {game_no} (seed {seed})"
        while True:
            while theirs.is_chance_node():
                outcome = chance_outcome(deck[dealt])
                assert outcome in dict(theirs.chance_outcomes()), f"{where}: cannot deal {deck[dealt]}"
                theirs.apply_action(outcome)
                dealt += 1
            assert theirs.is_terminal() == ours.is_over(), f"{where}: end disagrees after {len(ours.history)} moves"
            if ours.is_over():
                break
            assert dealt == ours.next_card, where
            mine = our_table(ours)
            other = parse_table(str(theirs), players)
            assert other == mine, f"{where}: tables differ after {len(ours.history)} moves\n{theirs}\n{mine}"
            seat = theirs.current_player()
            assert ours.to_act() == {seat}, where
            hand_len = len(ours.hands[seat])
            legal = [(a, to_ours(table[a], seat, hand_len, players)) for a in theirs.legal_actions()]
            assert len({act for _, act in legal}) == len(legal), f"{where}: two OpenSpiel moves map to one"
            assert {act for _, act in legal} == set(ours.legal_actions(seat)), (
                f"{where}: legal moves differ after {len(ours.history)} moves"
            )
            if policy == "uniform":
                pick, act = rng.choice(legal)
            else:
                pick = careful_choice(rng, ours, legal)
                act = dict(legal)[pick]
            theirs.apply_action(pick)
            rewards += theirs.rewards()[0]
            ours.apply(seat, act)
            totals.steps += 1
        # The move that ends the game draws no card on either side, so the final tables agree.
        result = ours.result()
        assert result is not None
        assert dealt == ours.next_card, where
        end = parse_table(str(theirs), players)
        mine = our_table(ours)
        # Once the game is over nobody is to act; OpenSpiel still prints a current player.
        assert dataclasses.replace(end, current=mine.current) == mine, f"{where}: final tables differ\n{theirs}"
        returns = theirs.returns()
        assert returns == [float(result.details["score"])] * players, f"{where}: {returns} vs {result.details}"
        assert rewards == returns[0], where
        assert sum(end.fireworks.values()) == result.details["points"], where
        totals.games += 1
        totals.lost += result.reason == "strikes"
        totals.deck_out += result.reason == "deck-out"
        totals.perfect += result.reason == "perfect"
    return totals


def test_openspiel_encodings_are_as_documented() -> None:
    """Chance outcomes name the cards colour * 5 + rank - 1 in R Y G W B order, and the deal fills
    seat 0's hand first, oldest card at index 0."""
    game = pyspiel.load_game("hanabi", {"players": 2})
    state = game.new_initial_state()
    for outcome in range(25):
        card = Card(OS_TO_SUIT[outcome // 5], outcome % 5 + 1)
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, outcome) == f"(Deal {card_text(card)})"
        assert chance_outcome(card) == outcome
    deck = build_deck(HanabiOptions().suits)
    random.Random(7).shuffle(deck)
    for card in deck[:10]:
        state.apply_action(chance_outcome(card))
    assert not state.is_chance_node() and state.current_player() == 0
    ours = HANABI.new_state(HanabiOptions(players=2, empty_clues=False), seed=0, deck=deck)
    printed = parse_table(str(state), 2)
    assert [[line.split(" ")[0] for line in hand] for hand in printed.hands] == [
        [card_text(deck[c]) for c in reversed(hand)] for hand in ours.hands
    ]
    assert [line.split(" ")[0] for line in printed.hands[0]] == [card_text(c) for c in deck[:5]]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_openspiel_move_encoding(players: int) -> None:
    options = HanabiOptions(players=players, empty_clues=False)
    game = pyspiel.load_game("hanabi", {"players": players})
    assert game.num_distinct_actions() == 2 * options.hand_size + 2 * (players - 1) * 5
    move_table(game, players, options.hand_size)  # asserts text == formula for every id


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_openspiel_agrees_on_legal_moves_and_score(players: int) -> None:
    """Uniformly random legal moves: mostly games lost on the third strike."""
    totals = run_games(players, UNIFORM_GAMES, seed=20_240 + players, policy="uniform")
    assert totals.games == UNIFORM_GAMES
    assert totals.lost > 0


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_openspiel_agrees_to_the_end_of_the_deck(players: int) -> None:
    """Random moves that avoid most misfires, so games reach the last round (and sometimes 25)."""
    totals = run_games(players, CAREFUL_GAMES, seed=40_960 + players, policy="careful")
    assert totals.games == CAREFUL_GAMES
    assert totals.deck_out > 0
