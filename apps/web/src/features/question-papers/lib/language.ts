import { currentLanguage } from '@/i18n/i18n';

/** Languages a paper is commonly written in (ISO 639-1); the API takes any two-letter code. */
const COMMON_LANGUAGES = [
  'en',
  'hi',
  'bn',
  'ta',
  'te',
  'mr',
  'gu',
  'kn',
  'ml',
  'pa',
  'or',
  'as',
  'ur',
  'sa',
  'ne',
];

const displayNames = new Map<string, Intl.DisplayNames>();

/** Language names in the interface's language ('Hindi' in English, 'हिन्दी' in Hindi). */
function names(): Intl.DisplayNames {
  const locale = currentLanguage();
  let found = displayNames.get(locale);
  if (!found) {
    found = new Intl.DisplayNames([locale], { type: 'language' });
    displayNames.set(locale, found);
  }
  return found;
}

/** 'Hindi' for 'hi'; the code itself when the browser does not know it. */
export function languageName(code: string): string {
  try {
    return names().of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageOptions(current?: string): { value: string; label: string }[] {
  const codes =
    current && !COMMON_LANGUAGES.includes(current)
      ? [...COMMON_LANGUAGES, current]
      : COMMON_LANGUAGES;
  return codes.map((code) => ({ value: code, label: languageName(code) }));
}
