// Regicide's table: the enemy (health, attack, shield, damage to pay), the castle, tavern and
// discard, the players' hands, and your hand. Play and pay actions are card sets, often dozens:
// the player selects cards in the hand and the Play / Pay button lights up when the selection is
// exactly one of the legal sets (with the plain button list as well when there are few).
// What a move will do comes with it from the server (`entry.preview`, the engine's words): it is
// shown for the card or move under the pointer or the focus, else for the cards selected.

import { h, moveGroups, t } from "/static/ui.js";

const SYMBOL = { H: "♥", D: "♦", C: "♣", S: "♠" };
const SUIT = { H: "hearts", D: "diamonds", C: "clubs", S: "spades" };
const FEW = 8; // at most this many card sets: also show them as buttons

function parse(code) {
  if (code === "*") return { jester: true, rank: "★", suit: null, value: 0 };
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  const values = { A: 1, J: 10, Q: 15, K: 20 };
  return { jester: false, rank, suit, value: values[rank] || Number(rank) || 0 };
}

export function cardName(code) {
  const card = parse(code);
  if (card.jester) return t("regicide.card.jester");
  const ranks = { A: 1, J: 11, Q: 12, K: 13 };
  const rank = ranks[card.rank] ? t(`regicide.rank.${ranks[card.rank]}`) : card.rank;
  return t("regicide.card.name", { rank, suit: t(`regicide.suit.${SUIT[card.suit]}`) });
}

function face(code) {
  const card = parse(code);
  const colour = card.jester ? "jester" : card.suit === "H" || card.suit === "D" ? "red" : "black";
  return {
    classes: ["card", "regicide-card", colour, card.suit ? `suit-${SUIT[card.suit]}` : "jester"],
    children: [h("span", { class: "rank" }, card.rank), card.suit ? h("span", { class: "suit" }, SYMBOL[card.suit]) : null],
  };
}

// `flip`: the card is where it moves to (motion.js): the hand, the enemy, the played sets.
function cardSpan(code, small = false, flip = false) {
  const f = face(code);
  return h("span", {
    class: [...f.classes, small ? "mini" : ""], role: "img", "aria-label": cardName(code), title: cardName(code), testid: "card",
    dataset: flip ? { flip: code } : null,
  }, f.children);
}

function total(codes) {
  return codes.reduce((sum, code) => sum + parse(code).value, 0);
}

function cardSets(ctx) {
  return ctx.legal.filter((entry) => Array.isArray(entry.action.cards));
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((code, i) => code === y[i]);
}

function selectedCodes(ctx) {
  const hand = ownHand(ctx);
  return ctx.ui.selected.filter((i) => i < hand.length).map((i) => hand[i]);
}

function ownHand(ctx) {
  const seat = ctx.seat;
  if (seat === null || seat === undefined) return [];
  return (ctx.view.hands[seat] && ctx.view.hands[seat].cards) || [];
}

function matching(ctx) {
  const codes = selectedCodes(ctx);
  return codes.length ? cardSets(ctx).find((entry) => sameCards(entry.action.cards, codes)) : undefined;
}

// -- what a move will do ----------------------------------------------------------------

function resting(ctx) {
  const match = matching(ctx);
  if (match && match.preview) return match.preview;
  return ctx.legal.some((entry) => entry.preview) ? t("regicide.ui.preview-hint") : "";
}

/** Say `text` (a move's preview) in the preview line, or, with none, what the selection will do. */
function say(ctx, text) {
  const line = document.querySelector("[data-testid=play-preview]");
  if (line) line.textContent = text || resting(ctx);
}

/** Pointer and focus handlers that show `entry`'s preview while it is pointed at or focused. */
function previewing(ctx, entry) {
  if (!entry || !entry.preview) return {};
  const show = () => say(ctx, entry.preview);
  const hide = () => say(ctx, "");
  return { onmouseenter: show, onfocus: show, onmouseleave: hide, onblur: hide, "aria-description": entry.preview };
}

function withPreviews(ctx, nodes) {
  for (const node of nodes) {
    for (const button of node.querySelectorAll("button[data-action]")) {
      const entry = ctx.legal.find((e) => JSON.stringify(e.action) === button.dataset.action);
      for (const [name, value] of Object.entries(previewing(ctx, entry))) {
        if (typeof value === "function") button.addEventListener(name.slice(2), value);
        else button.setAttribute(name, value);
      }
    }
  }
  return nodes;
}

