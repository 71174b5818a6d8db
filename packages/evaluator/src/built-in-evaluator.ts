import { buildFeedback, type Feedback } from './feedback.js';
import { compareShortAnswer, type ShortAnswerVerdict } from './review/short-answers.js';
import { relevanceGates } from './review/relevance.js';
import {
  CALIBRATION_WITH_PEERS,
  CALIBRATION_WITHOUT_PEERS,
  calibratedShare,
  toMarks,
  type Calibration,
  type CalibrationFeatures,
} from './scoring/calibration.js';
import { charGramSimilarity } from './scoring/char-grams.js';
import {
  analyzeAnswer,
  prepareReference,
  type AnalyzedAnswer,
  type Reference,
  type ScoringContext,
} from './scoring/features.js';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from './scoring/match.js';
import { bagOf, buildPeerCentroid, peerSimilarity, type PeerCentroid } from './scoring/peers.js';
import { coverPoints, rubricShare, splitIntoPoints } from './scoring/rubric.js';
import { isNonAnswer, stripMarkerDirectedText } from './text/guard.js';
import { dominantScript, scriptName } from './text/script.js';
import { tokenize } from './text/tokenize.js';
import type {
  EvaluationInput,
  EvaluationResult,
  Evaluator,
  ReviewReason,
  RubricPoint,
} from './types.js';
import { loadShippedLexicon, type Lexicon } from './vectors/lexicon.js';

export const BUILT_IN_EVALUATOR_NAME = 'built-in';

/**
 * A suggestion below this share of the marks rests on weak evidence (word overlap can miss a right
 * answer in other words, and credit a wrong one that shares words): a teacher confirms it.
 */
export const REVIEW_BELOW_SHARE = 0.8;
/** One-at-a-time and class-aware marks this far apart (share of the marks) disagree. */
export const MODES_DISAGREE_SHARE = 0.2;

export type BuiltInEvaluatorOptions = {
  /** Word vectors for soft matching; defaults to the shipped English vectors. */
  lexicon?: Lexicon;
  match?: MatchOptions;
  /**
   * What `peerAnswers` are for: 'mark' (bulk marking of a whole class: the mark uses them) or
   * 'check' (an exam: the mark is the answer's own, and a class-aware mark far from it sends the
   * answer to review). 'off' ignores them. Default 'mark'.
   */
  peers?: 'mark' | 'check' | 'off';
  calibration?: { withPeers: Calibration; withoutPeers: Calibration };
};

export type BuiltInEvaluator = Evaluator & {
  /** The same marking without the promise, for bulk runs and tests. */
  evaluateSync(input: EvaluationInput): EvaluationResult;
  /**
   * The calibrated features of an answer, for fitting. `calibrated` is false for answers whose
   * mark a rule decides (blank, exact short answers, another script, off-topic, restated).
   */
  features(input: EvaluationInput): CalibrationFeatures & { calibrated: boolean };
};

type Basis = 'rubric' | 'model answer' | 'question';

/** The comparison of an answer with one reference text (model answer or accepted alternative). */
type Scored = {
  reference: Reference;
  analyzed: AnalyzedAnswer;
  features: CalibrationFeatures;
  /** The share the mark is made of: class-aware when peers mark, else the answer's own. */
  share: number;
  /** Marked on its own and beside the class's answers (when the class was given). */
  ownShare: number;
  classShare: number | undefined;
};

