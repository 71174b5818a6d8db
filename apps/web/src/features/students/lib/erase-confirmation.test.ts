import type { Student } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import { confirmsErasure } from './erase-confirmation';

const student: Student = {
  id: 'id-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  mobile: null,
  class: 'Grade 10A',
  rollNo: null,
  isActive: true,
  averagePerformance: null,
  completedExams: 0,
};

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
