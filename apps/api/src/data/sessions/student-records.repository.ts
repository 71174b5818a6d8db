import { Injectable } from '@nestjs/common';
import {
  answers,
  levelProgress,
  levels,
  practiceSessions,
  questionPapers,
  questions,
} from '@markwise/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { StudentScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { answersIn, ofStudent, sessionsIn } from './session-scope.js';
import { sessionIdsOf } from './session-subqueries.js';
import { levelOfAttempt, paperOfAttempt } from './attempt-joins.js';

/**
 * A student's rows of the sessions aggregate for their data export and their erasure. Ids of their
 * attempts are always subqueries, so a long history costs the same number of statements as a
 * short one.
 */
@Injectable()
export class StudentRecordsRepository extends Repository {
  sessionsOf(student: StudentScope, tx?: Tx) {
    return this.db(tx)
      .select({
        session: practiceSessions,
        levelTitle: levels.title,
        paperTitle: questionPapers.title,
        qpCode: questionPapers.qpCode,
      })
      .from(practiceSessions)
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(questionPapers, paperOfAttempt)
      .where(sessionsIn(student))
      .orderBy(asc(practiceSessions.startTime), asc(practiceSessions.id));
  }

  answersOf(student: StudentScope, tx?: Tx) {
    const db = this.db(tx);
    return db
      .select({ answer: answers, questionNumber: questions.number, questionText: questions.text })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(inArray(answers.sessionId, sessionIdsOf(db, student)))
      .orderBy(asc(answers.sessionId), asc(questions.number));
  }

  progressOf(student: StudentScope, tx?: Tx) {
    return this.db(tx)
      .select({ progress: levelProgress, levelTitle: levels.title })
      .from(levelProgress)
      .innerJoin(levels, eq(levels.id, levelProgress.levelId))
      .where(ofStudent(levelProgress.userId, student))
      .orderBy(asc(levelProgress.updatedAt), asc(levelProgress.id));
  }

  /** The stored photo keys of all the student's answers. */
  async imagePathsOf(student: StudentScope, tx?: Tx): Promise<string[]> {
    const db = this.db(tx);
    const rows = await db
      .select({ imagePaths: answers.imagePaths })
      .from(answers)
      .where(inArray(answers.sessionId, sessionIdsOf(db, student)));
    return rows.flatMap((row) => row.imagePaths);
  }

  /**
   * Removes the student's attempts, answers and progress, children first, and clears the links
   * that name them (as the teacher who uploaded or marked) on other students' rows of the
   * institution. Returns how many rows of each kind went.
   */
  async erase(student: StudentScope, tx: Tx) {
    const db = this.db(tx);
    const tenant = { institutionId: student.institutionId };
    await db
      .update(practiceSessions)
      .set({ uploadedBy: null })
      .where(and(eq(practiceSessions.uploadedBy, student.studentId), sessionsIn(tenant)));
    await db
      .update(answers)
      .set({ overriddenBy: null })
      .where(and(eq(answers.overriddenBy, student.studentId), answersIn(db, tenant)));
    const removedAnswers = await db
      .delete(answers)
      .where(inArray(answers.sessionId, sessionIdsOf(db, student)))
      .returning({ id: answers.id });
    const progress = await db
      .delete(levelProgress)
      .where(ofStudent(levelProgress.userId, student))
      .returning({ id: levelProgress.id });
    const sessions = await db
      .delete(practiceSessions)
      .where(sessionsIn(student))
      .returning({ id: practiceSessions.id });
    return {
      practiceSessions: sessions.length,
      answers: removedAnswers.length,
      levelProgress: progress.length,
    };
  }
}
