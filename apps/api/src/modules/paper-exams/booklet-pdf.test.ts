import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsqr from 'jsqr';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  answerArea,
  PAPER_SIZES,
  type PaperSize,
  QR_QUIET_ZONE,
  QR_SIZE,
  qrOrigin,
} from './booklet-layout.js';
import { type BookletPrintJob, type BookletToPrint, printBooklets } from './booklet-pdf.js';

// jsqr is CommonJS with the function as `exports.default`: Node gives an ES module the exports
// object, vitest unwraps it to the function.
const jsQR = typeof jsqr === 'function' ? jsqr : jsqr.default;
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

function booklet(
  bookletNumber: number,
  student: BookletToPrint['student'],
  pages = 4,
): BookletToPrint {
  // Codes as long as real ones (~45 characters), distinct per page.
  const pageCodes = Array.from(
    { length: pages },
    (_, index) => `MW1.B${bookletNumber}.P${index + 1}.${'x'.repeat(30)}${bookletNumber}${index}`,
  );
  return { bookletNumber, student, pageCodes };
}

function job(overrides: Partial<BookletPrintJob> = {}): BookletPrintJob {
  return {
    paperSize: 'A4',
    exam: {
      title: 'Mid-semester examination',
      course: 'B.Sc. Physics',
      subject: 'Thermodynamics',
      paperTitle: 'Paper II: Heat and entropy',
      qpCode: 'PHY-204',
      timeAllowedMinutes: 180,
      totalMarks: 60,
    },
    questions: [
      { number: 1, text: 'State the second law of thermodynamics in two forms.', marks: 5 },
      { number: 2, text: 'Derive the efficiency of a Carnot engine.', marks: 10 },
    ],
    booklets: [booklet(1, { name: 'Asha Rao', rollNumber: '21PH042' })],
    ...overrides,
  };
}

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdf.js takes over the buffer it is given, so it gets a copy.
  return getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false }).promise;
}

type PrintedText = { text: string; left: number; top: number; right: number; bottom: number };

/** The page's text runs, boxed in points from the page's top-left corner like booklet-layout. */
async function textOf(pdf: PDFDocumentProxy, pageNumber: number): Promise<PrintedText[]> {
  const page = await pdf.getPage(pageNumber);
  const height = page.getViewport({ scale: 1 }).height;
  const content = await page.getTextContent();
  return content.items.flatMap((item) => {
    if (!('str' in item) || item.str.trim() === '') return [];
    const [, , , , x, y] = item.transform as number[];
    const baseline = height - y!;
    return [
      {
        text: item.str,
        left: x!,
        right: x! + item.width,
        top: baseline - item.height,
        bottom: baseline,
      },
    ];
  });
}

/** The BaseFont of every font the PDF embeds or names. */
async function fontsOf(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) {
      return [];
    }
    const type = object.get(PDFName.of('Subtype'));
    // A composite font's descendant repeats its name.
    return type === PDFName.of('CIDFontType2') ? [] : [String(object.get(PDFName.of('BaseFont')))];
  });
}

/** How many glyph outlines the embedded font files hold; a glyph that cannot be read throws. */
async function readGlyphsOf(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes);
  let glyphs = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(decodePDFRawStream(file).decode());
    for (let id = 0; id < font.numGlyphs; id++, glyphs++) void font.getGlyph(id).path;
  }
  return glyphs;
}

async function wordsOf(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const runs = await textOf(pdf, pageNumber);
  return runs
    .map((run) => run.text)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The page rendered at `scale` pixels a point, and the QR code a reader finds on it. */
async function scanQr(pdf: PDFDocumentProxy, pageNumber: number, scale: number) {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
  }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, canvas.width, canvas.height);
}

function overlaps(
  run: PrintedText,
  box: { left: number; top: number; width: number; height: number },
) {
  return (
    run.left < box.left + box.width &&
    run.right > box.left &&
    run.top < box.top + box.height &&
    run.bottom > box.top
  );
}

