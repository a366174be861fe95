// The replay viewer: a finished game move by move, as any seat or a spectator saw it.

import { api, currentLang, focusKey, h, restoreFocus, t } from "./ui.js";
import { gameInfo, logPanel, rulesButton } from "./common.js";
import { rendererFor } from "./renderers.js";

export class ReplayPage {
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
    this.stopped = true;
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
    this.renderer = await rendererFor(this.data.table.game);
    if (this.stopped) return; // the player went elsewhere meanwhile: the address is no longer ours
    this.index = this.data.index;
    history.replaceState(null, "", `/replay/${this.id}?seat=${this.seat}&move=${this.index}`);
    this.render();
  }

  render() {
    const d = this.data;
    const renderer = this.renderer;
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
        rulesButton(gameInfo(d.table.game)),
        h("a", { href: "/", class: "button" }, t("web.back"))),
      h("div", { class: "play-view" }, h("div", { class: "play-main" }, main), logPanel(d.log, d.names.length > 1 ? d.seat : null))));
    const log = this.root.querySelector(".log-list");
    if (log) log.scrollTop = log.scrollHeight;
    if (focus) restoreFocus(this.root, { testid: focus.testid }); // the replay's controls are one of a kind
  }
}
