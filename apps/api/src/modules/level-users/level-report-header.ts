import type { LevelReportHeader } from '@markwise/contract';
import { notFound } from '../../common/errors/domain-errors.js';
import type { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import type { TenantScope } from '../../data/scope.js';

/**
 * What a level's reports are of (its title, paper and place in the catalogue), when the level is
 * the institution's; else 404, so another institution's level ids cannot be probed.
 */
export async function levelReportHeader(
  levels: LevelsRepository,
  scope: TenantScope,
  levelId: string,
): Promise<LevelReportHeader> {
  const row = await levels.findReportHeader(scope, levelId);
  if (!row) throw notFound('Level not found');
  return {
    _id: row.id,
    title: row.title,
    examId: row.courseId,
    subjectId: row.subjectId,
    paper:
      row.paperTitle !== null && row.paperCode !== null
        ? { title: row.paperTitle, qpCode: row.paperCode }
        : null,
  };
}
