import {
  CreateQuestionPaperRequest,
  DEFAULT_PAPER_LANGUAGE,
  type CreateQuestionPaperInput,
  type PaperQuestion,
  type PaperQuestionInput,
  type PaperVisibility,
  type QuestionPaper,
  type UpdateQuestionPaperInput,
} from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { schemaErrors, type FieldLabels } from '@/lib/form-errors';
import { draftMarks, newQuestion, newRubricPoint, type QuestionDraft } from './question-draft';

export type PaperFormValues = {
  title: string;
  qpCode: string;
  year: number | '';
  class: string;
  examId: string | null;
  subjectId: string | null;
  description: string;
  timeAllowed: number | '';
  /** Blank: the default pass rule (the exam level's, else the default percentage). */
  passPercentage: number | '';
  language: string;
  visibility: PaperVisibility;
  questions: QuestionDraft[];
};

/** Errors by path: 'title', 'questions.0.text', and 'questions' for the list as a whole. */
export type PaperFormErrors = Record<string, string>;

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
    passPercentage: '',
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
    passPercentage: paper.passPercentage ?? '',
    language: paper.language,
    visibility: paper.visibility,
    questions: paper.questions.map((question) => ({
      ...newQuestion(),
      text: question.text,
      marks: question.marks,
      modelAnswer: question.modelAnswer ?? '',
      rubric: (question.rubric ?? []).map((point) => ({ ...newRubricPoint(), ...point })),
      acceptedAnswers: question.acceptedAnswers,
      // A question in the paper's language follows the paper's when that changes.
      language: question.language === paper.language ? null : question.language,
    })),
  };
}

/** The paper's maximum marks: the sum of its questions' marks (blank marks count 0). */
export function totalMarks(questions: readonly QuestionDraft[]): number {
  return draftMarks(questions);
}

const LABELS: FieldLabels = {
  title: 'Title',
  qpCode: 'QP code',
  year: 'Year',
  class: 'Class',
  description: 'Description',
  timeAllowed: 'Time allowed',
  passPercentage: 'Pass percentage',
  language: 'Language',
  visibility: 'Who can see it',
  subjectId: 'Subject',
  examId: 'Course',
  questions: 'Questions',
  maxMarks: 'Maximum marks',
  // A question's own fields; its messages are prefixed with the question (see validatePaperForm).
  text: 'Text',
  marks: 'Marks',
  modelAnswer: 'Model answer',
  point: 'Text',
  rubric: 'Rubric',
  acceptedAnswers: 'Accepted answers',
};

const numberOrUndefined = (value: number | '') => (value === '' ? undefined : value);

function questionBody(question: QuestionDraft): PaperQuestionInput {
  const body = {
    text: question.text,
    marks: numberOrUndefined(question.marks),
    modelAnswer: question.modelAnswer.trim() || null,
    // No points is no rubric: the API takes null, not an empty list.
    rubric:
      question.rubric.length === 0
        ? null
        : question.rubric.map((point) => ({
            point: point.point,
            marks: numberOrUndefined(point.marks),
          })),
    acceptedAnswers: question.acceptedAnswers,
    ...(question.language === null ? {} : { language: question.language }),
  };
  return body as PaperQuestionInput;
}

/**
 * The create body (an edit sends it through `toUpdateBody`); a body of the contract's type once
 * `validatePaperForm` has passed the values. Blank numbers go as missing, so the schema names
 * them; maxMarks is the questions' sum, which the API requires it to equal.
 */
export function toPaperBody(values: PaperFormValues): CreateQuestionPaperInput {
  return {
    title: values.title,
    qpCode: values.qpCode,
    year: numberOrUndefined(values.year),
    class: values.class.trim() || null,
    examId: values.examId,
    subjectId: values.subjectId,
    description: values.description.trim() || null,
    timeAllowed: numberOrUndefined(values.timeAllowed),
    passPercentage: values.passPercentage === '' ? null : values.passPercentage,
    language: values.language,
    visibility: values.visibility,
    maxMarks: totalMarks(values.questions),
    questions: values.questions.map(questionBody),
  } as CreateQuestionPaperInput;
}

