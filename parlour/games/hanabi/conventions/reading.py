"""How the H-group bot reads the table: a clue's focus, its meaning (play or save), the cards
that must be played before it (delayed plays, prompts, finesses), and what each later move says
about the clues still waiting to be resolved.

Every function here takes the point of view of one seat (`viewer`): what that seat may see, and
what this seat believes of its own cards when it imagines another seat looking at them. The bot
uses the same functions to read the clues it receives and to foresee how partners will read the
clues it gives, which is what keeps a convention common to the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from parlour.games.hanabi.conventions.memory import Ident, Memory, ident, rank_of, suit_of

MISREAD = 2  # evidence against a giver whose clue, seen from outside, no reading explains
# Evidence against a giver whose clue (or a finesse read in it) this seat played on, and misplayed:
# enough alone (the giver is then read plainly until it plays a card only the conventions made known).
MISPLAYED = 3


class Link(NamedTuple):
    """A card that must be played before a clue's focus: `kind` is known (a delayed play),
    prompt (a clued card its owner will play on cue) or finesse (a blind play)."""

    kind: str
    seat: int
    card: int
    ident: Ident


Chain = tuple[Link, ...]


@dataclass
class Reading:
    """What one clue means, as the reading seat understands it."""

    focus: int
    chop_focus: bool  # the clue touched the receiver's chop as a new card
    new: tuple[int, ...]  # cards the clue touched for the first time
    literal: dict[int, frozenset[Ident]]  # the receiver's cards' plain knowledge after the clue
    links: Chain | None  # the cards the reader sees must be played first (None: not a play clue to it)
    candidates: dict[Ident, Chain | None]  # what the receiver may take the focus for (None: as a save)
    beliefs: dict[int, frozenset[Ident]] = field(default_factory=dict)  # the receiver's other cards


def clue_ids(memory: Memory, colour: str | None, rank: int | None) -> frozenset[Ident]:
    """The identities a clue of `colour` or `rank` touches."""
    if colour is not None:
        return memory.facts.colour_ids[colour]
    assert rank is not None
    return memory.facts.rank_ids[rank]


def focus_of(memory: Memory, target: int, hit: Sequence[int]) -> tuple[int, bool, tuple[int, ...]]:
    """The focus of a clue ("Single Card Focus"): the chop if it is touched as a new card, else the
    leftmost new card, else the leftmost card touched again."""
    hand = memory.hands[target]
    touched = [card for card in hand if card in hit]
    new = tuple(card for card in touched if card not in memory.clued and card not in memory.blind)
    chop = memory.chop(target)
    if chop is not None and chop in new:
        return chop, True, new
    if new:
        return new[0], False, new
    return touched[0], False, new


def _known_link(memory: Memory, want: Ident, used: set[int]) -> Link | None:
    for seat, card in memory.known_cards().get(want, ()):
        if card not in used:
            return Link("known", seat, card, want)
    return None


def _prompt_link(
    memory: Memory, viewer: int, between: Sequence[int], want: Ident, used: set[int]
) -> Link | bool | None:
    """The Prompt: the leftmost clued card of the first seat in turn order that could be `want`.

    False when that card is visibly something else (the prompt would go wrong, so it is no prompt).
    """
    for seat in between:
        for card in memory.hands[seat]:
            if card in used or card not in memory.clued:
                continue
            live = memory.live(card)
            if want not in live or len(live) == 1:
                continue
            face = memory.face(card, viewer)
            if face is None or face == want:
                return Link("prompt", seat, card, want)
            return False
    return None


def _finesse_link(memory: Memory, viewer: int, between: Sequence[int], want: Ident, used: set[int]) -> Link | None:
    """The Finesse: the card on some seat's finesse position; the viewer takes it as its own only
    when it sees it nowhere else."""
    for seat in between:
        if seat == viewer:
            continue
        card = memory.finesse_position(seat, tuple(used))
        if card is not None and memory.face(card, viewer) == want:
            return Link("finesse", seat, card, want)
    if viewer in between:
        card = memory.finesse_position(viewer, tuple(used))
        if card is not None:
            return Link("finesse", viewer, card, want)
    return None


def connect(memory: Memory, viewer: int, giver: int, receiver: int, want: Ident, focus: int) -> Chain | None:
    """The cards that must be played before `want` can be, as `viewer` sees them; None if none can
    be found (then a clue on `want` is no play clue to that seat). Prompts and finesses only fall on
    the seats between the giver and the receiver, so they are resolved before the receiver acts."""
    suit, rank = suit_of(want), rank_of(want)
    top = memory.fireworks[suit]
    if rank <= top:
        return None
    # A partner who reads clues plainly plays no card on a prompt or a finesse: none falls on it.
    between = [seat for seat in memory.between(giver, receiver) if seat not in memory.plain]
    used = {focus}
    links: list[Link] = []
    for r in range(top + 1, rank):
        need = ident(suit, r)
        link = _known_link(memory, need, used)
        if link is None:
            prompt = _prompt_link(memory, viewer, between, need, used)
            if prompt is False:
                return None
            link = prompt if isinstance(prompt, Link) else _finesse_link(memory, viewer, between, need, used)
        if link is None:
            return None
        links.append(link)
        used.add(link.card)
    return tuple(links)


class ChopMove(NamedTuple):
    """A clue read as a chop move (the guide's level 4, "Chop Moves"): `kind` is "5cm" (The 5's
    Chop Move) or "tcm" (The Trash Chop Move); `cards` are the unclued cards it saves."""

    kind: str
    cards: tuple[int, ...]


def chop_move(
    memory: Memory, target: int, colour: str | None, rank: int | None, hit: Sequence[int], stall: bool
) -> ChopMove | None:
    """Whether a clue to `target` is a chop move, read from the table alone (every seat reads it so).

    The 5's Chop Move: a 5 clue that leaves the chop untouched and whose rightmost new 5 is
    one-away-from-chop (counting only unclued cards) saves the chop; not in the Early Game (no
    discard yet) nor with 8 tokens before the clue (`stall`): then it may be a 5 Stall.
    The Trash Chop Move: a clue whose every new card is known trash from the clue itself (a 1 once
    every 1 is played) and that leaves the chop untouched saves every unclued card to the right of
    the rightmost card it touched; not with 8 tokens before the clue (a stall).
    """
    hand = memory.hands[target]
    unmarked = memory.unmarked(target)
    hits = set(hit)
    new = [card for card in unmarked if card in hits]
    if stall or not new or not unmarked or unmarked[-1] in hits:
        return None
    chop = unmarked[-1]
    if rank == 5:
        if memory.discards > 0 and len(unmarked) >= 2 and unmarked.index(new[-1]) == len(unmarked) - 2:
            return ChopMove("5cm", (chop,))
        return None
    touched = clue_ids(memory, colour, rank)
    if all(all(memory.trash(i) for i in memory.possible[card] & touched) for card in new):
        last = max(hand.index(card) for card in hit)
        saved = tuple(card for card in unmarked if hand.index(card) > last)
        if saved:
            return ChopMove("tcm", saved)
    return None


def ones_order(memory: Memory, seat: int) -> list[int]:
    """The seat's clued 1s of unknown colour, in the order they are to be played (the guide's level
    3, "Playing Multiple 1's"): a 1 a clue touched as its chop focus first (the Chop Focus
    Exception), then 1s drawn after the deal (the Fresh 1's Rule), then from oldest to newest (Play
    Order Inversion in the Starting Hand; the guide sets no order among fresh 1s: oldest first too).
    A 1 promised by a finesse is not among them."""
    ones = memory.facts.rank_ids[1]
    hand = memory.hands[seat]
    dealt = memory.facts.players * memory.facts.hand_size  # card ids below this were dealt
    found = []
    for card in hand:
        if card not in memory.clued or card in memory.blind or not memory.possible[card] <= ones:
            continue
        live = memory.live(card)
        if len(live) >= 2 and all(memory.playable(i) for i in live):
            found.append(card)
    return sorted(found, key=lambda c: (c not in memory.chop_focused, c < dealt, -hand.index(c)))


def order_chop_move(memory: Memory, seat: int, card: int) -> tuple[int, int] | None:
    """Whether `seat` playing `card` is an Order Chop Move (the guide's level 4, "The Order Chop
    Move"): a clued 1 of unknown colour played while `k` others with as many positive clues were
    due first asks the player `k` seats on to chop move its chop. Returns (that seat, its chop);
    None for a 1 played in order, a skip that comes round to the player itself, or no chop."""
    order = ones_order(memory, seat)
    if card not in order:
        return None
    clues = memory.positives.get(card, 0)
    skipped = [c for c in order if memory.positives.get(c, 0) == clues].index(card)
    target = (seat + skipped) % memory.facts.players
    if skipped == 0 or target == seat:
        return None
    chop = memory.chop(target)
    return None if chop is None else (target, chop)


def touched_elsewhere(memory: Memory, viewer: int, skip: Sequence[int] = ()) -> set[Ident]:
    """Identities of clued or promised cards `viewer` can name (Good Touch: no clued card repeats them)."""
    seen: set[Ident] = set()
    for hand in memory.hands:
        for card in hand:
            if card in skip or (card not in memory.clued and card not in memory.blind):
                continue
            face = memory.face(card, viewer)
            if face is None and card in memory.hands[viewer]:
                face = memory.known(card)
            if face is not None:
                seen.add(face)
    return seen


def is_save(memory: Memory, card: Ident, colour: str | None, rank: int | None) -> bool:
    """Whether a clue on the chop may be a save of `card`: the 5 Save and the 2 Save by rank,
    the Critical Save by any clue (a 5 is never saved by colour)."""
    if memory.trash(card):
        return False
    if rank == 5 or rank == 2:
        return rank_of(card) == rank
    return memory.critical(card) and rank_of(card) != 5


def candidates(
    memory: Memory,
    giver: int,
    receiver: int,
    focus: int,
    literal: frozenset[Ident],
    chop_focus: bool,
    colour: str | None,
    rank: int | None,
) -> dict[Ident, Chain | None]:
    """What the receiver may take the focus for: each identity a play clue could mean (with its
    chain of cards to play first), then each a save could mean (if the chop was touched)."""
    excluded = touched_elsewhere(memory, receiver, skip=(focus,))
    counts = memory.visible_counts(receiver)
    base = literal if focus not in memory.clued else literal & memory.belief(focus)
    options = [
        i for i in sorted(base) if not memory.trash(i) and i not in excluded and counts[i] < memory.facts.copies[i]
    ]
    found: dict[Ident, Chain | None] = {}
    for i in options:
        chain = connect(memory, receiver, giver, receiver, i, focus)
        if chain is not None:
            found[i] = chain
    if chop_focus:
        for i in options:
            if i not in found and is_save(memory, i, colour, rank):
                found[i] = None
    return found


def read_clue(
    memory: Memory, giver: int, target: int, colour: str | None, rank: int | None, hit: Sequence[int]
) -> Reading:
    """The clue's meaning to this seat (before it is applied): focus, the chain this seat can see
    for the focus (when it sees the focus), and the receiver's plain knowledge after it."""
    touched = clue_ids(memory, colour, rank)
    hits = set(hit)
    literal = {
        card: memory.possible[card] & touched if card in hits else memory.possible[card] - touched
        for card in memory.hands[target]
    }
    focus, chop_focus, new = focus_of(memory, target, hit)
    truth = memory.face(focus, memory.me)
    links = None if truth is None else connect(memory, memory.me, giver, target, truth, focus)
    saving = chop_focus and truth is not None and is_save(memory, truth, colour, rank)
    if links and saving and any(link.kind != "known" for link in links):
        links = None  # a clue that may be a save on the chop is a save, not a finesse or a prompt
    return Reading(focus, chop_focus, new, literal, links, {})


def receiver_view(
    memory: Memory, reading: Reading, giver: int, target: int, colour: str | None, rank: int | None
) -> None:
    """Fill `reading` with what the receiver will make of it: the focus's candidates, and the
    beliefs on its other cards (Good Touch: a new clued card is no trash and no repeat)."""
    focus = reading.focus
    reading.candidates = candidates(
        memory, giver, target, focus, reading.literal[focus], reading.chop_focus, colour, rank
    )
    excluded = touched_elsewhere(memory, target, skip=(focus,))
    for card in memory.hands[target]:
        if card == focus:
            continue
        literal = reading.literal[card]
        if card in reading.new:
            belief = frozenset(i for i in literal if not memory.trash(i) and i not in excluded) or literal
        else:
            belief = memory.belief(card) & literal or literal
        reading.beliefs[card] = belief


# -- replaying the log ------------------------------------------------------------------------------


def apply_clue(
    memory: Memory, giver: int, target: int, colour: str | None, rank: int | None, hit: Sequence[int]
) -> None:
    """Apply a clue to the memory: its plain meaning and its convention's meaning."""
    if not hit:
        # An empty clue (a table that allows them, see hanabi.clue.empty) has no focus: the
        # conventions give it no meaning, only its plain one (no card in the hand is this value).
        memory.apply_literal(target, clue_ids(memory, colour, rank), hit)
        memory.touch()
        return
    for card in hit:
        memory.givers.setdefault(card, set()).add(giver)
    if giver in memory.plain or target in memory.plain:
        # A partner who does not play the conventions: its clues, and the clues it receives, mean
        # what they say and no more ("A partner who breaks the conventions", docs/bots/hanabi.md).
        memory.apply_literal(target, clue_ids(memory, colour, rank), hit)
        for card in memory.hands[target]:
            if card in memory.inferred:
                narrowed = memory.inferred[card] & memory.possible[card]
                if narrowed:
                    memory.inferred[card] = narrowed
                else:
                    del memory.inferred[card]
        if target == memory.me and giver in memory.plain:
            memory.plain_cards.update(hit)
        memory.touch()
        return
    stalling = memory.tokens >= 7  # given with 8 tokens, when no discard is allowed: may be a stall
    move = chop_move(memory, target, colour, rank, hit, stalling)
    if move is not None:
        apply_chop_move(memory, target, colour, rank, hit, move)
        return
    reading = read_clue(memory, giver, target, colour, rank, hit)
    focus = reading.focus
    if reading.chop_focus:
        memory.chop_focused.add(focus)
    truth = memory.face(focus, memory.me)
    if not stalling and giver != memory.me:
        bad = any(card in reading.new and memory.trash(memory.faces[card]) for card in hit if card in memory.faces)
        # A clue that touches no new card and narrows a card down fills in cards already clued (a
        # Locked Hand's clue, say): any player may give one, so it is no evidence.
        misread = (
            truth is not None
            and (bool(reading.new) or all(reading.literal[c] == memory.possible[c] for c in memory.hands[target]))
            and reading.links is None
            and not _save_reading(memory, reading, truth, colour, rank)
        )
        if bad or misread:
            memory.evidence(giver, MISREAD)
    if reading.links:
        for link in reading.links:
            if link.kind in ("prompt", "finesse"):
                memory.inferred[link.card] = frozenset((link.ident,))
                memory.givers.setdefault(link.card, set()).add(giver)
                if link.kind == "finesse":
                    memory.blind.add(link.card)
        memory.touch()
    receiver_view(memory, reading, giver, target, colour, rank)
    memory.apply_literal(target, clue_ids(memory, colour, rank), hit)
    for card, belief in reading.beliefs.items():
        if card in reading.new or card in memory.inferred:
            memory.inferred[card] = belief
    memory.touch()
    found = reading.candidates
    if truth is not None and truth not in found and reading.links is not None:
        # The receiver cannot find the giver's chain yet (a finesse on this seat it cannot see,
        # say); trust what this seat sees.
        found = {**found, truth: reading.links}
    if found:
        memory.inferred[focus] = frozenset(found)
        pending = {
            i: [(link.seat, link.card, link.ident) for link in chain if link.kind == "finesse"]
            for i, chain in found.items()
            if chain
        }
        if any(pending.values()):
            memory.waits[focus] = {i: pending.get(i, []) for i in found}
        else:
            memory.waits.pop(focus, None)
    else:
        # No reading fits (a partner broke a convention): keep the plain meaning only.
        memory.inferred[focus] = reading.literal[focus]
        memory.waits.pop(focus, None)
        if target == memory.me and not stalling and reading.new:
            memory.evidence(giver, 1)  # (a clue on cards already clued may be a Locked Hand's stall)
    memory.touch()


def apply_chop_move(
    memory: Memory, target: int, colour: str | None, rank: int | None, hit: Sequence[int], move: ChopMove
) -> None:
    """A chop move: the saved cards are kept as if clued; the touched cards keep their plain
    meaning, less (Good Touch) what is trash or clued elsewhere for a 5 (a trash clue's cards are
    the trash they are said to be)."""
    excluded = touched_elsewhere(memory, target)
    new = set(memory.unmarked(target))
    memory.apply_literal(target, clue_ids(memory, colour, rank), hit)
    for card in memory.hands[target]:
        literal = memory.possible[card]
        if card in hit and card in new and move.kind == "5cm":
            memory.inferred[card] = (
                frozenset(i for i in literal if not memory.trash(i) and i not in excluded) or literal
            )
        elif card in hit and card in new:
            memory.inferred[card] = literal
        elif card in memory.inferred:
            memory.inferred[card] = memory.inferred[card] & literal or literal
    memory.moved.update(move.cards)
    memory.touch()


def _save_reading(memory: Memory, reading: Reading, truth: Ident, colour: str | None, rank: int | None) -> bool:
    return reading.chop_focus and is_save(memory, truth, colour, rank)


def settle(memory: Memory, actor: int, played: int | None, face: Ident | None, before: Sequence[int]) -> None:
    """Resolve the waits on clue foci after `actor` moved: a promised blind play made keeps its
    reading, one not made when it was due (or made with another card) rules that reading out."""
    for focus in list(memory.waits):
        options = memory.waits[focus]
        changed = False
        for i in list(options):
            waits = options[i]
            if not waits:
                continue
            seat, card, want = waits[0]
            gone = memory.owner(card) < 0
            if seat == actor and played == card:
                if face == want:
                    waits.pop(0)
                else:
                    del options[i]
                    changed = True
            elif (seat == actor and before[suit_of(want)] == rank_of(want) - 1) or (gone and played != card):
                del options[i]
                changed = True
        if changed:
            memory.touch()
            if options:
                memory.inferred[focus] = frozenset(options)
            else:
                memory.inferred.pop(focus, None)  # no reading is left: the clue's plain meaning
        if not any(options.values()):
            memory.waits.pop(focus, None)
    for card in list(memory.blind):
        if not memory.live(card):  # the promised card was played elsewhere: the promise is void
            memory.blind.discard(card)
            memory.inferred.pop(card, None)
            memory.touch()


def replay(memory: Memory, entry: Mapping[str, Any]) -> None:
    """Apply one public log entry, as this seat saw it happen."""
    seat = int(entry["seat"])
    before = list(memory.fireworks)
    facts = memory.facts
    if seat != memory.me:
        _check_response(memory, seat, entry)
    played: int | None = None
    face: Ident | None = None
    if entry["type"] == "clue":
        memory.tokens -= 1
        colour = entry.get("colour")
        rank = entry.get("rank")
        apply_clue(
            memory,
            seat,
            int(entry["target"]),
            colour,
            None if rank is None else int(rank),
            [int(c) for c in entry["touched"]],
        )
    else:
        face = facts.face(entry["card"])
        card = int(entry["card"]["id"])
        memory.faces[card] = face
        slot = memory.hands[seat].index(card) if card in memory.hands[seat] else int(entry["slot"])
        moved: tuple[int, int] | None = None
        if entry["type"] == "play":
            played = card
            # Read before the board changes (a 1 played is a 1 no longer playable); a partner who
            # reads clues plainly plays its 1s in no set order.
            moved = None if seat in memory.plain else order_chop_move(memory, seat, card)
            if entry.get("success"):
                memory.fireworks[suit_of(face)] += 1
                if rank_of(face) == 5 and memory.tokens < 8:
                    memory.tokens += 1
            else:
                memory.gone[face] += 1
                if seat == memory.me:
                    # This seat misplayed a card on the strength of some partner's clue: the giver
                    # may have meant it plainly.
                    weight = MISPLAYED
                    for giver in memory.givers.get(card, ()):
                        memory.evidence(giver, weight)
        else:
            memory.gone[face] += 1
            memory.tokens += 1
            memory.discards += 1
        memory.remove(seat, slot)
        if moved is not None:
            memory.moved.add(moved[1])
    memory.touch()
    settle(memory, seat, played, face, before)


def _check_response(memory: Memory, seat: int, entry: Mapping[str, Any]) -> None:
    """A player of the conventions with a card it knows to be playable (a play clue, a finesse)
    plays, unless it saves the next player's chop first ("Finesse Urgency", "Check Team Chops"):
    a discard, or another clue, is evidence that `seat` does not read clues by the conventions."""
    counts = memory.visible_counts(seat)
    copies = memory.facts.copies
    if entry["type"] == "play" and not _maybe_plainly_playable(memory, seat, int(entry["card"]["id"]), counts):
        memory.confirm(seat)  # a card no plain reading proves playable: only a convention plays it
        return
    if seat in memory.plain:
        return
    expected = [
        card
        for card in memory.hands[seat]
        if (card in memory.inferred or card in memory.blind)
        and memory.will_play(card)
        # a card its clues alone prove playable tells nothing: every player plays it
        and not all(memory.playable(i) for i in memory.possible[card] if counts[i] < copies[i])
    ]
    # Two cards read as the same identity: the model of that seat's reading is off, so its move says nothing.
    # So is a card of which a copy is clued in another hand (the seat sees it and may doubt its own).
    elsewhere = touched_elsewhere(memory, memory.me, skip=memory.hands[seat])
    expected = [
        card
        for card in expected
        if not any(memory.live(card) & memory.live(other) for other in expected if other != card)
        and not memory.live(card) & elsewhere
    ]
    if not expected:
        return
    if entry["type"] == "play":
        if int(entry["card"]["id"]) in expected:
            memory.evidence(seat, -1)  # it read the clue as meant
        return
    if entry["type"] == "clue":
        target = int(entry["target"])
        chop = memory.chop(target)
        if target == (seat + 1) % memory.facts.players and chop in {int(c) for c in entry["touched"]}:
            return  # a save comes first
    memory.evidence(seat, 1)


def _maybe_plainly_playable(memory: Memory, seat: int, card: int, counts: list[int]) -> bool:
    """Whether `seat` may know `card` playable from its clues alone: every identity they leave is
    playable once it rules out the copies it sees, this seat's own cards among them (which this seat
    cannot see: it allows at most one of them to be such a copy)."""
    mine = [c for c in memory.hands[memory.me] if memory.known(c) is None]
    needed = 0  # this seat's cards that would have to be the copies ruling the rest out
    for i in memory.possible.get(card, memory.facts.all_ids):
        deficit = memory.facts.copies[i] - counts[i]
        if deficit <= 0 or memory.playable(i):
            continue
        if deficit > sum(1 for c in mine if i in memory.possible[c]):
            return False
        needed += deficit
    # Its clues are not worth that much of this seat's hand: past one card, take it it did not.
    return needed <= 1
