// A player's profile (/u/<name>) and the leaderboards (/leaders). Both read finished games only
// (parlour/server/records.py): the history (each game opens its replay from the player's seat), the
// statistics per game, variant and player count with a chart of the scores (an SVG drawn here), and
// per game the leaderboards. A private profile answers as an unknown name: "not found".

import { api, currentLang, h, t, toast } from "./ui.js";
import { app, botLabel, gameInfo, navigate } from "./common.js";
import { loadAccount, session } from "./account.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs || {})) el.setAttribute(name, String(value));
  for (const child of children) el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return el;
}

function gameName(id) {
  const game = gameInfo(id);
  return game ? game.name : id;
}

function when(seconds) {
  return new Date(seconds * 1000).toLocaleDateString(currentLang(), { year: "numeric", month: "short", day: "numeric" });
}

/** The heading of one group: game, player count and variant (in the catalogue's words, as the
 * server names it: `words` are message keys, and raw options only where no name covers them). */
function groupTitle(game, players, words) {
  const parts = [gameName(game)];
  if (players) parts.push(t("web.records.players", { count: players }));
  parts.push(words && words.length ? words.map((w) => (w.key ? t(w.key) : w.text)).join(", ") : t("web.records.standard"));
  return parts.join(" · ");
}

/** A seat as the history and leaderboards name it: a bot by its label, an account with a link. */
function who(game, seat) {
  if (seat.bot) return h("span", { class: "muted" }, botLabel(gameInfo(game), seat.bot));
  if (!seat.name) return h("span", { class: "muted" }, t("web.deleted-player"));
  if (seat.account) return h("a", { href: `/u/${encodeURIComponent(seat.name)}`, onclick: follow }, seat.name);
  return h("span", {}, seat.name);
}

function follow(event) {
  if (event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute("href"));
}

function joined(items) {
  const out = [];
  items.forEach((item, i) => {
    if (i) out.push(", ");
    out.push(item);
  });
  return out;
}

/** The labels of a score axis from `low` to `high`: every 1, 2, 5, 10, 20, 50... points, the
 * first step that keeps them at most 7 (0, 5, 10 ... 25 for scores up to 25; 0 and 1 for a win or a loss),
 * so that labels never run into each other however many scores were reached. */
function axisTicks(low, high) {
  const span = high - low;
  let step = 1;
  for (let scale = 1; span / step > 6; scale *= 10) {
    step = [1, 2, 5].map((m) => m * scale).find((s) => span / s <= 6) || 10 * scale;
  }
  const ticks = [];
  for (let score = Math.ceil(low / step) * step; score <= high; score += step) ticks.push(score);
  return ticks;
}

/** The score distribution as bars: one per score reached, its height the number of games (the
 * exact score and count in each bar's title), on an axis of regular labels. */
export function chart(distribution, label, last = 1) {
  const entries = Object.entries(distribution).map(([score, games]) => [Number(score), games]).sort((a, b) => a[0] - b[0]);
  const low = Math.min(0, ...entries.map(([s]) => s));
  const high = Math.max(last, ...entries.map(([s]) => s));
  const most = Math.max(1, ...entries.map(([, g]) => g));
  const width = 300, height = 130, left = 26, bottom = 24, top = 14;
  const span = high - low + 1;
  const step = (width - left - 10) / span; // room on the right for the last label
  const bar = Math.max(2, step * 0.8);
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "score-chart", role: "img", "aria-label": label, "data-testid": "score-chart" });
  root.append(svg("title", {}, label));
  root.append(svg("line", { x1: left, y1: height - bottom, x2: width - 2, y2: height - bottom, class: "axis" }));
  root.append(svg("text", { x: left - 5, y: top + 4, "text-anchor": "end", class: "tick" }, most));
  for (const [score, games] of entries) {
    const x = left + (score - low) * step + (step - bar) / 2;
    const tall = ((height - bottom - top) * games) / most;
    const rect = svg("rect", { x: x.toFixed(1), y: (height - bottom - tall).toFixed(1), width: bar.toFixed(1), height: tall.toFixed(1), class: "bar", "data-score": score, "data-games": games });
    rect.append(svg("title", {}, t("web.records.chart-bar", { score, count: games })));
    root.append(rect);
  }
  for (const score of axisTicks(low, high)) {
    const x = left + (score - low) * step + step / 2;
    root.append(svg("line", { x1: x.toFixed(1), y1: height - bottom, x2: x.toFixed(1), y2: height - bottom + 3, class: "axis" }));
    root.append(svg("text", { x: x.toFixed(1), y: height - 6, "text-anchor": "middle", class: "tick" }, score));
  }
  return root;
}

