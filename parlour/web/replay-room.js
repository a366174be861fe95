// A shared replay's parts (docs/protocol.md, "Shared replays"): its websocket, the panel of who is
// in it (with the link to give out and the lead to hand on), and a hypothetical's panel: the banner
// that says it is not the real game, the leader's tools, and the moves of the seat to play.

import { copyText, h, moveGroups, t, toast } from "./ui.js";
import { gameInfo } from "./common.js";
import { Link } from "./link.js";

/** The room's socket: a table's Link on /ws/replay/ROOM, saying hello with a name and a seat. */
export class RoomLink extends Link {
  constructor(roomId, greeting, onMessage) {
    super(`replay/${encodeURIComponent(roomId)}`, null, onMessage);
    this.greeting = greeting; // read when the socket opens, after this constructor
  }
}

function memberName(member) {
  return member.name || t("web.replay.guest", { number: member.id + 1 });
}

/** Who is here, who leads, and the link that brings others in. */
export function roomPanel(page) {
  const room = page.room;
  const leader = room.members.find((m) => m.id === room.leader);
  const url = `${location.origin}/replay/${page.id}?room=${room.id}`;
  const input = h("input", { readonly: true, value: url, testid: "room-link", "aria-label": t("web.replay.share") });
  return h("section", { class: "panel room-panel", testid: "room-panel", "aria-labelledby": "room-title" },
    h("h2", { id: "room-title" }, t("web.replay.share")),
    page.leads ? h("p", { class: "muted small" }, t("web.replay.share-help"))
      : h("p", { class: "follow-note", testid: "follow-note", role: "status" }, t("web.replay.follow", { name: leader ? memberName(leader) : "…" })),
    h("div", { class: "copy-row" }, input,
      h("button", {
        type: "button", testid: "copy-room-link",
        onclick: async () => { if (await copyText(url, input)) toast(t("web.replay.copied"), "info"); },
      }, t("web.replay.copy"))),
    h("h3", { id: "members-title" }, t("web.replay.members")),
    h("ul", { class: "members", testid: "members", "aria-labelledby": "members-title" }, room.members.map((m) =>
      h("li", { testid: "member", class: m.id === room.leader ? "leader" : "" },
        memberName(m), m.id === page.me ? ` (${t("web.replay.you")})` : "",
        m.id === room.leader ? h("span", { class: "badge" }, t("web.replay.leader")) : null,
        page.leads && m.id !== page.me ? h("button", {
          type: "button", class: "small", testid: "make-leader", onclick: () => page.link.send({ type: "lead", member: m.id }),
        }, t("web.replay.lead")) : null))));
}

/** A hypothetical: the banner, the leader's tools (take back, bots, back to the real game, the
 * confirm step), whose move it is. */
export function hypoPanel(page) {
  const d = page.data;
  const hypo = page.room.hypothetical;
  const send = (message) => page.link.send(message);
  const parts = [h("p", { class: "hypo-banner", testid: "hypo-banner", role: "status" },
    t("web.replay.hypo-banner", { count: hypo.moves, index: hypo.from }))];
  if (page.leads) {
    const bots = h("select", {
      id: "hypo-bots", testid: "hypo-bots",
      onchange: (event) => send({ type: "hypo-bots", seat: event.target.value === "" ? null : Number(event.target.value) }),
    },
    h("option", { value: "", selected: hypo.plays === null }, t("web.replay.bots-none")),
    d.names.map((name, seat) => h("option", { value: String(seat), selected: hypo.plays === seat }, t("web.replay.bots-all-but", { name }))));
    parts.push(h("div", { class: "hypo-tools" },
      h("button", { type: "button", testid: "hypo-undo", disabled: hypo.moves === 0, onclick: () => send({ type: "hypo-undo" }) }, t("web.replay.hypo-undo")),
      h("button", { type: "button", testid: "hypo-end", class: "primary", onclick: () => send({ type: "hypo-end" }) }, t("web.replay.hypo-end")),
      h("span", { class: "field inline" }, h("label", { for: "hypo-bots" }, t("web.replay.bots")), bots),
      (gameInfo(d.table.game) || {}).confirms ? h("label", { class: "check" },
        h("input", {
          type: "checkbox", testid: "hypo-confirm", checked: page.hypoConfirms(),
          onchange: (event) => { page.confirmHypo = event.target.checked; page.ui = { selected: [], pick: null }; page.render(); },
        }), " ", t("web.confirm-moves")) : null));
  }
  if (!hypo.over && d.to_act !== null && d.to_act !== undefined) {
    const name = d.names[d.to_act];
    const bot = hypo.plays !== null && d.to_act !== hypo.plays;
    parts.push(h("p", { class: "turn", testid: "hypo-turn" }, t(bot ? "web.replay.bots-thinking" : "web.replay.hypo-turn", { name })));
  }
  return h("section", { class: "panel hypo-panel", testid: "hypo-panel", "aria-label": t("web.replay.hypo") }, parts);
}

/** The moves of the seat to play in a hypothetical (the leader's only), drawn below the board as
 * at the live table; null when there are none. */
export function hypoMoves(renderer, ctx) {
  if (!ctx.legal.length) return null;
  const heading = t("web.replay.hypo-turn", { name: ctx.names[ctx.actor] });
  return h("section", { class: "panel moves hypo-panel", testid: "moves", "aria-label": heading },
    h("h2", {}, heading),
    renderer.moves ? renderer.moves(ctx) : moveGroups(ctx.legal, ctx.act, { busy: ctx.busy }));
}
