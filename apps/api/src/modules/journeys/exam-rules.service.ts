import { Injectable } from '@nestjs/common';
import {
  EXAM_RULE_MESSAGES,
  isAnswerKeyReleased,
  passPercentageOf,
  type ExamRules,
  type ExamRulesRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalid, notFound } from '../../common/errors/domain-errors.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { tenantOf } from '../../data/scope.js';

/**
 * A teacher's rules for an exam level: attempts, the window, the answer key, the pass mark, when
 * marks are released, how long students may ask for a re-check.
 */
@Injectable()
export class ExamRulesService {
  constructor(private readonly levels: LevelsRepository) {}

  async get(caller: AuthUser, levelId: string): Promise<ExamRules> {
    const found = await this.levels.findWithPaperPass(tenantOf(caller), levelId);
    if (!found) throw notFound('Level not found');
    const { level, paperPassPercentage } = found;
    return {
      levelId: level.id,
      attemptsAllowed: level.attemptsAllowed,
      opensAt: level.opensAt?.toISOString() ?? null,
      closesAt: level.closesAt?.toISOString() ?? null,
      answerKeyRelease: level.answerKeyRelease,
      answerKeyReleased: isAnswerKeyReleased(level, new Date()),
      passPercentage: level.passPercentage,
      effectivePassPercentage: passPercentageOf(level, { passPercentage: paperPassPercentage }),
      releasePolicy: level.releasePolicy,
      regradeWindowDays: level.regradeWindowDays,
    };
  }

  /**
   * Replaces the rules whole. They apply to attempts started from now on; results already given
   * keep the pass mark they were marked against until they are marked again.
   */
  async set(caller: AuthUser, levelId: string, rules: ExamRulesRequest): Promise<ExamRules> {
    const found = await this.levels.findWithPaperPass(tenantOf(caller), levelId);
    if (!found) throw notFound('Level not found');
    if (found.level.type !== 'exam') throw invalid(EXAM_RULE_MESSAGES.examLevelsOnly);
    await this.levels.setExamRules(tenantOf(caller), levelId, {
      attemptsAllowed: rules.attemptsAllowed,
      opensAt: rules.opensAt ? new Date(rules.opensAt) : null,
      closesAt: rules.closesAt ? new Date(rules.closesAt) : null,
      answerKeyRelease: rules.answerKeyRelease,
      passPercentage: rules.passPercentage,
      releasePolicy: rules.releasePolicy ?? found.level.releasePolicy,
      regradeWindowDays: rules.regradeWindowDays ?? found.level.regradeWindowDays,
    });
    return this.get(caller, levelId);
  }
}
