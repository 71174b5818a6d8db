import { readFile } from 'node:fs/promises';
import { type Color, type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { patchedFontkit, WITHOUT_POSITIONING } from './patched-fontkit.js';
import { type FontWeight, notoFile } from './noto-files.js';
import { type IndianScript, indianScriptsIn, scriptRuns } from './scripts.js';

type Faces = { latin: PDFFont } & Partial<Record<IndianScript, PDFFont>>;
type Placement = { x: number; y: number; size: number; color?: Color };

/**
 * Text in any of India's scripts, mixed with English on one line: each run of a script is drawn
 * by its Noto face (embedded as a subset of the glyphs used, shaped by fontkit), Latin by the
 * standard Helvetica. Runs go left to right in the order written: a line of Urdu has its words
 * shaped right to left, but a line mixing it with English is not reordered.
 */
export class MixedScriptFont {
  private readonly latinCharacters: Set<number>;

  constructor(private readonly faces: Faces) {
    this.latinCharacters = new Set(faces.latin.getCharacterSet());
  }

  /**
   * The text as it prints: NFC, one space for any run of whitespace, and one '?' for each run of
   * characters no face here draws (an emoji; a script whose face was not embedded), which
   * would otherwise throw.
   */
  printable(text: string): string {
    let result = '';
    for (const run of scriptRuns(text.normalize('NFC').replace(/\s+/g, ' '))) {
      if (run.script !== 'latin' && this.faces[run.script]) {
        result += run.text;
        continue;
      }
      for (const char of run.text) {
        const drawn = run.script === 'latin' && this.latinCharacters.has(char.codePointAt(0)!);
        if (drawn || char === ' ') result += char;
        else if (!result.endsWith('?')) result += '?';
      }
    }
    return result;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce(
      (width, run) => width + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** Draws the text with its left end at x and its baseline at y. */
  draw(page: PDFPage, text: string, { x, y, size, color }: Placement) {
    let left = x;
    for (const { text: part, font } of this.runs(text)) {
      page.drawText(part, { x: left, y, size, font, ...(color ? { color } : {}) });
      left += font.widthOfTextAtSize(part, size);
    }
  }

  private runs(text: string): { text: string; font: PDFFont }[] {
    return scriptRuns(this.printable(text)).map((run) => ({
      text: run.text,
      font: (run.script === 'latin' ? undefined : this.faces[run.script]) ?? this.faces.latin,
    }));
  }
}

/** Each face's file, read once per process (a few tens of KB each). */
const files = new Map<string, Promise<Buffer>>();
const bytesOf = (path: string) => {
  let bytes = files.get(path);
  if (!bytes) files.set(path, (bytes = readFile(path)));
  return bytes;
};

/**
 * Regular and bold fonts able to draw every text the document will print: a script's faces are
 * read and embedded only when one of the texts is written in it, so an English document has
 * Helvetica alone, as before.
 */
export async function embedMixedScriptFonts(
  pdf: PDFDocument,
  texts: Iterable<string>,
): Promise<Record<FontWeight, MixedScriptFont>> {
  const scripts = [...indianScriptsIn(texts)];
  if (scripts.length > 0) pdf.registerFontkit(patchedFontkit);
  const embed = async (weight: FontWeight, latin: StandardFonts) => {
    const faces: Faces = { latin: await pdf.embedFont(latin) };
    for (const script of scripts) {
      const bytes = await bytesOf(notoFile(script, weight));
      faces[script] = await pdf.embedFont(bytes, { subset: true, features: WITHOUT_POSITIONING });
    }
    return new MixedScriptFont(faces);
  };
  return {
    regular: await embed('regular', StandardFonts.Helvetica),
    bold: await embed('bold', StandardFonts.HelveticaBold),
  };
}
