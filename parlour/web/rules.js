// The rules companion in the browser: a game's rules page (from the catalogue), the question box,
// the aid sheets, and the game picker on the home page. Every word comes from the server.
// A rule the engine enforces has a "see it at work" button: a mini-board, drawn by the game's own
// renderer (read-only), of one seat's view of a position the server's engine built for that rule,
// the move tried there, and the refusal or what happened.

import { api, currentLang, h, t } from "./ui.js";
import { rendererFor } from "./renderers.js";

const ASK_WAIT = 250; // ms after the last keystroke before asking (the answer takes a few ms)

/** The link to a catalogue entry on its game's rules page. */
export function ruleHref(id) {
  const game = String(id).split(".")[0];
  return `/rules/${encodeURIComponent(game)}#${encodeURIComponent(id)}`;
}

/** Whether `code` is a rule id of `game` (`<game>.<topic>.<rule>`). */
export function isRuleId(code, game) {
  return typeof code === "string" && new RegExp(`^${game}\\.[a-z-]+\\.[a-z-]+$`).test(code);
}

function sourceLine(entry) {
  const s = entry.source;
  return h("p", { class: "source small muted" }, `${t("rules.source")}: ${t("rules.source.seed", { seed: s.seed, ref: s.ref })}`,
    s.quote ? h("q", { lang: s.lang || "" }, s.quote) : null);
}

function entryItem(entry, withQuestion) {
  return h("li", { id: entry.id, class: ["entry", `kind-${entry.kind}`], testid: `entry-${entry.id}` },
    withQuestion && entry.question ? h("p", { class: "entry-question" }, entry.question) : null,
    h("p", { class: "entry-text" }, entry.text),
    h("p", { class: "entry-meta small" },
      h("a", { href: `#${entry.id}`, class: "rule-id", title: t(`rules.kind.${entry.kind}`) }, entry.id),
      entry.rules && entry.rules.length
        ? [" · ", t("rules.explains"), " ", entry.rules.map((id, i) => [i ? ", " : "", h("a", { href: ruleHref(id) }, id)])]
        : null),
    sourceLine(entry),
    entry.example ? exampleToggle(entry) : null);
}

/** The "see it at work" button of a rule entry, and the slot its mini-board opens in. */
function exampleToggle(entry) {
  const slot = h("div", { class: "example-slot", id: `example-${entry.id}` });
  const button = h("button", {
    type: "button", class: "example-button small", testid: `example-${entry.id}`, "aria-expanded": "false",
    "aria-controls": slot.id,
  }, t("rules.example.show"));
  button.addEventListener("click", async () => {
    if (button.getAttribute("aria-expanded") === "true") {
      slot.replaceChildren();
      button.setAttribute("aria-expanded", "false");
      button.textContent = t("rules.example.show");
      return;
    }
    button.setAttribute("aria-expanded", "true");
    button.textContent = t("rules.example.hide");
    slot.replaceChildren(h("p", { class: "muted small" }, t("web.loading")));
    try {
      const data = await api(`/api/rules/${encodeURIComponent(entry.game)}/example/${encodeURIComponent(entry.id)}?lang=${encodeURIComponent(currentLang())}`);
      const renderer = await rendererFor(data.game);
      if (button.getAttribute("aria-expanded") === "true") slot.replaceChildren(exampleView(data, renderer));
    } catch (err) {
      slot.replaceChildren(h("p", { role: "alert" }, String(err.message || err)));
    }
  });
  return [h("p", { class: "entry-example" }, button), slot];
}

/** A rule at work: the seat's board (before the move, or after it), the moves that led there, the
 * move, and the refusal or what happened. Read-only: the board's renderer gets no legal moves. */
