"""What the H-group bot does on its turn, and why: the order of its priorities, how it weighs the
clues it could give (as each partner will read them), and which card it lets go.

Priorities, in order (the guide's "Finesse Urgency", "Check Team Chops", then play, clue, discard):

1. blind-play a card a finesse promised, once it is playable;
2. save the next player's chop if it is critical (a 5, a 2 no one else holds, the last copy)
   and they have nothing to play;
3. play a card its clues (read by the conventions) say is playable;
4. give the best clue, if it is worth a clue (a play, a save, a finesse...);
5. discard: a card known to be trash, else the chop;
6. with 8 tokens (no discard allowed), the least harmful clue.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from parlour.bots.reasons import Reason, Seat, Secret, hidden_from_all_but
from parlour.engine.actions import Action
from parlour.engine.i18n import Term
from parlour.games.hanabi.actions import ClueColour, ClueRank, Discard, Play
from parlour.games.hanabi.cards import RANKS
from parlour.games.hanabi.conventions.memory import Ident, Memory, rank_of, suit_of
from parlour.games.hanabi.conventions.reading import (
    Chain,
    ChopMove,
    Reading,
    chop_move,
    clue_ids,
    connect,
    ones_order,
    order_chop_move,
    read_clue,
    receiver_view,
)

WHY = "hanabi.why.hgroup."
# A clue is given when it is worth at least this much (one card played or saved is 1.0; 0.5 rather
# than 0.9 gained about 0.4 points at 2 players over 150 seeded games, nothing at 5), in the Early
# Game as after it.
CLUE_WORTH = 0.5
# At 2 players, with this many tokens in the lid or more, a clue that touches no new card (it fills
# in cards already clued) is given rather than a discard: the only partner's chop is the team's
# next loss (+0.2 to +0.3 points over 300 seeded 2-player games, docs/bots/hanabi.md).
SPARE_TOKENS_2P = 4
BAD_TOUCH = 1.0  # a clued card that will never be played (trash, or a copy of a card already clued)
GOOD_TOUCH = 0.15  # a useful card touched along with the focus
FILL_IN_WORTH = 0.7  # a touched card its owner now knows to be playable
FINESSE_WORTH = 1.0  # a card blind-played: a play for no clue of its own
PROMPT_WORTH = 0.3  # a clued card played sooner
COPY_RISK = 0.5  # a touched card that may copy one of the giver's own clued cards
SAVE_WORTH = {5: 1.0, 2: 0.8}  # the 5 Save and the 2 Save; a critical save is worth CRITICAL_WORTH
CRITICAL_WORTH = 1.3
# A card a chop move saves is worth less than the same card saved by a direct clue (its owner
# learns nothing of it, and a direct save is preferred: 0.9 or 0.75 rather than 0.6 lost 0.1 to 0.2
# points at 2, 4 and 5 players over 300 seeded games); a useful
# card no save clue may touch (not critical, not a 2) is worth USEFUL_MOVE if its owner is about to
# discard it, a third of that otherwise (0.45 lost 0.15 points at 2-4 players over 300 games).
MOVED_SHARE = 0.6
USEFUL_MOVE = 0.2
SAFE_DISCARD = 0.1  # a known-trash card given by a Trash Chop Move: a discard that loses nothing


def card_args(memory: Memory, card: Ident) -> dict[str, object]:
    """A card's name as reason parameters: its colour (a term) and rank."""
    colour = memory.facts.suits[suit_of(card)].colour
    return {"colour": Term(f"hanabi.colour.{colour}"), "rank": rank_of(card)}


def believed(memory: Memory, card: Ident) -> dict[str, object]:
    """What the bot reads its own card to be: partly from the cards it sees (a partner's own hand
    among them), so said to the bot's seat only."""
    hidden = hidden_from_all_but(memory.me, memory.facts.players)
    return {name: Secret(value, hidden) for name, value in card_args(memory, card).items()}


def clue_arg(action: ClueColour | ClueRank) -> object:
    return Term(f"hanabi.colour.{action.colour}") if isinstance(action, ClueColour) else action.rank


