import { Injectable } from '@nestjs/common';
import {
  LevelUser,
  LevelUsersResponse,
  levelUsersExportFileName,
  paginationOf,
  type LevelUsersExportFormat,
  type LevelUsersExportQuery,
  type LevelUsersQuery,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { tooLarge } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { tenantOf } from '../../data/scope.js';
import {
  LevelUsersRepository,
  type LevelUserRow,
} from '../../data/sessions/level-users.repository.js';
import { exportFile } from './level-users-export.js';
import { levelReportHeader } from './level-report-header.js';
import { dayRangeOf } from './level-users-range.js';

/** More students than a report file is meant for: narrower filters make a smaller file. */
export const LEVEL_USERS_EXPORT_MAX_ROWS = 20_000;

export type LevelUsersExport = { fileName: string; format: LevelUsersExportFormat; bytes: Buffer };

@Injectable()
export class LevelUsersService {
  constructor(
    private readonly levels: LevelsRepository,
    private readonly levelUsers: LevelUsersRepository,
  ) {}

  /** A page of the students who attempted a level of the caller's institution in a range. */
  async list(
    caller: AuthUser,
    levelId: string,
    query: LevelUsersQuery,
    now = new Date(),
  ): Promise<LevelUsersResponse> {
    const scope = tenantOf(caller);
    const level = await levelReportHeader(this.levels, scope, levelId);
    const page = await this.levelUsers.page(scope, {
      levelId,
      ...filtersOf(query, now),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return LevelUsersResponse.parse({
      data: {
        level,
        users: page.rows.map(toLevelUser),
        totalAttempted: page.totalAttempted,
        totalCompleted: page.totalCompleted,
        pagination: paginationOf(query, page.totalAttempted),
      },
    });
  }

  /** Every student the same filters match, as a CSV or XLSX file. */
  async export(
    caller: AuthUser,
    levelId: string,
    query: LevelUsersExportQuery,
    now = new Date(),
  ): Promise<LevelUsersExport> {
    const scope = tenantOf(caller);
    const level = await levelReportHeader(this.levels, scope, levelId);
    const filters = filtersOf(query, now);
    const page = await this.levelUsers.page(scope, {
      levelId,
      ...filters,
      limit: LEVEL_USERS_EXPORT_MAX_ROWS + 1,
      offset: 0,
    });
    if (page.rows.length > LEVEL_USERS_EXPORT_MAX_ROWS) {
      throw tooLarge(
        `More than ${LEVEL_USERS_EXPORT_MAX_ROWS} students match; choose a shorter range or a status or class`,
      );
    }
    const users = LevelUser.array().parse(page.rows.map(toLevelUser));
    return {
      fileName: levelUsersExportFileName({ title: level.title, ...filters, format: query.format }),
      format: query.format,
      bytes: await exportFile(query.format, users),
    };
  }
}

function filtersOf(query: LevelUsersExportQuery | LevelUsersQuery, now: Date) {
  return {
    ...dayRangeOf(query, now),
    status: query.status,
    studentClass: query.class,
  };
}

function toLevelUser(row: LevelUserRow): LevelUser {
  const evaluated = row.evaluated_marks_allocated !== null;
  return {
    _id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    class: row.student_class,
    timestamp: new Date(row.latest_start).toISOString(),
    level_progress: {
      completion: row.latest_status === 'evaluated' ? 'completed' : 'in_progress',
      attempts: row.attempts,
      marks_earned: row.evaluated_marks_awarded ?? 0,
      session_id: row.latest_id,
      status: row.latest_status,
      overall_report: evaluated
        ? {
            marks_awarded: row.evaluated_marks_awarded ?? 0,
            marks_allocated: row.evaluated_marks_allocated ?? 0,
            isPass: row.evaluated_is_pass ?? false,
            overall_report: row.evaluated_report ?? '',
          }
        : null,
    },
  };
}
