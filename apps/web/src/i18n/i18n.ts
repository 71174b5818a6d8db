import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_INTERFACE_LANGUAGE,
  fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
  resources: { en: { translation: {} } },
  // English sentences contain '.' and ':'; they are keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

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
async function loadScriptFaces(language: InterfaceLanguage): Promise<void> {
  if (language === 'en' || typeof document === 'undefined') return;
  if (typeof document.fonts?.load !== 'function') return;
  const [family, sample] = SCRIPT_FACES[language];
  await Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)),
  ).catch(() => undefined);
}

/** Shows the interface in `language`, loading its file first (no flash of half-translated text). */
export async function showLanguage(language: InterfaceLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: strings } = await catalogues[language]();
    i18n.addResourceBundle(language, 'translation', strings);
  }
  await loadScriptFaces(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
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
export const currentLanguage = (): InterfaceLanguage => interfaceLanguage(i18n.language);

/**
 * Marks a text defined outside a component (a label in a constant) as a key, so the catalogue
 * test finds it; the component translates it with `t(label)` when it renders.
 */
export const msg = <T extends string>(key: T): T => key;
