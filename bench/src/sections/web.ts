import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { signedInStorage } from '../browser-session.js';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';

const SECTION = '6. Web';
export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
const LOGIN_BUDGET_KB = 150;
const CHUNK_LIMIT_KB = 500;

/** Route modules as the router imports them (keys of Vite's manifest). */
const ROUTES = {
  login: ['src/features/auth/routes/login.tsx'],
  landing: ['src/features/landing/routes/landing.tsx'],
  courses: ['src/app/layouts/admin-layout.tsx', 'src/features/courses/routes/courses.tsx'],
} as const;
const MUST_BE_LAZY = [
  'src/features/dashboard/routes/dashboard.tsx',
  'src/features/level-reports/routes/level-reports.tsx',
  'src/features/exam-reports/routes/report-details.tsx',
];

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (file: string) =>
  kb(gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length);

/** The JavaScript files a route loads before it can render: the entry's and its own static imports. */
function initialFiles(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  keys.forEach(visit);
  return files;
}

export function bundleFigures(): Figure[] {
  const manifest = JSON.parse(
    readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const figures: Figure[] = [];
  for (const [route, keys] of Object.entries(ROUTES)) {
    const files = [...initialFiles(manifest, keys)].filter((file) => file.endsWith('.js'));
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    const largest = files
      .map((file) => ({ file, size: gzipKb(file) }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 4)
      .map(({ file, size }) => `${file.replace(/^assets\//, '')} ${size.toFixed(0)}`)
      .join(', ');
    figures.push(
      figure(SECTION, `initial JavaScript of the ${route} route (gzip)`, total, 'KB', {
        ...(route === 'login'
          ? { target: { text: `≤ ${LOGIN_BUDGET_KB} KB`, holds: total <= LOGIN_BUDGET_KB } }
          : {}),
        note: `${files.length} files; largest: ${largest}`,
      }),
    );
  }
  const assets = readdirSync(join(WEB_DIST, 'assets')).filter((file) => file.endsWith('.js'));
  const biggest = assets
    .map((file) => ({ file, size: kb(statSync(join(WEB_DIST, 'assets', file)).size) }))
    .sort((a, b) => b.size - a.size)[0]!;
  figures.push(
    figure(SECTION, 'largest JavaScript chunk (minified)', biggest.size, 'KB', {
      target: { text: `≤ ${CHUNK_LIMIT_KB} KB`, holds: biggest.size <= CHUNK_LIMIT_KB },
      note: biggest.file,
    }),
  );
  const eager = new Set([...initialFiles(manifest, [])]);
  const notLazy = MUST_BE_LAZY.filter((key) => {
    const chunk = manifest[key];
    return !chunk?.isDynamicEntry || eager.has(chunk.file);
  });
  figures.push(
    figure(SECTION, 'report and dashboard routes loaded eagerly', notLazy.length, '', {
      target: { text: 'none (lazy)', holds: notLazy.length === 0 },
      note: notLazy.join(', ') || MUST_BE_LAZY.map((key) => key.split('/').pop()).join(', '),
    }),
  );
  return figures;
}

/**
 * Lighthouse (performance only, its default mobile emulation and simulated throttling) on the
 * landing, login and courses pages served by the app; the courses page with the admin signed in.
 */
export async function lighthouseFigures(context: BenchContext, baseUrl: string): Promise<Figure[]> {
  const { log, config } = context;
  const chrome = await chromeLauncher.launch({
    chromePath: config.chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  const figures: Figure[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const session = await signIn(baseUrl);
    for (const [name, path, signedIn] of [
      ['landing', '/', false],
      ['login', '/login', false],
      ['courses', '/exams', true],
    ] as const) {
      const runs: Lhr[] = [];
      for (let run = 0; run < config.lighthouseRuns; run++) {
        runs.push(await audit(browser, chrome.port, `${baseUrl}${path}`, signedIn ? session : []));
      }
      const lhr = medianRun(runs);
      const scores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const fcp = (lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
      log(
        `  Lighthouse ${path}: ${score}, LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)} (${finalUrl})`,
      );
      if (!finalUrl?.endsWith(path)) throw new Error(`Lighthouse ${path} ended at ${finalUrl}`);
      const holds = score >= 90 && lcp <= 2.5 && cls <= 0.1;
      figures.push(
        figure(SECTION, `Lighthouse ${name} page (${path}): performance score`, score, '', {
          target: { text: 'score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1', holds },
          note:
            `LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)}, FCP ${fcp.toFixed(2)} s, ` +
            `TBT ${tbt.toFixed(0)} ms; LCP element ${lcpElement(lhr)}; ` +
            `CPU benchmark index ${lhr.environment.benchmarkIndex}` +
            (lhr.runtimeError ? `; Lighthouse error ${lhr.runtimeError.code}` : '') +
            (runs.length > 1 ? `; median of ${runs.length} runs scoring ${scores.join(', ')}` : ''),
        }),
      );
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  return figures;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The median run as Lighthouse picks it (closest to the median FCP and time to interactive): one
 * run on a shared machine moves the score by 10 points, as Lighthouse's own docs warn.
 */
function medianRun(runs: Lhr[]): Lhr {
  const valid = filterToValidRuns(runs);
  return valid.length > 0 ? computeMedianRun(valid) : runs[0]!;
}

/** The element Lighthouse took for the largest contentful paint, as its selector. */
function lcpElement(lhr: Lhr): string {
  const details = JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(details)?.[1];
  return selector ? `\`${selector}\`` : 'unknown';
}

/**
 * One Lighthouse run on a fresh tab whose origin's localStorage holds `storage`. A run that ends
 * in a runtime error (on a loaded machine Chromium sometimes misses the first paint) is tried
 * once more; a second error is reported with the figure.
 */
async function audit(
  browser: Awaited<ReturnType<typeof puppeteer.connect>>,
  port: number,
  url: string,
  storage: [string, string][],
): Promise<Lhr> {
  let lhr: Lhr | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const page = await browser.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((entries: [string, string][]) => {
      type Storage = { clear(): void; setItem(key: string, value: string): void };
      const local = (globalThis as unknown as { localStorage: Storage }).localStorage;
      local.clear();
      for (const [key, value] of entries) local.setItem(key, value);
    }, storage);
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      undefined,
      page as never,
    );
    await page.close();
    lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) return lhr;
  }
  return lhr!;
}

/** localStorage of the signed-in bench admin. */
async function signIn(baseUrl: string): Promise<[string, string][]> {
  const { BENCH_ADMIN } = await import('../seed.js');
  return signedInStorage(baseUrl, BENCH_ADMIN);
}
