import { describe, expect, it } from 'vitest';
import { confirmsErasure } from './erase-confirmation';
import { buildStudent } from '@/test/fixtures';

const student = buildStudent();

describe('confirmsErasure', () => {
  it.each(['asha.verma@example.com', ' ASHA.VERMA@example.com ', 'Asha Verma', 'asha   verma'])(
    'accepts %j',
    (typed) => expect(confirmsErasure(student, typed)).toBe(true),
  );

  it.each(['', '   ', 'Asha', 'Verma', 'asha.verma', 'Asha Verma!', 'Verma Asha'])(
    'refuses %j',
    (typed) => expect(confirmsErasure(student, typed)).toBe(false),
  );
});
