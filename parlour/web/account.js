// The account page (/account): sign up or sign in; signed in, sign out, change the password or
// delete the account. Accounts are optional: a guest plays with a name, as before. The session is
// an HttpOnly cookie the page never sees; the CSRF token the server gives with the account is sent
// back with every change (ui.js `api`, header X-Parlour-CSRF).

import { api, h, setCsrf, t, toast } from "./ui.js";
import { navigate, saveSeat, seatName } from "./common.js";

/** Who is signed in here (null: a guest), as /api/account last said. */
export const session = { account: null };

function took(data) {
  session.account = (data && data.account) || null;
  setCsrf((data && data.csrf) || null);
  drawNav();
}

/** Ask the server who is signed in (every page does, for the header's link and the CSRF token). */
export async function loadAccount() {
  try {
    took(await api("/api/account"));
  } catch (err) {
    took(null);
  }
}

/** The header's links, on every page: signed in, the account's profile, My games, the
 * leaderboards and the account (its name); a guest, the leaderboards and "Sign in". The link of
 * the page shown is marked as the current one (drawn again whenever a page is mounted). */
export function drawNav() {
  const nav = document.getElementById("site-nav");
  if (!nav) return;
  nav.setAttribute("aria-label", t("web.nav.label"));
  const account = session.account;
  const links = {
    "profile-link": account ? [`/u/${encodeURIComponent(account.name)}`, t("web.nav.profile"), t("web.profile.mine")] : null,
    "games-link": account ? ["/games", t("web.games.link"), t("web.games.title")] : null,
    "leaders-link": ["/leaders", t("web.leaders.title"), t("web.leaders.title")],
    "account-link": ["/account", account ? account.name : t("web.account.link"), t("web.account.title")],
  };
  const here = location.pathname.replace(/\/$/, "") || "/";
  for (const [id, found] of Object.entries(links)) {
    const link = document.getElementById(id);
    link.hidden = !found;
    if (!found) continue;
    const [href, text, title] = found;
    link.href = href;
    link.textContent = text;
    link.title = title;
    if (here.toLowerCase() === href.toLowerCase()) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

/** Whether this browser can make and use passkeys from JSON options (WebAuthn level 3). */
function passkeysWork() {
  return Boolean(window.PublicKeyCredential && PublicKeyCredential.parseCreationOptionsFromJSON
    && PublicKeyCredential.parseRequestOptionsFromJSON && navigator.credentials);
}

/** A WebAuthn ceremony: the server's options, the browser's credential, the server's verdict. */
async function ceremony(kind, path) {
  const { ceremony: id, options } = await api(`${path}/options`, {});
  let credential;
  try {
    credential = kind === "create"
      ? await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) })
      : await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
  } catch (err) {
    throw new Error(t("web.account.error.passkey")); // cancelled, or no passkey for this site
  }
  return api(path, { ceremony: id, credential: credential.toJSON() });
}

function field(id, key, attrs) {
  return h("div", { class: "field" }, h("label", { for: id }, t(key)), h("input", { id, name: id, required: true, ...attrs }));
}

export class AccountPage {
  constructor(root) {
    this.root = root;
    this.busy = false;
    this.passkeys = 0;
    this.tables = [];
  }

  async start() {
    this.onLang();
    await loadAccount();
    await this.countPasskeys();
    this.onLang();
  }

  async countPasskeys() {
    try {
      this.passkeys = session.account ? (await api("/api/account/passkeys")).passkeys : 0;
      this.tables = session.account ? (await api("/api/account/tables")).tables : [];
    } catch (err) {
      this.passkeys = 0;
      this.tables = [];
    }
  }

  /** Take the account's seat from this browser (a new seat key), then open the table. */
  async takeSeat(tableId) {
    try {
      const data = await api(`/api/tables/${encodeURIComponent(tableId)}/claim`, {});
      saveSeat(tableId, data.seat, data.token);
      navigate(`/t/${tableId}`);
    } catch (err) {
      toast(err.message);
    }
  }

