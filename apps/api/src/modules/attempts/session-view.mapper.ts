import {
  startRefusal,
  vivaShowsPaper,
  AttemptSession,
  SavedAnswer,
  type AnswerImage,
  type AttemptLevel,
} from '@markwise/contract';
import { parsePrivateKey } from '../uploads/upload-storage.service.js';
import type { SittableLevelRow } from '../../data/catalogue/levels.repository.js';
import type { PapersRepository } from '../../data/papers/papers.repository.js';
import type { AnswerRow } from '../../data/sessions/answers.repository.js';
import type { AttemptsRepository, SessionRow } from '../../data/sessions/attempts.repository.js';
import type { ImageUrlSigner } from './image-url-signer.js';
import { secondsLeft } from './session-rules.js';

type LevelRow = SittableLevelRow;
type Summary = Awaited<ReturnType<AttemptsRepository['summariesByLevel']>>[number];
type PaperRow = NonNullable<Awaited<ReturnType<PapersRepository['headerOf']>>>;
type QuestionRow = Awaited<ReturnType<PapersRepository['sheetOf']>>[number];

export function toAttemptLevel(
  row: LevelRow,
  xp: number,
  summary: Summary | undefined,
  now: Date,
): AttemptLevel {
  const attempts = summary?.attempts ?? 0;
  return {
    levelId: row.levelId,
    title: row.title,
    order: row.order,
    journeyTitle: row.journeyTitle,
    subjectTitle: row.subjectTitle,
    courseTitle: row.courseTitle,
    paper: {
      _id: row.paperId,
      title: row.paperTitle,
      qpCode: row.qpCode,
      timeAllowed: row.timeAllowed,
      maxMarks: row.maxMarks,
      questionCount: Number(row.questionCount ?? 0),
    },
    xp_required_to_unlock: row.xpRequired,
    locked: xp < row.xpRequired,
    xpNeeded: Math.max(0, row.xpRequired - xp),
    attempts,
    bestPercentage: summary?.best === null || summary === undefined ? null : round2(summary.best),
    inProgressSessionId: summary?.open ?? null,
    attemptsAllowed: row.attemptsAllowed,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    cannotStart: startRefusal(row, attempts, now) ?? null,
    // Offered only where a viva may ask the paper: practice, or a test the student has sat.
    vivaEnabled: row.vivaEnabled && vivaShowsPaper(row, attempts > (summary?.open ? 1 : 0), now),
  };
}

/** Images keep the order of the stored paths; each URL is signed for an <img>. */
export function toSavedAnswer(
  row: AnswerRow,
  sessionId: string,
  signer: ImageUrlSigner,
  now: Date,
): SavedAnswer {
  const images: AnswerImage[] = row.imagePaths.flatMap((key) => {
    const parsed = parsePrivateKey(key);
    if (!parsed) return [];
    const ref = { sessionId, questionId: row.questionId, imageId: parsed.id };
    return [{ id: parsed.id, url: signer.signedUrl(ref, now), mimeType: parsed.mime }];
  });
  return SavedAnswer.parse({
    questionId: row.questionId,
    answerText: row.answerText,
    images,
    updatedAt: row.updatedAt.toISOString(),
  });
}

export function toAttemptSession(options: {
  session: SessionRow;
  paper: PaperRow;
  questions: QuestionRow[];
  answers: AnswerRow[];
  signer: ImageUrlSigner;
  now: Date;
}): AttemptSession {
  const { session, paper, signer, now } = options;
  const order = new Map(options.questions.map((question) => [question.id, question.number]));
  const answers = [...options.answers].sort(
    (a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0),
  );
  return AttemptSession.parse({
    _id: session.id,
    levelId: session.levelId,
    attemptNumber: session.attemptNumber,
    status: session.status,
    startTime: session.startTime.toISOString(),
    deadlineAt: session.deadlineAt?.toISOString() ?? null,
    submittedAt: session.submittedAt?.toISOString() ?? null,
    secondsLeft: secondsLeft(session, now),
    paper,
    questions: options.questions.map((question) => ({
      _id: question.id,
      number: question.number,
      text: question.text,
      marks: question.marks,
    })),
    answers: answers.map((answer) => toSavedAnswer(answer, session.id, signer, now)),
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
