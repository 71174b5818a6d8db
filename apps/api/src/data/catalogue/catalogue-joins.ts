import { courses, journeys, levels, questionPapers, subjects } from '@markwise/db';
import { eq } from 'drizzle-orm';

/*
 * How the catalogue's rows hang together, as join conditions. Every level has its journey, every
 * journey its subject and every subject its course, so an inner join on these drops no row.
 */

export const journeyOfLevel = eq(journeys.id, levels.journeyId);
export const subjectOfJourney = eq(subjects.id, journeys.subjectId);
export const courseOfSubject = eq(courses.id, subjects.courseId);

/** The paper an exam level is sat on (a topic level has none: left join it where topics count). */
export const paperOfLevel = eq(questionPapers.id, levels.questionPaperId);
