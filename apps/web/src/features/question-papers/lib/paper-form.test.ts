import { describe, expect, it } from 'vitest';
import {
  emptyPaperForm,
  moveQuestion,
  newQuestion,
  toPaperBody,
  totalMarks,
  validatePaperForm,
  type PaperFormValues,
} from './paper-form';

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
    });
  });

  it('names the paper fields and the question fields that are wrong', () => {
    const values = filled();
    values.title = '';
    values.timeAllowed = '';
    values.questions[1] = { ...values.questions[1]!, text: ' ', marks: '' };
    const errors = validatePaperForm(values);
    expect(errors.title).toBe('Title must not be empty');
    expect(errors.timeAllowed).toBe('Time allowed must be a number');
    expect(errors['questions.1.text']).toBe('Question text must not be empty');
    expect(errors['questions.1.marks']).toBe('Marks must be a number');
    // The total is wrong too, but follows from the marks: only those are named.
    expect(errors).not.toHaveProperty('maxMarks');
  });

  it('asks for at least one question', () => {
    expect(validatePaperForm({ ...filled(), questions: [] })).toEqual({
      questions: 'Questions must have at least 1 question',
    });
  });
});

describe('moveQuestion', () => {
  it('moves a question up or down and ignores moves past the ends', () => {
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()];
    const list = [a!, b!, c!];
    expect(moveQuestion(list, 2, -1)).toEqual([a, c, b]);
    expect(moveQuestion(list, 0, 1)).toEqual([b, a, c]);
    expect(moveQuestion(list, 0, -1)).toEqual(list);
  });
});
