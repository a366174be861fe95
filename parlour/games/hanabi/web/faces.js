// How Hanabi's cards look: colours, and in colour-blind mode a symbol for each suit on every card,
// knowledge mark, firework and clue button (a per-player choice this browser remembers).

import { h, t } from "/static/ui.js";

// One shape per suit, told apart without colour; U+FE0E asks for the text glyph, never an emoji.
const SYMBOLS = { red: "♥\uFE0E", yellow: "★\uFE0E", green: "♣\uFE0E", blue: "◆\uFE0E", white: "●\uFE0E", multi: "✦\uFE0E" };
const KEY = "parlour.hanabi.symbols";

export function symbolsOn() {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch (err) {
    return false; // storage refused (private mode): colours only, the toggle still works per page
  }
}

export function setSymbols(on) {
  try {
    if (on) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch (err) {
    /* the choice lasts for this page only */
  }
}

export function colour(suit) {
  return t(`hanabi.colour.${suit}`);
}

/** The suit's symbol (colour-blind mode only: otherwise null, and nothing is drawn). */
export function symbol(suit) {
  return symbolsOn() && SYMBOLS[suit] ? h("span", { class: "sym", "aria-hidden": "true" }, SYMBOLS[suit]) : null;
}

/** "red 3" in the reader's words. */
export function cardName(card) {
  return `${colour(card.suit)} ${card.rank}`;
}

/** A small face-up card (discards, what a card can still be). */
export function miniCard(card, attrs = {}) {
  return h("span", { ...attrs, class: ["mini-card", `suit-${card.suit}`, attrs.class || ""], title: attrs.title || cardName(card) },
    symbol(card.suit), String(card.rank));
}

/** The strip of what a card is known to be: possible suits as marks, possible ranks as digits;
 * drawn on its own light ground so that it reads on a card of any colour. */
export function knownStrip(card, allSuits) {
  const known = card.known || {};
  const suits = known.suits || allSuits;
  const ranks = known.ranks || [1, 2, 3, 4, 5];
  return h("span", { class: "known", "aria-hidden": "true", testid: "known" },
    h("span", { class: "known-suits" }, allSuits.map((suit) =>
      h("i", { class: ["dot", `suit-${suit}`, suits.includes(suit) ? "" : "out"] }, symbol(suit)))),
    h("span", { class: "known-ranks" }, [1, 2, 3, 4, 5].map((rank) =>
      h("b", { class: ranks.includes(rank) ? "" : "out" }, String(rank)))));
}
