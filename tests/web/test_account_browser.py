"""Accounts in a real browser: the account page in the four languages, sign-up, a table made while
signed in (the page sends the session's CSRF token with it), sign-out, sign-in, a wrong password."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from parlour.server.store import seats
from tests.web.conftest import LIVE
from tests.web.test_browser import create_table, new_page, shot, sign_in, sign_up

pytestmark = pytest.mark.browser

TITLES = {"en": "Your account", "fr": "Votre compte", "es": "Tu cuenta", "zh-Hant": "你的帳號"}


def english(page: Any) -> None:
    """Back to English, and wait for the page drawn anew in it (a form filled before is replaced)."""
    page.get_by_test_id("lang-select").select_option("en")
    page.wait_for_function("() => document.querySelector('main h1').textContent === 'Your account'")


def link_says(page: Any, text: str) -> None:
    page.wait_for_function(f"() => document.getElementById('account-link').textContent === {text!r}")


def test_sign_up_play_signed_in_sign_out_and_back(browser: Any, live_server: str, artifacts: Path) -> None:
    page, errors = new_page(browser)
    page.goto(live_server + "/")
    link = page.get_by_test_id("account-link")
    link_says(page, "Sign in")
    link.click()
    page.get_by_test_id("account-guest").wait_for()
    for lang, title in TITLES.items():
        page.get_by_test_id("lang-select").select_option(lang)
        page.wait_for_function(f"() => document.querySelector('main h1').textContent === {title!r}")
        shot(page, artifacts, f"account-guest-{lang}")
    english(page)
    page.get_by_test_id("signup-name").fill("Bea_77")
    page.get_by_test_id("signup-password").fill("a long enough secret")
    page.get_by_test_id("signup").click()
    page.get_by_test_id("signed-in-as").wait_for()
    assert page.get_by_test_id("signed-in-as").inner_text() == "Signed in as Bea_77."
    link_says(page, "Bea_77")
    for lang, title in TITLES.items():
        page.get_by_test_id("lang-select").select_option(lang)
        page.wait_for_function(f"() => document.querySelector('main h1').textContent === {title!r}")
        shot(page, artifacts, f"account-signed-in-{lang}")
    english(page)
    # A table made signed in is the account's (the request carried the CSRF token).
    table_id = create_table(page, live_server, "hanabi", name="Bea", players=2, seats={1: "partner"})
    store = LIVE["app"].state.hub.store
    with store.engine.connect() as conn:
        held = conn.execute(select(seats.c.account_id).where(seats.c.table_id == table_id, seats.c.seat == 0))
        assert held.scalar_one() is not None
    page.goto(live_server + "/account")
    page.get_by_test_id("signout").click()
    page.get_by_test_id("account-guest").wait_for()
    link_says(page, "Sign in")
    page.get_by_test_id("signin-name").fill("bea_77")
    page.get_by_test_id("signin-password").fill("not the secret")
    page.get_by_test_id("signin").click()
    page.get_by_test_id("error").wait_for()
    assert page.get_by_test_id("error").inner_text() == "Wrong account name or password."
    page.get_by_test_id("signin-password").fill("a long enough secret")
    page.get_by_test_id("signin").click()
    page.get_by_test_id("signed-in-as").wait_for()
    assert errors == [] or all("401" in line for line in errors)  # the refused sign-in's status only


def test_a_passkey_replaces_the_password(browser: Any, live_server: str, artifacts: Path) -> None:
    """A passkey made and used in Chromium's virtual authenticator (CDP's WebAuthn domain), on
    `localhost`: a relying party's id must be a host name, not an address."""
    base = live_server.replace("127.0.0.1", "localhost")
    page, errors = new_page(browser)
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    added = cdp.send(
        "WebAuthn.addVirtualAuthenticator",
        {
            "options": {
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": True,
                "hasUserVerification": True,
                "isUserVerified": True,
                "automaticPresenceSimulation": True,
            }
        },
    )
    page.goto(base + "/account")
    page.get_by_test_id("signup-name").fill("keyholder")
    page.get_by_test_id("signup-password").fill("a password to forget")
    page.get_by_test_id("signup").click()
    page.get_by_test_id("add-passkey").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=passkey-count]').textContent === 'This account has 1 passkey.'"
    )
    held = cdp.send("WebAuthn.getCredentials", {"authenticatorId": added["authenticatorId"]})["credentials"]
    assert len(held) == 1 and held[0]["isResidentCredential"]
    shot(page, artifacts, "account-passkey-added")
    page.get_by_test_id("signout").click()
    page.get_by_test_id("account-guest").wait_for()
    page.get_by_test_id("passkey-signin").click()  # no name, no password: the passkey says who
    page.get_by_test_id("signed-in-as").wait_for()
    assert page.get_by_test_id("signed-in-as").inner_text() == "Signed in as keyholder."
    after = cdp.send("WebAuthn.getCredentials", {"authenticatorId": added["authenticatorId"]})["credentials"]
    assert after[0]["signCount"] > held[0]["signCount"]
    cdp.send("WebAuthn.removeVirtualAuthenticator", {"authenticatorId": added["authenticatorId"]})
    assert errors == []


