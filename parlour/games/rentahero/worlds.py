"""Hypothetical Rent a Hero states built from one seat's view, for bots that search.

`sample_world(view, rng)` deals every card the seat cannot see (the other hands, the deck, the
face-down hint cards it was not shown and, when it does not know it, the wandering hero) at
random among the cards it has not seen, consistently with what it knows: the strength the
turned card required (unless a Black Knight freed the sender or the hero came from the deck),
the answers to this turn's hints, and a sender who drew from the deck holding no card that met
the requirement. Only the view is read, so a search over such worlds stays honest.

`hidden_twin(state, seat, rng)` is the other kind of world, for secrecy tests: not a sample from
a view but another deal of the same game, whose history it replays, that `seat` must not tell
from the real one (`State.hidden_twin`, read by tests/contract).

>>> import random
>>> from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
>>> state = RENTAHERO.new_state(RentAHeroOptions(players=3), seed=2)
>>> world = sample_world(state.view(0), random.Random(1))
>>> world.hands[0] == state.hands[0] and world.bands == state.bands
True
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from parlour.engine.actions import Action
from parlour.engine.state import State
from parlour.games.rentahero.actions import AskHint, DiscardCard, Send, UsePower
from parlour.games.rentahero.cards import COPIES, HEROES, full_deck, meets
from parlour.games.rentahero.options import RentAHeroOptions
from parlour.games.rentahero.state import Discarded, RentAHeroState, Window
from parlour.games.rentahero.views import SeatView, active_seat

TRIES = 40  # rejection-sampling attempts before the constraints that are hardest to meet are dropped

# A weight for each hero being the wandering one (a bot's belief); None: the unseen counts alone.
Weights = Mapping[int, float] | None


def unseen(view: SeatView) -> Counter[int]:
    """The cards of each hero this seat has not seen anywhere (they are in hands, the deck, face down)."""
    seen: Counter[int] = Counter()
    for band in view["bands"]:
        seen.update(int(entry["hero"]) for entry in band)
    for pile in view["eliminated"]:
        seen.update(int(h) for h in pile)
    for card in view["discard"]:
        if card["hero"] is not None:
            seen[int(card["hero"])] += 1
    me = view["seat"]
    if me is not None:
        seen.update(int(h) for h in view["hands"][me].get("cards", ()))
    wandering: Mapping[str, Any] = view["wandering"] or {}
    if isinstance(wandering.get("hero"), int):
        seen[int(wandering["hero"])] += 1
    return Counter({h: COPIES - seen[h] for h in HEROES if COPIES - seen[h] > 0})


def hint_slots(view: SeatView) -> list[tuple[int, bool]]:
    """This turn's hints as (index of the face-down card in the discard pile, answer).

    Hint cards are the only face-down cards, and this turn's are the last ones on the pile.
    """
    hints = view.get("hints") or []
    face_down = [i for i, card in enumerate(view["discard"]) if not card["face_up"]]
    if len(face_down) < len(hints):  # a reshuffle took them into the deck
        return []
    tail = face_down[len(face_down) - len(hints) :]
    return [(index, bool(hint["answer"])) for index, hint in zip(tail, hints, strict=True)]


def hint_yes(wandering: int, given: int, mode: str, players: int) -> bool:
    """The answer a hint gets: the same hero (default), or the hero meets the card's requirement."""
    if mode == "requirement":
        return meets(given, wandering, players)
    return wandering == given


def candidates(view: SeatView) -> list[int]:
    """The heroes the wandering one may be, from the requirement alone."""
    wandering: Mapping[str, Any] = view["wandering"] or {}
    allowed = view.get("allowed")
    if allowed is None or view.get("black_knight") or wandering.get("from_deck"):
        return list(HEROES)
    return [int(h) for h in allowed]


@lru_cache(maxsize=32)
def _options(items: tuple[tuple[str, Any], ...]) -> RentAHeroOptions:
    """The options of a view (checking them is slow, and a bot asks for the same ones all game)."""
    return RentAHeroOptions.from_json(dict(items))


