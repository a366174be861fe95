"""The sleuth: Rent a Hero's strongest bot (`best`). It reads its seat's view only.

1. **Who sent what.** When someone else sent the wandering hero from his hand, the sleuth draws
   that hand as it was before the send (the cards he holds now plus one, from the cards the
   sleuth has not seen) and asks a model of the sender what he would have sent from it: almost
   always the rule-following bluff (a hero the players on his left already have), now and then
   any card he could send. Hint answers (its own, which it knows, and the others', whose cards
   it does not) and the requirement weigh each candidate; a small correction measured on
   seeded games does the rest. A hero drawn from the deck is weighed by the unseen cards. A
   player who held the hero before, knew it (a "yes" to his hint, a Sergeant's look) and passed
   it on, free to recruit it, has it already: heroes his band lacks keep a small weight only.
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
   hand size, eliminated cards, deck left; at five players also how many are ahead or level and
   the tie-breaks, powers used and eliminated cards). At five players, once 12 or fewer cards
   are left, half the value is the share of the win the ranking as it stands would give. The
   best mean wins; a tie goes to the first listed.
4. **Asking.** A hint or a Sergeant's look is worth what the sleuth does once it knows: in each
   world the hint (or look) is played, then both follow-ups (recruit, pass); the worlds are
   grouped by what the answer would be, and each group takes its better follow-up (a
   rule-following stand-in would read the answer without the sender model). The two hint cards
   tried are those that best split new heroes from old ones under the sleuth's own belief.
5. **Cheap cases.** One legal action is played at once; other windows (Wizard, Witch) and the
   discard after a send from the deck follow the rule-following bot, so most decisions take
   well under a millisecond and the median stays low. At five players the Witch is kept: a
   refresh is one more power used (a tie-break) for a power that may never be used again.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from parlour.bots.reasons import Reason
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
from parlour.games.rentahero.bots import FORCED, RulesBot
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
from parlour.games.rentahero.views import SeatView, active_seat, seat_view
from parlour.games.rentahero.why import belief_reason, move, percent, private
from parlour.games.rentahero.worlds import candidates, hint_slots, hint_yes, sample_world, unseen

TO_WIN = 6
BLUFF_SHARE = 0.95  # how often the sender model sends the rule-following bluff rather than any card it may
ROLLOUT_STEPS = 400  # a safety bound on one turn's actions in a rollout
POSTERIOR_DRAWS = 300  # sender hands drawn to weigh what the wandering hero may be
# How much likelier than the sender model says a hero the holder has is, by player count (measured
# on seeded games against rule-following senders).
DUP_BIAS = {3: 1.4, 4: 1.2, 5: 1.0}
MIN_STRATUM = 0.03  # heroes less likely than this get no world of their own
# How likely a player who knew the wandering hero (a "yes" to his hint, a Sergeant's look) passed it
# on although it was new to his band (a rule-following player never does; a cunning one might).
KNOWN_PASS = 0.05

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


# At five players a richer model: it also reads the tie-breaks (eliminated cards and powers used,
# « el jugador que usó la menor cantidad de poderes ») and how many players are ahead or level.
# Fitted (logistic regression, the target each seat's share of the win) on every seat at every
# turn's start of 12,000 five-player games of rule-following bots (seeds 100,000-111,999). Fitted
# on the first four fifths only, its log-loss on the last fifth is 0.4095 (`WEIGHTS[5]`: 0.4112).
WEIGHTS_RANKED: dict[int, tuple[float, ...]] = {
    5: (
        -0.358, 0.014, 0.051, -0.265, 0.579, -0.197, 0.776, 0.342, -0.173, 0.044, -0.037, -0.118,
        -0.145, 0.016, -0.178, 0.119, -0.171, -0.831, 0.188, -0.144, 0.189, -0.224, 0.032, -0.032,
    ),
}  # fmt: skip


def ranked_features(state: RentAHeroState, seat: int) -> tuple[float, ...]:
    """What the five-player model reads: the race, the tie-breaks and time left (`t`: 0 at the deal, 1 at the end)."""
    players = state.options.players
    others = [s for s in range(players) if s != seat]
    heroes = [len(state.bands[s]) for s in others]
    me = len(state.bands[seat])
    top = max(heroes)
    t = 1.0 - min(len(state.deck), 45) / 45.0
    ahead = sum(1 for h in heroes if h > me)
    level = sum(1 for h in heroes if h >= me)
    count = len(others)
    used = state.powers_used
    return (
        1.0,
        float(me),
        float(top),
        sum(heroes) / count,
        me * t,
        top * t,
        (me - top) * t,
        1.0 if me >= TO_WIN - 1 else 0.0,
        float(sum(1 for h in heroes if h >= TO_WIN - 1)),
        float(ahead),
        float(level),
        ahead * t,
        level * t,
        float(sum(1 for used_ in state.bands[seat].values() if not used_)),
        sum(sum(1 for used_ in state.bands[s].values() if not used_) for s in others) / count,
        float(len(state.hands[seat])),
        sum(len(state.hands[s]) for s in others) / count,
        len(state.eliminated[seat]) / 2.0,
        sum(len(state.eliminated[s]) for s in others) / 2.0 / count,
        float(used[seat]),
        sum(used[s] for s in others) / count,
        used[seat] * t,
        float((seat - state.active) % players),
        t,
    )


# Near the deck's end at five players the ranking as it stands (heroes, then the tie-breaks) decides
# most games, and the model (fitted on whole games, read the same at every stage) weighs it too
# little: with this many cards or fewer left, a position is valued half by the model and half by
# the share of the win the seat would take if the game ended there. Measured on 1,000 fresh games
# each (seeds 10,000-10,999, then 11,000-11,999 to check): see docs/benchmarks.md.
STANDING_CARDS = {5: 12}
STANDING_WEIGHT = 0.5


def standing_share(state: RentAHeroState, seat: int) -> float:
    """The share of the win `seat` takes if the game ends now (a finished game: as it ended)."""
    winners = state.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def model_chance(state: RentAHeroState, seat: int) -> float:
    """The logistic model's chance that `seat` wins from this unfinished position."""
    players = state.options.players
    if players in WEIGHTS_RANKED:
        weights, values = WEIGHTS_RANKED[players], ranked_features(state, seat)
    else:
        weights, values = WEIGHTS[players], features(state, seat)
    z = sum(w * x for w, x in zip(weights, values, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def win_chance(state: RentAHeroState, seat: int) -> float:
    """The value of a position for `seat`: its chance to win from here (a finished game: its share of the win)."""
    if state.end_reason is not None:
        return standing_share(state, seat)
    chance = model_chance(state, seat)
    near = STANDING_CARDS.get(state.options.players)
    # With a reshuffled deck the game does not end when it runs out, so the standing means no more.
    if near is not None and len(state.deck) <= near and state.options.deck_out != "reshuffle":
        chance += STANDING_WEIGHT * (standing_share(state, seat) - chance)
    return chance


def _bands(view: SeatView) -> list[set[int]]:
    return [{int(entry["hero"]) for entry in band} for band in view["bands"]]


def knowing_passers(view: SeatView) -> list[int]:
    """The players who passed the wandering hero on this turn although they knew it.

    They held it before the holder (the seats after the active player's, in turn order), were free
    to recruit it (not muzzled) and knew it: a Sergeant's look, or a "yes" to a hint of theirs (when
    a hint names the hero). Such a player passed it on because his band has it already.
    """
    wandering: Mapping[str, Any] = view["wandering"] or {}
    holder, active = wandering.get("holder"), view.get("active")
    if not isinstance(holder, int) or not isinstance(active, int):
        return []
    players = int(view["players"])
    knew = {int(s) for s in wandering.get("known_to") or ()}
    if str(view["options"].get("hint_mode", "hero")) == "hero":
        knew |= {int(h["seat"]) for h in view.get("hints") or () if h["answer"]}
    muzzled = {int(s) for s in view.get("muzzled") or ()}
    # Everyone after the active player passed before the holder (all of them: it came back to him).
    span = (holder - active) % players or players
    earlier = [(active + step) % players for step in range(1, span)]
    return [s for s in earlier if s in knew and s not in muzzled and s != view["seat"]]


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
_RECRUIT = Recruit()
_PASS = PassOn()
_LOOK = UsePower(SERGEANT)
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
        self._why: Reason | None = None
        self._tally: list[tuple[Action, float]] = []  # the last search's candidates, best first
        self._worlds = 0
        self._belief: dict[int, float] | None = None

    def why(self) -> Reason | None:
        """The reason for the action the last `choose` returned."""
        return self._why

    # -- the entry point --------------------------------------------------------------------

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        self._why, self._tally, self._belief = FORCED, [], None
        action = self._choose(view, legal)
        if self._tally and self._tally[0][0] == action:
            self._why = self._searched(view, action)
        return action

    def _searched(self, view: SeatView, action: Action) -> Reason:
        """What the search found: the chosen move's value, the runners-up's, and its belief."""
        me, players = int(view["seat"]), int(view["players"])
        if not self._worlds:
            return Reason("rentahero.why.sleuth-single", {"move": move(me, players, action)})
        best = self._tally[0][1]
        rejected = [
            Reason(
                "rentahero.why.sleuth-other",
                {"move": move(me, players, other), "value": private(me, players, percent(v))},
            )
            for other, v in self._tally[1:3]
        ]
        if self._belief is not None:
            rejected.insert(0, belief_reason(me, players, self._belief, _bands(view)[me]))
        args = {"move": move(me, players, action), "value": private(me, players, percent(best)), "count": self._worlds}
        return Reason("rentahero.why.sleuth", args, tuple(rejected), Reason("rentahero.why.sleuth-public"))

    def _choose(self, view: SeatView, legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        if len(legal) == 1:
            return legal[0]
        window = view.get("window")
        if window is not None:
            return self._window(view, legal)
        if all(isinstance(a, DiscardCard) for a in legal):
            choice = self.fallback.choose(view, legal)
            self._why = self.fallback.why() or self._why
            return choice
        if all(isinstance(a, Announce) for a in legal):
            return self._search(view, self._announce_candidates(view, legal))
        if any(isinstance(a, (Send, SendFromDeck)) for a in legal):
            return self._search(view, [a for a in legal if not isinstance(a, UsePower) or a.hero == BLACK_KNIGHT])
        wandering: Mapping[str, Any] = view["wandering"] or {}
        belief = None if isinstance(wandering.get("hero"), int) else self.posterior(view)
        self._belief = belief
        return self._search(view, self._hold_candidates(view, legal, belief), belief=belief)

    # -- candidates ---------------------------------------------------------------------------

    def _announce_candidates(self, view: SeatView, legal: list[Action]) -> list[Action]:
        wandering: Mapping[str, Any] = view["wandering"] or {}
        holder = wandering.get("holder")
        out: list[Action] = [Announce(None)]
        if isinstance(wandering.get("hero"), int):
            out.append(Announce(int(wandering["hero"])))
        if isinstance(holder, int):
            out += [Announce(h) for h in sorted(_bands(view)[holder])]
        return [a for a in dict.fromkeys(out) if a in legal]

    def _hold_candidates(self, view: SeatView, legal: list[Action], belief: Mapping[int, float] | None) -> list[Action]:
        out: list[Action] = [a for a in legal if isinstance(a, (Recruit, PassOn))]
        hints = [a for a in legal if isinstance(a, AskHint)]
        if hints:
            out += self._best_hints(view, hints, 2, belief)
        me = int(view["seat"])
        wandering: Mapping[str, Any] = view["wandering"] or {}
        for action in legal:
            if not isinstance(action, UsePower):
                continue
            aimed = action.hero == DOG_TRAINER and action.target == wandering.get("holder") != me
            if action.hero in (SERGEANT, PYROMANIAC) or aimed:
                out.append(action)
        return out or list(legal)

    def _best_hints(
        self, view: SeatView, hints: list[AskHint], keep: int, belief: Mapping[int, float] | None = None
    ) -> list[Action]:
        """The hint cards whose answer would best split the heroes new to this seat from the old ones."""
        if belief is None:
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

    def _window(self, view: SeatView, legal: list[Action]) -> Action:
        """A power against this seat may be cancelled, a power on the wandering hero may pay: weigh both."""
        me = int(view["seat"])
        stack = view.get("stack") or []
        window = view["window"]
        assert window is not None  # asked only while a window is open
        if window["kind"] == "chicken":
            if stack and int(stack[-1]["seat"]) != me:
                return self._search(view, [Decline(), *(a for a in legal if a != Decline())], self.window_samples)
            return Decline()
        wandering: Mapping[str, Any] = view["wandering"] or {}
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
        choice = self.fallback.choose(view, legal)
        if isinstance(choice, UsePower) and choice.hero == WITCH and int(view["players"]) in WEIGHTS_RANKED:
            # A refresh is a power used (a tie-break lost) for a power that may never be used again:
            # the five-player model prices that below nothing, so keep the Witch.
            self._why = Reason("rentahero.why.keep-witch")
            return Decline()
        self._why = self.fallback.why() or self._why
        return choice

    # -- the search ---------------------------------------------------------------------------

    def _sender_model(self, view: SeatView) -> Callable[[list[int], random.Random], int | None]:
        """What the active player sent from a given hand: mostly the rule-following bluff."""
        bands = _bands(view)
        active = active_seat(view)
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

    def posterior(self, view: SeatView, draws: int | None = None) -> dict[int, float]:
        """The chance of each hero being the wandering one (which this seat does not know).

        From the deck: the unseen cards. From a hand: the sender's hand before the send is drawn
        from the unseen cards and the sender model names what it sent. Either way each answer to
        this turn's hints weighs the candidate by how many unseen cards would give that answer.
        """
        wandering: Mapping[str, Any] = view["wandering"] or {}
        players = int(view["players"])
        mode = str(view["options"].get("hint_mode", "hero"))
        pool = unseen(view)
        cards = [h for h, n in sorted(pool.items()) for _ in range(n)]
        slots = hint_slots(view)
        shown = [(hero, a) for i, a in slots if (hero := view["discard"][i]["hero"]) is not None]
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
        active = active_seat(view)
        if wandering.get("from_deck") or not cards or active == view["seat"]:
            for hero, n in pool.items():
                if hero in cands:
                    rest = dict(pool)
                    rest[hero] -= 1
                    mass[hero] = n * likelihood(hero, rest)
        else:
            model = self._sender_model(view)
            size = min(len(cards), int(view["hands"][active]["count"]) + 1)
            for _ in range(POSTERIOR_DRAWS if draws is None else draws):
                hand = self.rng.sample(cards, size)
                sent = model(sorted(hand), self.rng)
                if sent is None:
                    continue
                rest = dict(pool)
                for h in hand:
                    rest[h] -= 1
                mass[sent] = mass.get(sent, 0.0) + likelihood(sent, rest)
        holder = wandering.get("holder")
        bands = _bands(view)
        for seat in knowing_passers(view):
            mass = {h: m * (1.0 if h in bands[seat] else KNOWN_PASS) for h, m in mass.items()}
        if isinstance(holder, int) and active != view["seat"] and not wandering.get("from_deck"):
            # Measured on seeded games: a sent hero is a copy of one the holder already has more
            # often than the sender model alone says; correct for it.
            held = bands[holder]
            bias = DUP_BIAS[players]
            mass = {h: m * (bias if h in held else 1.0) for h, m in mass.items()}
        total = sum(mass.values())
        if total <= 0:
            return {h: n / len(cards) for h, n in pool.items()} if cards else {}
        return {h: m / total for h, m in mass.items() if m > 0}

    def _search(
        self,
        view: SeatView,
        candidates: list[Action],
        samples: int | None = None,
        belief: Mapping[int, float] | None = None,
    ) -> Action:
        """Play every candidate in the same sampled worlds; the best mean value for this seat wins.

        When the wandering hero is unknown the worlds are stratified by it: each likely hero gets
        its share of the worlds (at least one), each world weighed by its hero's chance, so the
        main uncertainty does not add noise to the comparison.
        """
        if len(candidates) == 1:
            self._tally, self._worlds = [(candidates[0], 0.0)], 0
            return candidates[0]
        me = int(view["seat"])
        samples = samples or self.samples
        wandering: Mapping[str, Any] = view["wandering"] or {}
        model = None
        plan: list[tuple[int | None, float]] = [(None, 1.0 / samples)] * samples
        if wandering and not isinstance(wandering.get("hero"), int):
            if not wandering.get("from_deck"):
                model = self._sender_model(view)
            likely = {h: p for h, p in (belief or self.posterior(view)).items() if p >= MIN_STRATUM}
            total = sum(likely.values())
            if total > 0:
                plan = []
                for stratum, p in sorted(likely.items()):
                    count = max(1, round(p / total * samples))
                    plan += [(stratum, p / total / count)] * count
        totals = [0.0] * len(candidates)
        # Asking (a hint, a Sergeant's look): per answer, the better follow-up's summed value.
        answers: dict[int, dict[Any, list[float]]] = {
            i: {} for i, a in enumerate(candidates) if isinstance(a, AskHint) or a == _LOOK
        }
        for fixed, weight in plan:
            world = sample_world(view, self.rng, sender_hand=model, wandering=fixed)
            for i, action in enumerate(candidates):
                if i in answers:
                    key, (recruit, passing) = self._informed(world.clone(), me, action)
                    acc = answers[i].setdefault(key, [0.0, 0.0])
                    acc[0] += weight * recruit
                    acc[1] += weight * passing
                else:
                    totals[i] += weight * self._rollout(world.clone(), me, action)
        for i, by_answer in answers.items():
            totals[i] = sum(max(acc) for acc in by_answer.values())
        best = max(range(len(candidates)), key=lambda i: (round(totals[i], 9), -i))
        order = sorted(range(len(candidates)), key=lambda i: (i != best, -totals[i], i))
        self._tally = [(candidates[i], totals[i]) for i in order]
        self._worlds = len(plan)
        return candidates[best]

    def _rollout_bots(self, players: int) -> list[RulesBot]:
        """Rule-following bots for a rollout: they share this bot's rng and forget their hints."""
        while len(self._bots) < players:
            bot = RulesBot(0)
            bot.explain = False
            bot.rng = self.rng
            self._bots.append(bot)
        for bot in self._bots:
            bot.asked = []
        return self._bots[:players]

    def _prepare(self, state: RentAHeroState, me: int, action: Action) -> list[RulesBot]:
        """Rule-following bots for the seats of `state`, remembering the hints asked this turn."""
        bots = self._rollout_bots(state.options.players)
        # The bots remember the hints they asked this turn (the cards given are dealt in the world).
        if state.hints:
            face_down = [i for i, card in enumerate(state.discard) if not card.face_up]
            for n, index in enumerate(face_down[len(face_down) - len(state.hints) :]):
                bots[state.hints[n][0]].asked.append((state.active, state.turned, n, state.discard[index].hero))
        if isinstance(action, AskHint):
            bots[me].asked.append((state.active, state.turned, len(state.hints), action.hero))
        return bots

    def _play(self, state: RentAHeroState, bots: list[RulesBot], active: int, stop: int | None = None) -> bool:
        """Play on with the bots until the turn of `active` ends; True if it stopped at `stop`'s decision instead.

        Every move is one of the legal actions the state listed, so the rule checks of `apply` are
        skipped (and the history, which nothing reads here, is not kept).
        """
        steps = 0
        while state.end_reason is None and state.active == active and steps < ROLLOUT_STEPS:
            if state.window is None:
                if stop is not None and state.phase == "hold" and not state.announcers and state.holder == stop:
                    return True
                seat = min(state.to_act())
                state._perform(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
            else:
                seat = min(state.to_act())
                state._perform(seat, rollout_window(state, seat))
            steps += 1
        return False

    def _rollout(self, state: RentAHeroState, me: int, action: Action) -> float:
        """Play `action`, then the rest of the turn with rule-following bots; the model's value for `me`."""
        bots = self._prepare(state, me, action)
        active = state.active
        state._perform(me, action)
        self._play(state, bots, active)
        return win_chance(state, me)

    def _informed(self, state: RentAHeroState, me: int, action: Action) -> tuple[Any, tuple[float, float]]:
        """Ask (a hint, a look), then both follow-ups: what this seat would know then, and each one's value.

        The follow-up is the sleuth's own choice once it knows the answer, so it is scored per answer
        (in `_search`) rather than left to a rule-following stand-in that reads the answer less well.
        """
        bots = self._prepare(state, me, action)
        active = state.active
        state._perform(me, action)
        if not self._play(state, bots, active, stop=me):
            value = win_chance(state, me)
            return None, (value, value)
        knows = state.wandering if me in state.knowers else None
        key = (knows, tuple(answer for seat, answer in state.hints if seat == me))
        legal = state.legal_actions(me)
        memory = [list(bot.asked) for bot in bots]
        values: list[float] = []
        for follow in (_RECRUIT, _PASS):
            if follow not in legal:
                continue
            branch = state.clone()
            for bot, asked in zip(bots, memory, strict=True):
                bot.asked = list(asked)
            branch._perform(me, follow)
            self._play(branch, bots, active)
            values.append(win_chance(branch, me))
        if not values:  # pragma: no cover - passing is always open to a holder who is not the active player
            value = win_chance(state, me)
            return key, (value, value)
        return key, (values[0], values[-1])
