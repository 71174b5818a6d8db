import { CreateCourseRequest, UpdateCourseRequest, type Course } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  courseFormFromCourse,
  emptyCourseForm,
  imageError,
  toCourseFormData,
  validateCourseForm,
} from './course-form';

const png = (name = 'cover.png', size = 10, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));

const course: Course = {
  _id: 'c1',
  title: 'Physics',
  description: null,
  imageUrls: ['/a.png'],
  availablity_status: 'live',
  isPremium: true,
  board: 'CBSE',
  enrolledCount: 1,
  subjectsCount: 2,
  difficultyLevel: 'Advanced',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('validateCourseForm', () => {
  it('requires a title and names the field', () => {
    const errors = validateCourseForm(
      { ...emptyCourseForm, title: '   ' },
      { files: [], keepExisting: true },
    );
    expect(errors).toEqual({ title: 'Title is required' });
  });

  it('names over-long fields', () => {
    const errors = validateCourseForm(
      { ...emptyCourseForm, title: 'ok', board: 'x'.repeat(101) },
      { files: [], keepExisting: true },
    );
    expect(errors.board).toBe('Board must be at most 100 characters');
  });

  it('accepts a complete form', () => {
    expect(
      validateCourseForm(
        { ...emptyCourseForm, title: 'Physics' },
        { files: [png()], keepExisting: false },
      ),
    ).toEqual({});
  });
});

describe('imageError', () => {
  it('refuses other types, pictures over 2 MB and more than 4 pictures', () => {
    expect(imageError([png('a.gif', 10, 'image/gif')])).toMatch(/^Images: a.gif is not/);
    expect(imageError([png('big.png', 2 * 1024 * 1024 + 1)])).toMatch(/larger than 2 MB/);
    expect(imageError([png(), png(), png(), png(), png()])).toMatch(/at most 4/);
    expect(imageError([png('a.jpg', 10, 'image/jpeg'), png('b.webp', 10, 'image/webp')])).toBe(
      undefined,
    );
  });
});

describe('toCourseFormData', () => {
  it('builds a create body the contract accepts, leaving empty optional text out', () => {
    const form = toCourseFormData(
      { ...emptyCourseForm, title: ' Physics ', isPremium: true },
      { files: [png()], keepExisting: false },
      { mode: 'create' },
    );
    expect(textFields(form)).toEqual({
      title: 'Physics',
      availablity_status: 'available',
      isPremium: 'true',
      difficultyLevel: 'Beginner',
    });
    expect(form.getAll('images')).toHaveLength(1);
    expect(CreateCourseRequest.safeParse(textFields(form)).success).toBe(true);
  });

  it('sends cleared text on edit and removeImages when the pictures were removed', () => {
    const values = { ...courseFormFromCourse(course), board: '' };
    const form = toCourseFormData(
      values,
      { files: [], keepExisting: false },
      { mode: 'edit', hadImages: true },
    );
    expect(textFields(form)).toMatchObject({ board: '', description: '', removeImages: 'true' });
    expect(UpdateCourseRequest.safeParse(textFields(form)).success).toBe(true);
  });

  it('does not send removeImages when new pictures replace the old ones', () => {
    const form = toCourseFormData(
      courseFormFromCourse(course),
      { files: [png()], keepExisting: false },
      { mode: 'edit', hadImages: true },
    );
    expect(form.get('removeImages')).toBeNull();
    expect(form.getAll('images')).toHaveLength(1);
  });
});
