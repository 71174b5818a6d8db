import { createRequire } from 'node:module';
import { isOneEditApart } from '../scoring/match.js';
import { isStopWord } from '../text/stopwords.js';
import { matchingKey } from '../text/terms.js';
import { normalizeText } from '../text/tokenize.js';

/**
 * Answers that are right or wrong, not more or less similar: a number (with its unit), yes/no, a
 * choice, a complexity class, a formula or a single word. The kind is read off the model answer
 * (and the teacher's accepted alternatives); the answer is compared with each after normalising,
 * and a mismatch is wrong.
 */
export type ShortAnswerKind = 'number' | 'boolean' | 'choice' | 'complexity' | 'formula' | 'word';

export type ShortAnswerVerdict = {
  kind: ShortAnswerKind;
  /** 'right': matches an expected answer; 'wrong': matches none; 'unsure': a teacher decides. */
  outcome: 'right' | 'wrong' | 'unsure';
  /** For a teacher: what was compared with what. */
  detail: string;
};

type Expected = { kind: ShortAnswerKind; text: string };

/**
 * Compares an answer with the expected short answers. Null when the model answer is not a short
 * answer (free text is marked by the scorer), or when a one-word question got an answer of more
 * than a few words (an explanation: the scorer marks it).
 */
export function compareShortAnswer(input: {
  answer: string;
  expected: readonly string[];
  question: string;
}): ShortAnswerVerdict | null {
  const expected = input.expected
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: shortAnswerKind(text), text }));
  const kind = expected[0]?.kind;
  if (!kind || expected.some((item) => item.kind === null)) return null;
  const typed = expected as Expected[];
  const compare = COMPARERS[kind];
  return compare({ answer: input.answer, expected: typed, question: input.question });
}

/** The kind of a short expected answer, or null for free text. */
export function shortAnswerKind(text: string): ShortAnswerKind | null {
  const plain = stripEnd(normalizeText(text));
  if (plain.length === 0 || plain.length > 60) return null;
  if (BOOLEAN.has(plain)) return 'boolean';
  if (choiceLetter(plain) !== null && /^\(?[a-z]\)?$|^option [a-z]$/u.test(plain)) return 'choice';
  if (COMPLEXITY.test(plain)) return 'complexity';
  if (parseQuantity(plain) !== null && NUMBER_ONLY.test(plain)) return 'number';
  if (looksLikeFormula(text)) return 'formula';
  if (contentWords(plain).length === 1 && !/\d/u.test(plain)) return 'word';
  return null;
}

type Comparer = (input: {
  answer: string;
  expected: readonly Expected[];
  question: string;
}) => ShortAnswerVerdict | null;

const stripEnd = (text: string) => text.replace(/[\s.!;,]+$/u, '').trim();

// ---------------------------------------------------------------- yes / no

const BOOLEAN = new Map([
  ['yes', true],
  ['true', true],
  ['correct', true],
  ['no', false],
  ['false', false],
  ['incorrect', false],
]);

function compareBoolean({ answer, expected }: Parameters<Comparer>[0]): ShortAnswerVerdict {
  const want = BOOLEAN.get(stripEnd(normalizeText(expected[0]!.text)));
  const words = normalizeText(answer).match(/\p{L}+/gu) ?? [];
  const at = words.findIndex((word) => BOOLEAN.has(word));
  if (at < 0) {
    return {
      kind: 'boolean',
      outcome: 'wrong',
      detail: `Expected "${expected[0]!.text}"; the answer says neither yes nor no.`,
    };
  }
  const first = BOOLEAN.get(words[at]!)!;
  // "Yes, it has no divisors": the first word answers; "yes or no" right after it hedges.
  const hedge = words
    .slice(at + 1, at + 3)
    .some((word) => BOOLEAN.has(word) && BOOLEAN.get(word) !== first);
  if (hedge)
    return { kind: 'boolean', outcome: 'unsure', detail: 'The answer says both yes and no.' };
  return {
    kind: 'boolean',
    outcome: first === want ? 'right' : 'wrong',
    detail: `Expected "${expected[0]!.text}"; the answer says "${first ? 'yes' : 'no'}".`,
  };
}

// ---------------------------------------------------------------- choices

function choiceLetter(text: string): string | null {
  const match = /^(?:option\s+)?\(?([a-e])\)?(?:[.)]|\s|$)/u.exec(text.trim());
  return match ? match[1]! : null;
}

