// Go Fish's table: the deck, each player's card count and books, and your hand grouped by rank.
// The moves are the engine's legal asks as buttons (one per rank you hold).

import { h, moveGroups, t } from "/static/ui.js";

const SYMBOL = { H: "♥", D: "♦", C: "♣", S: "♠" };
const SUIT = { H: "hearts", D: "diamonds", C: "clubs", S: "spades" };
const RANKS = { A: 1, J: 11, Q: 12, K: 13 };


function rankOf(code) {
  const text = code.slice(0, -1);
  return RANKS[text] || Number(text);
}

function rankCode(rank) {
  return { 1: "A", 11: "J", 12: "Q", 13: "K" }[rank] || String(rank);
}

function cardName(code) {
  return t("gofish.card.name", { rank: t(`gofish.rank.${rankOf(code)}`), suit: t(`gofish.suit.${SUIT[code.slice(-1)]}`) });
}

function cardSpan(code) {
  const suit = code.slice(-1);
  const colour = suit === "H" || suit === "D" ? "red" : "black";
  return h("span", { class: ["card", "gofish-card", colour], role: "img", "aria-label": cardName(code), title: cardName(code), testid: "card" },
    h("span", { class: "rank" }, code.slice(0, -1)), h("span", { class: "suit" }, SYMBOL[suit]));
}

export function board(ctx) {
  const v = ctx.view;
  const rows = v.hands.map((hand, seat) =>
    h("tr", { class: [seat === v.current ? "active" : "", seat === ctx.seat ? "own" : ""], testid: `player-${seat}` },
      h("th", { scope: "row" }, seat === v.current && !v.over ? "▶ " : "", ctx.names[seat],
        seat === ctx.seat && ctx.live ? ` (${t("gofish.ui.you")})` : ""),
      h("td", { testid: `count-${seat}` }, t("gofish.ui.cards", { count: hand.count })),
      h("td", { testid: `books-${seat}` }, t("gofish.ui.books-count", { count: v.books[seat].length }),
        v.books[seat].length ? ": " + v.books[seat].map(rankCode).join(" ") : "")));
  const parts = [
    h("p", { testid: "deck" }, h("strong", {}, t("gofish.ui.deck")), " ", t("gofish.ui.cards", { count: v.deck_size })),
    h("table", { class: "gofish-players" }, h("tbody", {}, rows)),
  ];
  if (ctx.seat !== null && ctx.seat !== undefined) {
    const cards = v.hands[ctx.seat].cards || [];
    parts.push(h("section", { class: "own-hand", testid: "own-hand" },
      h("h3", {}, t("gofish.ui.hand")),
      cards.length ? h("div", { class: "cards" }, cards.map(cardSpan)) : h("p", { class: "muted" }, t("gofish.ui.empty-hand"))));
  }
  return h("div", { class: "gofish" }, parts);
}

export function moves(ctx) {
  return moveGroups(ctx.legal, ctx.act, { busy: ctx.busy });
}
