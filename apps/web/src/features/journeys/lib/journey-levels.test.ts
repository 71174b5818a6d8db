import type { Journey, Level } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  examLevels,
  firstJourney,
  levelTypeColor,
  levelTypeLabel,
  lockLabel,
} from './journey-levels';

let next = 0;
const level = (overrides: Partial<Level>): Level => {
  next += 1;
  return {
    _id: `level-${next}`,
    title: `Level ${next}`,
    order: next,
    type: 'exam',
    xp_required_to_unlock: 0,
    xpReward: 10,
    questionPaperId: null,
    ...overrides,
  };
};

describe('examLevels', () => {
  it('keeps only exam levels, sorted by order ascending', () => {
    const levels = [
      level({ title: 'C', order: 5 }),
      level({ title: 'topic', order: 1, type: 'topic' }),
      level({ title: 'A', order: 2 }),
      level({ title: 'B', order: 3 }),
    ];
    expect(examLevels(levels).map((l) => l.title)).toEqual(['A', 'B', 'C']);
  });

  it('does not reorder its input', () => {
    const levels = [level({ order: 2 }), level({ order: 1 })];
    examLevels(levels);
    expect(levels.map((l) => l.order)).toEqual([2, 1]);
  });

  it('is empty when the journey has no exam levels', () => {
    expect(examLevels([level({ type: 'topic' })])).toEqual([]);
  });
});

describe('lockLabel', () => {
  it("shows 'N XP' while xp_required_to_unlock is above 0", () => {
    expect(lockLabel({ xp_required_to_unlock: 150 })).toBe('150 XP');
    expect(lockLabel({ xp_required_to_unlock: 1 })).toBe('1 XP');
  });

  it('is null (unlocked) at 0', () => {
    expect(lockLabel({ xp_required_to_unlock: 0 })).toBeNull();
  });
});

describe('firstJourney', () => {
  it('uses only the first journey', () => {
    const journeys: Journey[] = [
      { _id: 'j1', subjectId: 's', title: 'First', levels: [] },
      { _id: 'j2', subjectId: 's', title: 'Second', levels: [] },
    ];
    expect(firstJourney(journeys)?.title).toBe('First');
    expect(firstJourney([])).toBeNull();
  });
});

describe('levelTypeLabel', () => {
  it('labels the two types', () => {
    expect(levelTypeLabel('exam')).toBe('Exam');
    expect(levelTypeLabel('topic')).toBe('Topic');
  });
});

describe('levelTypeColor', () => {
  it('tells the two types apart in colours whose light badges pass contrast', () => {
    expect(levelTypeColor('exam')).toBe('indigo');
    expect(levelTypeColor('topic')).toBe('grape');
  });
});