export function board(ctx) {
  const v = ctx.view;
  const e = v.enemy;
  const parts = [];
  if (e) {
    const left = Math.max(0, e.health - e.damage);
    parts.push(h("section", { class: "enemy", testid: "enemy" },
      h("h3", {}, t("regicide.ui.enemy")),
      h("div", { class: "enemy-body" },
        cardSpan(e.card, false, true),
        h("dl", { class: "stats" },
          h("div", { testid: "enemy-health" }, h("dt", {}, t("regicide.ui.health")),
            h("dd", {}, t("regicide.ui.health-line", { damage: e.damage, health: e.health, left }),
              h("progress", { max: e.health, value: e.damage, "aria-hidden": "true" }))),
          h("div", { testid: "enemy-attack" }, h("dt", {}, t("regicide.ui.attack")),
            h("dd", {}, t("regicide.ui.attack-line", { attack: e.attack, shield: e.shield, now: e.attack_now }))),
          e.immune ? h("div", {}, h("dd", { class: "muted" }, t("regicide.ui.immune", { suit: t(`regicide.suit.${e.immune}`) }))) : null))));
  }
  const pileRow = h("dl", { class: "stats piles" },
    h("div", { testid: "castle" }, h("dt", {}, t("regicide.ui.castle")),
      h("dd", {}, t("regicide.ui.castle-line", { count: v.castle_left, defeated: v.defeated }))),
    h("div", { testid: "tavern" }, h("dt", {}, t("regicide.ui.tavern")),
      h("dd", {}, t("regicide.ui.cards", { count: v.tavern_size }),
        v.tavern_top ? [" · ", t("regicide.ui.tavern-top"), " ", cardSpan(v.tavern_top, true)] : null)),
    h("div", { testid: "discard" }, h("dt", {}, t("regicide.ui.discard")),
      h("dd", {}, t("regicide.ui.cards", { count: v.discard.length }))),
    v.players === 1 ? h("div", { testid: "jesters" }, h("dt", {}, t("regicide.ui.jesters")), h("dd", {}, `${v.solo_jesters}/2`)) : null);
  parts.push(pileRow);
  parts.push(h("section", { class: "played", testid: "played" },
    h("h3", {}, t("regicide.ui.played")),
    v.table.length
      ? h("div", { class: "played-sets" }, v.table.map((set) => h("span", { class: "played-set" }, set.map((code) => cardSpan(code, true, true)))))
      : h("p", { class: "muted" }, t("regicide.ui.none"))));
  parts.push(prompt(ctx));
  parts.push(players(ctx));
  if (ctx.seat !== null && ctx.seat !== undefined) parts.push(hand(ctx));
  return h("div", { class: "regicide" }, parts);
}

function prompt(ctx) {
  const v = ctx.view;
  if (v.over || ctx.result) return null;
  const names = ctx.names;
  let text = "";
  if (v.chooser !== null && v.chooser !== undefined) text = t("regicide.ui.choosing", { player: names[v.chooser] });
  else if (v.phase === "pay") text = t("regicide.ui.to-pay", { player: names[v.current], amount: v.to_pay });
  else text = t("regicide.ui.to-play", { player: names[v.current] });
  // The catalogue's line is written to follow other words ("… à Ann de jouer"); here it starts one.
  return h("p", { class: "prompt", testid: "prompt" }, text.charAt(0).toUpperCase() + text.slice(1));
}

function players(ctx) {
  const v = ctx.view;
  const signals = v.signals || {};
  return h("section", { class: "players" },
    h("h3", {}, t("regicide.ui.players")),
    h("ul", {}, v.hands.map((hand, seat) => {
      const marks = [];
      if (seat === v.current && !v.over) marks.push("▶");
      if (seat === v.chooser) marks.push(t("regicide.ui.chooser"));
      if (String(seat) in signals) marks.push(signals[String(seat)] ? t("regicide.ui.signal-yes") : t("regicide.ui.signal-no"));
      return h("li", { class: ["player", seat === ctx.seat ? "own" : ""], testid: `player-${seat}` },
        h("b", {}, ctx.names[seat], seat === ctx.seat && ctx.live ? ` (${t("regicide.ui.you")})` : ""),
        " · ", t("regicide.ui.cards", { count: hand.count }),
        hand.known && hand.known.length ? [" · ", t("regicide.ui.known"), " ", hand.known.map((code) => cardSpan(code, true))] : null,
        marks.length ? h("span", { class: "marks" }, " ", marks.join(" · ")) : null);
    })));
}

