// A table's screen: its lobby (seats, invitations, start), the game being played or watched (the
// game's renderer draws the board; the page draws turns, clocks, moves, the log and the end).

import { api, copyText, currentLang, focusKey, h, moveGroups, restoreFocus, t, toast } from "./ui.js";
import { botLabel, clockText, forgetSeat, gameInfo, loadSeat, logPanel, rulesButton, saveSeat, seatName, store, turnLabel } from "./common.js";
import { Link } from "./link.js";
import { rendererFor } from "./renderers.js";
import { isRuleId, ruleHref } from "./rules.js";
import { announce, announcer, quiet } from "./a11y.js";
import { openHelp, useKeys } from "./keys.js";
import { animate, snapshot } from "./motion.js";
import { chime, titleWith } from "./sound.js";
import { timeLeft } from "./turns.js";
import { session } from "./account.js";
import { tableKeys } from "./tablekeys.js";

const ANSWER_WAIT = 6000; // ms without an answer to a move before its buttons come back

export class TablePage {
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
    this.renderer = null; // the game's board (its own module, or the plain one), loaded at the start
    this.stopped = false;
    this.logOpen = false; // on a phone the log is a sheet over the board, opened by its button
    this.tick = setInterval(() => this.countdown(), 250);
  }

  async start() {
    this.root.replaceChildren(h("p", {}, t("web.loading")));
    try {
      this.summary = (await api(`/api/tables/${encodeURIComponent(this.id)}?lang=${currentLang()}`)).table;
    } catch (err) {
      const missing = err.status === 404;
      if (missing) document.title = `${t("web.no-table.title")} · ${t("web.title")}`;
      this.root.replaceChildren(h("section", { class: "panel notice", testid: "not-found" },
        h("h1", {}, t(missing ? "web.no-table.title" : "web.not-found")), h("p", {}, missing ? t("web.no-table.text") : err.message),
        h("a", { href: "/", class: "button primary", testid: "go-home" }, t("web.back"))));
      return;
    }
    this.renderer = await rendererFor(this.summary.game);
    if (this.stopped) return; // the player went elsewhere while the page loaded
    // A seat of ours opens from that seat, even by the spectator link: never our cards face up.
    const mine = loadSeat(this.id);
    if (mine) this.watch = false;
    this.connect(mine && mine.token);
    quiet();
    useKeys(tableKeys(this));
    this.render();
  }

  connect(token) {
    this.link = new Link(this.id, token, (message) => this.receive(message), (online) => {
      this.online = online;
      if (!online) this.busy = false;
      // Levels chosen while the socket was down (or whose message went with it) are sent again:
      // they are the whole choice, so sending them twice changes nothing.
      if (online && this.asking) this.link.send({ type: "asking", levels: this.asking });
      this.render();
    });
  }

  /** The account's seat here, taken into this browser (a new key: the other device's is void). */
  async takeSeat() {
    let data;
    try {
      data = await api(`/api/tables/${encodeURIComponent(this.id)}/claim`, {});
    } catch (err) {
      toast(err.message);
      return;
    }
    saveSeat(this.id, data.seat, data.token);
    if (this.link) this.link.close();
    this.seatedElsewhere = false;
    this.watch = false;
    this.you = null;
    this.msg = null;
    this.log = [];
    this.connect(data.token);
    this.render();
  }

  stop() {
    useKeys(null);
    this.stopped = true;
    clearInterval(this.tick);
    clearTimeout(this.busyTimer);
    if (this.link) this.link.close();
  }

  onLang() {
    announcer(); // its name, in the new language
    if (this.link) this.link.send({ type: "lang", lang: currentLang() });
    this.render();
  }

  receive(message) {
    switch (message.type) {
      case "welcome":
        this.you = message.seat;
        this.notes = {}; // the seat's notes follow, if it has any
        this.summary = message.table;
        this.render();
        break;
      case "table":
        this.summary = message.table;
        this.you = message.table.you; // the host may have freed our seat: we watch from now on
        this.render();
        break;
      case "state":
        this.tell(message);
        if (message.log_reset) this.log = [];
        this.log.push(...message.log);
        if (message.seq !== this.ui.seq) this.ui = { selected: [], pick: null, seq: message.seq };
        this.msg = message;
        this.busy = false;
        this.render();
        break;
      case "notes":
        this.notes = message.notes; // this seat's private notes on cards (no other seat gets them)
        if (this.msg) this.render();
        break;
      case "error":
        if (message.code === "web.error.token") {
          // Our key is not valid here (the table was reset?): forget it and watch instead.
          forgetSeat(this.id);
          this.link.restart(null);
        }
        if (message.code === "web.error.removed") forgetSeat(this.id);
        if (message.code === "web.account.error.claimed") {
          this.seatedElsewhere = "web.account.error.claimed"; // the account took this seat on another device
          this.link.close(); // our key is void now: coming back with it would be refused
        }
        if (message.code === "web.error.seated") {
          if (this.joining) break; // our own join shut the spectator socket this tab is replacing
          this.seatedElsewhere = "web.error.seated"; // our seat, but not its key here: nothing to watch
          this.link.close(); // the server closed it; trying again would be refused again
        }
        if (message.code === "web.error.seated" || message.code === "web.account.error.claimed") {
          this.busy = false;
          this.render(); // the notice says it (with "take my seat") in place of the table: no toast as well
          break;
        }
        this.busy = false;
        // A refusal citing a rule links to it, when the game has a rules page to link to.
        if (this.summary && isRuleId(message.code, this.summary.game) && (gameInfo(this.summary.game) || {}).rules) {
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

  /** Say a new state's news: its log lines (not a whole log sent afresh) and our turn, by the live
   * region, the chime and the tab's title. */
  tell(message) {
    const before = this.msg ? this.turnState(this.msg).turn : false;
    const now = this.turnState(message).turn;
    if (this.msg && !message.log_reset) announce(...message.log.map((line) => line.text));
    if (now && !before) {
      announce(t("web.your-turn"));
      if (this.msg) chime();
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
    const game = gameInfo(this.summary.game);
    const mine = this.msg ? this.turnState(this.msg).turn : false;
    document.title = titleWith(`${game ? game.name : this.summary.game_name} · ${t("web.title")}`, mine && t("web.your-turn"));
    const parts = [this.header(game)];
    const notice = this.notice();
    if (notice) parts.push(notice);
    else parts.push(this.watchingWhy(), this.msg ? this.playing() : this.lobby());
    const log = this.root.querySelector(".log-list");
    const atBottom = !log || log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    // Keyboard players keep their place: the focus goes back to the same control after a redraw
    // (or after the next state, when the control was disabled while the move travelled).
    const focus = focusKey() || this.pendingFocus;
    const places = snapshot(this.root);
    this.root.replaceChildren(h("section", { class: ["table-page", `game-${this.summary.game}`], testid: "table-page" }, parts));
    animate(this.root, places);
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
    else if (this.seatedElsewhere) text = t(this.seatedElsewhere); // why this browser shows no table
    else if (!this.msg && this.you === null && s.status === "playing" && s.spectators === "none") text = t("web.no-spectators");
    if (!text) return null;
    // Signed in, the seat is the account's: this browser may take it back (the other device's ends).
    const take = this.seatedElsewhere && s.status !== "closed" && session.account
      ? h("button", { type: "button", class: "button primary", testid: "take-seat-here", onclick: () => this.takeSeat() }, t("web.account.take-seat"))
      : null;
    return h("section", { class: "panel notice", testid: "table-notice", role: "status" },
      h("p", {}, text), h("p", {}, take, " ", h("a", { href: "/", class: "button" }, t("web.back"))));
  }

  /** Someone who came by the invitation link but found no seat left is told why they only watch. */
  watchingWhy() {
    const s = this.summary;
    if (this.you !== null || this.watch || this.seatedElsewhere || loadSeat(this.id)) return null;
    const started = s.status === "playing" && !(this.msg && this.msg.result);
    if (!started && !(s.status === "open" && s.seats.every((seat) => seat.taken))) return null;
    return h("section", { class: "panel notice", testid: "watching-why", role: "status" },
      h("p", {}, t(started ? "web.invite-late.started" : "web.invite-late.full")),
      h("a", { href: "/", class: "button", testid: "new-table-link" }, t("web.invite-late.own")));
  }

  header(game) {
    const status = this.msg && this.msg.result ? "over" : this.summary.status;
    return h("header", { class: "table-head" },
      h("h1", {}, game ? game.name : this.summary.game_name),
      h("span", { class: ["status", `status-${status}`], testid: "table-status" }, t(`web.status.${status}`)),
      this.you === null && !this.seatedElsewhere && (this.watch || this.msg || status !== "open")
        ? h("span", { class: "badge", testid: "spectating" }, t("web.spectating"))
        : null,
      rulesButton(game, "table-rules"),
      h("button", { type: "button", class: "keys-button", testid: "keys-button", "aria-keyshortcuts": "?", onclick: () => openHelp() },
        h("span", { "aria-hidden": "true" }, "⌨ "), t("web.keys.open")));
  }

  link_(path) {
    return `${location.origin}${path}`;
  }

  lobby() {
    const s = this.summary;
    const host = this.you === 0;
    const game = gameInfo(s.game);
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
      s.private ? ` · ${t("web.private-badge")}` : "",
      s.turn ? ` · ${turnLabel(s.turn.seconds)}` : "",
      s.confirm && game && game.confirms ? ` · ${t("web.confirm-moves.on")}` : ""));
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
    forgetSeat(this.id); // the seat is free again; its key opens nothing any more
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
    // A turn-based table seats accounts only (its moves wait days): a guest is asked to sign in
    // before typing a name the server would refuse.
    if (this.summary.turn && !session.account) {
      return h("section", { class: "panel join", testid: "join-sign-in" },
        h("h2", {}, t("web.take-seat")),
        h("p", {}, t("web.turn.error.account")),
        h("a", { href: "/account", class: "button primary", testid: "join-sign-in-link" }, t("web.account.link")));
    }
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
      table: this.id,
      confirm: Boolean(this.summary.confirm) && msg.seat !== null, // the host's choice: moves that cannot be taken back asked once more
      notes: this.notes || {},
      saveNote: msg.seat === null || msg.result ? null : (card, text) => this.link.send({ type: "note", card, text }),
      act: (action) => this.act(action),
      redraw: () => this.render(),
      asking: msg.asking, // when this seat wants to be asked (games with reaction windows)
      setAsking: (levels) => {
        this.asking = levels; // the seat's last choice, sent again after a reconnection
        this.link.send({ type: "asking", levels });
      },
    };
  }

  playing() {
    const msg = this.msg;
    const renderer = this.renderer;
    const ctx = this.context();
    // On a phone the log's button sits beside the turn line, in the page's flow: a floating button
    // covered the lowest moves (nothing fixed is drawn over the table but the log's sheet, opened by hand).
    const toggle = h("button", {
      type: "button", class: "log-toggle", testid: "log-toggle", "aria-controls": "log-panel", "aria-expanded": String(this.logOpen),
      "aria-keyshortcuts": "l", onclick: () => this.toggleLog(),
    }, this.logOpen ? t("web.log-hide") : t("web.log-show", { count: this.log.length }));
    const main = [h("div", { class: "turn-row" }, this.turnLine(), toggle), this.windowLine(), this.standInLine(), this.peopleStrip()];
    main.push(h("section", { class: "board", testid: "board", "aria-labelledby": "board-title" },
      h("h2", { id: "board-title", class: "sr-only" }, t("web.a11y.board")), renderer.board(ctx)));
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
    return h("div", { class: ["play-view", "sheet-log", this.logOpen ? "log-open" : ""] },
      h("div", { class: "play-main" }, main),
      logPanel(this.log, msg.names.length > 1 ? msg.seat : null, this.logOpen ? h("button", { // own lines stand out among others' only
        type: "button", class: "log-close", testid: "log-close", "aria-controls": "log-panel", "aria-label": t("web.log-close"),
        onclick: () => this.toggleLog(),
      }, "×") : null));
  }

  /** Open or close the log (a sheet over the board on a phone; always shown on a desk: focused). */
  toggleLog() {
    const sheet = getComputedStyle(this.root.querySelector(".log-toggle") || document.body).display !== "none";
    this.logOpen = sheet ? !this.logOpen : true;
    this.render();
    const list = this.root.querySelector("[data-testid=log]");
    if (list && this.logOpen) {
      list.focus();
      list.scrollTop = list.scrollHeight;
    } else if (sheet) {
      const back = this.root.querySelector("[data-testid=log-toggle]"); // closed: the focus where it opened
      if (back) back.focus({ preventScroll: true });
    }
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
    const turn = this.msg.turn; // a turn-based table: the deadline of the person it waits for
    const people = this.summary.seats.filter((seat) => !seat.bot);
    if (!people.length || (!clock && !turn && this.summary.seats.every((seat) => seat.bot || seat.seat === this.you))) return null;
    return h("ul", { class: "people", testid: "people", "aria-label": t("web.players-here") },
      people.map((seat) => {
        let state = seat.connected ? "here" : "offline";
        if (seat.away) state = seat.away === "resigned" ? "resigned" : "stand-in";
        const left = clock && clock.seconds[String(seat.seat)];
        return h("li", { class: ["person", `presence-${state}`, clock && clock.running && clock.running.seat === seat.seat ? "ticking" : ""], testid: `person-${seat.seat}` },
          h("span", { class: "dot", "aria-hidden": "true" }),
          h("span", { class: "person-name" }, this.msg.names[seat.seat]),
          h("span", { class: "small muted", testid: "presence" }, t(`web.presence.${state}`)),
          left !== undefined && left !== null ? h("span", { class: "clock", testid: `clock-${seat.seat}`, "data-seat": seat.seat }, clockText(left)) : null,
          turn && turn.seat === seat.seat ? h("span", { class: "small", testid: "turn-left" }, timeLeft(turn.deadline_ms, Date.now())) : null);
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

  /** Whose move a state message asks for, in words: `mine` when we may act, `turn` when it is our
   * turn proper (not a reaction window's offer, which the chime and the title leave alone). */
  turnState(msg) {
    if (msg.result) return { text: t("web.game-over"), mine: false, turn: false };
    const may = msg.seat !== null && msg.seat !== undefined && msg.legal.length > 0;
    if (may && msg.waiting_for === msg.seat && !msg.window) return { text: t("web.your-turn"), mine: true, turn: true };
    if (may) return { text: t("web.you-may-act"), mine: true, turn: false };
    const who = msg.waiting_for !== null && msg.waiting_for !== undefined ? msg.names[msg.waiting_for]
      : (msg.to_act || []).map((s) => msg.names[s]).join(", ");
    return { text: t("web.waiting-for", { player: who }), mine: false, turn: false };
  }

  turnLine() {
    const { text, mine } = this.turnState(this.msg);
    return h("p", { class: ["turn", mine ? "mine" : ""], testid: "turn" }, text);
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
    // The game's foreign record formats (another site's export), as its manifest declares them.
    const game = gameInfo(this.summary.game);
    for (const record of (game && game.records) || []) {
      links.push(h("a", { href: `/api/tables/${id}/record/${encodeURIComponent(record.format)}`, class: "button", download: "", testid: `${record.format}-link` }, t(record.label)));
    }
    links.push(h("a", { href: "/", class: "button" }, t("web.back")));
    return h("section", { class: "result panel", testid: "result", "aria-live": "polite" },
      h("h2", {}, t("web.game-over")),
      h("ul", { class: "result-lines" }, (this.msg.result.lines || []).map((line) => h("li", {}, line))),
      h("p", { class: "result-links" }, links));
  }
}

