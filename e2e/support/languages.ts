import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Language = 'hi' | 'ta';

const catalogues = new Map<Language, Record<string, string>>();

/** The app's own catalogue of a language (English text → translation). */
export function catalogue(language: Language): Record<string, string> {
  let strings = catalogues.get(language);
  if (!strings) {
    const file = new URL(`../../apps/web/src/i18n/locales/${language}.json`, import.meta.url);
    strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    catalogues.set(language, strings);
  }
  return strings;
}

/** The translation of an English text, with `{{name}}` placeholders filled; fails when missing. */
export function tr(
  language: Language,
  english: string,
  values: Record<string, string | number> = {},
) {
  const text = catalogue(language)[english];
  if (!text) throw new Error(`no ${language} translation of "${english}"`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Chooses the interface's language on this browser; a signed-in account that chose none keeps it. */
export async function chooseLanguage(page: Page, language: Language) {
  await page.evaluate((code) => window.localStorage.setItem('markwise.language', code), language);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/**
 * The demo seed's subject names, which are also the interface's department names ("Physics"): on
 * a dashboard they are data, shown as the teacher typed them.
 */
const SEED_DATA = new Set(['Physics', 'Chemistry', 'Biology', 'Mathematics']);

/**
 * What is on screen in English that the catalogue translates: text nodes, labels, placeholders and
 * titles equal to an English key of the interface, apart from the seed's own words.
 */
export async function untranslatedTexts(page: Page, language: Language): Promise<string[]> {
  const keys = Object.entries(catalogue(language))
    .filter(([english, text]) => english !== text && /[a-z]{3}/i.test(english))
    .filter(([english]) => !SEED_DATA.has(english))
    .map(([english]) => english);
  return page.evaluate((english) => {
    const wanted = new Set(english);
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"], script, style')) continue;
      if (wanted.has(text) && parent.getClientRects().length > 0) seen.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value && wanted.has(value)) seen.add(`${name}: ${value}`);
      }
    }
    return [...seen];
  }, keys);
}

const SCRIPT_FONTS: [RegExp, string][] = [
  [/\p{Script=Devanagari}/u, 'Noto Sans Devanagari'],
  [/\p{Script=Tamil}/u, 'Noto Sans Tamil'],
];

/**
 * Every script on screen has its face loaded: this machine has no Indian fonts, so text in a
 * script whose face did not load would show as empty boxes.
 */
export async function expectScriptFontsLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const text = await page.evaluate(() => document.body.innerText);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  );
  const needed = SCRIPT_FONTS.filter(([script]) => script.test(text)).map(([, family]) => family);
  expect(needed.length).toBeGreaterThan(0);
  expect(loaded).toEqual(expect.arrayContaining(needed));
}
