/** 'one': a question at a time with a navigator; 'all': every question on one page. */
export type AttemptLayout = 'one' | 'all';

export const LAYOUT_STORAGE_KEY = 'markwise.attempt-layout';

/** The student's last choice on this device, or null before they made one. */
export function readStoredLayout(): AttemptLayout | null {
  try {
    const value = window.localStorage.getItem(LAYOUT_STORAGE_KEY);
    return value === 'one' || value === 'all' ? value : null;
  } catch {
    return null;
  }
}

export function storeLayout(layout: AttemptLayout): void {
  try {
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Not remembered, still applied.
  }
}

/** A stored choice wins; otherwise one question at a time on phones, all of them elsewhere. */
export function initialLayout(stored: AttemptLayout | null, isPhone: boolean): AttemptLayout {
  return stored ?? (isPhone ? 'one' : 'all');
}
