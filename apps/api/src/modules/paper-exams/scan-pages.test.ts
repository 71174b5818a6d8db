import { PDFDocument, PDFHexString, PDFName, PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  renderPdfPages,
  simulateScan,
  testBookletPdf,
} from '../../../test/support/scan-simulator.js';
import { readScannedPage } from './read-page.js';
import { scanPages, type ScanImage } from './scan-pages.js';

const code = (page: number) => `MW1.B3.P${page}.${'x'.repeat(30)}3${page}`;

async function collect(pages: AsyncIterable<ScanImage>): Promise<ScanImage[]> {
  const all: ScanImage[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('scanPages', () => {
  it("renders a PDF's pages in order, as greyscale PNG at 150 dpi", async () => {
    const pdf = await testBookletPdf([1, 2, 3].map((page) => ({ code: code(page) })));

    const pages = await collect(scanPages({ bytes: pdf, mime: 'application/pdf' }));

    expect(pages.map(({ index, count }) => ({ index, count }))).toEqual([
      { index: 0, count: 3 },
      { index: 1, count: 3 },
      { index: 2, count: 3 },
    ]);
    const first = await sharp(pages[0]?.png).metadata();
    // A4 is 8.27 x 11.69 inches.
    expect(first).toMatchObject({ format: 'png', width: 1241, height: 1754, channels: 1 });
    const codes = await Promise.all(
      pages.map(async ({ png }) => (await readScannedPage(png)).code),
    );
    expect(codes).toEqual([code(1), code(2), code(3)]);
  });

  it('renders at the resolution asked for', async () => {
    const pdf = await testBookletPdf([{ code: code(1) }]);

    const [page] = await collect(scanPages({ bytes: pdf, mime: 'application/pdf' }, { dpi: 72 }));

    expect(await sharp(page?.png).metadata()).toMatchObject({ width: 596, height: 842 });
  });

  it('stops rendering when the reader stops early', async () => {
    const pdf = await testBookletPdf([1, 2, 3].map((page) => ({ code: code(page) })));
    const seen: number[] = [];

    for await (const page of scanPages({ bytes: pdf, mime: 'application/pdf' })) {
      seen.push(page.index);
      break;
    }

    expect(seen).toEqual([0]);
  });

  it('passes a photo through as one PNG page', async () => {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#f0f0f0' },
    })
      .jpeg()
      .toBuffer();

    const pages = await collect(scanPages({ bytes: photo, mime: 'image/jpeg' }));

    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ index: 0, count: 1 });
    expect(await sharp(pages[0]?.png).metadata()).toMatchObject({ format: 'png', width: 40 });
  });

  it('rejects a corrupt PDF with a message a person can read', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n%%EOF');

    await expect(collect(scanPages({ bytes, mime: 'application/pdf' }))).rejects.toThrow(
      /could not be read as a PDF/,
    );
  });

  it('rejects a password-protected PDF, saying so', async () => {
    const doc = await PDFDocument.load(await testBookletPdf([{ code: code(1) }]));
    // Standard security whose user password is not empty: no reader opens it without one.
    const key = PDFHexString.of('ab'.repeat(32));
    doc.context.trailerInfo.Encrypt = doc.context.obj({
      Filter: PDFName.of('Standard'),
      V: PDFNumber.of(1),
      R: PDFNumber.of(2),
      O: key,
      U: key,
      P: PDFNumber.of(-4),
    });
    doc.context.trailerInfo.ID = doc.context.obj([key, key]);
    const bytes = await doc.save({ useObjectStreams: false });

    await expect(collect(scanPages({ bytes, mime: 'application/pdf' }))).rejects.toThrow(
      /password-protected/,
    );
  });

  it('rejects a file that is neither a PDF nor an image', async () => {
    const bytes = new TextEncoder().encode('name,mark\n');

    await expect(collect(scanPages({ bytes, mime: 'text/csv' }))).rejects.toThrow(/not text\/csv/);
  });
});

describe('simulateScan', () => {
  it('scans written booklet pages in the order, turn and number asked for', async () => {
    const bookletPdf = await testBookletPdf([1, 2, 3].map((page) => ({ code: code(page) })));

    const scan = await simulateScan({
      bookletPdf,
      writes: [
        { page: 0, lines: ['First answer, first line', 'and its second line'] },
        { page: 2, lines: ['Third page answer'] },
      ],
      // Page 2 lost, page 1 scanned twice, the last one upside down.
      transform: { order: [2, 0, 0], rotate: { 0: 2, 2: 180 }, noise: true },
    });

    const pages = await renderPdfPages(scan);
    expect(pages).toHaveLength(3);
    const read = await Promise.all(pages.map((png) => readScannedPage(png)));
    expect(read.map((page) => page.code)).toEqual([code(3), code(1), code(1)]);
    // Turned back by what the scan turned them, the short way round.
    const turnedBack = read.map(({ rotation }) => Math.round(((rotation % 360) + 540) % 360) - 180);
    expect(turnedBack).toEqual([-2, 0, -180]);
  });
});
