import { randomUUID } from 'node:crypto';
import type {
  CreateQuestionPaperInput,
  PaperQuestionInput,
  PaperVisibility,
} from '@markwise/contract';
import {
  courses,
  journeys,
  levels,
  questionPapers,
  questions,
  subjects,
  type Database,
  type RubricPoint,
} from '@markwise/db';

const unique = () => randomUUID().slice(0, 8);

export async function createCourse(database: Database, institutionId: string) {
  const [course] = await database.db
    .insert(courses)
    .values({ institutionId, title: `Course ${unique()}` })
    .returning();
  return course!;
}

/** A subject, in a new course of the institution unless one is given. */
export async function createSubject(
  database: Database,
  options: { institutionId: string; courseId?: string; title?: string },
) {
  const courseId = options.courseId ?? (await createCourse(database, options.institutionId)).id;
  const [subject] = await database.db
    .insert(subjects)
    .values({
      institutionId: options.institutionId,
      courseId,
      title: options.title ?? `Subject ${unique()}`,
    })
    .returning();
  return subject!;
}

export type PaperQuestionSeed = {
  text?: string;
  marks: number;
  modelAnswer?: string | null;
  rubric?: RubricPoint[] | null;
};

/** A paper stored directly (not through the API), its maxMarks the sum of its questions. */
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
  const seeds = options.questions ?? [
    { marks: 4, modelAnswer: 'Model answer one', rubric: [{ point: 'Key point', marks: 4 }] },
    { marks: 6, modelAnswer: 'Model answer two', rubric: null },
  ];
  const [paper] = await database.db
    .insert(questionPapers)
    .values({
      institutionId: options.institutionId,
      title: options.title ?? `Paper ${unique()}`,
      qpCode: options.qpCode ?? `QP-${unique()}`,
      year: options.year ?? 2024,
      subjectId: options.subjectId ?? null,
      courseId: options.courseId ?? null,
      timeAllowed: 60,
      maxMarks: seeds.reduce((sum, question) => sum + question.marks, 0),
      visibility: options.visibility ?? 'private',
    })
    .returning();
  const stored = await database.db
    .insert(questions)
    .values(
      seeds.map((seed, index) => ({
        paperId: paper!.id,
        number: index + 1,
        text: seed.text ?? `Question ${index + 1} of ${paper!.title}`,
        marks: seed.marks,
        modelAnswer: seed.modelAnswer ?? null,
        rubric: seed.rubric ?? null,
      })),
    )
    .returning();
  return { ...paper!, questions: stored.sort((a, b) => a.number - b.number) };
}

/** An exam level of a new journey that is sat on `paperId`. */
export async function createExamLevel(
  database: Database,
  options: { institutionId: string; paperId: string; subjectId?: string },
) {
  const subjectId =
    options.subjectId ??
    (await createSubject(database, { institutionId: options.institutionId })).id;
  const [journey] = await database.db
    .insert(journeys)
    .values({ institutionId: options.institutionId, subjectId, title: `Journey ${unique()}` })
    .returning();
  const [level] = await database.db
    .insert(levels)
    .values({
      journeyId: journey!.id,
      title: `Level ${unique()}`,
      order: 1,
      type: 'exam',
      questionPaperId: options.paperId,
    })
    .returning();
  return level!;
}

/** A paper with an exam level on it: what a practice session needs. */
export async function createSittablePaper(database: Database, institutionId: string) {
  const paper = await createPaper(database, { institutionId });
  const level = await createExamLevel(database, { institutionId, paperId: paper.id });
  return { paper, level };
}

/** A valid POST /question-papers body whose maxMarks matches its questions. */
export function paperRequest(
  overrides: Partial<CreateQuestionPaperInput> = {},
): CreateQuestionPaperInput {
  const questionList: PaperQuestionInput[] = overrides.questions ?? [
    {
      text: 'Explain photosynthesis.',
      marks: 6,
      modelAnswer: 'Light, water and CO2 make glucose and oxygen.',
      rubric: [
        { point: 'Inputs', marks: 3 },
        { point: 'Outputs', marks: 3 },
      ],
    },
    { text: 'Name the powerhouse of the cell.', marks: 4, language: 'hi' },
  ];
  return {
    title: `Science ${unique()}`,
    class: 'Grade 10A',
    description: 'Chapters 1-4',
    timeAllowed: 90,
    year: 2024,
    qpCode: `SCI-${unique()}`,
    maxMarks: questionList.reduce((sum, question) => sum + question.marks, 0),
    ...overrides,
    questions: questionList,
  };
}
