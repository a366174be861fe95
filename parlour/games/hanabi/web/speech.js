// Hanabi's board in words, for a screen reader: each card's label says what its reader may know
// of it ("Your card in slot 2: clued red, could be 1 or 2"), and the whole board as one text.

import { currentLang, t } from "/static/ui.js";
import { cardName, colour } from "./faces.js";

const RANKS = [1, 2, 3, 4, 5];

/** "red or blue" in the reader's language. */
function either(items) {
  const words = items.map(String);
  try {
    return new Intl.ListFormat(currentLang(), { type: "disjunction" }).format(words);
  } catch (err) {
    return words.join(" / ");
  }
}

/** What the card's clues said (the touching ones), e.g. "clued red, 2", or "not clued". */
function cluedText(card) {
  const touched = ((card.known && card.known.clues) || []).filter((clue) => clue.touched);
  if (!touched.length) return t("hanabi.ui.a11y.unclued");
  const values = [...new Set(touched.map((clue) => (clue.colour !== undefined ? colour(clue.colour) : String(clue.rank))))];
  return t("hanabi.ui.a11y.clued", { values: values.join(", ") });
}

/** What its holder can tell it is: "could be 1 or 2", "it is a red 2", or nothing known. */
function canBeText(card, allSuits) {
  const known = card.known || {};
  const suits = known.suits || allSuits;
  const ranks = known.ranks || RANKS;
  if (suits.length === 1 && ranks.length === 1) return t("hanabi.ui.a11y.is", { card: cardName({ suit: suits[0], rank: ranks[0] }) });
  const parts = [];
  if (suits.length < allSuits.length) parts.push(either(suits.map(colour)));
  if (ranks.length < RANKS.length) parts.push(either(ranks));
  return parts.length ? t("web.known", { what: parts.join(", ") }) : t("hanabi.ui.a11y.unknown");
}

/** The card's label: whose, which slot, its face if the reader sees it, clues and what it can be. */
export function cardLabel(ctx, card, slot, owner, allSuits, extras) {
  const about = [cluedText(card), canBeText(card, allSuits), ...extras].filter(Boolean).join(", ");
  if (owner === ctx.seat) return t("hanabi.ui.a11y.own", { slot: slot + 1, about });
  const face = card.suit !== undefined && card.suit !== null ? cardName(card) : t("hanabi.ui.a11y.face-down");
  return t("hanabi.ui.a11y.their", { player: ctx.names[owner], slot: slot + 1, card: face, about });
}

/** The whole board as the reader may know it: fireworks, tokens, deck, points, then every hand. */
export function describe(ctx) {
  const v = ctx.view;
  const suits = v.suits || Object.keys(v.fireworks);
  const lines = [
    `${t("hanabi.ui.fireworks")}: ${suits.map((suit) => `${colour(suit)} ${v.fireworks[suit]}`).join(", ")}.`,
    `${t("hanabi.ui.clues")}: ${v.clue_tokens}/${v.max_clue_tokens}. ${t("hanabi.ui.strikes")}: ${v.strikes}/${v.max_strikes}.`,
    `${t("hanabi.ui.deck")}: ${t("hanabi.ui.deck-count", { count: v.deck_size })}. ${t("hanabi.ui.points", { points: v.points, max: v.max_score })}.`,
  ];
  v.hands.forEach((hand, seat) => {
    lines.push(hand.map((card, slot) => cardLabel(ctx, card, slot, seat, suits, [])).join("; ") + ".");
  });
  return lines.join(" ");
}
