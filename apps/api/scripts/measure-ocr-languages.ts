/**
 * How well the offline OCR reads printed text in each language it ships data for: two printed
 * lines per language (scripts/ocr-samples.ts, Noto Sans at 40 px), read by the API's own
 * TesseractTranscriber with the models a page of a paper in that language gets (its language and
 * English), scored by character error rate. Prints a Markdown table (docs/ocr-languages.md).
 *
 *   pnpm --filter @markwise/api measure:ocr            (every language, one worker: a few minutes)
 *   pnpm --filter @markwise/api measure:ocr -- hi ta   (some)
 *
 * CPU heavy: run it on a quiet machine.
 */
import { TesseractTranscriber } from '../src/modules/evaluation/providers/ocr/tesseract-transcriber.js';
import { characterErrorRate, renderLines, SAMPLES } from './ocr-samples.js';

const wanted = process.argv.slice(2).filter((code) => code !== '--');
const codes = wanted.length > 0 ? wanted : Object.keys(SAMPLES);
const unknown = codes.filter((code) => !SAMPLES[code]);
if (unknown.length > 0) throw new Error(`no sample for ${unknown.join(', ')}`);

const ocr = new TesseractTranscriber({ defaultLanguages: ['eng'], threads: 1 });
const rows: string[] = [];
try {
  for (const code of codes) {
    const sample = SAMPLES[code]!;
    const png = renderLines(sample.lines, { rtl: code === 'ur' });
    const started = performance.now();
    // The first page of a language set also starts its worker: read twice, time the second.
    const read = () =>
      ocr.transcribe({
        page: `${code}.png`,
        read: async () => png,
        mimeType: 'image/png',
        languages: [code],
      });
    await read();
    const timed = performance.now();
    const reading = await read();
    const ms = Math.round(performance.now() - timed);
    const firstMs = Math.round(timed - started);
    const cer = characterErrorRate(sample.lines.join('\n'), reading.text);
    console.error(`${code}: ${reading.text.replace(/\n/g, ' / ')}`);
    rows.push(
      `| ${sample.name} | \`${code}\` | ${reading.ocrLanguages?.join('+')} | ${(cer * 100).toFixed(1)} % | ${Math.round(reading.confidence ?? 0)} | ${ms} ms (${firstMs} ms) |`,
    );
  }
} finally {
  await ocr.close();
}

console.log('| Language | Code | Models | CER | Confidence | Page (first, with worker start) |');
console.log('| --- | --- | --- | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
