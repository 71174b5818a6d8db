import { z } from 'zod';
import {
  clearableFormText,
  componentWithResponse,
  listEnvelope,
  requestBody,
  Timestamp,
  titleAndDescription,
} from './common.js';

/** The wire spells the field `availablity_status`; the values are these two. */
export const AVAILABILITY_STATUSES = ['live', 'available'] as const;
export const AvailabilityStatus = z.enum(AVAILABILITY_STATUSES, {
  error: 'must be live or available',
});
export type AvailabilityStatus = z.infer<typeof AvailabilityStatus>;

/** A course card shows its difficulty level, Beginner by default. */
export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const DifficultyLevel = z.enum(DIFFICULTY_LEVELS, {
  error: 'must be Beginner, Intermediate or Advanced',
});
export type DifficultyLevel = z.infer<typeof DifficultyLevel>;

/** Course pictures travel as the multipart field `images`: up to 4 of these types, 2 MB each. */
export const COURSE_IMAGE_FIELD = 'images';
export const COURSE_IMAGE_MAX_COUNT = 4;
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COURSE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const COURSE_TITLE_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 5000;
export const COURSE_BOARD_MAX = 100;

/*
 * Request schemas here do not transform (zod leaves a transforming schema's examples out of the
 * OpenAPI document), so the API reads two wire conventions itself: a boolean sent as multipart
 * text is 'true' or 'false', and an empty text field clears the value like null does.
 */

/** Multipart sends every field as text, so a boolean arrives as 'true' or 'false'; JSON sends one. */
export const FormBoolean = z.union([z.boolean(), z.enum(['true', 'false'])], {
  error: 'must be true or false',
});
export type FormBoolean = z.infer<typeof FormBoolean>;

const { title, description } = titleAndDescription(COURSE_TITLE_MAX, COURSE_DESCRIPTION_MAX);

const courseFields = {
  title,
  description,
  availablity_status: AvailabilityStatus.optional(),
  isPremium: FormBoolean.optional(),
  board: clearableFormText('board', COURSE_BOARD_MAX),
  difficultyLevel: DifficultyLevel.optional(),
};

/**
 * POST /exams. Sent as multipart/form-data (these text fields plus up to 4 `images` files) or as
 * JSON without images. Left out: availablity_status 'available', isPremium false, difficultyLevel
 * 'Beginner', description and board null.
 */
export const CreateCourseRequest = requestBody('CreateCourseRequest', courseFields, {
  title: 'Class 10 Science: Board Exam Preparation',
  description: 'Chapter-wise practice for the CBSE Class 10 Science board paper.',
  availablity_status: 'live',
  isPremium: false,
  board: 'CBSE',
  difficultyLevel: 'Intermediate',
});
export type CreateCourseRequest = z.infer<typeof CreateCourseRequest>;

/**
 * PATCH /exams/:examId: only the fields sent change. New `images` files replace all the course's
 * pictures; `removeImages: true` removes them without new ones (not both at once).
 */
export const UpdateCourseRequest = requestBody(
  'UpdateCourseRequest',
  { ...courseFields, title: title.optional(), removeImages: FormBoolean.optional() },
  { availablity_status: 'available', isPremium: true },
);
export type UpdateCourseRequest = z.infer<typeof UpdateCourseRequest>;

/** GET /exams/admin-exams takes no parameters; unknown ones are refused. */
export const CourseListQuery = z.object({}).strict();
export type CourseListQuery = z.infer<typeof CourseListQuery>;

const courseExample = {
  _id: '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b',
  title: 'Class 10 Science: Board Exam Preparation',
  description: 'Chapter-wise practice for the CBSE Class 10 Science board paper.',
  imageUrls: ['/api/uploads/courses/5f0c7a0e-2b8e-4d8f-9a35-0c8f3b0a1d2e.png'],
  availablity_status: 'live' as const,
  isPremium: false,
  board: 'CBSE',
  enrolledCount: 24,
  subjectsCount: 3,
  difficultyLevel: 'Intermediate' as const,
  createdAt: '2025-01-15T09:30:00.000Z',
};

/** A course, with its enrolment and subject counts. */
export const [Course, CourseResponse] = componentWithResponse(
  'Course',
  {
    _id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    /** The first is the card picture. */
    imageUrls: z.array(z.string()),
    availablity_status: AvailabilityStatus,
    isPremium: z.boolean(),
    board: z.string().nullable(),
    enrolledCount: z.number().int().min(0),
    subjectsCount: z.number().int().min(0),
    difficultyLevel: DifficultyLevel,
    createdAt: Timestamp,
  },
  courseExample,
);
export type Course = z.infer<typeof Course>;
export type CourseResponse = z.infer<typeof CourseResponse>;

/** The caller's institution's courses, newest first. */
export const CourseListResponse = listEnvelope('CourseListResponse', Course, courseExample);
export type CourseListResponse = z.infer<typeof CourseListResponse>;
