// Keyboard shortcuts. A page hands over its shortcuts with `useKeys(source)`: `source.bindings()`
// gives what can be done now, each a key sequence ("p 2": P then 2) and what it runs;
// `source.help()` the rows of the help overlay ([keys, what they do]); `source.settings()` the
// switches shown under them. `?` opens the overlay (a modal <dialog>: Escape closes it and gives the
// focus back). Keys typed into a field, and keys with Ctrl, Alt or Meta, are never taken.

import { h, t } from "./ui.js";

let source = null;
let typed = []; // the sequence so far ("p" waiting for its slot)
let dialog = null;
let hint = null;

/** The page whose shortcuts are live (null: none). */
export function useKeys(next) {
  source = next;
  reset();
  if (dialog && dialog.open) dialog.close();
}

function reset() {
  typed = [];
  if (hint) hint.hidden = true;
}

function showTyped() {
  if (!hint || !hint.isConnected) {
    hint = h("div", { class: "keys-typed", testid: "keys-typed", "aria-hidden": "true" });
    document.body.append(hint);
  }
  hint.textContent = `${typed.join(" ").toUpperCase()} …`;
  hint.hidden = false;
}

function inField(target) {
  if (!target || !target.closest) return false;
  return Boolean(target.closest("input, textarea, select, [contenteditable=''], [contenteditable=true]"));
}

/** The key as bindings name it: one character in lower case (Shift's "?" stays "?"). */
function keyName(event) {
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}

function onKey(event) {
  if (!source || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || inField(event.target)) return;
  if (dialog && dialog.open) return; // the overlay has the keyboard (Escape, Tab) until it closes
  if (event.key === "Escape") {
    reset();
    return;
  }
  const key = keyName(event);
  if (!key || key === " ") return; // Enter, Space, Tab and the arrows keep their usual meaning
  if (key === "?") {
    event.preventDefault();
    reset();
    openHelp();
    return;
  }
  const bindings = source.bindings();
  for (const sequence of typed.length ? [[...typed, key], [key]] : [[key]]) {
    const text = sequence.join(" ");
    const exact = bindings.find((binding) => binding.keys === text);
    if (exact) {
      event.preventDefault();
      reset();
      exact.run();
      return;
    }
    if (bindings.some((binding) => binding.keys.startsWith(`${text} `))) {
      event.preventDefault();
      typed = sequence;
      showTyped();
      return;
    }
  }
  reset();
}

document.addEventListener("keydown", onKey);

/** The help overlay: every shortcut of the page in the reader's language, and its switches. */
export function openHelp() {
  if (!source) return;
  const back = document.activeElement;
  if (!dialog || !dialog.isConnected) {
    dialog = h("dialog", { class: "keys-help", testid: "keys-help", "aria-labelledby": "keys-help-title" });
    dialog.addEventListener("close", () => {
      if (dialog.back && dialog.back.isConnected) dialog.back.focus();
    });
    document.body.append(dialog);
  }
  dialog.back = back;
  const rows = [["?", t("web.keys.help")], ["Esc", t("web.keys.escape")], ...source.help()];
  dialog.replaceChildren(
    h("h2", { id: "keys-help-title" }, t("web.keys.title")),
    h("table", { class: "keys-table" },
      h("tbody", {}, rows.map(([keys, what]) => h("tr", {}, h("th", { scope: "row" }, h("kbd", {}, keys)), h("td", {}, what))))),
    source.settings ? source.settings() : null,
    h("form", { method: "dialog" }, h("button", { type: "submit", class: "primary", testid: "keys-close" }, t("web.keys.close"))));
  dialog.showModal();
}
