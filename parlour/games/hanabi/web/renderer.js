// Hanabi's table: fireworks, tokens, deck, discards and every hand as the seat may see it.
// Own cards show what is known of them (possible colours and ranks, clued mark); the others'
// cards show colour and rank. Clicking a card offers the moves about it (play/discard, clues).

import { h, moveGroups, t } from "/static/ui.js";

function colour(suit) {
  return t(`hanabi.colour.${suit}`);
}

function clued(card) {
  return ((card.known && card.known.clues) || []).some((clue) => clue.touched);
}

function knownText(card) {
  const known = card.known || {};
  const suits = (known.suits || []).map(colour).join(", ");
  const ranks = (known.ranks || []).join(", ");
  return t("web.known", { what: `${suits} · ${ranks}` });
}

/** The little strip of what a card is known to be: possible colours as dots, possible ranks. */
function knownStrip(card, allSuits) {
  const known = card.known || {};
  const suits = known.suits || [];
  const ranks = known.ranks || [];
  return h("span", { class: "known", "aria-hidden": "true" },
    h("span", { class: "known-suits" }, allSuits.map((suit) =>
      h("i", { class: ["dot", `suit-${suit}`, suits.includes(suit) ? "" : "out"] }))),
    h("span", { class: "known-ranks" }, [1, 2, 3, 4, 5].map((rank) =>
      h("b", { class: ranks.includes(rank) ? "" : "out" }, String(rank)))));
}

function narrowed(card, allSuits) {
  const known = card.known || {};
  return (known.suits || allSuits).length < allSuits.length || (known.ranks || [1, 2, 3, 4, 5]).length < 5;
}

function cardNode(card, slot, owner, ctx, allSuits) {
  const visible = card.suit !== undefined && card.suit !== null;
  const known = card.known || {};
  const oneSuit = (known.suits || []).length === 1 ? known.suits[0] : null;
  const oneRank = (known.ranks || []).length === 1 ? known.ranks[0] : null;
  const suit = visible ? card.suit : oneSuit;
  const rank = visible ? card.rank : oneRank;
  const label = visible
    ? `${colour(card.suit)} ${card.rank} · ${knownText(card)}`
    : `${t("hanabi.ui.slot")} ${slot + 1} · ${knownText(card)}`;
  const related = relatedMoves(ctx, owner, slot, card);
  const picked = ctx.ui.pick && ctx.ui.pick.seat === owner && ctx.ui.pick.slot === slot;
  const face = [
    h("span", { class: "rank" }, rank === null || rank === undefined ? "?" : String(rank)),
    clued(card) ? h("span", { class: "clued", title: "▪" }, "▪") : null,
    // Others' cards show what their holder knows only once a clue has narrowed it.
    owner === ctx.seat || !visible || narrowed(card, allSuits) ? knownStrip(card, allSuits) : null,
  ];
  const classes = ["card", "hanabi-card", suit ? `suit-${suit}` : "unknown", visible ? "seen" : "hidden-face", picked ? "picked" : ""];
  if (ctx.live && related.length && !ctx.busy) {
    return h("button", {
      type: "button", class: classes, testid: "hand-card", "aria-label": label, title: label, "aria-pressed": picked ? "true" : "false",
      onclick: () => {
        ctx.ui.pick = picked ? null : { seat: owner, slot };
        ctx.redraw();
      },
    }, face);
  }
  return h("span", { class: classes, role: "img", "aria-label": label, title: label, testid: "card" }, face);
}

/** The legal moves about one card: play/discard it (own), or clues that would touch it (others'). */
function relatedMoves(ctx, owner, slot, card) {
  if (!ctx.live || !ctx.legal.length) return [];
  return ctx.legal.filter((entry) => {
    const a = entry.action;
    if (owner === ctx.seat) return (a.type === "play" || a.type === "discard") && a.slot === slot;
    if (a.target !== owner) return false;
    if (a.type === "clue-rank") return card.rank === undefined || a.rank === card.rank;
    if (a.type === "clue-colour") return card.suit === undefined || a.colour === card.suit || card.suit === "multi";
    return false;
  });
}

