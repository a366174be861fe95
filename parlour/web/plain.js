// The board of a game that ships no browser renderer: visibly plain, and enough to play. The
// seat's view is shown as the server sent it (it holds only what the seat may know); the page adds
// the legal moves as buttons, grouped as the server labelled them, and the log.

import { h, t } from "./ui.js";

export function board(ctx) {
  return h("div", { class: "plain-board", testid: "plain-board" },
    h("p", { class: "muted small" }, t("web.plain-board")),
    h("pre", { class: "plain-view", testid: "plain-view" }, JSON.stringify(ctx.view, null, 2)));
}
