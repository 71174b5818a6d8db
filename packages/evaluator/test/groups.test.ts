import { describe, expect, it } from 'vitest';
import { groupAnswers } from '../src/scoring/groups.js';

const QUESTION = 'What does a pointer hold in C?';

describe('groups of alike answers to one question', () => {
  it('puts answers in the same words together, leaves a different one alone, largest first', () => {
    const answers = [
      { id: 'a', text: 'It holds the memory address of another variable.' },
      { id: 'b', text: 'The address in memory of a variable.' },
      { id: 'c', text: 'Arrays store many values of one type.' },
      { id: 'd', text: 'A memory address of some other variable' },
    ];
    expect(groupAnswers(QUESTION, answers)).toEqual([['a', 'b', 'd'], ['c']]);
  });

  it("groups answers with no words beyond the question's (blank, or the question copied)", () => {
    const answers = [
      { id: 'blank', text: '' },
      { id: 'copied', text: 'What does a pointer hold in C' },
      { id: 'real', text: 'A memory address.' },
    ];
    expect(groupAnswers(QUESTION, answers)).toEqual([['blank', 'copied'], ['real']]);
  });

  it('reads any script: answers in Hindi group by their own words', () => {
    const answers = [
      { id: 'h1', text: 'पौधे सूर्य के प्रकाश से भोजन बनाते हैं' },
      { id: 'e1', text: 'Plants make food from sunlight.' },
      { id: 'h2', text: 'पौधे प्रकाश से भोजन बनाते हैं' },
    ];
    expect(groupAnswers('What is photosynthesis?', answers)).toEqual([['h1', 'h2'], ['e1']]);
  });

  it('never drifts: an answer joins a group only if it is like its first answer', () => {
    // b is like a, c is like b but not like a: c starts a group of its own.
    const answers = [
      { id: 'a', text: 'memory address variable' },
      { id: 'b', text: 'memory address variable location' },
      { id: 'c', text: 'location reference handle variable' },
    ];
    const groups = groupAnswers(QUESTION, answers);
    expect(groups.find((group) => group.includes('a'))).toEqual(['a', 'b']);
    expect(groups).toContainEqual(['c']);
  });
});
