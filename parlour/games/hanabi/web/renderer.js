// Hanabi's table: fireworks, tokens, deck, discards and every hand as the seat may see it, with
// hanab.live's table tools: the last move marked (a clue's cards ringed for everyone until the
// next move), a card's sheet on a click (clue history, what it can still be, a private note),
// a preview of the cards a clue would touch, plays and discards confirmed (the table's choice),
// and a colour-blind mode with a symbol for each suit.

import { h, moveGroups, t } from "/static/ui.js";
import { cardName, colour, knownStrip, miniCard, setSymbols, symbol, symbolsOn } from "./faces.js";
import { justTouched, lastMove, piles, touchedBy } from "./knowledge.js";
import { cardSheet, local, noteOf, revealSheet, toggleSheet } from "./sheet.js";
import { shortcuts as keys } from "./keys.js";
import { cardLabel, describe } from "./speech.js";

export { describe };

/** The seat whose moves `ctx.legal` are: the reader's at a table; in a hypothetical (a replay played
 * on), the seat to move, whichever seat the replay is watched from. */
function actor(ctx) {
  return ctx.actor === undefined ? ctx.seat : ctx.actor;
}

function clued(card) {
  return ((card.known && card.known.clues) || []).some((clue) => clue.touched);
}

function narrowed(card, allSuits) {
  const known = card.known || {};
  return (known.suits || allSuits).length < allSuits.length || (known.ranks || [1, 2, 3, 4, 5]).length < 5;
}

// `ctx.table` is set at a table and in its replay: there every card opens its sheet. A board drawn
// elsewhere (the rules page's examples) is a picture: nothing on it is a button.
function cardNode(card, slot, owner, ctx, allSuits, touched) {
  const visible = card.suit !== undefined && card.suit !== null;
  const known = card.known || {};
  const oneSuit = (known.suits || []).length === 1 ? known.suits[0] : null;
  const oneRank = (known.ranks || []).length === 1 ? known.ranks[0] : null;
  const suit = visible ? card.suit : oneSuit;
  const rank = visible ? card.rank : oneRank;
  const note = noteOf(ctx, card.id);
  const label = cardLabel(ctx, card, slot, owner, allSuits, [
    touched.has(card.id) ? t("hanabi.ui.just-clued") : null,
    note ? `${t("hanabi.ui.note")}: ${note}` : null,
  ]);
  const confirming = ctx.ui.confirm && ctx.ui.confirm.slot === slot && owner === actor(ctx);
  const face = [
    h("span", { class: "rank" }, symbol(suit), rank === null || rank === undefined ? "?" : String(rank)),
    clued(card) ? h("span", { class: "clued", "aria-hidden": "true" }, "▪") : null,
    // Others' cards show what their holder knows only once a clue has narrowed it.
    owner === ctx.seat || !visible || narrowed(card, allSuits) ? knownStrip(card, allSuits) : null,
    note ? h("span", { class: "note-mark", "aria-hidden": "true" }, "✎") : null,
  ];
  const classes = [
    "card", "hanabi-card", suit ? `suit-${suit}` : "unknown", visible ? "seen" : "hidden-face",
    local.sheet === card.id ? "picked" : "", touched.has(card.id) ? "touched" : "", confirming ? "confirming" : "",
  ];
  const node = !ctx.table
    ? h("span", { class: classes, role: "img", "aria-label": label, title: label, testid: "card" }, face)
    : h("button", {
      type: "button", class: classes, testid: "hand-card", dataset: { card: String(card.id), flip: `card-${card.id}` },
      "aria-label": label, title: label, "aria-pressed": local.sheet === card.id ? "true" : "false",
      onclick: () => {
        toggleSheet(card.id);
        ctx.redraw();
        revealSheet();
      },
    }, face);
  return h("div", { class: "slot" }, node,
    h("small", {}, String(slot + 1)),
    note ? h("small", { class: "card-note", testid: "card-note", title: note }, note) : null);
}

