// Moves animate. A renderer marks what may move with `data-flip` (a key that names the same thing
// from one drawing to the next: a card's id). Before a redraw each marked element's place is noted;
// after it, an element found again elsewhere glides from its old place to its new one (FLIP), and
// one not seen before fades in. Nothing moves for a reader who asked for reduced motion.

const reduced = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };
const GLIDE = { duration: 450, easing: "cubic-bezier(.2, .7, .3, 1)" };
const ARRIVE = { duration: 350, easing: "ease-out" };

/** Where every marked element of `root` is now: key -> its box (null when nothing is marked). */
export function snapshot(root) {
  const places = new Map();
  for (const el of root.querySelectorAll("[data-flip]")) places.set(el.dataset.flip, el.getBoundingClientRect());
  return places.size ? places : null;
}

/** Animate each marked element of `root` from where `before` saw it (a snapshot). */
export function animate(root, before) {
  if (!before || reduced.matches || typeof Element.prototype.animate !== "function") return;
  for (const el of root.querySelectorAll("[data-flip]")) {
    const was = before.get(el.dataset.flip);
    const now = el.getBoundingClientRect();
    if (!was) {
      el.animate([{ opacity: 0, transform: "scale(.6)" }, { opacity: 1, transform: "none" }], ARRIVE);
      continue;
    }
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    const sx = now.width ? was.width / now.width : 1;
    const sy = now.height ? was.height / now.height : 1;
    el.animate([
      { transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, transformOrigin: "top left", zIndex: 5 },
      { transform: "none", transformOrigin: "top left", zIndex: 5 },
    ], GLIDE);
  }
}
