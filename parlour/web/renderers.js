// Each game's board is drawn by its own renderer, an ES module the game's package ships and the
// server serves at the URL /api/games gives (`renderer`); it exports `board(ctx)` and may export
// `moves(ctx)`. A game without one (or whose module fails to load) is drawn by the plain renderer:
// its view as data, its legal moves as buttons.

import * as plain from "./plain.js";
import { gameInfo } from "./common.js";

const loaded = new Map(); // renderer URL -> the promise of its module (each module is loaded once)

/** The renderer of game `id`: its own module, or the plain one. */
export function rendererFor(id) {
  const game = gameInfo(id);
  const url = game && game.renderer;
  if (!url) return Promise.resolve(plain);
  if (!loaded.has(url)) {
    loaded.set(url, import(url).then(
      (module) => (typeof module.board === "function" ? module : plain),
      (err) => {
        console.warn(`the renderer ${url} did not load: the plain view is shown`, err);
        loaded.delete(url); // the next page tries again
        return plain;
      }));
  }
  return loaded.get(url);
}
