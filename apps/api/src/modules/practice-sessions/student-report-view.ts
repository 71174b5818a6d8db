import {
  isAnswerKeyReleased,
  type AnswerKeyRelease,
  type DetailedReport,
  type StudentExamSession,
} from '@markwise/contract';
import type { RubricPoint } from '@markwise/db';
import { FALLBACK_NOTE_PREFIX } from '../evaluation/providers/openai/openai-evaluator.js';
import { guideRedactor, redactFeedback, type GuideSource } from './marking-guide-redaction.js';

/** What a student reads of an evaluation that failed: the details stay in the admin's list. */
export const FAILURE_FOR_STUDENTS =
  'Your answers are being checked by your teacher. Your result will appear here once they have.';

type LevelKey = { answerKeyRelease: AnswerKeyRelease; closesAt: Date | null };

/** A question of a report with its marking guide and what the student saw and wrote. */
export type GuidedQuestion = {
  text: string;
  modelAnswer: string | null;
  rubric: RubricPoint[] | null;
  /** Other answers the teacher accepts: part of the guide (optional for rows that predate it). */
  acceptedAnswers?: string[] | null;
  answerText: string | null;
  transcription: string | null;
};

export const guideSourceOf = (questions: readonly GuidedQuestion[]): GuideSource => ({
  guide: questions.flatMap((q) => [
    q.modelAnswer ?? '',
    ...(q.rubric ?? []).map((p) => p.point),
    ...(q.acceptedAnswers ?? []),
  ]),
  known: questions.flatMap((q) => [q.text, q.answerText ?? '', q.transcription ?? '']),
});

/**
 * The detailed report as its student may read it: never which evaluator or model marked it, the
 * machine's own mark, confidence or reasons, nor why a run failed (a provider's words, a model
 * name, a path); nothing of the marking guide before the teacher releases the answer key; and of
 * a question whose mark is not released, nothing but the question and their answer (no mark, no
 * feedback, no suggestion), with 'Being checked by your teacher'. `questions` are the report's,
 * in its order.
 */
export function forStudent(
  report: DetailedReport,
  context: { level: LevelKey; questions: readonly GuidedQuestion[]; now: Date },
): DetailedReport {
  const released = isAnswerKeyReleased(context.level, context.now);
  const overall = report.overallReport.overall_report;
  return {
    ...report,
    metadata: {
      ...report.metadata,
      failureReason: report.metadata.failureReason === null ? null : FAILURE_FOR_STUDENTS,
    },
    overallReport: {
      overall_report:
        typeof overall === 'string' && !released
          ? guideRedactor(guideSourceOf(context.questions))(overall)
          : overall,
    },
    questions: report.questions.map((question, index) => {
      const machineSide = {
        evaluator: null,
        evaluatorModel: null,
        evaluatorMarks: null,
        confidence: null,
        reviewReasons: [],
        suggestedMarks: null,
        secondOpinion: null,
      };
      if (!question.released) {
        return {
          ...question,
          ...machineSide,
          marks: { awarded: null, allocated: question.marks.allocated },
          feedback: null,
          override: null,
        };
      }
      // Its own question's guide; were it ever missing, every question's (withholding more).
      const guided = context.questions[index];
      const source = guideSourceOf(guided ? [guided] : context.questions);
      const feedback =
        question.feedback && !released
          ? redactFeedback(question.feedback, source)
          : question.feedback;
      return { ...question, ...machineSide, feedback: feedback && withoutFallbackNotes(feedback) };
    }),
  };
}

/** The overall report of a listed session as its student may read it. */
export function overallReportForStudent(
  session: StudentExamSession,
  context: { level: LevelKey; questions: readonly GuidedQuestion[]; now: Date },
): StudentExamSession {
  const report = session.overall_report;
  if (!report || isAnswerKeyReleased(context.level, context.now)) return session;
  const redact = guideRedactor(guideSourceOf(context.questions));
  return {
    ...session,
    overall_report: { ...report, overall_report: redact(report.overall_report) },
  };
}

/**
 * Answers marked before the LLM abstained instead of falling back carry
 * `_fallback: <provider error>; marked by …_` in their feedback, for the teacher's eyes only.
 */
function withoutFallbackNotes<T extends { marks_per_question: { feedback: string }[] }>(
  feedback: T,
): T {
  const strip = (text: string) =>
    text
      .split('\n')
      .filter((line) => !line.includes(FALLBACK_NOTE_PREFIX))
      .join('\n')
      .trim();
  return {
    ...feedback,
    marks_per_question: feedback.marks_per_question.map((point) => ({
      ...point,
      feedback: strip(point.feedback),
    })),
  };
}
