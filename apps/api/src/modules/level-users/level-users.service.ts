import { Injectable } from '@nestjs/common';
import {
  LevelUsersResponse,
  paginationOf,
  type LevelUser,
  type LevelUsersQuery,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { tenantOf } from '../../data/scope.js';
import {
  SessionStatisticsRepository,
  type LevelUserRow,
} from '../../data/sessions/session-statistics.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class LevelUsersService {
  constructor(
    private readonly levels: LevelsRepository,
    private readonly statistics: SessionStatisticsRepository,
  ) {}

  /** The students who attempted a level of the caller's institution on one UTC day. */
  async list(
    caller: AuthUser,
    levelId: string,
    query: LevelUsersQuery,
    now = new Date(),
  ): Promise<LevelUsersResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.exists(scope, levelId))) throw notFound('Level not found');
    const from = utcDay(query.exam_date, now);
    const page = await this.statistics.levelDay(scope, {
      levelId,
      from,
      to: new Date(from.getTime() + DAY_MS),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return LevelUsersResponse.parse({
      data: {
        users: page.rows.map(toLevelUser),
        totalAttempted: page.totalAttempted,
        totalCompleted: page.totalCompleted,
        pagination: paginationOf(query, page.totalAttempted),
      },
    });
  }
}

/** Midnight UTC of a yyyy-MM-dd day, or of today. */
function utcDay(date: string | undefined, now: Date): Date {
  if (date) return new Date(`${date}T00:00:00.000Z`);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function toLevelUser(row: LevelUserRow): LevelUser {
  const evaluated = row.evaluated_marks_allocated !== null;
  return {
    _id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
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
