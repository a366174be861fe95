// Small helpers shared by the pages and the game renderers: building DOM, words, fetching JSON.

const words = { messages: {}, lang: "en", languages: {} };

/** Replace the message templates (from /api/text). */
export function setWords(data) {
  words.messages = data.messages || {};
  words.lang = data.lang || "en";
  words.languages = data.languages || {};
}

export function currentLang() {
  return words.lang;
}

export function languages() {
  return words.languages;
}

const pluralRules = new Map();

/** The CLDR plural category of `count` in the current language ("other" for anything but a number). */
export function pluralCategory(count) {
  if (typeof count !== "number" || !Number.isFinite(count)) return "other";
  if (!pluralRules.has(words.lang)) pluralRules.set(words.lang, new Intl.PluralRules(words.lang));
  return pluralRules.get(words.lang).select(Math.abs(count));
}

/**
 * The message `key` in the current language, its `{name}` fields filled from `params`. A plural
 * message comes as its forms by CLDR category (the catalogue's own entry): the one for
 * `params.count` is taken, as the server does with Babel.
 */
export function t(key, params = {}) {
  let template = words.messages[key];
  if (template === undefined || template === null) template = key;
  if (typeof template === "object") {
    const form = template[pluralCategory(params.count)];
    template = form !== undefined ? form : template.other;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** Whether a message key exists. */
export function has(key) {
  return key in words.messages;
}

/**
 * Build an element: h("button", {class: "x", testid: "go", onclick: fn, disabled: true}, "Go").
 * Children may be strings, numbers, nodes, arrays, or null/false (skipped).
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "testid") el.dataset.testid = value;
    else if (name === "class") el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (name === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (name.startsWith("on") && typeof value === "function") el.addEventListener(name.slice(2), value);
    else if (name === "dataset") Object.assign(el.dataset, value);
    else if (["value", "checked", "selected", "disabled", "hidden", "open"].includes(name)) el[name] = value;
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

let csrf = null; // the signed-in session's CSRF token (account.js), sent with every change

/** Remember the session's CSRF token (null: signed out). */
export function setCsrf(token) {
  csrf = token;
}

/** Fetch JSON; a refusal throws an Error whose message is the server's (localized) sentence. */
export async function api(path, body) {
  // The server answers (its errors too) in the language chosen on the page, not the browser's.
  const headers = { "Content-Type": "application/json", "Accept-Language": currentLang() };
  if (csrf) headers["X-Parlour-CSRF"] = csrf;
  const options = body === undefined ? { headers: { "Accept-Language": currentLang() } } : {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  let data = null;
  try {
    data = await response.json();
  } catch (err) {
    data = null;
  }
  if (!response.ok) {
    const error = new Error((data && data.message) || response.statusText);
    error.code = data && data.error;
    error.status = response.status;
    throw error;
  }
  return data;
}

/** Show a short message to the user (errors from the server, copy confirmations). */
export function toast(text, kind = "error", link = null) {
  const box = document.getElementById("toasts");
  if (!box) return;
  // A refusal may link to the rule it cites (opened beside the game, which keeps running).
  const more = link ? [" ", h("a", { href: link.href, target: "_blank", rel: "noopener", class: "rule-id", testid: "toast-rule" }, link.text)] : [];
  const item = h("p", { class: ["toast", kind], role: kind === "error" ? "alert" : "status", testid: kind }, text, ...more);
  box.append(item);
  setTimeout(() => item.remove(), kind === "error" ? 6000 : 2500);
}

/** The legal moves as buttons, grouped by their `group` (first-seen order kept). */
export function moveGroups(entries, act, options = {}) {
  const groups = new Map();
  for (const entry of entries) {
    if (!groups.has(entry.group)) groups.set(entry.group, []);
    groups.get(entry.group).push(entry);
  }
  const sections = [];
  for (const [group, items] of groups) {
    sections.push(
      h("fieldset", { class: "move-group", testid: "move-group" },
        h("legend", {}, group),
        h("div", { class: "move-buttons" },
          items.map((entry) =>
            h("button", {
              type: "button",
              class: ["move", options.busy ? "busy" : ""],
              testid: "move",
              disabled: options.busy,
              "data-action": JSON.stringify(entry.action),
              onclick: () => act(entry.action),
            }, entry.label)))));
  }
  return sections;
}

/** Copy `text` to the clipboard (with a fallback for pages not served over https). */
export async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (err) {
    if (input) {
      input.select();
      try {
        return document.execCommand("copy");
      } catch (err2) {
        return false;
      }
    }
    return false;
  }
}

/** What has the keyboard focus, in words that survive a re-render (test id, action, card, label). */
export function focusKey() {
  const el = document.activeElement;
  if (!el || el === document.body || !el.dataset || !el.dataset.testid) return null;
  return {
    testid: el.dataset.testid,
    action: el.dataset.action || null,
    card: el.dataset.card || null,
    label: el.getAttribute("aria-label") || el.textContent,
  };
}

/** Give the focus back to the element that matches `key` after a re-render; true if found. */
export function restoreFocus(root, key) {
  if (!key) return false;
  for (const el of root.querySelectorAll(`[data-testid="${key.testid}"]`)) {
    if (el.disabled) continue;
    const same = key.action ? el.dataset.action === key.action
      : key.card ? el.dataset.card === key.card
        : key.label === undefined || (el.getAttribute("aria-label") || el.textContent) === key.label;
    if (same) {
      el.focus({ preventScroll: true });
      return true;
    }
  }
  return false;
}
