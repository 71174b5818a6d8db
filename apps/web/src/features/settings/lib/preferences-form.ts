import { DEFAULT_PREFERENCES, type Preferences } from '@markwise/contract';
import { msg } from '@/i18n/i18n';

export type ThemePreference = Preferences['theme'];

export const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: msg('Light') },
  { value: 'dark', label: msg('Dark') },
];

/** The default preferences, overlaid with what the profile holds. */
export function initialPreferences(saved: Partial<Preferences> | null | undefined): Preferences {
  return { ...DEFAULT_PREFERENCES, ...saved };
}