function compareChoice({ answer, expected }: Parameters<Comparer>[0]): ShortAnswerVerdict {
  const wanted = new Set(expected.map((item) => choiceLetter(stripEnd(normalizeText(item.text)))));
  const letters = new Set(
    [
      ...normalizeText(answer).matchAll(/(?:^|[\s(])(?:option\s+)?\(?([a-e])\)?(?=[\s.),]|$)/gu),
    ].map((match) => match[1]!),
  );
  const shown = [...wanted].join(' or ');
  if (letters.size === 0) {
    return {
      kind: 'choice',
      outcome: 'wrong',
      detail: `Expected choice ${shown}; the answer names no choice.`,
    };
  }
  if (letters.size > 1) {
    return {
      kind: 'choice',
      outcome: 'unsure',
      detail: `The answer names several choices (${[...letters].join(', ')}).`,
    };
  }
  const [letter] = letters;
  return {
    kind: 'choice',
    outcome: wanted.has(letter!) ? 'right' : 'wrong',
    detail: `Expected choice ${shown}; the answer chose ${letter}.`,
  };
}

// ---------------------------------------------------------------- complexity

const COMPLEXITY = /^(?:big[- ]?)?[oθω]\s*\(.+\)$/iu;
const COMPLEXITY_IN_TEXT = /(?:big[- ]?)?[oθω]\s*\(((?:[^()]|\([^()]*\))+)\)/giu;
const COMPLEXITY_WORDS = new Map([
  ['constant', '1'],
  ['logarithmic', 'logn'],
  ['linear', 'n'],
  ['linearithmic', 'nlogn'],
  ['quadratic', 'n2'],
  ['cubic', 'n3'],
  ['exponential', '2n'],
  ['factorial', 'n!'],
]);

/** "O(n log n)", "O(nlog(n))", "Θ(n·lg n)" → "nlogn"; "O(n^2)", "O(n²)" → "n2". */
export function normalizeComplexity(inner: string): string {
  return normalizeText(inner)
    .replace(/²/gu, '2')
    .replace(/³/gu, '3')
    .replace(/\blg\b|\bln\b|\blog_?\s?2\b|\blog_?\s?10\b|\blog_?\s?e\b/gu, 'log')
    .replace(/\bn\s*squared\b/gu, 'n2')
    .replace(/[\s()*·×^]/gu, '');
}

function compareComplexity({ answer, expected }: Parameters<Comparer>[0]): ShortAnswerVerdict {
  const wanted = expected.map((item) => {
    const inner = [...item.text.matchAll(COMPLEXITY_IN_TEXT)][0]?.[1] ?? item.text;
    return normalizeComplexity(inner);
  });
  const written = [...answer.matchAll(COMPLEXITY_IN_TEXT)].map((match) =>
    normalizeComplexity(match[1]!),
  );
  const words = (normalizeText(answer).match(/\p{L}+/gu) ?? [])
    .map((word) => COMPLEXITY_WORDS.get(word))
    .filter((value): value is string => value !== undefined);
  const short = normalizeText(answer).replace(/[\s.]+$/u, '');
  const bare =
    written.length === 0 && words.length === 0 && short.length <= 12
      ? [normalizeComplexity(short)]
      : [];
  const found = [...new Set([...written, ...words, ...bare])];
  const shown = expected.map((item) => item.text).join(' or ');
  if (found.length === 0) {
    return {
      kind: 'complexity',
      outcome: 'wrong',
      detail: `Expected ${shown}; the answer states no complexity.`,
    };
  }
  const right = found.filter((value) => wanted.includes(value));
  if (right.length > 0 && right.length < found.length) {
    return {
      kind: 'complexity',
      outcome: 'unsure',
      detail: `The answer states several complexities; one of them is ${shown}.`,
    };
  }
  return {
    kind: 'complexity',
    outcome: right.length > 0 ? 'right' : 'wrong',
    detail: `Expected ${shown}; the answer states ${found.map((value) => `O(${value})`).join(', ')}.`,
  };
}

// ---------------------------------------------------------------- numbers with units

type Quantity = { value: number; unit: string | null; tolerance: number };

