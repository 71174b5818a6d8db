import { z } from 'zod';
import {
  clearableText,
  component,
  dataEnvelope,
  messageEnvelope,
  optionalFilter,
  pageEnvelope,
  PaginationQuery,
  PracticeSessionStatus,
  requestBody,
  Timestamp,
} from './common.js';
import { newPasswordField } from './password.js';

/** GET /students: search on name, email or roll number; `class` exactly (omitted: All Classes). */
export const StudentsQuery = PaginationQuery.extend({
  search: optionalFilter('search', 100),
  class: optionalFilter('class', 50),
})
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type StudentsQueryInput = z.input<typeof StudentsQuery>;
export type StudentsQuery = z.output<typeof StudentsQuery>;

const studentExample = {
  id: '5b0f8c4e-2f7a-4c3e-9d7e-1a2b3c4d5e6f',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  mobile: '9876543210',
  class: 'Grade 10A',
  rollNo: '10A-07',
  photoUrl: null,
  isActive: true,
  averagePerformance: 78.5,
  completedExams: 4,
};

/** A STUDENT user of the caller's institution, as the students list shows it. */
export const Student = component(
  'Student',
  {
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    class: z.string().nullable(),
    rollNo: z.string().nullable(),
    /** The student's avatar as UserProfile.photoUrl gives it; null until they upload one. */
    photoUrl: z.string().nullable(),
    isActive: z.boolean(),
    /** Mean percentage (0-100, one decimal) over evaluated practice sessions; null when none. */
    averagePerformance: z.number().min(0).max(100).nullable(),
    /** How many of the student's practice sessions have been evaluated. */
    completedExams: z.number().int().min(0),
  },
  studentExample,
);
export type Student = z.infer<typeof Student>;

export const StudentsPage = pageEnvelope('StudentsPage', Student, studentExample);
export type StudentsPage = z.infer<typeof StudentsPage>;

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

/** Stored lower-case: login and the uniqueness rule ignore case anyway. */
const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(320, 'email must be at most 320 characters')
  .pipe(z.email({ error: 'email must be a valid email address' }));

const studentClass = z
  .string({ error: 'class is required' })
  .trim()
  .min(1, 'class is required')
  .max(50, 'class must be at most 50 characters');

/** The created user is always a STUDENT of the caller's institution: neither comes from the body. */
export const CreateStudentRequest = requestBody(
  'CreateStudentRequest',
  {
    firstName: name('firstName'),
    lastName: name('lastName'),
    email,
    class: studentClass,
    rollNo: clearableText('rollNo', 50),
    mobile: clearableText('mobile', 32),
    password: newPasswordField('password'),
  },
  {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.com',
    class: 'Grade 10A',
    rollNo: '10A-07',
    mobile: '9876543210',
    password: 'Start-Here-2024',
  },
);
export type CreateStudentInput = z.input<typeof CreateStudentRequest>;
export type CreateStudentRequest = z.output<typeof CreateStudentRequest>;

/** PUT /students/:id changes only the fields sent; password, role and institution never. */
export const UpdateStudentRequest = requestBody(
  'UpdateStudentRequest',
  {
    firstName: name('firstName').optional(),
    lastName: name('lastName').optional(),
    email: email.optional(),
    class: studentClass.optional(),
    rollNo: clearableText('rollNo', 50),
    mobile: clearableText('mobile', 32),
  },
  { class: 'Grade 11A', rollNo: '11A-03' },
);
export type UpdateStudentInput = z.input<typeof UpdateStudentRequest>;
export type UpdateStudentRequest = z.output<typeof UpdateStudentRequest>;

export const UpdateStudentStatusRequest = requestBody(
  'UpdateStudentStatusRequest',
  { isActive: z.boolean({ error: 'isActive must be true or false' }) },
  { isActive: false },
);
export type UpdateStudentStatusRequest = z.infer<typeof UpdateStudentStatusRequest>;

export const STUDENT_MESSAGES = {
  created: 'Student created successfully!',
  updated: 'Student updated successfully!',
  deleted: 'Student deleted successfully!',
  statusUpdated: 'Student status updated successfully!',
  passwordReset: 'Password reset successfully!',
  /** A class must be one the institution's admins have set up. */
  unknownClass: "class must be one of your institution's classes",
} as const;

/** Writes answer with a success text ('Student created successfully!') beside the student. */
export const StudentResponse = messageEnvelope('StudentResponse', Student, {
  message: STUDENT_MESSAGES.created,
  data: studentExample,
});
export type StudentResponse = z.infer<typeof StudentResponse>;

/** One of a student's attempts, as their page lists it for an admin. */
export const StudentAttempt = component('StudentAttempt', {
  sessionId: z.string(),
  paperTitle: z.string(),
  paperCode: z.string(),
  subject: z.string(),
  status: PracticeSessionStatus,
  startTime: Timestamp,
  endTime: Timestamp.nullable(),
  /** Null until the attempt's marks are settled (evaluated). */
  marksAwarded: z.number().nullable(),
  marksAllocated: z.number().nullable(),
  isPass: z.boolean().nullable(),
});
export type StudentAttempt = z.infer<typeof StudentAttempt>;

/** GET /students/:id: the student's profile and every attempt, newest first. */
export const StudentDetailResponse = dataEnvelope(
  'StudentDetailResponse',
  Student.extend({ attempts: z.array(StudentAttempt) }),
  {
    ...studentExample,
    attempts: [
      {
        sessionId: '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60',
        paperTitle: 'Light: Reflection and Refraction',
        paperCode: 'SCI-10-LRR',
        subject: 'Physics',
        status: 'evaluated',
        startTime: '2025-03-14T09:30:00.000Z',
        endTime: '2025-03-14T10:12:00.000Z',
        marksAwarded: 3,
        marksAllocated: 4,
        isPass: true,
      },
    ],
  },
);
export type StudentDetailResponse = z.infer<typeof StudentDetailResponse>;
export type StudentDetail = StudentDetailResponse['data'];

/**
 * POST /students/:id/password-reset: a new random password, shown once to the admin who hands it
 * to the student. The student's sessions end with the old password.
 */
export const PasswordResetResponse = z
  .object({ message: z.string(), temporaryPassword: z.string() })
  .meta({
    id: 'PasswordResetResponse',
    examples: [
      { message: 'Password reset successfully!', temporaryPassword: 'kT7-mQ2x-Vb9p-Lw4n' },
    ],
  });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;
