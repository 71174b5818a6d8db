import {
  CreateQuestionPaperRequest,
  DEFAULT_PAPER_LANGUAGE,
  sumOfMarks,
  type CreateQuestionPaperInput,
  type PaperVisibility,
  type QuestionPaper,
  type UpdateQuestionPaperInput,
} from '@markwise/contract';
import { schemaErrors, type FieldLabels } from '@/lib/form-errors';

export type QuestionDraft = {
  /** A client-side key for React lists; never sent. */
  key: string;
  text: string;
  marks: number | '';
  modelAnswer: string;
};

export type PaperFormValues = {
  title: string;
  qpCode: string;
  year: number | '';
  class: string;
  examId: string | null;
  subjectId: string | null;
  description: string;
  timeAllowed: number | '';
  language: string;
  visibility: PaperVisibility;
  questions: QuestionDraft[];
};

/** Errors by path: 'title', 'questions.0.text', and 'questions' for the list as a whole. */
export type PaperFormErrors = Record<string, string>;

let nextKey = 0;
export function newQuestion(): QuestionDraft {
  nextKey += 1;
  return { key: `q${nextKey}`, text: '', marks: '', modelAnswer: '' };
}

export function emptyPaperForm(now: Date = new Date()): PaperFormValues {
  return {
    title: '',
    qpCode: '',
    year: now.getFullYear(),
    class: '',
    examId: null,
    subjectId: null,
    description: '',
    timeAllowed: 60,
    language: DEFAULT_PAPER_LANGUAGE,
    // Nobody but the institution's admins sees a new paper until it is published.
    visibility: 'private',
    questions: [newQuestion()],
  };
}

export function formFromPaper(paper: QuestionPaper): PaperFormValues {
  return {
    title: paper.title,
    qpCode: paper.qpCode,
    year: paper.year,
    class: paper.class ?? '',
    examId: paper.examId,
    subjectId: paper.subjectId,
    description: paper.description ?? '',
    timeAllowed: paper.timeAllowed,
    language: paper.language,
    visibility: paper.visibility,
    questions: paper.questions.map((question) => ({
      ...newQuestion(),
      text: question.text,
      marks: question.marks,
      modelAnswer: question.modelAnswer ?? '',
    })),
  };
}

/** The paper's maximum marks: the sum of its questions' marks (blank marks count 0). */
export function totalMarks(questions: readonly QuestionDraft[]): number {
  return sumOfMarks(questions.map((question) => ({ marks: Number(question.marks) || 0 })));
}

const LABELS: FieldLabels = {
  title: 'Title',
  qpCode: 'QP code',
  year: 'Year',
  class: 'Class',
  description: 'Description',
  timeAllowed: 'Time allowed',
  language: 'Language',
  visibility: 'Who can see it',
  text: 'Question text',
  marks: 'Marks',
  modelAnswer: 'Model answer',
  subjectId: 'Subject',
  examId: 'Course',
  questions: 'Questions',
  maxMarks: 'Maximum marks',
};

const numberOrUndefined = (value: number | '') => (value === '' ? undefined : value);

/**
 * The create body (an edit sends it through `toUpdateBody`); a body of the contract's type once
 * `validatePaperForm` has passed the values. Blank numbers go as missing, so the schema names
 * them; maxMarks is the questions' sum, which the API requires it to equal.
 */
export function toPaperBody(values: PaperFormValues): CreateQuestionPaperInput {
  const questions = values.questions.map((question) => ({
    text: question.text,
    marks: numberOrUndefined(question.marks),
    modelAnswer: question.modelAnswer.trim() || null,
  }));
  return {
    title: values.title,
    qpCode: values.qpCode,
    year: numberOrUndefined(values.year),
    class: values.class.trim() || null,
    examId: values.examId,
    subjectId: values.subjectId,
    description: values.description.trim() || null,
    timeAllowed: numberOrUndefined(values.timeAllowed),
    language: values.language,
    visibility: values.visibility,
    maxMarks: totalMarks(values.questions),
    questions,
  } as CreateQuestionPaperInput;
}

/**
 * Checks the body against the contract's create schema (the API's own), naming each field by its
 * label; a paper's issue as a whole (its total) is shown as the maximum marks'.
 */
export function validatePaperForm(values: PaperFormValues): PaperFormErrors {
  const errors = schemaErrors(CreateQuestionPaperRequest, toPaperBody(values), {
    labels: LABELS,
    rootPath: 'maxMarks',
  });
  // A wrong total follows from wrong question marks: name those, not the sum.
  if (Object.keys(errors).some((key) => key.startsWith('questions'))) delete errors.maxMarks;
  return errors;
}

/**
 * The PATCH body of an edit: every paper field, and the questions only when they changed (the
 * API refuses to replace the questions of a paper students have attempted).
 */
export function toUpdateBody(
  body: CreateQuestionPaperInput,
  original: QuestionPaper,
): UpdateQuestionPaperInput {
  const { questions, maxMarks, ...fields } = body;
  const before = original.questions.map(({ text, marks, modelAnswer }) => ({
    text,
    marks,
    modelAnswer,
  }));
  const after = questions.map(({ text, marks, modelAnswer }) => ({
    text: text.trim(),
    marks,
    modelAnswer: modelAnswer?.trim() || null,
  }));
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  return changed ? { ...fields, maxMarks, questions } : fields;
}

/** Moves the question at `from` one place up (-1) or down (+1). */
export function moveQuestion(
  questions: readonly QuestionDraft[],
  from: number,
  step: -1 | 1,
): QuestionDraft[] {
  const to = from + step;
  if (to < 0 || to >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
