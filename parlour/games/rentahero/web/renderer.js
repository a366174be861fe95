// Rent a Hero's table: the turned card and its requirement, the wandering hero, piles, hints and
// announcements, the reaction window (its countdown is drawn by the page), every band, your hand,
// and when you want to be asked about your powers. Heroes are drawn as their printed cards.

import { h, has, moveGroups, t } from "/static/ui.js";

const HEROES = [1, 2, 3, 4, 5, 6, 7];
const LEVELS = ["always", "mine", "never"];
const MINE_OWN = [1, 2, 7]; // powers whose "mine" means something of its own (the engine's _concerns)
let askingOpen = false; // the settings stay open across the redraws a game makes every move
let sentLevels = null; // levels sent and not yet come back: quick changes build on each other
let shownLevels = null; // the levels of the newest screen drawn

/** This seat's levels as it last chose them (those sent, until the server's screen shows them).
 * A change builds on the newest screen's levels, not on those of the screen its select was drawn
 * in: a select the page has since drawn again may still fire, and its screen can be older than the
 * server's answer to the changes before it (which would then be undone). */
function levelsNow() {
  if (sentLevels && HEROES.every((hero) => shownLevels[hero] === sentLevels[hero])) sentLevels = null;
  return sentLevels || shownLevels;
}

/** What a level means for a hero's power. */
function levelHelp(hero, level) {
  return level === "mine" && MINE_OWN.includes(hero) ? t(`rentahero.ask.mine.${hero}`) : t(`rentahero.ask.level.${level}.help`);
}

function heroName(hero) {
  return t(`rentahero.hero.${hero}`);
}

function heroCard(hero) {
  return t("rentahero.hero.card", { name: heroName(hero), strength: hero });
}

/** A hero's card as printed: strength top left, name, power, required strength bottom right. */
export function card(hero, players, { used = false, small = false } = {}) {
  const power = t(`rentahero.card.power.${hero}`);
  const requirement = t(`rentahero.requires.${hero}`, { players });
  const label = [heroCard(hero), power, `${t("rentahero.card.label.required")}: ${requirement}`];
  if (used) label.push(t("rentahero.ui.used"));
  return h("div", {
    class: ["rah-card", `hero-${hero}`, used ? "used" : "", small ? "small" : ""],
    role: "img", "aria-label": label.join(" · "), title: label.join("\n"), testid: "hero-card", "data-hero": hero,
  },
  h("span", { class: "rah-num", "aria-hidden": "true" }, String(hero)),
  used ? h("span", { class: "rah-used", "aria-hidden": "true" }, "↷ ", t("rentahero.ui.used")) : null,
  h("span", { class: "rah-name", "aria-hidden": "true" }, heroName(hero)),
  h("span", { class: "rah-power", "aria-hidden": "true" }, power),
  h("span", { class: "rah-req", "aria-hidden": "true" }, t(`rentahero.card.short.${hero}`, { players })));
}

/** A hero lying face down (the wandering hero to whoever has not seen it). */
function cardBack(small = false) {
  const label = t("rentahero.ui.face-down-card");
  return h("div", { class: ["rah-card", "back", small ? "small" : ""], role: "img", "aria-label": label, title: label, testid: "hero-back" },
    h("span", { class: "rah-back-mark", "aria-hidden": "true" }, "?"));
}

/** A hint's answer in words (a symbol should the server not send the word). */
function answerWord(yes) {
  const key = yes ? "rentahero.word.yes" : "rentahero.word.no";
  return has(key) ? t(key) : yes ? "✓" : "✗";
}

/** Mark `node` for motion.js: `key` names it from one drawing to the next; new, it comes from `from`.
 *
 * Only public places and public cards get a key: a hero in a band (a seat holds at most one of
 * each hero, so the seat and the hero name it), the wandering hero's slot, a seat's hand, the
 * deck. No key follows a face-down card from hand to hand: the engine has no card ids, and none
 * are made up here. */
function flip(node, key, from = null) {
  node.dataset.flip = key;
  if (from) node.dataset.flipFrom = from;
  return node;
}

