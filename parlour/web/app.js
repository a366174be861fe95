// Parlour's browser client: the home page, a table (lobby, play, spectate) and the replay viewer.
// Plain ES modules, no build step. The server holds the only true state: this page draws the
// messages it receives (docs/protocol.md) and sends intents; it never decides what is legal.

import { api, copyText, currentLang, focusKey, h, languages, moveGroups, restoreFocus, setWords, t, toast } from "./ui.js";
import * as hanabi from "./games/hanabi.js";
import * as regicide from "./games/regicide.js";
import * as rentahero from "./games/rentahero.js";
import { RulesPage, isRuleId, pickForm, ruleHref } from "./rules.js";

const RENDERERS = { hanabi, regicide, rentahero };
const SEND_WINDOW = 2000; // ms
const SEND_BUDGET = 16; // messages per SEND_WINDOW: under the server's 10 a second, its burst aside
const ANSWER_WAIT = 6000; // ms without an answer to a move before its buttons come back
const LANGS = ["en", "fr", "es", "zh-Hant"];
// Move clocks a host may pick: hanab.live's timed games, a starting time and a time per move.
const CLOCKS = [
  { id: "", base: null, perMove: 0 },
  { id: "3+5", base: 180, perMove: 5 },
  { id: "10+10", base: 600, perMove: 10 },
  { id: "30+20", base: 1800, perMove: 20 },
];
const store = {
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

const app = { games: [], page: null };
window.parlour = app; // for the browser tests and curious players: the current page and its socket

// -- language -------------------------------------------------------------------------------

function browserLang() {
  const saved = store.get("lang");
  if (saved && LANGS.includes(saved)) return saved;
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const lower = String(wanted).toLowerCase();
    if (lower.startsWith("zh")) return "zh-Hant";
    const base = lower.split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

async function loadWords(lang) {
  // The games first: it also makes sure every game's words are registered on the server.
  app.games = await api(`/api/games?lang=${encodeURIComponent(lang)}`);
  setWords(await api(`/api/text?lang=${encodeURIComponent(lang)}`));
  document.documentElement.lang = lang;
  document.title = t("web.title");
}

function drawChrome() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(languages()).map(([code, name]) =>
      h("option", { value: code, selected: code === currentLang(), lang: code }, name)));
  document.getElementById("lang-label").textContent = t("web.language");
  const home = document.getElementById("home-link");
  home.textContent = t("web.title");
  home.title = t("web.home");
  const banner = document.getElementById("banner");
  if (!banner.hidden) banner.textContent = t("web.reconnecting");
}

async function changeLang(lang) {
  store.set("lang", lang);
  await loadWords(lang);
  drawChrome();
  if (app.page) app.page.onLang();
}

function showBanner(on) {
  const banner = document.getElementById("banner");
  banner.hidden = !on;
  banner.textContent = on ? t("web.reconnecting") : "";
}

// -- the home page ----------------------------------------------------------------------------

class HomePage {
  constructor(root) {
    this.root = root;
    this.forms = {}; // game id -> the form's values, kept across re-renders (language changes)
    this.tables = null; // the newest page of live tables, refreshed every few seconds
    this.older = []; // pages asked for with "Older tables", kept as loaded
    this.next = null; // where the list goes on: the last page's `next`, or null at its end
    this.finished = null; // the newest finished games (to replay), and their older pages
    this.olderFinished = [];
    this.nextFinished = null;
    this.timer = setInterval(() => this.loadTables(), 8000);
  }

  start() {
    this.render();
    this.loadTables();
  }

  stop() {
    clearInterval(this.timer);
  }

  onLang() {
    this.render();
  }

  async loadTables() {
    try {
      const [live, finished] = await Promise.all([api("/api/tables"), api("/api/tables?finished=1")]);
      this.tables = live.tables;
      if (!this.older.length) this.next = live.next || null;
      this.finished = finished.tables;
      if (!this.olderFinished.length) this.nextFinished = finished.next || null;
    } catch (err) {
      this.tables = this.tables || [];
      this.finished = this.finished || [];
    }
    this.redrawTables();
  }

  async loadOlder(finished) {
    const next = finished ? this.nextFinished : this.next;
    if (!next) return;
    const { before, before_id: beforeId } = next;
    const kind = finished ? "&finished=1" : "";
    try {
      const page = await api(`/api/tables?before=${before}&before_id=${encodeURIComponent(beforeId)}${kind}`);
      if (finished) {
        this.olderFinished.push(...page.tables);
        this.nextFinished = page.next || null;
      } else {
        this.older.push(...page.tables);
        this.next = page.next || null;
      }
    } catch (err) {
      return; // the button stays: the player may try again
    }
    this.redrawTables();
  }

  redrawTables() {
    for (const [testid, draw] of [["tables", () => this.tableList()], ["finished", () => this.finishedList()]]) {
      const list = this.root.querySelector(`[data-testid=${testid}]`);
      if (list) list.replaceWith(draw());
    }
  }

  values(game) {
    if (!this.forms[game.id]) {
      const bots = {};
      for (let seat = 1; seat < game.max_players; seat++) bots[seat] = game.bots[0] ? game.bots[0].id : "";
      this.forms[game.id] = {
        variant: game.variants[0] ? game.variants[0].id : "",
        players: Math.max(game.min_players, Math.min(game.max_players, game.id === "rentahero" ? 3 : 2)),
        bots,
        spectators: "public",
        clock: "",
        onResign: game.terminable ? "end" : "bot",
        private: false,
      };
    }
    return this.forms[game.id];
  }

