import type { VivaSession } from '@markwise/contract';
import type { VivaRecord, VivaTurnRecord } from '../../data/sessions/viva-sessions.repository.js';
import { summarise } from './offline-examiner.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A viva as its student and teachers read it; the summary once it has ended. */
export function vivaView(viva: VivaRecord, turns: readonly VivaTurnRecord[]): VivaSession {
  const topics = viva.questionIds.length;
  return {
    id: viva.id,
    levelId: viva.levelId,
    mode: viva.mode,
    finished: viva.finishedAt !== null,
    topics,
    startedAt: viva.startedAt.toISOString(),
    turns: turns.map((turn) => ({
      id: turn.id,
      kind: turn.kind,
      topic: turn.topic,
      question: turn.question,
      askedAt: turn.askedAt.toISOString(),
      dueAt: turn.dueAt.toISOString(),
      answer: turn.answer,
      way: turn.way,
      answeredAt: iso(turn.answeredAt),
      score: turn.score,
      feedback: turn.feedback,
    })),
    summary: viva.finishedAt === null ? null : summarise(turns, topics),
  };
}
