import { describe, expect, it } from 'vitest';
import type { QuestionPaper } from '@markwise/contract';
import {
  emptyPaperForm,
  formFromPaper,
  toPaperBody,
  toUpdateBody,
  totalMarks,
  validatePaperForm,
  type PaperFormValues,
} from './paper-form';
import { moveItem, newQuestion, newRubricPoint, rubricSummary } from './question-draft';

const filled = (): PaperFormValues => ({
  ...emptyPaperForm(new Date(2026, 0, 1)),
  title: 'Light: Chapter Test',
  qpCode: 'SCI-10-L1',
  questions: [
    { ...newQuestion(), text: 'Define refraction.', marks: 2, modelAnswer: 'Bending of light.' },
    { ...newQuestion(), text: 'State Snell’s law.', marks: 3, modelAnswer: '' },
  ],
});

describe('totalMarks', () => {
  it('sums the marks, counting blanks as 0', () => {
    expect(totalMarks([])).toBe(0);
    const [a, b] = filled().questions;
    expect(totalMarks([a!, b!])).toBe(5);
    expect(totalMarks([a!, { ...b!, marks: '' }])).toBe(2);
  });
});

describe('validatePaperForm and toPaperBody', () => {
  it('keeps a new paper private unless the teacher publishes it, and sends the choice', () => {
    expect(emptyPaperForm().visibility).toBe('private');
    const values: PaperFormValues = { ...filled(), visibility: 'public' };
    expect(validatePaperForm(values)).toEqual({});
    expect(toPaperBody(values).visibility).toBe('public');
  });

  it('sends maxMarks as the sum of the question marks', () => {
    expect(validatePaperForm(filled())).toEqual({});
    const body = toPaperBody(filled());
    expect(body.maxMarks).toBe(5);
    expect(body.questions[1]).toEqual({
      text: 'State Snell’s law.',
      marks: 3,
      modelAnswer: null,
      rubric: null,
      acceptedAnswers: [],
    });
    // Blank pass percentage: the default rule.
    expect(body.passPercentage).toBeNull();
  });

  it('names the paper fields and the question fields that are wrong', () => {
    const values = filled();
    values.title = '';
    values.timeAllowed = '';
    values.questions[1] = { ...values.questions[1]!, text: ' ', marks: '' };
    const errors = validatePaperForm(values);
    expect(errors.title).toBe('Title must not be empty');
    expect(errors.timeAllowed).toBe('Time allowed must be a number');
    expect(errors['questions.1.text']).toBe('Question 2: text must not be empty');
    expect(errors['questions.1.marks']).toBe('Question 2: marks must be a number');
    // The total is wrong too, but follows from the marks: only those are named.
    expect(errors).not.toHaveProperty('maxMarks');
  });

  it('asks for at least one question', () => {
    expect(validatePaperForm({ ...filled(), questions: [] })).toEqual({
      questions: 'Questions must have at least 1 question',
    });
  });
});