@dataclass
class Option:
    """A clue weighed: its worth and what it does, for the reason."""

    action: ClueColour | ClueRank
    worth: float
    kind: str  # play, finesse, prompt, save-5, save-2, save-critical, 5cm, tcm, fill-in, stall
    focus: int
    truth: Ident
    links: Chain = ()
    extra: dict[str, object] = field(default_factory=dict)
    moved: tuple[int, ...] = ()  # the cards a chop move saves (kind 5cm or tcm)


def my_beliefs(memory: Memory) -> dict[int, frozenset[Ident]]:
    """What this seat keeps for each of its cards: the convention's reading, narrowed by the copies
    it can see, falling back to the plain reading of the clues when the convention's is broken."""
    counts = memory.visible_counts(memory.me)
    copies = memory.facts.copies
    elsewhere = _clued_elsewhere(memory)
    beliefs: dict[int, frozenset[Ident]] = {}
    for card in memory.hands[memory.me]:
        literal = frozenset(i for i in memory.possible[card] if counts[i] < copies[i])
        if card in memory.plain_cards and card not in memory.blind:
            beliefs[card] = literal or memory.possible[card]  # a plain giver's clue: what it says
            continue
        belief = memory.belief(card) & literal
        if card in memory.clued and card not in memory.blind:
            belief = belief - elsewhere or belief  # Good Touch: not a copy of a card clued elsewhere
        beliefs[card] = belief or literal
    return beliefs


def _clued_elsewhere(memory: Memory) -> set[Ident]:
    seen: set[Ident] = set()
    for seat, hand in enumerate(memory.hands):
        if seat == memory.me:
            continue
        for card in hand:
            if card in memory.clued or card in memory.blind:
                face = memory.faces.get(card)
                if face is not None:
                    seen.add(face)
    return seen


def _duplicate(memory: Memory, card: int, face: Ident, also: list[int]) -> bool:
    """`face` is already clued or promised in some hand (or twice in this clue): a bad touch."""
    for hand in memory.hands:
        for other in hand:
            if other == card:
                continue
            if other in memory.clued or other in memory.blind or other in also:
                seen = memory.known(other) if other in memory.hands[memory.me] else memory.faces.get(other)
                if seen == face:
                    return True
    return False


def weigh(memory: Memory, action: ClueColour | ClueRank, strict: bool = True) -> Option | None:
    """The clue as its receiver and the seats in between will read it; None if someone would misread
    it (the receiver would misplay or, if `strict`, mistake the focus; a finessed seat would not see it)."""
    me, target = memory.me, action.target
    colour = action.colour if isinstance(action, ClueColour) else None
    rank = action.rank if isinstance(action, ClueRank) else None
    ids = clue_ids(memory, colour, rank)
    hit = [card for card in memory.hands[target] if memory.faces[card] in ids]
    if not hit:
        return None
    move = chop_move(memory, target, colour, rank, hit, memory.tokens >= 8)
    if move is not None:
        return _weigh_chop_move(memory, action, hit, move)
    reading = read_clue(memory, me, target, colour, rank, hit)
    receiver_view(memory, reading, me, target, colour, rank)
    focus = reading.focus
    truth = memory.faces[focus]
    if truth not in reading.candidates and (strict or reading.candidates):
        return None  # a stall may leave the focus unread (its plain meaning), never misread
    risk = _misplay_risk(memory, reading, target, hit)
    if risk is None:
        return None
    if truth not in reading.candidates:
        return Option(action, -1.0 - 0.1 * len(reading.new), "stall", focus, truth)
    links = reading.links or ()
    playing = reading.candidates[truth] is not None and reading.links is not None
    if playing and not _seats_agree(memory, target, truth, focus, links):
        return None
    worth = -risk
    if playing:
        kinds = {link.kind for link in links}
        kind = "finesse" if "finesse" in kinds else "prompt" if "prompt" in kinds else "play"
        if not (memory.will_play(focus) or memory.known(focus) == truth or _duplicate(memory, focus, truth, hit)):
            worth += 1.0 + (0.1 if memory.playable(truth) else 0.0)
        worth += sum(
            FINESSE_WORTH if link.kind == "finesse" else PROMPT_WORTH if link.kind == "prompt" else 0.0
            for link in links
        )
    elif reading.chop_focus:
        kind = "save-5" if rank == 5 else "save-2" if rank == 2 else "save-critical"
        worth += SAVE_WORTH.get(rank or 0, CRITICAL_WORTH) if kind != "save-critical" else CRITICAL_WORTH
        if rank == 2 and _duplicate_anywhere(memory, focus, truth):
            worth -= 1.0  # a 2 held elsewhere needs no save
    else:
        kind = "fill-in"
    for card in hit:
        if card == focus:
            continue
        face = memory.faces[card]
        if card in reading.new:
            bad = memory.trash(face) or _duplicate(memory, card, face, [c for c in hit if c != card])
            worth += -BAD_TOUCH if bad else GOOD_TOUCH
        belief = [i for i in reading.beliefs[card] if not memory.trash(i)]
        if belief and all(memory.playable(i) for i in belief) and not memory.will_play(card):
            worth += FILL_IN_WORTH  # the receiver learns it can play this card too
    if kind == "fill-in" and worth <= 0:
        worth = -0.1 * len(reading.new)
    return Option(action, worth, kind, focus, truth, tuple(links))


