/**
 * The languages the interface speaks, and the one a user chose. A user's preference is stored as
 * text; accounts made before the interface was translated hold "english", so any value that is not
 * a supported code reads as English rather than failing.
 */
export const INTERFACE_LANGUAGES = ['en', 'hi', 'ta'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/** Each language's name in its own script, as a picker shows it. */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly unknown[]).includes(value);
}

/** A stored preference ("hi", "english", "") as the language to show. */
export function interfaceLanguage(preference: string | null | undefined): InterfaceLanguage {
  return isInterfaceLanguage(preference) ? preference : DEFAULT_INTERFACE_LANGUAGE;
}
