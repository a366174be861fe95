// The replay viewer: a finished game move by move, as any seat or a spectator saw it. A timeline to
// drag, every log line a link to its moment, keyboard shortcuts; alone (over HTTP) or in a shared
// replay (?room=ID, over a websocket: the leader drives, everyone follows), where the leader may
// also play on from a moment of the game (a hypothetical, where the game has them).

import { api, currentLang, focusKey, h, restoreFocus, t, toast } from "./ui.js";
import { gameInfo, loadSeat, navigate, rulesButton, store } from "./common.js";
import { rendererFor } from "./renderers.js";
import { whyDetails } from "./why.js";
import { isRuleId, ruleHref } from "./rules.js";
import { RoomLink, hypoMoves, hypoPanel, roomPanel } from "./replay-room.js";

const PAGE = 10; // moves per Page Up / Page Down
// ms between two screens asked for while the timeline is dragged: a room's server shows at most 10
// a second; alone, each is a request, and an address may make 10 a second (600 a minute)
const FRAME = { room: 100, alone: 150 };
const KEYS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -PAGE, PageDown: PAGE, Home: -Infinity, End: Infinity };

export class ReplayPage {
  constructor(root, tableId) {
    this.root = root;
    this.id = tableId;
    const query = new URLSearchParams(location.search);
    this.seat = query.get("seat") || "spectator";
    this.index = Number(query.get("move") || 0);
    this.roomId = query.get("room");
    this.wantHypo = query.get("hypo") === "1"; // opened to play on from here: start it once we lead
    this.room = null; // the shared replay's summary (null: watching alone)
    this.me = null; // my member id in the room
    this.data = null;
    this.showKeys = false;
    this.keys = (event) => {
      if (event.target && ["INPUT", "SELECT", "TEXTAREA"].includes(event.target.tagName) && event.target.type !== "range") return;
      if (event.key === "?") {
        this.showKeys = !this.showKeys;
        this.render();
        return;
      }
      if (event.key in KEYS && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        this.go(KEYS[event.key]);
      }
    };
    document.addEventListener("keydown", this.keys);
  }

  start() {
    this.root.replaceChildren(h("p", {}, t("web.loading")));
    if (this.roomId) {
      const seat = this.seat === "spectator" ? null : Number(this.seat);
      this.link = new RoomLink(this.roomId, { name: store.get("name") || null, seat }, (message) => this.onMessage(message));
    } else {
      this.load();
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.moveTimer);
    document.removeEventListener("keydown", this.keys);
    if (this.link) this.link.close();
  }

  onLang() {
    if (this.link) this.link.send({ type: "lang", lang: currentLang() });
    else this.load();
  }

  /** Whether this page moves through the game: alone, or as the room's leader outside a hypothetical. */
  get drives() {
    return !this.room || (this.room.leader === this.me && !this.room.hypothetical);
  }

  get leads() {
    return !this.room || this.room.leader === this.me;
  }

  go(step) {
    if (!this.data) return;
    const total = this.data.total;
    let next = this.index + step;
    if (step === -Infinity) next = 0;
    if (step === Infinity) next = total;
    this.goTo(next);
  }

  /** Move to moment `index`: shown at once on the timeline; the screen follows, asked for at most
   * every FRAME ms (alone: fetched, one request at a time; in a room: sent, and the server sends
   * everyone the screen). */
  goTo(index) {
    if (!this.data || !this.drives) return;
    const next = Math.max(0, Math.min(this.data.total, Math.round(index)));
    if (next === this.index) return;
    this.index = next;
    this.showPosition();
    if (this.moveTimer) return;
    const wait = Math.max(0, (this.lastMove || 0) + (this.link ? FRAME.room : FRAME.alone) - Date.now());
    this.moveTimer = setTimeout(() => {
      this.moveTimer = null;
      this.lastMove = Date.now();
      if (this.link) this.link.send({ type: "goto", index: this.index });
      else this.load();
    }, wait);
  }

  async load() {
    if (this.loading) {
      this.again = true;
      return;
    }
    this.loading = true;
    const seat = this.seat === "spectator" ? "" : this.seat;
    let data;
    try {
      data = await api(`/api/tables/${encodeURIComponent(this.id)}/replay?seat=${seat}&upto=${this.index}&lang=${currentLang()}`);
    } catch (err) {
      this.loading = false;
      if (this.data) toast(err.message); // a step refused (too many too fast): the page stays
      else this.fail(err.message);
      return;
    }
    this.loading = false;
    if (this.again) { // the timeline moved on meanwhile: fetch where it is now
      this.again = false;
      this.load();
      return;
    }
    await this.show(data);
  }