def _weigh_chop_move(memory: Memory, action: ClueColour | ClueRank, hit: list[int], move: ChopMove) -> Option:
    """A chop move as its receiver reads it (the guide's level 4): worth what it saves, plus the 5s
    it touches (The 5's Chop Move) or the safe discard it gives (The Trash Chop Move)."""
    target = action.target
    worth = sum(_moved_worth(memory, target, card) for card in move.cards)
    new = [card for card in hit if card not in memory.clued]
    for card in new:
        face = memory.faces[card]
        if move.kind == "tcm":
            worth += SAFE_DISCARD
        elif memory.trash(face) or _duplicate(memory, card, face, [c for c in hit if c != card]):
            worth -= BAD_TOUCH
        else:
            worth += GOOD_TOUCH
    focus = new[-1] if new else hit[-1]
    return Option(action, worth, move.kind, focus, memory.faces[focus], moved=move.cards)


def _moved_worth(memory: Memory, target: int, card: int) -> float:
    """What saving `card` (kept for good by its owner) is worth: a card never needed, or visible
    elsewhere, clogs a hand; a critical card or a 2 is a save; another useful card counts most when
    its owner is about to discard it."""
    face = memory.faces[card]
    if memory.trash(face) or _duplicate_anywhere(memory, card, face) or _duplicate(memory, card, face, []):
        return -0.5 * BAD_TOUCH
    if memory.critical(face):
        return MOVED_SHARE * CRITICAL_WORTH
    if rank_of(face) == 2:
        return MOVED_SHARE * SAVE_WORTH[2]
    return USEFUL_MOVE if _will_discard(memory, target) else USEFUL_MOVE / 3


PLAIN_NARROW_WORTH = 0.3  # a playable card narrowed (not yet sure) for a partner who reads plainly


def plain_sure(memory: Memory, seat: int, possible: frozenset[Ident], counts: list[int]) -> bool:
    """A partner who reads clues plainly knows the card playable: every identity its clues and
    the copies it sees leave is playable."""
    left = [i for i in possible if counts[i] < memory.facts.copies[i]]
    return bool(left) and all(memory.playable(i) for i in left)


def _coming(memory: Memory) -> set[Ident]:
    """Identities some seat already knows to be playable (no clue needed for them)."""
    coming: set[Ident] = set()
    for seat, hand in enumerate(memory.hands):
        counts = memory.visible_counts(seat) if seat in memory.plain else []
        for card in hand:
            face = memory.faces.get(card) if seat != memory.me else memory.known(card)
            if face is None:
                continue
            if seat in memory.plain:
                if plain_sure(memory, seat, memory.possible[card], counts):
                    coming.add(face)
            elif memory.will_play(card):
                coming.add(face)
    return coming


