"""Bots that know Rent a Hero. They read a seat's view and its legal actions, never the state.

`RulesBot` plays by a few plain rules:

1. **Send** a hero that adds nothing to the players on its left (bluff: a hero the next players
   already have, so a recruit eliminates it); never one that would give a neighbour a sixth hero
   if it can help it. Forced to send a hero that helps the next player, it uses its Black
   Knight when it has one. From the deck, it discards its most common card.
2. **Hold**: it weighs what the wandering hero may be (the requirement, the cards it can see,
   what it sent, a Sergeant's look, its own hints' answers, announcements taken with doubt) and
   recruits when the hero is probably new to its band, passes otherwise; unsure with three
   cards or more it asks a hint; unsure with fewer it looks with its Sergeant.
3. **Windows**: it declines unless a power clearly helps: a Pyromaniac on a hero that would
   make another player win (or that would force it to recruit a duplicate), a Dog Trainer on a
   holder the known hero would complete, a Wizard when its hand is small, a Witch to refresh a
   strong used power, an Angry Chicken to cancel a power used against it.
4. **Announce** (after its Sergeant): the truth, unless the truth would give the holder a
   hero; then a hero the holder already has (a lie that makes it pass).

>>> from parlour.games.rentahero import RENTAHERO, RentAHeroOptions
>>> state = RENTAHERO.new_state(RentAHeroOptions(players=4), seed=1)
>>> seat = state.next_to_ask()
>>> state.apply(seat, RulesBot(seed=1).choose(state.view(seat), state.legal_actions(seat))) is not None
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.bots.base import register_bot
from parlour.bots.reasons import Reason, Seat, Secret
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
from parlour.games.rentahero.cards import (
    BLACK_KNIGHT,
    CHICKEN,
    COPIES,
    DOG_TRAINER,
    HEROES,
    PYROMANIAC,
    SERGEANT,
    WITCH,
    WIZARD,
    allowed,
    meets,
)
from parlour.games.rentahero.views import SeatView, active_seat, seat_view
from parlour.games.rentahero.why import belief_reason, hero, percent, private

TO_WIN = 6
FORCED = Reason("bots.why.forced")  # the only legal move
RECRUIT_AT = 0.55  # recruit when the hero is new to the band with at least this probability
UNSURE = (0.2, 0.8)  # between these, ask a hint (or look with a Sergeant)
ANNOUNCE_TRUST = 0.6  # how much an announcement is believed
SMALL_HAND = 2  # a Wizard draws when the hand holds this few cards
# Which used power a Witch refreshes first.
REFRESH_ORDER = (PYROMANIAC, DOG_TRAINER, SERGEANT, BLACK_KNIGHT, WIZARD, CHICKEN)


def _band(view: SeatView, seat: int) -> dict[int, bool]:
    return {int(entry["hero"]): bool(entry["used"]) for entry in view["bands"][seat]}


def _hint_yes(wandering: int, given: int, mode: str, players: int) -> bool:
    """The answer a hint gets: same hero (default), or the hero meets the card's requirement."""
    if mode == "requirement":
        return meets(given, wandering, players)
    return wandering == given