  async show(data) {
    this.renderer = await rendererFor(data.table.game);
    await this.loadNotes();
    if (this.stopped) return; // the player went elsewhere meanwhile: the address is no longer ours
    this.data = data;
    this.acting = false; // a hypothetical's move, sent: its answer is this screen
    // A card picked or a move being confirmed belongs to one position: a new one starts afresh.
    const hypo = data.room && data.room.hypothetical;
    const position = JSON.stringify([data.index, hypo && hypo.from, hypo && hypo.moves, data.to_act]);
    if (position !== this.position_) this.ui = { selected: [], pick: null };
    this.position_ = position;
    if (!this.moveTimer) this.index = data.index;
    const room = this.roomId ? `&room=${encodeURIComponent(this.roomId)}` : "";
    history.replaceState(null, "", `/replay/${this.id}?seat=${this.seat}&move=${this.index}${room}`);
    this.render();
  }

  /** The notes this browser's seat wrote (its key proves the seat; no one else's are ever sent). */
  async loadNotes() {
    const mine = loadSeat(this.id);
    if (this.notes !== undefined || !mine) return;
    try {
      this.notes = await api(`/api/tables/${encodeURIComponent(this.id)}/notes`, { token: mine.token });
    } catch (err) {
      this.notes = null; // not this table's seat any more: the replay goes without notes
    }
  }

  fail(text) {
    this.root.replaceChildren(h("section", { class: "notice", testid: "not-found" },
      h("h1", {}, t("web.replay")), h("p", { role: "alert" }, text),
      this.roomId ? h("p", {}, h("a", { href: `/replay/${this.id}`, testid: "solo-replay" }, t("web.replay-game"))) : null,
      h("a", { href: "/" }, t("web.back"))));
  }

  onMessage(message) {
    if (message.type === "welcome") {
      this.me = message.you;
      this.room = message.room;
    } else if (message.type === "room") {
      this.room = message.room;
      if (this.data) this.render();
    } else if (message.type === "replay") {
      this.room = message.room;
      if (this.wantHypo && this.room.leader === this.me && !this.room.hypothetical) {
        this.wantHypo = false;
        this.link.send({ type: "hypo" });
      }
      this.show(message);
    } else if (message.type === "error") {
      if (["web.error.no-room", "web.error.room-closed", "web.error.room-full"].includes(message.code)) {
        this.link.close();
        this.fail(message.message);
      } else {
        const game = this.data && this.data.table.game; // a refusal citing a rule links to it
        const cites = game && isRuleId(message.code, game) && (gameInfo(game) || {}).rules;
        toast(message.message, "error", cites ? { href: ruleHref(message.code), text: message.code } : null);
      }
    }
  }

  /** Open a shared replay of this game at this moment (and play on from it, with `hypo`). */
  async share(hypo) {
    try {
      const { room } = await api(`/api/tables/${encodeURIComponent(this.id)}/rooms`, { index: this.index });
      navigate(`/replay/${this.id}?seat=${this.seat}&move=${this.index}&room=${room.id}${hypo ? "&hypo=1" : ""}`);
    } catch (err) {
      toast(err.message);
    }
  }

  pickSeat(value) {
    this.seat = value;
    if (this.link) {
      this.link.greeting.seat = value === "spectator" ? null : Number(value); // kept after a reconnection
      this.link.send({ type: "view", seat: this.link.greeting.seat });
    } else {
      this.load();
    }
  }

  moverText(index) {
    const d = this.data;
    if (index <= 0) return t("web.replay.start-moment", { total: d.total });
    const seat = d.movers[index - 1];
    return t("web.replay.move-by", { index, total: d.total, name: d.names[seat] || "" });
  }

