// A card's sheet, opened by a click or a tap on the card: its clue history, what it can still be,
// and the reader's private note on it (kept with the seat on the server; nobody else reads it).

import { h, t } from "/static/ui.js";
import { cardName, colour, miniCard } from "./faces.js";
import { piles, possibilities } from "./knowledge.js";

const NOTE_LENGTH = 200; // the server's limit (parlour.server.tables.NOTE_LENGTH)

// What survives a redraw (a new state while the sheet is open or a note half typed): the card
// whose sheet is open, by id, and the notes being typed, by card id.
export const local = { sheet: null, drafts: new Map() };

/** Open (or close, if open) the sheet of card `id`. */
export function toggleSheet(id) {
  local.sheet = local.sheet === id ? null : id;
}

/** Bring the open sheet into sight once drawn: below the hands it may open under the fold (a
 * phone), where a tap would seem to do nothing. */
export function revealSheet() {
  const sheet = local.sheet === null ? null : document.querySelector("[data-testid=card-sheet]");
  if (sheet) sheet.scrollIntoView({ block: "nearest" });
}

/** The note on card `id` this reader may see (its own seat's), or "". */
export function noteOf(ctx, id) {
  return (ctx.notes && ctx.notes[String(id)]) || "";
}

function clueValue(mark) {
  return mark.colour !== undefined ? colour(mark.colour) : String(mark.rank);
}

function history(ctx, card) {
  const marks = (card.known && card.known.clues) || [];
  if (!marks.length) return h("p", { class: "muted", testid: "clue-history" }, t("hanabi.ui.history.none"));
  return h("ol", { class: "clue-history", testid: "clue-history" }, marks.map((mark) =>
    h("li", { class: mark.touched ? "touched" : "missed" },
      t(mark.touched ? "hanabi.ui.history.touched" : "hanabi.ui.history.missed", {
        turn: mark.turn + 1, player: ctx.names[mark.giver], value: clueValue(mark),
      }))));
}

function canBe(ctx, card, owner) {
  const options = possibilities(ctx.view, card);
  const mine = owner === ctx.seat || card.suit === undefined;
  const open = options.filter((o) => o.left > 0);
  return h("div", { class: "can-be", testid: "can-be" },
    h("h4", {}, mine ? t("hanabi.ui.can-be") : t("hanabi.ui.they-can-tell", { player: ctx.names[owner] })),
    h("p", { class: "possible" }, options.map((o) => miniCard(o, {
      class: o.left > 0 ? "" : "gone",
      title: `${cardName(o)} · ${t("hanabi.ui.copies-left", { count: o.left })}`,
    }))),
    h("p", { class: "small muted" }, t("hanabi.ui.possible-count", { count: open.length })));
}

function noteEditor(ctx, id) {
  const saved = noteOf(ctx, id);
  if (!ctx.saveNote) {
    return saved ? h("p", { class: "note-text", testid: "sheet-note" }, "✎ ", saved) : null;
  }
  const draft = local.drafts.has(id) ? local.drafts.get(id) : saved;
  const fieldId = `note-${id}`;
  const save = (text) => {
    // Offline (the banner says so), the note stays a draft in its field, to be saved again.
    if (ctx.saveNote(id, text.trim()) !== false) local.drafts.delete(id);
  };
  const input = h("input", {
    id: fieldId, type: "text", testid: "note-input", maxlength: NOTE_LENGTH, value: draft, autocomplete: "off",
    placeholder: t("hanabi.ui.note-placeholder"),
    oninput: (event) => local.drafts.set(id, event.target.value),
    onkeydown: (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        save(event.target.value);
      }
    },
  });
  return h("form", { class: "note-form", testid: "note-form", onsubmit: (event) => { event.preventDefault(); save(input.value); } },
    h("label", { for: fieldId }, t("hanabi.ui.note"), " ", h("small", { class: "muted" }, t("hanabi.ui.note-private"))),
    h("span", { class: "note-row" }, input,
      h("button", { type: "submit", testid: "note-save" }, t("hanabi.ui.note-save")),
      saved ? h("button", { type: "button", testid: "note-clear", onclick: () => save("") }, t("hanabi.ui.note-clear")) : null));
}

function closeOnEscape(ctx, event) {
  if (event.key !== "Escape") return;
  local.sheet = null;
  ctx.redraw();
}

function closeButton(ctx) {
  return h("button", { type: "button", class: "close", testid: "sheet-close", "aria-label": t("hanabi.ui.close"),
    onclick: () => { local.sheet = null; ctx.redraw(); } }, "×");
}

/** A firework's cards, bottom to top, each a button to its own sheet (and note); `id` the open one. */
function pileRow(ctx, pile, id) {
  return h("div", { class: "pile", role: "group", "aria-label": t("hanabi.ui.pile") },
    h("span", { class: "small muted" }, t("hanabi.ui.pile")),
    pile.map((card) => {
      const note = noteOf(ctx, card.id);
      const label = note ? `${cardName(card)} · ${t("hanabi.ui.note")}: ${note}` : cardName(card);
      return h("button", {
        type: "button", class: ["discarded", "pile-card", note ? "noted" : "", card.id === id ? "picked" : ""], testid: "pile-card",
        dataset: { card: String(card.id) }, "aria-label": label, "aria-pressed": card.id === id ? "true" : "false",
        onclick: () => { local.sheet = card.id; ctx.redraw(); revealSheet(); },
      }, miniCard(card, { title: label }));
    }));
}

/** The open sheet, or null (no sheet open, or its card has left the hands and discards);
 * `moves`: the moves about the card (drawn by the renderer), shown in the sheet. */
export function cardSheet(ctx, moves) {
  const id = local.sheet;
  if (id === null) return null;
  let owner = -1;
  let slot = -1;
  ctx.view.hands.forEach((hand, seat) => hand.forEach((card, index) => {
    if (card.id === id) [owner, slot] = [seat, index];
  }));
  if (owner < 0) {
    const gone = ctx.view.discards.find((card) => card.id === id);
    const pile = gone ? null : Object.values(piles(ctx.view)).find((cards) => cards.some((card) => card.id === id));
    if (!gone && !pile) return null;
    const face = gone || pile.find((card) => card.id === id);
    const title = t(gone ? "hanabi.ui.discarded-card" : "hanabi.ui.played-card", { card: cardName(face) });
    return h("section", { class: "card-sheet", testid: "card-sheet", "aria-label": title, onkeydown: (event) => closeOnEscape(ctx, event) },
      h("header", {}, h("h3", {}, title), closeButton(ctx)),
      pile ? pileRow(ctx, pile, id) : null,
      noteEditor(ctx, id));
  }
  const card = ctx.view.hands[owner][slot];
  const whose = owner === ctx.seat ? t("hanabi.ui.your-card", { slot: slot + 1 })
    : t("hanabi.ui.their-card", { player: ctx.names[owner], slot: slot + 1 });
  return h("section", { class: "card-sheet", testid: "card-sheet", "aria-label": whose, onkeydown: (event) => closeOnEscape(ctx, event) },
    h("header", {},
      h("h3", {}, whose, card.suit !== undefined ? ` · ${cardName(card)}` : ""),
      closeButton(ctx)),
    h("div", { class: "sheet-body" },
      h("div", {}, h("h4", {}, t("hanabi.ui.history")), history(ctx, card)),
      canBe(ctx, card, owner)),
    moves,
    noteEditor(ctx, id));
}
