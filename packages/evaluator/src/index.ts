export type {
  EvaluationInput,
  EvaluationResult,
  Evaluator,
  MarkConfidence,
  ReviewReason,
  ReviewReasonCode,
  RubricPoint,
} from './types.js';
export {
  BUILT_IN_EVALUATOR_NAME,
  createBuiltInEvaluator,
  type BuiltInEvaluator,
  type BuiltInEvaluatorOptions,
} from './built-in-evaluator.js';
export { quotedPoint } from './feedback.js';
export { FEEDBACK_SENTENCES, sentencesFor, type FeedbackSentences } from './feedback-sentences.js';
export { agreement, quadraticWeightedKappa, type Agreement, type MarkPair } from './agreement.js';
export {
  toStructuredFeedback,
  type ScoredAnswer,
  type StructuredFeedback,
} from './structured-feedback.js';
export {
  markTable,
  readMarkingFile,
  toEvaluationInputs,
  MarkingFileError,
  type BulkOptions,
  type BulkOutcome,
  type MarkingFileProblem,
} from './bulk.js';
export {
  runMarkingWorker,
  type MarkingWorkerReply,
  type MarkingWorkerRequest,
} from './csv/marking-thread.js';
export {
  OUTPUT_COLUMNS,
  REQUIRED_COLUMNS,
  findTeacherColumn,
  guardSpreadsheetCell,
  parseMarkingCsv,
  stringifyMarkedCsv,
  type MarkingTable,
} from './csv/marking-csv.js';
export {
  CALIBRATION_INDIAN_LANGUAGES,
  CALIBRATION_WITH_PEERS,
  CALIBRATION_WITHOUT_PEERS,
  calibratedShare,
  toMarks,
  type Calibration,
  type Calibrations,
} from './scoring/calibration.js';
export { analyzeAnswer, prepareReference, type AnswerFeatures } from './scoring/features.js';
export { isOneEditApart, termSimilarity, type MatchOptions } from './scoring/match.js';
export { coverPoints, pointCredit, rubricShare, splitIntoPoints } from './scoring/rubric.js';
export { stripMarkerDirectedText } from './text/guard.js';
export { analyze, type Term } from './text/terms.js';
export { tokenize } from './text/tokenize.js';
export {
  EMPTY_LEXICON,
  createLexicon,
  loadLexiconFile,
  loadShippedLexicon,
  type Lexicon,
} from './vectors/lexicon.js';
export {
  anchoredMarks,
  anchorsOf,
  type Anchor,
  type AnchoredAnswer,
  type AnchorTarget,
} from './scoring/anchors.js';
export { GROUP_SIMILARITY, groupAnswers, type GroupedAnswer } from './scoring/groups.js';
export { markingFigures, type CheckedMark, type MarkingFigures } from './marking-figures.js';
export {
  compareShortAnswer,
  shortAnswerKind,
  type ShortAnswerVerdict,
} from './review/short-answers.js';
export { dominantScript, isIndianScript, type Script } from './text/script.js';
export { compareLanguages, type LanguageCheck } from './review/language.js';
export { romanizeDevanagari } from './text/romanize.js';
export { formatMarkingReport, markingReport, type MarkingReport } from './csv/marking-report.js';
