import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedImageError } from '../src/modules/evaluation/providers/ocr/page-image.js';
import { parseOcrLanguages } from '../src/modules/evaluation/providers/ocr/tessdata.js';
import { TesseractTranscriber } from '../src/modules/evaluation/providers/ocr/tesseract-transcriber.js';
import { pageFile } from './support/images.js';

/**
 * Fixtures (made with ImageMagick and pango-view from Debian fonts, see the report):
 * ocr-english.{png,jpg,webp}: two printed lines in DejaVu Serif; ocr-hindi.png: a Devanagari line
 * in Lohit Devanagari.
 */
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const ENGLISH =
  'Photosynthesis converts light energy into chemical energy. The mitochondria release energy from glucose during respiration.';
const HINDI = 'भारत एक विशाल देश है। हम हिंदी पढ़ते हैं।';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
function shareOfWordsFound(expected: string, actual: string) {
  const found = new Set(words(actual));
  const wanted = words(expected);
  return wanted.filter((word) => found.has(word)).length / wanted.length;
}

// One transcriber (so one worker per language set) for the whole file.
const ocr = new TesseractTranscriber({ defaultLanguages: ['eng', 'hin'] });
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'markwise-ocr-test-'));
});
afterAll(async () => {
  await ocr.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('offline OCR (tesseract.js with shipped language data)', () => {
  it('reads printed English from a PNG', async () => {
    const started = Date.now();
    const { text, confidence } = await ocr.transcribe({
      ...pageFile(fixture('ocr-english.png')),
      mimeType: 'image/png',
      languages: ['eng', 'hin'],
    });
    console.info(`OCR eng+hin, first page incl. worker start: ${Date.now() - started} ms`);
    expect(shareOfWordsFound(ENGLISH, text)).toBeGreaterThanOrEqual(0.8);
    // Tesseract's page confidence, 0-100: a clean printed page reads well above the review bar.
    expect(confidence).toBeGreaterThan(60);
    expect(confidence).toBeLessThanOrEqual(100);
  });

  it.each(['ocr-english.jpg', 'ocr-english.webp'])('reads %s too', async (name) => {
    const started = Date.now();
    const { text } = await ocr.transcribe({
      ...pageFile(fixture(name)),
      mimeType: 'image/*',
      languages: [],
    });
    console.info(`OCR eng+hin, ${name}: ${Date.now() - started} ms`);
    expect(shareOfWordsFound(ENGLISH, text)).toBeGreaterThanOrEqual(0.8);
  });

  it('reads a Hindi line as Devanagari text', async () => {
    const { text } = await ocr.transcribe({
      ...pageFile(fixture('ocr-hindi.png')),
      mimeType: 'image/png',
      languages: ['eng', 'hin'],
    });
    expect(text).toMatch(/[\u0900-\u097F]{3,}/u);
    expect(shareOfWordsFound(HINDI, text)).toBeGreaterThanOrEqual(0.6);
  });

  it('uses only the languages a call names (codes or ISO names), e.g. English alone', async () => {
    const { text } = await ocr.transcribe({
      ...pageFile(fixture('ocr-english.png')),
      mimeType: 'image/png',
      languages: ['en'],
    });
    expect(shareOfWordsFound(ENGLISH, text)).toBeGreaterThanOrEqual(0.8);
  });

  it('refuses a file that is not an image, without harming the worker', async () => {
    const pdf = join(scratch, 'answer.jpg');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const text = join(scratch, 'notes.png');
    writeFileSync(text, 'just some text, not an image');
    for (const imagePath of [pdf, text]) {
      await expect(
        ocr.transcribe({ ...pageFile(imagePath), mimeType: 'image/jpeg', languages: [] }),
      ).rejects.toBeInstanceOf(UnsupportedImageError);
    }
    const after = await ocr.transcribe({
      ...pageFile(fixture('ocr-english.png')),
      mimeType: 'image/png',
      languages: [],
    });
    expect(after.text.toLowerCase()).toContain('photosynthesis');
  });

  it('returns no text for HEIC, which it cannot decode offline', async () => {
    const heic = join(scratch, 'page.heic');
    // The start of an HEIC file: an ftyp box with the heic brand (what type detection reads).
    const ftyp = Buffer.from('00000018667479706865696300000000686569636d696631', 'hex');
    writeFileSync(heic, Buffer.concat([ftyp, Buffer.alloc(64)]));
    await expect(
      ocr.transcribe({ ...pageFile(heic), mimeType: 'image/heic', languages: [] }),
    ).resolves.toEqual({ text: '' });
  });

  it('rejects OCR_LANGUAGES naming a language whose data is not shipped', () => {
    expect(parseOcrLanguages('eng+hin')).toEqual(['eng', 'hin']);
    expect(() => parseOcrLanguages('eng+fra')).toThrow(/fra/);
  });

  it("counts a page's timeout from when its reading starts, not while it waits for a worker", async () => {
    const english = () => ({
      ...pageFile(fixture('ocr-english.png')),
      mimeType: 'image/png',
      languages: [],
    });
    const single = new TesseractTranscriber({ defaultLanguages: ['eng'], threads: 1 });
    try {
      await single.transcribe(english()); // starts the worker
      const started = Date.now();
      await single.transcribe(english());
      const onePage = Date.now() - started;
      // Eight pages on one worker take about eight pages' time; each is allowed four.
      const queued = new TesseractTranscriber({
        defaultLanguages: ['eng'],
        threads: 1,
        pageTimeoutMs: Math.max(4 * onePage, 1000),
      });
      try {
        const pages = await Promise.all(
          Array.from({ length: 8 }, () => queued.transcribe(english())),
        );
        for (const page of pages) expect(page.text.toLowerCase()).toContain('photosynthesis');
      } finally {
        await queued.close();
      }
    } finally {
      await single.close();
    }
  });

  it('refuses work after close()', async () => {
    const closed = new TesseractTranscriber({ defaultLanguages: ['eng'] });
    await closed.close();
    await expect(
      closed.transcribe({
        ...pageFile(fixture('ocr-english.png')),
        mimeType: 'image/png',
        languages: [],
      }),
    ).rejects.toThrow(/shut down/);
  });
});