def weigh_plain(memory: Memory, action: ClueColour | ClueRank) -> Option | None:
    """A clue to a partner who reads clues plainly, as it will use it: the cards it makes known
    playable (it plays nothing else), a critical card on its chop touched (it never discards a
    clued card), and the playable cards it narrows; a useless card touched is clogged for good."""
    target = action.target
    colour = action.colour if isinstance(action, ClueColour) else None
    rank = action.rank if isinstance(action, ClueRank) else None
    ids = clue_ids(memory, colour, rank)
    hand = memory.hands[target]
    hit = [card for card in hand if memory.faces[card] in ids]
    if not hit:
        return None
    counts = memory.visible_counts(target)
    coming = _coming(memory)
    worth = 0.0
    kind = "fill-in"
    focus: int | None = None
    gained: set[Ident] = set()
    for card in hand:
        face = memory.faces[card]
        before = memory.possible[card]
        after = before & ids if card in hit else before - ids
        if plain_sure(memory, target, after, counts) and not plain_sure(memory, target, before, counts):
            if face not in coming and face not in gained:
                gained.add(face)
                worth += 1.0 + 0.1 * (5 - rank_of(face)) / 5
                kind, focus = "play", focus if focus is not None else card
        elif memory.playable(face) and face not in coming and len(after) < len(before):
            worth += PLAIN_NARROW_WORTH
            focus = focus if focus is not None else card
        if (
            card in hit
            and card not in memory.clued
            and (memory.trash(face) or _duplicate(memory, card, face, [c for c in hit if c != card]))
        ):
            worth -= 0.5 * BAD_TOUCH
    chop = memory.chop(target)
    if chop is not None and chop in hit and _needs_save(memory, target, chop):
        face = memory.faces[chop]
        saved = SAVE_WORTH.get(rank_of(face), CRITICAL_WORTH) if not memory.critical(face) else CRITICAL_WORTH
        worth += saved
        if kind != "play":
            kind = "save-5" if rank == 5 else "save-2" if rank == 2 else "save-critical"
            focus = chop
    if focus is None:
        focus = hit[0]
        worth = min(worth, -0.1 * sum(1 for c in hit if c not in memory.clued))
        kind = "stall"
    return Option(action, worth, kind, focus, memory.faces[focus])


def _misplay_risk(memory: Memory, reading: Reading, target: int, hit: list[int]) -> float | None:
    """None if the receiver would misplay a card after the clue; else the risk to weigh against it.

    The receiver sees this seat's clued cards and reads new clues as no copy of them (Good Touch),
    so a touched card that may copy one of them could be misread: a risk, or a misplay if the
    identities left would all be playable. And cards held playable as one of several identities
    (1s, say) are played one after another, so none of them may repeat another.
    """
    mine = set().union(
        *(memory.live(c) for c in memory.hands[memory.me] if c in memory.clued and memory.known(c) is None)
    )
    risk = 0.0
    for card in memory.hands[target]:
        if card not in hit and card not in memory.clued:
            continue
        face = memory.faces[card]
        belief = reading.candidates.keys() if card == reading.focus else reading.beliefs[card]
        live = [i for i in belief if not memory.trash(i)]
        if live and all(memory.playable(i) for i in live) and not memory.playable(face):
            return None
        if card not in hit:
            continue
        if face in mine:
            narrow = [i for i in live if i not in mine]
            if narrow and all(memory.playable(i) for i in narrow) and not memory.playable(face):
                return None
            risk += COPY_RISK
        repeats = memory.trash(face) or _duplicate(memory, card, face, [c for c in hit if c != card])
        if len(live) > 1 and all(memory.playable(i) for i in live) and repeats:
            return None
    return risk


def _seats_agree(memory: Memory, target: int, truth: Ident, focus: int, links: Chain) -> bool:
    """Each seat a prompt or a finesse falls on finds the same cards of its own from where it sits."""
    for seat in {link.seat for link in links if link.kind != "known"}:
        theirs = connect(memory, seat, memory.me, target, truth, focus)
        expected = [(link.card, link.ident) for link in links if link.seat == seat]
        if theirs is None or [(link.card, link.ident) for link in theirs if link.seat == seat] != expected:
            return False
    return True


def _duplicate_anywhere(memory: Memory, card: int, face: Ident) -> bool:
    for seat, hand in enumerate(memory.hands):
        if seat == memory.me:
            continue
        for other in hand:
            if other != card and memory.faces.get(other) == face:
                return True
    return False


