import { analyze } from '../text/terms.js';
import { EMPTY_LEXICON } from '../vectors/lexicon.js';
import { bagOf } from './peers.js';
import { toMarks } from './calibration.js';

/** A teacher's mark on one answer to a question, beside the machine's mark for it. */
export type Anchor = { answer: string; machineMarks: number; teacherMarks: number };

export type AnchorTarget = {
  question: string;
  answer: string;
  /** The machine's own mark for this answer (before any anchoring). */
  machineMarks: number;
  maxMarks: number;
};

/**
 * Re-calibrates a machine mark with the teacher's marks on other answers to the same question:
 * the machine's bias on the marked answers is removed (shrunk while there are few of them), and
 * the marks of the most similar marked answers are blended in by their similarity.
 */
export type AnchorOptions = { shrink: number; neighbours: number; maxBlend: number };
export const DEFAULT_ANCHOR_OPTIONS: AnchorOptions = { shrink: 2, neighbours: 3, maxBlend: 0.5 };

export function anchoredMarks(
  target: AnchorTarget,
  anchors: readonly Anchor[],
  options: AnchorOptions = DEFAULT_ANCHOR_OPTIONS,
): number {
  return anchorsOf(target.question, anchors, options)(target);
}

/** One answer of the anchors' question to re-calibrate. */
export type AnchoredAnswer = Omit<AnchorTarget, 'question'>;

/**
 * anchoredMarks for many answers of one question: the question and its anchors are analysed once
 * here, not again for every answer (a desk re-calibrates hundreds against tens of anchors).
 */
export function anchorsOf(
  question: string,
  anchors: readonly Anchor[],
  options: AnchorOptions = DEFAULT_ANCHOR_OPTIONS,
): (target: AnchoredAnswer) => number {
  const { shrink: SHRINK, neighbours: NEIGHBOURS, maxBlend: MAX_BLEND } = options;
  const usable = anchors.filter(
    (anchor) => Number.isFinite(anchor.machineMarks) && Number.isFinite(anchor.teacherMarks),
  );
  if (usable.length === 0) return (target) => target.machineMarks;
  const bias =
    usable.reduce((sum, anchor) => sum + anchor.teacherMarks - anchor.machineMarks, 0) /
    usable.length;
  const shift = (bias * usable.length) / (usable.length + SHRINK);
  const questionKeys = keysOf(question);
  // Anchors by word (an inverted index): an answer's cosine to every anchor sums over its own
  // words alone, so hundreds of anchors cost what their shared words do, not a pass over each.
  const postings = new Map<string, { anchor: number; weight: number }[]>();
  for (const [index, anchor] of usable.entries()) {
    for (const [key, weight] of bagOf(analyze(anchor.answer, EMPTY_LEXICON), questionKeys)) {
      const list = postings.get(key);
      if (list) list.push({ anchor: index, weight });
      else postings.set(key, [{ anchor: index, weight }]);
    }
  }
  return (target) => {
    if (!(target.maxMarks > 0)) return target.machineMarks;
    const shifted = target.machineMarks + shift;
    const similarity = new Float64Array(usable.length);
    for (const [key, weight] of bagOf(analyze(target.answer, EMPTY_LEXICON), questionKeys)) {
      for (const posting of postings.get(key) ?? []) {
        similarity[posting.anchor]! += weight * posting.weight;
      }
    }
    const neighbours = nearest(similarity, NEIGHBOURS).map((index) => ({
      anchor: usable[index]!,
      similarity: similarity[index]!,
    }));
    let mark = shifted;
    if (neighbours.length > 0) {
      const weight = neighbours.reduce((sum, n) => sum + n.similarity, 0);
      const nearest = neighbours.reduce((sum, n) => sum + n.similarity * n.anchor.teacherMarks, 0);
      const blend = Math.min(MAX_BLEND, weight / neighbours.length);
      mark = (1 - blend) * shifted + blend * (nearest / weight);
    }
    return toMarks(mark / target.maxMarks, target.maxMarks);
  };
}

/** The indexes of the `count` largest positive values, largest first (earlier ones win ties). */
function nearest(values: Float64Array, count: number): number[] {
  const best: number[] = [];
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    if (!(value > 0)) continue;
    if (best.length === count && value <= values[best[count - 1]!]!) continue;
    let at = best.length === count ? count - 1 : best.length;
    while (at > 0 && values[best[at - 1]!]! < value) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = index;
    if (best.length > count) best.length = count;
  }
  return best;
}

function keysOf(text: string): ReadonlySet<string> {
  return new Set(analyze(text, EMPTY_LEXICON).map((term) => term.key));
}