  render() {
    document.title = t("web.title");
    this.root.replaceChildren(
      h("section", { class: "intro" }, h("h1", {}, t("web.title")), h("p", { class: "tagline" }, t("web.tagline"))),
      pickForm((picked) => this.showPick(picked)),
      h("section", { class: "games", "aria-label": t("web.new-table") }, app.games.map((game) => this.gameCard(game))),
      h("section", { class: "lobby", "aria-labelledby": "tables-title" },
        h("h2", { id: "tables-title" }, t("web.tables")),
        this.tableList()),
      h("section", { class: "lobby", "aria-labelledby": "finished-title" },
        h("h2", { id: "finished-title" }, t("web.finished-games")),
        this.finishedList()));
  }

  gameCard(game) {
    const meta = [t("web.players", { min: game.min_players, max: game.max_players })];
    if (game.minutes) meta.push(t("web.minutes", { minutes: game.minutes }));
    if (game.age) meta.push(t("web.age", { age: game.age }));
    const facts = (game.card ? game.card.facts : []).filter((f) => ["year", "designer", "publisher"].includes(f.id) && f.known);
    return h("article", { class: ["game-card", `game-${game.id}`], testid: `game-${game.id}` },
      h("h2", {}, game.name),
      h("p", { class: "meta", testid: "game-meta" }, meta.join(" · ")),
      facts.length ? h("p", { class: "meta small", testid: "game-credits" }, facts.map((f) => f.value).join(" · ")) : null,
      h("p", { class: "pick-why small", testid: "pick-why", hidden: true }),
      h("details", { class: "blurb", open: true },
        h("summary", {}, t("web.in-30-seconds")),
        h("p", {}, game.blurb)),
      h("p", {}, h("a", { href: `/rules/${game.id}`, class: "button", testid: `rules-${game.id}`,
        onclick: (event) => { event.preventDefault(); navigate(`/rules/${game.id}`); } }, t("rules.link"))),
      this.createForm(game));
  }

  showPick(picked) {
    const wished = Object.values(picked.wishes).some((v) => v !== null);
    for (const g of picked.games) {
      const card = this.root.querySelector(`[data-testid=game-${g.id}]`);
      if (!card) continue;
      card.classList.toggle("fits", wished && g.fits);
      card.classList.toggle("misfit", wished && !g.fits);
      const why = card.querySelector("[data-testid=pick-why]");
      why.hidden = !wished;
      why.textContent = wished ? g.reasons.join(" · ") : "";
    }
    const list = this.root.querySelector(".games");
    if (list && wished) {
      for (const g of picked.games) {
        const card = list.querySelector(`[data-testid=game-${g.id}]`);
        if (card) list.appendChild(card); // the games that fit first, in the picker's order
      }
      // A game the picker cannot judge (no rules card: Go Fish in the tests) goes after them all.
      const judged = new Set(picked.games.map((g) => `game-${g.id}`));
      for (const card of [...list.children]) if (!judged.has(card.dataset.testid)) list.appendChild(card);
    }
  }