const lowerFirst = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);

/**
 * A question's message names the question, and the rubric point or accepted answer, it is about
 * ('Question 2, rubric point 1: marks must be positive'). Accepted answers are one input, so their
 * messages are shown on it.
 */
function questionError(
  path: string,
  message: string,
  values: PaperFormValues,
): [string, string] | undefined {
  const match = /^questions\.(\d+)\.(\w+)(?:\.(\d+))?/.exec(path);
  if (!match) return undefined;
  const [, index, field, item] = match;
  const number = Number(index) + 1;
  const question = values.questions[Number(index)];
  if (field === 'rubric' && item === undefined && question) {
    const total = draftMarks(question.rubric);
    if (total > (Number(question.marks) || 0)) {
      return [
        path,
        i18n.t(
          'Question {{number}}: rubric marks add up to {{total}}, the question is worth {{marks}}',
          { number, total, marks: question.marks },
        ),
      ];
    }
  }
  if (field === 'acceptedAnswers') {
    const text = lowerFirst(message.replace(/^AcceptedAnswers/, 'Answer'));
    return [
      `questions.${index}.acceptedAnswers`,
      item === undefined
        ? i18n.t('Question {{number}}: {{message}}', { number, message: text })
        : i18n.t('Question {{number}}, accepted answer {{answer}}: {{message}}', {
            number,
            answer: Number(item) + 1,
            message: text,
          }),
    ];
  }
  const issue = lowerFirst(message);
  return [
    path,
    field === 'rubric' && item !== undefined
      ? i18n.t('Question {{number}}, rubric point {{point}}: {{message}}', {
          number,
          point: Number(item) + 1,
          message: issue,
        })
      : i18n.t('Question {{number}}: {{message}}', { number, message: issue }),
  ];
}

/**
 * Checks the body against the contract's create schema (the API's own), naming each field by its
 * label and each question's by the question; a paper's issue as a whole (its total) is shown as
 * the maximum marks'.
 */
export function validatePaperForm(values: PaperFormValues): PaperFormErrors {
  const raw = schemaErrors(CreateQuestionPaperRequest, toPaperBody(values), {
    labels: LABELS,
    rootPath: 'maxMarks',
  });
  const errors: PaperFormErrors = {};
  for (const [path, message] of Object.entries(raw)) {
    const [key, text] = questionError(path, message, values) ?? [path, message];
    errors[key] ??= text;
  }
  // A wrong total follows from wrong question marks: name those, not the sum.
  if (Object.keys(errors).some((key) => key.startsWith('questions'))) delete errors.maxMarks;
  return errors;
}

/** A question as the API would store it, to tell whether the questions changed. */
function storedQuestion(question: PaperQuestionInput, paperLanguage: string) {
  return {
    text: question.text.trim(),
    marks: question.marks,
    modelAnswer: question.modelAnswer?.trim() || null,
    rubric: question.rubric?.map(({ point, marks }) => ({ point: point.trim(), marks })) ?? null,
    acceptedAnswers: (question.acceptedAnswers ?? []).map((answer) => answer.trim()),
    language: question.language ?? paperLanguage,
  };
}

function savedQuestion(question: PaperQuestion) {
  const { text, marks, modelAnswer, rubric, acceptedAnswers, language } = question;
  // A point's id is the server's: what the teacher wrote is its text and marks.
  const points = rubric?.map(({ point, marks }) => ({ point, marks })) ?? null;
  return { text, marks, modelAnswer, rubric: points, acceptedAnswers, language };
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
  const language = body.language ?? original.language;
  const before = original.questions.map(savedQuestion);
  const after = questions.map((question) => storedQuestion(question, language));
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  return changed ? { ...fields, maxMarks, questions } : fields;
}