  tablesPanel() {
    const rows = this.tables.map(({ table, seat }) => h("li", { class: "table-row", testid: "my-table", "data-table": table.id },
      h("span", { class: "table-game" }, table.game_name),
      h("span", { class: "table-who" }, table.seats.map((s) => seatName(s)).join(", ")),
      h("span", { class: ["status", `status-${table.status}`] }, t(`web.status.${table.status}`)),
      h("span", { class: "table-links" },
        h("button", { type: "button", class: "button primary", testid: "take-seat", "data-seat": seat, onclick: () => this.takeSeat(table.id) }, t("web.account.take-seat")))));
    return h("div", { class: "panel", testid: "my-tables" },
      h("h2", {}, t("web.account.tables")),
      rows.length ? h("ul", { class: "table-list" }, rows) : h("p", { class: "muted" }, t("web.account.no-tables")));
  }

  async passkey(kind) {
    if (this.busy) return;
    if (!passkeysWork()) {
      toast(t("web.account.passkey.unsupported"));
      return;
    }
    this.busy = true;
    try {
      if (kind === "create") {
        this.passkeys = (await ceremony("create", "/api/account/passkey/register")).passkeys;
        toast(t("web.account.passkey.added"), "ok");
      } else {
        const data = await ceremony("get", "/api/account/passkey/signin");
        took(data);
        await this.countPasskeys();
        toast(t("web.account.welcome", { name: data.account.name }), "ok");
      }
    } catch (err) {
      toast(err.message);
    } finally {
      this.busy = false;
    }
    this.onLang();
  }

  stop() {}

  /** Draw the page; what is being typed survives (the page is drawn again once the account's
   * passkeys and tables come, and on a change of language), unless `keep` is false (after a change
   * that used it). */
  onLang(keep = true) {
    document.title = `${t("web.account.title")} · ${t("web.title")}`;
    drawNav();
    const typed = keep ? [...this.root.querySelectorAll("input[id]")].filter((i) => i.value).map((i) => [i.id, i.value]) : [];
    const focused = document.activeElement && this.root.contains(document.activeElement) ? document.activeElement.id : null;
    this.root.replaceChildren(session.account ? this.signedIn() : this.guest());
    for (const [id, value] of typed) {
      const input = this.root.querySelector(`#${CSS.escape(id)}`);
      if (input) input.value = value;
    }
    if (focused) {
      const again = this.root.querySelector(`#${CSS.escape(focused)}`);
      if (again) again.focus();
    }
  }

  async send(path, form, fields) {
    if (this.busy) return null;
    this.busy = true;
    const body = {};
    for (const [key, id] of Object.entries(fields)) body[key] = form.querySelector(`#${id}`).value;
    try {
      return await api(path, body);
    } catch (err) {
      toast(err.message);
      return null;
    } finally {
      this.busy = false;
    }
  }