const NUMBER = String.raw`[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*(?:[eE]|[x×*]\s*10\^?)\s*[-+−]?\d+)?`;
const UNIT = String.raw`(?:%|°\s?[CF]?|[a-zA-Zµμ°Ω][a-zA-Zµμ°Ω0-9^²³/·.*-]*)`;
const TOLERANCE = String.raw`(?:\s*(?:±|\+\/-|\+-)\s*(?<tol>\d+(?:\.\d+)?)\s*(?<tolPercent>%)?)?`;
const QUANTITY = new RegExp(`(?<num>${NUMBER})(?:\\s*(?<unit>${UNIT}))?${TOLERANCE}`, 'gu');
const NUMBER_ONLY = new RegExp(`^${NUMBER}(?:\\s*${UNIT}(?:\\s+${UNIT})?)?${TOLERANCE}$`, 'u');

function parseNumber(text: string): number {
  const clean = text.replace(/,/gu, '').replace(/−/gu, '-').replace(/\s+/gu, '');
  const power = /^([-+]?[\d.]+)(?:[x×*]10\^?)([-+]?\d+)$/u.exec(clean);
  return power ? Number(power[1]) * 10 ** Number(power[2]) : Number(clean);
}

/** Half a unit of the last digit written: "9.8" is 9.75..9.85, "49" is 48.5..49.5. */
function implicitTolerance(numberText: string, value: number): number {
  const decimals = /\.(\d+)/u.exec(numberText.replace(/[eE].*$/u, ''))?.[1]?.length ?? 0;
  return Math.max(0.5 * 10 ** -decimals, Math.abs(value) * 1e-9);
}

function parseQuantity(text: string): Quantity | null {
  const match = [...text.matchAll(QUANTITY)][0];
  if (!match?.groups) return null;
  const value = parseNumber(match.groups.num!);
  if (!Number.isFinite(value)) return null;
  const unit = cleanUnit(match.groups.unit);
  const tol = match.groups.tol ? Number(match.groups.tol) : null;
  const tolerance =
    tol === null
      ? implicitTolerance(match.groups.num!, value)
      : match.groups.tolPercent
        ? (Math.abs(value) * tol) / 100
        : tol;
  return { value, unit, tolerance };
}

function cleanUnit(unit: string | undefined): string | null {
  const trimmed = unit?.replace(/[.]+$/u, '').trim();
  if (!trimmed) return null;
  // Words after a number ("apples", "operations") are not units unless mathjs knows them.
  return trimmed.replace(/²/gu, '^2').replace(/³/gu, '^3').replace(/·/gu, '*').replace(/μ/gu, 'u');
}

/** Converts `value unit` into `target` with mathjs; null when the units are not comparable. */
function convert(value: number, unit: string, target: string): number | null {
  try {
    const math = mathjs();
    if (unit === target) return value;
    const quantity = math.unit(value, unit);
    return quantity.equalBase(math.unit(1, target)) ? quantity.toNumber(target) : null;
  } catch {
    return null;
  }
}

function knownUnit(unit: string): boolean {
  if (unit === '%') return true;
  try {
    mathjs().unit(1, unit);
    return true;
  } catch {
    return false;
  }
}

const NUMBER_WORDS = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, value) => [word, String(value)]),
);

/** "one" → "1": a number written in words is the same number. */
function digitsForWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => NUMBER_WORDS.get(word.toLowerCase()) ?? word);
}

function compareNumber(input: Parameters<Comparer>[0]): ShortAnswerVerdict {
  const { expected, question } = input;
  const answer = digitsForWords(input.answer);
  const wanted = expected
    .map((item) => parseQuantity(stripEnd(item.text)))
    .filter((item): item is Quantity => item !== null);
  const given = new Set(
    [...question.matchAll(QUANTITY)].map((match) => parseNumber(match.groups!.num!)),
  );
  // Numbers copied from the question are data, not the answer; the last number left is the answer.
  const stated = [...answer.matchAll(QUANTITY)]
    .map((match) => ({
      value: parseNumber(match.groups!.num!),
      unit: cleanUnit(match.groups!.unit),
    }))
    .filter((item) => Number.isFinite(item.value) && !given.has(item.value));
  const shown = expected.map((item) => item.text.trim()).join(' or ');
  const final = stated.at(-1);
  if (!final) {
    return {
      kind: 'number',
      outcome: 'wrong',
      detail: `Expected ${shown}; the answer states no number.`,
    };
  }
  const matches = (item: { value: number; unit: string | null }) =>
    wanted.some((want) => agrees(item, want) === 'right');
  const verdicts = wanted.map((want) => agrees(final, want));
  if (verdicts.includes('right')) {
    return {
      kind: 'number',
      outcome: 'right',
      detail: `Expected ${shown}; the answer gives ${format(final)}.`,
    };
  }
  if (verdicts.includes('unit missing')) {
    return {
      kind: 'number',
      outcome: 'unsure',
      detail: `The number matches ${shown} but the answer gives no unit.`,
    };
  }
  if (stated.some(matches)) {
    return {
      kind: 'number',
      outcome: 'unsure',
      detail: `The answer states ${shown} along the way but ends on ${format(final)}.`,
    };
  }
  return {
    kind: 'number',
    outcome: 'wrong',
    detail: `Expected ${shown}; the answer gives ${format(final)}.`,
  };
}

