import { z } from 'zod';
import {
  clearableText,
  component,
  dataEnvelope,
  EXAMPLE_PAGINATION,
  messageEnvelope,
  optionalFilter,
  pageOf,
  PaginationQuery,
  Timestamp,
  uuidField,
} from './common.js';

export const QUESTIONS_PER_PAPER_MAX = 100;
export const QUESTION_MARKS_MAX = 1000;
export const QUESTION_TEXT_MAX = 20_000;
export const DEFAULT_PAPER_LANGUAGE = 'en';

/**
 * Who may list and open a paper: its institution's admins only (private, the default), also the
 * institution's students (once they have sat any exam level it is behind), or anyone (a past
 * paper). Model answers and rubrics reach students only once the answer key is released.
 */
export const PAPER_VISIBILITIES = ['private', 'institution', 'public'] as const;
export type PaperVisibility = (typeof PAPER_VISIBILITIES)[number];

/** The error text when a paper's maxMarks and its questions disagree (maxMarks is their sum). */
export const maxMarksMismatch = (maxMarks: number, questionMarks: number) =>
  `maxMarks (${maxMarks}) must equal the sum of the question marks (${questionMarks})`;

/** Sum of marks; rubric marks may be fractional, and rounding keeps 0.1 + 0.2 from exceeding 0.3. */
export const sumOfMarks = (items: readonly { marks: number }[]) =>
  Math.round(items.reduce((sum, item) => sum + item.marks, 0) * 1000) / 1000;

const languageCode = (field: string) =>
  z
    .string({ error: `${field} must be a language code` })
    .regex(/^[a-z]{2}$/, `${field} must be a two-letter ISO 639-1 code such as en, hi or ta`);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const RubricPointRequest = z
  .object({
    /** The point's id when it is one the question has: its answers follow the point's new marks. */
    id: z.uuid({ error: 'id must be a rubric point id' }).optional(),
    point: text('point', 2000),
    marks: z
      .number({ error: 'marks must be a number' })
      .positive('marks must be positive')
      .max(QUESTION_MARKS_MAX, `marks must be at most ${QUESTION_MARKS_MAX}`),
  })
  .strict();

/** One question of a paper as an admin writes it; its number is its position in the array. */
export const PaperQuestionRequest = z
  .object({
    text: text('text', QUESTION_TEXT_MAX),
    // Whole marks: the database stores a question's (and so the paper's) marks as integers.
    marks: wholeNumber('marks', 1, QUESTION_MARKS_MAX),
    modelAnswer: clearableText('modelAnswer', QUESTION_TEXT_MAX),
    rubric: z.array(RubricPointRequest).min(1).max(50).nullable().optional(),
    /**
     * Other answers the teacher accepts as fully right, for short answers ("O(log n)", "log n"):
     * compared exactly, after normalisation, like the model answer. Left out: none.
     */
    acceptedAnswers: z
      .array(text('acceptedAnswers', 500), { error: 'acceptedAnswers must be a list of texts' })
      .max(20, 'acceptedAnswers must hold at most 20 answers')
      .optional(),
    /** Defaults to the paper's language. */
    language: languageCode('language').optional(),
  })
  .strict()
  .superRefine((question, context) => {
    if (!question.rubric) return;
    const total = sumOfMarks(question.rubric);
    if (total > question.marks) {
      context.addIssue({
        code: 'custom',
        path: ['rubric'],
        message: `rubric marks (${total}) must not exceed the question's marks (${question.marks})`,
      });
    }
  });
export type PaperQuestionInput = z.input<typeof PaperQuestionRequest>;
export type PaperQuestionRequest = z.output<typeof PaperQuestionRequest>;

const questionsInput = z
  .array(PaperQuestionRequest, { error: 'questions must be a list' })
  .min(1, 'questions must have at least 1 question')
  .max(QUESTIONS_PER_PAPER_MAX, `questions must have at most ${QUESTIONS_PER_PAPER_MAX} questions`);

