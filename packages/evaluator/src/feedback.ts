import type { PointCoverage } from './scoring/rubric.js';
import type { TermCoverage } from './scoring/match.js';

export type FeedbackInput = {
  /** How much of the expected content the answer covers, 0..1 (not the mark, which is calibrated). */
  coverage: number;
  /** "rubric" points carry marks; "model answer" points are its sentences. */
  basis: 'rubric' | 'model answer' | 'question';
  points: readonly PointCoverage[];
  /** Key words of the reference and how well the answer covers each. */
  terms: readonly TermCoverage[];
  /** The answer is much shorter than the reference. */
  short: boolean;
  /** The answer shares no word with the reference, the question or the class's answers. */
  offTopic?: boolean;
  /** Marker-directed sentences that were ignored. */
  ignored: readonly string[];
};

export type Feedback = {
  feedback: string;
  improvementSuggestion: string;
  coveredPoints: string[];
  missingPoints: string[];
};

const MAX_TERMS = 8;

export function buildFeedback(input: FeedbackInput): Feedback {
  const coveredPoints = input.points.filter((p) => p.credit >= 0.5).map((p) => p.point);
  const missingPoints = input.points.filter((p) => p.credit < 0.5).map((p) => p.point);
  const coveredTerms = distinctSurfaces(input.terms.filter((t) => t.match > 0));
  const missingTerms = distinctSurfaces(input.terms.filter((t) => t.match === 0));

  const lines = [verdict(input.coverage, input.basis)];
  if (input.basis === 'rubric') {
    if (coveredPoints.length > 0) lines.push(`Covered: ${quoteList(coveredPoints)}.`);
    if (missingPoints.length > 0) lines.push(`Not covered: ${quoteList(missingPoints)}.`);
  } else {
    if (coveredTerms.length > 0) lines.push(`It covers: ${termList(coveredTerms)}.`);
    if (missingTerms.length > 0) lines.push(`It does not mention: ${termList(missingTerms)}.`);
  }
  if (input.offTopic) {
    lines.push(
      'It shares no key word with the expected answer or the question: it may be off-topic, or a paraphrase the built-in marker cannot recognise, so a teacher should check it.',
    );
  }
  if (input.ignored.length > 0) {
    lines.push('Text addressed to the marker was ignored; only the answer itself was marked.');
  }
  return {
    feedback: lines.join(' '),
    improvementSuggestion: suggestion(input, missingPoints, missingTerms),
    coveredPoints,
    missingPoints,
  };
}

function verdict(coverage: number, basis: FeedbackInput['basis']): string {
  const against =
    basis === 'question'
      ? 'No model answer or rubric was set, so this was marked on its relevance to the question.'
      : `Marked against the ${basis}.`;
  if (coverage >= 0.85) return `The answer covers what was expected. ${against}`;
  if (coverage >= 0.5) return `The answer covers much of what was expected. ${against}`;
  if (coverage >= 0.2) return `The answer covers some of what was expected. ${against}`;
  return `The answer covers little of what was expected. ${against}`;
}

function suggestion(input: FeedbackInput, missingPoints: string[], missingTerms: string[]): string {
  const parts: string[] = [];
  if (missingPoints.length > 0) {
    const label = input.basis === 'rubric' ? 'Address' : 'Include the idea that';
    parts.push(`${label} ${quoteList(missingPoints)}.`);
  } else if (missingTerms.length > 0) {
    parts.push(`Also cover ${termList(missingTerms)}.`);
  }
  if (input.short) parts.push('Write a fuller answer: state the idea, then explain it briefly.');
  if (parts.length === 0) {
    parts.push('Keep answers this complete; a short example can make the explanation clearer.');
  }
  return parts.join(' ');
}

function distinctSurfaces(terms: readonly TermCoverage[]): string[] {
  return [...new Set(terms.map((t) => t.term.surface))].slice(0, MAX_TERMS);
}

function termList(words: readonly string[]): string {
  return joinList(words.map((word) => `**${word}**`));
}

function quoteList(points: readonly string[]): string {
  return joinList(points.map(quotedPoint));
}

/**
 * A point as the feedback names it: in double quotes, its closing full stop or semicolon left out.
 * The improvement suggestion names the points an answer missed this way, so whoever reads the
 * stored feedback back (the level's statistics) finds a rubric point by this text.
 */
export function quotedPoint(point: string): string {
  return `"${point.replace(/[.;]+$/u, '')}"`;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
