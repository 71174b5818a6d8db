import type { Level } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import { byOrder, inOrder, movedIds } from './level-order';

const level = (id: string, order: number, type: Level['type'] = 'exam'): Level => ({
  _id: id,
  title: `Level ${id}`,
  order,
  type,
  xp_required_to_unlock: 0,
  xpReward: 0,
  questionPaperId: null,
});

describe('byOrder', () => {
  it('keeps topics and exams alike, by order ascending, without touching its input', () => {
    const levels = [level('c', 3), level('a', 1, 'topic'), level('b', 2)];
    expect(byOrder(levels).map((l) => l._id)).toEqual(['a', 'b', 'c']);
    expect(levels.map((l) => l._id)).toEqual(['c', 'a', 'b']);
  });
});

describe('movedIds', () => {
  it('moves one id up, down or across several places', () => {
    expect(movedIds(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(movedIds(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(movedIds(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('is null when nothing would move: the same place, or past either end', () => {
    expect(movedIds(['a', 'b'], 1, 1)).toBeNull();
    expect(movedIds(['a', 'b'], 0, -1)).toBeNull();
    expect(movedIds(['a', 'b'], 1, 2)).toBeNull();
  });
});

describe('inOrder', () => {
  it('orders the levels as the ids say and renumbers them from 1', () => {
    const levels = [level('a', 1), level('b', 2), level('c', 3)];
    expect(inOrder(levels, ['c', 'a', 'b']).map((l) => [l._id, l.order])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});
