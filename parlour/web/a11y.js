// What a screen reader hears: one live region kept outside the redrawn page (a region created anew
// on every redraw is never read out), where the table says each new log line and "your turn".

import { h, t } from "./ui.js";

const KEEP = 40; // lines kept in the region: enough to read back, never a growing page

let region = null;

/** The announcements' live region (a `log`: polite, read in order), created once per page. */
export function announcer() {
  if (!region || !region.isConnected) {
    region = h("div", { class: "sr-only", role: "log", "aria-live": "polite", testid: "announcer" });
    document.body.append(region);
  }
  region.setAttribute("aria-label", t("web.a11y.announcements")); // in the page's current language
  return region;
}

/** Say `texts` (each its own line; empty ones skipped). */
export function announce(...texts) {
  const box = announcer();
  for (const text of texts) if (text) box.append(h("p", {}, text));
  while (box.childElementCount > KEEP) box.firstElementChild.remove();
}

/** Forget what was said (a new page starts with a quiet region). */
export function quiet() {
  if (region) region.replaceChildren();
}
