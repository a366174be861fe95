// Turn-based play: the "My games" page (every table that waits for the signed-in account, its
// moves first, with the time left), and the watch that tells the player when a move becomes
// theirs while any Parlour page is open: the tab's title, the chime (sound.js), and the
// Notification API once the player allowed it (asked on a click, never at load). The watch is a
// lean poll of /api/account/games; the table page's socket says it at once at its own table.

import { api, h, t, toast } from "./ui.js";
import { app, loadSeat, navigate, saveSeat, seatName } from "./common.js";
import { session } from "./account.js";
import { chime, noticeOn } from "./sound.js";

const POLL_MS = 30000; // a turn-based move waits hours: half a minute late is soon enough
const MARK = /^\(\d+\) /; // the title's count of moves waiting: "(2) Parlour"

/** Time left until `deadlineMs` (the server's `nowMs` now), in the largest whole unit. */
export function timeLeft(deadlineMs, nowMs) {
  if (deadlineMs === null || deadlineMs === undefined) return t("web.games.no-limit");
  const seconds = Math.floor((deadlineMs - nowMs) / 1000);
  if (seconds <= 0) return t("web.games.overdue");
  // Whole units, rounded down but for a 2 % grace: a day's move seen a few seconds after it
  // began reads "1 day left", not "23 hours left".
  const whole = (unit) => Math.floor(seconds / unit + 0.02);
  if (whole(86400) >= 1) return t("web.games.left-days", { count: whole(86400) });
  if (whole(3600) >= 1) return t("web.games.left-hours", { count: whole(3600) });
  return t("web.games.left-minutes", { count: Math.max(1, whole(60)) });
}

/** Open a table the account sits at: this browser's seat key, or the seat claimed for it. */
async function openSeat(tableId) {
  if (!loadSeat(tableId)) {
    try {
      const data = await api(`/api/tables/${encodeURIComponent(tableId)}/claim`, {});
      saveSeat(tableId, data.seat, data.token);
    } catch (err) {
      toast(err.message);
      return;
    }
  }
  navigate(`/t/${tableId}`);
}

class TurnWatch {
  constructor() {
    this.yours = null; // ids of the tables where it is our move (null: not polled yet)
    this.count = 0;
    this.last = null; // the last answer, for the My games page
    this.timer = null;
    this.listeners = new Set();
    const title = document.querySelector("title");
    // A page sets its own title; the count of moves waiting leads it again.
    if (title) new MutationObserver(() => this.mark()).observe(title, { childList: true });
  }

  start() {
    if (this.timer === null) this.timer = setInterval(() => this.poll(), POLL_MS);
    return this.poll();
  }

  async poll() {
    if (!session.account) {
      this.yours = null;
      this.count = 0;
      this.last = null;
      this.mark();
      return null;
    }
    let data;
    try {
      data = await api("/api/account/games");
    } catch (err) {
      return null; // signed out elsewhere, or the server restarting: the next poll tries again
    }
    const now = new Set(data.games.filter((g) => g.yours).map((g) => g.table.id));
    const fresh = this.yours === null ? [] : data.games.filter((g) => g.yours && !this.yours.has(g.table.id));
    this.yours = now;
    this.count = now.size;
    this.last = data;
    this.mark();
    const here = location.pathname.match(/^\/t\/([A-Za-z0-9_-]+)/);
    const elsewhere = fresh.filter((g) => !here || here[1] !== g.table.id); // the table page says it itself
    if (elsewhere.length) this.tell(elsewhere);
    for (const listener of this.listeners) listener(data);
    return data;
  }

  /** The tab's title led by the number of moves waiting (when the title notice is on). */
  mark() {
    const bare = document.title.replace(MARK, "");
    const wanted = this.count && noticeOn("title") ? `(${this.count}) ${bare}` : bare;
    if (document.title !== wanted) document.title = wanted;
  }

  tell(games) {
    chime();
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    for (const game of games) {
      try {
        const notice = new Notification(t("web.turn.notify.title"), {
          body: t("web.turn.notify.body", { game: game.table.game_name }),
          tag: `parlour-${game.table.id}`,
        });
        notice.onclick = () => {
          window.focus();
          openSeat(game.table.id);
        };
      } catch (err) {
        /* a browser that shows notifications only from a service worker: the title and chime said it */
      }
    }
  }
}

export const turns = new TurnWatch();
app.turns = turns; // for the browser tests: `parlour.turns.poll()` instead of waiting half a minute

export class GamesPage {
  constructor(root) {
    this.root = root;
    this.listener = () => this.onLang();
  }

  start() {
    turns.listeners.add(this.listener);
    this.onLang();
    turns.poll();
  }

  stop() {
    turns.listeners.delete(this.listener);
  }

  async askPermission() {
    try {
      await Notification.requestPermission();
    } catch (err) {
      /* an old browser's callback form: the permission shows on the next drawing */
    }
    this.onLang();
  }

  notifyPanel() {
    if (!("Notification" in window)) return null;
    if (Notification.permission === "granted") return h("p", { class: "small muted games-notify", testid: "notify-on" }, t("web.games.notify-on"));
    if (Notification.permission === "denied") return h("p", { class: "small muted games-notify", testid: "notify-denied" }, t("web.games.notify-denied"));
    return h("button", { type: "button", class: "button games-notify", testid: "notify", onclick: () => this.askPermission() }, t("web.games.notify"));
  }

  row(game, nowMs) {
    const { table, seat } = game;
    const waiting = game.waiting_for;
    const who = table.status === "open"
      ? t("web.games.not-started")
      : game.yours ? timeLeft(game.deadline_ms, nowMs)
        : waiting === null ? "" : t("web.games.waiting-for", { name: seatName(table.seats[waiting]) });
    return h("li", { class: ["table-row", game.yours ? "yours" : null], testid: "my-game", "data-table": table.id },
      h("span", { class: "table-game" }, table.game_name),
      h("span", { class: "table-who" }, table.seats.map((s) => seatName(s)).join(", ")),
      h("span", { class: "small", testid: "time-left" }, who),
      h("span", { class: "table-links" },
        h("button", { type: "button", class: ["button", game.yours ? "primary" : null], testid: "open-game", "data-seat": seat, onclick: () => openSeat(table.id) }, t("web.games.open"))));
  }

  onLang() {
    document.title = `${t("web.games.title")} · ${t("web.title")}`;
    turns.mark();
    if (!session.account) {
      this.root.replaceChildren(h("section", { class: "panel", testid: "my-games" },
        h("h1", {}, t("web.games.title")),
        h("p", {}, t("web.games.signed-out")),
        h("a", { href: "/account", class: "button primary" }, t("web.account.link"))));
      return;
    }
    const data = turns.last || { games: [], now_ms: Date.now() };
    const mine = data.games.filter((g) => g.yours);
    const others = data.games.filter((g) => !g.yours);
    const list = (games, testid) => h("ul", { class: "table-list", testid }, games.map((g) => this.row(g, data.now_ms)));
    this.root.replaceChildren(h("section", { class: "panel", testid: "my-games" },
      h("h1", {}, t("web.games.title")),
      this.notifyPanel(),
      data.games.length ? null : h("p", { class: "muted", testid: "no-games" }, t("web.games.none")),
      mine.length ? h("h2", {}, t("web.games.yours")) : null,
      mine.length ? list(mine, "games-yours") : null,
      others.length ? h("h2", {}, t("web.games.others")) : null,
      others.length ? list(others, "games-others") : null));
  }
}
