// One table's websocket (docs/protocol.md): says hello with the seat's token, reconnects with
// backoff, keeps itself alive with pings, and stays under the server's flood limit.

import { currentLang, t } from "./ui.js";

const SEND_WINDOW = 2000; // ms
const SEND_BUDGET = 16; // messages per SEND_WINDOW: under the server's 10 a second, its burst aside
const PING_EVERY = 20000; // ms

/** The "reconnecting" banner above every page, while a socket is down. */
export function showBanner(on) {
  const banner = document.getElementById("banner");
  banner.hidden = !on;
  banner.textContent = on ? t("web.reconnecting") : "";
}

export class Link {
  constructor(tableId, token, onMessage, onOnline = () => {}) {
    this.tableId = tableId;
    this.token = token;
    this.onMessage = onMessage;
    this.onOnline = onOnline;
    this.tries = 0;
    this.closed = false;
    this.ws = null;
    this.sent = []; // when the last messages left (or are booked to), for the flood budget
    this.waiting = []; // messages past the budget with their departure times, in order
    this.ping = setInterval(() => this.send({ type: "ping" }), PING_EVERY);
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/${this.tableId}`);
    this.ws = ws;
    ws.onopen = () => {
      const hello = { type: "hello", lang: currentLang(), ...(this.greeting || {}) }; // a room's name and seat
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
    // Stay under the server's flood limit (10 messages a second): past our budget, a message waits
    // for a departure time booked now, never earlier than the last one booked, and one timer lets
    // the waiting ones go in that order (the server keeps the last choice it reads: an earlier one
    // must not overtake a later one).
    const now = Date.now();
    this.sent = this.sent.filter((time) => now - time < SEND_WINDOW);
    let at = Math.max(now, this.sent.length ? this.sent[this.sent.length - 1] : now);
    if (this.sent.length >= SEND_BUDGET) at = Math.max(at, this.sent[this.sent.length - SEND_BUDGET] + SEND_WINDOW + 10);
    this.sent.push(at);
    this.waiting.push({ at, message });
    this.leave();
    return true;
  }

  /** Send the waiting messages whose time has come, in order; wake up for the next one. */
  leave() {
    clearTimeout(this.leaving);
    const now = Date.now();
    while (this.waiting.length && this.waiting[0].at <= now) {
      const { message } = this.waiting.shift();
      // A socket gone by then takes the message with it, as if sent just before it closed.
      if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
    }
    if (this.waiting.length) this.leaving = setTimeout(() => this.leave(), this.waiting[0].at - now);
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
    clearTimeout(this.leaving);
    clearTimeout(this.retry);
    showBanner(false);
    if (this.ws) this.ws.close();
  }
}
