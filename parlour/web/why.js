// Why a bot did what it did: a bot's log line opens its reason (the server sends it in `line.why`,
// already redacted for this reader: the reason, then the alternatives the bot rejected).
import { h, t } from "./ui.js";

// The lines whose reason the reader opened: the log is redrawn after every move, the reason stays open.
const opened = new Set();

function keyOf(line) {
  return `${line.index}:${line.text}`;
}

/** The "Why?" disclosure of a bot's log line (null for a line with no reason). */
export function whyDetails(line) {
  if (!line.why || !line.why.length) return null;
  const key = keyOf(line);
  const [reason, ...rejected] = line.why;
  return h("details", {
      class: "why", testid: "why", open: opened.has(key),
      ontoggle: (event) => (event.currentTarget.open ? opened.add(key) : opened.delete(key)),
    },
    h("summary", { class: "why-summary" }, t("web.why.open")),
    h("p", { class: "why-reason" }, reason),
    rejected.length ? h("ul", { class: "why-rejected" }, rejected.map((text) => h("li", {}, text))) : null);
}
