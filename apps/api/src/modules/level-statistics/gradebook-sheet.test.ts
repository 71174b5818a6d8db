import { describe, expect, it } from 'vitest';
import { gradebookSheet, releasedWord } from './gradebook-sheet.js';

describe('gradebookSheet', () => {
  const questions = [
    { id: 'q2', number: 2, marks: 6 },
    { id: 'q1', number: 1, marks: 4 },
  ];
  const attempts = [
    { sessionId: 's1', status: 'evaluated', firstName: 'Asha', lastName: 'Rao', email: 'a@x' },
    { sessionId: 's2', status: 'in_review', firstName: 'Ben', lastName: 'Das', email: 'b@x' },
  ] as const;

  it('has a column per question in order, the total, percentage, status and release', () => {
    const sheet = gradebookSheet(questions, attempts, [
      { sessionId: 's1', questionId: 'q1', marks: 3.5, released: true },
      { sessionId: 's1', questionId: 'q2', marks: 5, released: true },
      { sessionId: 's2', questionId: 'q2', marks: null, released: false },
      { sessionId: 's2', questionId: 'q1', marks: 2, released: true },
    ]);
    expect(sheet.columns.map((column) => column.header)).toEqual([
      'Student Name',
      'Email',
      'Q1 (4)',
      'Q2 (6)',
      'Total (10)',
      'Percentage',
      'Status',
      'Released',
    ]);
    expect(sheet.rows).toEqual([
      ['Asha Rao', 'a@x', 3.5, 5, 8.5, 85, 'Evaluated', 'Yes'],
      ['Ben Das', 'b@x', 2, '', 2, 20, 'In review', 'Partly'],
    ]);
  });
});

describe('releasedWord', () => {
  it('says Yes, Partly or No', () => {
    expect(releasedWord([{ released: true }])).toBe('Yes');
    expect(releasedWord([{ released: true }, { released: false }])).toBe('Partly');
    expect(releasedWord([{ released: false }])).toBe('No');
    expect(releasedWord([])).toBe('No');
  });
});