function agrees(
  item: { value: number; unit: string | null },
  want: Quantity,
): 'right' | 'wrong' | 'unit missing' {
  const wantUnit = want.unit && knownUnit(want.unit) ? want.unit : null;
  const itemUnit = item.unit && knownUnit(item.unit) ? item.unit : null;
  if (!wantUnit) return Math.abs(item.value - want.value) <= want.tolerance ? 'right' : 'wrong';
  if (!itemUnit) {
    return Math.abs(item.value - want.value) <= want.tolerance ? 'unit missing' : 'wrong';
  }
  const converted =
    wantUnit === '%' || itemUnit === '%'
      ? wantUnit === itemUnit
        ? item.value
        : null
      : convert(item.value, itemUnit, wantUnit);
  if (converted === null) return 'wrong';
  return Math.abs(converted - want.value) <= want.tolerance ? 'right' : 'wrong';
}

const format = (item: { value: number; unit: string | null }) =>
  `${item.value}${item.unit ? ` ${item.unit}` : ''}`;

// ---------------------------------------------------------------- formulas

const FORMULA_CHARS = /^[\p{L}\p{N}\s+\-−*/^=().·×²³√]+$/u;

function looksLikeFormula(text: string): boolean {
  const plain = stripEnd(text.trim());
  if (!FORMULA_CHARS.test(plain) || !/[=+\-−*/^²³]/u.test(plain)) return false;
  // Symbols, not words: every run of letters is short (F, ma, mc, sin).
  const words = plain.match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.every((word) => word.length <= 3) && /=|[+*/^²³]/u.test(plain);
}

function compareFormula({ answer, expected }: Parameters<Comparer>[0]): ShortAnswerVerdict | null {
  const shown = expected.map((item) => item.text.trim()).join(' or ');
  const candidates = formulaCandidates(answer);
  if (candidates.length === 0) {
    return {
      kind: 'formula',
      outcome: 'wrong',
      detail: `Expected ${shown}; the answer gives no formula.`,
    };
  }
  for (const want of expected) {
    const reference = formulaFunction(stripEnd(want.text));
    if (!reference) return null;
    for (const candidate of candidates) {
      const written = formulaFunction(candidate);
      if (written && equivalent(reference, written)) {
        return {
          kind: 'formula',
          outcome: 'right',
          detail: `The answer's ${candidate} is the same formula as ${want.text.trim()}.`,
        };
      }
    }
  }
  return {
    kind: 'formula',
    outcome: 'wrong',
    detail: `Expected ${shown}; the answer's ${candidates.at(-1)} is not the same formula.`,
  };
}

const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'log', 'ln', 'exp', 'sqrt']);

/** Stretches of the answer that read as formulas (an equation, or the whole short answer). */
function formulaCandidates(answer: string): string[] {
  const pieces = answer
    .split(/[,;\n]|\.\s|\b(?:so|thus|therefore|hence|is|are|gives|where)\b/iu)
    .map((piece) => stripEnd(piece.replace(/^.*?:\s*/u, '').trim()))
    .filter((piece) => piece.length > 0 && looksLikeFormula(piece));
  return pieces;
}

type FormulaFunction = { variables: string[]; value: (scope: Record<string, number>) => number };

/**
 * The formula as a function of its variables: an equation `l = r` becomes `l - r`, so "F = ma",
 * "ma = F" and "F - ma = 0" are the same up to a factor. Letters written together multiply ("ma"
 * is m·a, as in school physics), on both sides alike, so "KE" stays consistent.
 */