describe('rubrics, accepted answers and languages', () => {
  const withRubric = (): PaperFormValues => {
    const values = filled();
    values.questions[1] = {
      ...values.questions[1]!,
      marks: 5,
      rubric: [
        { ...newRubricPoint(), point: 'States the ratio of sines', marks: 3 },
        { ...newRubricPoint(), point: 'Names the refractive index', marks: 2 },
      ],
      acceptedAnswers: [' n1 sin i = n2 sin r '],
      language: 'hi',
    };
    return values;
  };

  it('sends the rubric, the accepted answers and a language other than the paper’s', () => {
    const values = withRubric();
    expect(validatePaperForm(values)).toEqual({});
    const body = toPaperBody({ ...values, passPercentage: 40 });
    expect(body.passPercentage).toBe(40);
    expect(body.maxMarks).toBe(7);
    expect(body.questions[1]).toMatchObject({
      rubric: [
        { point: 'States the ratio of sines', marks: 3 },
        { point: 'Names the refractive index', marks: 2 },
      ],
      acceptedAnswers: [' n1 sin i = n2 sin r '],
      language: 'hi',
    });
    // A question in the paper's language sends none, so it follows the paper's.
    expect(body.questions[0]).not.toHaveProperty('language');
  });

  it('names the question when its rubric is worth more than the question', () => {
    const values = withRubric();
    values.questions[1]!.rubric[0]!.marks = 4;
    expect(validatePaperForm(values)).toEqual({
      'questions.1.rubric': 'Question 2: rubric marks add up to 6, the question is worth 5',
    });
    expect(rubricSummary(values.questions[1]!).tone).toBe('over');
  });

  it('names the rubric point and the accepted answer that are wrong', () => {
    const values = withRubric();
    values.questions[1]!.rubric[1] = { ...values.questions[1]!.rubric[1]!, point: '', marks: '' };
    values.questions[1]!.acceptedAnswers = ['fine', 'x'.repeat(501)];
    const errors = validatePaperForm(values);
    expect(errors['questions.1.rubric.1.point']).toBe(
      'Question 2, rubric point 2: text must not be empty',
    );
    expect(errors['questions.1.rubric.1.marks']).toBe(
      'Question 2, rubric point 2: marks must be a number',
    );
    expect(errors['questions.1.acceptedAnswers']).toBe(
      'Question 2, accepted answer 2: answer must be at most 500 characters',
    );
  });

  it('keeps a rubric worth less than the question, and states the rule', () => {
    const values = withRubric();
    values.questions[1]!.rubric.pop();
    expect(validatePaperForm(values)).toEqual({});
    expect(rubricSummary(values.questions[1]!)).toEqual({
      text: 'Rubric points add up to 3 of 5 marks; they may not add up to more.',
      tone: 'short',
    });
  });

  it('checks the pass percentage', () => {
    expect(validatePaperForm({ ...filled(), passPercentage: 101 })).toEqual({
      passPercentage: 'Pass percentage must be at most 100',
    });
  });
});

const savedPaper: QuestionPaper = {
  _id: 'p1',
  title: 'Light: Chapter Test',
  subject: null,
  subjectId: null,
  examId: null,
  class: null,
  description: null,
  timeAllowed: 45,
  year: 2026,
  qpCode: 'SCI-10-L1',
  maxMarks: 7,
  language: 'en',
  passPercentage: null,
  visibility: 'private',
  createdAt: '2026-01-01T00:00:00.000Z',
  questions: [
    {
      _id: 'q1',
      number: 1,
      text: 'Define refraction.',
      marks: 2,
      modelAnswer: 'Bending of light.',
      rubric: null,
      acceptedAnswers: [],
      language: 'en',
    },
    {
      _id: 'q2',
      number: 2,
      text: 'State Snell’s law.',
      marks: 5,
      modelAnswer: null,
      rubric: [{ id: 'p-1', point: 'Ratio of sines', marks: 5 }],
      acceptedAnswers: ['n1 sin i = n2 sin r'],
      language: 'hi',
    },
  ],
};

describe('formFromPaper and toUpdateBody', () => {
  it('brings back everything the evaluator uses', () => {
    const values = formFromPaper(savedPaper);
    expect(values.passPercentage).toBe('');
    expect(values.questions[0]!.language).toBeNull();
    expect(values.questions[1]).toMatchObject({
      rubric: [{ id: 'p-1', point: 'Ratio of sines', marks: 5 }],
      acceptedAnswers: ['n1 sin i = n2 sin r'],
      language: 'hi',
    });
  });

  it('leaves the questions out of an edit that did not change them', () => {
    const values = formFromPaper(savedPaper);
    const body = toUpdateBody(toPaperBody({ ...values, visibility: 'institution' }), savedPaper);
    expect(body).not.toHaveProperty('questions');
    expect(body).toMatchObject({ visibility: 'institution', passPercentage: null });
  });

  it('sends the questions when a rubric point or an accepted answer changed', () => {
    const values = formFromPaper(savedPaper);
    values.questions[1]!.rubric[0]!.point = 'The ratio of the sines is constant';
    expect(toUpdateBody(toPaperBody(values), savedPaper)).toHaveProperty('questions');
    const other = formFromPaper(savedPaper);
    other.questions[1]!.acceptedAnswers = [];
    expect(toUpdateBody(toPaperBody(other), savedPaper)).toHaveProperty('questions');
  });
});

describe('moveItem', () => {
  it('moves an item up or down and ignores moves past the ends', () => {
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()];
    const list = [a!, b!, c!];
    expect(moveItem(list, 2, -1)).toEqual([a, c, b]);
    expect(moveItem(list, 0, 1)).toEqual([b, a, c]);
    expect(moveItem(list, 0, -1)).toEqual(list);
  });
});
