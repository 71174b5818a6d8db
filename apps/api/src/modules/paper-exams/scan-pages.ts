import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import sharp from 'sharp';
import type { RenderCommand, RenderReply, RenderRequest } from './scan-render-worker.js';

export type ScanFile = { bytes: Uint8Array; mime: string };
export type ScanImage = { index: number; count: number; png: Buffer };

/** Enough for handwriting and a 2.5 pt QR module (~5 px), a quarter of 300 dpi's pixels. */
export const DEFAULT_SCAN_DPI = 150;
const DPI_RANGE = { min: 50, max: 600 };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The pages of an uploaded scan as PNG images, one at a time: a PDF's pages rendered in greyscale
 * (in a worker thread, the next page while the caller reads this one), or a photo as it is,
 * turned by its EXIF orientation.
 */
export async function* scanPages(
  file: ScanFile,
  options: { dpi?: number } = {},
): AsyncGenerator<ScanImage> {
  if (IMAGE_TYPES.has(file.mime)) {
    yield { index: 0, count: 1, png: await imageAsPng(file.bytes) };
    return;
  }
  if (file.mime !== 'application/pdf') {
    throw new Error(`A scan is a PDF, JPEG, PNG or WebP file, not ${file.mime}`);
  }
  const dpi = options.dpi ?? DEFAULT_SCAN_DPI;
  if (!(dpi >= DPI_RANGE.min && dpi <= DPI_RANGE.max)) {
    throw new RangeError(`dpi must be from ${DPI_RANGE.min} to ${DPI_RANGE.max}, not ${dpi}`);
  }
  yield* renderPdf({ bytes: file.bytes, dpi });
}

async function imageAsPng(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes).autoOrient().png().toBuffer();
  } catch (error) {
    throw new Error(`The image could not be read (${(error as Error).message})`, { cause: error });
  }
}

async function* renderPdf(request: RenderRequest): AsyncGenerator<ScanImage> {
  const worker = await startRenderWorker(request);
  const nextReply = inbox(worker);
  const ask = () => worker.postMessage({ type: 'next' } satisfies RenderCommand);
  try {
    const opened = await nextReply();
    if (opened.type === 'failed') throw new Error(opened.message);
    if (opened.type !== 'opened') throw new Error(`The renderer sent ${opened.type} before opened`);
    const { count } = opened;
    if (count > 0) ask();
    for (let index = 0; index < count; index++) {
      const reply = await nextReply();
      if (reply.type === 'failed') throw new Error(reply.message);
      if (reply.type !== 'page' || reply.index !== index) {
        throw new Error(`The renderer sent ${reply.type} where page ${index + 1} was expected`);
      }
      if (index + 1 < count) ask();
      const png = Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength);
      yield { index, count, png };
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
  // SWC (the tests' compiler) strip its types as the thread imports it.
  const swc = pathToFileURL(createRequire(here).resolve('@swc/core')).href;
  // Loaded on this thread too, so the native addon stays loaded when a thread that loaded it
  // ends: loaded only by the threads, the second thread to load it crashed the process.
  await import(swc);
  const hooks = `import swc from ${JSON.stringify(swc)};
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