function formulaFunction(text: string): FormulaFunction | null {
  try {
    const math = mathjs();
    let source = text
      .replace(/−/gu, '-')
      .replace(/[·×]/gu, '*')
      .replace(/²/gu, '^2')
      .replace(/³/gu, '^3')
      .replace(/√/gu, 'sqrt');
    source = source.replace(/\p{L}+/gu, (word) =>
      FUNCTIONS.has(word) ? word : word.split('').join('*'),
    );
    const sides = source.split('=');
    if (sides.length > 2) return null;
    const expression = sides.length === 2 ? `(${sides[0]}) - (${sides[1]})` : source;
    const node = math.parse(expression);
    const variables = [
      ...new Set(
        node
          .filter((n: { type: string; name?: string }) => n.type === 'SymbolNode')
          .map((n: { name?: string }) => n.name!)
          .filter((name: string) => !FUNCTIONS.has(name) && name !== 'pi' && name !== 'e'),
      ),
    ] as string[];
    const compiled = node.compile();
    return { variables, value: (scope) => Number(compiled.evaluate({ ...scope })) };
  } catch {
    return null;
  }
}

/** Same function up to a constant factor, checked at fixed sample points. */
function equivalent(a: FormulaFunction, b: FormulaFunction): boolean {
  const variables = [...new Set([...a.variables, ...b.variables])].sort();
  if (variables.join() !== [...new Set(a.variables)].sort().join()) return false;
  let ratio: number | null = null;
  for (let sample = 0; sample < 6; sample += 1) {
    const scope = Object.fromEntries(
      variables.map((name, index) => [name, samplePoint(sample, index)]),
    );
    const left = a.value(scope);
    const right = b.value(scope);
    if (!Number.isFinite(left) || !Number.isFinite(right)) return false;
    if (Math.abs(left) < 1e-9 && Math.abs(right) < 1e-9) continue;
    if (Math.abs(left) < 1e-9 || Math.abs(right) < 1e-9) return false;
    const current = right / left;
    if (ratio === null) ratio = current;
    else if (Math.abs(current - ratio) > 1e-6 * Math.max(1, Math.abs(ratio))) return false;
  }
  return ratio !== null;
}

/** Deterministic points away from 0 and 1, where different formulas rarely agree. */
function samplePoint(sample: number, variable: number): number {
  const primes = [1.37, 2.71, 0.61, 3.19, 1.93, 0.83, 2.29, 1.51];
  return primes[(sample * 3 + variable) % primes.length]! + sample * 0.17;
}

// ---------------------------------------------------------------- single words

/** Longer answers to a one-word question are explanations: the scorer marks them. */
const WORD_ANSWER_MAX_WORDS = 4;

function contentWords(text: string): string[] {
  return (normalizeText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter(
    (word) => !isStopWord(word),
  );
}

function compareWord({ answer, expected }: Parameters<Comparer>[0]): ShortAnswerVerdict | null {
  const words = contentWords(answer);
  if (words.length > WORD_ANSWER_MAX_WORDS) return null;
  const shown = expected.map((item) => `"${stripEnd(item.text.trim())}"`).join(' or ');
  const wanted = expected.map((item) => contentWords(item.text)[0]!);
  const negated = /\b(not|never|no)\b|नहीं|இல்லை/u.test(normalizeText(answer));
  const hit = words.some((word) =>
    wanted.some((want) => matchingKey(word) === matchingKey(want) || isOneEditApart(word, want)),
  );
  if (hit && !negated) {
    return { kind: 'word', outcome: 'right', detail: `Expected ${shown}; the answer says it.` };
  }
  return {
    kind: 'word',
    outcome: hit ? 'unsure' : 'wrong',
    detail: hit
      ? `The answer says ${shown} with a negation.`
      : `Expected ${shown}; the answer says "${answer.trim().slice(0, 80)}".`,
  };
}

const COMPARERS: Record<ShortAnswerKind, Comparer> = {
  boolean: compareBoolean,
  choice: compareChoice,
  complexity: compareComplexity,
  number: compareNumber,
  formula: compareFormula,
  word: compareWord,
};

// mathjs takes about a second to load: only answers with units or formulas need it.
type MathJs = {
  unit(
    value: number,
    unit: string,
  ): {
    equalBase(other: unknown): boolean;
    toNumber(unit: string): number;
  };
  parse(expression: string): {
    filter(test: (node: { type: string; name?: string }) => boolean): { name?: string }[];
    compile(): { evaluate(scope: Record<string, number>): unknown };
  };
};
let loaded: MathJs | undefined;
function mathjs(): MathJs {
  loaded ??= createRequire(import.meta.url)('mathjs') as MathJs;
  return loaded;
}