function percent(part, whole) {
  return whole ? `${Math.round((100 * part) / whole)} %` : "–";
}

/** A fact's value as the server formats it ("percent" of the entry's games, "rating", else as is). */
function factValue(entry, [, value, format]) {
  if (format === "percent") return percent(value, entry.games);
  if (format === "rating") return value.toFixed(1);
  return value;
}

/** A game's statistics: the facts the server chose for that game, and its score chart. */
function statsCard(entry) {
  const title = groupTitle(entry.game, entry.players, entry.variant_words);
  return h("div", { class: "panel stats-card", testid: "stats-card", "data-game": entry.game, "data-players": entry.players },
    h("h3", {}, title),
    h("dl", { class: "stats" }, entry.facts.map((fact) => h("div", {}, h("dt", {}, t(fact[0])), h("dd", {}, factValue(entry, fact))))),
    chart(entry.distribution, t("web.records.chart", { title }), entry.top));
}

function outcomeText(game) {
  const [key, params] = game.result;
  return t(key, params);
}

export class ProfilePage {
  constructor(root, name) {
    this.root = root;
    this.name = name;
    this.data = null;
    this.missing = false;
  }

  async start() {
    this.onLang();
    await this.load();
  }

  async load() {
    try {
      this.data = await api(`/api/profile/${encodeURIComponent(this.name)}?lang=${currentLang()}`);
      this.missing = false;
    } catch (err) {
      this.data = null;
      this.missing = err.status === 404;
      if (!this.missing) toast(err.message);
    }
    this.onLang();
  }

  stop() {}

  async setPrivate(value) {
    try {
      await loadAccount(); // a fresh CSRF token for the change
      const data = await api("/api/account/profile", { private: value });
      this.data.private = data.private;
      toast(t(data.private ? "web.profile.now-private" : "web.profile.now-public"), "ok");
    } catch (err) {
      toast(err.message);
    }
    this.onLang();
  }

  onLang() {
    if (this.missing) {
      document.title = `${t("web.profile.missing")} · ${t("web.title")}`;
      this.root.replaceChildren(h("section", { class: "panel notice", testid: "profile-missing" },
        h("h1", {}, t("web.profile.missing")), h("p", {}, t("web.profile.missing-text")),
        h("a", { href: "/", class: "button primary" }, t("web.back"))));
      return;
    }
    const data = this.data;
    document.title = `${data ? data.name : this.name} · ${t("web.title")}`;
    if (!data) {
      this.root.replaceChildren(h("p", {}, "…"));
      return;
    }
    const parts = [h("h1", { testid: "profile-name" }, data.name)];
    if (data.owner) {
      parts.push(h("div", { class: "panel privacy", testid: "privacy" },
        h("label", {},
          h("input", { type: "checkbox", testid: "private-profile", checked: data.private, onchange: (event) => this.setPrivate(event.target.checked) }),
          " ", t("web.profile.private")),
        h("p", { class: "small muted" }, t(data.private ? "web.profile.private-on" : "web.profile.private-off"))));
    }
    parts.push(h("p", {}, h("a", { href: "/leaders", onclick: follow, testid: "to-leaders" }, t("web.leaders.title"))));
    parts.push(h("h2", {}, t("web.profile.stats")));
    parts.push(data.stats.length
      ? h("div", { class: "stats-cards" }, data.stats.map(statsCard))
      : h("p", { class: "muted", testid: "no-games" }, t("web.profile.no-games")));
    parts.push(h("h2", {}, t("web.profile.history")));
    const rows = data.history.map((game) => h("li", { class: "table-row history-row", testid: "history-game", "data-table": game.table },
      h("span", { class: "table-game" }, gameName(game.game)),
      h("span", { class: "table-who" }, when(game.finished), " · ", t("web.records.players", { count: game.players }),
        game.with.length ? [" · ", t("web.profile.with"), " ", joined(game.with.map((seat) => who(game.game, seat)))] : null),
      h("span", { class: ["status", `outcome-${game.outcome}`] }, outcomeText(game)),
      h("span", { class: "table-links" },
        h("a", { class: "button", href: `/replay/${game.table}?seat=${game.seat}`, testid: "history-replay", onclick: follow }, t("web.replay")))));
    parts.push(rows.length ? h("ul", { class: "table-list" }, rows) : h("p", { class: "muted" }, t("web.profile.no-games")));
    this.root.replaceChildren(h("section", { class: "profile", testid: "profile" }, parts));
  }
}