export function exampleView(data, renderer) {
  const boardSlot = h("div", { class: ["board", "mini-board", `game-${data.game}`], testid: "example-board" });
  const draw = (view) => {
    const ctx = {
      view, names: data.names, seat: data.seat, legal: [], toAct: [], waitingFor: null, result: view.result || null,
      busy: false, live: false, ui: { selected: [], pick: null }, act: () => {}, redraw: () => draw(view),
    };
    boardSlot.replaceChildren(renderer.board(ctx));
  };
  draw(data.view);
  const out = data.outcome;
  let flip = null;
  if (data.after) {
    const pick = (which) => {
      draw(which === "after" ? data.after : data.view);
      for (const b of flip.querySelectorAll("button")) b.setAttribute("aria-pressed", b.dataset.which === which ? "true" : "false");
    };
    const labels = { before: t("rules.example.before"), after: t("rules.example.after") };
    flip = h("div", { class: "example-flip", role: "group", "aria-label": t("rules.example.title") },
      Object.entries(labels).map(([which, label]) => h("button", {
        type: "button", testid: `example-${which}`, dataset: { which }, "aria-pressed": which === "before" ? "true" : "false",
        onclick: () => pick(which),
      }, label)));
  }
  return h("section", { class: "rule-example panel", testid: "rule-example", lang: data.lang, dataset: { rule: data.rule } },
    h("h3", {}, t("rules.example.title")),
    h("p", { class: "muted small", testid: "example-caption" }, data.caption),
    flip,
    boardSlot,
    data.log.length
      ? h("ol", { class: "log-list example-log", testid: "example-log" },
        data.log.map((line) => h("li", { class: line.seat === data.seat ? "own" : "", value: line.index + 1 }, line.text)))
      : null,
    h("p", { class: "example-move", testid: "example-move" }, data.move.text),
    out.refused
      ? h("div", { class: "example-outcome refused", testid: "example-refusal" },
        h("strong", {}, t("rules.example.refused")), " ", h("span", { testid: "example-message" }, out.message))
      : h("div", { class: "example-outcome applied", testid: "example-effect" },
        h("strong", {}, t("rules.example.happens")),
        h("ul", {}, [...out.lines, ...out.end].map((line) => h("li", {}, line)))),
    h("p", { class: "muted small" }, t("rules.example.built")));
}

/** The answer to a question: the entries that answer it, or "I don't know" and the closest. */
export function answerView(answer) {
  const shown = answer.entries.slice(0, 3); // the answer, or the closest rules when there is none
  return h("div", { class: ["answer", answer.known ? "known" : "unknown"], testid: "answer", lang: answer.lang, "aria-live": "polite" },
    h("p", { class: "answer-head", testid: "answer-head" }, answer.message),
    h("ol", { class: "answer-list" }, shown.map((entry, n) =>
      h("li", { testid: "answer-entry", dataset: { id: entry.id } },
        entry.question ? h("strong", {}, entry.question, " ") : null,
        h("span", {}, entry.text), " ",
        h("a", { href: ruleHref(entry.id), class: "rule-id small" }, entry.id),
        h("span", { class: "small muted" }, ` · ${t("rules.source.seed", { seed: entry.source.seed, ref: entry.source.ref })}`),
        // Where a variant answers the first entry's question otherwise, said right under it.
        n === 0 ? (answer.differs || []).map((d) =>
          h("p", { class: "answer-differs", testid: "answer-differs", dataset: { variant: d.variant } },
            d.said, " ", h("a", { href: ruleHref(d.entry.id), class: "rule-id small" }, d.entry.id))) : null))));
}

/** A question box: asks as one types (debounced) and on submit. */
export function askBox(game, placeholder) {
  const out = h("div", { class: "answer-slot" });
  const input = h("input", {
    type: "search", id: `ask-${game || "all"}`, testid: "ask-input", maxlength: 500, autocomplete: "off",
    placeholder: placeholder || t("rules.ask.placeholder-plain"),
  });
  let timer = null;
  let asked = "";
  const go = async () => {
    const q = input.value.trim();
    if (!q || q === asked) return;
    asked = q;
    const params = new URLSearchParams({ q });
    if (game) params.set("game", game);
    try {
      const answer = await api(`/api/ask?${params}`);
      if (input.value.trim() === q) out.replaceChildren(answerView(answer));
    } catch (err) {
      out.replaceChildren(h("p", { role: "alert" }, String(err.message || err)));
    }
  };
  input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(go, ASK_WAIT); });
  const form = h("form", { class: "ask panel", testid: "ask", role: "search",
    onsubmit: (event) => { event.preventDefault(); clearTimeout(timer); asked = ""; go(); } },
    h("label", { for: input.id, class: "ask-title" }, t("rules.ask.title")),
    h("div", { class: "ask-row" }, input, h("button", { type: "submit", class: "primary", testid: "ask-button" }, t("rules.ask.button"))),
    out);
  return form;
}

export class RulesPage {
  constructor(root, game) {
    this.root = root;
    this.game = game;
    this.data = null;
  }

  async start() {
    await this.load();
  }

  stop() {}

  async onLang() {
    await this.load();
  }

