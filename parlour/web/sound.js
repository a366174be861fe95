// "Your turn", said by a short chime and by the tab's title, each one a choice this browser
// remembers (both on until turned off). The chime is synthesised with the Web Audio API: no file.

import { store } from "./common.js";

export const notices = {
  sound: { key: "notice.sound", label: "web.notice.sound" },
  title: { key: "notice.title", label: "web.notice.title" },
};

/** Whether a notice (`"sound"` or `"title"`) is on. */
export function noticeOn(kind) {
  return store.get(notices[kind].key) !== "off";
}

export function setNotice(kind, on) {
  store.set(notices[kind].key, on ? null : "off");
}

let audio = null;

/** The audio output, made (or woken) while the reader presses a key or clicks: browsers let a page
 * sound only after such a gesture, and a turn comes from the network, not from one. */
function wake() {
  if (!noticeOn("sound")) return null;
  try {
    audio = audio || new AudioContext();
    if (audio.state === "suspended") audio.resume();
  } catch (err) {
    audio = null; // no audio device, or the browser refuses sound: the title and the page still say it
  }
  return audio;
}

for (const kind of ["pointerdown", "keydown"]) document.addEventListener(kind, wake, { passive: true });

/** Two soft rising notes (E5 then A5), a quarter of a second in all. */
export function chime() {
  if (!wake()) return;
  try {
    const start = audio.currentTime;
    [659.25, 880].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + i * 0.12;
      tone.type = "sine";
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.25);
    });
  } catch (err) {
    /* the browser refused to play: the title and the page still say it */
  }
}

/** The tab's title: `base`, led by `turn` (the words "your turn") while it is ours and the
 * title notice is on, so that a player in another tab sees it. */
export function titleWith(base, turn) {
  return turn && noticeOn("title") ? `● ${turn} · ${base}` : base;
}