def clue_options(memory: Memory, legal: set[Action]) -> list[Option]:
    """Every legal clue that nobody would misread, best first."""
    options: list[Option] = []
    if memory.tokens <= 0:
        return options
    players = memory.facts.players
    for step in range(1, players):
        target = (memory.me + step) % players
        actions: list[ClueColour | ClueRank] = [ClueColour(target, c) for c in memory.facts.colours]
        actions += [ClueRank(target, r) for r in RANKS]
        for action in actions:
            if action not in legal:
                continue
            if target in memory.plain:
                # Clued plainly, but never so that a player of the conventions would misplay on it
                # (the evidence that the seat breaks them may be wrong).
                option = weigh_plain(memory, action) if weigh(memory, action, strict=False) is not None else None
            else:
                option = weigh(memory, action)
            if option is not None:
                # Ties: colour before rank (the guide's "Prefer Color Clues"), nearer partners first.
                option.extra["order"] = (isinstance(action, ClueRank), step)
                options.append(option)
    options.sort(key=lambda o: (-o.worth, o.extra["order"]))
    return options


def _will_discard(memory: Memory, seat: int) -> bool:
    """`seat` has nothing to play, so (with tokens to spare) it may well discard its chop."""
    return not any(memory.will_play(card) for card in memory.hands[seat]) and memory.tokens < 8


def _needs_save(memory: Memory, seat: int, card: int) -> bool:
    face = memory.faces[card]
    if memory.trash(face):
        return False
    if memory.critical(face):
        return True
    return rank_of(face) == 2 and not _duplicate_anywhere(memory, card, face)