/** The legal moves about the card whose sheet is open: play/discard it (own), or clues touching it. */
function relatedMoves(ctx) {
  const id = local.sheet;
  if (!ctx.live || !ctx.legal.length || id === null) return [];
  const owner = ctx.view.hands.findIndex((hand) => hand.some((card) => card.id === id));
  if (owner < 0) return [];
  const slot = ctx.view.hands[owner].findIndex((card) => card.id === id);
  return ctx.legal.filter((entry) => {
    const a = entry.action;
    if (owner === actor(ctx)) return (a.type === "play" || a.type === "discard") && a.slot === slot;
    return a.target === owner && (a.type === "clue-rank" || a.type === "clue-colour") && touchedBy(ctx.view, a).includes(id);
  });
}

/** The move just made, in words, with what it marks on the board. */
function lastLine(ctx) {
  const last = lastMove(ctx.view);
  if (!last) return null;
  const player = ctx.names[last.seat];
  let text;
  if (last.type === "clue") {
    const value = last.colour !== undefined ? colour(last.colour) : String(last.rank);
    text = t("hanabi.ui.last.clue", { player, target: ctx.names[last.target], value, count: last.touched.length });
  } else if (last.type === "play") {
    text = t(last.success ? "hanabi.ui.last.play" : "hanabi.ui.last.misfire", { player, card: cardName(last.card), slot: last.slot + 1 });
  } else {
    text = t("hanabi.ui.last.discard", { player, card: cardName(last.card), slot: last.slot + 1 });
  }
  return h("p", { class: "last-move", testid: "last-move", role: "status" }, h("b", {}, t("hanabi.ui.last")), " ", text);
}

function tools(ctx) {
  return h("div", { class: "hanabi-tools" },
    lastLine(ctx),
    h("label", { class: "check symbols-toggle" },
      h("input", {
        type: "checkbox", testid: "symbols-toggle", checked: symbolsOn(),
        onchange: (event) => { setSymbols(event.target.checked); ctx.redraw(); },
      }),
      " ", t("hanabi.ui.symbols")));
}

function landed(last, suit) {
  return Boolean(last && last.type === "play" && last.success && last.card.suit === suit);
}

/** One firework: its top card and count; at a table, a button that opens the sheet of its top card
 * (where every card of the pile takes a private note), the top card's note written under it. */
function firework(ctx, suit, pile, justPlayed) {
  const v = ctx.view;
  const top = pile.length ? pile[pile.length - 1] : null;
  const noted = pile.filter((card) => noteOf(ctx, card.id));
  const note = top ? noteOf(ctx, top.id) : "";
  const said = `${colour(suit)} ${v.fireworks[suit]}`;
  const face = [
    h("b", {}, symbol(suit), String(v.fireworks[suit])), h("small", {}, colour(suit)),
    noted.length ? h("span", { class: "note-mark", "aria-hidden": "true" }, "✎") : null,
  ];
  const classes = ["firework", `suit-${suit}`, justPlayed !== null ? "last" : "", top && local.sheet === top.id ? "picked" : ""];
  const flip = justPlayed !== null ? { flip: `card-${justPlayed}` } : {}; // the card just played flies onto its pile
  if (!ctx.table || !top) {
    return h("span", { class: classes, dataset: justPlayed !== null ? flip : null, role: "listitem", testid: `firework-${suit}`, "aria-label": said, title: colour(suit) }, face);
  }
  const label = [said, ...noted.map((card) => `${t("hanabi.ui.note")} (${cardName(card)}): ${noteOf(ctx, card.id)}`)].join(" · ");
  return h("span", { class: "firework-item", role: "listitem" },
    h("button", {
      type: "button", class: classes, testid: `firework-${suit}`, dataset: { card: String(top.id), ...flip },
      "aria-label": label, title: label, "aria-pressed": local.sheet === top.id ? "true" : "false",
      onclick: () => { toggleSheet(top.id); ctx.redraw(); revealSheet(); },
    }, face),
    note ? h("small", { class: "card-note", testid: "card-note", title: note }, note) : null);
}