class RulesBot:
    """Bluffs when it sends, recruits what it believes it lacks, keeps its powers for clear gains."""

    name = "simple"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        # Hints this seat asked: (active, turned, index in view["hints"], hero given).
        self.asked: list[tuple[Any, Any, int, int]] = []
        self._why: Reason | None = None
        # Whether to say why (the sleuth's rollouts play thousands of moves no one reads: they don't).
        self.explain = True

    def why(self) -> Reason | None:
        """The reason for the action the last `choose` returned."""
        return self._why

    def _say(self, view: SeatView, key: str, public: str | None = None, **args: Any) -> None:
        """Keep the reason `key`; `public`: the key said to those who may not read its secrets."""
        if not self.explain:
            return
        shown = {name: value for name, value in args.items() if not isinstance(value, Secret)}
        self._why = Reason(key, args, public=None if public is None else Reason(public, shown))

    def _secret(self, view: SeatView, value: Any) -> Any:
        return private(int(view["seat"]), int(view["players"]), value)

    # -- what the view says ------------------------------------------------------------------

    def belief(self, view: SeatView) -> dict[int, float]:
        """The probability of each hero being the wandering one, as far as this seat can tell."""
        wandering: Mapping[str, Any] = view["wandering"] or {}
        known = wandering.get("hero")
        if isinstance(known, int):
            return {known: 1.0}
        players = int(view["players"])
        me = int(view["seat"])
        candidates: Sequence[int] = HEROES
        if view["allowed"] is not None and not view.get("black_knight") and not wandering.get("from_deck"):
            candidates = [int(h) for h in view["allowed"]]
        seen: Counter[int] = Counter()
        for band in view["bands"]:
            seen.update(int(entry["hero"]) for entry in band)
        for pile in view["eliminated"]:
            seen.update(int(h) for h in pile)
        for card in view["discard"]:
            if card["hero"] is not None:
                seen[int(card["hero"])] += 1
        seen.update(int(h) for h in view["hands"][me].get("cards", ()))
        weights = {h: float(max(COPIES - seen[h], 0)) for h in candidates}
        # Answers to this seat's own hints this turn.
        mode = str(view["options"].get("hint_mode", "hero"))
        hints = view.get("hints") or []
        for active, turned, index, given in self.asked:
            if active != view.get("active") or turned != view.get("turned") or index >= len(hints):
                continue
            if int(hints[index]["seat"]) != me:
                continue
            answer = bool(hints[index]["answer"])
            for h in weights:
                if _hint_yes(h, given, mode, players) != answer:
                    weights[h] = 0.0
        # Announcements, taken with doubt.
        for item in view.get("announcements") or []:
            said = item.get("hero")
            if isinstance(said, int) and said in weights and int(item["seat"]) != me:
                total = sum(weights.values()) or 1.0
                for h in weights:
                    share = weights[h] / total
                    weights[h] = (1 - ANNOUNCE_TRUST) * share + (ANNOUNCE_TRUST if h == said else 0.0)
        total = sum(weights.values())
        if total <= 0:
            return {h: 1 / len(candidates) for h in candidates}
        return {h: w / total for h, w in weights.items()}

    # -- choosing ---------------------------------------------------------------------------

    def remember(self, view: Mapping[str, Any], action: Action) -> None:
        """An earlier move of this seat (a game resumed from its record): keep the hints it asked."""
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        self._forget_old_hints(view)
        if isinstance(action, AskHint):
            self.asked.append((view.get("active"), view.get("turned"), len(view.get("hints") or []), action.hero))

    def _forget_old_hints(self, view: SeatView) -> None:
        self.asked = [a for a in self.asked if a[0] == view.get("active") and a[1] == view.get("turned")]

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        view = seat_view(view)  # the seat's view, typed (a bot's views are only ever its seat's)
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        self._forget_old_hints(view)
        self._why = FORCED
        if len(legal) == 1:
            return legal[0]
        if all(isinstance(a, Announce) for a in legal):
            return self._announce(view, legal)
        if all(isinstance(a, DiscardCard) for a in legal):
            return self._discard(view, legal)
        if any(isinstance(a, (Send, SendFromDeck)) for a in legal):
            return self._send(view, legal)
        if any(isinstance(a, (Recruit, PassOn)) for a in legal):
            return self._hold(view, legal)
        return self._window(view, legal)

    def _sending_score(self, view: SeatView, hero: int) -> float:
        """How good sending `hero` is: it should add nothing to the players on the left."""
        me = int(view["seat"])
        players = int(view["players"])
        score = 0.0
        for step in range(1, players):
            seat = (me + step) % players
            band = _band(view, seat)
            weight = 1.0 / step
            if hero in band:
                score += weight
            else:
                score -= weight
                if len(band) >= TO_WIN - 1:
                    score -= 10 * weight
        if hero not in _band(view, me):
            score += 0.3  # if everyone passes, it comes back as a new hero
        return score

    def _send(self, view: SeatView, legal: list[Action]) -> Action:
        sends = [a for a in legal if isinstance(a, Send)]
        me = int(view["seat"])
        if sends:
            best = max(sends, key=lambda a: (self._sending_score(view, a.hero), self.rng.random()))
            knight = UsePower(BLACK_KNIGHT)
            nxt = (me + 1) % int(view["players"])
            if knight in legal and best.hero not in _band(view, nxt):
                hand = [int(h) for h in view["hands"][me].get("cards", ())]
                if any(h in _band(view, nxt) for h in hand):
                    self._say(
                        view,
                        "rentahero.why.knight",
                        "rentahero.why.knight-public",
                        player=Seat(nxt),
                        hero=self._secret(view, hero(best.hero)),
                    )
                    return knight
            holders = [Seat(s) for s in range(int(view["players"])) if s != me and best.hero in _band(view, s)]
            if holders:
                self._say(
                    view,
                    "rentahero.why.send-bluff",
                    "rentahero.why.send-public",
                    hero=self._secret(view, hero(best.hero)),
                    players=tuple(holders),
                    count=len(holders),
                )
            else:
                self._say(
                    view,
                    "rentahero.why.send-least",
                    "rentahero.why.send-public",
                    hero=self._secret(view, hero(best.hero)),
                )
            return best
        from_deck = [a for a in legal if isinstance(a, SendFromDeck)]
        if from_deck:
            self._say(view, "rentahero.why.send-deck")
            return from_deck[0]
        return self._window(view, legal)

    def _discard(self, view: SeatView, legal: list[Action]) -> Action:
        """After looking at the card sent from the deck: discard a spare card, ideally a copy of that hero.

        A face-up copy of the hero just sent makes it look less likely to the others, and keeps
        the cards worth sending later.
        """
        me = int(view["seat"])
        counts = Counter(int(h) for h in view["hands"][me].get("cards", ()))
        wandering_now = view["wandering"]
        sent = None if wandering_now is None else wandering_now["hero"]

        def worth(action: Action) -> tuple[float, float]:
            assert isinstance(action, DiscardCard)
            hero = action.hero
            bonus = 0.5 if hero == sent else 0.0
            return (counts[hero] + bonus - self._sending_score(view, hero) / 10, self.rng.random())

        choice = max(legal, key=worth)
        assert isinstance(choice, DiscardCard)
        self._say(
            view,
            "rentahero.why.discard",
            "rentahero.why.discard-public",
            hero=self._secret(view, hero(choice.hero)),
            count=counts[choice.hero],
        )
        return choice

    def _p_new(self, view: SeatView, belief: Mapping[int, float]) -> float:
        band = _band(view, int(view["seat"]))
        return sum(p for h, p in belief.items() if h not in band)

    def _hold(self, view: SeatView, legal: list[Action]) -> Action:
        me = int(view["seat"])
        belief = self.belief(view)
        p_new = self._p_new(view, belief)
        recruit, passing = Recruit() in legal, PassOn() in legal

        def say(key: str, public: str, **args: Any) -> None:
            if self.explain:
                believed = belief_reason(me, int(view["players"]), belief, set(_band(view, me)))
                chance = self._secret(view, percent(p_new))
                self._why = Reason(key, {"percent": chance, **args}, (believed,), Reason(public))

        if not passing and recruit:
            # The hero came back: recruiting is forced; a Pyromaniac saves a duplicate.
            burn = UsePower(PYROMANIAC)
            if burn in legal and p_new < 0.5:
                say("rentahero.why.burn-back", "rentahero.why.back-public")
                return burn
            say("rentahero.why.recruit-back", "rentahero.why.back-public")
            return Recruit()
        if not recruit:
            self._say(view, "rentahero.why.pass-only")
            return PassOn() if passing else self._window(view, legal)
        if UNSURE[0] < p_new < UNSURE[1]:
            hints = [a for a in legal if isinstance(a, AskHint)]
            hand = [int(h) for h in view["hands"][me].get("cards", ())]
            if hints and len(hand) >= 3:
                hint = self._best_hint(view, belief, hints)
                self.asked.append((view.get("active"), view.get("turned"), len(view.get("hints") or []), hint.hero))
                say("rentahero.why.hint", "rentahero.why.unsure-public", hero=self._secret(view, hero(hint.hero)))
                return hint
            if UsePower(SERGEANT) in legal:
                say("rentahero.why.sergeant", "rentahero.why.unsure-public")
                return UsePower(SERGEANT)
        if p_new >= RECRUIT_AT:
            say("rentahero.why.recruit", "rentahero.why.recruit-public", threshold=percent(RECRUIT_AT))
            return Recruit()
        say("rentahero.why.pass", "rentahero.why.pass-public", threshold=percent(RECRUIT_AT))
        return PassOn()

    def _best_hint(self, view: SeatView, belief: Mapping[int, float], hints: list[AskHint]) -> AskHint:
        band = _band(view, int(view["seat"]))
        mode = str(view["options"].get("hint_mode", "hero"))
        players = int(view["players"])

        def sureness(hint: AskHint) -> tuple[float, float]:
            out = 0.0
            for answer in (True, False):
                mass = {h: p for h, p in belief.items() if _hint_yes(h, hint.hero, mode, players) == answer}
                total = sum(mass.values())
                if total > 0:
                    new = sum(p for h, p in mass.items() if h not in band) / total
                    out += total * max(new, 1 - new)
            return (out, self.rng.random())

        return max(hints, key=sureness)

    def _announce(self, view: SeatView, legal: list[Action]) -> Action:
        wandering: Mapping[str, Any] = view["wandering"] or {}
        known, holder = wandering.get("hero"), wandering.get("holder")
        if not isinstance(known, int) or not isinstance(holder, int) or holder == view["seat"]:
            self._say(view, "rentahero.why.announce-nothing")
            return Announce(None)
        band = _band(view, holder)
        if known in band:
            # Said to others like a lie: that it is the truth would tell them which hero wanders.
            truth = self._secret(view, hero(known))
            self._say(
                view, "rentahero.why.announce-truth", "rentahero.why.announce-public", hero=truth, player=Seat(holder)
            )
            return Announce(known)
        truth = self._secret(view, hero(known))
        if band:
            said = self.rng.choice(sorted(band))
            self._say(
                view,
                "rentahero.why.announce-lie",
                "rentahero.why.announce-public",
                hero=hero(said),
                truth=truth,
                player=Seat(holder),
            )
            return Announce(said)
        self._say(
            view, "rentahero.why.announce-withhold", "rentahero.why.announce-public", truth=truth, player=Seat(holder)
        )
        return Announce(None)

    def _window(self, view: SeatView, legal: list[Action]) -> Action:
        action = self._window_move(view, legal)
        if action == Decline():
            self._say(view, "rentahero.why.decline")
        return action

    def _window_move(self, view: SeatView, legal: list[Action]) -> Action:
        me = int(view["seat"])
        fallback: Action = Decline() if Decline() in legal else legal[0]
        powers = [a for a in legal if isinstance(a, UsePower)]
        if not powers:
            return fallback
        stack = view.get("stack") or []
        answer = next((a for a in (UsePower(CHICKEN), UsePower(WITCH, refresh=CHICKEN)) if a in legal), None)
        if answer is not None and stack:
            # In a chicken window: the Angry Chicken, or first the Witch refreshing a used one.
            top = stack[-1]
            if int(top["seat"]) != me and self._against_me(view, top):
                self._say(view, "rentahero.why.chicken", player=Seat(int(top["seat"])), hero=hero(int(top["hero"])))
                return answer
            return fallback
        wandering: Mapping[str, Any] = view["wandering"] or {}
        known, holder = wandering.get("hero"), wandering.get("holder")
        if isinstance(known, int) and isinstance(holder, int) and not wandering.get("declared"):
            holder_band = _band(view, holder)
            new_to_holder = known not in holder_band
            if UsePower(PYROMANIAC) in legal:
                wins = holder != me and new_to_holder and len(holder_band) >= TO_WIN - 1
                useless = known in holder_band and holder == me and holder == view.get("active")
                if wins or useless:
                    key = "rentahero.why.burn-win" if wins else "rentahero.why.burn-duplicate"
                    self._say(
                        view,
                        key,
                        "rentahero.why.burn-public",
                        hero=self._secret(view, hero(known)),
                        player=Seat(holder),
                    )
                    return UsePower(PYROMANIAC)
            dog = UsePower(DOG_TRAINER, target=holder)
            if holder != me and new_to_holder and dog in legal and holder not in (view.get("muzzled") or []):
                self._say(
                    view,
                    "rentahero.why.muzzle",
                    "rentahero.why.muzzle-public",
                    hero=self._secret(view, hero(known)),
                    player=Seat(holder),
                )
                return dog
        hand = view["hands"][me].get("cards", ())
        if UsePower(WIZARD) in legal and len(hand) <= SMALL_HAND:
            self._say(view, "rentahero.why.wizard", count=len(hand))
            return UsePower(WIZARD)
        for refresh in REFRESH_ORDER:
            witch = UsePower(WITCH, refresh=refresh)
            if witch in legal and refresh in (PYROMANIAC, DOG_TRAINER, SERGEANT):
                self._say(view, "rentahero.why.witch", hero=hero(refresh))
                return witch
        return fallback

    @staticmethod
    def _against_me(view: SeatView, item: Mapping[str, Any]) -> bool:
        """A power on the stack that hurts this seat: a muzzle on it, a burn of a hero it holds."""
        me = int(view["seat"])
        hero = int(item["hero"])
        wandering: Mapping[str, Any] = view["wandering"] or {}
        if hero == DOG_TRAINER and item.get("target") == me:
            return True
        if hero == PYROMANIAC and wandering.get("holder") == me:
            known = wandering.get("hero")
            return not isinstance(known, int) or known not in _band(view, me)
        return hero == BLACK_KNIGHT and (active_seat(view) + 1) % int(view["players"]) == me


def required_heroes(view: SeatView) -> tuple[int, ...]:
    """The heroes the turned card allows (all of them with no card turned)."""
    turned = view.get("turned")
    return HEROES if turned is None else allowed(int(turned), int(view["players"]))


def play_out(state: Any, bots: Sequence[Any]) -> None:
    """Drive a game to its end with one bot per seat; in a window, the lowest pending seat acts first."""
    while (seat := state.next_to_ask()) is not None:
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))


register_bot(
    "rentahero",
    "simple",
    RulesBot,
    "Sends heroes its neighbours already have, recruits what it believes it lacks, asks hints when unsure.",
    level=1,
    aliases=("rules",),
)


def _sleuth(seed: int | None) -> Any:
    """The sleuth (parlour/games/rentahero/sleuth.py), imported late: it builds on RulesBot."""
    from parlour.games.rentahero.sleuth import SleuthBot

    return SleuthBot(seed)


register_bot(
    "rentahero",
    "sleuth",
    _sleuth,
    "Weighs who sent the wandering hero and why, and plays each real choice out to the end of the turn.",
    level=2,
    aliases=("best",),
)