  createForm(game) {
    const values = this.values(game);
    const nameId = `name-${game.id}`;
    const form = h("form", { class: "create", testid: `create-${game.id}`, "aria-label": `${t("web.new-table")} · ${game.name}` });
    const solo = () => values.variant === "solo";
    const draw = () => {
      if (solo()) values.players = 1;
      const seats = [];
      for (let seat = 1; seat < values.players; seat++) {
        const id = `seat-${game.id}-${seat}`;
        seats.push(h("div", { class: "field seat-choice" },
          h("label", { for: id }, t("web.seat", { seat: seat + 1 })),
          h("select", {
            id,
            testid: `seat-choice-${seat}`,
            onchange: (event) => { values.bots[seat] = event.target.value; },
          },
            h("option", { value: "", selected: !values.bots[seat] }, t("web.seat.friend")),
            game.bots.map((bot) => h("option", { value: bot.id, selected: values.bots[seat] === bot.id }, bot.label)))));
      }
      const counts = [];
      for (let n = game.min_players; n <= game.max_players; n++) counts.push(n);
      form.replaceChildren(
        h("h3", {}, t("web.new-table")),
        h("div", { class: "field" },
          h("label", { for: nameId }, t("web.your-name")),
          h("input", {
            id: nameId, name: "name", testid: "your-name", required: true, maxlength: 24, autocomplete: "nickname",
            value: store.get("name") || "",
            oninput: (event) => store.set("name", event.target.value),
          })),
        h("div", { class: "field" },
          h("label", { for: `variant-${game.id}` }, t("web.rules")),
          h("select", {
            id: `variant-${game.id}`, testid: "variant",
            onchange: (event) => { values.variant = event.target.value; if (!solo() && values.players < 2 && game.max_players > 1) values.players = Math.max(2, game.min_players); draw(); },
          }, game.variants.map((v) => h("option", { value: v.id, selected: v.id === values.variant, title: v.help }, v.label)))),
        h("div", { class: "field" },
          h("label", { for: `players-${game.id}` }, t("web.player-count")),
          h("select", {
            id: `players-${game.id}`, testid: "players", disabled: solo(),
            onchange: (event) => { values.players = Number(event.target.value); draw(); },
          }, counts.map((n) => h("option", { value: n, selected: n === values.players }, String(n))))),
        seats.length ? h("fieldset", { class: "seat-choices" }, h("legend", {}, t("web.seats")), seats) : null,
        this.tableRules(game, values),
        h("button", { type: "submit", class: "primary", testid: "create" }, t("web.create")));
    };
    draw();
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = form.querySelector("[name=name]").value.trim();
      const bots = {};
      for (let seat = 1; seat < values.players; seat++) if (values.bots[seat]) bots[String(seat)] = values.bots[seat];
      const button = form.querySelector("[data-testid=create]");
      button.disabled = true;
      try {
        const clock = CLOCKS.find((c) => c.id === values.clock) || CLOCKS[0];
        const made = await api(`/api/tables?lang=${currentLang()}`, {
          game: game.id, players: values.players, variant: values.variant, options: {}, name, bots,
          spectators: values.spectators,
          private: values.private,
          on_resign: values.onResign,
          clock: clock.base === null ? null : { base: clock.base, per_move: clock.perMove },
        });
        store.set("name", name);
        saveSeat(made.table.id, made.seat, made.token);
        navigate(`/t/${made.table.id}`);
      } catch (err) {
        toast(err.message);
        button.disabled = false;
      }
    });
    return form;
  }

  /** The table's own rules: what spectators see, a move clock, what a resignation does, privacy. */
  tableRules(game, values) {
    const choice = (key, testid, current, options, onchange) => {
      const id = `${testid}-${game.id}`;
      return h("div", { class: "field" },
        h("label", { for: id }, t(key)),
        h("select", { id, testid, onchange: (event) => onchange(event.target.value) },
          options.map(([value, label]) => h("option", { value, selected: value === current }, label))));
    };
    const sees = ["none", "public", ...(game.spectators_see_hidden ? ["all"] : [])];
    const clocks = CLOCKS.map((c) => [c.id, c.base === null ? t("web.clock.none") : t("web.clock.preset", { minutes: c.base / 60, seconds: c.perMove })]);
    return h("details", { class: "table-rules", testid: "table-rules-form" },
      h("summary", {}, t("web.rules-of-table")),
      choice("web.spectators", "spectators", values.spectators, sees.map((v) => [v, t(`web.spectators.${v}`)]), (v) => { values.spectators = v; }),
      choice("web.clock", "clock", values.clock, clocks, (v) => { values.clock = v; }),
      h("p", { class: "small muted" }, t("web.clock.help")),
      game.terminable
        ? choice("web.on-resign", "on-resign", values.onResign, ["end", "bot"].map((v) => [v, t(`web.on-resign.${v}`)]), (v) => { values.onResign = v; })
        : null,
      h("label", { class: "check" },
        h("input", { type: "checkbox", testid: "private", checked: values.private, onchange: (event) => { values.private = event.target.checked; } }),
        " ", t("web.private")));
  }

  finishedList() {
    if (this.finished === null) return h("p", { testid: "finished" }, t("web.loading"));
    if (!this.finished.length) return h("p", { testid: "finished", class: "muted" }, t("web.no-finished"));
    const newest = new Set(this.finished.map((table) => table.id));
    const rows = [...this.finished, ...this.olderFinished.filter((table) => !newest.has(table.id))];
    const more = this.nextFinished
      ? h("p", {}, h("button", { type: "button", class: "button", testid: "older-games", onclick: () => this.loadOlder(true) }, t("web.older-games")))
      : null;
    return h("div", { testid: "finished" }, h("ul", { class: "table-list" }, rows.map((table) => this.tableRow(table))), more);
  }

  tableList() {
    if (this.tables === null) return h("p", { testid: "tables" }, t("web.loading"));
    if (!this.tables.length) return h("p", { testid: "tables", class: "muted" }, t("web.no-tables"));
    // A table played since its older page was loaded is listed once, with the newest.
    const newest = new Set(this.tables.map((table) => table.id));
    const rows = [...this.tables, ...this.older.filter((table) => !newest.has(table.id))];
    const more = this.next
      ? h("p", {}, h("button", { type: "button", class: "button", testid: "older-tables", onclick: () => this.loadOlder(false) }, t("web.older-tables")))
      : null;
    return h("div", { testid: "tables" }, h("ul", { class: "table-list" }, rows.map((table) => this.tableRow(table))), more);
  }

  tableRow(table) {
    // A browser that sits at a table opens it from its seat, never as a spectator.
    const mine = loadSeat(table.id) || table.seated;
    const free = table.seats.some((seat) => !seat.taken);
    const who = table.seats.map((seat) => seatName(seat)).join(", ");
    const links = [];
    const live = table.status === "open" || table.status === "playing";
    if (mine && live) links.push(h("a", { href: `/t/${table.id}`, class: "button primary", testid: "open-table" }, t("web.open")));
    else if (table.status === "open" && free) links.push(h("a", { href: `/t/${table.id}`, class: "button primary", testid: "join-table" }, t("web.join")));
    if (!mine && table.status === "playing" && table.spectators !== "none") {
      links.push(h("a", { href: `/t/${table.id}?watch=1`, class: "button", testid: "watch-table" }, t("web.watch")));
    }
    if (table.status === "over") links.push(h("a", { href: `/replay/${table.id}`, class: "button", testid: "replay-table" }, t("web.replay")));
    const badges = [];
    if (live) badges.push(h("span", { class: "badge small", testid: "sees" }, t(`web.sees.${table.spectators || "public"}`)));
    if (live && table.clock) badges.push(h("span", { class: "badge small", testid: "timed" }, t("web.clock.preset", { minutes: table.clock.base / 60, seconds: table.clock.per_move })));
    return h("li", { class: "table-row", testid: "table-row", "data-table": table.id },
      h("span", { class: "table-game" }, table.game_name),
      h("span", { class: "table-who" }, who, badges.length ? [" ", badges] : null),
      h("span", { class: ["status", `status-${table.status}`] }, t(`web.status.${table.status}`)),
      h("span", { class: "table-links" }, links));
  }
}