  async load() {
    try {
      this.data = await api(`/api/rules/${encodeURIComponent(this.game)}?lang=${encodeURIComponent(currentLang())}`);
    } catch (err) {
      this.root.replaceChildren(h("section", { class: "panel" }, h("p", { role: "alert" }, String(err.message || err)),
        h("a", { href: "/", class: "button" }, t("web.back"))));
      return;
    }
    this.render();
    const target = decodeURIComponent(location.hash.slice(1));
    const el = target && document.getElementById(target);
    if (el) {
      el.classList.add("target");
      el.scrollIntoView({ block: "center" });
    }
  }

  render() {
    const d = this.data;
    document.title = `${d.title} · ${t("web.title")}`;
    const toc = [d.overview.title, d.turn_brief.title, ...d.sections.filter((s) => s.entries.length).map((s) => s.title),
      d.variants.title, ...d.extras.map((x) => x.title), d.sheets.title];
    const anchors = ["overview", "turn-brief", ...d.sections.filter((s) => s.entries.length).map((s) => `section-${s.id}`),
      "variants", ...d.extras.map((x) => `section-${x.id}`), "sheets"];
    this.root.replaceChildren(h("article", { class: ["rules-page", `game-${d.game}`], testid: "rules-page", lang: d.lang },
      h("header", { class: "rules-head" },
        h("h1", {}, d.title),
        h("a", { href: "/", class: "button" }, t("web.back"))),
      h("dl", { class: "game-facts", testid: "game-facts" },
        d.card.facts.map((f) => [h("dt", {}, f.label), h("dd", {}, f.value)])),
      askBox(d.game, d.ask_placeholder),
      h("nav", { class: "toc panel", "aria-label": d.title },
        h("ol", {}, toc.map((title, i) => h("li", {}, h("a", { href: `#${anchors[i]}` }, title))))),
      h("section", { id: "overview", class: "panel" }, h("h2", {}, d.overview.title), h("p", {}, d.overview.text)),
      h("section", { id: "turn-brief", class: "panel" }, h("h2", {}, d.turn_brief.title),
        h("ol", {}, d.turn_brief.steps.map((step) => h("li", {}, step)))),
      d.sections.filter((s) => s.entries.length).map((s) =>
        h("section", { id: `section-${s.id}`, class: "panel", testid: `section-${s.id}` }, h("h2", {}, s.title),
          h("ul", { class: "entries" }, s.entries.map((e) => entryItem(e, false))))),
      h("section", { id: "variants", class: "panel", testid: "variants" }, h("h2", {}, d.variants.title),
        h("ul", { class: "entries" }, d.variants.presets.map((v) => h("li", { class: "entry" },
          h("p", {}, h("strong", {}, v.label), ` (${v.id}) — ${v.help}`),
          v.source ? h("p", { class: "source small muted" }, `${t("rules.source")}: ${v.source}`) : null)))),
      d.extras.map((x) => h("section", { id: `section-${x.id}`, class: "panel", testid: `section-${x.id}` }, h("h2", {}, x.title),
        h("ul", { class: "entries" }, x.entries.map((e) => entryItem(e, true))))),
      h("section", { id: "sheets", class: "panel", testid: "sheets" }, h("h2", {}, d.sheets.title),
        h("ul", { class: "sheet-links" }, d.sheets.items.map((s) =>
          h("li", {}, h("a", { href: s.url, class: "button", testid: `sheet-${s.id}`, target: "_blank", rel: "noopener" }, `${s.title} (PDF)`)))))));
  }
}

/** The home page's "pick a game" row: players, minutes and age; the cards that fit light up. */
export function pickForm(onPick) {
  const field = (name, label, max) => {
    const id = `pick-${name}`;
    return h("div", { class: "field inline" }, h("label", { for: id }, label),
      h("input", { id, name, type: "number", min: name === "players" ? 1 : 0, max, inputmode: "numeric", testid: id, class: "narrow" }));
  };
  const form = h("form", { class: "pick panel", testid: "pick", "aria-label": t("rules.pick.title") },
    h("h2", {}, t("rules.pick.title")),
    h("div", { class: "pick-row" },
      field("players", t("rules.card.players"), 9),
      field("minutes", t("rules.pick.minutes"), 600),
      field("age", t("rules.card.age"), 120)));
  let timer = null;
  const go = async () => {
    const params = new URLSearchParams({ lang: currentLang() });
    for (const name of ["players", "minutes", "age"]) {
      const value = form.elements[name].value.trim();
      if (value) params.set(name, value);
    }
    try {
      onPick(await api(`/api/pick?${params}`));
    } catch (err) {
      /* a half-typed number: keep the last suggestions */
    }
  };
  form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(go, 150); });
  form.addEventListener("submit", (event) => { event.preventDefault(); go(); });
  return form;
}
