import {
  answers,
  classes,
  courses,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  users,
  type Database,
} from '@markwise/db';
import { eq, inArray } from 'drizzle-orm';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * Every row of one institution, table by table: what the security suites search for another
 * institution's data in a response, or for a refused caller's text in the rows.
 */
export async function tenantRows(database: Database, institutionId: string) {
  const db = database.db;
  const [people, classRows, courseRows, subjectRows, journeyRows, paperRows, sessionRows] =
    await Promise.all([
      db.select().from(users).where(eq(users.institutionId, institutionId)),
      db.select().from(classes).where(eq(classes.institutionId, institutionId)),
      db.select().from(courses).where(eq(courses.institutionId, institutionId)),
      db.select().from(subjects).where(eq(subjects.institutionId, institutionId)),
      db.select().from(journeys).where(eq(journeys.institutionId, institutionId)),
      db.select().from(questionPapers).where(eq(questionPapers.institutionId, institutionId)),
      db.select().from(practiceSessions).where(eq(practiceSessions.institutionId, institutionId)),
    ]);
  // An id that matches nothing keeps each IN list non-empty.
  const none = ['00000000-0000-0000-0000-000000000000'];
  const [levelRows, questionRows, answerRows] = await Promise.all([
    db
      .select()
      .from(levels)
      .where(inArray(levels.journeyId, [...none, ...ids(journeyRows)])),
    db
      .select()
      .from(questions)
      .where(inArray(questions.paperId, [...none, ...ids(paperRows)])),
    db
      .select()
      .from(answers)
      .where(inArray(answers.sessionId, [...none, ...ids(sessionRows)])),
  ]);
  return {
    people,
    classes: classRows,
    courses: courseRows,
    subjects: subjectRows,
    journeys: journeyRows,
    papers: paperRows,
    sessions: sessionRows,
    levels: levelRows,
    questions: questionRows,
    answers: answerRows,
  };
}