def decide(memory: Memory, legal: list[Action]) -> tuple[Action, Reason]:
    """The bot's move and its reason."""
    me = memory.me
    hand = memory.hands[me]
    legal_set = set(legal)
    beliefs = my_beliefs(memory)
    # Good Touch: a clued (or promised) card is no trash, so trash identities leave its belief;
    # an unclued card may be anything its clues allow.
    live = {
        card: frozenset(i for i in beliefs[card] if not memory.trash(i))
        if (card in memory.clued or card in memory.blind) and card not in memory.plain_cards
        else beliefs[card]
        for card in hand
    }

    def slot(card: int) -> int:
        return hand.index(card) + 1  # slots as people count them, from the left

    playable = [
        card
        for card in hand
        if live[card]
        and all(memory.playable(i) for i in live[card])
        and not (card in memory.waits and any(memory.waits[card].values()))
        and (card in memory.clued or card in memory.blind or len(live[card]) == 1)
        and Play(hand.index(card)) in legal_set
        and _plainly_safe(memory, card)
    ]
    blind = [card for card in playable if card in memory.blind]
    if blind:
        card = blind[0]
        public = Reason(WHY + "finesse-play-public", {"slot": slot(card)})
        args = {"slot": slot(card), **believed(memory, next(iter(live[card])))}
        return Play(hand.index(card)), Reason(WHY + "finesse-play", args, public=public)

    options = clue_options(memory, legal_set)
    best = options[0] if options else None

    nxt = (me + 1) % memory.facts.players
    chop = memory.chop(nxt)
    urgent = chop is not None and _needs_save(memory, nxt, chop) and _will_discard(memory, nxt)
    order = ones_order(memory, me)
    ocm = _order_chop_move(memory, order, playable, nxt if urgent else None)
    if ocm is not None:
        card, target, saved = ocm
        args = {
            "slot": slot(card),
            "seat": Seat(target),
            "moved": memory.hands[target].index(saved) + 1,
            # The card kept: its owner cannot see it, nor can spectators who see no hand.
            **{
                name: Secret(value, frozenset({target, "public"}))
                for name, value in card_args(memory, memory.faces[saved]).items()
            },
        }
        public = Reason(WHY + "ocm-play-public", {k: args[k] for k in ("slot", "seat", "moved")})
        return Play(hand.index(card)), Reason(WHY + "ocm-play", args, public=public)

    if memory.tokens > 0 and urgent:
        saves = [o for o in options if o.action.target == nxt and (o.focus == chop or chop in o.moved) and o.worth > 0]
        if saves:
            save = saves[0]
            rejected = (Reason(WHY + "not-play", {"slot": slot(playable[0])}),) if playable else ()
            return save.action, _clue_reason(memory, save, rejected)

    if playable:
        # Clued 1s of unknown colour go in the guide's order ("Playing Multiple 1's"): another
        # order would be read as an Order Chop Move.
        rank = {c: n for n, c in enumerate(order)}
        card = min(playable, key=lambda c: (min(rank_of(i) for i in live[c]), rank.get(c, len(rank)), -hand.index(c)))
        one = next(iter(live[card])) if len(live[card]) == 1 else None
        rejected = (_clue_reason(memory, best),) if best is not None and best.worth >= CLUE_WORTH else ()
        if one is not None:
            public = Reason(WHY + "play-known-public", {"slot": slot(card)})
            args = {"slot": slot(card), **believed(memory, one)}
            return Play(hand.index(card)), Reason(WHY + "play-known", args, rejected, public)
        return Play(hand.index(card)), Reason(
            WHY + "play-any", {"slot": slot(card), "count": len(live[card])}, rejected
        )

    can_discard = Discard(0) in legal_set
    locked = memory.chop(me) is None and not any(
        all(memory.trash(i) for i in beliefs[card]) and card not in memory.blind for card in hand
    )
    if locked and memory.tokens > 0:
        # A Locked Hand: every card is clued or chop moved, so a discard throws a card the team
        # means to play; any clue nobody misreads is better while a token is left.
        clue = best if best is not None else _least_harmful(memory, legal)
        if clue is not None:
            kept = (Reason(WHY + "not-discard-locked", {"slot": slot(_least_needed(memory, hand, live))}),)
            if clue.worth > 0 and clue.kind != "stall":
                return clue.action, _clue_reason(memory, clue, kept)
            args = {"target": Seat(clue.action.target), "clue": clue_arg(clue.action)}
            return clue.action, Reason(WHY + "locked-stall", args, kept)
    worth_needed = CLUE_WORTH
    if memory.facts.players == 2 and memory.tokens >= SPARE_TOKENS_2P:
        worth_needed = -0.05  # any clue that touches no new card: it costs the team nothing but a token
    if best is not None and (best.worth >= worth_needed or not can_discard):
        chop_mine = memory.chop(me)
        rejected = (
            (Reason(WHY + "not-discard", {"slot": slot(chop_mine)}),) if can_discard and chop_mine is not None else ()
        )
        return best.action, _clue_reason(memory, best, rejected)

    if can_discard:
        rejected = (Reason(WHY + "not-clue", {"target": Seat(best.action.target)}),) if best is not None else ()
        trash = [card for card in hand if all(memory.trash(i) for i in beliefs[card]) and card not in memory.blind]
        if trash:
            card = trash[-1]
            return Discard(hand.index(card)), Reason(WHY + "discard-trash", {"slot": slot(card)}, rejected)
        chop_mine = memory.chop(me)
        if chop_mine is not None:
            moved = [card for card in hand[hand.index(chop_mine) :] if card in memory.moved]
            if moved:  # Chop Moves: the card the chop would be is kept
                args = {"slot": slot(chop_mine), "moved": slot(moved[-1])}
                return Discard(hand.index(chop_mine)), Reason(WHY + "discard-chop-moved", args, rejected)
            return Discard(hand.index(chop_mine)), Reason(WHY + "discard-chop", {"slot": slot(chop_mine)}, rejected)
        card = _least_needed(memory, hand, live)
        return Discard(hand.index(card)), Reason(WHY + "discard-locked", {"slot": slot(card)}, rejected)

    # Nothing to play, no clue anyone reads right, and no discard: the clue that misleads least.
    stall = _least_harmful(memory, legal)
    if stall is not None:
        return stall.action, Reason(
            WHY + "stall", {"target": Seat(stall.action.target), "clue": clue_arg(stall.action)}
        )
    clues = [a for a in legal if isinstance(a, (ClueColour, ClueRank))]
    if clues:
        action = clues[0]
        return action, Reason(WHY + "stall", {"target": Seat(action.target), "clue": clue_arg(action)})
    card = hand[0] if hand else -1
    return legal[0], Reason(WHY + "forced", {"slot": slot(card) if card >= 0 else 0})


