import type { AttemptSession, SavedAnswer } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  isAnswered,
  moveItem,
  plainGlimpse,
  plural,
  questionList,
  unansweredQuestions,
  withImageOrder,
  withSavedAnswer,
} from './answers';

const image = (id: string) => ({ id, url: `/img/${id}`, mimeType: 'image/jpeg' });
const answer = (questionId: string, overrides: Partial<SavedAnswer> = {}): SavedAnswer => ({
  questionId,
  answerText: null,
  images: [],
  updatedAt: '2025-03-01T09:40:00.000Z',
  ...overrides,
});
const session = (answers: SavedAnswer[]) => ({ answers }) as unknown as AttemptSession;

describe('isAnswered', () => {
  it('counts text or a photo, not blank space', () => {
    expect(isAnswered({ text: '', imageCount: 0 })).toBe(false);
    expect(isAnswered({ text: '  \n ', imageCount: 0 })).toBe(false);
    expect(isAnswered({ text: 'Light bends', imageCount: 0 })).toBe(true);
    expect(isAnswered({ text: '', imageCount: 1 })).toBe(true);
  });
});

describe('withSavedAnswer', () => {
  it('replaces the answer of the same question and adds a new one', () => {
    const before = session([answer('q1', { answerText: 'old' })]);
    const replaced = withSavedAnswer(before, answer('q1', { answerText: 'new' }));
    expect(replaced.answers.map((a) => a.answerText)).toEqual(['new']);
    const added = withSavedAnswer(replaced, answer('q2', { answerText: 'two' }));
    expect(added.answers.map((a) => a.questionId)).toEqual(['q1', 'q2']);
    expect(before.answers[0]?.answerText).toBe('old');
  });
});

describe('withImageOrder', () => {
  it('puts the photos in the given order', () => {
    const before = session([answer('q1', { images: [image('a'), image('b'), image('c')] })]);
    const after = withImageOrder(before, 'q1', ['c', 'a', 'b']);
    expect(after.answers[0]?.images.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(withImageOrder(before, 'q9', ['a'])).toBe(before);
  });
});

describe('moveItem', () => {
  it('moves one item and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('unansweredQuestions', () => {
  it('lists the unanswered questions in paper order', () => {
    const questions = [
      { _id: 'q2', number: 2, text: 'Two', marks: 5 },
      { _id: 'q1', number: 1, text: 'One', marks: 5 },
      { _id: 'q3', number: 3, text: 'Three', marks: 5 },
    ];
    const result = unansweredQuestions(questions, (id) => id === 'q2');
    expect(result.map((q) => q.number)).toEqual([1, 3]);
  });
});

describe('questionList and plural', () => {
  it('reads naturally', () => {
    expect(questionList([3])).toBe('Question 3');
    expect(questionList([2, 5])).toBe('Questions 2 and 5');
    expect(questionList([1, 4, 6])).toBe('Questions 1, 4 and 6');
    expect(plural(1, 'question')).toBe('1 question');
    expect(plural(2, 'question')).toBe('2 questions');
  });
});

describe('plainGlimpse', () => {
  it('drops markdown marks and line breaks', () => {
    expect(plainGlimpse('State the two **laws of reflection** of light.')).toBe(
      'State the two laws of reflection of light.',
    );
    expect(plainGlimpse('# Heading\n\n- (a) find `f`\n2. give _one_ use')).toBe(
      'Heading (a) find f give one use',
    );
  });
});
