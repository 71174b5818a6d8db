/** Focuses the element with this id once React has put it on screen (a just-added field). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