export function createBuiltInEvaluator(options: BuiltInEvaluatorOptions = {}): BuiltInEvaluator {
  const context: ScoringContext = {
    lexicon: options.lexicon ?? loadShippedLexicon(),
    match: options.match ?? DEFAULT_MATCH_OPTIONS,
  };
  const calibration = options.calibration ?? {
    withPeers: CALIBRATION_WITH_PEERS,
    withoutPeers: CALIBRATION_WITHOUT_PEERS,
  };
  const peerMode = options.peers ?? 'mark';
  // Peer centroids are costly to rebuild for every answer of a class: keep one per peer list.
  const centroids = new WeakMap<readonly string[], Map<string, PeerCentroid>>();

  function peerCentroid(input: EvaluationInput, reference: Reference): PeerCentroid | undefined {
    const peers = input.peerAnswers;
    if (peerMode === 'off' || !peers || peers.length === 0) return undefined;
    const byQuestion = centroids.get(peers) ?? new Map<string, PeerCentroid>();
    centroids.set(peers, byQuestion);
    let centroid = byQuestion.get(input.question);
    if (!centroid) {
      const answers = peers.map((peer) => stripMarkerDirectedText(peer).text);
      centroid = buildPeerCentroid({ answers, questionKeys: reference.questionKeys, ...context });
      byQuestion.set(input.question, centroid);
    }
    return centroid;
  }

  function score(input: EvaluationInput, answer: string, text: string, basis: Basis): Scored {
    const reference = prepareReference({ question: input.question, reference: text }, context);
    const analyzed = analyzeAnswer(reference, answer, context);
    const peers = basis === 'question' ? undefined : peerCentroid(input, reference);
    const peer = peers
      ? peerSimilarity({ answer, bag: bagOf(analyzed.terms, reference.questionKeys), peers })
      : undefined;
    const { recall, precision, lengthRatio, questionOverlap } = analyzed;
    const own = { recall, precision, lengthRatio, questionOverlap };
    const charSimilarity = charGramSimilarity(answer, text);
    const features: CalibrationFeatures = { ...own, charSimilarity, peer };
    const ownShare = calibratedShare({ ...own, charSimilarity }, calibration.withoutPeers);
    const classShare =
      peer === undefined ? undefined : calibratedShare(features, calibration.withPeers);
    const share = classShare !== undefined && peerMode === 'mark' ? classShare : ownShare;
    return { reference, analyzed, features, share, ownShare, classShare };
  }

  function assess(input: EvaluationInput) {
    const guarded = stripMarkerDirectedText(input.answer ?? '');
    const answer = guarded.text;
    const marker: ReviewReason[] =
      guarded.removed.length > 0
        ? [
            {
              code: 'marker_directed',
              detail: `Text addressed to the marker was ignored: "${clip(guarded.removed.join(' '))}".`,
            },
          ]
        : [];
    const { basis, texts } = referencesOf(input);
    const points = pointsOf(input, basis);
    const covered = coverPoints({ question: input.question, points, answer }, context);

    const exact =
      basis === 'model answer'
        ? compareShortAnswer({ answer, expected: texts, question: input.question })
        : null;
    // Scored against every accepted text; the best one stands (feedback follows it).
    const scored = texts
      .map((text) => score(input, answer, text, basis))
      .reduce((best, next) => (next.share > best.share ? next : best));
    const tokens = tokenize(answer);
    const empty = exact === null && (scored.analyzed.terms.length === 0 || isNonAnswer(answer));
    const answerScript = dominantScript(answer);
    const expectedScript = dominantScript(texts[0] ?? input.question);
    const otherScript =
      !empty && answerScript !== null && expectedScript !== null && answerScript !== expectedScript;
    const gates =
      empty || exact || otherScript
        ? []
        : relevanceGates({
            analyzed: scored.analyzed,
            tokens,
            referenceSize: scored.reference.terms.length,
            referenceKeys: [
              ...scored.reference.terms.map((term) => term.key),
              ...scored.reference.questionKeys,
            ],
            script: answerScript,
            peer: scored.features.peer,
            answer,
            reference: texts[0]!,
          });
    const calibrated = !empty && !exact && !otherScript && gates.every((gate) => gate.maxShare > 0);
    return {
      input,
      guarded,
      marker,
      basis,
      covered,
      exact,
      scored,
      empty,
      otherScript: otherScript ? { answerScript, expectedScript } : null,
      gates,
      calibrated,
    };
  }

  function evaluateSync(input: EvaluationInput): EvaluationResult {
    const a = assess(input);
    const max = input.maxMarks;
    const feedback = buildFeedback({
      coverage: a.basis === 'rubric' ? rubricShare(a.covered) : a.scored.analyzed.recall,
      basis: a.basis,
      points: a.covered,
      terms: a.scored.analyzed.coverage,
      short:
        a.scored.analyzed.terms.length > 0 &&
        a.scored.analyzed.terms.length < 0.5 * a.scored.reference.terms.length,
      offTopic: a.gates.some((gate) => gate.code === 'off_topic'),
      ignored: a.guarded.removed,
    });
    const result = (
      marks: number,
      reasons: ReviewReason[],
      text: Partial<Feedback> = {},
    ): EvaluationResult => {
      const all = [...a.marker, ...reasons];
      return {
        marksAwarded: marks,
        ...feedback,
        ...text,
        confidence: all.length > 0 ? 'needs_review' : 'confident',
        reviewReasons: all,
        evaluator: BUILT_IN_EVALUATOR_NAME,
      };
    };

    if (a.exact) return exactResult(a.exact, max, feedback.missingPoints, result);
    if (a.empty) {
      return result(0, [], emptyAnswerFeedback(feedback.missingPoints, a.marker.length > 0));
    }
    if (a.otherScript) {
      const { answerScript, expectedScript } = a.otherScript;
      return result(
        0,
        [
          {
            code: 'other_language',
            detail: `The answer is written in ${scriptName(answerScript!)} and the expected answer in ${scriptName(expectedScript!)}: the built-in marker cannot compare them.`,
          },
        ],
        {
          feedback: 'Your teacher will mark this answer.',
          improvementSuggestion: 'Answer in the language of the question paper.',
        },
      );
    }
    const share = a.basis === 'rubric' ? rubricShare(a.covered) : a.scored.share;
    const cap = Math.min(1, ...a.gates.map((gate) => gate.maxShare));
    const marks = toMarks(Math.min(share, cap), max);
    const reasons: ReviewReason[] = a.gates.map(({ code, detail }) => ({ code, detail }));
    const { ownShare, classShare } = a.scored;
    if (
      a.basis !== 'rubric' &&
      classShare !== undefined &&
      Math.abs(classShare - ownShare) >= MODES_DISAGREE_SHARE
    ) {
      reasons.push({
        code: 'modes_disagree',
        detail: `Marked on its own it earns ${toMarks(ownShare, max)} of ${max}; beside the class's answers ${toMarks(classShare, max)}.`,
      });
    }
    if (reasons.length === 0 && marks < REVIEW_BELOW_SHARE * max) {
      const noKeyWord = a.scored.analyzed.recall === 0 && a.scored.analyzed.precision === 0;
      reasons.push({
        code: 'uncertain',
        detail: noKeyWord
          ? "The answer is about the question but uses none of the expected answer's key words: it may be wrong, or right in other words."
          : `The suggestion (${marks} of ${max}) rests on word overlap alone, which can miss a right answer in other words.`,
      });
    }
    return result(marks, reasons);
  }

  function features(input: EvaluationInput): CalibrationFeatures & { calibrated: boolean } {
    const a = assess(input);
    return { ...a.scored.features, calibrated: a.calibrated };
  }

  return {
    name: BUILT_IN_EVALUATOR_NAME,
    evaluate: (input) => Promise.resolve().then(() => evaluateSync(input)),
    evaluateSync,
    features,
  };
}

