import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { PaperSize } from './booklet-layout.js';
import type { ScannedPage } from './read-page.js';
import type { RenderCommand, RenderReply, RenderRequest } from './scan-render-worker.js';

export type ScanFile = { bytes: Uint8Array; mime: string };
export type ScanImage = { index: number; count: number; png: Buffer };
/** A page of a scan as read; `page` is null for a page `skip` passed over. */
export type ScanPageRead = { index: number; count: number; page: ScannedPage | null };

/** Enough for handwriting and a 2.5 pt QR module (~5 px), a quarter of 300 dpi's pixels. */
export const DEFAULT_SCAN_DPI = 150;
const DPI_RANGE = { min: 50, max: 600 };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

type PageReply = Extract<RenderReply, { type: 'page' | 'read' | 'skipped' }>;

/**
 * The pages of an uploaded scan, one at a time, each read by readScannedPage (its code found,
 * turned upright, its quality checked): a PDF's pages rendered in greyscale, or a photo as it is,
 * turned by its EXIF orientation. All of it happens in a worker thread, the next page while the
 * caller stores this one, so the calling thread is never held for more than a message.
 * `skip(index)` passes over pages the caller already has (neither rendered nor read).
 */
export async function* readScan(
  file: ScanFile,
  options: { paperSize?: PaperSize; dpi?: number; skip?: (index: number) => boolean } = {},
): AsyncGenerator<ScanPageRead> {
  const request = {
    file: scanFile(file, options.dpi),
    read: { paperSize: options.paperSize ?? 'A4' },
  };
  for await (const { count, reply } of pagesInWorker(request, options.skip)) {
    const { index } = reply;
    if (reply.type === 'skipped') {
      yield { index, count, page: null };
    } else if (reply.type === 'read') {
      yield { index, count, page: { ...reply.page, upright: asBuffer(reply.page.upright) } };
    } else {
      throw new Error(`The reader sent ${reply.type} where page ${index + 1} was expected`);
    }
  }
}

/**
 * The pages of an uploaded scan as PNG images, as readScan gets them before reading them (in a
 * worker thread, the next page while the caller handles this one).
 */
export async function* scanPages(
  file: ScanFile,
  options: { dpi?: number } = {},
): AsyncGenerator<ScanImage> {
  const request = { file: scanFile(file, options.dpi), read: null };
  for await (const { count, reply } of pagesInWorker(request)) {
    if (reply.type !== 'page') {
      throw new Error(`The renderer sent ${reply.type} where page ${reply.index + 1} was expected`);
    }
    yield { index: reply.index, count, png: asBuffer(reply.png) };
  }
}

function scanFile(file: ScanFile, dpi = DEFAULT_SCAN_DPI): RenderRequest['file'] {
  if (IMAGE_TYPES.has(file.mime)) return { type: 'image', bytes: file.bytes };
  if (file.mime !== 'application/pdf') {
    throw new Error(`A scan is a PDF, JPEG, PNG or WebP file, not ${file.mime}`);
  }
  if (!(dpi >= DPI_RANGE.min && dpi <= DPI_RANGE.max)) {
    throw new RangeError(`dpi must be from ${DPI_RANGE.min} to ${DPI_RANGE.max}, not ${dpi}`);
  }
  return { type: 'pdf', bytes: file.bytes, dpi };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** The worker's page replies in order, asking for each one page ahead of the caller. */
async function* pagesInWorker(
  request: RenderRequest,
  skip: (index: number) => boolean = () => false,
): AsyncGenerator<{ count: number; reply: PageReply }> {
  const worker = await startRenderWorker(request);
  const nextReply = inbox(worker);
  const ask = (index: number) =>
    worker.postMessage({ type: 'next', skip: skip(index) } satisfies RenderCommand);
  try {
    const opened = await nextReply();
    if (opened.type === 'failed') throw new Error(opened.message);
    if (opened.type !== 'opened') throw new Error(`The renderer sent ${opened.type} before opened`);
    const { count } = opened;
    if (count > 0) ask(0);
    for (let index = 0; index < count; index++) {
      const reply = await nextReply();
      if (reply.type === 'failed') throw new Error(reply.message);
      if (reply.type === 'opened' || reply.index !== index) {
        throw new Error(`The renderer sent ${reply.type} where page ${index + 1} was expected`);
      }
      if (index + 1 < count) ask(index + 1);
      yield { count, reply };
    }
  } finally {
    // Also when the caller stops early: the thread and its document go with it.
    await worker.terminate();
  }
}

/** The worker's replies in order; its crash or exit before the end reads as a failure. */
function inbox(worker: Worker): () => Promise<RenderReply> {
  const queued: RenderReply[] = [];
  let wake: (() => void) | undefined;
  const push = (reply: RenderReply) => {
    queued.push(reply);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (error) => push({ type: 'failed', message: error.message }));
  worker.on('exit', (code) =>
    push({ type: 'failed', message: `The PDF renderer stopped (exit code ${code})` }),
  );
  return async () => {
    while (queued.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queued.shift() as RenderReply;
  };
}

const here = import.meta.url;

async function startRenderWorker(request: RenderRequest): Promise<Worker> {
  const options: WorkerOptions = {
    workerData: request,
    // A hostile or broken PDF that makes pdfjs build a huge heap ends the thread, not the API.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  };
  if (!here.endsWith('.ts')) {
    return new Worker(new URL('./scan-render-worker.js', here), options);
  }
  // From source (vitest), the worker is TypeScript, which Node 20 cannot load: a module hook has
  // SWC (the tests' compiler) strip its types as the thread imports it, and finds the `.ts` file
  // of a relative `.js` import (read-page.ts and what it imports), as tsc resolves them.
  const swc = pathToFileURL(createRequire(here).resolve('@swc/core')).href;
  // Loaded on this thread too, so the native addon stays loaded when a thread that loaded it
  // ends: loaded only by the threads, the second thread to load it crashed the process.
  await import(swc);
  const hooks = `import swc from ${JSON.stringify(swc)};
    export async function resolve(specifier, context, nextResolve) {
      const fromSource = context.parentURL?.endsWith('.ts') && /^\\.\\.?\\/.*\\.js$/.test(specifier);
      if (!fromSource) return nextResolve(specifier, context);
      return nextResolve(specifier.replace(/\\.js$/, '.ts'), context);
    }
    export async function load(url, context, nextLoad) {
      if (!url.endsWith('.ts')) return nextLoad(url, context);
      const { source } = await nextLoad(url, { ...context, format: 'module' });
      const options = { filename: url, swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } };
      const { code } = await swc.transform(String(source), options);
      return { format: 'module', source: code, shortCircuit: true };
    }`;
  const entry = new URL('./scan-render-worker.ts', here).href;
  const boot = `import { register } from 'node:module';
    register(${JSON.stringify(asDataUrl(hooks))});
    await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(asDataUrl(boot)), options);
}

const asDataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;