def _order_chop_move(
    memory: Memory, order: list[int], playable: list[int], must: int | None
) -> tuple[int, int, int] | None:
    """An Order Chop Move to give (the guide's level 4): of this seat's clued 1s, due in `order`,
    the playable one whose skip chop-moves the chop of the nearest seat holding a card worth a save
    there (a critical card, a 2 no one else holds): (card, seat, its chop), or None. If the next
    seat's chop needs saving now (`must`), only a move that saves it will do."""
    me, players = memory.me, memory.facts.players
    found: list[tuple[int, int, int, int]] = []
    for card in order:
        moved = order_chop_move(memory, me, card) if card in playable else None
        if moved is None or (must is not None and moved[0] != must):
            continue
        target, chop = moved
        if _needs_save(memory, target, chop):
            found.append(((target - me) % players, card, target, chop))
    if not found:
        return None
    _, card, target, chop = min(found)
    return card, target, chop


def _least_harmful(memory: Memory, legal: list[Action]) -> Option | None:
    """The clue that misleads least: none misread, the fewest new cards touched."""
    stalls = [
        o
        for o in (
            weigh_plain(memory, a) if a.target in memory.plain else weigh(memory, a, strict=False)
            for a in legal
            if isinstance(a, (ClueColour, ClueRank))
        )
        if o
    ]
    return max(stalls, key=lambda o: o.worth) if stalls else None


def _plainly_safe(memory: Memory, card: int) -> bool:
    """The hard rule: a card is played only if the plain reading of its clues (and the copies this
    seat sees) leaves it some playable identity; a card clued by a partner who does not play the
    conventions, only if that reading leaves it nothing but playable identities."""
    counts = memory.visible_counts(memory.me)
    literal = [i for i in memory.possible[card] if counts[i] < memory.facts.copies[i]]
    if card in memory.plain_cards and card not in memory.blind:
        return bool(literal) and all(memory.playable(i) for i in literal)
    return any(memory.playable(i) for i in literal)


def _least_needed(memory: Memory, hand: list[int], live: dict[int, frozenset[Ident]]) -> int:
    """A locked hand (every card clued): the card least likely to be needed, the oldest on a tie."""

    def cost(card: int) -> tuple[int, int]:
        return (sum(1 for i in live[card] if memory.critical(i)), -hand.index(card))

    return min(hand, key=cost)


def _clue_reason(memory: Memory, option: Option, rejected: tuple[Reason, ...] = ()) -> Reason:
    """Why a clue: it names the clued card, which its holder cannot see, so the holder and the
    public read the clue's public form."""
    action = option.action
    args: dict[str, object] = {
        "target": Seat(action.target),
        "clue": clue_arg(action),
        "slot": memory.hands[action.target].index(option.focus) + 1,
        # The card the clue is about: its owner cannot see it, nor can spectators who see no hand.
        **{
            name: Secret(value, frozenset({action.target, "public"}))
            for name, value in card_args(memory, option.truth).items()
        },
    }
    kind = option.kind
    if kind == "finesse":
        blind = [link for link in option.links if link.kind == "finesse"]
        args["seat"] = Seat(blind[0].seat)
        args["count"] = len(blind)
    elif kind == "prompt":
        args["seat"] = Seat(next(link.seat for link in option.links if link.kind == "prompt"))
    elif kind == "play" and option.links:
        kind = "delayed"
    elif kind in ("5cm", "tcm"):
        hand = memory.hands[action.target]
        saved = option.moved[-1]
        args["moved"] = hand.index(saved) + 1
        args["count"] = len(option.moved)
        for name, value in card_args(memory, memory.faces[saved]).items():
            args[name] = Secret(value, frozenset({action.target, "public"}))
    elif kind == "fill-in" and option.worth <= 0:
        kind = "stall"
    public = Reason("hanabi.why.clue-public", {"clue": args["clue"], "target": args["target"]})
    key = WHY + kind + "-clue" if kind != "stall" else WHY + "stall"
    return Reason(key, args, rejected, public)
