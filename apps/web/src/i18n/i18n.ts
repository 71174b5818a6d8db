import { useSyncExternalStore } from 'react';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceLanguage,
  type InterfaceLanguage,
} from '@markwise/contract';

/**
 * The interface's one translation layer. Keys are the English texts themselves (gettext style):
 * English needs no file, the product's specified English texts stay verbatim in the code where a
 * reader and a test find them, and a missing translation falls back to readable English rather
 * than a dotted key. A language is one file, `locales/<code>.json`, loaded only when chosen.
 *
 * What the screens need of a translation library is a lookup, `{{name}}` placeholders and a signal
 * when the language changes; i18next with react-i18next did this for 17 KB gzip on the login
 * page's first JavaScript, past its 150 KB budget, so these few lines do it instead. Plurals are
 * two whole keys chosen in the code; inline markup is `<Trans>` (trans.tsx).
 */
export type TranslateValues = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, values?: TranslateValues) => string;

let language: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE;
const strings: Partial<Record<InterfaceLanguage, Record<string, string>>> = {};
const listeners = new Set<() => void>();

/** Fills `{{name}}` placeholders; one without a value is left as written. */
export const interpolate = (text: string, values: TranslateValues = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
  );

const translate: TFunction = (key, values) => interpolate(strings[language]?.[key] || key, values);

export const i18n = {
  t: translate,
  get language(): InterfaceLanguage {
    return language;
  },
  /** Switches at once to a language whose file is loaded (English always is). */
  changeLanguage(next: InterfaceLanguage) {
    if (next === language) return;
    language = next;
    for (const listener of listeners) listener();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `t` and the language on screen; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(
    subscribe,
    () => language,
    () => language,
  );
  return { t: translate, i18n };
}

const catalogues: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ default: object }>> = {
  hi: () => import('./locales/hi.json'),
  ta: () => import('./locales/ta.json'),
};

const STORAGE_KEY = 'markwise.language';

/** The face each language's own script needs, and a letter of it to load the face by. */
const SCRIPT_FACES: Record<Exclude<InterfaceLanguage, 'en'>, [family: string, sample: string]> = {
  hi: ['Noto Sans Devanagari', 'क'],
  ta: ['Noto Sans Tamil', 'த'],
};

/**
 * Loads the language's faces before its text is shown: Chromium could leave text that was laid
 * out while its face was still downloading as empty boxes. Without the font API (tests), nothing.
 */
async function loadScriptFaces(target: InterfaceLanguage): Promise<void> {
  if (target === 'en' || typeof document === 'undefined') return;
  if (typeof document.fonts?.load !== 'function') return;
  const [family, sample] = SCRIPT_FACES[target];
  await Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)),
  ).catch(() => undefined);
}

/** Shows the interface in `next`, loading its file first (no flash of half-translated text). */
export async function showLanguage(next: InterfaceLanguage): Promise<void> {
  if (next !== 'en' && !strings[next]) {
    const { default: loaded } = await catalogues[next]();
    strings[next] = loaded as Record<string, string>;
  }
  await loadScriptFaces(next);
  i18n.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The language chosen on this browser before signing in (or last shown), else English. */
export function storedLanguage(): InterfaceLanguage {
  try {
    return interfaceLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_INTERFACE_LANGUAGE;
  }
}

/** The language on screen now. */
export const currentLanguage = (): InterfaceLanguage => language;

/**
 * Marks a text defined outside a component (a label in a constant) as a key, so the catalogue
 * test finds it; the component translates it with `t(label)` when it renders.
 */
export const msg = <T extends string>(key: T): T => key;