  /** The controls: made once and then updated in place, so a timeline being dragged is never
   * replaced under the pointer by the screens its moves bring. */
  controls() {
    if (this.bar) return this.bar;
    const step = (key, move) => h("button", { type: "button", testid: `replay-${key}`, onclick: () => this.go(move) });
    this.buttons = { first: step("first", -Infinity), prev: step("prev", -1), next: step("next", 1), last: step("last", Infinity) };
    this.position = h("span", { class: "replay-pos", testid: "replay-position", role: "status" });
    this.timeline = h("input", {
      type: "range", min: "0", step: "1", class: "timeline", testid: "timeline",
      oninput: (event) => this.goTo(Number(event.target.value)),
    });
    this.mover = h("span", { class: "replay-mover muted", testid: "replay-mover" });
    this.seatPick = h("select", { id: "replay-seat", testid: "replay-seat", onchange: (event) => this.pickSeat(event.target.value) });
    this.seatLabel = h("label", { for: "replay-seat" });
    this.keysHelp = h("details", { class: "replay-keys", testid: "replay-keys", ontoggle: (event) => { this.showKeys = event.target.open; } });
    this.bar = h("nav", { class: "replay-controls" },
      h("div", { class: "replay-steps" }, this.buttons.first, this.buttons.prev, this.position, this.buttons.next, this.buttons.last),
      h("div", { class: "replay-timeline" }, this.timeline, this.mover),
      h("div", { class: "replay-extra" }, h("span", { class: "field inline" }, this.seatLabel, this.seatPick), this.keysHelp));
    return this.bar;
  }

  /** The controls' words, values and states for the screen on show (and the moment being reached). */
  updateControls() {
    const d = this.data;
    const still = !this.drives;
    const atStart = this.index <= 0;
    const atEnd = this.index >= d.total;
    this.bar.setAttribute("aria-label", t("web.replay"));
    for (const [key, button] of Object.entries(this.buttons)) {
      button.textContent = t(`web.replay.${key}`);
      button.disabled = still || (key === "first" || key === "prev" ? atStart : atEnd);
    }
    this.position.textContent = t("web.replay-of", { index: this.index, total: d.total });
    this.timeline.max = String(d.total);
    this.timeline.disabled = still;
    this.timeline.setAttribute("aria-label", t("web.replay.timeline"));
    this.showPosition();
    this.seatLabel.textContent = t("web.replay.seat");
    fill(this.seatPick,
      h("option", { value: "spectator", selected: this.seat === "spectator" }, t("web.replay.spectator")),
      d.names.map((name, seat) => h("option", { value: String(seat), selected: this.seat === String(seat) }, name)));
    this.keysHelp.open = this.showKeys;
    fill(this.keysHelp,
      h("summary", { title: t("web.replay.keys-list") }, "⌨ ", t("web.replay.keys")),
      h("p", { class: "keys-list", testid: "keys-list" }, t("web.replay.keys-list")));
  }

  /** The position's words and the timeline's value, at once while the next screen is on its way. */
  showPosition() {
    if (!this.bar) return;
    const words = this.moverText(this.index);
    if (document.activeElement !== this.timeline || this.timeline.value !== String(this.index)) this.timeline.value = String(this.index);
    this.timeline.setAttribute("aria-valuetext", words);
    this.mover.textContent = words;
    this.position.textContent = t("web.replay-of", { index: this.index, total: this.data.total });
  }