def sample_world(
    view: SeatView,
    rng: random.Random,
    weights: Weights = None,
    sender_hand: Callable[[list[int], random.Random], int | None] | None = None,
    wandering: int | None = None,
) -> RentAHeroState:
    """A state consistent with `view`: the unseen cards dealt at random.

    `weights` skews the wandering hero (when unknown) by a belief; `sender_hand`, given the
    sender's hand before the send (its cards now plus the one sent) and the rng, names the
    hero a model of the sender would send from it (None: that hand is impossible), so the
    wandering hero and the sender's hand are drawn together. `wandering` fixes the wandering
    hero (when unknown and still unseen): the rest is drawn given it.
    """
    forced = wandering
    options = _options(tuple(sorted(view["options"].items())))
    players = int(view["players"])
    me = view["seat"]
    pool = unseen(view)
    wandering_view: Mapping[str, Any] = view["wandering"] or {}
    known = wandering_view.get("hero")
    need_wandering = wandering_view and not isinstance(known, int)
    mode = str(view["options"].get("hint_mode", "hero"))
    slots = hint_slots(view)
    hidden_slots = [(i, answer) for i, answer in slots if view["discard"][i]["hero"] is None]
    in_slots = {i for i, _ in slots}
    old_hidden = [i for i, card in enumerate(view["discard"]) if card["hero"] is None and i not in in_slots]
    shown_slots = [(hero, answer) for i, answer in slots if (hero := view["discard"][i]["hero"])]
    active = view.get("active")
    requirement = [int(h) for h in view["allowed"]] if view["allowed"] is not None else None
    # A sender who drew from the deck held no card meeting the requirement (and still holds none).
    dry_sender = (
        active is not None
        and active != me
        and bool(wandering_view.get("from_deck"))
        and requirement is not None
        and not view.get("black_knight")
    )
    sent_from_hand = bool(wandering_view) and not wandering_view.get("from_deck") and active != me
    cands = candidates(view)
    cards = [h for h, n in sorted(pool.items()) for _ in range(n)]
    sizes = [int(entry["count"]) for entry in view["hands"]]

    best: tuple[int, list[int], list[list[int]], dict[int, int]] | None = None
    for attempt in range(TRIES):
        strict = attempt < TRIES - 1
        deck = list(cards)
        rng.shuffle(deck)
        wandering = known if isinstance(known, int) else None
        hands: list[list[int]] = [[] for _ in range(players)]
        if need_wandering and forced is not None and forced in deck:
            wandering = forced
            deck.remove(forced)
            if sent_from_hand and sender_hand is not None and active is not None and strict:
                # The sender's other cards, drawn so that the model would have sent this hero.
                before = [forced, *deck[: sizes[active]]]
                if sender_hand(sorted(before), rng) != forced:
                    continue
                hands[active] = before[1:]
                deck = deck[sizes[active] :]
        elif need_wandering and sent_from_hand and sender_hand is not None and active is not None and strict:
            # Draw the sender's hand before the send and let the model say what it sent.
            size = sizes[active] + 1
            before = deck[:size]
            choice = sender_hand(sorted(before), rng)
            if choice is None or choice not in before:
                continue
            before.remove(choice)
            wandering = choice
            hands[active] = before
            deck = deck[size:]
        elif need_wandering:
            options_w = [h for h in cands if h in deck]
            if weights is not None:
                mass = [max(float(weights.get(h, 0.0)), 0.0) * deck.count(h) for h in options_w]
            else:
                mass = [float(deck.count(h)) for h in options_w]
            if not options_w or sum(mass) <= 0:
                options_w, mass = sorted(set(deck)), [float(deck.count(h)) for h in sorted(set(deck))]
            wandering = rng.choices(options_w, weights=mass)[0]
            deck.remove(wandering)
        if need_wandering and strict and wandering not in cands:
            continue
        # The hidden hint cards: yes means the card answers as the wandering hero does.
        given: dict[int, int] = {}
        ok = True
        for index, answer in hidden_slots:
            fits = [j for j, h in enumerate(deck) if hint_yes(wandering or 0, h, mode, players) == answer]
            if not fits:
                ok = False
                break
            j = fits[0]  # the deck is shuffled, so the first fit is a random one
            given[index] = deck.pop(j)
        if strict and (not ok or any(hint_yes(wandering or 0, h, mode, players) != a for h, a in shown_slots)):
            continue
        for seat in range(players):
            if seat == me or hands[seat]:
                continue
            hands[seat] = deck[: sizes[seat]]
            deck = deck[sizes[seat] :]
        for index in old_hidden:  # older hint cards nobody told this seat about: any unseen card
            given[index] = deck.pop()
        dry = dry_sender and active is not None and requirement is not None
        if strict and dry and any(h in (requirement or ()) for h in hands[active or 0]):
            continue
        assert wandering is not None or not need_wandering
        best = (wandering or 0, deck, hands, given)
        break
    if best is None:  # pragma: no cover - the last attempt always succeeds
        raise RuntimeError("no world fits this view")
    wandering_hero, deck, hands, given = best
    if me is not None:
        hands[me] = [int(h) for h in view["hands"][me]["cards"]]
    return _build(view, options, rng, wandering_hero, deck, hands, given)


