// Writes dist/.prerendered/landing.html: the built index.html with the landing page's markup
// rendered into #root, so `/` paints before any JavaScript has arrived (docs/performance.md).
// Runs after `vite build` (the client) and `vite build --ssr src/prerender/landing.tsx` (the
// renderer, in dist-ssr/). The API serves the result for `/` only, with APP_NAME written over the
// placeholder (apps/api/src/web-app.ts); every other address keeps the empty index.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webDir, 'dist');
const output = join(dist, '.prerendered', 'landing.html');
const LANDING_MODULE = 'src/features/landing/routes/landing.tsx';

/** @typedef {{ file: string, imports?: string[], css?: string[] }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The JavaScript and CSS files a manifest entry loads with its static imports. */
function filesOf(key) {
  const js = new Set();
  const css = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the Vite manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js, css };
}

function replaceOnce(html, search, replacement) {
  if (!html.includes(search)) throw new Error(`index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

const entry = filesOf('index.html');
const landing = filesOf(LANDING_MODULE);

const { renderLanding, PRERENDERED_APP_NAME } = await import(
  pathToFileURL(join(webDir, 'dist-ssr', 'landing.js')).href
);
const markup = await renderLanding();

let html = readFileSync(join(dist, 'index.html'), 'utf8');
html = html.replace(/<title>[^<]*<\/title>/, `<title>${PRERENDERED_APP_NAME}</title>`);
html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${markup}</div>`);

// The page reads without its JavaScript, which only makes it interactive, so the modules are not
// in the HTML: landing-boot.js (public/) adds them once the page has painted, instead of letting
// some fifty of them share a slow connection with the stylesheets (and Lighthouse counts every
// request finished before the paint as holding it up). It sets the colour scheme first, in the
// head, before the stylesheets apply.
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entrySrc = entryScript.exec(html)?.[1];
if (!entrySrc) throw new Error('index.html has no module script');
html = html.replace(entryScript, '');
html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
const preloads = [...new Set([...entry.js, ...landing.js])]
  .map((file) => `/${file}`)
  .filter((file) => file !== entrySrc);
const boot =
  `<script src="/landing-boot.js" data-entry="${entrySrc}"` +
  ` data-modulepreload="${preloads.join(' ')}"></script>`;
html = replaceOnce(
  html,
  '<meta charset="UTF-8" />',
  `<meta charset="UTF-8" />\n    ${boot}` +
    `\n    <meta name="application-name" content="${PRERENDERED_APP_NAME}" />`,
);
// The landing screen's own CSS must be there at the first paint (its layout).
const styles = [...landing.css]
  .filter((file) => !entry.css.has(file))
  .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
html = replaceOnce(html, '</head>', `  ${styles.join('\n    ')}\n  </head>`);

// React reveals a Suspense boundary it streams apart with an inline script; the CSP refuses those.
if (/<script(?![^>]*\ssrc=)/.test(html))
  throw new Error('The prerendered page has an inline script');

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, html);
console.log(
  `prerendered / into ${output.slice(webDir.length)} (${(html.length / 1024).toFixed(1)} KB)`,
);
