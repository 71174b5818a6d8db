import { randomUUID } from 'node:crypto';
import {
  courses,
  enrollments,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  type Database,
  type LevelType,
  type NewCourse,
  type NewLevel,
  type NewQuestion,
  type NewQuestionPaper,
  withPointIds,
} from '@markwise/db';
import type { CourseResponse, PaperVisibility } from '@markwise/contract';
import { eq } from 'drizzle-orm';
import { tokenOf } from './auth-helpers.js';
import { createInstitution, createUser, insertRow, uniqueName } from './factories.js';
import { tinyPng } from './images.js';
import type { TestApp } from './test-app.js';

/** Rows inserted straight with Drizzle, so the tests of one endpoint do not depend on another. */

export async function createCourse(
  database: Database,
  options: { institutionId: string } & Partial<Omit<NewCourse, 'institutionId'>>,
) {
  return insertRow(database, courses, { title: uniqueName('Course'), ...options });
}

export async function createSubject(
  database: Database,
  options: { institutionId: string; courseId: string; title?: string; isActive?: boolean },
) {
  return insertRow(database, subjects, { title: uniqueName('Subject'), ...options });
}

export async function createJourney(
  database: Database,
  options: { institutionId: string; subjectId: string; title?: string; createdAt?: Date },
) {
  return insertRow(database, journeys, { title: uniqueName('Journey'), ...options });
}

export async function createLevel(
  database: Database,
  options: {
    journeyId: string;
    order: number;
    type?: LevelType;
    title?: string;
    xpRequiredToUnlock?: number;
    xpReward?: number;
    questionPaperId?: string | null;
  },
) {
  return insertRow(database, levels, {
    title: `Level ${options.order}`,
    type: 'topic',
    ...options,
  });
}

export type PaperQuestionSeed = {
  text?: string;
  marks: number;
  modelAnswer?: string | null;
  /** Points without ids get new ones, as the API gives them. */
  rubric?: RubricSeed | null;
};

type RubricSeed = { id?: string; point: string; marks: number }[];

/** A paper stored directly; its maxMarks is the sum of its questions' (10 with none). */
export async function createPaper(
  database: Database,
  options: {
    institutionId: string;
    title?: string;
    qpCode?: string;
    year?: number;
    subjectId?: string | null;
    courseId?: string | null;
    questions?: PaperQuestionSeed[];
    visibility?: PaperVisibility;
  },
) {
  const seeds = options.questions ?? [];
  const [paper] = await database.db
    .insert(questionPapers)
    .values({
      institutionId: options.institutionId,
      title: options.title ?? uniqueName('Paper'),
      qpCode: options.qpCode ?? `QP-${randomUUID().slice(0, 6)}`,
      year: options.year ?? 2025,
      subjectId: options.subjectId ?? null,
      courseId: options.courseId ?? null,
      timeAllowed: 60,
      maxMarks: seeds.length ? seeds.reduce((sum, question) => sum + question.marks, 0) : 10,
      visibility: options.visibility ?? 'private',
    })
    .returning();
  const stored = seeds.length
    ? await database.db
        .insert(questions)
        .values(
          seeds.map((seed, index) => ({
            paperId: paper!.id,
            number: index + 1,
            text: seed.text ?? `Question ${index + 1} of ${paper!.title}`,
            marks: seed.marks,
            modelAnswer: seed.modelAnswer ?? null,
            rubric: seed.rubric ? withPointIds(seed.rubric) : null,
          })),
        )
        .returning()
    : [];
  return { ...paper!, questions: stored.sort((a, b) => a.number - b.number) };
}

export async function enroll(database: Database, options: { courseId: string; userId: string }) {
  await database.db.insert(enrollments).values(options);
}

/** What one question of a chain's paper says. */
type QuestionSeed = Partial<Pick<NewQuestion, 'text' | 'modelAnswer'>> & { rubric?: RubricSeed };

/**
 * The one chain every exam test starts from: course → subject → journey → a paper with questions
 * (one per entry of `marks`, numbered from 1) → a level sat on it. Each part takes overrides, so a
 * test names only what it is about; `questions(index)` writes each question's texts, and `tag`
 * (random unless given) keeps titles and codes unique.
 */