  guest() {
    const signIn = h("form", { class: "panel account-form", testid: "signin-form", "aria-labelledby": "signin-title" },
      h("h2", { id: "signin-title" }, t("web.account.sign-in")),
      field("signin-name", "web.account.name", { autocomplete: "username", maxlength: 32, testid: "signin-name" }),
      field("signin-password", "web.account.password", { type: "password", autocomplete: "current-password", maxlength: 1024, testid: "signin-password" }),
      h("button", { type: "submit", class: "button primary", testid: "signin" }, t("web.account.sign-in")),
      h("p", {}, h("button", { type: "button", class: "button", testid: "passkey-signin", onclick: () => this.passkey("get") }, t("web.account.passkey.sign-in"))));
    signIn.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = await this.send("/api/account/signin", signIn, { name: "signin-name", password: "signin-password" });
      if (data) {
        took(data);
        await this.countPasskeys(); // and the account's tables
        toast(t("web.account.welcome", { name: data.account.name }), "ok");
        this.onLang();
      }
    });
    const signUp = h("form", { class: "panel account-form", testid: "signup-form", "aria-labelledby": "signup-title" },
      h("h2", { id: "signup-title" }, t("web.account.sign-up")),
      field("signup-name", "web.account.name", { autocomplete: "username", maxlength: 32, pattern: "[A-Za-z0-9][A-Za-z0-9_.\\-]{2,31}", testid: "signup-name" }),
      h("p", { class: "small muted" }, t("web.account.name-hint")),
      field("signup-password", "web.account.password", { type: "password", autocomplete: "new-password", minlength: 8, maxlength: 1024, testid: "signup-password" }),
      h("p", { class: "small muted" }, t("web.account.password-hint", { count: 8 })),
      h("button", { type: "submit", class: "button primary", testid: "signup" }, t("web.account.sign-up")));
    signUp.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = await this.send("/api/account/signup", signUp, { name: "signup-name", password: "signup-password" });
      if (data) {
        took(data);
        await this.countPasskeys(); // and the account's tables
        toast(t("web.account.welcome", { name: data.account.name }), "ok");
        this.onLang();
      }
    });
    return h("section", { class: "account", testid: "account-guest" },
      h("h1", {}, t("web.account.title")),
      h("p", { class: "muted" }, t("web.account.optional")),
      h("div", { class: "account-forms" }, signIn, signUp));
  }

  signedIn() {
    const name = session.account.name;
    const signOut = h("button", { type: "button", class: "button", testid: "signout", onclick: async () => {
      try {
        took(await api("/api/account/signout", {}));
        toast(t("web.account.signed-out"), "ok");
      } catch (err) {
        toast(err.message);
      }
      this.onLang();
    } }, t("web.account.sign-out"));
    const change = h("form", { class: "panel account-form", testid: "password-form", "aria-labelledby": "password-title" },
      h("h2", { id: "password-title" }, t("web.account.change-password")),
      field("old-password", "web.account.old-password", { type: "password", autocomplete: "current-password", maxlength: 1024, testid: "old-password" }),
      field("new-password", "web.account.new-password", { type: "password", autocomplete: "new-password", minlength: 8, maxlength: 1024, testid: "new-password" }),
      h("p", { class: "small muted" }, t("web.account.password-hint", { count: 8 })),
      h("button", { type: "submit", class: "button primary", testid: "change-password" }, t("web.account.change-password")));
    change.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = await this.send("/api/account/password", change, { old: "old-password", new: "new-password" });
      if (data) {
        took(data);
        toast(t("web.account.password-changed"), "ok");
        this.onLang(false);
      }
    });
    const remove = h("form", { class: "panel account-form danger", testid: "delete-form", "aria-labelledby": "delete-title" },
      h("h2", { id: "delete-title" }, t("web.account.delete")),
      h("p", {}, t("web.account.delete-text")),
      field("delete-password", "web.account.password", { type: "password", autocomplete: "current-password", maxlength: 1024, testid: "delete-password" }),
      h("button", { type: "submit", class: "button", testid: "delete-account" }, t("web.account.delete")));
    remove.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!window.confirm(t("web.account.delete-confirm", { name }))) return;
      const data = await this.send("/api/account/delete", remove, { password: "delete-password" });
      if (data) {
        took(data);
        toast(t("web.account.deleted"), "ok");
        this.onLang();
      }
    });
    return h("section", { class: "account", testid: "account-signed-in" },
      h("h1", {}, t("web.account.title")),
      h("div", { class: "panel" }, h("p", { testid: "signed-in-as" }, t("web.account.signed-in-as", { name })), signOut,
        h("p", {}, h("a", { href: `/u/${encodeURIComponent(name)}`, testid: "my-profile" }, t("web.profile.mine")),
          " · ", h("a", { href: "/leaders", testid: "to-leaders" }, t("web.leaders.title")))),
      this.tablesPanel(),
      h("div", { class: "account-forms" },
        h("div", { class: "panel account-form", testid: "passkeys" },
          h("h2", {}, t("web.account.passkey.title")),
          h("p", {}, t("web.account.passkey.text")),
          h("p", { testid: "passkey-count" }, t("web.account.passkey.count", { count: this.passkeys })),
          h("button", { type: "button", class: "button primary", testid: "add-passkey", onclick: () => this.passkey("create") }, t("web.account.passkey.add"))),
        change, remove));
  }
}
