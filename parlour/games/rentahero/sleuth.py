"""The sleuth: Rent a Hero's strongest bot (`best`). It reads its seat's view only.

1. **Who sent what.** When someone else sent the wandering hero from his hand, the sleuth draws
   that hand as it was before the send (the cards he holds now plus one, from the cards the
   sleuth has not seen) and asks a model of the sender what he would have sent from it: almost
   always the rule-following bluff (a hero the players on his left already have), now and then
   any card he could send. Hint answers (its own, which it knows, and the others', whose cards
   it does not) and the requirement weigh each candidate; a small correction measured on
   seeded games does the rest. A hero drawn from the deck is weighed by the unseen cards.
2. **Worlds.** `worlds.sample_world` deals every card the seat cannot see consistently with the
   view; the worlds are stratified by the wandering hero (each likely hero gets its share of
   worlds, weighed by its chance), so the main uncertainty adds no noise to a comparison.
3. **Lookahead.** At each real choice (what to send or whether to free the send with a Black
   Knight; recruit, pass, ask a hint with the two most telling cards, or use a Sergeant,
   Pyromaniac or Dog Trainer when holding; what to announce after a look, true or a lie; whether
   to cancel another player's power with an Angry Chicken; whether to burn, muzzle or look at a hero
   on its way to a player near six heroes) it plays every candidate to the end of the turn in
   the same worlds, the seats played by the rule-following bot on their own views of that
   world, and scores the position reached with a win-probability model (logistic, fitted per
   player count on seeded games: heroes, the leader's heroes, five-hero threats, unused powers,
   hand size, eliminated cards, deck left). The best mean wins; a tie goes to the first listed.
4. **Cheap cases.** One legal action is played at once; other windows (Wizard, Witch) and the
   discard after a send from the deck follow the rule-following bot, so most decisions take
   well under a millisecond and the median stays low.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from parlour.engine.actions import Action
from parlour.games.rentahero.actions import (
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
)
from parlour.games.rentahero.bots import RulesBot
from parlour.games.rentahero.cards import (
    BLACK_KNIGHT,
    CHICKEN,
    DOG_TRAINER,
    PYROMANIAC,
    SERGEANT,
    WITCH,
    WIZARD,
    meets,
)
from parlour.games.rentahero.state import RentAHeroState
from parlour.games.rentahero.worlds import candidates, hint_slots, hint_yes, sample_world, unseen

TO_WIN = 6
BLUFF_SHARE = 0.95  # how often the sender model sends the rule-following bluff rather than any card it may
ROLLOUT_STEPS = 400  # a safety bound on one turn's actions in a rollout
POSTERIOR_DRAWS = 300  # sender hands drawn to weigh what the wandering hero may be
# How much likelier than the sender model says a hero the holder has is, by player count (measured
# on seeded games against rule-following senders).
DUP_BIAS = {3: 1.4, 4: 1.2, 5: 1.0}
MIN_STRATUM = 0.03  # heroes less likely than this get no world of their own

# Win-probability model: logistic weights on features of one seat's position at a turn's start,
# fitted per player count on seeded games of rule-following bots (see `features`).
WEIGHTS: dict[int, tuple[float, ...]] = {
    3: (0.594, -0.324, 0.278, -0.093, 0.356, -0.211, 0.199, -0.200, 0.053, -0.262, 0.967, 0.013, -1.397),
    4: (0.606, -0.516, 0.473, -0.179, 0.452, -0.256, 0.291, -0.313, 0.084, -0.621, 1.412, 0.035, -2.114),
    5: (-0.393, -0.568, 0.743, -0.309, 0.386, -0.253, 0.339, -0.425, 0.134, -0.961, 1.815, 0.038, -1.951),
}


def features(state: RentAHeroState, seat: int) -> tuple[float, ...]:
    """What the win-probability model reads: this seat against the others, and time left."""
    players = state.options.players
    heroes = [len(b) for b in state.bands]
    unused = [sum(1 for used in b.values() if not used) for b in state.bands]
    others = [heroes[s] for s in range(players) if s != seat]
    top = max(others)
    me = heroes[seat]
    deck = min(len(state.deck), 60) / 60.0
    return (
        1.0,
        float(me),
        float(top),
        sum(others) / len(others),
        1.0 if me >= TO_WIN - 1 else 0.0,
        float(sum(1 for h in others if h >= TO_WIN - 1)),
        float(unused[seat]),
        sum(unused[s] for s in range(players) if s != seat) / (players - 1),
        float(len(state.hands[seat])),
        len(state.eliminated[seat]) / 2.0,
        (me - top) * (1.0 - deck),
        float((seat - state.active) % players),
        deck,
    )


def win_chance(state: RentAHeroState, seat: int) -> float:
    """The model's chance that `seat` wins from here (a finished game: its share of the win)."""
    if state.end_reason is not None:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    weights = WEIGHTS[state.options.players]
    z = sum(w * x for w, x in zip(weights, features(state, seat), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _bands(view: Mapping[str, Any]) -> list[set[int]]:
    return [{int(entry["hero"]) for entry in band} for band in view["bands"]]


def bluff_score(bands: Sequence[set[int]], sender: int, hero: int) -> float:
    """How much a rule-following sender likes sending `hero`: it should add nothing on its left."""
    players = len(bands)
    score = 0.0
    for step in range(1, players):
        band = bands[(sender + step) % players]
        weight = 1.0 / step
        if hero in band:
            score += weight
        else:
            score -= weight
            if len(band) >= TO_WIN - 1:
                score -= 10 * weight
    if hero not in bands[sender]:
        score += 0.3
    return score


# Prebuilt actions (building one checks its fields: too slow for a rollout's inner loop).
_DECLINE = Decline()
_CHICKEN = UsePower(CHICKEN)
_WITCH_CHICKEN = UsePower(WITCH, refresh=CHICKEN)
_PYRO = UsePower(PYROMANIAC)
_WIZARD = UsePower(WIZARD)
_DOG = {seat: UsePower(DOG_TRAINER, target=seat) for seat in range(5)}
_WITCH = {hero: UsePower(WITCH, refresh=hero) for hero in (PYROMANIAC, DOG_TRAINER, SERGEANT)}


def rollout_window(state: RentAHeroState, seat: int) -> Action:
    """The rule-following bot's answer in a window, read from a (sampled) state quickly.

    It reads only what `seat` knows there: the wandering hero only when `seat` is among those
    who know it, and public facts otherwise (the same rules as `RulesBot._window`).
    """
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    window = state.window
    assert window is not None
    knows = seat in state.knowers or state.phase == "eliminate"
    hero = state.wandering if knows else None
    holder = state.holder
    if window.kind == "chicken":
        answer = _CHICKEN if _CHICKEN in legal else _WITCH_CHICKEN if _WITCH_CHICKEN in legal else None
        if answer is None or not state.stack:
            return _DECLINE
        user, power = state.stack[-1]
        if user == seat:
            return _DECLINE
        against = (
            (power.hero == DOG_TRAINER and power.target == seat)
            or (power.hero == PYROMANIAC and holder == seat and (hero is None or hero not in state.bands[seat]))
            or (power.hero == BLACK_KNIGHT and (state.active + 1) % state.options.players == seat)
        )
        return answer if against else _DECLINE
    if hero is not None and holder is not None and state.phase != "eliminate":
        band = state.bands[holder]
        new = hero not in band
        wins = holder != seat and new and len(band) >= TO_WIN - 1
        if _PYRO in legal and (wins or (not new and holder == seat == state.active)):
            return _PYRO
        if holder != seat and new and holder not in state.muzzled and _DOG[holder] in legal:
            return _DOG[holder]
    if _WIZARD in legal and len(state.hands[seat]) <= 2:
        return _WIZARD
    for action in _WITCH.values():
        if action in legal:
            return action
    return _DECLINE


class SleuthBot:
    """Weighs each real choice by playing it out to the end of the turn in worlds drawn from its view."""

    name = "sleuth"

    def __init__(self, seed: int | None = None, samples: int = 12, window_samples: int = 6) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.window_samples = window_samples
        self.fallback = RulesBot(self.rng.getrandbits(32))
        self._bots: list[RulesBot] = []

    # -- the entry point --------------------------------------------------------------------

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        if len(legal) == 1:
            return legal[0]
        window = view.get("window")
        if window is not None:
            return self._window(view, legal)
        if all(isinstance(a, DiscardCard) for a in legal):
            return self.fallback.choose(view, legal)
        if all(isinstance(a, Announce) for a in legal):
            return self._search(view, self._announce_candidates(view, legal))
        if any(isinstance(a, (Send, SendFromDeck)) for a in legal):
            return self._search(view, [a for a in legal if not isinstance(a, UsePower) or a.hero == BLACK_KNIGHT])
        return self._search(view, self._hold_candidates(view, legal))

    # -- candidates ---------------------------------------------------------------------------

    def _announce_candidates(self, view: Mapping[str, Any], legal: list[Action]) -> list[Action]:
        wandering = view.get("wandering") or {}
        holder = wandering.get("holder")
        out: list[Action] = [Announce(None)]
        if isinstance(wandering.get("hero"), int):
            out.append(Announce(int(wandering["hero"])))
        if isinstance(holder, int):
            out += [Announce(h) for h in sorted(_bands(view)[holder])]
        return [a for a in dict.fromkeys(out) if a in legal]

    def _hold_candidates(self, view: Mapping[str, Any], legal: list[Action]) -> list[Action]:
        out: list[Action] = [a for a in legal if isinstance(a, (Recruit, PassOn))]
        hints = [a for a in legal if isinstance(a, AskHint)]
        if hints:
            out += self._best_hints(view, hints, 2)
        me = int(view["seat"])
        wandering = view.get("wandering") or {}
        for action in legal:
            if not isinstance(action, UsePower):
                continue
            aimed = action.hero == DOG_TRAINER and action.target == wandering.get("holder") != me
            if action.hero in (SERGEANT, PYROMANIAC) or aimed:
                out.append(action)
        return out or list(legal)

    def _best_hints(self, view: Mapping[str, Any], hints: list[AskHint], keep: int) -> list[Action]:
        """The hint cards whose answer would best split the heroes new to this seat from the old ones."""
        belief = self.fallback.belief(view)
        band = _bands(view)[int(view["seat"])]
        mode = str(view["options"].get("hint_mode", "hero"))
        players = int(view["players"])

        def sureness(hint: AskHint) -> float:
            out = 0.0
            for answer in (True, False):
                mass = {h: p for h, p in belief.items() if hint_yes(h, hint.hero, mode, players) == answer}
                total = sum(mass.values())
                if total > 0:
                    new = sum(p for h, p in mass.items() if h not in band) / total
                    out += total * max(new, 1 - new)
            return out

        ranked = sorted(hints, key=lambda a: (-sureness(a), a.hero))
        return list(ranked[:keep])

    # -- windows ------------------------------------------------------------------------------

    def _window(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """A power against this seat may be cancelled, a power on the wandering hero may pay: weigh both."""
        me = int(view["seat"])
        stack = view.get("stack") or []
        if view["window"]["kind"] == "chicken":
            if stack and int(stack[-1]["seat"]) != me:
                return self._search(view, [Decline(), *(a for a in legal if a != Decline())], self.window_samples)
            return Decline()
        wandering = view.get("wandering") or {}
        holder = wandering.get("holder")
        if isinstance(holder, int) and holder != me and not wandering.get("declared"):
            aimed: list[Action] = [
                a
                for a in legal
                if isinstance(a, UsePower)
                and (a.hero in (PYROMANIAC, SERGEANT) or (a.hero == DOG_TRAINER and a.target == holder))
            ]
            if aimed and (len(_bands(view)[holder]) >= TO_WIN - 2 or isinstance(wandering.get("hero"), int)):
                return self._search(view, [Decline(), *aimed], self.window_samples)
        return self.fallback.choose(view, legal)

    # -- the search ---------------------------------------------------------------------------

    def _sender_model(self, view: Mapping[str, Any]) -> Callable[[list[int], random.Random], int | None]:
        """What the active player sent from a given hand: mostly the rule-following bluff."""
        bands = _bands(view)
        active = int(view["active"])
        players = int(view["players"])
        turned = view.get("turned")
        free = bool(view.get("black_knight")) or turned is None
        required = 0 if turned is None else int(turned)

        def model(hand: list[int], rng: random.Random) -> int | None:
            sendable = sorted({h for h in hand if free or meets(required, h, players)})
            if not sendable:
                return None
            if rng.random() >= BLUFF_SHARE:
                return rng.choice(sendable)
            return max(sendable, key=lambda h: (bluff_score(bands, active, h), rng.random()))

        return model

    def posterior(self, view: Mapping[str, Any], draws: int = POSTERIOR_DRAWS) -> dict[int, float]:
        """The chance of each hero being the wandering one (which this seat does not know).

        From the deck: the unseen cards. From a hand: the sender's hand before the send is drawn
        from the unseen cards and the sender model names what it sent. Either way each answer to
        this turn's hints weighs the candidate by how many unseen cards would give that answer.
        """
        wandering = view.get("wandering") or {}
        players = int(view["players"])
        mode = str(view["options"].get("hint_mode", "hero"))
        pool = unseen(view)
        cards = [h for h, n in sorted(pool.items()) for _ in range(n)]
        slots = hint_slots(view)
        shown = [(int(view["discard"][i]["hero"]), a) for i, a in slots if view["discard"][i]["hero"] is not None]
        hidden = [a for i, a in slots if view["discard"][i]["hero"] is None]
        cands = set(candidates(view))

        def likelihood(hero: int, rest: Mapping[int, int]) -> float:
            if any(hint_yes(hero, given, mode, players) != answer for given, answer in shown):
                return 0.0
            weight = 1.0
            total = sum(rest.values()) or 1
            for answer in hidden:
                fits = sum(n for h, n in rest.items() if hint_yes(hero, h, mode, players) == answer)
                weight *= fits / total
            return weight

        mass: dict[int, float] = {}
        active = int(view["active"])
        if wandering.get("from_deck") or not cards or active == view["seat"]:
            for hero, n in pool.items():
                if hero in cands:
                    rest = dict(pool)
                    rest[hero] -= 1
                    mass[hero] = n * likelihood(hero, rest)
        else:
            model = self._sender_model(view)
            size = min(len(cards), int(view["hands"][active]["count"]) + 1)
            for _ in range(draws):
                hand = self.rng.sample(cards, size)
                sent = model(sorted(hand), self.rng)
                if sent is None:
                    continue
                rest = dict(pool)
                for h in hand:
                    rest[h] -= 1
                mass[sent] = mass.get(sent, 0.0) + likelihood(sent, rest)
        holder = wandering.get("holder")
        if isinstance(holder, int) and active != view["seat"] and not wandering.get("from_deck"):
            # Measured on seeded games: a sent hero is a copy of one the holder already has more
            # often than the sender model alone says; correct for it.
            held = _bands(view)[holder]
            bias = DUP_BIAS[players]
            mass = {h: m * (bias if h in held else 1.0) for h, m in mass.items()}
        total = sum(mass.values())
        if total <= 0:
            return {h: n / len(cards) for h, n in pool.items()} if cards else {}
        return {h: m / total for h, m in mass.items() if m > 0}

    def _search(self, view: dict[str, Any], candidates: list[Action], samples: int | None = None) -> Action:
        """Play every candidate in the same sampled worlds; the best mean value for this seat wins.

        When the wandering hero is unknown the worlds are stratified by it: each likely hero gets
        its share of the worlds (at least one), each world weighed by its hero's chance, so the
        main uncertainty does not add noise to the comparison.
        """
        if len(candidates) == 1:
            return candidates[0]
        me = int(view["seat"])
        samples = samples or self.samples
        wandering = view.get("wandering") or {}
        model = None
        plan: list[tuple[int | None, float]] = [(None, 1.0 / samples)] * samples
        if wandering and not isinstance(wandering.get("hero"), int):
            if not wandering.get("from_deck"):
                model = self._sender_model(view)
            belief = {h: p for h, p in self.posterior(view).items() if p >= MIN_STRATUM}
            total = sum(belief.values())
            if total > 0:
                plan = []
                for stratum, p in sorted(belief.items()):
                    count = max(1, round(p / total * samples))
                    plan += [(stratum, p / total / count)] * count
        totals = [0.0] * len(candidates)
        for fixed, weight in plan:
            world = sample_world(view, self.rng, sender_hand=model, wandering=fixed)
            for i, action in enumerate(candidates):
                totals[i] += weight * self._rollout(world.clone(), me, action)
        best = max(range(len(candidates)), key=lambda i: (round(totals[i], 9), -i))
        return candidates[best]

    def _rollout_bots(self, players: int) -> list[RulesBot]:
        """Rule-following bots for a rollout: they share this bot's rng and forget their hints."""
        while len(self._bots) < players:
            bot = RulesBot(0)
            bot.rng = self.rng
            self._bots.append(bot)
        for bot in self._bots:
            bot.asked = []
        return self._bots[:players]

    def _rollout(self, state: RentAHeroState, me: int, action: Action) -> float:
        """Play `action`, then the rest of the turn with rule-following bots; the model's value for `me`."""
        players = state.options.players
        bots = self._rollout_bots(players)
        # The bots remember the hints they asked this turn (the cards given are dealt in the world).
        if state.hints:
            face_down = [i for i, card in enumerate(state.discard) if not card.face_up]
            for n, index in enumerate(face_down[len(face_down) - len(state.hints) :]):
                bots[state.hints[n][0]].asked.append((state.active, state.turned, n, state.discard[index].hero))
        if isinstance(action, AskHint):
            bots[me].asked.append((state.active, state.turned, len(state.hints), action.hero))
        active = state.active
        # Every move below is one of the legal actions the state listed, so the rule checks of
        # `apply` are skipped (and the history, which nothing reads here, is not kept).
        state._perform(me, action)
        steps = 0
        while state.end_reason is None and state.active == active and steps < ROLLOUT_STEPS:
            seat = min(state.to_act())
            if state.window is not None:
                state._perform(seat, rollout_window(state, seat))
            else:
                state._perform(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
            steps += 1
        return win_chance(state, me)
