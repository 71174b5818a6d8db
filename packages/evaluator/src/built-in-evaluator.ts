import {
  buildFeedback,
  emptyAnswerFeedback,
  exactAnswerFeedback,
  type Feedback,
} from './feedback.js';
import { sentencesFor } from './feedback-sentences.js';
import { compareLanguages } from './review/language.js';
import { compareShortAnswer } from './review/short-answers.js';
import { relevanceGates } from './review/relevance.js';
import {
  CALIBRATION_INDIAN_LANGUAGES,
  CALIBRATION_WITH_PEERS,
  CALIBRATION_WITHOUT_PEERS,
  calibratedShare,
  toMarks,
  type Calibrations,
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
import { pointsOf, referencesOf, type Basis } from './scoring/references.js';
import { coverPoints, rubricShare } from './scoring/rubric.js';
import { isNonAnswer, stripMarkerDirectedText } from './text/guard.js';
import { phoneticText } from './text/romanize.js';
import { dominantScript, isIndianScript } from './text/script.js';
import { tokenize } from './text/tokenize.js';
import type { EvaluationInput, EvaluationResult, Evaluator, ReviewReason } from './types.js';
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
  /**
   * Constants for each mode; `indian` for answers in Indian languages (Hindi typed in Latin
   * letters included). Default: the shipped ones.
   */
  calibration?: Calibrations & { indian?: Calibrations };
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

/** An answer and one reference text it is compared with, by the scoring it needs. */
type Target = { answer: string; text: string; basis: Basis; scoring: ScoringContext };

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
  const english: Calibrations = options.calibration ?? {
    withPeers: CALIBRATION_WITH_PEERS,
    withoutPeers: CALIBRATION_WITHOUT_PEERS,
  };
  const indian = options.calibration?.indian ?? CALIBRATION_INDIAN_LANGUAGES;
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

  function score(input: EvaluationInput, { answer, text, basis, scoring }: Target): Scored {
    const reference = prepareReference({ question: input.question, reference: text }, scoring);
    const analyzed = analyzeAnswer(reference, answer, scoring);
    const peers = basis === 'question' ? undefined : peerCentroid(input, reference);
    const peer = peers
      ? peerSimilarity({ answer, bag: bagOf(analyzed.terms, reference.questionKeys), peers })
      : undefined;
    const { recall, precision, lengthRatio, questionOverlap } = analyzed;
    const own = { recall, precision, lengthRatio, questionOverlap };
    // Hindi is compared by sound, so that Devanagari and Latin spellings of it count alike.
    const script = dominantScript(text);
    const bySound = scoring.analysis?.transliterated || script === 'Devanagari';
    const calibration = bySound || isIndianScript(script) ? indian : english;
    const charSimilarity = bySound
      ? charGramSimilarity(phoneticText(answer), phoneticText(text))
      : charGramSimilarity(answer, text);
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
    const language = compareLanguages({ answer, reference: texts[0]!, question: input.question });
    // Hindi in Latin letters against Devanagari: every Latin word is keyed by its sound.
    const scoring: ScoringContext =
      language.outcome === 'transliterated'
        ? { ...context, analysis: { ...context.analysis, transliterated: true } }
        : context;
    const points = pointsOf(input, basis);
    const covered = coverPoints({ question: input.question, points, answer }, scoring);

    const exact =
      basis === 'model answer'
        ? compareShortAnswer({ answer, expected: texts, question: input.question })
        : null;
    // Scored against every accepted text; the best one stands (feedback follows it).
    const scored = texts
      .map((text) => score(input, { answer, text, basis, scoring }))
      .reduce((best, next) => (next.share > best.share ? next : best));
    const tokens = tokenize(answer);
    const empty = exact === null && (scored.analyzed.terms.length === 0 || isNonAnswer(answer));
    const otherLanguage = !empty && language.outcome === 'other' ? language.detail : null;
    const gates =
      empty || exact || otherLanguage
        ? []
        : relevanceGates({
            analyzed: scored.analyzed,
            tokens,
            referenceSize: scored.reference.terms.length,
            referenceKeys: [
              ...scored.reference.terms.map((term) => term.key),
              ...scored.reference.questionKeys,
            ],
            script: dominantScript(answer),
            transliterated: language.outcome === 'transliterated',
            peer: scored.features.peer,
            answer,
            reference: texts[0]!,
          });
    const calibrated =
      !empty && !exact && !otherLanguage && gates.every((gate) => gate.maxShare > 0);
    return {
      input,
      guarded,
      marker,
      basis,
      covered,
      exact,
      scored,
      empty,
      otherLanguage,
      gates,
      calibrated,
    };
  }

  function evaluateSync(input: EvaluationInput): EvaluationResult {
    const a = assess(input);
    const max = input.maxMarks;
    const say = sentencesFor(input.feedbackLanguage);
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
      language: input.feedbackLanguage,
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

    if (a.exact) {
      const { outcome, detail } = a.exact;
      const text = exactAnswerFeedback({ outcome, missingPoints: feedback.missingPoints, say });
      if (outcome === 'right') return result(toMarks(1, max), [], text);
      return result(0, [{ code: 'no_exact_match', detail }], text);
    }
    if (a.empty) {
      const onlyInstructions = a.marker.length > 0;
      return result(
        0,
        [],
        emptyAnswerFeedback({ missingPoints: feedback.missingPoints, onlyInstructions, say }),
      );
    }
    if (a.otherLanguage) {
      return result(0, [{ code: 'other_language', detail: a.otherLanguage }], {
        feedback: say.teacherWillMark,
        improvementSuggestion: say.answerInPaperLanguage,
      });
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

const clip = (text: string, length = 120) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
