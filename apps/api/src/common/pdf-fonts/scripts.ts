/** The scripts of India's languages that need a font of their own; everything else is 'latin'. */
export const INDIAN_SCRIPTS = [
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'arabic',
] as const;
export type IndianScript = (typeof INDIAN_SCRIPTS)[number];
export type Script = IndianScript | 'latin';

/** Unicode blocks of each script (Bengali also writes Assamese; Arabic, Urdu). */
const BLOCKS: [IndianScript, number, number][] = [
  ['devanagari', 0x0900, 0x097f],
  ['devanagari', 0x1cd0, 0x1cff],
  ['devanagari', 0xa8e0, 0xa8ff],
  ['bengali', 0x0980, 0x09ff],
  ['gurmukhi', 0x0a00, 0x0a7f],
  ['gujarati', 0x0a80, 0x0aff],
  ['oriya', 0x0b00, 0x0b7f],
  ['tamil', 0x0b80, 0x0bff],
  ['telugu', 0x0c00, 0x0c7f],
  ['kannada', 0x0c80, 0x0cff],
  ['malayalam', 0x0d00, 0x0d7f],
  ['arabic', 0x0600, 0x06ff],
  ['arabic', 0x0750, 0x077f],
  ['arabic', 0x08a0, 0x08ff],
  ['arabic', 0xfb50, 0xfdff],
  ['arabic', 0xfe70, 0xfeff],
];

/**
 * Characters every Indian script shares (the danda and double danda, Vedic tone marks, the zero
 * width joiners, the dotted circle) and spaces: they stay in the run they are in, so "पढ़ो। अब"
 * is one run, and a Bengali sentence's danda is drawn by the Bengali face.
 */
const SHARED = new Set([0x0951, 0x0952, 0x0964, 0x0965, 0x200c, 0x200d, 0x25cc]);

function blockScript(codePoint: number): Script {
  for (const [script, first, last] of BLOCKS) {
    if (codePoint >= first && codePoint <= last) return script;
  }
  return 'latin';
}

export type ScriptRun = { script: Script; text: string };

/** The text cut where its script changes (a question with an English term in it is three runs). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const shared = SHARED.has(codePoint) || /\s/u.test(char);
    const script = shared && current ? current.script : blockScript(codePoint);
    if (current?.script === script) current.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/** The scripts other than Latin the texts are written in: the faces a document needs. */
export function indianScriptsIn(texts: Iterable<string>): Set<IndianScript> {
  const found = new Set<IndianScript>();
  for (const text of texts) {
    for (const run of scriptRuns(text)) if (run.script !== 'latin') found.add(run.script);
  }
  return found;
}