export function board(ctx) {
  const v = ctx.view;
  const suits = v.suits || Object.keys(v.fireworks);
  const last = lastMove(v);
  const touched = justTouched(v);
  const played = piles(v);
  const fireworks = h("div", { class: "fireworks", testid: "fireworks", role: "list", "aria-label": t("hanabi.ui.fireworks") },
    suits.map((suit) => firework(ctx, suit, played[suit] || [], landed(last, suit) ? last.card.id : null)));
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
    // The last round's count is about turns still to play: none once the game is over.
    v.turns_left === null || v.turns_left === undefined || v.over ? null
      : h("div", { class: "warn", testid: "turns-left" }, h("dd", {}, t("hanabi.ui.turns-left", { count: v.turns_left }))));
  const hands = h("div", { class: "hands" }, v.hands.map((hand, seat) => {
    const mine = seat === ctx.seat;
    const current = v.current === seat && !v.over;
    const clueHere = last && last.type === "clue" && last.target === seat;
    return h("section", { class: ["hand", mine ? "own" : "", current ? "current" : "", clueHere ? "clued-now" : ""], testid: `hand-${seat}` },
      h("h3", {}, current ? "▶ " : "", ctx.names[seat], mine && ctx.live && !ctx.hypothetical ? ` (${t("hanabi.ui.you")})` : "",
        h("small", { class: "seat-no" }, ` · ${t("hanabi.ui.seat", { seat: seat + 1 })}`),
        clueHere ? h("span", { class: "clue-chip", testid: "clue-chip" },
          last.colour !== undefined ? [symbol(last.colour), colour(last.colour)] : String(last.rank)) : null),
      h("div", { class: "cards" }, hand.map((card, slot) => cardNode(card, slot, seat, ctx, suits, touched))));
  }));
  const lastGone = last && (last.type === "discard" || (last.type === "play" && !last.success)) ? last.card.id : null;
  const bySuit = suits.map((suit) => {
    const cards = v.discards.filter((card) => card.suit === suit).sort((a, b) => a.rank - b.rank);
    return cards.length
      ? h("span", { class: "discard-suit" }, cards.map((card) => {
        if (!ctx.table) return miniCard(card);
        const note = noteOf(ctx, card.id);
        const title = note ? `${cardName(card)} · ${note}` : cardName(card);
        return h("button", {
          type: "button", class: ["discarded", card.id === lastGone ? "last" : "", note ? "noted" : ""], testid: "discarded",
          dataset: { card: String(card.id), flip: `card-${card.id}` }, "aria-label": title, onclick: () => { toggleSheet(card.id); ctx.redraw(); revealSheet(); },
        }, miniCard(card, { title }));
      }))
      : null;
  });
  const discards = h("section", { class: "discards", testid: "discards" },
    h("h3", {}, t("hanabi.ui.discards"), ` (${v.discards.length})`),
    v.discards.length ? h("div", { class: "discard-row" }, bySuit) : h("p", { class: "muted" }, t("hanabi.ui.none")));
  const related = relatedMoves(ctx);
  const quick = related.length
    ? dressed(ctx, h("div", { class: "quick", testid: "card-moves" }, moveGroups(related, chooser(ctx), { busy: ctx.busy })))
    : null;
  return h("div", { class: ["hanabi", symbolsOn() ? "symbols" : ""] },
    h("div", { class: "table-top" }, fireworks, stats), ctx.table ? tools(ctx) : lastLine(ctx), hands,
    ctx.ui.confirm ? confirmBox(ctx) : null, cardSheet(ctx, quick), discards);
}

// -- the moves: previews, empty clues said as such, plays and discards confirmed --------------

