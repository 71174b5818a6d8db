import { Injectable } from '@nestjs/common';
import {
  gradebookFileName,
  LevelStatisticsResponse,
  type GradebookQuery,
  type LevelUsersExportFormat,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { spreadsheetFile } from '../../common/spreadsheet-file.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { LevelMarksRepository } from '../../data/sessions/level-marks.repository.js';
import { Transactions } from '../../data/transactions.js';
import { levelReportHeader } from '../level-users/level-report-header.js';
import { gradebookSheet } from './gradebook-sheet.js';
import { questionStatistics } from './question-statistics.js';

export type GradebookFile = { fileName: string; format: LevelUsersExportFormat; bytes: Buffer };

/** How a level's questions went, and its gradebook, over each student's latest marked attempt. */
@Injectable()
export class LevelStatisticsService {
  constructor(
    private readonly levels: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly marks: LevelMarksRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Per question of the level's paper: mean, facility, discrimination, distribution, misses. */
  async statistics(caller: AuthUser, levelId: string): Promise<LevelStatisticsResponse> {
    const scope = tenantOf(caller);
    const level = await levelReportHeader(this.levels, scope, levelId);
    const { questions, attempts, answers } = await this.load(scope, levelId);
    return LevelStatisticsResponse.parse({
      data: {
        level,
        attempts: attempts.length,
        questions: questionStatistics(
          questions,
          answers.map((answer) => ({
            ...answer,
            suggestions: answer.suggestions.filter((text) => typeof text === 'string'),
          })),
        ),
      },
    });
  }

  /** Students × questions as a CSV or XLSX file (every mark, released or not). */
  async gradebook(
    caller: AuthUser,
    levelId: string,
    query: GradebookQuery,
  ): Promise<GradebookFile> {
    const scope = tenantOf(caller);
    const level = await levelReportHeader(this.levels, scope, levelId);
    const { questions, attempts, answers } = await this.load(scope, levelId);
    return {
      fileName: gradebookFileName(level.title, query.format),
      format: query.format,
      bytes: await spreadsheetFile(query.format, gradebookSheet(questions, attempts, answers)),
    };
  }

  /** The paper's questions and the counted attempts' marks, read from one snapshot. */
  private load(scope: TenantScope, levelId: string) {
    return this.transactions.snapshot(async (tx) => {
      const level = await this.levels.findById(scope, levelId, tx);
      const paperId = level?.questionPaperId ?? null;
      // Sequential: in a transaction the three share one connection.
      const questions = paperId
        ? await this.papers.questionsOf({ kind: 'admin', ...scope }, [paperId], tx)
        : [];
      const attempts = await this.marks.attempts(scope, levelId, tx);
      const answers = await this.marks.answers(scope, levelId, tx);
      return { questions, attempts, answers };
    });
  }
}
