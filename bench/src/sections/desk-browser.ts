/// <reference lib="dom" />
/**
 * The desk as a teacher uses it, in Chromium: how long after J (move on) or Enter (keep the
 * suggestion, saved in the background) the next answer is on screen. The desk holds a page of
 * answers and the next answer's photos are fetched ahead, so neither should wait for the server.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { signedInStorage } from '../browser-session.js';

export type DeskTimings = { moves: number[]; accepts: number[] };

export async function deskInBrowser(options: {
  baseUrl: string;
  chromium: string;
  /** The desk's address, on one question. */
  path: string;
  credentials: { email: string; password: string };
  /** Answers walked with J, then as many kept with Enter. */
  steps: number;
}): Promise<DeskTimings> {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // Signed in as the web app leaves it after a login: the tokens in localStorage.
    await page.goto(new URL('/favicon.svg', options.baseUrl).href);
    await page.evaluate(
      (entries: [string, string][]) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      await signedInStorage(options.baseUrl, options.credentials),
    );
    await page.goto(new URL(options.path, options.baseUrl).href);
    await page.waitForFunction(() => /Answer 1 of \d+/.test(document.body.innerText), {
      timeout: 60_000,
    });
    // tsx names functions with an `__name` helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const moves = await page.evaluate(timedKeys, 'j', options.steps, 0);
    // A teacher reads before keeping a suggestion; the pause lets each save go out on its own.
    const accepts = await page.evaluate(timedKeys, 'Enter', options.steps, 300);
    await browser.disconnect();
    return { moves, accepts };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs in the page: presses `key` `steps` times, each time measuring from the key to the frame
 * after the desk's "Answer k of n" line changed (the next answer rendered).
 */
async function timedKeys(key: string, steps: number, pauseMs: number): Promise<number[]> {
  // The desk's "Answer k of n" line (a held answer's has a note after it).
  const heading = () =>
    [...document.querySelectorAll('p')].find((element) =>
      /^Answer \d+ of \d+/.test(element.textContent ?? ''),
    );
  const times: number[] = [];
  for (let step = 0; step < steps; step++) {
    const before = heading()?.textContent;
    const changed = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (heading()?.textContent === before) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const start = performance.now();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    times.push((await changed) - start);
    await new Promise((done) => setTimeout(done, pauseMs));
  }
  return times;
}
