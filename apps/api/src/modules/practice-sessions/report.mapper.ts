import {
  BEING_CHECKED_TEXT,
  type DetailedReport,
  percentageOf,
  StructuredFeedback,
  StudentExamSession,
  type DetailedReportQuestion,
  type SessionOverallReport,
} from '@markwise/contract';
import type { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import type { ReportRow } from '../../data/sessions/session-reports.repository.js';
import { regradeClosesAt, toRequest } from '../evaluation/regrade-view.js';

type StudentSessionRow = Awaited<ReturnType<AttemptsRepository['history']>>[number];

/** A question of the report's row: its own columns are set whenever the paper has questions. */
type ReportQuestion = ReportRow['question'] & {
  questionId: string;
  number: number;
  text: string;
  marks: number;
};

const isQuestion = (question: ReportRow['question']): question is ReportQuestion =>
  question.questionId !== null;

/**
 * The detailed report of one attempt. Not parsed here: the service parses the whole response
 * through the contract's allow-list once (it parsed it twice, the report and again its envelope).
 */
export function toDetailedReport(
  rows: [ReportRow, ...ReportRow[]],
  imageUrls: ImageUrlsOf,
  now: Date,
): DetailedReport {
  const [session] = rows;
  const questions = rows.flatMap((row) =>
    isQuestion(row.question) ? [{ ...row.question, regrade: row.regrade }] : [],
  );
  // No total while answers wait for a teacher or a run is marking (an attempt still being
  // answered shows 0, as it always has).
  const awarded = session.marksAwarded ?? (session.status === 'in_progress' ? 0 : null);
  const allocated = session.marksAllocated;
  return {
    metadata: {
      paperTitle: session.paperTitle,
      paperCode: session.paperCode,
      studentName: `${session.firstName} ${session.lastName}`.trim(),
      studentEmail: session.email,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime?.toISOString() ?? null,
      status: session.status,
      failureReason: session.failureReason,
    },
    overallScore: {
      awarded,
      allocated,
      percentage: awarded === null ? null : percentageOf(awarded, allocated),
      isPass: awarded === null ? null : session.isPass,
    },
    totalQuestions: questions.length,
    overallReport: { overall_report: session.overallReport ?? '' },
    questions: questions.map((question) =>
      toQuestion(question, session.status, imageUrls, {
        now,
        windowDays: session.regradeWindowDays,
      }),
    ),
  };
}

/** An answer's stored photos as URLs the browser can load. */
export type ImageUrlsOf = (questionId: string, storageKeys: readonly string[]) => { url: string }[];

/**
 * Whether a question's mark is released: its answer is, or it has no answer row in an evaluated
 * attempt (nothing to withhold: 0 marks, as recorded before release existed).
 */
const isReleased = (row: ReportQuestion, status: string) =>
  row.answerId === null ? status === 'evaluated' : row.releasedAt !== null;

function toQuestion(
  row: ReportQuestion & { regrade: ReportRow['regrade'] },
  status: string,
  imageUrls: ImageUrlsOf,
  regrade: { now: Date; windowDays: number },
): DetailedReportQuestion {
  const imagePaths = row.imagePaths ?? [];
  const released = isReleased(row, status);
  const request = row.regrade ? toRequest({ ...row.regrade, questionId: row.questionId }) : null;
  return {
    questionId: row.questionId,
    // Papers number questions from 1; the report's numbers are zero-based, as clients read them.
    number: row.number - 1,
    question: row.text,
    answer: row.answerText,
    feedback: parseFeedback(row.feedback),
    marks: { awarded: row.marksAwarded ?? 0, allocated: row.marksAllocated ?? row.marks },
    submittedAt: row.submittedAt?.toISOString() ?? null,
    imagePaths,
    transcription: row.transcription,
    images: imageUrls(row.questionId, imagePaths),
    evaluator: row.evaluator,
    evaluatorModel: row.evaluatorModel,
    evaluatorMarks: row.evaluatorMarksAwarded,
    override: row.overriddenAt
      ? {
          marks: row.marksAwarded ?? 0,
          reason: row.overrideReason ?? '',
          // The teacher's account may have been deleted since (overridden_by is then null).
          by: `${row.overriderFirstName ?? ''} ${row.overriderLastName ?? ''}`.trim(),
          at: row.overriddenAt.toISOString(),
        }
      : null,
    released,
    // A marked answer that a teacher has not released yet; the student's view shows only this.
    reviewNotice: !released && status === 'in_review' ? BEING_CHECKED_TEXT : null,
    confidence: row.confidence,
    reviewReasons: row.reviewReasons ?? [],
    suggestedMarks: row.suggestedMarks,
    secondOpinion: row.secondOpinion,
    regradeRequest: request,
    regradeClosesAt:
      row.answerId === null
        ? null
        : regradeClosesAt(
            { releasedAt: row.releasedAt, requested: request !== null },
            regrade.windowDays,
            regrade.now,
          ),
  };
}

/**
 * Structured feedback (guidlines, readable_response, marks_per_question). It may have been stored as a JSON string; anything that is
 * not that shape is left out (null) rather than failing the whole report.
 */
function parseFeedback(stored: unknown): StructuredFeedback | null {
  if (stored === null || stored === undefined) return null;
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const parsed = StructuredFeedback.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toStudentExamSession(row: StudentSessionRow): StudentExamSession {
  return StudentExamSession.parse({
    _id: row.id,
    paper: { title: row.paperTitle, subject: row.subject, qpCode: row.paperCode },
    start_time: row.startTime.toISOString(),
    end_time: row.endTime?.toISOString() ?? null,
    status: row.status,
    overall_report: row.status === 'evaluated' ? overallReportOf(row) : null,
  });
}

function overallReportOf(row: StudentSessionRow): SessionOverallReport {
  return {
    marks_awarded: row.marksAwarded ?? 0,
    marks_allocated: row.marksAllocated,
    isPass: row.isPass ?? false,
    overall_report: row.overallReport ?? '',
  };
}