def test_another_device_takes_the_accounts_seat(browser: Any, live_server: str, artifacts: Path) -> None:
    phone, phone_errors = new_page(browser, width=420, height=860)
    sign_up(phone, live_server, "cleo", "cleo's long secret")
    table_id = create_table(phone, live_server, "hanabi", name="Cleo", players=2, seats={1: "partner"})
    laptop, laptop_errors = new_page(browser)  # another browser: no seat key, no session
    laptop.goto(live_server + "/account")
    laptop.get_by_test_id("signin-name").fill("cleo")
    laptop.get_by_test_id("signin-password").fill("cleo's long secret")
    laptop.get_by_test_id("signin").click()
    row = laptop.locator(f"[data-testid=my-table][data-table='{table_id}']")
    row.wait_for()
    shot(laptop, artifacts, "account-my-tables")
    row.get_by_test_id("take-seat").click()
    laptop.wait_for_url(f"**/t/{table_id}")
    laptop.get_by_test_id("start").click()  # the host's seat, taken from this browser
    laptop.get_by_test_id("board").wait_for()
    assert phone_errors == [] and laptop_errors == []


@pytest.mark.parametrize("lang", list(TITLES))
def test_the_account_page_fits_a_phone(browser: Any, live_server: str, artifacts: Path, lang: str) -> None:
    page, errors = new_page(browser, locale=lang, width=360, height=740)
    page.goto(live_server + "/account")
    page.wait_for_function(f"() => document.querySelector('main h1')?.textContent === {TITLES[lang]!r}")
    link_says(page, {"en": "Sign in", "fr": "Se connecter", "es": "Iniciar sesión", "zh-Hant": "登入"}[lang])
    shot(page, artifacts, f"account-phone-{lang}")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    assert errors == []


def test_the_table_page_takes_the_accounts_seat_back(browser: Any, live_server: str, artifacts: Path) -> None:
    """Signed in on a second device, the table's own link (not only the account page) offers the
    seat; taking it leaves the first device told where its seat went, with a way to take it back."""
    phone, phone_errors = new_page(browser, width=390, height=844)
    sign_up(phone, live_server, "dana_two", "dana's long secret")
    table_id = create_table(phone, live_server, "hanabi", name="Dana", players=2, seats={1: "partner"})
    laptop, laptop_errors = new_page(browser, width=1366, height=900)
    sign_in(laptop, live_server, "dana_two", "dana's long secret")
    laptop.goto(live_server + f"/t/{table_id}?watch=1")  # a spectator's link: still not a spectator
    notice = laptop.get_by_test_id("table-notice")
    notice.wait_for()
    assert laptop.locator("[data-testid=seats]").count() == 0, "no watching page under the notice"
    assert laptop.locator("[data-testid=spectating]").count() == 0, "not called a spectator either"
    assert laptop.locator("[data-testid=error]").count() == 0, "the notice says it: no toast besides"
    notice.get_by_test_id("take-seat-here").click()
    laptop.get_by_test_id("start").click()  # the host's seat, in this browser now
    laptop.get_by_test_id("board").wait_for()
    told = phone.get_by_test_id("table-notice")
    told.wait_for()
    assert told.locator("p").first.inner_text() == "You took this seat on another device: play it there."
    shot(phone, artifacts, "account-seat-taken-elsewhere")
    assert phone.locator("[data-testid=board]").count() == 0
    assert phone_errors == [] and laptop_errors == []


def test_the_servers_refusals_come_in_the_language_chosen_on_the_page(browser: Any, live_server: str) -> None:
    """A browser set to English, a player who chose French: a refused sign-in says so in French."""
    page, errors = new_page(browser, locale="en-GB")
    page.goto(live_server + "/account")
    page.get_by_test_id("lang-select").select_option("fr")
    page.wait_for_function("() => document.querySelector('main h1').textContent === 'Votre compte'")
    page.get_by_test_id("signin-name").fill("nobody_here")
    page.get_by_test_id("signin-password").fill("not a password at all")
    page.get_by_test_id("signin").click()
    page.get_by_test_id("error").wait_for()
    assert page.get_by_test_id("error").inner_text() == "Nom de compte ou mot de passe incorrect."
    assert all("401" in line for line in errors)


def test_what_is_typed_survives_the_page_drawn_again(browser: Any, live_server: str) -> None:
    """The account page is drawn again when the account's passkeys and tables arrive (later on a
    slow line): a password being typed by then stays, as it does through a change of language."""
    page, errors = new_page(browser)
    sign_up(page, live_server, "slow_line", "a long enough secret")
    held: list[Any] = []
    page.route("**/api/account/passkeys", lambda route: held.append(route))  # answered when we say
    page.reload()
    page.get_by_test_id("old-password").fill("typed before the answer")
    page.evaluate("() => { document.querySelector('[data-testid=passkeys]').dataset.first = 'yes'; }")
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    page.wait_for_function("() => !document.querySelector('[data-testid=passkeys]').dataset.first")  # drawn again
    assert page.get_by_test_id("old-password").input_value() == "typed before the answer"
    page.get_by_test_id("lang-select").select_option("fr")
    page.wait_for_function("() => document.querySelector('main h1').textContent === 'Votre compte'")
    assert page.get_by_test_id("old-password").input_value() == "typed before the answer"
    assert errors == []
