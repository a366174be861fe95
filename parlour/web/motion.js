// Moves animate. A renderer marks what may move with `data-flip` (a key that names the same thing
// from one drawing to the next: a card's id). Before a redraw each marked element's place is noted;
// after it, an element found again elsewhere glides from its old place to its new one (FLIP). One
// not seen before glides from where `data-flip-from` says it was (the key of an element of the
// last drawing, or of a `data-flip-source`: a place a card may come from that does not move
// itself, such as the deck or a hand), else it fades in. Nothing moves for a reader who asked for
// reduced motion. Places are taken from the root's corner, not the window's: when a redraw makes
// the page shorter (the move list gives way to the result) and the browser scrolls it back, the
// cards go with their boxes instead of gliding in from where the scroll had left them.

const reduced = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : { matches: true };
// Each kind of motion has an id (Animation.id), so that a test can tell a card flying in from a glide.
const GLIDE = { id: "glide", duration: 450, easing: "cubic-bezier(.2, .7, .3, 1)" };
const FLY = { id: "fly", duration: 600, easing: "cubic-bezier(.2, .7, .3, 1)" };
const ARRIVE = { id: "arrive", duration: 350, easing: "ease-out" };

/** Where every marked element of `root` is now: key -> its box (null when nothing is marked). */
export function snapshot(root) {
  const places = new Map();
  const corner = root.getBoundingClientRect();
  for (const el of root.querySelectorAll("[data-flip-source]")) places.set(el.dataset.flipSource, place(el, corner));
  for (const el of root.querySelectorAll("[data-flip]")) places.set(el.dataset.flip, place(el, corner));
  return places.size ? places : null;
}

/** The box of `el`, measured from `corner` (the top left corner of the root's box). */
function place(el, corner) {
  const box = el.getBoundingClientRect();
  return { left: box.left - corner.left, top: box.top - corner.top, width: box.width, height: box.height };
}

/** The glide from box `was` to where `el` is now, both from `corner` (null when it has not moved). */
function glide(el, corner, was, timing) {
  const now = place(el, corner);
  const dx = was.left - now.left;
  const dy = was.top - now.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  const sx = now.width && was.width ? was.width / now.width : 1;
  const sy = now.height && was.height ? was.height / now.height : 1;
  return el.animate([
    { transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, transformOrigin: "top left", zIndex: 5 },
    { transform: "none", transformOrigin: "top left", zIndex: 5 },
  ], timing);
}

/** Animate each marked element of `root` from where `before` saw it (a snapshot). */
export function animate(root, before) {
  if (!before || reduced.matches || typeof Element.prototype.animate !== "function") return;
  const corner = root.getBoundingClientRect();
  for (const el of root.querySelectorAll("[data-flip]")) {
    const was = before.get(el.dataset.flip);
    if (was) {
      glide(el, corner, was, GLIDE);
      continue;
    }
    const from = el.dataset.flipFrom ? before.get(el.dataset.flipFrom) : undefined;
    if (from && glide(el, corner, from, FLY)) continue;
    el.animate([{ opacity: 0, transform: "scale(.6)" }, { opacity: 1, transform: "none" }], ARRIVE);
  }
}