  render() {
    const d = this.data;
    if (!d) return;
    const renderer = this.renderer;
    const focus = focusKey();
    const hypo = this.room && this.room.hypothetical;
    document.title = `${t("web.replay")} · ${d.table.game_name} · ${t("web.title")}`;
    const ctx = {
      table: this.id, notes: this.notes && this.notes.seat === d.seat ? this.notes.notes : {},
      view: d.view, names: d.names, seat: d.seat, legal: [], toAct: [], waitingFor: null, result: d.result,
      busy: false, live: false, ui: this.ui || (this.ui = { selected: [], pick: null }), act: () => {}, redraw: () => this.render(),
      hypothetical: Boolean(hypo),
    };
    if (hypo && d.legal && d.legal.length) {
      // The leader plays the hypothetical as the live table is played, by the same renderer: a
      // card of the seat to move offers its play and discard, a partner's card the clues that
      // touch it (previewed), plays and discards confirmed where the table (or the leader) wants it.
      Object.assign(ctx, {
        live: true, legal: d.legal, actor: d.to_act, busy: Boolean(this.acting), confirm: this.hypoConfirms(),
        act: (action) => {
          if (this.acting) return;
          this.acting = true;
          this.link.send({ type: "hypo-act", action });
          this.render();
        },
      });
    }
    const bar = this.controls();
    this.updateControls();
    const atEnd = this.index >= d.total;
    const canHypo = (this.room ? this.room.hypotheticals : (gameInfo(d.table.game) || {}).hypotheticals) && !hypo && this.leads && !atEnd;
    const actions = h("div", { class: "replay-actions" },
      this.room ? null : h("button", { type: "button", testid: "share-start", onclick: () => this.share(false) }, t("web.replay.share-start")),
      canHypo ? h("button", { type: "button", testid: "hypo-start", onclick: () => (this.link ? this.link.send({ type: "hypo" }) : this.share(true)) }, t("web.replay.hypo-start")) : null);
    const rest = [actions];
    if (this.room) rest.push(roomPanel(this));
    if (hypo) rest.push(hypoPanel(this));
    rest.push(h("div", { class: ["board", hypo ? "hypothetical" : ""], testid: "board" }, renderer.board(ctx)));
    if (hypo) rest.push(hypoMoves(renderer, ctx));
    if (d.result) {
      rest.push(h("section", { class: ["result", "panel", hypo ? "hypothetical" : ""], testid: "result" },
        h("h2", {}, t("web.game-over")),
        h("ul", { class: "result-lines" }, (d.result.lines || []).map((line) => h("li", {}, line)))));
    }
    if (!this.page || !this.root.contains(this.page)) {
      this.head = h("header", { class: "table-head" });
      this.rest = h("div", { class: "replay-rest" });
      this.logSlot = h("div", { class: "replay-log" });
      this.page = h("section", { testid: "replay-page" },
        this.head, h("div", { class: "play-view" }, h("div", { class: "play-main" }, bar, this.rest), this.logSlot));
      this.root.replaceChildren(this.page);
    }
    this.page.className = ["table-page", "replay-page", `game-${d.table.game}`, hypo ? "in-hypothetical" : ""].filter(Boolean).join(" ");
    fill(this.head, h("h1", {}, `${t("web.replay")} · ${d.table.game_name}`),
      rulesButton(gameInfo(d.table.game)),
      this.room ? h("a", { href: `/replay/${this.id}?seat=${this.seat}&move=${this.index}`, class: "button", testid: "leave-room" }, t("web.replay.leave")) : null,
      h("a", { href: "/", class: "button" }, t("web.back")));
    fill(this.rest, rest);
    fill(this.logSlot, this.logPanel(d.log, d.seat));
    const log = this.logSlot.querySelector(".log-list");
    const current = log && (log.querySelector("[aria-current]") || log.querySelector("li:last-child"));
    if (current) { // the moment's line in the middle of the list's box (offsetTop was not the list's: a line was cut off)
      const [line, box] = [current.getBoundingClientRect(), log.getBoundingClientRect()];
      log.scrollTop = Math.max(0, log.scrollTop + line.top - box.top - (log.clientHeight - line.height) / 2);
    }
    if (focus && document.activeElement === document.body) restoreFocus(this.root, { testid: focus.testid }); // one of a kind
  }

  /** Whether a hypothetical's plays and discards are asked once more: the table's choice, until
   * the leader changes it here (the game's renderer must know how to ask). */
  hypoConfirms() {
    const game = gameInfo(this.data.table.game) || {};
    if (!game.confirms) return false;
    return this.confirmHypo === undefined ? Boolean(this.data.table.confirm) : this.confirmHypo;
  }

  /** The log, each real line a link to the moment right after it (a hypothetical's lines marked). */
  logPanel(lines, seat) {
    const href = (moment) => `/replay/${this.id}?seat=${this.seat}&move=${moment}`;
    return h("aside", { class: "log panel", "aria-labelledby": "log-title" },
      h("h2", { id: "log-title" }, t("web.log")),
      h("ol", { class: "log-list", testid: "log" },
        lines.map((line) => {
          const here = line.moment === this.index && !line.hypothetical;
          const text = line.moment === undefined || !this.drives ? line.text
            : h("a", {
              href: href(line.moment), class: "moment-link", testid: "log-link", "aria-label": `${t("web.replay.line-link", { index: line.moment })}: ${line.text}`,
              onclick: (event) => {
                event.preventDefault();
                this.goTo(line.moment);
              },
            }, line.text);
          return h("li", {
            class: [line.seat === seat && seat !== null && this.data.names.length > 1 ? "own" : "", line.hypothetical ? "hypo-line" : "", here ? "current" : ""],
            value: line.index + 1, "aria-current": here ? "step" : null,
          }, text,
          line.rule ? ["\u00a0", h("a", { href: ruleHref(line.rule), class: "rule-link", target: "_blank", rel: "noopener", title: line.rule, "aria-label": `${t("rules.link")}: ${line.rule}` }, "§")] : null,
          whyDetails(line));
        })));
  }
}

/** Put `children` in `el` in place of what it held (as `h` takes them: arrays flattened, null skipped). */
function fill(el, ...children) {
  el.replaceChildren(...children.flat(Infinity).filter((child) => child !== null && child !== undefined && child !== false));
}