function exactResult(
  verdict: ShortAnswerVerdict,
  max: number,
  missingPoints: string[],
  result: (marks: number, reasons: ReviewReason[], text?: Partial<Feedback>) => EvaluationResult,
): EvaluationResult {
  if (verdict.outcome === 'right') {
    return result(toMarks(1, max), [], {
      feedback: 'Correct: the answer matches the expected answer.',
      improvementSuggestion: 'Keep answers this exact.',
      coveredPoints: missingPoints,
      missingPoints: [],
    });
  }
  return result(0, [{ code: 'no_exact_match', detail: verdict.detail }], {
    feedback:
      verdict.outcome === 'wrong'
        ? 'The answer does not match the expected answer.'
        : 'The answer needs a teacher to check it.',
    improvementSuggestion:
      'Check the working and give one final answer, with its unit if it has one.',
    coveredPoints: [],
  });
}

/** The texts an answer is compared with: the rubric or model answer, then accepted alternatives. */
function referencesOf(input: EvaluationInput): { basis: Basis; texts: string[] } {
  const rubric = usableRubric(input.rubric);
  const model = input.modelAnswer?.trim();
  const accepted = (input.acceptedAnswers ?? []).map((text) => text.trim()).filter(Boolean);
  if (rubric.length > 0) {
    return { basis: 'rubric', texts: [model || rubric.map((point) => point.point).join('. ')] };
  }
  if (model) return { basis: 'model answer', texts: [model, ...accepted] };
  if (accepted.length > 0) return { basis: 'model answer', texts: accepted };
  return { basis: 'question', texts: [input.question] };
}

function pointsOf(input: EvaluationInput, basis: Basis): RubricPoint[] {
  if (basis === 'rubric') return usableRubric(input.rubric);
  if (basis === 'question') return [];
  return splitIntoPoints(input.modelAnswer ?? '').map((point) => ({ point, marks: 1 }));
}

function usableRubric(rubric: readonly RubricPoint[] | null): RubricPoint[] {
  return (rubric ?? []).filter((point) => point.point.trim().length > 0 && point.marks > 0);
}

const clip = (text: string, length = 120) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

function emptyAnswerFeedback(missingPoints: string[], onlyInstructions: boolean) {
  const expected =
    missingPoints.length > 0
      ? ` The marker looked for: ${missingPoints.map((p) => `"${p}"`).join('; ')}.`
      : '';
  return {
    feedback: onlyInstructions
      ? 'The answer only addressed the marker, which earns no marks; no answer to the question was given.'
      : 'No answer was given.',
    improvementSuggestion: `Answer the question in your own words.${expected}`,
    coveredPoints: [],
  };
}
