import { describe, expect, it } from 'vitest';
import { anchoredMarks, quadraticWeightedKappa } from '../src/index.js';

const question = 'What is a pointer?';
const target = (answer: string, machineMarks: number) => ({
  question,
  answer,
  machineMarks,
  maxMarks: 5,
});

describe('anchoredMarks', () => {
  it('leaves the machine mark alone without teacher marks', () => {
    expect(anchoredMarks(target('It stores an address.', 3.5), [])).toBe(3.5);
  });

  it('removes the machine’s bias on the question, more surely with more anchors', () => {
    const harsher = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        answer: `unrelated wording number ${i}`,
        machineMarks: 4,
        teacherMarks: 2,
      }));
    const few = anchoredMarks(target('It stores an address.', 4), harsher(2));
    const many = anchoredMarks(target('It stores an address.', 4), harsher(10));
    expect(few).toBeLessThan(4);
    expect(many).toBeLessThan(few);
    expect(many).toBeGreaterThanOrEqual(2);
  });

  it('pulls a suggestion towards the teacher’s mark on the most similar answer', () => {
    const anchors = [
      { answer: 'It holds the address of another variable.', machineMarks: 3, teacherMarks: 5 },
      { answer: 'A loop that repeats code.', machineMarks: 3, teacherMarks: 3 },
    ];
    const similar = anchoredMarks(target('It holds the address of a variable.', 3), anchors);
    const other = anchoredMarks(target('Memory is fast.', 3), anchors);
    expect(similar).toBeGreaterThan(other);
    expect(similar).toBeLessThanOrEqual(5);
  });

  it('stays on the half-mark scale within 0..max', () => {
    const anchors = [{ answer: 'x', machineMarks: 0, teacherMarks: 5 }];
    for (const machine of [0, 2.5, 5]) {
      const mark = anchoredMarks(target('x', machine), anchors);
      expect(mark * 2).toBe(Math.round(mark * 2));
      expect(mark).toBeGreaterThanOrEqual(0);
      expect(mark).toBeLessThanOrEqual(5);
    }
  });
});

describe('quadraticWeightedKappa', () => {
  it('is 1 for perfect agreement and lower for marks squeezed to the middle', () => {
    const actual = [0, 1, 2, 3, 4, 5, 5, 4];
    expect(quadraticWeightedKappa(actual.map((a) => ({ predicted: a, actual: a })))).toBeCloseTo(1);
    const squeezed = actual.map((a) => ({ predicted: 2.5 + (a - 2.5) * 0.3, actual: a }));
    const spread = actual.map((a) => ({ predicted: a + (a < 5 ? 0.5 : -0.5), actual: a }));
    expect(quadraticWeightedKappa(squeezed)).toBeLessThan(quadraticWeightedKappa(spread));
  });
});
