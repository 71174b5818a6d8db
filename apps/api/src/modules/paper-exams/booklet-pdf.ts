import {
  type Color,
  fill,
  grayscale,
  PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import {
  embedMixedScriptFonts,
  type MixedScriptFont,
} from '../../common/pdf-fonts/mixed-script-font.js';
import {
  answerArea,
  PAGE_MARGIN,
  PAPER_SIZES,
  type PaperSize,
  QR_QUIET_ZONE,
  QR_SIZE,
  qrOrigin,
} from './booklet-layout.js';

export type BookletToPrint = {
  /** Printed in the header of every page and on the cover. */
  bookletNumber: number;
  /** null for an anonymous booklet: the cover then has blank "Name" and "Roll number" lines to fill in. */
  student: { name: string; rollNumber: string | null } | null;
  /** QR payload of each page, in page order; pages.length is the booklet's page count. Page 1 is the cover. */
  pageCodes: string[];
};

export type BookletPrintJob = {
  paperSize: PaperSize;
  exam: {
    title: string;
    course: string;
    subject: string;
    paperTitle: string;
    qpCode: string | null;
    timeAllowedMinutes: number | null;
    totalMarks: number;
  };
  questions: { number: number; text: string; marks: number }[];
  booklets: BookletToPrint[];
};

const INSTRUCTIONS =
  'Write the question number at the start of each answer, e.g. Q3. Answers may continue on the next page. Do not write in the margins or over the code.';
const TRUNCATED = '… (see the question paper)';
/** The cover's question type sizes, largest first: the first at which every question fits is used. */
const QUESTION_SIZES = [10, 9, 8, 7];
const RULE_SPACING = 24;
const FAINT = grayscale(0.8);
const MUTED = grayscale(0.35);

type Fonts = { regular: MixedScriptFont; bold: MixedScriptFont };
/** A page being drawn on, addressed from its top-left corner as booklet-layout measures it. */
type Sheet = { page: PDFPage; fonts: Fonts; paperSize: PaperSize };
type PagePlace = { number: number; of: number };
type TextRun = {
  text: string;
  left: number;
  top: number;
  font: MixedScriptFont;
  size: number;
  color?: Color;
};
type Measure = { font: MixedScriptFont; size: number; width: number };

/** One PDF holding every booklet in order (a class set, or a single student's). */
export async function printBooklets(job: BookletPrintJob): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${job.exam.title}: answer booklets`);
  pdf.setCreator('Markwise');
  // Noto faces for the scripts the paper and the names are written in (Helvetica for English).
  const fonts = await embedMixedScriptFonts(pdf, printedTexts(job));
  const { width, height } = PAPER_SIZES[job.paperSize];
  for (const booklet of job.booklets) {
    booklet.pageCodes.forEach((code, index) => {
      const sheet = { page: pdf.addPage([width, height]), fonts, paperSize: job.paperSize };
      const place = { number: index + 1, of: booklet.pageCodes.length };
      drawHeader(sheet, { title: job.exam.title, booklet, place });
      drawQrCode(sheet, code);
      drawFooter(sheet, { bookletNumber: booklet.bookletNumber, place });
      if (index === 0) drawCover(sheet, { job, booklet });
      else drawAnswerArea(sheet);
    });
  }
  return pdf.save();
}

/** Every text of the job that is not this file's own English. */
function* printedTexts(job: BookletPrintJob): Generator<string> {
  yield* Object.values(job.exam).filter((value) => typeof value === 'string');
  for (const question of job.questions) yield question.text;
  for (const booklet of job.booklets) {
    if (booklet.student) yield* [booklet.student.name, booklet.student.rollNumber ?? ''];
  }
}

function drawHeader(
  sheet: Sheet,
  { title, booklet, place }: { title: string; booklet: BookletToPrint; place: PagePlace },
) {
  const { regular, bold } = sheet.fonts;
  const left = PAGE_MARGIN;
  // The header stops short of the QR code's quiet zone, which nothing else may enter.
  const width = qrOrigin(sheet.paperSize).left - QR_QUIET_ZONE - 12 - left;
  const fitted = fitLine(title, { font: bold, size: 13, width });
  write(sheet, { text: fitted, left, top: PAGE_MARGIN + 13, font: bold, size: 13 });
  const label = `Booklet ${booklet.bookletNumber}`;
  write(sheet, { text: label, left, top: PAGE_MARGIN + 32, font: bold, size: 11 });
  write(sheet, {
    text: `Page ${place.number} of ${place.of}`,
    left: left + bold.widthOfTextAtSize(label, 11) + 14,
    top: PAGE_MARGIN + 32,
    font: regular,
    size: 11,
  });
  if (!booklet.student) return;
  const { name, rollNumber } = booklet.student;
  const who = rollNumber === null ? name : `${name} · Roll number ${rollNumber}`;
  const text = fitLine(who, { font: regular, size: 9, width });
  write(sheet, { text, left, top: PAGE_MARGIN + 48, font: regular, size: 9, color: MUTED });
}

/**
 * The page's code as vector squares, exactly QR_SIZE wide at qrOrigin: the scan reader takes the
 * page's scale and position from the symbol's corners. Each run of dark modules in a row is one
 * rectangle, and all of them are one filled path, which keeps a class set's PDF small.
 */
function drawQrCode(sheet: Sheet, code: string) {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const moduleSize = QR_SIZE / modules.size;
  const origin = qrOrigin(sheet.paperSize);
  const symbolTop = sheet.page.getHeight() - origin.top;
  const runs = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      const x = origin.left + start * moduleSize;
      const y = symbolTop - (row + 1) * moduleSize;
      runs.push(rectangle(x, y, (col - start + 1) * moduleSize, moduleSize));
    }
  }
  sheet.page.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...runs,
    fill(),
    popGraphicsState(),
  );
}

function drawFooter(
  sheet: Sheet,
  { bookletNumber, place }: { bookletNumber: number; place: PagePlace },
) {
  const area = answerArea(sheet.paperSize);
  line(sheet, {
    left: area.left,
    top: area.top + area.height + 6,
    width: area.width,
    color: FAINT,
  });
  write(sheet, {
    text: `Markwise answer booklet ${bookletNumber} · page ${place.number} of ${place.of}`,
    left: PAGE_MARGIN,
    top: sheet.page.getHeight() - PAGE_MARGIN,
    font: sheet.fonts.regular,
    size: 7,
    color: MUTED,
  });
}

/** Faint ruled lines to write on, and nothing else: the OCR reads everything inside the area. */
function drawAnswerArea(sheet: Sheet) {
  const area = answerArea(sheet.paperSize);
  sheet.page.drawRectangle({
    x: area.left,
    y: sheet.page.getHeight() - area.top - area.height,
    width: area.width,
    height: area.height,
    borderColor: FAINT,
    borderWidth: 0.5,
  });
  // No rule hugging the border: the last one keeps at least half a line's space below it.
  const lastRule = area.top + area.height - RULE_SPACING / 2;
  for (let top = area.top + RULE_SPACING; top <= lastRule; top += RULE_SPACING) {
    line(sheet, { left: area.left, top, width: area.width, color: FAINT });
  }
}

/** The exam's details, who the booklet is for, the instructions and the questions; no answer lines. */
function drawCover(
  sheet: Sheet,
  { job, booklet }: { job: BookletPrintJob; booklet: BookletToPrint },
) {
  const { regular, bold } = sheet.fonts;
  const area = answerArea(sheet.paperSize);
  const left = area.left;
  const valueLeft = left + 90;
  const valueWidth = area.left + area.width - valueLeft;
  let top = area.top + 10;

  const { exam } = job;
  const time = exam.timeAllowedMinutes === null ? null : duration(exam.timeAllowedMinutes);
  const details: [string, string | null][] = [
    ['Course', exam.course],
    ['Subject', exam.subject],
    ['Paper', exam.paperTitle],
    ['QP code', exam.qpCode],
    ['Time allowed', time],
    ['Total marks', String(exam.totalMarks)],
  ];
  for (const [label, value] of details) {
    if (value === null) continue;
    top += 15;
    write(sheet, { text: label, left, top, font: bold, size: 10 });
    const text = fitLine(value, { font: regular, size: 10, width: valueWidth });
    write(sheet, { text, left: valueLeft, top, font: regular, size: 10 });
  }

  top += 10;
  const student = booklet.student;
  for (const [label, value] of [
    ['Name', student?.name ?? null],
    ['Roll number', student?.rollNumber ?? null],
  ] as const) {
    top += 24;
    write(sheet, { text: label, left, top, font: bold, size: 11 });
    // An anonymous booklet's student writes these in by hand.
    if (value === null) {
      line(sheet, { left: valueLeft, top: top + 2, width: valueWidth, color: MUTED });
      continue;
    }
    const text = fitLine(value, { font: regular, size: 11, width: valueWidth });
    write(sheet, { text, left: valueLeft, top, font: regular, size: 11 });
  }

  top += 32;
  write(sheet, { text: 'Instructions', left, top, font: bold, size: 10 });
  for (const text of wrap(INSTRUCTIONS, { font: regular, size: 9, width: area.width })) {
    top += 12;
    write(sheet, { text, left, top, font: regular, size: 9 });
  }

  top += 24;
  write(sheet, { text: 'Questions', left, top, font: bold, size: 10 });
  drawQuestions(sheet, { questions: job.questions, top: top + 6 });
}

type QuestionRow = { offset: number; text: string; number?: string; marks?: string };
type QuestionLayout = { size: number; rows: QuestionRow[] };

/** The questions from top down to the bottom of the cover's body (where the footer starts). */
function drawQuestions(
  sheet: Sheet,
  { questions, top }: { questions: BookletPrintJob['questions']; top: number },
) {
  const { regular, bold } = sheet.fonts;
  const area = answerArea(sheet.paperSize);
  const { size, rows } = questionLayout(questions, {
    fonts: sheet.fonts,
    width: area.width,
    height: area.top + area.height - top,
  });
  const textLeft = area.left + size * 3;
  const right = area.left + area.width;
  for (const row of rows) {
    const rowTop = top + row.offset;
    if (row.number) {
      write(sheet, { text: row.number, left: area.left, top: rowTop, font: bold, size });
    }
    write(sheet, { text: row.text, left: textLeft, top: rowTop, font: regular, size });
    if (row.marks) {
      const left = right - regular.widthOfTextAtSize(row.marks, size);
      write(sheet, { text: row.marks, left, top: rowTop, font: regular, size, color: MUTED });
    }
  }
}

/**
 * The questions at the largest type size at which they all fit in height; failing that, at the
 * smallest, as many lines as fit and then a pointer to the question paper.
 */
function questionLayout(
  questions: BookletPrintJob['questions'],
  { fonts, width, height }: { fonts: Fonts; width: number; height: number },
): QuestionLayout {
  const end = (rows: QuestionRow[]) => rows.at(-1)?.offset ?? 0;
  let rows: QuestionRow[] = [];
  for (const size of QUESTION_SIZES) {
    rows = questionRows(questions, { fonts, size, width });
    if (end(rows) <= height) return { size, rows };
  }
  const size = QUESTION_SIZES.at(-1)!;
  const step = size * 1.3 + size * 0.4;
  const shown = rows.filter((row) => row.offset <= height - step);
  return { size, rows: [...shown, { offset: end(shown) + step, text: TRUNCATED }] };
}

/** Each question's lines, with the baseline's offset from the top of the list. */
function questionRows(
  questions: BookletPrintJob['questions'],
  { fonts, size, width }: { fonts: Fonts; size: number; width: number },
): QuestionRow[] {
  const lineHeight = size * 1.3;
  const marksWidth = fonts.regular.widthOfTextAtSize('[100 marks]', size) + size;
  const measure = { font: fonts.regular, size, width: width - size * 3 - marksWidth };
  const rows: QuestionRow[] = [];
  let offset = 0;
  for (const question of questions) {
    offset += size * 0.4;
    const lines = question.text.split('\n').flatMap((paragraph) => wrap(paragraph, measure));
    // A question without text still shows its number and marks.
    (lines.length > 0 ? lines : ['']).forEach((text, index) => {
      offset += lineHeight;
      if (index > 0) return rows.push({ offset, text });
      const marks = `[${question.marks} ${question.marks === 1 ? 'mark' : 'marks'}]`;
      rows.push({ offset, text, number: `Q${question.number}.`, marks });
    });
  }
  return rows;
}

function write(sheet: Sheet, { text, left, top, font, size, color }: TextRun) {
  const y = sheet.page.getHeight() - top;
  font.draw(sheet.page, text, { x: left, y, size, ...(color ? { color } : {}) });
}

function line(sheet: Sheet, at: { left: number; top: number; width: number; color: Color }) {
  const y = sheet.page.getHeight() - at.top;
  const [start, end] = [
    { x: at.left, y },
    { x: at.left + at.width, y },
  ];
  sheet.page.drawLine({ start, end, thickness: 0.5, color: at.color });
}

/** User-perceived characters: a long word or line is cut between them, never inside a syllable. */
const graphemes = (text: string) =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );

/** The text as lines no wider than width, broken between words (inside a word too long for a line). */
function wrap(text: string, { font, size, width }: Measure): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of font.printable(text).split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of graphemes(word)) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  return current ? [...lines, current] : lines;
}

/** The text on one line, cut short with an ellipsis if it is wider than width. */
function fitLine(text: string, { font, size, width }: Measure): string {
  const whole = font.printable(text);
  if (font.widthOfTextAtSize(whole, size) <= width) return whole;
  const cut = graphemes(whole);
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut.join('')}…`, size) > width) cut.pop();
  return `${cut.join('').trimEnd()}…`;
}

/** "3 hours", "1 hour 30 minutes", "45 minutes". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest > 0 || hours === 0 ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