export class LeadersPage {
  constructor(root, game) {
    this.root = root;
    this.game = gameInfo(game) ? game : app.games[0].id; // the boards answer lists the games that have some
    this.games = []; // the games with leaderboards, as the server lists them
    this.data = null;
  }

  async start() {
    this.onLang();
    await this.load();
  }

  async load() {
    try {
      this.data = await api(`/api/leaderboards/${this.game}?lang=${currentLang()}`);
      this.games = this.data.games;
      if (!this.games.includes(this.game) && this.games.length) return this.choose(this.games[0]);
    } catch (err) {
      this.data = null;
      toast(err.message);
    }
    this.onLang();
  }

  stop() {}

  choose(game) {
    this.game = game;
    history.replaceState(null, "", `/leaders?game=${game}`);
    this.data = null;
    this.load();
  }

  board(board) {
    const game = this.game;
    let head, rows;
    if (board.kind === "scores") {
      head = ["web.leaders.rank", "web.records.score", "web.leaders.turns", "web.leaders.team", ""];
      rows = board.rows.map((row, i) => [i + 1, row.score, row.turns, joined(row.team.map((seat) => who(game, seat))),
        h("a", { href: `/replay/${row.table}`, onclick: follow }, t("web.replay"))]);
    } else if (board.kind === "medals") {
      head = ["web.leaders.rank", "web.leaders.player", "web.records.medal.gold", "web.records.medal.silver", "web.records.medal.bronze"];
      rows = board.rows.map((row, i) => [i + 1, who(game, { name: row.name, account: true }), row.gold, row.silver, row.bronze]);
    } else {
      head = ["web.leaders.rank", "web.leaders.player", "web.records.rating", "web.records.games", "web.records.wins"];
      rows = board.rows.map((row, i) => [i + 1, who(game, row.bot ? { bot: row.bot } : { name: row.name, account: true }),
        row.rating.toFixed(1), row.games, Number(row.wins.toFixed(2))]);
    }
    const title = board.kind === "ratings" ? t("web.leaders.ratings") : groupTitle(game, board.players, board.variant_words);
    return h("div", { class: "panel leaderboard", testid: "leaderboard", "data-players": board.players },
      h("h2", {}, title),
      h("div", { class: "board-scroll" }, h("table", { class: "board" },
        h("thead", {}, h("tr", {}, head.map((key) => h("th", { scope: "col" }, key ? t(key) : "")))),
        h("tbody", {}, rows.map((cells) => h("tr", { testid: "leader-row" }, cells.map((cell) => h("td", {}, cell))))))));
  }

  onLang() {
    document.title = `${t("web.leaders.title")} · ${t("web.title")}`;
    const tabs = h("div", { class: "leader-tabs", role: "group", "aria-label": t("web.leaders.game") },
      this.games.map((game) => h("button", { type: "button", class: ["button", game === this.game && "primary"], "aria-pressed": String(game === this.game), testid: `leaders-${game}`, onclick: () => this.choose(game) }, gameName(game))));
    const intro = t(`web.leaders.about.${this.game}`);
    let body;
    if (!this.data) body = h("p", {}, "…");
    else if (!this.data.boards.length || this.data.boards.every((b) => !b.rows.length)) body = h("p", { class: "muted", testid: "no-leaders" }, t("web.leaders.empty"));
    else body = this.data.boards.map((board) => this.board(board));
    const mine = session.account
      ? h("p", {}, h("a", { href: `/u/${encodeURIComponent(session.account.name)}`, onclick: follow, testid: "my-profile" }, t("web.profile.mine")))
      : null;
    this.root.replaceChildren(h("section", { class: "leaders", testid: "leaders" },
      h("h1", {}, t("web.leaders.title")), tabs, h("p", { class: "muted" }, intro), mine, body));
  }
}
