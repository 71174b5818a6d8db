/**
 * Splits the OCR'd text of a scanned answer booklet into one answer per question. The cover asks
 * students to write the question number at the start of each answer ("Q3") and lets an answer run
 * onto the next page, so the split follows those markers, not the pages.
 */

export type PageText = { page: number; text: string };
export type SplitAnswer = {
  questionNumber: number;
  text: string;
  /** The pages this answer's text came from, in reading order (for showing the photos). */
  pages: number[];
};
export type SplitResult = {
  answers: SplitAnswer[]; // in paper order (ascending questionNumber); only questions that were found
  /** Text before the first marker, or under a number that is not a question of the paper: a teacher assigns it. */
  unassigned: { text: string; pages: number[] }[];
};

/** What a line starts with. `number: null` is a Q marker for a number the paper does not have. */
type Form =
  | { kind: 'text' }
  | { kind: 'keyword'; number: number | null; rest: string }
  | { kind: 'misread' | 'bare'; number: number; rest: string };

type Segment = {
  /** null: text no question claims (before the first marker, or under an unknown number). */
  questionNumber: number | null;
  markerPage?: number;
  parts: { page: number; lines: string[] }[];
};

// Q3, Q 3, Q.3, Q-3, Q.No.3, Qn 3, Ques. 3, Question 3, Ans 3, Answer 3:, then any of . : ) -.
// No colon or equals sign between "Ans" and the number: "Ans: 12 cm" and "Ans = 12" state a result.
// A speck before it is read as a stray quote or dot ("'Q1."), so up to two such marks may lead.
const KEYWORD_MARKER =
  /^\s*[`'‘’".,_~|-]{0,2}\s*(question|ques|qn|q|answer|ans)(\s*[.-]?\s*(?:no\.?\s*)?)([0-9a-z|]{1,3})\s*([.:)-]*)(?=\s|\(|$)/i;
// Tesseract reads a handwritten Q as O or 0, its tail as a dot: "O3.", "0.3".
const MISREAD_MARKER = /^\s*[O0](\.?)(\d{1,3})\s*([.:)-]*)(?=\s|\(|$)/;
// A printed-looking Q is also read as a bracket and a digit, its tail taken for the digit: "(01.",
// "(91.", "(21." for "Q1.". Only with a full stop or colon: "(21)" is a bracketed number.
const BRACKET_Q_MARKER = /^\s*\([0-9OQ](\d{1,2})\s*([.:])(?=\s|$)/;
const BARE_MARKER = /^\s*(?:\((\d{1,3})\)|(\d{1,3})[.)])(?=\s|$)/;
// OCR confuses 1 with l, L, I and |, and 0 with O inside a number ("Ql", "QL", "Q1O").
const OCR_DIGITS: Record<string, string> = { l: '1', L: '1', I: '1', '|': '1', O: '0', o: '0' };

function readForm(line: string, questions: ReadonlySet<number>): Form {
  const keyword = KEYWORD_MARKER.exec(line);
  if (keyword) {
    const [whole, word = '', gap = '', token = '', separator = ''] = keyword;
    const digits = [...token].map((char) => (/\d/.test(char) ? char : OCR_DIGITS[char]));
    if (digits.every((digit) => digit !== undefined)) {
      const number = Number(digits.join(''));
      const hasDigit = /\d/.test(token);
      const rest = line.slice(whole.length);
      // "Ans I think…": a number made only of look-alike letters must touch the keyword ("Ql") or
      // be followed by a separator ("Q l.").
      const readable = hasDigit || !/\s/.test(gap) || separator !== '';
      if (readable && questions.has(number)) return { kind: 'keyword', number, rest };
      // A Q marker for a number the paper lacks still ends the answer before it; "Ans 42 cm" is a
      // result inside an answer, so an Ans form counts only for a question of the paper.
      if (hasDigit && /^q/i.test(word)) return { kind: 'keyword', number: null, rest };
    }
  }
  const misread = MISREAD_MARKER.exec(line);
  if (misread) {
    const [whole, dot = '', number = '', separator = ''] = misread;
    const rest = line.slice(whole.length);
    // Without punctuation "O3 layer" is ozone; "0.3 moles" and "0.3 × 2" are quantities.
    const punctuated = dot !== '' || separator !== '';
    if (punctuated && !/^\s*[\da-z=×*/+^%<>]/.test(rest)) {
      return { kind: 'misread', number: Number(number), rest };
    }
  }
  const bracketed = BRACKET_Q_MARKER.exec(line);
  if (bracketed && questions.has(Number(bracketed[1]))) {
    const [whole, number = ''] = bracketed;
    return { kind: 'keyword', number: Number(number), rest: line.slice(whole.length) };
  }
  const bare = BARE_MARKER.exec(line);
  if (bare) {
    const [whole, parenthesised, dotted] = bare;
    return {
      kind: 'bare',
      number: Number(parenthesised ?? dotted),
      rest: line.slice(whole.length),
    };
  }
  return { kind: 'text' };
}

/**
 * A bare number one past the last list item of the current answer ("3." after "1." "2." inside
 * answer 2) is either the list's next item or the next answer. If the numbers after it continue
 * the run (3, 4, …) and the student then writes a question after the current one that the run
 * has already passed (3 again after 1–4), the run was a list; otherwise it starts answers.
 */
function continuesList(number: number, following: readonly number[], current: number): boolean {
  let last = number;
  let index = 0;
  while (following[index] === last + 1) {
    last += 1;
    index += 1;
  }
  const after = following[index];
  return after !== undefined && after > current && after <= last;
}

export function splitAnswers(pages: PageText[], questionNumbers: readonly number[]): SplitResult {
  const questions = new Set(questionNumbers);
  const paperOrder = [...questions].sort((a, b) => a - b);
  // Pages are read in page order; an answer continues across pages until the next marker.
  const lines = [...pages]
    .sort((a, b) => a.page - b.page)
    .flatMap(({ page, text }) =>
      text.split(/\r?\n/).map((line) => ({ page, text: line, form: readForm(line, questions) })),
    );
  // Answers often contain numbered lists, so bare numbers ("3.", "(3)") are markers only in a
  // booklet whose student ignored the instruction and wrote no Q marker at all.
  const keywordStyle = lines.some((line) => line.form.kind === 'keyword');
  const bareNumbers = lines.flatMap((line, index) =>
    line.form.kind === 'bare' ? [{ index, number: line.form.number }] : [],
  );

  let segment: Segment = { questionNumber: null, parts: [] };
  const segments = [segment];
  let listLast = 0;
  let lastQuestion: number | null = null;
  const started = new Set<number>();

  /** The question a marker line starts (null: unassigned), or undefined when it is answer text. */
  function markerOf(form: Form, index: number): number | null | undefined {
    if (form.kind === 'keyword') return form.number;
    if (form.kind === 'text' || !questions.has(form.number)) return undefined;
    if (form.kind === 'bare') {
      return !keywordStyle && bareStarts(form.number, index) ? form.number : undefined;
    }
    // A misread Q counts only where the student would write a marker: first in the booklet, or
    // at the next question of the paper not yet answered, so a stray "O2." inside an answer does
    // not cut it short.
    if (!keywordStyle || started.has(form.number)) return undefined;
    if (lastQuestion === null) return form.number;
    const next = paperOrder.find((question) => question > lastQuestion!);
    return form.number === next ? next : undefined;
  }

  /** In a booklet without Q markers: whether a bare number of a question starts its answer. */
  function bareStarts(number: number, index: number): boolean {
    const current = segment.questionNumber;
    if (current === null) return true;
    // Such students answer in order, so a number not after the current question is a list item.
    if (number <= current) return false;
    if (number !== listLast + 1) return true;
    const following = bareNumbers.filter((bare) => bare.index > index).map((bare) => bare.number);
    return !continuesList(number, following, current);
  }

  lines.forEach(({ page, text, form }, index) => {
    const marker = markerOf(form, index);
    if (marker === undefined || form.kind === 'text') {
      if (form.kind === 'bare') listLast = form.number;
      addLine(segment, page, text);
      return;
    }
    // The marker is dropped; the rest of its line is the start of the answer.
    segment = { questionNumber: marker, markerPage: page, parts: [] };
    segments.push(segment);
    addLine(segment, page, form.rest);
    listLast = 0;
    if (marker !== null) {
      started.add(marker);
      lastQuestion = marker;
    }
  });

  return collect(segments);
}

function addLine(segment: Segment, page: number, line: string): void {
  const last = segment.parts.at(-1);
  if (last?.page === page) last.lines.push(line);
  else segment.parts.push({ page, lines: [line] });
}

/** A segment's text, page by page, and the pages that hold any of it. */
function readSegment(segment: Segment): { text: string; pages: number[] } {
  // Whitespace around each page's part is OCR noise; line breaks inside it are the student's.
  const parts = segment.parts
    .map((part) => ({ page: part.page, text: part.lines.join('\n').trim() }))
    .filter((part) => part.text !== '');
  // The marker's page counts even when nothing follows it: the teacher sees where the answer began.
  const pages = [
    ...(segment.markerPage === undefined ? [] : [segment.markerPage]),
    ...parts.map((part) => part.page),
  ];
  return { text: parts.map((part) => part.text).join('\n'), pages: [...new Set(pages)] };
}

function collect(segments: Segment[]): SplitResult {
  const answers = new Map<number, SplitAnswer>();
  const unassigned: SplitResult['unassigned'] = [];
  for (const segment of segments) {
    const { text, pages } = readSegment(segment);
    if (segment.questionNumber === null) {
      if (text !== '') unassigned.push({ text, pages });
      continue;
    }
    const earlier = answers.get(segment.questionNumber);
    if (!earlier) {
      // Kept even when empty, so the teacher sees the student started the question.
      answers.set(segment.questionNumber, { questionNumber: segment.questionNumber, text, pages });
      continue;
    }
    // A question taken up again later: its parts joined as paragraphs, its pages in reading order.
    earlier.text = [earlier.text, text].filter((part) => part !== '').join('\n\n');
    earlier.pages = [...new Set([...earlier.pages, ...pages])];
  }
  return {
    answers: [...answers.values()].sort((a, b) => a.questionNumber - b.questionNumber),
    unassigned,
  };
}
