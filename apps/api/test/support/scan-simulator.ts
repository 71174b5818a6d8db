import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  answerArea,
  PAPER_SIZES,
  QR_SIZE,
  qrOrigin,
  type PaperSize,
} from '../../src/modules/paper-exams/booklet-layout.js';
import { scanPages } from '../../src/modules/paper-exams/scan-pages.js';

/** The resolution scans are simulated at, as a school's copier scans. */
export const SCAN_DPI = 150;
const LINE_SPACING = 24;
const FONT_SIZE = 14;

/**
 * A stand-in for a printed booklet: one page per entry, each with its QR code where the layout
 * puts it (drawn as vector squares, as a printer would), a printed header and, if given, lines
 * written in the answer area. `code: null` leaves the code out (a page that is not ours).
 */
export async function testBookletPdf(
  pages: { code: string | null; lines?: string[] }[],
  size: PaperSize = 'A4',
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { width, height } = PAPER_SIZES[size];
  pages.forEach(({ code, lines = [] }, index) => {
    const page = doc.addPage([width, height]);
    page.drawText(`Answer booklet - page ${index + 1}`, { x: 36, y: height - 60, size: 12, font });
    if (code !== null) drawQrCode(page, code, size);
    writeLines(page, lines, size, font);
  });
  return doc.save();
}

function drawQrCode(page: PDFPage, text: string, size: PaperSize) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = QR_SIZE / modules.size;
  const origin = qrOrigin(size);
  const pageHeight = page.getHeight();
  for (let row = 0; row < modules.size; row++) {
    // Runs of dark modules as one rectangle: no hairline seams between neighbours.
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: origin.left + start * module,
        y: pageHeight - origin.top - (row + 1) * module,
        width: (col - start) * module,
        // A hair taller, so rows overlap instead of leaving a light seam between them.
        height: module + 0.05,
        color: rgb(0, 0, 0),
      });
    }
  }
}

function writeLines(page: PDFPage, lines: string[], size: PaperSize, font: PDFFont) {
  const area = answerArea(size);
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: area.left + 14,
      y: page.getHeight() - area.top - LINE_SPACING * (index + 1),
      size: FONT_SIZE,
      font,
      color: rgb(0.1, 0.1, 0.35),
    });
  });
}

/** Renders each page of a PDF as the scan reader gets it (greyscale PNG at `dpi`). */
export async function renderPdfPages(pdf: Uint8Array, dpi = SCAN_DPI): Promise<Buffer[]> {
  const pages: Buffer[] = [];
  for await (const { png } of scanPages({ bytes: pdf, mime: 'application/pdf' }, { dpi })) {
    pages.push(png);
  }
  return pages;
}

/**
 * A page image as it comes off a scanner: turned by `rotate` degrees (clockwise, the bed's white
 * filling the corners) and, with `noise`, speckled by a seeded grain, so a run is repeatable.
 */
export async function scanLike(
  png: Buffer,
  options: { rotate?: number; noise?: boolean; seed?: number },
): Promise<Buffer> {
  const { data, info } = await scannedPixels(png, options);
  // Fast, loose compression: a grainy page costs a third of the default level's time.
  return sharp(data, { raw: info }).png({ compressionLevel: 1 }).toBuffer();
}

async function scannedPixels(
  png: Buffer,
  { rotate = 0, noise = false, seed = 1 }: { rotate?: number; noise?: boolean; seed?: number },
) {
  const { data, info } = await sharp(png)
    .rotate(rotate, { background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 } as const;
  if (!noise) return { data, info: raw };
  const random = mulberry32(seed);
  for (let i = 0; i < data.length; i++) {
    const grain = (random() + random() - 1) * 24;
    // One pixel in a thousand is dust or a dropout.
    const speck = random() < 0.001 ? (random() < 0.5 ? -255 : 255) : 0;
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) + grain + speck));
  }
  return { data, info: raw };
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What an admin uploads after a class wrote in `bookletPdf`: each page's `lines` written in its
 * answer area, the pages rendered at 150 dpi, taken in `transform.order` (repeat an index for a
 * page scanned twice, leave one out for a lost page), turned by `rotate[position]` degrees, with
 * light noise, and put together as a PDF of JPEG pages as a copier makes.
 */
export async function simulateScan(input: {
  bookletPdf: Uint8Array;
  writes: { page: number; lines: string[] }[];
  transform: {
    order: number[];
    rotate?: Record<number, number>;
    noise?: boolean;
    /** Brightness kept (0-1) by position: a photo taken in poor light. */
    dim?: Record<number, number>;
  };
}): Promise<Uint8Array> {
  const { writes, transform } = input;
  const booklet = await PDFDocument.load(input.bookletPdf);
  const font = await booklet.embedFont(StandardFonts.Helvetica);
  for (const { page: index, lines } of writes) {
    const page = booklet.getPage(index);
    writeLines(page, lines, paperSizeOf(page), font);
  }
  const rendered = await renderPdfPages(await booklet.save());

  const scan = await PDFDocument.create();
  for (const [position, index] of transform.order.entries()) {
    const page = rendered[index];
    if (!page) throw new Error(`The booklet has no page ${index} (it has ${rendered.length})`);
    const pixels = await scannedPixels(page, {
      rotate: transform.rotate?.[position] ?? 0,
      noise: transform.noise ?? false,
      seed: position + 1,
    });
    const light = transform.dim?.[position];
    const image = sharp(pixels.data, { raw: pixels.info });
    const { data, info } = await (light ? image.linear(light, 0) : image)
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const jpeg = await scan.embedJpg(data);
    const toPoints = 72 / SCAN_DPI;
    const width = info.width * toPoints;
    const height = info.height * toPoints;
    scan.addPage([width, height]).drawImage(jpeg, { x: 0, y: 0, width, height });
  }
  return scan.save();
}

/** Letter when the page is Letter-sized (within a point), A4 otherwise. */
function paperSizeOf(page: PDFPage): PaperSize {
  const { width, height } = page.getSize();
  const letter = PAPER_SIZES.Letter;
  const isLetter = Math.abs(width - letter.width) < 1 && Math.abs(height - letter.height) < 1;
  return isLetter ? 'Letter' : 'A4';
}
