// Rent a Hero's table: the turned card and its requirement, the wandering hero, piles, hints and
// announcements, the reaction window (its countdown is drawn by the page), every band, your hand.

import { h, has, moveGroups, t } from "/static/ui.js";

function heroName(hero) {
  return t(`rentahero.hero.${hero}`);
}

function heroCard(hero) {
  return t("rentahero.hero.card", { name: heroName(hero), strength: hero });
}

/** A hero as a small chip: its strength and name; `used` heroes are greyed with ↷. */
export function chip(hero, used = false) {
  return h("span", {
    class: ["hero", `hero-${hero}`, used ? "used" : ""], title: heroCard(hero) + (used ? " ↷" : ""), testid: "hero",
  }, h("b", {}, String(hero)), " ", heroName(hero), used ? " ↷" : "");
}

/** A hint's answer in words (a symbol should the server not send the word). */
function answerWord(yes) {
  const key = yes ? "rentahero.word.yes" : "rentahero.word.no";
  return has(key) ? t(key) : yes ? "✓" : "✗";
}

function flip(node, key) {
  node.dataset.flip = key;
  return node;
}

function row(label, testid, ...content) {
  return h("div", { testid }, h("dt", {}, label), h("dd", {}, content));
}

export function board(ctx) {
  const v = ctx.view;
  const names = ctx.names;
  const turned = v.turned === null || v.turned === undefined
    ? h("span", { class: "muted" }, t("rentahero.ui.no-turned"))
    : [chip(v.turned), " ", t("rentahero.ui.turned-line", {
      hero: heroCard(v.turned), requirement: t(`rentahero.requires.${v.turned}`, { players: v.players }),
    })];
  const w = v.wandering;
  let wandering;
  if (!w) wandering = h("span", { class: "muted" }, t("rentahero.ui.wandering-none"));
  else {
    wandering = [
      t("rentahero.ui.wandering-held", { player: names[w.holder] }), " · ",
      typeof w.hero === "number"
        ? [t("rentahero.ui.wandering-is", { hero: "" }).trim(), " ", chip(w.hero)]
        : h("span", { class: "face-down" }, t("rentahero.ui.wandering-unknown")),
      w.from_deck ? [" · ", t("rentahero.ui.from-deck")] : null,
      w.declared ? [" · ", h("strong", { class: "warn" }, t("rentahero.ui.declared"))] : null,
    ];
  }
  const status = h("dl", { class: "stats rah-status" },
    row(t("rentahero.ui.turned"), "turned", turned,
      v.black_knight ? [" ", h("strong", { class: "knight" }, "⚔ ", t("rentahero.ui.knight-on"))] : null),
    row(t("rentahero.ui.wandering"), "wandering", wandering),
    row(t("rentahero.ui.piles"), "piles", t("rentahero.ui.piles-line", { deck: v.deck_size, discard: v.discard.length }),
      v.last_card_drawn ? [" · ", h("strong", {}, t("rentahero.ui.last-card"))] : null),
    (v.hints || []).length
      ? row(t("rentahero.ui.hints"), "hints", v.hints.map((hint) =>
        t("rentahero.ui.hint-line", { player: names[hint.seat], answer: answerWord(hint.answer) })).join(" · "))
      : null,
    (v.announcements || []).length
      ? row(t("rentahero.ui.announcements"), "announcements", v.announcements.map((a) =>
        t("rentahero.ui.announce-line", { player: names[a.seat], hero: a.hero === null ? t("rentahero.ui.nothing") : heroCard(a.hero) })).join(" · "))
      : null);
  const parts = [status];
  if (v.window) {
    const who = (v.window.pending || []).map((s) => names[s]).join(", ");
    const key = v.window.kind === "chicken" ? "rentahero.ui.window-chicken" : "rentahero.ui.window-line";
    const after = `rentahero.ui.after.${v.window.event}`; // what opened the window, in the page's language
    parts.push(h("section", { class: "rah-window", testid: "rah-window" },
      h("h3", {}, t("rentahero.ui.window")),
      h("p", {}, t(key, { event: has(after) ? t(after) : v.window.event || "", players: who })),
      (v.stack || []).length
        ? h("p", { class: "muted" }, t("rentahero.ui.stack", { items: v.stack.map((item) => `${names[item.seat]}: ${heroName(item.hero)}`).join(", ") }))
        : null));
  }
  const pending = new Set((v.window && v.window.pending) || []);
  const muzzled = new Set(v.muzzled || []);
  parts.push(h("section", { class: "bands" },
    h("table", { class: "band-table" },
      h("tbody", {}, v.bands.map((band, seat) => {
        const marks = [];
        if (w && w.holder === seat) marks.push("◆ " + t("rentahero.ui.holder"));
        if (muzzled.has(seat)) marks.push("✖ " + t("rentahero.ui.muzzled"));
        if (pending.has(seat)) marks.push("…");
        return h("tr", { class: [seat === v.active ? "active" : "", seat === ctx.seat ? "own" : ""], testid: `band-${seat}` },
          h("th", { scope: "row" }, seat === v.active && !v.over ? "▶ " : "", names[seat],
            seat === ctx.seat && ctx.live ? ` (${t("rentahero.ui.you")})` : "",
            marks.length ? h("small", { class: "marks" }, " ", marks.join(" ")) : null),
          // A hero joining a band arrives there (motion.js): each place in a band keeps its key.
          h("td", { class: "band" }, band.length ? band.map((b, i) => flip(chip(b.hero, b.used), `band-${seat}-${i}`)) : "—"),
          h("td", { class: "counts muted" },
            `${band.length}/6 · `, t("rentahero.ui.eliminated", { count: v.eliminated[seat].length }), " · ",
            t("rentahero.ui.hand-count", { count: v.hands[seat].count })));
      }))),
    h("p", { class: "muted small" }, t("rentahero.ui.used-legend"))));
  if (ctx.seat !== null && ctx.seat !== undefined) {
    const cards = v.hands[ctx.seat].cards || [];
    parts.push(h("section", { class: "own-hand", testid: "own-hand" },
      h("h3", {}, t("rentahero.ui.hand")),
      cards.length ? h("div", { class: "heroes" }, cards.map((hero) => chip(hero))) : h("p", { class: "muted" }, t("rentahero.ui.empty-hand"))));
  }
  return h("div", { class: "rentahero" }, parts);
}

export function moves(ctx) {
  // In a reaction window the powers come first, Decline last, so the choice is quick to make.
  return moveGroups(ctx.legal, ctx.act, { busy: ctx.busy });
}
