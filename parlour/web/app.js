// Parlour's browser client: the router. Each page is its own module (home.js, table.js,
// replay.js, rules.js; the table's socket is link.js) and each game's board is drawn by the
// renderer its package ships (renderers.js). Plain ES modules, no build step. The server holds the
// only true state: the pages draw the messages it sends (docs/protocol.md) and send intents; they
// never decide what is legal.

import { quiet } from "./a11y.js";
import { api, currentLang, h, languages, setWords, t } from "./ui.js";
import { app, store } from "./common.js";
import { AccountPage, drawNav, loadAccount } from "./account.js";
import { LeadersPage, ProfilePage } from "./profile.js";
import { HomePage } from "./home.js";
import { ReplayPage } from "./replay.js";
import { RulesPage } from "./rules.js";
import { TablePage } from "./table.js";
import { GamesPage, turns } from "./turns.js";
import { linkStyles } from "./renderers.js";

const LANGS = ["en", "fr", "es", "zh-Hant"];

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
  // The games first: their stylesheets, their words.
  app.games = await api(`/api/games?lang=${encodeURIComponent(lang)}`);
  linkStyles(app.games);
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
  drawNav();
  const banner = document.getElementById("banner");
  if (!banner.hidden) banner.textContent = t("web.reconnecting");
}

async function changeLang(lang) {
  store.set("lang", lang);
  await loadWords(lang);
  drawChrome();
  quiet(); // the lines said in the old language would be read back in the new one's voice
  if (app.page) app.page.onLang();
}

// -- routing ----------------------------------------------------------------------------------

function pageFor(root) {
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  let match = path.match(/^\/t\/([A-Za-z0-9_-]+)\/?$/);
  if (match) return new TablePage(root, match[1], query.get("watch") === "1");
  match = path.match(/^\/replay\/([A-Za-z0-9_-]+)\/?$/);
  if (match) return new ReplayPage(root, match[1]);
  match = path.match(/^\/rules\/([a-z0-9_-]+)\/?$/);
  if (match) return new RulesPage(root, match[1]);
  if (path === "/" || path === "/index.html") return new HomePage(root);
  if (path === "/account") return new AccountPage(root);
  if (path === "/games") return new GamesPage(root);
  match = path.match(/^\/u\/([A-Za-z0-9_.-]+)\/?$/);
  if (match) return new ProfilePage(root, decodeURIComponent(match[1]));
  if (path === "/leaders" || path === "/leaders/") return new LeadersPage(root, query.get("game"));
  const table = path.startsWith("/t/");
  return new NotFoundPage(root, table ? "web.no-table.title" : "web.no-page.title", table ? "web.no-table.text" : "web.no-page.text");
}

/** An address the router does not know (the server answers it with a 404): say so, and the way home. */
class NotFoundPage {
  constructor(root, title, text) {
    this.root = root;
    this.title = title;
    this.text = text;
  }

  start() {
    this.onLang();
  }

  stop() {}

  onLang() {
    document.title = `${t(this.title)} · ${t("web.title")}`;
    this.root.replaceChildren(h("section", { class: "panel notice", testid: "not-found" },
      h("h1", {}, t(this.title)), h("p", {}, t(this.text)),
      h("a", { href: "/", class: "button primary", testid: "go-home" }, t("web.back"))));
  }
}

function mount() {
  if (app.page) app.page.stop();
  const root = document.getElementById("app");
  app.page = pageFor(root);
  drawNav(); // the header marks the page shown
  app.page.start();
}

async function main() {
  await loadWords(browserLang());
  await loadAccount(); // the header's link, and the CSRF token a signed-in page's changes carry
  drawChrome();
  document.getElementById("lang").addEventListener("change", (event) => changeLang(event.target.value));
  window.addEventListener("popstate", mount); // the back button, and navigate() (common.js)
  mount();
  turns.start(); // "your move" at a turn-based table, told on any page (title, chime, notification)
}

main().catch((err) => {
  document.getElementById("app").replaceChildren(h("p", { role: "alert" }, String(err.message || err)));
});