def _build(
    view: SeatView,
    options: RentAHeroOptions,
    rng: random.Random,
    wandering: int,
    deck: list[int],
    hands: list[list[int]],
    given: dict[int, int],
) -> RentAHeroState:
    """Set every field of a state from the view and the dealt cards."""
    state = object.__new__(RentAHeroState)
    state.options = options
    state._seed = 0
    state._explicit_deck = None
    state.history = []
    state.opening_events = []
    state._rng = random.Random(rng.getrandbits(32))
    state.deck = deck
    discard: list[Discarded] = []
    for i, card in enumerate(view["discard"]):
        hero = card["hero"] if card["hero"] is not None else given[i]
        discard.append(Discarded(int(hero), bool(card["face_up"]), frozenset(int(s) for s in card["known_to"])))
    state.discard = discard
    state.hands = [sorted(h) for h in hands]
    state.bands = [{int(e["hero"]): bool(e["used"]) for e in band} for band in view["bands"]]
    state.eliminated = [[int(h) for h in pile] for pile in view["eliminated"]]
    state.powers_used = [int(n) for n in view["powers_used"]]
    state.end_reason = None
    state.winner = None
    state.last_card_drawn = bool(view["last_card_drawn"])
    state.idle_turns = 0
    state.first_player = int(view["first_player"])
    state.active = active_seat(view)
    phase = view["phase"]
    state.phase = "hold" if phase == "announce" or phase is None else phase  # None: over (no world to sample)
    turned = view.get("turned")
    state.turned = None if turned is None else int(turned)
    state.turned_index = None
    if turned is not None:
        for i in range(len(discard) - 1, -1, -1):
            if discard[i].face_up and discard[i].hero == turned:
                state.turned_index = i
                break
    wv = view.get("wandering")
    state.wandering = None if not wv else wandering
    state.holder = None if not wv else int(wv["holder"])
    state.knowers = set() if not wv else {int(s) for s in wv["known_to"]}
    state.from_deck = bool(wv and wv.get("from_deck"))
    state.recruiter = state.holder if phase == "eliminate" else None
    state.black_knight = bool(view["black_knight"])
    state.muzzled = {int(s) for s in view["muzzled"]}
    state.hints = [(int(h["seat"]), bool(h["answer"])) for h in view["hints"]]
    state.hints_asked = [int(n) for n in view["hints_asked"]]
    state.announcements = [(int(a["seat"]), a["hero"]) for a in view["announcements"]]
    state.announcers = [int(s) for s in view["announcers"]]
    window = view.get("window")
    state.window = None if window is None else Window(window["kind"], window["event"], set(window["pending"]))
    state.stack = [
        (int(item["seat"]), UsePower(int(item["hero"]), item.get("target"), item.get("refresh")))
        for item in view["stack"]
    ]
    return state


# -- twins: another deal the seat cannot tell from this one (`State.hidden_twin`) ---------------


class _Placed(int):
    """A card that remembers its place in the dealt deck; it equals its hero, so the rules see a hero."""

    place: int

    def __new__(cls, hero: int, place: int) -> _Placed:
        card = super().__new__(cls, hero)
        card.place = place
        return card


def _dealt(state: RentAHeroState) -> tuple[list[int], tuple[Any, ...]]:
    """The deck `state`'s game was dealt from (top first), and its random stream just after the shuffle."""
    stream = random.Random(state._seed)
    if state._explicit_deck is not None:
        return list(state._explicit_deck), stream.getstate()
    cards = full_deck()
    stream.shuffle(cards)  # as RentAHeroState.__init__ does
    return cards, stream.getstate()