/** Ring (or stop ringing) the cards a clue would touch; an empty clue marks the hand instead. */
function preview(action, ids, on) {
  for (const id of ids) {
    for (const el of document.querySelectorAll(`.hanabi [data-card="${id}"]`)) el.classList.toggle("preview", on);
  }
  const hand = document.querySelector(`.hanabi [data-testid=hand-${action.target}]`);
  if (hand) hand.classList.toggle(ids.length ? "previewed" : "preview-none", on);
}

/** Give each clue button what it would do: the cards it touches (previewed on hover and focus),
 * or a plain warning that it touches none. Returns `root`. */
function dressed(ctx, root) {
  for (const button of root.querySelectorAll("button[data-action]")) {
    button.dataset.label = button.textContent;
    const action = JSON.parse(button.dataset.action);
    if (action.type !== "clue-colour" && action.type !== "clue-rank") continue;
    const ids = touchedBy(ctx.view, action);
    if (action.type === "clue-colour") {
      button.classList.add("clue-colour", `suit-${action.colour}`);
      const sym = symbol(action.colour);
      if (sym) button.prepend(sym);
    }
    const said = ids.length ? t("hanabi.ui.touches", { count: ids.length }) : t("hanabi.ui.touches-none");
    button.append(h("small", { class: ids.length ? "touch-count" : "touch-none" }, ids.length ? ` ${said}` : ` ⚠ ${said}`));
    button.setAttribute("aria-label", `${button.dataset.label} · ${said}`);
    if (!ids.length) button.classList.add("empty-clue");
    for (const [kind, on] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) {
      button.addEventListener(kind, () => preview(action, ids, on));
    }
  }
  return root;
}

function risky(action) {
  return action.type === "play" || action.type === "discard";
}

/** The move asked once more: "Play your card in slot 2?" and the buttons to send or drop it. */
function confirmBox(ctx) {
  const action = ctx.ui.confirm;
  // In a hypothetical the leader moves for any seat, and a move can be taken back: said so.
  const question = ctx.hypothetical
    ? t(`hanabi.ui.confirm.${action.type}-for`, { player: ctx.names[actor(ctx)], slot: action.slot + 1 })
    : t(`hanabi.ui.confirm.${action.type}`, { slot: action.slot + 1 });
  const cancel = () => { ctx.ui.confirm = null; ctx.redraw(); };
  return h("div", {
    class: "confirm-move", testid: "confirm-move", role: "alertdialog", "aria-label": question,
    onkeydown: (event) => { if (event.key === "Escape") cancel(); },
  },
    h("p", {}, question),
    h("button", {
      type: "button", class: "primary move", testid: "move", "data-action": JSON.stringify(action), disabled: ctx.busy,
      onclick: () => { ctx.ui.confirm = null; local.sheet = null; ctx.act(action); },
    }, t(`hanabi.ui.confirm.${action.type}-yes`)),
    " ",
    h("button", { type: "button", testid: "confirm-no", onclick: cancel }, t("web.cancel")));
}

/** What a move button does: a play or a discard cannot be taken back, so where the table asks
 * for it, it is confirmed first (the question drawn under the hands, its answer focused). */
function chooser(ctx) {
  return (action) => {
    if (!ctx.confirm || !risky(action)) {
      local.sheet = null; // a move made: the sheet it may have come from has done its work
      ctx.act(action);
      return;
    }
    ctx.ui.confirm = action;
    ctx.redraw();
    const yes = document.querySelector("[data-testid=confirm-move] [data-testid=move]");
    if (yes) yes.focus();
  };
}

export function moves(ctx) {
  return dressed(ctx, h("div", { class: "hanabi-moves" },
    moveGroups(ctx.legal, chooser(ctx), { busy: ctx.busy }),
    ctx.confirm ? h("p", { class: "small muted", testid: "confirm-on" }, t("hanabi.ui.confirm-on")) : null));
}

/** The keyboard's way to every move (keys.js), through the same confirm step as the buttons. */
export function shortcuts(ctx) {
  return keys(ctx, chooser(ctx));
}
