// What a Hanabi card can still be, which cards a clue touches, what the last move was: pure
// functions of one view (what its reader may know, nothing more), no DOM.

const RANKS = [1, 2, 3, 4, 5];
const COPIES = { 1: 3, 2: 2, 3: 2, 4: 2, 5: 1 }; // hanabi.deck.composition (seed 004, p. 2)

/** Copies of (suit, rank) in the deck: one of each in a short sixth suit. */
export function copies(view, suit, rank) {
  return suit === "multi" && view.options.sixth_suit === "multicolour-short" ? 1 : COPIES[rank];
}

/** Whether multicolour cards answer every colour clue (the "wild" sixth suit). */
export function rainbow(view) {
  return view.options.sixth_suit === "multicolour-wild";
}

/** Whether a clue (an action's JSON) touches a card whose face the reader sees; null when unseen. */
export function touches(view, action, card) {
  if (action.type === "clue-rank") return card.rank === undefined ? null : card.rank === action.rank;
  if (action.type !== "clue-colour") return false;
  if (card.suit === undefined) return null;
  return card.suit === action.colour || (card.suit === "multi" && rainbow(view));
}

/** The cards of the target's hand a clue would touch (ids), as far as the reader sees them. */
export function touchedBy(view, action) {
  const hand = view.hands[action.target] || [];
  return hand.filter((card) => touches(view, action, card)).map((card) => card.id);
}

/** Every card the reader sees face up, by "suit rank", leaving out the card `except` (an id). */
function seenCounts(view, except, withHands) {
  const seen = new Map();
  const add = (suit, rank) => seen.set(`${suit} ${rank}`, (seen.get(`${suit} ${rank}`) || 0) + 1);
  for (const suit of view.suits) for (let rank = 1; rank <= (view.fireworks[suit] || 0); rank++) add(suit, rank);
  for (const card of view.discards) add(card.suit, card.rank);
  if (withHands) {
    for (const hand of view.hands) for (const card of hand) if (card.id !== except && card.suit !== undefined) add(card.suit, card.rank);
  }
  return seen;
}

/**
 * What `card` can still be: each identity its clues allow, with the copies not yet seen. For the
 * reader's own cards (or any card whose face it does not see) every card it sees face up counts;
 * for a card it sees in another's hand, only the public ones (what its holder can count too,
 * without the holder's own hand, which the reader cannot tell apart from the rest).
 */
export function possibilities(view, card) {
  const known = card.known || {};
  const suits = known.suits || view.suits;
  const ranks = known.ranks || RANKS;
  const seen = seenCounts(view, card.id, card.suit === undefined);
  const out = [];
  for (const suit of suits) {
    for (const rank of ranks) {
      const left = copies(view, suit, rank) - (seen.get(`${suit} ${rank}`) || 0);
      out.push({ suit, rank, left: Math.max(0, left) });
    }
  }
  return out;
}

/** The last entry of the game's log (the move just made), or null before the first. */
export function lastMove(view) {
  return view.log && view.log.length ? view.log[view.log.length - 1] : null;
}

/** The card ids the last move touched, if it was a clue (shown to everyone until the next move). */
export function justTouched(view) {
  const last = lastMove(view);
  return new Set(last && last.type === "clue" ? last.touched : []);
}

/** The cards played onto each firework, bottom first, by suit (the log's successful plays: a
 * misfire's card is in the discards). */
export function piles(view) {
  const out = {};
  for (const entry of view.log || []) {
    if (entry.type === "play" && entry.success) (out[entry.card.suit] ||= []).push(entry.card);
  }
  return out;
}
