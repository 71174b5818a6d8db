import type { InterfaceLanguage } from '@markwise/contract';
import { sentencesFor, type FeedbackSentences } from './feedback-sentences.js';
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
  /** The language the student reads feedback in (default English). */
  language?: InterfaceLanguage;
};

export type Feedback = {
  feedback: string;
  improvementSuggestion: string;
  coveredPoints: string[];
  missingPoints: string[];
};

const MAX_TERMS = 8;

export function buildFeedback(input: FeedbackInput): Feedback {
  const say = sentencesFor(input.language);
  const coveredPoints = input.points.filter((p) => p.credit >= 0.5).map((p) => p.point);
  const missingPoints = input.points.filter((p) => p.credit < 0.5).map((p) => p.point);
  const coveredTerms = distinctSurfaces(input.terms.filter((t) => t.match > 0));
  const missingTerms = distinctSurfaces(input.terms.filter((t) => t.match === 0));

  const lines = [verdict(input.coverage, input.basis, say)];
  if (input.basis === 'rubric') {
    if (coveredPoints.length > 0) lines.push(say.coveredPoints(quoteList(coveredPoints, say)));
    if (missingPoints.length > 0) lines.push(say.missingPoints(quoteList(missingPoints, say)));
  } else {
    if (coveredTerms.length > 0) lines.push(say.coveredTerms(termList(coveredTerms, say)));
    if (missingTerms.length > 0) lines.push(say.missingTerms(termList(missingTerms, say)));
  }
  if (input.offTopic) lines.push(say.offTopic);
  if (input.ignored.length > 0) lines.push(say.markerTextIgnored);
  return {
    feedback: lines.join(' '),
    improvementSuggestion: suggestion({ input, missingPoints, missingTerms, say }),
    coveredPoints,
    missingPoints,
  };
}

function verdict(coverage: number, basis: FeedbackInput['basis'], say: FeedbackSentences): string {
  const band =
    coverage >= 0.85 ? 'all' : coverage >= 0.5 ? 'much' : coverage >= 0.2 ? 'some' : 'little';
  return `${say.covers[band]} ${say.markedAgainst[basis]}`;
}

function suggestion({
  input,
  missingPoints,
  missingTerms,
  say,
}: {
  input: FeedbackInput;
  missingPoints: string[];
  missingTerms: string[];
  say: FeedbackSentences;
}): string {
  const parts: string[] = [];
  if (missingPoints.length > 0) {
    const points = quoteList(missingPoints, say);
    parts.push(input.basis === 'rubric' ? say.addressPoints(points) : say.includeIdea(points));
  } else if (missingTerms.length > 0) {
    parts.push(say.alsoCover(termList(missingTerms, say)));
  }
  if (input.short) parts.push(say.writeFuller);
  if (parts.length === 0) parts.push(say.keepComplete);
  return parts.join(' ');
}

/** What a rule-decided exact short answer is told (right, wrong, or unsure). */
export function exactAnswerFeedback(input: {
  outcome: 'right' | 'wrong' | 'unsure';
  missingPoints: string[];
  say: FeedbackSentences;
}): Partial<Feedback> {
  const { outcome, missingPoints, say } = input;
  if (outcome === 'right') {
    return {
      feedback: say.exactRight,
      improvementSuggestion: say.keepExact,
      coveredPoints: missingPoints,
      missingPoints: [],
    };
  }
  return {
    feedback: outcome === 'wrong' ? say.exactWrong : say.exactUnsure,
    improvementSuggestion: say.checkWorking,
    coveredPoints: [],
  };
}

/** What a blank answer, or one that only addressed the marker, is told. */
export function emptyAnswerFeedback(input: {
  missingPoints: string[];
  onlyInstructions: boolean;
  say: FeedbackSentences;
}): Partial<Feedback> {
  const { missingPoints, say } = input;
  const expected =
    missingPoints.length > 0 ? say.lookedFor(missingPoints.map((p) => `"${p}"`).join('; ')) : '';
  return {
    feedback: input.onlyInstructions ? say.onlyMarkerText : say.noAnswer,
    improvementSuggestion: `${say.answerInOwnWords}${expected}`,
    coveredPoints: [],
  };
}

function distinctSurfaces(terms: readonly TermCoverage[]): string[] {
  return [...new Set(terms.map((t) => t.term.surface))].slice(0, MAX_TERMS);
}

function termList(words: readonly string[], say: FeedbackSentences): string {
  return joinList(
    words.map((word) => `**${word}**`),
    say,
  );
}

function quoteList(points: readonly string[], say: FeedbackSentences): string {
  return joinList(points.map(quotedPoint), say);
}

/**
 * A point as the feedback names it: in double quotes, its closing full stop (or danda) or
 * semicolon left out. The improvement suggestion names the points an answer missed this way, in
 * every language, so whoever reads the stored feedback back (the level's statistics) finds a
 * rubric point by this text.
 */
export function quotedPoint(point: string): string {
  return `"${point.replace(/[.;।]+$/u, '')}"`;
}

export function joinList(
  items: readonly string[],
  say: FeedbackSentences = sentencesFor('en'),
): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${say.and} ${items.at(-1)}`;
}
