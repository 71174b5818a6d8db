import { randomUUID } from 'node:crypto';
import type { CreateQuestionPaperInput, PaperQuestionInput } from '@markwise/contract';
import type { Database } from '@markwise/db';
import {
  createCourse,
  createJourney,
  createLevel,
  createPaper as createCataloguePaper,
  createSubject as createCatalogueSubject,
} from './catalogue-factories.js';

const unique = () => randomUUID().slice(0, 8);

/** A subject, in a new course of the institution unless one is given. */
export async function createSubject(
  database: Database,
  options: { institutionId: string; courseId?: string; title?: string },
) {
  const { institutionId } = options;
  const courseId = options.courseId ?? (await createCourse(database, { institutionId })).id;
  return createCatalogueSubject(database, { ...options, courseId });
}

/** A paper with two questions (4 and 6 marks) unless told otherwise. */
export const createPaper = (
  database: Database,
  options: Parameters<typeof createCataloguePaper>[1],
) =>
  createCataloguePaper(database, {
    ...options,
    year: options.year ?? 2024,
    questions: options.questions ?? [
      { marks: 4, modelAnswer: 'Model answer one', rubric: [{ point: 'Key point', marks: 4 }] },
      { marks: 6, modelAnswer: 'Model answer two', rubric: null },
    ],
  });

/** An exam level of a new journey that is sat on `paperId`. */
export async function createExamLevel(
  database: Database,
  options: { institutionId: string; paperId: string; subjectId?: string },
) {
  const { institutionId } = options;
  const subjectId = options.subjectId ?? (await createSubject(database, { institutionId })).id;
  const journey = await createJourney(database, { institutionId, subjectId });
  return createLevel(database, {
    journeyId: journey.id,
    title: `Level ${unique()}`,
    order: 1,
    type: 'exam',
    questionPaperId: options.paperId,
  });
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
