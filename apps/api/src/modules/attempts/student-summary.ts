import { averagePercentage, percentageOf, type StudentSummary } from '@markwise/contract';
import type { SittableLevelRow } from '../../data/catalogue/levels.repository.js';
import type { AttemptsRepository } from '../../data/sessions/attempts.repository.js';

type LevelRow = SittableLevelRow;
type SessionRow = Awaited<ReturnType<AttemptsRepository['history']>>[number];

const RECENT_COUNT = 5;
const MINUTE_MS = 60_000;

/** Map.groupBy arrived in Node 21; we support Node 20.19. Keeps first-seen key order. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

const resultOf = (session: SessionRow) => ({
  awarded: session.marksAwarded ?? 0,
  allocated: session.marksAllocated,
});

const scoreOf = (session: SessionRow) =>
  session.status === 'evaluated'
    ? percentageOf(session.marksAwarded ?? 0, session.marksAllocated)
    : null;

/**
 * The student dashboard's figures from the student's own levels and sessions (newest first).
 * Only evaluated sessions count towards scores; time spent counts every finished session.
 */
export function studentSummary(
  levels: LevelRow[],
  sessions: SessionRow[],
  xp: number,
): StudentSummary {
  const evaluated = sessions.filter((session) => session.status === 'evaluated');
  const passedLevels = new Set(sessions.filter((s) => s.isPass === true).map((s) => s.levelId));

  return {
    xp,
    availableExams: levels.filter((level) => level.xpRequired <= xp).length,
    completed: evaluated.length,
    averageScore: averagePercentage(evaluated.map(resultOf)),
    timeSpentMinutes: Math.round(
      sessions.reduce(
        (total, { startTime, endTime }) =>
          endTime ? total + Math.max(0, endTime.getTime() - startTime.getTime()) : total,
        0,
      ) / MINUTE_MS,
    ),
    recent: sessions.slice(0, RECENT_COUNT).map((session) => ({
      _id: session.id,
      title: session.paperTitle,
      subject: session.subject,
      startTime: session.startTime.toISOString(),
      status: session.status,
      percentage: scoreOf(session),
      isPass: session.status === 'evaluated' ? (session.isPass ?? false) : null,
    })),
    newResults: evaluated
      .filter((session) => session.resultsSeenAt === null)
      .slice(0, RECENT_COUNT)
      .map((session) => ({
        _id: session.id,
        title: session.paperTitle,
        subject: session.subject,
        evaluatedAt: session.evaluatedAt?.toISOString() ?? null,
        percentage: scoreOf(session),
        isPass: session.isPass ?? false,
      })),
    subjects: subjectAverages(evaluated),
    journeys: journeyProgress(levels, passedLevels, xp),
  };
}

function subjectAverages(evaluated: SessionRow[]): StudentSummary['subjects'] {
  const bySubject = groupBy(evaluated, (session) => session.subject);
  return [...bySubject]
    .map(([subject, rows]) => ({
      subject,
      averageScore: averagePercentage(rows.map(resultOf)) ?? 0,
      completed: rows.length,
    }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
}

/** Levels arrive ordered by course, subject, journey and level order. */
function journeyProgress(
  levels: LevelRow[],
  passedLevels: Set<string>,
  xp: number,
): StudentSummary['journeys'] {
  return [...groupBy(levels, (level) => level.journeyId).values()].map((journeyLevels) => {
    const first = journeyLevels[0]!;
    const next = journeyLevels.find((level) => level.xpRequired > xp);
    return {
      journeyTitle: first.journeyTitle,
      subjectTitle: first.subjectTitle,
      courseTitle: first.courseTitle,
      levelsTotal: journeyLevels.length,
      levelsPassed: journeyLevels.filter((level) => passedLevels.has(level.levelId)).length,
      nextLevel: next
        ? {
            levelId: next.levelId,
            title: next.title,
            xpRequired: next.xpRequired,
            xpNeeded: next.xpRequired - xp,
          }
        : null,
    };
  });
}