function row(label, testid, ...content) {
  return h("div", { testid }, h("dt", {}, label), h("dd", {}, content));
}

/** What the table waits for from `seat` now, in words (as the terminal says it: text.py `awaited`). */
export function awaited(v, seat) {
  if (v.over) return null;
  if (v.window) {
    if (!(v.window.pending || []).includes(seat)) return null;
    return t(v.window.kind === "chicken" ? "rentahero.ui.await.chicken" : "rentahero.ui.await.power");
  }
  if (!(v.to_act || []).includes(seat)) return null;
  let phase = v.phase;
  if (phase === "hold") {
    if ((v.muzzled || []).includes(seat)) phase = "muzzled";
    else if (seat === v.active) phase = "recruit";
  }
  return t(`rentahero.ui.await.${phase}`);
}

/** What a power button does, and to whom (as the terminal says it: text.py `power_effect`). */
export function powerEffect(action, v, names) {
  const hero = action.hero;
  const me = v.seat;
  const holder = v.wandering ? v.wandering.holder : null;
  const stack = v.stack || [];
  const params = { hero: heroCard(hero) };
  let key = `rentahero.does.${hero}`;
  if ((hero === 1 || (hero === 3 && action.refresh === 1)) && stack.length) {
    const top = stack[stack.length - 1];
    key = hero === 1 ? "rentahero.does.1" : "rentahero.does.3-chicken";
    params.player = names[top.seat];
    params.power = heroName(top.hero);
  } else if (hero === 3) params.refreshed = heroCard(action.refresh);
  else if (hero === 4) params.player = names[action.target];
  else if (hero === 2 || hero === 5) {
    if (holder === me) key += "-yours";
    params.player = names[holder];
  } else if (hero === 6) {
    if (v.active === me) key += "-yours";
    params.player = names[v.active];
  } else if (hero === 7) params.count = v.deck_size === 1 ? 1 : 2;
  return t(key, params);
}

/** When this seat wants to be asked about each power (its own settings: nobody else sees them). */
function askingPanel(ctx) {
  shownLevels = ctx.asking;
  const levels = levelsNow();
  return h("details", {
    class: "rah-asking", testid: "asking", open: askingOpen,
    ontoggle: (event) => { askingOpen = event.target.open; },
  },
  h("summary", {}, t("rentahero.ask.title")),
  h("p", { class: "small muted" }, t("rentahero.ask.help")),
  h("div", { class: "rah-asking-rows" }, HEROES.map((hero) => {
    const id = `asking-${hero}`;
    return h("div", { class: "rah-asking-row" },
      h("label", { for: id }, heroCard(hero)),
      h("select", {
        id, testid: id,
        onchange: (event) => {
          sentLevels = { ...levelsNow(), [String(hero)]: event.target.value };
          ctx.setAsking(sentLevels);
        },
      }, LEVELS.map((level) => h("option", {
        value: level, selected: levels[String(hero)] === level, title: levelHelp(hero, level),
      }, t(`rentahero.ask.level.${level}`)))));
  })),
  h("ul", { class: "small muted rah-asking-levels" }, LEVELS.map((level) =>
    h("li", {}, h("strong", {}, t(`rentahero.ask.level.${level}`)), ": ", t(`rentahero.ask.level.${level}.help`),
      level === "mine" ? h("ul", {}, MINE_OWN.map((hero) =>
        h("li", {}, `${heroName(hero)}: ${levelHelp(hero, level)}`))) : null))));
}

