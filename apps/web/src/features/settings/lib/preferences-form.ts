import { DEFAULT_PREFERENCES, type Preferences } from '@markwise/contract';

export type ThemePreference = Preferences['theme'];

export const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The default preferences, overlaid with what the profile holds. */
export function initialPreferences(saved: Partial<Preferences> | null | undefined): Preferences {
  return { ...DEFAULT_PREFERENCES, ...saved };
}
