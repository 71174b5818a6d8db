// 1. Its Indic and Universal shapers (conjuncts, vowel signs drawn before their consonant) find
// syllables with a generator Babel compiled into `regeneratorRuntime` calls without bundling that
// runtime: laying out Devanagari, Tamil or Gujarati threw "regeneratorRuntime is not defined"
// (Hopding/pdf-lib#785, #1419). The runtime sets that global.
import 'regenerator-runtime/runtime.js';
import fontkit, { type Font } from '@pdf-lib/fontkit';

/**
 * @pdf-lib/fontkit 1.1.1 (unmaintained since 2020) with the three fixes drawing India's scripts
 * needs (the first is the import above). Pinned, so the internals the second relies on do not move.
 */

type GlyphBytes = { length: number; [index: number]: number };
type TtfSubset = { glyf: GlyphBytes[]; offset: number; _addGlyph(gid: number): number };
const padded = new WeakSet<object>();

/**
 * 2. A subset copies each glyph's bytes as they are, and writes the short `loca` format (offsets
 * halved) whenever the glyphs fit in 128 KB: a glyph of odd length (Noto's Telugu and Naskh
 * Arabic have hundreds; their long `loca` allows it) shifts every later glyph, which then draws
 * as nothing. Each glyph is padded to an even length, as the format requires.
 */
function padGlyphsOfSubsets(font: Font) {
  const subset = Object.getPrototypeOf(font.createSubset()) as TtfSubset;
  if (padded.has(subset) || typeof subset._addGlyph !== 'function') return;
  padded.add(subset);
  const addGlyph = subset._addGlyph;
  subset._addGlyph = function (this: TtfSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const bytes = this.glyf[index]!;
    if (bytes.length % 2 === 1) {
      // Of the bundle's own Buffer class, which its encoder insists on.
      const even = (bytes.constructor as unknown as { alloc(size: number): GlyphBytes }).alloc(
        bytes.length + 1,
      );
      for (let at = 0; at < bytes.length; at++) even[at] = bytes[at]!;
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
}

/**
 * 3. Layout features to pass with every face: glyph positioning (GPOS) off. pdf-lib draws each
 * glyph at its advance width and ignores GPOS offsets, so positioning only costs time, and
 * fontkit's throws on the empty anchors of Noto's Gurmukhi and Telugu mark tables ("Cannot read
 * properties of null (reading 'xCoordinate')"). Substitution (conjuncts, reordering) stays on.
 */
export const WITHOUT_POSITIONING = {
  kern: false,
  mark: false,
  mkmk: false,
  abvm: false,
  blwm: false,
  dist: false,
  curs: false,
};

/** fontkit for `PDFDocument.registerFontkit`: every font it makes subsets correctly. */
export const patchedFontkit: typeof fontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(data, postscriptName);
    padGlyphsOfSubsets(font);
    return font;
  },
};
