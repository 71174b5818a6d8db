import { DEFAULT_PREFERENCES, type Preferences } from '@markwise/contract';

export type ThemePreference = Preferences['theme'];
export type SwitchPreference = 'emailNotifications' | 'examSubmissions' | 'evaluationReminders';

export const SWITCHES: { key: SwitchPreference; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Receive updates about your classes by email.',
  },
  {
    key: 'examSubmissions',
    label: 'Exam submissions',
    description: 'Hear when a student submits an exam.',
  },
  {
    key: 'evaluationReminders',
    label: 'Evaluation reminders',
    description: 'Get reminded of evaluations waiting for your review.',
  },
];

export const THEMES: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const LANGUAGES = [
  'english',
  'hindi',
  'marathi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'bengali',
  'gujarati',
  'punjabi',
  'odia',
  'urdu',
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The language choices, keeping a saved value the list does not know. */
export function languageOptions(current: string): { value: string; label: string }[] {
  const values = LANGUAGES.includes(current) ? LANGUAGES : [...LANGUAGES, current];
  return values.map((value) => ({ value, label: capitalise(value) }));
}

/** The default preferences, overlaid with what the profile holds. */
export function initialPreferences(saved: Partial<Preferences> | null | undefined): Preferences {
  return { ...DEFAULT_PREFERENCES, ...saved };
}
