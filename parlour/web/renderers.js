// Each game's board is drawn by its own renderer, an ES module the game's package ships and the
// server serves at the URL /api/games gives (`renderer`); it exports `board(ctx)` and may export
// `moves(ctx)`. A game without one (or whose module fails to load) is drawn by the plain renderer:
// its view as data, its legal moves as buttons.

import * as plain from "./plain.js";
import { gameInfo } from "./common.js";
import { moveGroups } from "./ui.js";

/** `module` with its drawing guarded: a board or move list that throws is drawn plainly instead
 * (and said in the console), so one renderer's bug never leaves a dead page. */
function guarded(module, url) {
  const fallBack = (what, err) => console.warn(`the renderer ${url} failed to draw its ${what}: drawn plainly`, err);
  const out = {
    board(ctx) {
      try {
        return module.board(ctx);
      } catch (err) {
        fallBack("board", err);
        return plain.board(ctx);
      }
    },
  };
  // Shortcuts and the board in words (keys.js, a11y.js): a failure there means none, not a dead page.
  for (const name of ["shortcuts", "describe"]) {
    if (typeof module[name] !== "function") continue;
    out[name] = (ctx) => {
      try {
        return module[name](ctx);
      } catch (err) {
        fallBack(name, err);
        return null;
      }
    };
  }
  if (typeof module.moves === "function") {
    out.moves = (ctx) => {
      try {
        return module.moves(ctx);
      } catch (err) {
        fallBack("moves", err);
        return moveGroups(ctx.legal, ctx.act, { busy: ctx.busy });
      }
    };
  }
  return out;
}

/** Each game's stylesheet (its manifest's `style`), linked once in the page's head: the home page's
 * cards and the boards wear each game's colours, and the generic app.css names no game. */
export function linkStyles(games) {
  for (const game of games) {
    if (!game.style || document.querySelector(`link[data-game-style="${CSS.escape(game.id)}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = game.style;
    link.dataset.gameStyle = game.id;
    document.head.appendChild(link);
  }
}

const loaded = new Map(); // renderer URL -> the promise of its module (each module is loaded once)

/** The renderer of game `id`: its own module, or the plain one. */
export function rendererFor(id) {
  const game = gameInfo(id);
  const url = game && game.renderer;
  if (!url) return Promise.resolve(plain);
  if (!loaded.has(url)) {
    loaded.set(url, import(url).then(
      (module) => (typeof module.board === "function" ? guarded(module, url) : plain),
      (err) => {
        console.warn(`the renderer ${url} did not load: the plain view is shown`, err);
        loaded.delete(url); // the next page tries again
        return plain;
      }));
  }
  return loaded.get(url);
}
