import { Injectable } from '@nestjs/common';
import {
  isAnswerKeyReleased,
  paginationOf,
  QUESTION_PAPER_MESSAGES,
  QuestionPaper,
  StudentQuestionPaper,
  sumOfMarks,
  type CreateQuestionPaperRequest,
  type QuestionPaperResponse,
  type QuestionPapersQuery,
  type QuestionPapersResponse,
  type QuestionPaperWriteResponse,
  type UpdateQuestionPaperRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { CoursesRepository } from '../../data/catalogue/courses.repository.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { SubjectsRepository } from '../../data/catalogue/subjects.repository.js';
import {
  PapersRepository,
  type PaperFields,
  type PaperRow,
  type PaperViewer,
} from '../../data/papers/papers.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { checkMaxMarks, clearedToNull, questionFields } from './paper-rules.js';
import { toPapers } from './question-paper.mapper.js';

const NOT_FOUND = 'Question paper not found';

/** Admins write their institution's papers and publish them; others read what is published. */
@Injectable()
export class QuestionPapersService {
  constructor(
    private readonly transactions: Transactions,
    private readonly papers: PapersRepository,
    private readonly courses: CoursesRepository,
    private readonly subjects: SubjectsRepository,
    private readonly levels: LevelsRepository,
    private readonly attempts: AttemptsRepository,
  ) {}

  /**
   * Each caller lists what they may read (see PaperViewer): admins their institution's papers,
   * students and visitors the published ones. Four queries whatever the page size: the page, its
   * total, its questions and, for non-admins, the answer-key settings of the levels behind it.
   */
  async list(
    caller: AuthUser | undefined,
    query: QuestionPapersQuery,
  ): Promise<QuestionPapersResponse> {
    const viewer = viewerOf(caller);
    const { rows, total } = await this.papers.findPage(
      viewer,
      {
        subjectId: query.subjectId,
        courseId: query.examId,
        year: query.year,
        search: query.search,
      },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    const data = await this.present(viewer, rows);
    return { data, pagination: paginationOf(query, total) } as QuestionPapersResponse;
  }

  async get(caller: AuthUser | undefined, id: string): Promise<QuestionPaperResponse> {
    const viewer = viewerOf(caller);
    const row = await this.papers.findVisible(viewer, id);
    if (!row) throw notFound(NOT_FOUND);
    const [paper] = await this.present(viewer, [row]);
    return { data: paper! };
  }

  /**
   * Papers through the contract's allow-list: whole for admins; for anyone else without model
   * answers and rubrics, unless every exam level that sits the paper has released its answer key.
   */
  private async present(viewer: PaperViewer, rows: PaperRow[]) {
    const ids = rows.map((row) => row.id);
    const [questions, keys] = await Promise.all([
      this.papers.questionsOf(viewer, ids),
      viewer.kind === 'admin' ? Promise.resolve([]) : this.papers.answerKeysOf(viewer, ids),
    ]);
    if (viewer.kind === 'admin') return toPapers(rows, questions, QuestionPaper);
    const now = new Date();
    const released = (paperId: string) => {
      const levels = keys.filter((key) => key.paperId === paperId);
      return levels.length > 0 && levels.every((level) => isAnswerKeyReleased(level, now));
    };
    return rows.map(
      (row) =>
        toPapers([row], questions, released(row.id) ? QuestionPaper : StudentQuestionPaper)[0]!,
    );
  }

  async create(
    caller: AuthUser,
    body: CreateQuestionPaperRequest,
  ): Promise<QuestionPaperWriteResponse> {
    checkMaxMarks(body.maxMarks, sumOfMarks(body.questions));
    const scope = tenantOf(caller);
    const id = await this.transactions.run(async (tx) => {
      const { subjectId, courseId } = await this.resolveLinks(
        scope,
        { subjectId: body.subjectId ?? null, examId: body.examId ?? null },
        tx,
      );
      const { questions, examId: _examId, class: studentClass, description, ...fields } = body;
      const paperId = await this.papers.insert(
        scope,
        {
          ...fields,
          studentClass: studentClass || null,
          description: description || null,
          subjectId,
          courseId,
        },
        tx,
      );
      await this.papers.replaceQuestions(
        scope,
        paperId,
        questionFields(questions, body.language),
        tx,
      );
      return paperId;
    });
    return this.respond(caller, id, QUESTION_PAPER_MESSAGES.created);
  }

  /** Checks the paper as it would be after the change, so maxMarks always matches its questions. */
  async update(
    caller: AuthUser,
    id: string,
    body: UpdateQuestionPaperRequest,
  ): Promise<QuestionPaperWriteResponse> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      // Locked: a student starting an attempt (a row referencing the paper) waits for this change.
      const paper = await this.findPaper(caller, id, tx);
      if (body.questions && (await this.attempts.anyOn(scope, { paperId: id }, tx))) {
        throw conflict(
          'Students have attempted this question paper, so its questions cannot be replaced',
        );
      }
      const { questions, examId, subjectId, class: studentClass, description, ...fields } = body;
      const changes: Partial<PaperFields> = definedOnly({
        ...fields,
        studentClass: clearedToNull(studentClass),
        description: clearedToNull(description),
      });
      if (subjectId !== undefined || examId !== undefined) {
        Object.assign(
          changes,
          await this.resolveLinks(
            scope,
            {
              subjectId: subjectId !== undefined ? subjectId : paper.subjectId,
              // Choosing a subject chooses its course, unless examId names one to check against.
              examId: examId !== undefined ? examId : subjectId ? null : paper.courseId,
            },
            tx,
          ),
        );
      }
      if (questions || fields.maxMarks !== undefined) {
        checkMaxMarks(
          fields.maxMarks ?? paper.maxMarks,
          questions ? sumOfMarks(questions) : await this.papers.sumQuestionMarks(scope, id, tx),
        );
      }
      await this.papers.update(scope, id, changes, tx);
      if (questions) {
        const language = fields.language ?? paper.language;
        await this.papers.replaceQuestions(scope, id, questionFields(questions, language), tx);
      }
    });
    return this.respond(caller, id, QUESTION_PAPER_MESSAGES.updated);
  }

  /** Refused while results or a level depend on the paper; its questions go with it. */
  async delete(caller: AuthUser, id: string): Promise<void> {
    const scope = tenantOf(caller);
    await this.transactions.run(async (tx) => {
      await this.findPaper(caller, id, tx);
      if (await this.attempts.anyOn(scope, { paperId: id }, tx)) {
        throw conflict('Students have attempted this question paper, so it cannot be deleted');
      }
      if (await this.levels.anyOnPaper(scope, id, tx)) {
        throw conflict('A journey level uses this question paper; unlink it from the level first');
      }
      await this.papers.delete(scope, id, tx);
    });
  }

  /**
   * The subject and course (exam) must be the caller's institution's, and the subject must belong
   * to the course; a subject without an exam given sets the paper's course to the subject's.
   */
  private async resolveLinks(
    scope: TenantScope,
    wanted: { subjectId: string | null; examId: string | null },
    tx: Tx,
  ): Promise<{ subjectId: string | null; courseId: string | null }> {
    if (wanted.examId && !(await this.courses.exists(scope, wanted.examId, tx))) {
      throw notFound('Exam not found');
    }
    if (!wanted.subjectId) return { subjectId: null, courseId: wanted.examId };
    const subject = await this.subjects.findRef(scope, wanted.subjectId, tx);
    if (!subject) throw notFound('Subject not found');
    if (wanted.examId && subject.courseId !== wanted.examId) {
      throw invalid('subjectId: the subject does not belong to the exam given as examId');
    }
    return { subjectId: subject.id, courseId: subject.courseId };
  }

  /** An admin's own paper, for writing. Within a transaction the row is locked until it ends. */
  private async findPaper(caller: AuthUser, id: string, tx?: Tx): Promise<PaperRow> {
    const row = await this.papers.findById(tenantOf(caller), id, { tx, lock: !!tx });
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  private async respond(
    caller: AuthUser,
    id: string,
    message: string,
  ): Promise<QuestionPaperWriteResponse> {
    const row = await this.findPaper(caller, id);
    const questions = await this.papers.questionsOf(viewerOf(caller), [id]);
    return { message, data: toPapers([row], questions, QuestionPaper)[0]! };
  }
}

function viewerOf(caller: AuthUser | undefined): PaperViewer {
  if (!caller) return { kind: 'public' };
  return caller.role === 'ADMIN'
    ? { kind: 'admin', institutionId: caller.institutionId }
    : { kind: 'student', institutionId: caller.institutionId, studentId: caller.id };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
