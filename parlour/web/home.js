// The home page: the games (each with its card, rules link and new-table form), the game picker,
// the live tables to open, join or watch, and the finished games to replay.

import { api, currentLang, h, t, toast } from "./ui.js";
import { app, loadSeat, navigate, saveSeat, seatName, store, turnLabel } from "./common.js";
import { pickForm } from "./rules.js";
import { levelLabel, withStrength } from "./levels.js";

// Move clocks a host may pick, as online tables time games: a starting time and a time per move.
const CLOCKS = [
  { id: "", base: null, perMove: 0 },
  { id: "3+5", base: 180, perMove: 5 },
  { id: "10+10", base: 600, perMove: 10 },
  { id: "30+20", base: 1800, perMove: 20 },
];

// Turn-based tables (for accounts): the time each move may take, kept by the server for days.
const TURNS = [
  { id: "", seconds: null },
  { id: "12h", seconds: 12 * 3600 },
  { id: "1d", seconds: 86400 },
  { id: "3d", seconds: 3 * 86400 },
  { id: "7d", seconds: 7 * 86400 },
];

export class HomePage {
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
        players: game.players, // the game's own first offer (its manifest), within its player range
        bots,
        spectators: "public",
        clock: "",
        turn: "",
        onTimeout: "bot",
        onResign: game.terminable ? "end" : "bot",
        private: false,
        confirm: true, // moves that cannot be taken back asked once more: one misclick can cost a team the game
        switches: Object.fromEntries((game.switches || []).map((s) => [s.id, s.default])),
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
      game.rules
        ? h("p", {}, h("a", { href: `/rules/${game.id}`, class: "button", testid: `rules-${game.id}`,
          onclick: (event) => { event.preventDefault(); navigate(`/rules/${game.id}`); } }, t("rules.link")))
        : null,
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
      // A game the picker cannot judge (it has no rules card) comes after the ones it judged.
      const judged = new Set(picked.games.map((g) => `game-${g.id}`));
      for (const card of [...list.children]) if (!judged.has(card.dataset.testid)) list.appendChild(card);
    }
  }

  createForm(game) {
    const values = this.values(game);
    const nameId = `name-${game.id}`;
    const form = h("form", { class: "create", testid: `create-${game.id}`, "aria-label": `${t("web.new-table")} · ${game.name}` });
    // A variant may fix the seat count (a solo rule set): then the count is not the player's choice.
    const fixed = (variant) => {
      const found = game.variants.find((v) => v.id === variant);
      return found && found.players ? found.players : null;
    };
    const draw = () => {
      if (fixed(values.variant)) values.players = fixed(values.variant);
      const seats = [];
      for (let seat = 1; seat < values.players; seat++) {
        const id = `seat-${game.id}-${seat}`;
        seats.push(h("div", { class: "field seat-choice" },
          h("label", { for: id }, t("web.seat", { seat: seat + 1 })),
          withStrength(h("select", {
            id,
            testid: `seat-choice-${seat}`,
            onchange: (event) => { values.bots[seat] = event.target.value; },
          },
            h("option", { value: "", selected: !values.bots[seat] }, t("web.seat.friend")),
            game.bots.map((bot) => h("option", { value: bot.id, selected: values.bots[seat] === bot.id }, levelLabel(bot, values.players)))),
          game.bots, values.players)));
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
            onchange: (event) => {
              const was = fixed(values.variant);
              values.variant = event.target.value;
              if (was && !fixed(values.variant)) values.players = game.players;
              draw();
            },
          }, game.variants.map((v) => h("option", { value: v.id, selected: v.id === values.variant, title: v.help }, v.label)))),
        h("div", { class: "field" },
          h("label", { for: `players-${game.id}` }, t("web.player-count")),
          h("select", {
            id: `players-${game.id}`, testid: "players", disabled: Boolean(fixed(values.variant)),
            onchange: (event) => { values.players = Number(event.target.value); draw(); },
          }, counts.map((n) => h("option", { value: n, selected: n === values.players }, String(n))))),
        ...(game.switches || []).map((s) => h("label", { class: "check", title: s.help },
          h("input", { type: "checkbox", testid: `switch-${s.id}`, checked: values.switches[s.id], onchange: (event) => { values.switches[s.id] = event.target.checked; } }),
          h("span", {}, s.label, h("br"), h("small", { class: "muted" }, s.help)))),
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
        const turn = TURNS.find((c) => c.id === values.turn) || TURNS[0];
        const clock = turn.seconds === null ? CLOCKS.find((c) => c.id === values.clock) || CLOCKS[0] : CLOCKS[0];
        const made = await api(`/api/tables?lang=${currentLang()}`, {
          game: game.id, players: values.players, variant: values.variant, options: { ...values.switches }, name, bots,
          spectators: values.spectators,
          private: values.private,
          on_resign: values.onResign,
          confirm: values.confirm,
          clock: clock.base === null ? null : { base: clock.base, per_move: clock.perMove },
          turn: turn.seconds === null ? null : { seconds: turn.seconds, on_timeout: values.onTimeout },
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
      choice("web.turn.label", "turn", values.turn, TURNS.map((c) => [c.id, turnLabel(c.seconds)]), (v) => { values.turn = v; }),
      choice("web.turn.on-timeout", "on-timeout", values.onTimeout,
        [["bot", t("web.turn.on-timeout.bot")], ["skip", t("web.turn.on-timeout.skip")]], (v) => { values.onTimeout = v; }),
      h("p", { class: "small muted" }, t("web.turn.help")),
      game.terminable
        ? choice("web.on-resign", "on-resign", values.onResign, ["end", "bot"].map((v) => [v, t(`web.on-resign.${v}`)]), (v) => { values.onResign = v; })
        : null,
      game.confirms
        ? h("label", { class: "check" },
          h("input", { type: "checkbox", testid: "confirm-moves", checked: values.confirm, onchange: (event) => { values.confirm = event.target.checked; } }),
          " ", t("web.confirm-moves"))
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
    // A turn-based table says so before anyone joins: a seat there waits days for its moves.
    if (live && table.turn) badges.push(h("span", { class: "badge small", testid: "turn-based" }, turnLabel(table.turn.seconds)));
    if (live && table.clock) badges.push(h("span", { class: "badge small", testid: "timed" }, t("web.clock.preset", { minutes: table.clock.base / 60, seconds: table.clock.per_move })));
    return h("li", { class: "table-row", testid: "table-row", "data-table": table.id },
      h("span", { class: "table-game" }, table.game_name),
      h("span", { class: "table-who" }, who, badges.length ? [" ", badges] : null),
      h("span", { class: ["status", `status-${table.status}`] }, t(`web.status.${table.status}`)),
      h("span", { class: "table-links" }, links));
  }
}

