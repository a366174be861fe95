// What the pages share: the games as /api/games lists them, the saved seats and choices, moving
// between pages, and the few pieces every table-like page draws (seat names, clocks, the log).

import { h, t } from "./ui.js";
import { ruleHref } from "./rules.js";
import { whyDetails } from "./why.js";

/** The app's state: the games (from /api/games, in the page's language) and the current page. */
export const app = { games: [], page: null };

export const store = {
  get(key) {
    try {
      return localStorage.getItem("parlour." + key);
    } catch (err) {
      return null;
    }
  },
  set(key, value) {
    try {
      if (value === null) localStorage.removeItem("parlour." + key);
      else localStorage.setItem("parlour." + key, value);
    } catch (err) {
      /* private mode: the choice lasts for this page only */
    }
  },
};

/** The game `id` as /api/games describes it (undefined for a game the server no longer lists). */
export function gameInfo(id) {
  return app.games.find((g) => g.id === id);
}

/** Open another page of the app without reloading (the router mounts it on `popstate`). */
export function navigate(path) {
  history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
}

export function saveSeat(tableId, seat, token) {
  store.set(`seat.${tableId}`, JSON.stringify({ seat, token }));
}

export function loadSeat(tableId) {
  try {
    const data = JSON.parse(store.get(`seat.${tableId}`) || "null");
    return data && typeof data.token === "string" ? data : null;
  } catch (err) {
    return null;
  }
}

export function forgetSeat(tableId) {
  store.set(`seat.${tableId}`, null);
}

export function seatName(seat) {
  if (seat.bot) return t("web.bot-name", { seat: seat.seat + 1 });
  if (seat.deleted) return t("web.deleted-player");
  return seat.name || t("web.seat.empty");
}

export function botLabel(game, botId) {
  const bot = game && game.bots.find((b) => b.id === botId || b.plays_as === botId);
  return bot ? bot.label : botId;
}

/** Seconds on a clock as m:ss (h:mm:ss past an hour). */
export function clockText(seconds) {
  const whole = Math.ceil(seconds);
  const hours = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const sec = String(whole % 60).padStart(2, "0");
  return hours ? `${hours}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A turn-based table's time per move ("1 day per move"); `seconds` null: a live table. */
export function turnLabel(seconds) {
  if (seconds === null) return t("web.turn.none");
  return seconds % 86400 === 0 ? t("web.turn.days", { count: seconds / 86400 }) : t("web.turn.hours", { count: seconds / 3600 });
}

/** The game's rules page, opened beside the game (a new tab: a table's socket keeps running); null
 * for a game with no rules page. */
export function rulesButton(game, testid) {
  if (!game || !game.rules) return null;
  return h("a", { href: `/rules/${encodeURIComponent(game.id)}`, class: "button rules-button", testid, target: "_blank", rel: "noopener" }, t("rules.link"));
}

export function logPanel(lines, seat, close = null) {
  // The list scrolls, so it takes the focus (keyboard scrolling); new lines are read out by the
  // table's live region (a11y.js), not by this list, which is drawn anew each time. `close`: a
  // button drawn beside the title (a phone's log is a sheet, closed from inside it).
  return h("aside", { class: "log panel", id: "log-panel", "aria-labelledby": "log-title" },
    h("div", { class: "log-head" }, h("h2", { id: "log-title" }, t("web.log")), close),
    h("ol", { class: "log-list", testid: "log", tabindex: "0", "aria-labelledby": "log-title" },
      lines.map((line) => h("li", { class: line.seat === seat && seat !== null ? "own" : "", value: line.index + 1 }, line.text,
        line.rule ? ["\u00a0", h("a", { href: ruleHref(line.rule), class: "rule-link", target: "_blank", rel: "noopener", title: line.rule, "aria-label": `${t("rules.link")}: ${line.rule}` }, "§")] : null,
        whyDetails(line)))));
}
