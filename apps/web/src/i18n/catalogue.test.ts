import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectKeys, placeholders } from '@/test/catalogue';

const src = join(__dirname, '..');
const keys = collectKeys(src);
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, 'locales', `${language}.json`), 'utf8'));

/** Screens a student sees: a language complete only there translates these files' keys. */
const STUDENT_SIDE =
  /^(features\/(student-portal|attempt|exam-reports|viva|auth|landing)|components|app\/(layouts\/student-layout|routes)|lib|i18n)\//;

/** Complete languages translate every key; student-side ones the keys of the student's screens. */
const LANGUAGES = [
  { language: 'hi', needs: () => true },
  { language: 'ta', needs: (files: Set<string>) => [...files].some((f) => STUDENT_SIDE.test(f)) },
];

describe.each(LANGUAGES)('the $language catalogue', ({ language, needs }) => {
  const strings = catalogue(language);

  it('translates every key its screens use', () => {
    const missing = [...keys].filter(([key, files]) => needs(files) && !strings[key]);
    expect(missing.map(([key, files]) => `${key}  (${[...files][0]})`)).toEqual([]);
  });

  it('holds no key the code no longer uses', () => {
    expect(Object.keys(strings).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    const changed = Object.entries(strings).filter(
      ([key, text]) => placeholders(key).join() !== placeholders(text).join(),
    );
    expect(changed).toEqual([]);
  });
});

it('finds the keys in the code', () => {
  // A guard on the reader itself: these are used by the format helpers.
  expect(keys.get('Not available')).toContain('lib/format.ts');
});
