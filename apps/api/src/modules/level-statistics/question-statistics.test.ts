import { describe, expect, it } from 'vitest';
import {
  distribution,
  missingPoints,
  pearson,
  questionStatistics,
  shortText,
  type AnswerMark,
} from './question-statistics.js';

const rubric = [
  { point: 'Names the law.', marks: 2 },
  { point: 'Gives an example', marks: 2 },
];
const questions = [
  { id: 'q2', number: 2, text: 'Second', marks: 6, rubric: null },
  { id: 'q1', number: 1, text: '**First** question', marks: 4, rubric },
];

/** Four attempts: question 1 earned 4, 2, 1, 0 and question 2 earned 5, 3, 4, 1. */
const answers: AnswerMark[] = [
  ['s1', 4, 5, 'Address "Names the law" and "Gives an example".'],
  ['s2', 2, 3, 'Address "Gives an example".'],
  ['s3', 1, 4, 'Address "Names the law" and "Gives an example".'],
  ['s4', 0, 1, 'Attempt every question.'],
].flatMap(([sessionId, first, second, suggestion]) => [
  {
    sessionId: sessionId as string,
    questionId: 'q1',
    marks: first as number,
    suggestions: [suggestion as string],
  },
  { sessionId: sessionId as string, questionId: 'q2', marks: second as number, suggestions: [] },
]);

describe('questionStatistics', () => {
  it('gives each question its mean, facility, discrimination, distribution and misses', () => {
    const [first, second] = questionStatistics(questions, [
      ...answers,
      // Unmarked, and of a question not on the paper: neither counts.
      { sessionId: 's5', questionId: 'q1', marks: null, suggestions: [] },
      { sessionId: 's1', questionId: 'elsewhere', marks: 10, suggestions: [] },
    ]);
    // By hand: mean 7/4; rest of paper = question 2's marks; r = 7.25 / sqrt(8.75 × 8.75).
    expect(first).toEqual({
      questionId: 'q1',
      number: 1,
      text: 'First question',
      marks: 4,
      n: 4,
      mean: 1.75,
      facility: 0.438,
      discrimination: 0.829,
      distribution: [0, 1, 2, 3, 4].map((marks) => ({ marks, count: marks === 3 ? 0 : 1 })),
      missingPoints: [
        { point: 'Gives an example', count: 3 },
        { point: 'Names the law.', count: 2 },
      ],
    });
    expect(second).toMatchObject({
      number: 2,
      n: 4,
      mean: 3.25,
      facility: 0.542,
      discrimination: 0.829,
      missingPoints: [],
    });
    expect(second!.distribution.map((bucket) => bucket.count)).toEqual([0, 1, 0, 1, 1, 1, 0]);
  });

  it('leaves the figures empty for a question nobody answered', () => {
    const [first] = questionStatistics([questions[1]!], []);
    expect(first).toMatchObject({ n: 0, mean: null, facility: null, discrimination: null });
    expect(first!.distribution).toHaveLength(5);
    expect(first!.missingPoints).toEqual([]);
  });
});

describe('pearson', () => {
  it('is null under three pairs or when a side never varies', () => {
    expect(pearson([1, 2], [2, 1])).toBeNull();
    expect(pearson([2, 2, 2], [1, 2, 3])).toBeNull();
    expect(pearson([1, 2, 3], [4, 4, 4])).toBeNull();
  });

  it('is 1 and -1 for series that move together and apart', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });
});

describe('distribution', () => {
  it('counts half marks under the whole mark below, and clamps marks out of range', () => {
    expect(distribution([0.5, 1.5, 2, 2.5, -1, 9], 2)).toEqual([
      { marks: 0, count: 2 },
      { marks: 1, count: 1 },
      { marks: 2, count: 3 },
    ]);
  });
});

describe('missingPoints', () => {
  const question = { marks: 4, rubric };

  it('counts no point against full marks, and every point against none', () => {
    expect(
      missingPoints(question, [
        { marks: 4, suggestions: ['Address "Names the law".'] },
        { marks: 0, suggestions: [] },
      ]),
    ).toEqual([
      { point: 'Names the law.', count: 1 },
      { point: 'Gives an example', count: 1 },
    ]);
  });

  it('finds a point quoted with its full stop too, and keeps three at most', () => {
    const many = {
      marks: 4,
      rubric: ['A.', 'B', 'C', 'D'].map((point) => ({ point, marks: 1 })),
    };
    const points = missingPoints(many, [
      { marks: 1, suggestions: ['The marker looked for: "A."; "D".'] },
      { marks: 2, suggestions: ['Address "B", "C" and "D".'] },
    ]);
    expect(points).toEqual([
      { point: 'D', count: 2 },
      { point: 'A.', count: 1 },
      { point: 'B', count: 1 },
    ]);
  });

  it('is empty without a rubric', () => {
    expect(missingPoints({ marks: 4, rubric: null }, [{ marks: 0, suggestions: [] }])).toEqual([]);
  });
});

describe('shortText', () => {
  it('drops markdown marks and spacing, and shortens long text', () => {
    expect(shortText('## Why?\n\n**Explain**   `this`')).toBe('Why? Explain this');
    expect(shortText('x'.repeat(200))).toHaveLength(120);
  });
});
