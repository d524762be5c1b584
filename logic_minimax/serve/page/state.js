// The page's state (the cells' programs and goals, the stepper's settings, the game's
// starter), kept in the address (#s=..., so that a link hands it round) and in local
// storage (so that a reload keeps it). A program that is a bundled example unchanged is
// kept as the example's name, which keeps links short.

const KEY = "logic-minimax-page";

function encode(state) {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, c => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

// The state a link or the last visit left, or null.
export function loadState() {
  const hash = location.hash.match(/^#s=([\w-]+)$/);
  if (hash) {
    try { return decode(hash[1]); } catch { /* a damaged link: start afresh */ }
  }
  try { return JSON.parse(localStorage.getItem(KEY)); } catch { return null; }
}

export function saveState(state) {
  const text = encode(state);
  history.replaceState(null, "", "#s=" + text);
  try { localStorage.setItem(KEY, JSON.stringify(state)); } catch { /* private mode: the link still holds it */ }
}
