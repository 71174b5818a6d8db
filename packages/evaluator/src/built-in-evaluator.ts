import { buildFeedback } from './feedback.js';
import {
  CALIBRATION_WITH_PEERS,
  CALIBRATION_WITHOUT_PEERS,
  calibratedShare,
  hasOverlap,
  toMarks,
  type Calibration,
  type CalibrationFeatures,
} from './scoring/calibration.js';
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
import type { EvaluationInput, EvaluationResult, Evaluator, RubricPoint } from './types.js';
import { loadShippedLexicon, type Lexicon } from './vectors/lexicon.js';

export const BUILT_IN_EVALUATOR_NAME = 'built-in';

export type BuiltInEvaluatorOptions = {
  /** Word vectors for soft matching; defaults to the shipped English vectors. */
  lexicon?: Lexicon;
  match?: MatchOptions;
  /** Use `peerAnswers` when given (default true). */
  usePeers?: boolean;
  calibration?: { withPeers: Calibration; withoutPeers: Calibration };
};

export type BuiltInEvaluator = Evaluator & {
  /** The same marking without the promise, for bulk runs and tests. */
  evaluateSync(input: EvaluationInput): EvaluationResult;
  /** The calibrated features of an answer (model-answer basis), for measurement. */
  features(input: EvaluationInput): CalibrationFeatures;
};

type Basis = 'rubric' | 'model answer' | 'question';

export function createBuiltInEvaluator(options: BuiltInEvaluatorOptions = {}): BuiltInEvaluator {
  const context: ScoringContext = {
    lexicon: options.lexicon ?? loadShippedLexicon(),
    match: options.match ?? DEFAULT_MATCH_OPTIONS,
  };
  const calibration = options.calibration ?? {
    withPeers: CALIBRATION_WITH_PEERS,
    withoutPeers: CALIBRATION_WITHOUT_PEERS,
  };
  const usePeers = options.usePeers ?? true;
  // Peer centroids are costly to rebuild for every answer of a class: keep one per peer list.
  const centroids = new WeakMap<readonly string[], Map<string, PeerCentroid>>();

  function peerCentroid(input: EvaluationInput, reference: Reference): PeerCentroid | undefined {
    const peers = input.peerAnswers;
    if (!usePeers || !peers || peers.length === 0) return undefined;
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

  function measure(input: EvaluationInput, answer: string) {
    const { basis, text } = referenceOf(input);
    const reference = prepareReference({ question: input.question, reference: text }, context);
    const analyzed = analyzeAnswer(reference, answer, context);
    const peers = basis === 'question' ? undefined : peerCentroid(input, reference);
    const peer = peers
      ? peerSimilarity({ answer, bag: bagOf(analyzed.terms, reference.questionKeys), peers })
      : undefined;
    return { basis, reference, analyzed, peer };
  }

  function features(input: EvaluationInput): CalibrationFeatures {
    const answer = stripMarkerDirectedText(input.answer).text;
    const { analyzed, peer } = measure(input, answer);
    const { recall, precision, lengthRatio, questionOverlap } = analyzed;
    const empty = analyzed.terms.length === 0 || isNonAnswer(answer);
    return { recall, precision, lengthRatio, questionOverlap, peer, empty };
  }

  function evaluateSync(input: EvaluationInput): EvaluationResult {
    const guarded = stripMarkerDirectedText(input.answer ?? '');
    const { basis, reference, analyzed, peer } = measure(input, guarded.text);
    const points = pointsOf(input, basis);
    const covered = coverPoints(
      { question: input.question, points, answer: guarded.text },
      context,
    );
    const share = answerShare({ basis, analyzed, peer, covered, calibration });
    const feedback = buildFeedback({
      coverage: basis === 'rubric' ? share : analyzed.recall,
      basis,
      points: covered,
      terms: analyzed.coverage,
      short: analyzed.terms.length > 0 && analyzed.terms.length < 0.5 * reference.terms.length,
      offTopic: basis !== 'rubric' && !hasOverlap({ ...analyzed, peer }),
      ignored: guarded.removed,
    });
    const empty = analyzed.terms.length === 0 || isNonAnswer(guarded.text);
    const offTopic = !empty && basis !== 'rubric' && !hasOverlap({ ...analyzed, peer });
    return {
      marksAwarded: empty ? 0 : toMarks(share, input.maxMarks),
      ...feedback,
      ...(empty ? emptyAnswerFeedback(feedback.missingPoints, guarded.removed.length > 0) : {}),
      confidence: offTopic ? 'needs_review' : 'confident',
      reviewReasons: offTopic
        ? [
            {
              code: 'off_topic',
              detail: 'The answer shares no key word with the question or the expected answer.',
            },
          ]
        : [],
      evaluator: BUILT_IN_EVALUATOR_NAME,
    };
  }

  return {
    name: BUILT_IN_EVALUATOR_NAME,
    evaluate: (input) => Promise.resolve().then(() => evaluateSync(input)),
    evaluateSync,
    features,
  };
}

function referenceOf(input: EvaluationInput): { basis: Basis; text: string } {
  const rubric = usableRubric(input.rubric);
  const model = input.modelAnswer?.trim();
  if (rubric.length > 0) {
    return { basis: 'rubric', text: model || rubric.map((point) => point.point).join('. ') };
  }
  if (model) return { basis: 'model answer', text: model };
  return { basis: 'question', text: input.question };
}

function pointsOf(input: EvaluationInput, basis: Basis): RubricPoint[] {
  if (basis === 'rubric') return usableRubric(input.rubric);
  if (basis === 'question') return [];
  return splitIntoPoints(input.modelAnswer ?? '').map((point) => ({ point, marks: 1 }));
}

function usableRubric(rubric: readonly RubricPoint[] | null): RubricPoint[] {
  return (rubric ?? []).filter((point) => point.point.trim().length > 0 && point.marks > 0);
}

function answerShare(input: {
  basis: Basis;
  analyzed: AnalyzedAnswer;
  peer: number | undefined;
  covered: ReturnType<typeof coverPoints>;
  calibration: { withPeers: Calibration; withoutPeers: Calibration };
}): number {
  if (input.basis === 'rubric') return rubricShare(input.covered);
  const { recall, precision, lengthRatio, questionOverlap } = input.analyzed;
  const calibration =
    input.peer === undefined ? input.calibration.withoutPeers : input.calibration.withPeers;
  return calibratedShare(
    { recall, precision, lengthRatio, questionOverlap, peer: input.peer },
    calibration,
  );
}

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
