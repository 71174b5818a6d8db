// The OCR bench's worker process: the built worker's offline OCR engine (TesseractTranscriber with
// OCR_THREADS worker threads) reading handwritten pages. Started by the bench with fork(): it is
// told { image, pages, threads, languages }, starts its threads on one page each, sends
// { ready: true }, reads its pages all at once when told { go: true } (the pool reads `threads` at
// a time, as in an evaluation), then sends { done: true, ms, failed } and exits.
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const { TesseractTranscriber } = await import(
  new URL('apps/api/dist/modules/evaluation/providers/ocr/tesseract-transcriber.js', root).href
);

const { image, pages, threads, languages } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const bytes = readFileSync(image);
const page = (index) => ({
  page: `page-${index}.png`,
  read: async () => bytes,
  mimeType: 'image/png',
  languages,
});
const ocr = new TesseractTranscriber({ defaultLanguages: languages, threads });
const readAll = (count) =>
  Promise.allSettled(Array.from({ length: count }, (_, index) => ocr.transcribe(page(index))));

await readAll(threads);
const go = new Promise((resolve) => process.once('message', resolve));
process.send({ ready: true });
await go;
const started = performance.now();
const results = await readAll(pages);
const ms = performance.now() - started;
const failed = results.filter((result) => result.status === 'rejected').length;
await ocr.close();
process.send({ done: true, ms, failed }, () => process.exit(0));
