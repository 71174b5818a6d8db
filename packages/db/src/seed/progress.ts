import type { NewLevelProgress } from '../schema/index.js';
import type { SessionRow } from './sessions.js';
import { DAY } from './time.js';

type LevelInfo = {
  id: string;
  journeyId: string;
  order: number;
  type: 'topic' | 'exam';
  xpReward: number;
};

const key = (userId: string, levelId: string) => `${userId}:${levelId}`;

/**
 * Level progress as the evaluation worker would have left it: attempts and the last session of every
 * exam level a student sat, the best marked session, completion once a session passed, the level's XP
 * reward on completion. The topic levels before an exam a student sat count as completed.
 */
export function deriveProgress(options: { sessions: SessionRow[]; levels: LevelInfo[] }): {
  progress: NewLevelProgress[];
  xpByUser: Map<string, number>;
} {
  const levelsById = new Map(options.levels.map((level) => [level.id, level]));
  const byUserLevel = new Map<string, SessionRow[]>();
  for (const session of options.sessions) {
    const group = byUserLevel.get(key(session.userId, session.levelId)) ?? [];
    group.push(session);
    byUserLevel.set(key(session.userId, session.levelId), group);
  }

  const progress: NewLevelProgress[] = [];
  const topicsDone = new Map<string, Date>();
  for (const sessions of byUserLevel.values()) {
    const chronological = [...sessions].sort(
      (a, b) => a.startTime.getTime() - b.startTime.getTime(),
    );
    const first = chronological[0] as SessionRow;
    const last = chronological[chronological.length - 1] as SessionRow;
    const level = levelsById.get(first.levelId) as LevelInfo;
    const marked = chronological.filter((session) => session.marksAwarded !== null);
    const best = marked.reduce<SessionRow | undefined>(
      (top, session) =>
        !top || (session.marksAwarded ?? 0) >= (top.marksAwarded ?? 0) ? session : top,
      undefined,
    );
    const completed = marked.some((session) => session.isPass);
    progress.push({
      userId: first.userId,
      levelId: level.id,
      completion: completed ? 'completed' : 'in_progress',
      attempts: chronological.length,
      marksEarned: best?.marksAwarded ?? null,
      bestSessionId: best?.id ?? null,
      lastSessionId: last.id,
      xpEarned: completed ? level.xpReward : 0,
      updatedAt: last.evaluatedAt ?? last.submittedAt ?? last.startTime,
    });

    for (const topic of options.levels) {
      if (topic.type !== 'topic' || topic.journeyId !== level.journeyId) continue;
      if (topic.order > level.order) continue;
      const topicKey = key(first.userId, topic.id);
      const studiedBy = new Date(first.startTime.getTime() - DAY);
      const known = topicsDone.get(topicKey);
      if (!known || studiedBy < known) topicsDone.set(topicKey, studiedBy);
    }
  }

  for (const [topicKey, updatedAt] of topicsDone) {
    const [userId, levelId] = topicKey.split(':') as [string, string];
    const level = levelsById.get(levelId) as LevelInfo;
    progress.push({
      userId,
      levelId,
      completion: 'completed',
      attempts: 1,
      marksEarned: null,
      xpEarned: level.xpReward,
      updatedAt,
    });
  }

  const xpByUser = new Map<string, number>();
  for (const row of progress) {
    xpByUser.set(row.userId, (xpByUser.get(row.userId) ?? 0) + (row.xpEarned ?? 0));
  }
  return { progress, xpByUser };
}