def _start(state: RentAHeroState, cards: list[int], stream: tuple[Any, ...]) -> RentAHeroState:
    """A start of `state`'s game (same options, same seed and stream) dealt from `cards`."""
    start = object.__new__(RentAHeroState)
    State.__init__(start, state.options, state._seed)
    start._rng = random.Random()
    start._rng.setstate(stream)
    start._explicit_deck = [int(card) for card in cards]
    start._begin(list(cards))
    return start


def _look(state: RentAHeroState, seat: int | None, seen: set[int]) -> None:
    """Add the places of the cards `seat` sees now: bands, eliminated piles, face-up discards, face-down
    ones shown to it, its own hand, the wandering hero when it knows it (or it is declared)."""
    cards: list[int] = [hero for band in state.bands for hero in band]
    cards += [hero for pile in state.eliminated for hero in pile]
    cards += [d.hero for d in state.discard if d.face_up or seat in d.known_to]
    if seat is not None:
        cards += state.hands[seat]
    if state.wandering is not None and (state.phase == "eliminate" or seat in state.knowers):
        cards.append(state.wandering)
    for card in cards:
        # Every card of a traced game carries its place; a plain int would be a card the trace lost.
        assert isinstance(card, _Placed), "a card lost its place in the trace"
        seen.add(card.place)


def _placed(state: RentAHeroState, seat: int, action: Action) -> Action:
    """`action` naming the very card of the hand it takes (the copy `list.remove` takes: the first)."""
    if isinstance(action, (Send, AskHint, DiscardCard)):
        hand = state.hands[seat]
        return type(action)(hand[hand.index(action.hero)])
    return action


def _course(start: RentAHeroState, actions: Sequence[tuple[int, Action]]) -> list[str] | None:
    """What everyone sees of the game (its public events, step by step), or None if an action is refused."""
    walk = start.clone()
    course = [json.dumps([e.for_public() for e in walk.opening_events], sort_keys=True)]
    for seat, action in actions:
        if not walk.is_legal(seat, action):
            return None
        course.append(json.dumps([e.for_public() for e in walk.apply(seat, action)], sort_keys=True))
    return course


def hidden_twin(state: RentAHeroState, seat: int | None, rng: random.Random, tries: int = 24) -> RentAHeroState | None:
    """The start of a game `seat` cannot tell from `state`'s so far (`State.hidden_twin`).

    The game is replayed with every card carrying its place in the dealt deck; a place is seen
    when its card was, at any moment, where `seat` sees it (a band, an eliminated pile, the
    discard face up or shown to it, its hand, the wandering hero it knew). Cards at places never
    seen trade places, but for the cards the history's actions name (another's send or hint: the
    same actions are replayed on the twin, so these cards stay). Hero cards are all alike, so a
    twin must also take the same public course (every action still legal, the same public
    events: a hint's answer, a send from the deck, the end): each try shuffles some unseen places
    of the twin so far (all of them first, then fewer and fewer) and keeps the change when the
    course stays the same. None when no try changed anything. The same seed drives the twin's
    random stream (the first player, the reshuffles); the twin's own record does not replay it.
    """
    deck, stream = _dealt(state)
    actions = [(turn.seat, turn.action) for turn in state.history]
    tracer = _start(state, [_Placed(hero, place) for place, hero in enumerate(deck)], stream)
    seen: set[int] = set()
    _look(tracer, seat, seen)
    named: set[int] = set()  # cards a replayed action names (a send, a hint): they cannot change
    for actor, action in actions:
        action = _placed(tracer, actor, action)
        if isinstance(action, (Send, AskHint)):
            assert isinstance(action.hero, _Placed)
            named.add(action.hero.place)
        tracer.apply(actor, action)
        _look(tracer, seat, seen)
    hidden = [place for place in range(len(deck)) if place not in seen and place not in named]
    if len({deck[p] for p in hidden}) < 2:
        return None  # every card the seat has not seen is the same hero: no other deal
    course = _course(_start(state, deck, stream), actions)
    twin, found = list(deck), None
    for attempt in range(tries):
        places = rng.sample(hidden, min(len(hidden), max(2, len(hidden) >> attempt)))
        cards = [twin[p] for p in places]
        rng.shuffle(cards)
        trial = list(twin)
        for place, card in zip(places, cards, strict=True):
            trial[place] = card
        if trial == twin:
            continue
        start = _start(state, trial, stream)
        if _course(start, actions) == course:
            twin, found = trial, start
    return found
