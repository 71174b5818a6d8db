import { describe, expect, it } from 'vitest';
import {
  emptySubjectForm,
  toCreateSubjectBody,
  toUpdateSubjectBody,
  validateSubjectForm,
} from './subject-form';

const examId = '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b';

describe('subject form', () => {
  it('requires a title and names the field', () => {
    expect(validateSubjectForm(examId, { ...emptySubjectForm, title: '  ' })).toEqual({
      title: 'Title is required',
    });
  });

  it('names an over-long description', () => {
    const errors = validateSubjectForm(examId, {
      ...emptySubjectForm,
      title: 'Physics',
      description: 'x'.repeat(5001),
    });
    expect(errors.description).toBe('Description must be at most 5000 characters');
  });

  it('trims values and leaves an empty description out on create', () => {
    expect(
      toCreateSubjectBody(examId, { title: ' Physics ', description: ' ', is_active: false }),
    ).toEqual({ examId, title: 'Physics', is_active: false });
  });

  it('clears an emptied description on update', () => {
    expect(toUpdateSubjectBody({ title: 'Physics', description: '', is_active: true })).toEqual({
      title: 'Physics',
      description: null,
      is_active: true,
    });
  });
});
