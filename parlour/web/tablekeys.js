// A table's keyboard shortcuts: the page's own (moves, log, the board said aloud) and the game's,
// which its renderer gives (`shortcuts(ctx)`: { bindings, help }); a game without them gets the
// digits, each pressing one of the move buttons in their order. The help overlay also holds the
// switches of the turn notices (sound, tab title).

import { h, t } from "./ui.js";
import { announce } from "./a11y.js";
import { noticeOn, notices, setNotice } from "./sound.js";

function moveButtons(page) {
  return [...page.root.querySelectorAll("[data-testid=moves] button:enabled")];
}

/** Digits for the move buttons, when the game names no shortcuts of its own: 1 to 9, or two
 * digits each (01, 02, … 99) when there are more than nine. */
function digits(page) {
  const buttons = moveButtons(page).slice(0, 99);
  const name = buttons.length > 9 ? (n) => String(n).padStart(2, "0").split("").join(" ") : String;
  return buttons.map((button, i) => ({ keys: name(i + 1), run: () => button.click() }));
}

function gameKeys(page) {
  const renderer = page.renderer;
  if (!page.msg || !renderer || typeof renderer.shortcuts !== "function") return null;
  return renderer.shortcuts(page.context());
}

function sayBoard(page) {
  if (!page.msg) return;
  const renderer = page.renderer;
  const board = typeof renderer.describe === "function" ? renderer.describe(page.context()) : "";
  announce(page.turnState(page.msg).text, board);
}

function settings(page) {
  return h("fieldset", { class: "notices", testid: "notices" },
    h("legend", {}, t("web.notice.title-legend")),
    Object.entries(notices).map(([kind, notice]) => h("label", { class: "check" },
      h("input", {
        type: "checkbox", testid: `notice-${kind}`, checked: noticeOn(kind),
        onchange: (event) => {
          setNotice(kind, event.target.checked);
          page.render(); // the title follows at once
        },
      }),
      " ", t(notice.label))));
}

/** The `source` keys.js wants for the table page `page`. */
export function tableKeys(page) {
  return {
    bindings() {
      const own = [
        { keys: "l", run: () => page.toggleLog() },
        { keys: "b", run: () => sayBoard(page) },
        { keys: "m", run: () => { const first = moveButtons(page)[0]; if (first) first.focus(); } },
      ];
      if (!page.msg || page.msg.result) return own;
      const game = gameKeys(page);
      return [...own, ...(game ? game.bindings : digits(page))];
    },
    help() {
      const game = gameKeys(page);
      return [
        ["M", t("web.keys.moves")],
        ["L", t("web.keys.log")],
        ["B", t("web.keys.board")],
        ...(game ? game.help : [["1–9", t("web.keys.digits")]]),
      ];
    },
    settings: () => settings(page),
  };
}
