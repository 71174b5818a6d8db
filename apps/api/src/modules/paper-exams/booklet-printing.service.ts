import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PrintBookletsRequest, PrintBookletsResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalid, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { BookletsRepository, type NewBooklet } from '../../data/paper-exams/booklets.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { Transactions } from '../../data/transactions.js';
import { BookletCodes } from './booklet-codes.js';
import { printBooklets } from './booklet-pdf.js';
import { toBooklet } from './booklet-view.js';

/**
 * Answer booklets for an exam level: one per student (named, or every active student of a class)
 * and anonymous ones, numbered in the institution, printed as one PDF with a signed code per page.
 */
@Injectable()
export class BookletPrinting {
  constructor(
    private readonly transactions: Transactions,
    private readonly booklets: BookletsRepository,
    private readonly levels: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly students: StudentsRepository,
    private readonly codes: BookletCodes,
  ) {}

  async print(
    caller: AuthUser,
    levelId: string,
    request: PrintBookletsRequest & { paperSize: 'A4' | 'Letter'; answerPages: number },
  ): Promise<PrintBookletsResponse['data']> {
    const scope = tenantOf(caller);
    const level = await this.levels.findSittable(scope, levelId);
    if (!level) throw notFound('Exam level not found');
    const students = await this.students.forBooklets(scope, {
      ids: request.studentIds,
      className: request.className,
    });
    const unknown = request.studentIds?.find(
      (id) => !students.some((student) => student.id === id),
    );
    if (unknown) throw notFound(`Student ${unknown} not found`);
    if (request.className && !students.length && !request.studentIds?.length) {
      throw invalid(`className: no active student is in class ${request.className}`);
    }
    const count = students.length + (request.anonymous ?? 0);
    if (count === 0) throw invalid('Name students, a class or a number of anonymous booklets');

    const printId = randomUUID();
    const owners = [
      ...students.map((student) => student.id),
      ...Array<null>(request.anonymous ?? 0).fill(null),
    ];
    await this.transactions.run(async (tx) => {
      const numbers = await this.booklets.nextNumbers(scope, count, tx);
      const rows: NewBooklet[] = owners.map((studentId, index) => ({
        id: randomUUID(),
        levelId: level.levelId,
        number: numbers[index]!,
        printId,
        studentId,
        paperSize: request.paperSize,
        pageCount: request.answerPages + 1,
        printedBy: caller.id,
      }));
      await this.booklets.insertMany(scope, rows, tx);
    });
    const rows = await this.booklets.ofPrint(scope, printId);
    return { printId, booklets: rows.map(toBooklet) };
  }

  /** The PDF of a print, made again from its rows (the codes are deterministic). */
  async pdf(caller: AuthUser, printId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const scope = tenantOf(caller);
    const rows = await this.booklets.ofPrint(scope, printId);
    const first = rows[0];
    if (!first) throw notFound('Booklet print not found');
    const exam = await this.examOf(scope, first.levelId);
    const bytes = await printBooklets({
      paperSize: first.paperSize,
      exam: exam.details,
      questions: exam.questions,
      booklets: rows.map((row) => ({
        bookletNumber: row.number,
        student: row.studentId
          ? { name: row.studentName ?? '', rollNumber: row.studentRollNo }
          : null,
        pageCodes: Array.from({ length: row.pageCount }, (_, index) =>
          this.codes.codeOf({ bookletId: row.id, pageNumber: index + 1 }),
        ),
      })),
    });
    const range = rows.length === 1 ? `${first.number}` : `${first.number}-${rows.at(-1)!.number}`;
    return { bytes, fileName: `answer-booklets-${range}.pdf` };
  }

  private async examOf(scope: TenantScope, levelId: string) {
    const [level, listed] = await Promise.all([
      this.levels.findSittable(scope, levelId),
      this.levels.listSittable(scope),
    ]);
    const named = listed.find((row) => row.levelId === levelId);
    if (!level || !named) throw notFound('Exam level not found');
    const questions = await this.papers.sheetOf(scope, level.paperId);
    return {
      details: {
        title: named.title,
        course: named.courseTitle,
        subject: named.subjectTitle,
        paperTitle: named.paperTitle,
        qpCode: named.qpCode || null,
        timeAllowedMinutes: level.timeAllowed ?? null,
        totalMarks: level.maxMarks,
      },
      questions: questions.map((question) => ({
        number: question.number,
        text: question.text,
        marks: question.marks,
      })),
    };
  }
}