export async function createExamChain(
  database: Database,
  options: {
    institutionId: string;
    marks: number[];
    tag?: string;
    course?: Partial<Omit<NewCourse, 'institutionId'>>;
    subject?: { title?: string; isActive?: boolean };
    paper?: Partial<Omit<NewQuestionPaper, 'institutionId' | 'maxMarks'>>;
    questions?: (index: number) => QuestionSeed;
    level?: Partial<Omit<NewLevel, 'journeyId'>>;
  },
) {
  const { institutionId, marks } = options;
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const course = await createCourse(database, {
    institutionId,
    title: `Course ${tag}`,
    ...options.course,
  });
  const subject = await createSubject(database, {
    institutionId,
    courseId: course.id,
    ...options.subject,
  });
  const journey = await createJourney(database, {
    institutionId,
    subjectId: subject.id,
    title: `Journey ${tag}`,
  });
  const [paper] = await database.db
    .insert(questionPapers)
    .values({
      institutionId,
      subjectId: subject.id,
      courseId: course.id,
      title: `Paper ${tag}`,
      timeAllowed: 60,
      year: 2025,
      qpCode: `QP-${tag}`,
      ...options.paper,
      maxMarks: marks.reduce((sum, value) => sum + value, 0),
    })
    .returning();
  const paperQuestions = await database.db
    .insert(questions)
    .values(
      marks.map((value, index) => {
        const { rubric, ...seed } = options.questions?.(index) ?? {};
        return {
          paperId: paper!.id,
          number: index + 1,
          text: `Question ${index + 1} of ${tag}: explain.`,
          marks: value,
          ...seed,
          ...(rubric ? { rubric: withPointIds(rubric) } : {}),
        };
      }),
    )
    .returning();
  const [level] = await database.db
    .insert(levels)
    .values({
      journeyId: journey.id,
      title: `Exam ${tag}`,
      order: 1,
      type: 'exam',
      questionPaperId: paper!.id,
      ...options.level,
    })
    .returning();
  return {
    institutionId,
    tag,
    course,
    subject,
    journey,
    paper: paper!,
    level: level!,
    questions: paperQuestions.sort((a, b) => a.number - b.number),
  };
}

/** A student's attempt at an exam level: what makes the level, its subject and course undeletable. */
export async function createAttempt(
  database: Database,
  options: { institutionId: string; userId: string; levelId: string; paperId: string },
) {
  return insertRow(database, practiceSessions, { ...options, marksAllocated: 10 });
}

/** The catalogue's student attempting its exam level, so nothing above the level can be deleted. */
export function attemptExam(
  database: Database,
  catalogue: {
    institutionId: string;
    student: { id: string };
    exam: { id: string };
    paper: { id: string };
  },
) {
  return createAttempt(database, {
    institutionId: catalogue.institutionId,
    userId: catalogue.student.id,
    levelId: catalogue.exam.id,
    paperId: catalogue.paper.id,
  });
}

/** The stored levels of a journey. */
export function levelsOf(database: Database, journeyId: string) {
  return database.db.select().from(levels).where(eq(levels.journeyId, journeyId));
}

/**
 * institution → admin and student → course → subject → journey → levels (a topic, then an exam
 * on a paper): the chain most tests start from. Pass an institution to add to it.
 */
export async function createCatalogue(
  database: Database,
  options: { institutionId?: string } = {},
) {
  const institutionId = options.institutionId ?? (await createInstitution(database)).id;
  const admin = await createUser(database, { institutionId, role: 'ADMIN' });
  const student = await createUser(database, { institutionId });
  const course = await createCourse(database, { institutionId });
  const subject = await createSubject(database, { institutionId, courseId: course.id });
  const journey = await createJourney(database, { institutionId, subjectId: subject.id });
  const paper = await createPaper(database, { institutionId });
  const topic = await createLevel(database, { journeyId: journey.id, order: 1, type: 'topic' });
  const exam = await createLevel(database, {
    journeyId: journey.id,
    order: 2,
    type: 'exam',
    questionPaperId: paper.id,
  });
  return { institutionId, admin, student, course, subject, journey, paper, topic, exam };
}

/** A catalogue in a new institution, with its admin's and its student's access tokens. */
export async function createSchool(t: TestApp) {
  const catalogue = await createCatalogue(t.database);
  return {
    ...catalogue,
    adminToken: await tokenOf(t, catalogue.admin),
    studentToken: await tokenOf(t, catalogue.student),
  };
}

/** A course as the API shows one given nothing but its title: no subjects, nobody enrolled. */
export const plainCourseView = (fields: { _id: unknown; title: string; createdAt: unknown }) => ({
  ...fields,
  description: null,
  imageUrls: [],
  availablity_status: 'available',
  isPremium: false,
  board: null,
  enrolledCount: 0,
  subjectsCount: 0,
  difficultyLevel: 'Beginner',
});

/** A course posted through the API with one picture (so its file is stored), as the API returned it. */
export async function postCourseWithPicture(t: TestApp, adminToken: string, title: string) {
  const created = await t
    .as(adminToken)
    .post('/api/exams')
    .field('title', title)
    .attach('images', tinyPng(), { filename: 'a.png', contentType: 'image/png' })
    .expect(201);
  return (created.body as CourseResponse).data;
}
