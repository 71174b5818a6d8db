import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_IMAGE_FIELD,
  ANSWER_IMAGE_MIME_TYPES,
  parsePageMap,
  type AttemptSession,
  type OnBehalfLevel,
  type OnBehalfUploadRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalid, notFound } from '../../common/errors/domain-errors.js';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import { studentIn, tenantOf } from '../../data/scope.js';
import { AnswersRepository } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions } from '../../data/transactions.js';
import { EvaluationQueue } from '../evaluation/evaluation-queue.js';
import { UploadStorageService } from '../uploads/upload-storage.service.js';
import { AttemptsService } from './attempts.service.js';

/**
 * A teacher uploads a student's handwritten answer sheet: a submitted session is created for the
 * student with each page under the question it answers, and queued for evaluation. A level the
 * student has not unlocked is allowed: the teacher decides who sits which paper.
 */
@Injectable()
export class OnBehalfService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(CONFIG) private readonly config: RuntimeConfig,
    private readonly attempts: AttemptsRepository,
    private readonly answers: AnswersRepository,
    private readonly levels: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly users: UsersRepository,
    private readonly storage: UploadStorageService,
    private readonly queue: EvaluationQueue,
    private readonly sessions: AttemptsService,
  ) {}

  /** Every exam level on a paper in the institution's active subjects, by course and subject. */
  async sittableLevels(caller: AuthUser): Promise<OnBehalfLevel[]> {
    const rows = await this.levels.listSittable(tenantOf(caller));
    return rows.map((row) => ({
      levelId: row.levelId,
      title: row.title,
      course: row.courseTitle,
      subject: row.subjectTitle,
      paper: { id: row.paperId, title: row.paperTitle, qpCode: row.qpCode },
    }));
  }

  async upload(
    caller: AuthUser,
    input: OnBehalfUploadRequest,
    files: readonly Express.Multer.File[],
  ): Promise<AttemptSession> {
    const pages = parsePageMap(input.pages) ?? [];
    if (files.length === 0) throw invalid(`${ANSWER_IMAGE_FIELD}: at least one page is required`);
    if (pages.length !== files.length) {
      throw invalid(`pages must name one question per uploaded file (${files.length} files)`);
    }
    const scope = tenantOf(caller);
    const level = await this.levels.findSittable(scope, input.levelId);
    if (!level) throw notFound('Exam level not found');
    const questions = await this.papers.sheetOf(scope, level.paperId);
    const marksOf = new Map(questions.map((question) => [question.id, question.marks]));
    const unknown = pages.find((questionId) => !marksOf.has(questionId));
    if (unknown) throw notFound(`Question ${unknown} is not in this level's paper`);

    const checked = await this.storage.checkImages({
      files: files.map((file) => ({ bytes: file.buffer, name: file.originalname })),
      allowed: ANSWER_IMAGE_MIME_TYPES,
      field: ANSWER_IMAGE_FIELD,
    });
    const byQuestion = new Map<string, number[]>();
    pages.forEach((questionId, index) =>
      byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), index]),
    );
    for (const indexes of byQuestion.values()) {
      if (indexes.length > this.config.ANSWER_IMAGES_MAX) {
        throw invalid(`pages: an answer holds at most ${this.config.ANSWER_IMAGES_MAX} pages`);
      }
    }

    // The session's id names its folder, so it is chosen before the files are written.
    const sessionId = randomUUID();
    const stored = await this.storage.savePrivateImages({
      folder: 'answers',
      ownerId: sessionId,
      images: checked,
    });
    const now = new Date();
    try {
      const student = studentIn(scope, input.studentId);
      await this.transactions.run(async (tx) => {
        if (!(await this.users.lockStudent(student, tx))) throw notFound('Student not found');
        const previous = await this.attempts.onLevel(student, level.levelId, tx);
        await this.attempts.insert(
          scope,
          {
            id: sessionId,
            userId: student.studentId,
            levelId: level.levelId,
            paperId: level.paperId,
            status: 'submitted',
            startTime: now,
            deadlineAt: now,
            submittedAt: now,
            endTime: now,
            marksAllocated: level.maxMarks,
            attemptNumber: previous.length + 1,
            uploadedBy: caller.id,
          },
          tx,
        );
        await this.answers.insertMany(
          scope,
          [...byQuestion].map(([questionId, indexes]) => ({
            sessionId,
            questionId,
            marksAllocated: marksOf.get(questionId)!,
            imagePaths: indexes.map((index) => stored[index]!.key),
            submittedAt: now,
          })),
          tx,
        );
      });
    } catch (error) {
      await this.storage.removePrivate(stored.map((image) => image.key));
      throw error;
    }
    await this.queue.enqueue(sessionId);
    return this.sessions.view(caller, sessionId);
  }
}
