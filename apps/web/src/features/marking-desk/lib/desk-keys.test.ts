import { describe, expect, it } from 'vitest';
import { deskCommand, rubricMarks, rubricReason, typedMarks } from './desk-keys';

/** The mark typed after pressing `keys` one by one. */
function type(keys: string[]): string {
  let typed = '';
  for (const key of keys) {
    const command = deskCommand(key, typed);
    if (command?.kind === 'mark') typed = command.typed;
  }
  return typed;
}

describe('the desk keyboard', () => {
  it('types whole and half marks, and takes them back', () => {
    expect(type(['3'])).toBe('3');
    expect(type(['1', '2'])).toBe('12');
    expect(type(['2', 'h'])).toBe('2.5');
    expect(type(['2', '.', '7'])).toBe('2.5');
    expect(type(['h'])).toBe('0.5');
    expect(type(['0', '4'])).toBe('4');
    expect(type(['2', 'h', 'Backspace'])).toBe('2');
    expect(type(['2', '4', 'Escape'])).toBe('');
    expect(type(['1', '2', '3', '4'])).toBe('123');
  });

  it('decides on Enter, moves on J/K and the arrows, reveals a name on N', () => {
    expect(deskCommand('Enter', '')).toEqual({ kind: 'decide' });
    expect(deskCommand('j', '')).toEqual({ kind: 'move', by: 1 });
    expect(deskCommand('ArrowRight', '')).toEqual({ kind: 'move', by: 1 });
    expect(deskCommand('k', '')).toEqual({ kind: 'move', by: -1 });
    expect(deskCommand('ArrowUp', '')).toEqual({ kind: 'move', by: -1 });
    expect(deskCommand('n', '')).toEqual({ kind: 'reveal' });
    expect(deskCommand('x', '')).toBeNull();
  });

  it('goes to the rubric on R, the feedback on E and the reading on T', () => {
    expect(deskCommand('r', '')).toEqual({ kind: 'focus', on: 'rubric' });
    expect(deskCommand('e', '2')).toEqual({ kind: 'focus', on: 'feedback' });
    expect(deskCommand('t', '')).toEqual({ kind: 'focus', on: 'reading' });
  });

  it('gives the marks of the rubric points ticked, and names those given and missing', () => {
    const rubric = [
      { point: 'Defines it', marks: 2 },
      { point: 'An example', marks: 1.5 },
      { point: 'A diagram', marks: 1 },
    ];
    expect(rubricMarks(rubric, [])).toBe(0);
    expect(rubricMarks(rubric, [0, 1])).toBe(3.5);
    expect(rubricReason(rubric, [0, 1])).toBe('Given: Defines it; An example. Missing: A diagram.');
    expect(rubricReason(rubric, [])).toBe('Missing: Defines it; An example; A diagram.');
    expect(rubricReason(rubric, [0, 1, 2])).toBe('Given: Defines it; An example; A diagram.');
  });

  it("refuses a mark above the question's", () => {
    expect(typedMarks('4.5', 5)).toEqual({ marks: 4.5 });
    expect(typedMarks('6', 5)).toEqual({ error: 'At most 5 marks' });
    expect(typedMarks('', 5)).toEqual({ error: 'Type a mark' });
  });
});