/** The paper's own fields; every one is optional in a PATCH. */
const paperFields = {
  title: text('title', 300),
  /** The subject, and the course (exam) the subject belongs to; both of the caller's institution. */
  subjectId: uuidField('subjectId').nullable(),
  examId: uuidField('examId').nullable(),
  class: clearableText('class', 50),
  description: clearableText('description', 5000),
  /** Minutes. */
  timeAllowed: wholeNumber('timeAllowed', 1, 24 * 60),
  year: wholeNumber('year', 1900, 2100),
  qpCode: text('qpCode', 50),
  maxMarks: wholeNumber('maxMarks', 1, QUESTIONS_PER_PAPER_MAX * QUESTION_MARKS_MAX),
  language: languageCode('language'),
  passPercentage: wholeNumber('passPercentage', 0, 100),
  visibility: z.enum(PAPER_VISIBILITIES, {
    error: 'visibility must be private, institution or public',
  }),
};

/** The example paper's figures, the same in what is sent and what is read back. */
const paperFigures = {
  timeAllowed: 90,
  year: 2024,
  qpCode: 'SCI-10-MT-24',
  maxMarks: 10,
  language: 'en',
  passPercentage: 40,
};

const paperExampleInput = {
  title: 'Science Mid-Term 2024',
  subjectId: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  examId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  class: 'Grade 10A',
  description: 'Chapters 1-4',
  ...paperFigures,
  visibility: 'institution' as const,
  questions: [
    {
      text: 'Explain photosynthesis.',
      marks: 10,
      modelAnswer: 'Plants turn light, water and carbon dioxide into glucose and oxygen.',
      rubric: [
        { point: 'Names light, water and CO2 as inputs', marks: 5 },
        { point: 'Names glucose and oxygen as outputs', marks: 5 },
      ],
    },
  ],
};

export const CreateQuestionPaperRequest = z
  .object({
    ...paperFields,
    subjectId: paperFields.subjectId.optional(),
    examId: paperFields.examId.optional(),
    language: paperFields.language.default(DEFAULT_PAPER_LANGUAGE),
    passPercentage: paperFields.passPercentage.nullable().optional(),
    visibility: paperFields.visibility.default('private'),
    questions: questionsInput,
  })
  .strict()
  .superRefine((paper, context) => {
    const total = sumOfMarks(paper.questions);
    if (total !== paper.maxMarks) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: maxMarksMismatch(paper.maxMarks, total),
      });
    }
  })
  .meta({ id: 'CreateQuestionPaperRequest', examples: [paperExampleInput] });
export type CreateQuestionPaperInput = z.input<typeof CreateQuestionPaperRequest>;
export type CreateQuestionPaperRequest = z.output<typeof CreateQuestionPaperRequest>;

/** Changes the fields sent; `questions`, when sent, replaces all of them (refused once attempted). */
export const UpdateQuestionPaperRequest = z
  .object({
    title: paperFields.title.optional(),
    subjectId: paperFields.subjectId.optional(),
    examId: paperFields.examId.optional(),
    class: paperFields.class,
    description: paperFields.description,
    timeAllowed: paperFields.timeAllowed.optional(),
    year: paperFields.year.optional(),
    qpCode: paperFields.qpCode.optional(),
    maxMarks: paperFields.maxMarks.optional(),
    language: paperFields.language.optional(),
    passPercentage: paperFields.passPercentage.nullable().optional(),
    visibility: paperFields.visibility.optional(),
    questions: questionsInput.optional(),
  })
  .strict()
  .meta({ id: 'UpdateQuestionPaperRequest', examples: [{ title: 'Science Final 2024' }] });
export type UpdateQuestionPaperInput = z.input<typeof UpdateQuestionPaperRequest>;
export type UpdateQuestionPaperRequest = z.output<typeof UpdateQuestionPaperRequest>;

/** GET /question-papers: the filters of the question-papers screen, searched on the server. */
export const QuestionPapersQuery = PaginationQuery.extend({
  subjectId: uuidField('subjectId').optional(),
  examId: uuidField('examId').optional(),
  year: z.coerce
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(1900, 'year must be at least 1900')
    .max(2100, 'year must be at most 2100')
    .optional(),
  search: optionalFilter('search', 100),
})
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type QuestionPapersQueryInput = z.input<typeof QuestionPapersQuery>;
export type QuestionPapersQuery = z.output<typeof QuestionPapersQuery>;

export const RubricPoint = component('RubricPoint', {
  id: z.string(),
  point: z.string(),
  marks: z.number(),
});
export type RubricPoint = z.infer<typeof RubricPoint>;

