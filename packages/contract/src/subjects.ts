import { z } from 'zod';
import {
  componentWithResponse,
  listEnvelope,
  requestBody,
  Timestamp,
  titleAndDescription,
  uuidField,
} from './common.js';

export const SUBJECT_TITLE_MAX = 200;
export const SUBJECT_DESCRIPTION_MAX = 5000;

const { title, description } = titleAndDescription(SUBJECT_TITLE_MAX, SUBJECT_DESCRIPTION_MAX);

const isActive = z.boolean({ error: 'is_active must be true or false' });

/** GET /subjects?examId=: the subjects of one of the caller's courses. */
export const SubjectListQuery = z.object({ examId: uuidField('examId') }).strict();
export type SubjectListQuery = z.infer<typeof SubjectListQuery>;

export const CreateSubjectRequest = requestBody(
  'CreateSubjectRequest',
  { examId: uuidField('examId'), title, description, is_active: isActive.optional() },
  {
    examId: '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b',
    title: 'Physics',
    description: 'Light and electricity.',
    is_active: true,
  },
);
export type CreateSubjectRequest = z.infer<typeof CreateSubjectRequest>;

/** Only the fields sent change; a subject stays in its course. */
export const UpdateSubjectRequest = requestBody(
  'UpdateSubjectRequest',
  { title: title.optional(), description, is_active: isActive.optional() },
  { title: 'Physics (revised)' },
);
export type UpdateSubjectRequest = z.infer<typeof UpdateSubjectRequest>;

/** PATCH /subjects/:subjectId/status: activate or deactivate. */
export const SubjectStatusRequest = requestBody(
  'SubjectStatusRequest',
  { is_active: isActive },
  { is_active: false },
);
export type SubjectStatusRequest = z.infer<typeof SubjectStatusRequest>;

const subjectExample = {
  _id: '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
  examId: '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b',
  title: 'Physics',
  description: 'Light and electricity.',
  is_active: true,
  createdAt: '2025-01-15T11:00:00.000Z',
  updatedAt: '2025-02-01T08:15:00.000Z',
  topicCount: 4,
  topic_count: '4',
};

/**
 * A subject of a course. The topic count is the number of topic levels in the subject's journeys;
 * it is sent as a number and, because older clients parse it from a string, as text too.
 */
export const [Subject, SubjectResponse] = componentWithResponse(
  'Subject',
  {
    _id: z.string(),
    examId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    is_active: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    topicCount: z.number().int().min(0),
    topic_count: z.string().regex(/^\d+$/),
  },
  subjectExample,
);
export type Subject = z.infer<typeof Subject>;
export type SubjectResponse = z.infer<typeof SubjectResponse>;

/** A course's subjects, oldest first (the order they were added). */
export const SubjectListResponse = listEnvelope('SubjectListResponse', Subject, subjectExample);
export type SubjectListResponse = z.infer<typeof SubjectListResponse>;