describe('printBooklets', () => {
  it.each<PaperSize>(['A4', 'Letter'])(
    'prints a class set on %s as one PDF, booklet after booklet',
    async (paperSize) => {
      const booklets = [
        booklet(1, { name: 'Asha Rao', rollNumber: '21PH042' }),
        booklet(2, { name: 'Ben Das', rollNumber: null }),
        booklet(3, null),
      ];
      const bytes = await printBooklets(job({ paperSize, booklets }));

      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBe(12);
      for (const page of document.getPages()) {
        expect(page.getWidth()).toBeCloseTo(PAPER_SIZES[paperSize].width, 2);
        expect(page.getHeight()).toBeCloseTo(PAPER_SIZES[paperSize].height, 2);
      }
      const pdf = await open(bytes);
      const fifth = await wordsOf(pdf, 5);
      expect(fifth).toContain('Mid-semester examination');
      expect(fifth).toContain('Booklet 2');
      expect(fifth).toContain('Page 1 of 4');
      expect(fifth).toContain('Markwise answer booklet 2 · page 1 of 4');
      expect(await wordsOf(pdf, 12)).toContain('Markwise answer booklet 3 · page 4 of 4');
    },
  );

  it.each<[PaperSize, number]>([
    ['A4', 1],
    ['Letter', 2],
  ])(
    'puts the page code on %s page %i as a QR symbol QR_SIZE wide at qrOrigin',
    async (paperSize, pageNumber) => {
      const printed = job({ paperSize });
      const pdf = await open(await printBooklets(printed));
      const scale = 150 / 72;

      const found = await scanQr(pdf, pageNumber, scale);

      expect(found?.data).toBe(printed.booklets[0]!.pageCodes[pageNumber - 1]);
      const origin = qrOrigin(paperSize);
      const corners = {
        topLeftCorner: { x: origin.left, y: origin.top },
        topRightCorner: { x: origin.left + QR_SIZE, y: origin.top },
        bottomLeftCorner: { x: origin.left, y: origin.top + QR_SIZE },
        bottomRightCorner: { x: origin.left + QR_SIZE, y: origin.top + QR_SIZE },
      };
      for (const [corner, expected] of Object.entries(corners)) {
        const point = found!.location[corner as keyof typeof corners];
        // Within a pixel or so of the 150 dpi scan (a module is ~2.4 pt).
        expect(Math.abs(point.x / scale - expected.x)).toBeLessThan(1);
        expect(Math.abs(point.y / scale - expected.y)).toBeLessThan(1);
      }
    },
  );

  it('keeps printed text out of the answer area and the QR code quiet zone', async () => {
    const paperSize = 'Letter';
    const long = 'A very long exam title that goes on and on '.repeat(4);
    const printed = job({
      paperSize,
      exam: { ...job().exam, title: long },
      booklets: [booklet(7, { name: 'Chandrasekhara Venkata Raman '.repeat(3), rollNumber: 'R1' })],
    });
    const pdf = await open(await printBooklets(printed));
    const area = answerArea(paperSize);
    const origin = qrOrigin(paperSize);
    const quietZone = {
      left: origin.left - QR_QUIET_ZONE,
      top: origin.top - QR_QUIET_ZONE,
      width: QR_SIZE + 2 * QR_QUIET_ZONE,
      height: QR_SIZE + 2 * QR_QUIET_ZONE,
    };

    for (let pageNumber = 1; pageNumber <= 4; pageNumber++) {
      const runs = await textOf(pdf, pageNumber);
      expect(runs.filter((run) => overlaps(run, quietZone))).toEqual([]);
      if (pageNumber > 1) expect(runs.filter((run) => overlaps(run, area))).toEqual([]);
    }
  });

  it('prints the exam, the student and the questions on the cover', async () => {
    const pdf = await open(await printBooklets(job()));

    const cover = await wordsOf(pdf, 1);
    for (const expected of [
      'B.Sc. Physics',
      'Thermodynamics',
      'Paper II: Heat and entropy',
      'PHY-204',
      '3 hours',
      '60',
      'Asha Rao',
      '21PH042',
      'Write the question number at the start of each answer, e.g. Q3. Answers may continue on the next page. Do not write in the margins or over the code.',
      'Q1.',
      'State the second law of thermodynamics in two forms.',
      '[5 marks]',
      'Q2.',
      'Derive the efficiency of a Carnot engine.',
      '[10 marks]',
    ]) {
      expect(cover).toContain(expected);
    }
    expect(cover).not.toContain('see the question paper');
    expect(await wordsOf(pdf, 2)).toContain('Asha Rao · Roll number 21PH042');
  });

  it('leaves the name and roll number blank on an anonymous booklet', async () => {
    const booklets = [booklet(1, { name: 'Asha Rao', rollNumber: '21PH042' }), booklet(2, null)];
    const pdf = await open(await printBooklets(job({ booklets })));

    const cover = await wordsOf(pdf, 5);
    expect(cover).toContain('Name');
    expect(cover).toContain('Roll number');
    for (let pageNumber = 5; pageNumber <= 8; pageNumber++) {
      const words = await wordsOf(pdf, pageNumber);
      expect(words).not.toContain('Asha');
      expect(words).not.toContain('21PH042');
    }
  });

  it('cuts questions that do not fit on the cover short, with a pointer to the question paper', async () => {
    const questions = Array.from({ length: 40 }, (_, index) => ({
      number: index + 1,
      text: `Question ${index + 1}: ${'explain the phenomenon in detail with a diagram, '.repeat(5)}`,
      marks: 2,
    }));
    const paperSize = 'A4';
    const bytes = await printBooklets(job({ paperSize, questions }));
    const pdf = await open(bytes);

    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(4);
    const cover = await wordsOf(pdf, 1);
    expect(cover).toContain('Q1.');
    expect(cover).not.toContain('Q40.');
    expect(cover).toContain('… (see the question paper)');
    const area = answerArea(paperSize);
    const runs = await textOf(pdf, 1);
    const body = runs.filter((run) => !run.text.startsWith('Markwise answer booklet'));
    expect(Math.max(...body.map((run) => run.bottom))).toBeLessThanOrEqual(area.top + area.height);
  });

  it('prints a Hindi paper and a Tamil name in their scripts, with embedded Noto faces', async () => {
    // No vowel sign drawn before its consonant (ि, ெ) and no reph (the र् of कार्य, drawn above
    // the next letter): pdf.js gives those back in the order they are drawn, not written.
    const printed = job({
      exam: { ...job().exam, title: 'कक्षा दस की परीक्षा', subject: 'रसायन' },
      questions: [
        { number: 1, text: 'प्रकाश संश्लेषण को समझाइए और उसका महत्व बताइए।', marks: 4 },
        { number: 2, text: 'Name the gas plants give out: नाइट्रोजन या ऑक्सीजन', marks: 1 },
      ],
      booklets: [booklet(1, { name: 'கார்த்திக் முருகன்', rollNumber: '21CH007' })],
    });

    const bytes = await printBooklets(printed);
    const pdf = await open(bytes);

    // pdf.js may split a word after a conjunct's half form: compare without spaces.
    const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '');
    const cover = compact(await wordsOf(pdf, 1));
    for (const expected of [
      'कक्षा दस की परीक्षा',
      'रसायन',
      'प्रकाश संश्लेषण को समझाइए और उसका महत्व बताइए।',
      'Name the gas plants give out: नाइट्रोजन या ऑक्सीजन',
      'கார்த்திக் முருகன்',
      '21CH007',
    ]) {
      expect(cover).toContain(compact(expected));
    }
    expect(cover).not.toContain('?');
    expect(cover).not.toContain('\u0000');
    expect(compact(await wordsOf(pdf, 2))).toContain(compact('கார்த்திக் முருகன் · Roll number'));
    const fonts = (await fontsOf(bytes)).join(' ');
    expect(fonts).toMatch(/NotoSansDevanagari-Regular/);
    expect(fonts).toMatch(/NotoSansDevanagari-Bold/); // the title
    expect(fonts).toMatch(/NotoSansTamil-Regular/);
  });

  it('draws every Indian script with its own face, shaping each (Telugu, Gurmukhi and Urdu too)', async () => {
    const questions = [
      ['বাংলা', 'NotoSansBengali'],
      ['ગુજરાતી', 'NotoSansGujarati'],
      ['ਪੰਜਾਬੀ ਪਰਚਾ', 'NotoSansGurmukhi'],
      ['ಕನ್ನಡ', 'NotoSansKannada'],
      ['മലയാളം', 'NotoSansMalayalam'],
      ['ଓଡ଼ିଆ', 'NotoSansOriya'],
      ['తెలుగు ప్రశ్న ఇక్కడ ఉంది', 'NotoSansTelugu'],
      ['پاکستان کا دارالحکومت', 'NotoNaskhArabic'],
    ].map(([text], index) => ({ number: index + 1, text: text!, marks: 1 }));

    const bytes = await printBooklets(job({ questions }));

    const fonts = (await fontsOf(bytes)).join(' ');
    for (const family of ['Bengali', 'Gujarati', 'Gurmukhi', 'Kannada', 'Malayalam', 'Oriya']) {
      expect(fonts).toMatch(new RegExp(`NotoSans${family}-Regular`));
    }
    expect(fonts).toMatch(/NotoSansTelugu-Regular/);
    expect(fonts).toMatch(/NotoNaskhArabic-Regular/);
    // Each subset's glyphs decode (odd-length glyphs once shifted every later one into garbage).
    expect(await readGlyphsOf(bytes)).toBeGreaterThan(questions.length * 3);
    const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '');
    const cover = compact(await wordsOf(await open(bytes), 1));
    // Urdu's letters come back joined differently from how they were typed: not compared.
    for (const question of questions.slice(0, -1)) expect(cover).toContain(compact(question.text));
  });

  it('embeds no Noto face for a paper in English', async () => {
    const fonts = await fontsOf(await printBooklets(job()));

    expect(fonts.sort()).toEqual(['/Helvetica', '/Helvetica-Bold']);
  });

  it('prints what no face draws (an emoji) as one "?"', async () => {
    const printed = job({
      questions: [{ number: 1, text: 'प्रकाश संश्लेषण: Explain 🌱 photosynthesis.', marks: 4 }],
      booklets: [booklet(1, { name: 'Anil अनिल', rollNumber: '७७' })],
    });

    const pdf = await open(await printBooklets(printed));

    expect(pdf.numPages).toBe(4);
    const cover = await wordsOf(pdf, 1);
    expect(cover).toContain('Explain ? photosynthesis.');
    expect(cover).toContain('७७');
    expect(cover).not.toContain('Anil ?');
  });
});
