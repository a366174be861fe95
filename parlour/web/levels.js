// The levels of bots a host chooses from, each with its measured strength (the server's
// `strength`: by table size, from the benchmark's levels file) for the table being set up.

import { h } from "./ui.js";

/** What the form says of `bot` at a table of `players`: its figure at that size, else at the nearest measured one. */
export function strengthFor(bot, players) {
  const measured = Object.keys(bot.strength || {}).map(Number);
  if (!measured.length) return "";
  const nearest = measured.reduce((best, n) => (Math.abs(n - players) < Math.abs(best - players) ? n : best));
  return bot.strength[String(nearest)];
}

/** A bot's option in the seat choice: its name, then its strength. */
export function levelLabel(bot, players) {
  const strength = strengthFor(bot, players);
  return strength ? `${bot.label} · ${strength}` : bot.label;
}

/** A seat's choice of level with, below it, the chosen bot's strength (a select's text is cut on a phone). */
export function withStrength(select, bots, players) {
  const note = h("small", { class: "level-strength", testid: "level-strength", "aria-live": "polite" });
  const show = () => {
    const bot = bots.find((b) => b.id === select.value);
    note.textContent = bot ? strengthFor(bot, players) : "";
  };
  select.addEventListener("change", show);
  show();
  return h("div", { class: "level-choice" }, select, note);
}