/** A question as admins read it, with what the evaluator marks against. */
export const PaperQuestion = component('PaperQuestion', {
  _id: z.string(),
  /** 1-based position in the paper. */
  number: z.number().int(),
  text: z.string(),
  marks: z.number(),
  modelAnswer: z.string().nullable(),
  rubric: z.array(RubricPoint).nullable(),
  /** Other answers accepted as fully right; part of the marking guide, as the model answer. */
  acceptedAnswers: z.array(z.string()),
  language: z.string(),
});
export type PaperQuestion = z.infer<typeof PaperQuestion>;

/** What a student may see of a question: never the model answer or the rubric. */
export const StudentPaperQuestion = PaperQuestion.omit({
  modelAnswer: true,
  rubric: true,
  acceptedAnswers: true,
}).meta({
  id: 'StudentPaperQuestion',
});
export type StudentPaperQuestion = z.infer<typeof StudentPaperQuestion>;

const paperShape = {
  _id: z.string(),
  title: z.string(),
  /** The subject's title. */
  subject: z.string().nullable(),
  subjectId: z.string().nullable(),
  examId: z.string().nullable(),
  class: z.string().nullable(),
  description: z.string().nullable(),
  /** Minutes. */
  timeAllowed: z.number().int(),
  year: z.number().int(),
  qpCode: z.string(),
  maxMarks: z.number().int(),
  language: z.string(),
  /** Null: the default pass rule (the level's, else 60). */
  passPercentage: z.number().int().nullable(),
  createdAt: Timestamp,
};

const paperExample = {
  _id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  visibility: 'institution' as const,
  title: paperExampleInput.title,
  subject: 'Science',
  subjectId: paperExampleInput.subjectId,
  examId: paperExampleInput.examId,
  class: 'Grade 10A',
  description: 'Chapters 1-4',
  questions: [
    {
      _id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      number: 1,
      ...paperExampleInput.questions[0]!,
      language: 'en',
    },
  ],
  ...paperFigures,
  createdAt: '2024-03-01T09:30:00.000Z',
};

export const QuestionPaper = component(
  'QuestionPaper',
  {
    ...paperShape,
    questions: z.array(PaperQuestion),
    visibility: z.enum(PAPER_VISIBILITIES),
  },
  paperExample,
);
export type QuestionPaper = z.infer<typeof QuestionPaper>;

export const StudentQuestionPaper = component('StudentQuestionPaper', {
  ...paperShape,
  questions: z.array(StudentPaperQuestion),
});
export type StudentQuestionPaper = z.infer<typeof StudentQuestionPaper>;

export const QuestionPapersPage = pageOf(QuestionPaper).meta({ id: 'QuestionPapersPage' });
export type QuestionPapersPage = z.infer<typeof QuestionPapersPage>;

/** Students and visitors: a paper whose answer key is released comes whole. */
export const StudentQuestionPapersPage = pageOf(
  z.union([QuestionPaper, StudentQuestionPaper]),
).meta({ id: 'StudentQuestionPapersPage' });
export type StudentQuestionPapersPage = z.infer<typeof StudentQuestionPapersPage>;

/** Admins get the full papers; students the same papers without model answers and rubrics. */
export const QuestionPapersResponse = z
  .union([QuestionPapersPage, StudentQuestionPapersPage])
  .meta({
    id: 'QuestionPapersResponse',
    examples: [{ data: [paperExample], pagination: EXAMPLE_PAGINATION }],
  });
export type QuestionPapersResponse = z.infer<typeof QuestionPapersResponse>;

export const QuestionPaperResponse = dataEnvelope(
  'QuestionPaperResponse',
  z.union([QuestionPaper, StudentQuestionPaper]),
  paperExample,
);
export type QuestionPaperResponse = z.infer<typeof QuestionPaperResponse>;

export const QUESTION_PAPER_MESSAGES = {
  created: 'Question paper created successfully!',
  updated: 'Question paper updated successfully!',
} as const;

export const QuestionPaperWriteResponse = messageEnvelope(
  'QuestionPaperWriteResponse',
  QuestionPaper,
  {
    message: QUESTION_PAPER_MESSAGES.created,
    data: paperExample,
  },
);
export type QuestionPaperWriteResponse = z.infer<typeof QuestionPaperWriteResponse>;