export function board(ctx) {
  const v = ctx.view;
  const names = ctx.names;
  const players = v.players;
  const turned = v.turned === null || v.turned === undefined
    ? h("span", { class: "muted" }, t("rentahero.ui.no-turned"))
    : h("span", { class: "rah-line" }, card(v.turned, players, { small: true }), h("span", {}, t("rentahero.ui.turned-line", {
      hero: heroCard(v.turned), requirement: t(`rentahero.requires.${v.turned}`, { players }),
    })));
  const w = v.wandering;
  let wandering;
  if (!w) wandering = h("span", { class: "muted" }, t("rentahero.ui.wandering-none"));
  else {
    const known = typeof w.hero === "number";
    // The wandering hero comes from the sender's hand, or the deck (motion.js); a recruit sends it on to a band.
    wandering = h("span", { class: "rah-line" },
      flip(known ? card(w.hero, players, { small: true }) : cardBack(true), "wandering", w.from_deck ? "deck" : `hand-${v.active}`),
      h("span", {},
        t("rentahero.ui.wandering-held", { player: names[w.holder] }), " · ",
        known ? t("rentahero.ui.wandering-is", { hero: heroCard(w.hero) }) : h("span", { class: "face-down" }, t("rentahero.ui.wandering-unknown")),
        w.from_deck ? [" · ", t("rentahero.ui.from-deck")] : null,
        w.declared ? [" · ", h("strong", { class: "warn" }, t("rentahero.ui.declared"))] : null));
  }
  const status = h("dl", { class: "stats rah-status" },
    row(t("rentahero.ui.turned"), "turned", turned,
      v.black_knight ? [" ", h("strong", { class: "knight" }, "⚔ ", t("rentahero.ui.knight-on"))] : null),
    row(t("rentahero.ui.wandering"), "wandering", wandering),
    row(t("rentahero.ui.piles"), "piles", h("span", { "data-flip-source": "deck" }, t("rentahero.ui.piles-line", { deck: v.deck_size, discard: v.discard.length })),
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
  const muzzled = new Set(v.muzzled || []);
  parts.push(h("section", { class: "bands" },
    h("table", { class: "band-table" },
      h("tbody", {}, v.bands.map((band, seat) => {
        const marks = [];
        if (w && w.holder === seat) marks.push("◆ " + t("rentahero.ui.holder"));
        if (muzzled.has(seat)) marks.push("✖ " + t("rentahero.ui.muzzled"));
        const waiting = awaited(v, seat);
        return h("tr", { class: [seat === v.active ? "active" : "", seat === ctx.seat ? "own" : ""], testid: `band-${seat}` },
          h("th", { scope: "row" }, seat === v.active && !v.over ? "▶ " : "", names[seat],
            seat === ctx.seat && ctx.live ? ` (${t("rentahero.ui.you")})` : "",
            marks.length ? h("small", { class: "marks" }, " ", marks.join(" ")) : null,
            waiting ? h("small", { class: "awaited", testid: `awaited-${seat}` }, waiting) : null,
            h("small", { class: "counts muted" },
              `${band.length}/6 · `, t("rentahero.ui.eliminated", { count: v.eliminated[seat].length }), " · ",
              h("span", { "data-flip-source": `hand-${seat}` }, t("rentahero.ui.hand-count", { count: v.hands[seat].count })))),
          // A hero joining a band flies there from the wandering hero's slot (motion.js); the others keep their key.
          h("td", { class: "band" }, band.length
            ? h("div", { class: "rah-cards" }, band.map((b) => flip(card(b.hero, players, { used: b.used, small: true }), `band-${seat}-${b.hero}`, "wandering")))
            : "—"));
      }))),
    h("p", { class: "muted small" }, t("rentahero.ui.used-legend"))));
  if (ctx.seat !== null && ctx.seat !== undefined) {
    const cards = v.hands[ctx.seat].cards || [];
    parts.push(h("section", { class: "own-hand", testid: "own-hand" },
      h("h3", {}, t("rentahero.ui.hand")),
      cards.length ? h("div", { class: "rah-cards" }, cards.map((hero) => card(hero, players))) : h("p", { class: "muted" }, t("rentahero.ui.empty-hand"))));
    if (ctx.asking && ctx.setAsking && !v.over) parts.push(askingPanel(ctx));
  }
  return h("div", { class: "rentahero" }, parts);
}

export function moves(ctx) {
  // A power's button says what it does to whom; in a reaction window the powers come first,
  // "No power" last, so the choice is quick to make.
  const entries = ctx.legal.map((entry) => entry.action.type === "power"
    ? { ...entry, label: powerEffect(entry.action, ctx.view, ctx.names) }
    : entry);
  return moveGroups(entries, ctx.act, { busy: ctx.busy });
}
