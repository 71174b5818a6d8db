import { PDFDocument, PDFHexString, PDFName, PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  renderPdfPages,
  simulateScan,
  testBookletPdf,
} from '../../../test/support/scan-simulator.js';
import { readScannedPage } from './read-page.js';
import { readScan, scanPages } from './scan-pages.js';

const code = (page: number) => `MW1.B3.P${page}.${'x'.repeat(30)}3${page}`;

async function collect<T>(pages: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

/** The longest the calling thread's timers were kept waiting (ms) while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const tick = () => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await work();
    tick();
    return { result, stall };
  } finally {
    clearInterval(timer);
  }
}

/** How far apart two angles are, the short way round. */
const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

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

describe('readScan', () => {
  /**
   * How long the caller's timers may wait: 100 ms, or an eighth of the time a page takes to read
   * where that is longer, for a busy machine (two test files on two cores, say) wakes timers late
   * too. Read on the calling thread, a page holds it for each jsQR pass, a quarter to a half of
   * the page's time (it was 390-860 ms at ~1.8 s a page).
   */
  const stallBound = (msPerPage: number) => Math.max(100, msPerPage / 8);
  // Turned and grainy as a copier leaves them, and a page that is not ours: without a code, every
  // decoding attempt fails, which makes it the slowest page to read.
  const rotations = [3, -4, 180, 0, 90];
  let scan: Uint8Array;

  beforeAll(async () => {
    const bookletPdf = await testBookletPdf([
      { code: code(1) },
      { code: code(2) },
      { code: code(3) },
      { code: null },
    ]);
    scan = await simulateScan({
      bookletPdf,
      writes: [{ page: 0, lines: ['First answer, first line', 'and its second line'] }],
      transform: { order: [0, 1, 2, 3, 1], rotate: { ...rotations }, noise: true },
    });
  });

  it("reads a scan's pages upright in a worker thread, the caller's timers on time", async () => {
    const started = performance.now();

    const { result: pages, stall } = await longestStall(() =>
      collect(readScan({ bytes: scan, mime: 'application/pdf' })),
    );

    const msPerPage = (performance.now() - started) / pages.length;
    expect(pages.map(({ index, count }) => ({ index, count }))).toEqual(
      rotations.map((_, index) => ({ index, count: rotations.length })),
    );
    expect(pages.map(({ page }) => page?.code)).toEqual([code(1), code(2), code(3), null, code(2)]);
    for (const [index, { page }] of pages.entries()) {
      if (!page?.code) continue;
      expect(angleBetween(page.rotation, -(rotations[index] ?? 0))).toBeLessThanOrEqual(1);
      expect(page.qr).not.toBeNull();
      expect(page.quality).toMatchObject({ blurry: false, dark: false, cutOff: false });
      const upright = await sharp(page.upright).metadata();
      expect(upright).toMatchObject({ format: 'png', width: page.width, height: page.height });
    }
    // Slower to read than the timers may wait, so reading on the calling thread would show.
    expect(msPerPage).toBeGreaterThan(100);
    expect(stall).toBeLessThan(stallBound(msPerPage));
  });

  it('reads a photo in a worker thread too, turned by its EXIF orientation first', async () => {
    const [page] = await renderPdfPages(await testBookletPdf([{ code: code(1) }]));
    // Stored on its side, as a phone held sideways stores it, with the tag that turns it back.
    const photo = await sharp(page).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const [read] = await collect(readScan({ bytes: photo, mime: 'image/jpeg' }));

    expect(read).toMatchObject({ index: 0, count: 1, page: { code: code(1), rotation: 0 } });
  });

  it('passes over the pages the caller already has, reading the rest', async () => {
    const pdf = await testBookletPdf([1, 2, 3].map((page) => ({ code: code(page) })));

    const pages = await collect(
      readScan({ bytes: pdf, mime: 'application/pdf' }, { skip: (index) => index !== 1 }),
    );

    expect(pages.map(({ index, page }) => ({ index, read: page && page.code }))).toEqual([
      { index: 0, read: null },
      { index: 1, read: code(2) },
      { index: 2, read: null },
    ]);
  });

  it('rejects an image it cannot read, saying so', async () => {
    const bytes = new TextEncoder().encode('not really a picture');

    await expect(collect(readScan({ bytes, mime: 'image/png' }))).rejects.toThrow(
      /The image could not be read/,
    );
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
