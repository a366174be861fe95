// Hanabi's keyboard shortcuts: P and a slot plays, D and a slot discards, C, the player's seat and
// a colour letter or a rank gives a clue; a slot's digit alone puts the focus on that card.
// Every legal move has its keys; plays and discards go through the table's confirm step.

import { t } from "/static/ui.js";
import { colour } from "./faces.js";

const LETTERS = { red: "r", yellow: "y", green: "g", blue: "b", white: "w", multi: "m" };

/** The keys of one legal move (an action's JSON), or null. */
function keysOf(action) {
  if (action.type === "play") return `p ${action.slot + 1}`;
  if (action.type === "discard") return `d ${action.slot + 1}`;
  if (action.type === "clue-rank") return `c ${action.target + 1} ${action.rank}`;
  if (action.type === "clue-colour" && LETTERS[action.colour]) return `c ${action.target + 1} ${LETTERS[action.colour]}`;
  return null;
}

function focusCard(ctx, slot) {
  const hand = document.querySelector(`.hanabi [data-testid=hand-${ctx.seat}]`);
  const card = hand && hand.querySelectorAll("[data-testid=hand-card]")[slot];
  if (card) card.focus();
}

/** { bindings, help } for keys.js; `choose` sends a move as its button would (confirmed first). */
export function shortcuts(ctx, choose) {
  const bindings = [];
  for (const entry of ctx.busy ? [] : ctx.legal) {
    const keys = keysOf(entry.action);
    if (keys) bindings.push({ keys, run: () => choose(entry.action) });
  }
  const own = ctx.seat === null || ctx.seat === undefined ? [] : ctx.view.hands[ctx.seat] || [];
  own.forEach((_, slot) => bindings.push({ keys: String(slot + 1), run: () => focusCard(ctx, slot) }));
  const suits = ctx.view.suits || Object.keys(ctx.view.fireworks);
  const letters = suits.filter((suit) => LETTERS[suit]).map((suit) => `${LETTERS[suit].toUpperCase()} = ${colour(suit)}`).join(", ");
  const help = [
    ["P 1–5", t("hanabi.ui.keys.play")],
    ["D 1–5", t("hanabi.ui.keys.discard")],
    ["C 2 R · C 2 3", t("hanabi.ui.keys.clue", { letters })],
    ["1–5", t("hanabi.ui.keys.card")],
  ];
  return { bindings, help };
}