export function board(ctx) {
  const v = ctx.view;
  const suits = v.suits || Object.keys(v.fireworks);
  const fireworks = h("div", { class: "fireworks", testid: "fireworks", role: "list", "aria-label": t("hanabi.ui.fireworks") },
    suits.map((suit) => h("span", {
      class: ["firework", `suit-${suit}`], role: "listitem", testid: `firework-${suit}`,
      "aria-label": `${colour(suit)} ${v.fireworks[suit]}`, title: colour(suit),
    }, h("b", {}, String(v.fireworks[suit])), h("small", {}, colour(suit)))));
  const pips = (count, max, kind) =>
    h("span", { class: ["pips", kind], "aria-hidden": "true" },
      Array.from({ length: max }, (_, i) => h("i", { class: i < count ? "on" : "" })));
  const stats = h("dl", { class: "stats" },
    h("div", { testid: "clue-tokens" }, h("dt", {}, t("hanabi.ui.clues")),
      h("dd", {}, `${v.clue_tokens}/${v.max_clue_tokens} `, pips(v.clue_tokens, v.max_clue_tokens, "clue"))),
    h("div", { testid: "strikes" }, h("dt", {}, t("hanabi.ui.strikes")),
      h("dd", {}, `${v.strikes}/${v.max_strikes} `, pips(v.strikes, v.max_strikes, "strike"))),
    h("div", { testid: "deck" }, h("dt", {}, t("hanabi.ui.deck")),
      h("dd", {}, t("hanabi.ui.deck-count", { count: v.deck_size }))),
    h("div", { testid: "points" }, h("dt", {}, t("hanabi.ui.turn", { turn: (v.turn || 0) + 1 })),
      h("dd", {}, t("hanabi.ui.points", { points: v.points, max: v.max_score }))),
    v.turns_left === null || v.turns_left === undefined ? null
      : h("div", { class: "warn" }, h("dd", {}, t("hanabi.ui.turns-left", { count: v.turns_left }))));
  const order = [];
  for (let i = 0; i < v.players; i++) order.push(i);
  const hands = h("div", { class: "hands" }, order.map((seat) => {
    const mine = seat === ctx.seat;
    return h("section", { class: ["hand", mine ? "own" : "", v.current === seat && !v.over ? "current" : ""], testid: `hand-${seat}` },
      h("h3", {}, v.current === seat && !v.over ? "▶ " : "", ctx.names[seat], mine && ctx.live ? ` (${t("hanabi.ui.you")})` : ""),
      h("div", { class: "cards" }, v.hands[seat].map((card, slot) =>
        h("div", { class: "slot" }, cardNode(card, slot, seat, ctx, suits), h("small", {}, String(slot + 1))))));
  }));
  const bySuit = suits.map((suit) => {
    const cards = v.discards.filter((card) => card.suit === suit).sort((a, b) => a.rank - b.rank);
    return cards.length
      ? h("span", { class: "discard-suit" }, cards.map((card) =>
        h("span", { class: ["mini-card", `suit-${card.suit}`], title: `${colour(card.suit)} ${card.rank}` }, String(card.rank))))
      : null;
  });
  const discards = h("section", { class: "discards", testid: "discards" },
    h("h3", {}, t("hanabi.ui.discards"), ` (${v.discards.length})`),
    v.discards.length ? h("div", { class: "discard-row" }, bySuit) : h("p", { class: "muted" }, t("hanabi.ui.none")));
  return h("div", { class: "hanabi" }, h("div", { class: "table-top" }, fireworks, stats), hands, discards);
}

export function moves(ctx) {
  const parts = [];
  const pick = ctx.ui.pick;
  if (pick) {
    const card = ctx.view.hands[pick.seat] && ctx.view.hands[pick.seat][pick.slot];
    const related = card ? relatedMoves(ctx, pick.seat, pick.slot, card) : [];
    if (related.length) {
      parts.push(h("div", { class: "quick", testid: "card-moves" },
        moveGroups(related, ctx.act, { busy: ctx.busy })));
    }
  }
  parts.push(moveGroups(ctx.legal, ctx.act, { busy: ctx.busy }));
  return parts;
}