function seatName(seat) {
  if (seat.bot) return t("web.bot-name", { seat: seat.seat + 1 });
  return seat.name || t("web.seat.empty");
}

function saveSeat(tableId, seat, token) {
  store.set(`seat.${tableId}`, JSON.stringify({ seat, token }));
}

function loadSeat(tableId) {
  try {
    const data = JSON.parse(store.get(`seat.${tableId}`) || "null");
    return data && typeof data.token === "string" ? data : null;
  } catch (err) {
    return null;
  }
}

// -- the live connection ----------------------------------------------------------------------

/** One table's websocket: says hello, reconnects with backoff, keeps itself alive with pings. */
class Link {
  constructor(tableId, token, onMessage, onOnline = () => {}) {
    this.tableId = tableId;
    this.token = token;
    this.onMessage = onMessage;
    this.onOnline = onOnline;
    this.tries = 0;
    this.closed = false;
    this.ws = null;
    this.ping = setInterval(() => this.send({ type: "ping" }), 20000);
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${this.tableId}`);
    this.ws = ws;
    ws.onopen = () => {
      const hello = { type: "hello", lang: currentLang() };
      if (this.token) hello.token = this.token;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return; // a socket we replaced (after joining a seat) has nothing to say
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (err) {
        return;
      }
      if (message.type === "welcome") {
        this.tries = 0;
        showBanner(false);
        this.onOnline(true);
      }
      this.onMessage(message);
    };
    ws.onclose = () => {
      if (this.closed || this.ws !== ws) return;
      showBanner(true);
      this.onOnline(false);
      const delay = Math.min(10000, 400 * 2 ** this.tries) * (0.8 + Math.random() * 0.4);
      this.tries += 1;
      this.retry = setTimeout(() => this.connect(), delay);
    };
  }

  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    // Stay under the server's flood limit (10 messages a second): past our budget, wait a little.
    const now = Date.now();
    this.sent = (this.sent || []).filter((time) => now - time < SEND_WINDOW);
    if (this.sent.length >= SEND_BUDGET) {
      const wait = SEND_WINDOW - (now - this.sent[0]) + 10;
      setTimeout(() => this.send(message), wait);
      return true;
    }
    this.sent.push(now);
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Start again with another token (after joining a seat, or when ours was refused). */
  restart(token) {
    this.token = token;
    const old = this.ws;
    this.ws = null;
    if (old) old.close();
    clearTimeout(this.retry);
    this.connect();
  }

  close() {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    showBanner(false);
    if (this.ws) this.ws.close();
  }
}

// -- a table: lobby, play, spectate ------------------------------------------------------------

class TablePage {
  constructor(root, tableId, watch) {
    this.root = root;
    this.id = tableId;
    this.watch = watch;
    this.summary = null;
    this.you = null; // our seat, as the server confirmed it (welcome)
    this.msg = null; // the last state message
    this.log = [];
    this.busy = false;
    this.online = true; // false while the socket is down: moves wait for the reconnection
    this.ui = { selected: [], pick: null, seq: -1 }; // renderers' local choices (card selection)
    this.tick = setInterval(() => this.countdown(), 250);
  }

  async start() {
    this.root.replaceChildren(h("p", {}, t("web.loading")));
    try {
      this.summary = (await api(`/api/tables/${encodeURIComponent(this.id)}?lang=${currentLang()}`)).table;
    } catch (err) {
      this.root.replaceChildren(h("section", { class: "notice", testid: "not-found" },
        h("h1", {}, t("web.not-found")), h("p", {}, err.message), h("a", { href: "/" }, t("web.back"))));
      return;
    }
    // A seat of ours opens from that seat, even by the spectator link: never our cards face up.
    const mine = loadSeat(this.id);
    if (mine) this.watch = false;
    this.link = new Link(this.id, mine && mine.token, (message) => this.receive(message), (online) => {
      this.online = online;
      if (!online) this.busy = false;
      this.render();
    });
    this.render();
  }

  stop() {
    clearInterval(this.tick);
    clearTimeout(this.busyTimer);
    if (this.link) this.link.close();
  }

  onLang() {
    if (this.link) this.link.send({ type: "lang", lang: currentLang() });
    this.render();
  }

  receive(message) {
    switch (message.type) {
      case "welcome":
        this.you = message.seat;
        this.summary = message.table;
        this.render();
        break;
      case "table":
        this.summary = message.table;
        this.you = message.table.you; // the host may have freed our seat: we watch from now on
        this.render();
        break;
      case "state":
        if (message.log_reset) this.log = [];
        this.log.push(...message.log);
        if (message.seq !== this.ui.seq) this.ui = { selected: [], pick: null, seq: message.seq };
        this.msg = message;
        this.busy = false;
        this.render();
        break;
      case "error":
        if (message.code === "web.error.token") {
          // Our key is not valid here (the table was reset?): forget it and watch instead.
          store.set(`seat.${this.id}`, null);
          this.link.restart(null);
        }
        if (message.code === "web.error.removed") store.set(`seat.${this.id}`, null);
        if (message.code === "web.error.seated") {
          if (this.joining) break; // our own join shut the spectator socket this tab is replacing
          this.seatedElsewhere = true; // our seat, but not its key here: nothing to watch
          this.link.close(); // the server closed it; trying again would be refused again
        }
        this.busy = false;
        if (this.summary && isRuleId(message.code, this.summary.game)) {
          toast(message.message, "error", { href: ruleHref(message.code), text: message.code });
        } else {
          toast(message.message);
        }
        if (this.msg) this.render();
        break;
      default:
        break;
    }
  }

  act(action) {
    if (this.busy || !this.msg || !this.online) return;
    if (this.link.send({ type: "act", seq: this.msg.seq, action })) {
      this.pendingFocus = focusKey();
      this.busy = true;
      // The answer is a new state (or an error); should neither come, give the buttons back.
      clearTimeout(this.busyTimer);
      this.busyTimer = setTimeout(() => {
        if (this.busy) {
          this.busy = false;
          this.render();
        }
      }, ANSWER_WAIT);
      this.render();
    }
  }

  render() {
    if (!this.summary) return;
    const game = app.games.find((g) => g.id === this.summary.game);
    document.title = `${game ? game.name : this.summary.game_name} · ${t("web.title")}`;
    const parts = [this.header(game)];
    const notice = this.notice();
    if (notice) parts.push(notice);
    else if (this.msg) parts.push(this.playing());
    else parts.push(this.lobby());
    const log = this.root.querySelector(".log-list");
    const atBottom = !log || log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    // Keyboard players keep their place: the focus goes back to the same control after a redraw
    // (or after the next state, when the control was disabled while the move travelled).
    const focus = focusKey() || this.pendingFocus;
    this.root.replaceChildren(h("section", { class: ["table-page", `game-${this.summary.game}`], testid: "table-page" }, parts));
    const restored = restoreFocus(this.root, focus);
    if (restored || (!this.busy && this.msg && this.msg.legal.length)) this.pendingFocus = null;
    const fresh = this.root.querySelector(".log-list");
    if (fresh && atBottom) fresh.scrollTop = fresh.scrollHeight;
    this.countdown();
  }

  /** What replaces the table when there is nothing to show: a closed table, a game kept to its players. */
  notice() {
    const s = this.summary;
    let text = null;
    if (s.status === "closed") text = t("web.table-closed");
    else if (this.seatedElsewhere) text = t("web.error.seated");
    else if (!this.msg && this.you === null && s.status === "playing" && s.spectators === "none") text = t("web.no-spectators");
    if (!text) return null;
    return h("section", { class: "panel notice", testid: "table-notice", role: "status" },
      h("p", {}, text), h("a", { href: "/", class: "button" }, t("web.back")));
  }

  header(game) {
    const status = this.msg && this.msg.result ? "over" : this.summary.status;
    return h("header", { class: "table-head" },
      h("h1", {}, game ? game.name : this.summary.game_name),
      h("span", { class: ["status", `status-${status}`], testid: "table-status" }, t(`web.status.${status}`)),
      this.you === null && (this.watch || this.msg || status !== "open")
        ? h("span", { class: "badge", testid: "spectating" }, t("web.spectating"))
        : null,
      // The rules beside the game: a new tab, so the table (and its socket) keeps running.
      h("a", { href: `/rules/${this.summary.game}`, class: "button rules-button", testid: "table-rules", target: "_blank", rel: "noopener" }, t("rules.link")));
  }

  link_(path) {
    return `${location.origin}${path}`;
  }

  lobby() {
    const s = this.summary;
    const host = this.you === 0;
    const game = app.games.find((g) => g.id === s.game);
    const seats = h("ol", { class: "seats", testid: "seats" }, s.seats.map((seat) => {
      const label = seat.bot ? `${seatName(seat)} · ${botLabel(game, seat.bot)}` : seat.name || t("web.seat.empty");
      const controls = [];
      if (host && seat.seat > 0) {
        // Before the start the host decides every other seat: a bot, a friend's, or free again.
        if (seat.taken) {
          controls.push(h("button", {
            type: "button", testid: seat.bot ? `remove-bot-${seat.seat}` : `free-seat-${seat.seat}`,
            onclick: () => this.link.send({ type: "bot", seat: seat.seat, bot: null }),
          }, seat.bot ? t("web.remove-bot") : t("web.free-seat")));
        }
        if (!seat.bot) {
          const pick = h("select", { testid: `bot-level-${seat.seat}`, "aria-label": t("web.give-bot") },
            (game ? game.bots : []).map((bot) => h("option", { value: bot.id }, bot.label)));
          controls.push(pick, h("button", {
            type: "button", testid: `give-bot-${seat.seat}`,
            onclick: () => this.link.send({ type: "bot", seat: seat.seat, bot: pick.value }),
          }, t("web.give-bot")));
        }
      }
      return h("li", { class: ["seat", seat.taken ? "taken" : "free", seat.you ? "you" : ""], testid: `seat-${seat.seat}` },
        h("span", { class: "seat-no" }, t("web.seat", { seat: seat.seat + 1 })),
        h("span", { class: "seat-name" }, label, seat.seat === this.you ? ` (${t("web.you")})` : ""),
        controls.length ? h("span", { class: "seat-controls" }, controls) : null);
    }));
    const invite = this.link_(`/t/${this.id}`);
    const spectate = this.link_(`/t/${this.id}?watch=1`);
    const free = s.seats.some((seat) => !seat.taken);
    const full = !free;
    const links = [this.copyField(t("web.invite"), invite, "invite")];
    if (s.spectators !== "none") links.push(this.copyField(t("web.watch-link"), spectate, "watch"));
    links.push(h("p", { class: "small muted", testid: "sees-line" }, t(`web.sees.${s.spectators}`),
      s.private ? ` · ${t("web.private-badge")}` : ""));
    const parts = [
      h("section", { class: "panel" }, h("h2", {}, t("web.seats")), seats),
      h("section", { class: "panel links" }, links),
    ];
    if (this.you === null && !this.watch && free && s.status === "open") parts.unshift(this.joinForm());
    if (host) {
      parts.push(h("section", { class: "panel start" },
        full ? null : h("p", { class: "muted" }, t("web.waiting-seats")),
        h("button", {
          type: "button", class: "primary big", testid: "start", disabled: !full,
          onclick: () => this.link.send({ type: "start" }),
        }, t("web.start")),
        " ",
        this.confirmButton("close-table", t("web.close-table"), t("web.confirm-close"), () => this.link.send({ type: "leave" }))));
    } else if (this.you !== null) {
      parts.push(h("section", { class: "panel" },
        h("p", { class: "muted", testid: "waiting-host" }, t("web.waiting-host")),
        h("button", { type: "button", testid: "leave-table", onclick: () => this.leaveOpen() }, t("web.leave-table"))));
    }
    return h("div", { class: "lobby-view", testid: "lobby" }, parts);
  }

  leaveOpen() {
    this.link.send({ type: "leave" });
    store.set(`seat.${this.id}`, null); // the seat is free again; its key opens nothing any more
  }

  /** A button that asks once more, in place, before doing something that cannot be undone. */
  confirmButton(testid, label, question, action) {
    if (this.confirming !== testid) {
      return h("button", { type: "button", testid, onclick: () => { this.confirming = testid; this.render(); } }, label);
    }
    return h("span", { class: "confirm", role: "group", "aria-label": question },
      h("span", { class: "confirm-question" }, question), " ",
      h("button", { type: "button", class: "primary", testid: `${testid}-yes`, onclick: () => { this.confirming = null; action(); } }, label), " ",
      h("button", { type: "button", testid: `${testid}-no`, onclick: () => { this.confirming = null; this.render(); } }, t("web.cancel")));
  }

  copyField(label, url, key) {
    const id = `link-${key}`;
    const input = h("input", { id, type: "text", readonly: true, value: url, testid: `${key}-link`, onfocus: (e) => e.target.select() });
    return h("div", { class: "field copy" },
      h("label", { for: id }, label),
      h("div", { class: "copy-row" }, input,
        h("button", {
          type: "button", testid: `copy-${key}`,
          onclick: async () => {
            if (await copyText(url, input)) toast(t("web.copied"), "info");
          },
        }, t("web.copy"))));
  }

  joinForm() {
    const form = h("form", { class: "panel join", testid: "join-form" },
      h("h2", {}, t("web.take-seat")),
      h("div", { class: "field" },
        h("label", { for: "join-name" }, t("web.your-name")),
        h("input", {
          id: "join-name", name: "name", testid: "join-name", required: true, maxlength: 24, autocomplete: "nickname",
          // What the person typed survives the lobby's re-renders (a seat taken, a bot seated meanwhile).
          value: this.joinDraft ?? (store.get("name") || ""),
          oninput: (event) => { this.joinDraft = event.target.value; },
        })),
      h("button", { type: "submit", class: "primary", testid: "join" }, t("web.join")));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = form.querySelector("[name=name]").value.trim();
      this.joining = true;
      try {
        const joined = await api(`/api/tables/${this.id}/join?lang=${currentLang()}`, { name });
        store.set("name", name);
        saveSeat(this.id, joined.seat, joined.token);
        this.summary = joined.table;
        this.link.restart(joined.token);
      } catch (err) {
        toast(err.message);
      } finally {
        this.joining = false;
      }
    });
    return form;
  }

  context() {
    const msg = this.msg;
    return {
      view: msg.view,
      names: msg.names,
      seat: msg.seat,
      legal: msg.legal,
      toAct: msg.to_act,
      waitingFor: msg.waiting_for,
      result: msg.result,
      busy: this.busy || !this.online,
      live: true,
      ui: this.ui,
      act: (action) => this.act(action),
      redraw: () => this.render(),
    };
  }

  playing() {
    const msg = this.msg;
    const renderer = RENDERERS[this.summary.game];
    const ctx = this.context();
    const main = [this.turnLine(), this.windowLine(), this.standInLine(), this.peopleStrip()];
    main.push(h("div", { class: "board", testid: "board" }, renderer.board(ctx)));
    if (msg.result) main.push(this.resultPanel());
    else if (msg.seat !== null && msg.seat !== undefined) {
      let moves;
      if (!msg.legal.length) moves = h("p", { class: "muted", testid: "no-moves" }, t("web.no-moves"));
      else if (renderer.moves) moves = renderer.moves(ctx);
      else moves = moveGroups(msg.legal, ctx.act, { busy: ctx.busy });
      main.push(h("section", { class: "moves panel", testid: "moves", "aria-label": t("web.moves") },
        h("h2", {}, t("web.moves")), moves));
      main.push(this.goingPanel());
    }
    return h("div", { class: "play-view" },
      h("div", { class: "play-main" }, main),
      logPanel(this.log, msg.seat));
  }

  /** Our own seat as the table sees it (its `away`: why a bot plays it now). */
  ownSeat() {
    return this.you === null || this.you === undefined ? null : this.summary.seats[this.you];
  }

  /** While a bot plays our seat: why, and the button that takes it back. */
  standInLine() {
    const own = this.ownSeat();
    if (!own || !own.away || this.msg.result) return null;
    return h("div", { class: "stand-in", testid: "stand-in", role: "status" },
      h("span", {}, t("web.stand-in", { why: t(`web.away.${own.away}`) })),
      own.away === "resigned" ? null
        : h("button", { type: "button", class: "primary", testid: "take-back", onclick: () => this.link.send({ type: "back" }) }, t("web.take-back")));
  }

  /** Who is at the table: present, offline, played by a bot; each person's clock on a timed table. */
  peopleStrip() {
    const clock = this.msg.clock;
    const people = this.summary.seats.filter((seat) => !seat.bot);
    if (!people.length || (!clock && this.summary.seats.every((seat) => seat.bot || seat.seat === this.you))) return null;
    return h("ul", { class: "people", testid: "people", "aria-label": t("web.players-here") },
      people.map((seat) => {
        let state = seat.connected ? "here" : "offline";
        if (seat.away) state = seat.away === "resigned" ? "resigned" : "stand-in";
        const left = clock && clock.seconds[String(seat.seat)];
        return h("li", { class: ["person", `presence-${state}`, clock && clock.running && clock.running.seat === seat.seat ? "ticking" : ""], testid: `person-${seat.seat}` },
          h("span", { class: "dot", "aria-hidden": "true" }),
          h("span", { class: "person-name" }, this.msg.names[seat.seat]),
          h("span", { class: "small muted", testid: "presence" }, t(`web.presence.${state}`)),
          left !== undefined && left !== null ? h("span", { class: "clock", testid: `clock-${seat.seat}`, "data-seat": seat.seat }, clockText(left)) : null);
      }));
  }

  /** Leaving (a bot plays until we are back) and resigning, each asked once more before it happens. */
  goingPanel() {
    const own = this.ownSeat();
    if (!own || own.away === "resigned") return null;
    const ends = this.summary.on_resign === "end";
    return h("section", { class: "panel going", testid: "going" },
      own.away === "left" ? null
        : this.confirmButton("leave", t("web.leave"), t("web.confirm-leave"), () => this.link.send({ type: "leave" })),
      " ",
      this.confirmButton("resign", t("web.resign"), t(ends ? "web.confirm-resign.end" : "web.confirm-resign.bot"), () => this.link.send({ type: "resign" })));
  }

  turnLine() {
    const msg = this.msg;
    let text;
    let mine = false;
    if (msg.result) text = t("web.game-over");
    else if (msg.seat !== null && msg.legal.length && msg.waiting_for === msg.seat && !msg.window) {
      text = t("web.your-turn");
      mine = true;
    } else if (msg.seat !== null && msg.legal.length) {
      text = t("web.you-may-act");
      mine = true;
    } else if (msg.waiting_for !== null && msg.waiting_for !== undefined) text = t("web.waiting-for", { player: msg.names[msg.waiting_for] });
    else text = t("web.waiting-for", { player: (msg.to_act || []).map((s) => msg.names[s]).join(", ") });
    return h("p", { class: ["turn", mine ? "mine" : ""], testid: "turn", role: "status" }, text);
  }

  windowLine() {
    const w = this.msg.window;
    if (!w || this.msg.result) return null;
    // Seconds left, from the server's deadline (clamped: the two clocks may disagree a little).
    this.deadline = Math.min(w.deadline_ms, Date.now() + w.seconds * 1000);
    this.windowSeconds = w.seconds;
    return h("div", { class: "window", testid: "window" },
      h("span", { testid: "window-countdown", class: "countdown" }),
      h("progress", { max: 1000, value: 1000, "aria-hidden": "true" }));
  }

  countdown() {
    // The running move clock counts down between the server's messages.
    const clock = this.msg && this.msg.clock;
    if (clock && clock.running && !this.msg.result) {
      const el = this.root.querySelector(`[data-testid=clock-${clock.running.seat}]`);
      if (el) el.textContent = clockText(Math.max(0, (clock.running.deadline_ms - Date.now()) / 1000));
    }
    const line = this.root.querySelector("[data-testid=window-countdown]");
    if (!line || !this.deadline) return;
    const left = Math.max(0, this.deadline - Date.now());
    line.textContent = t("web.window", { seconds: Math.ceil(left / 1000) });
    const bar = line.parentElement.querySelector("progress");
    if (bar) bar.value = Math.round((1000 * left) / (this.windowSeconds * 1000 || 1));
  }

  resultPanel() {
    const id = this.id;
    const links = [
      h("a", { href: `/replay/${id}`, class: "button primary", testid: "replay-link" }, t("web.replay-game")),
      h("a", { href: `/api/tables/${id}/record/parlour`, class: "button", download: "", testid: "record-link" }, t("web.download-record")),
    ];
    if (this.summary.game === "hanabi") {
      links.push(h("a", { href: `/api/tables/${id}/record/hanablive`, class: "button", download: "", testid: "hanablive-link" }, t("web.export-hanablive")));
    }
    links.push(h("a", { href: "/", class: "button" }, t("web.back")));
    return h("section", { class: "result panel", testid: "result", "aria-live": "polite" },
      h("h2", {}, t("web.game-over")),
      h("ul", { class: "result-lines" }, (this.msg.result.lines || []).map((line) => h("li", {}, line))),
      h("p", { class: "result-links" }, links));
  }
}

/** Seconds on a clock as m:ss (h:mm:ss past an hour). */
function clockText(seconds) {
  const whole = Math.ceil(seconds);
  const h_ = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const sec = String(whole % 60).padStart(2, "0");
  return h_ ? `${h_}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

function botLabel(game, botId) {
  const bot = game && game.bots.find((b) => b.id === botId || b.plays_as === botId);
  return bot ? bot.label : botId;
}

function logPanel(lines, seat) {
  return h("aside", { class: "log panel", "aria-labelledby": "log-title" },
    h("h2", { id: "log-title" }, t("web.log")),
    h("ol", { class: "log-list", testid: "log", "aria-live": "polite" },
      lines.map((line) => h("li", { class: line.seat === seat && seat !== null ? "own" : "", value: line.index + 1 }, line.text,
        line.rule ? [" ", h("a", { href: ruleHref(line.rule), class: "rule-link", target: "_blank", rel: "noopener", title: line.rule, "aria-label": `${t("rules.link")}: ${line.rule}` }, "§")] : null))));
}

// -- the replay viewer ------------------------------------------------------------------------

class ReplayPage {
  constructor(root, tableId) {
    this.root = root;
    this.id = tableId;
    const query = new URLSearchParams(location.search);
    this.seat = query.get("seat") || "spectator";
    this.index = Number(query.get("move") || 0);
    this.data = null;
    this.keys = (event) => {
      if (event.target && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName)) return;
      const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
      if (event.key in moves) {
        event.preventDefault();
        this.go(moves[event.key]);
      }
    };
    document.addEventListener("keydown", this.keys);
  }

  start() {
    this.root.replaceChildren(h("p", {}, t("web.loading")));
    this.load();
  }

  stop() {
    document.removeEventListener("keydown", this.keys);
  }

  onLang() {
    this.load();
  }

  go(step) {
    if (!this.data) return;
    const total = this.data.total;
    let next = this.index + step;
    if (step === -Infinity) next = 0;
    if (step === Infinity) next = total;
    next = Math.max(0, Math.min(total, next));
    if (next !== this.index) {
      this.index = next;
      this.load();
    }
  }

  async load() {
    const seat = this.seat === "spectator" ? "" : this.seat;
    try {
      this.data = await api(`/api/tables/${encodeURIComponent(this.id)}/replay?seat=${seat}&upto=${this.index}&lang=${currentLang()}`);
    } catch (err) {
      this.root.replaceChildren(h("section", { class: "notice", testid: "not-found" },
        h("h1", {}, t("web.replay")), h("p", {}, err.message), h("a", { href: "/" }, t("web.back"))));
      return;
    }
    this.index = this.data.index;
    history.replaceState(null, "", `/replay/${this.id}?seat=${this.seat}&move=${this.index}`);
    this.render();
  }

  render() {
    const d = this.data;
    const renderer = RENDERERS[d.table.game];
    const focus = focusKey();
    document.title = `${t("web.replay")} · ${d.table.game_name} · ${t("web.title")}`;
    const ctx = {
      view: d.view, names: d.names, seat: d.seat, legal: [], toAct: [], waitingFor: null, result: d.result,
      busy: false, live: false, ui: { selected: [], pick: null }, act: () => {}, redraw: () => this.render(),
    };
    const seatPick = h("select", {
      id: "replay-seat", testid: "replay-seat",
      onchange: (event) => { this.seat = event.target.value; this.load(); },
    },
      h("option", { value: "spectator", selected: this.seat === "spectator" }, t("web.replay.spectator")),
      d.names.map((name, seat) => h("option", { value: String(seat), selected: this.seat === String(seat) }, name)));
    const button = (key, step, disabled) =>
      h("button", { type: "button", testid: `replay-${key}`, disabled, onclick: () => this.go(step) }, t(`web.replay.${key}`));
    const atStart = this.index <= 0;
    const atEnd = this.index >= d.total;
    const controls = h("nav", { class: "replay-controls", "aria-label": t("web.replay") },
      button("first", -Infinity, atStart), button("prev", -1, atStart),
      h("span", { class: "replay-pos", testid: "replay-position", role: "status" }, t("web.replay-of", { index: this.index, total: d.total })),
      button("next", 1, atEnd), button("last", Infinity, atEnd),
      h("span", { class: "field inline" }, h("label", { for: "replay-seat" }, t("web.replay.seat")), seatPick));
    const main = [controls, h("div", { class: "board", testid: "board" }, renderer.board(ctx))];
    if (d.result) {
      main.push(h("section", { class: "result panel", testid: "result" },
        h("h2", {}, t("web.game-over")),
        h("ul", { class: "result-lines" }, (d.result.lines || []).map((line) => h("li", {}, line)))));
    }
    this.root.replaceChildren(h("section", { class: ["table-page", "replay-page", `game-${d.table.game}`], testid: "replay-page" },
      h("header", { class: "table-head" }, h("h1", {}, `${t("web.replay")} · ${d.table.game_name}`),
        h("a", { href: `/rules/${d.table.game}`, class: "button rules-button", target: "_blank", rel: "noopener" }, t("rules.link")),
        h("a", { href: "/", class: "button" }, t("web.back"))),
      h("div", { class: "play-view" }, h("div", { class: "play-main" }, main), logPanel(d.log, d.seat))));
    const log = this.root.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
    if (focus) restoreFocus(this.root, { testid: focus.testid }); // the replay's controls are one of a kind
  }
}

// -- routing ----------------------------------------------------------------------------------

function pageFor(root) {
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  let match = path.match(/^\/t\/([A-Za-z0-9_-]+)\/?$/);
  if (match) return new TablePage(root, match[1], query.get("watch") === "1");
  match = path.match(/^\/replay\/([A-Za-z0-9_-]+)\/?$/);
  if (match) return new ReplayPage(root, match[1]);
  match = path.match(/^\/rules\/([a-z]+)\/?$/);
  if (match) return new RulesPage(root, match[1]);
  return new HomePage(root);
}

function navigate(path) {
  history.pushState(null, "", path);
  mount();
}

function mount() {
  if (app.page) app.page.stop();
  const root = document.getElementById("app");
  app.page = pageFor(root);
  app.page.start();
}

async function main() {
  await loadWords(browserLang());
  drawChrome();
  document.getElementById("lang").addEventListener("change", (event) => changeLang(event.target.value));
  window.addEventListener("popstate", mount);
  mount();
}

main().catch((err) => {
  document.getElementById("app").replaceChildren(h("p", { role: "alert" }, String(err.message || err)));
});