function hand(ctx) {
  const v = ctx.view;
  const cards = ownHand(ctx);
  const sets = ctx.live ? cardSets(ctx) : [];
  const usable = new Set(sets.flatMap((entry) => entry.action.cards));
  const items = cards.map((code, index) => {
    const f = face(code);
    const chosen = ctx.ui.selected.includes(index);
    if (sets.length && usable.has(code) && !ctx.busy) {
      const alone = sets.find((entry) => entry.action.cards.length === 1 && entry.action.cards[0] === code);
      return h("button", {
        ...previewing(ctx, alone),
        type: "button", class: [...f.classes, chosen ? "picked" : ""], testid: "hand-card", "data-card": code, "data-flip": code,
        "aria-pressed": chosen ? "true" : "false", "aria-label": cardName(code), title: cardName(code),
        onclick: () => {
          ctx.ui.selected = chosen ? ctx.ui.selected.filter((i) => i !== index) : [...ctx.ui.selected, index];
          ctx.redraw();
        },
      }, f.children);
    }
    return cardSpan(code, false, true);
  });
  return h("section", { class: "own-hand", testid: "own-hand" },
    h("h3", {}, t("regicide.ui.hand"), " · ",
      t("regicide.ui.hand-total", { count: cards.length, max: v.max_hand, total: total(cards) })),
    cards.length ? h("div", { class: "cards" }, items) : h("p", { class: "muted" }, t("regicide.ui.empty-hand")));
}

export function moves(ctx) {
  const sets = cardSets(ctx);
  const others = ctx.legal.filter((entry) => !Array.isArray(entry.action.cards));
  const parts = [];
  if (sets.length) {
    const codes = selectedCodes(ctx);
    const match = matching(ctx);
    const group = sets[0].group;
    parts.push(h("div", { class: "selection", testid: "selection" },
      h("p", { class: "muted" }, t("web.select-hint")),
      h("p", { testid: "selected" }, t("web.selected", { cards: codes.length ? codes.map(cardName).join(", ") : "—" }),
        codes.length ? ` (${t("regicide.ui.value")} ${total(codes)})` : ""),
      // No line when no move says what it will do (paying the damage): it would stand empty.
      ctx.legal.some((entry) => entry.preview)
        ? h("p", { class: "preview", testid: "play-preview", "aria-live": "polite" }, resting(ctx)) : null,
      h("div", { class: "move-buttons" },
        h("button", {
          type: "button", class: "primary", testid: "confirm-cards", disabled: !match || ctx.busy,
          onclick: () => match && ctx.act(match.action),
        }, match ? `${group}: ${match.label}` : group),
        h("button", {
          type: "button", testid: "clear-selection", disabled: !codes.length,
          onclick: () => { ctx.ui.selected = []; ctx.redraw(); },
        }, t("web.clear")))));
    if (sets.length <= FEW) parts.push(withPreviews(ctx, moveGroups(sets, ctx.act, { busy: ctx.busy })));
  } else if (others.some((entry) => entry.preview)) {
    parts.push(h("p", { class: "preview", testid: "play-preview", "aria-live": "polite" }, resting(ctx)));
  }
  if (others.length) parts.push(withPreviews(ctx, moveGroups(others, ctx.act, { busy: ctx.busy })));
  return parts;
}

/** Keyboard shortcuts (keys.js): a card's place in the hand picks it or puts it back, P plays
 * (or discards) the picked cards, X puts them all back, O and a number takes any other move. */
export function shortcuts(ctx) {
  const bindings = [];
  if (!ctx.busy) {
    const sets = cardSets(ctx);
    const usable = new Set(sets.flatMap((entry) => entry.action.cards));
    ownHand(ctx).forEach((code, index) => {
      if (!usable.has(code)) return;
      bindings.push({
        keys: String(index + 1),
        run: () => {
          const chosen = ctx.ui.selected.includes(index);
          ctx.ui.selected = chosen ? ctx.ui.selected.filter((i) => i !== index) : [...ctx.ui.selected, index];
          ctx.redraw();
        },
      });
    });
    const match = matching(ctx);
    if (match) bindings.push({ keys: "p", run: () => ctx.act(match.action) });
    if (ctx.ui.selected.length) bindings.push({ keys: "x", run: () => { ctx.ui.selected = []; ctx.redraw(); } });
    ctx.legal.filter((entry) => !Array.isArray(entry.action.cards)).slice(0, 9)
      .forEach((entry, i) => bindings.push({ keys: `o ${i + 1}`, run: () => ctx.act(entry.action) }));
  }
  return {
    bindings,
    help: [
      ["1–8", t("regicide.ui.keys.pick")],
      ["P", t("regicide.ui.keys.play")],
      ["X", t("web.clear")],
      ["O 1–9", t("regicide.ui.keys.other")],
    ],
  };
}
