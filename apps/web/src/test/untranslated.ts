import { expect } from 'vitest';

/**
 * What a reader meets on screen: the text outside <style> and <script> (Mantine's CSS variables
 * are text too), then every accessible name given by `aria-label`.
 */
function readableText(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label]')].map((element) =>
    element.getAttribute('aria-label'),
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style, script')) texts.push(node.textContent ?? '');
  }
  return `${texts.join('')}\n${labels.join('\n')}`;
}

type NoEnglishOptions = {
  root?: HTMLElement;
  /** User data that is English in the test (a paper's title, its questions), left out first. */
  data?: readonly (string | RegExp)[];
};

/** The screen in another language shows none of these English interface texts. */
export function expectNoEnglish(
  english: readonly string[],
  { root = document.body, data = [] }: NoEnglishOptions = {},
) {
  let shown = readableText(root);
  for (const value of data) {
    shown =
      typeof value === 'string'
        ? shown.replaceAll(value, '')
        : shown.replace(new RegExp(value, 'g'), '');
  }
  for (const text of english) expect(shown, `"${text}" is still in English`).not.toContain(text);
}
