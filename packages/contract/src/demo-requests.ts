import { z } from 'zod';
import {
  component,
  pageEnvelope,
  PaginationQuery,
  requestBody,
  requiredText,
  Timestamp,
} from './common.js';

/** Length bounds of the landing page's demo form. */
export const DEMO_REQUEST_LIMITS = {
  name: 100,
  email: 254,
  institutionName: 200,
  message: 2000,
} as const;

/** A simple email pattern: no spaces, one at-sign, a dot in the domain. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const DEMO_REQUEST_SUCCESS_MESSAGE =
  "Thank you! Your demo request has been submitted successfully. We'll be in touch soon.";

/** Every error says which field in the form's own words ('First name is required'). */
export const CreateDemoRequest = requestBody(
  'CreateDemoRequest',
  {
    firstName: requiredText('First name', DEMO_REQUEST_LIMITS.name),
    lastName: requiredText('Last name', DEMO_REQUEST_LIMITS.name),
    email: requiredText('Email', DEMO_REQUEST_LIMITS.email).regex(
      SIMPLE_EMAIL_PATTERN,
      'Please enter a valid email address',
    ),
    institutionName: requiredText('Institution name', DEMO_REQUEST_LIMITS.institutionName),
    // The form always sends the field; blank (or null) means no message, which the API stores as
    // null. No .transform() here: zod leaves examples out of a transforming schema's input JSON
    // Schema, and this one documents a request body.
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(
        DEMO_REQUEST_LIMITS.message,
        `Message must be at most ${DEMO_REQUEST_LIMITS.message} characters`,
      )
      .nullish(),
  },
  {
    firstName: 'Anita',
    lastName: 'Rao',
    email: 'anita.rao@greenvalley.edu',
    institutionName: 'Green Valley High School',
    message: 'We would like to try handwritten answer evaluation for Grade 10.',
  },
);
/** What the form sends, and what the server acts on (trimmed). */
export type CreateDemoRequestInput = z.input<typeof CreateDemoRequest>;
export type CreateDemoRequest = z.output<typeof CreateDemoRequest>;

export const DemoRequestCreatedResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({
    id: 'DemoRequestCreatedResponse',
    examples: [{ success: true, message: DEMO_REQUEST_SUCCESS_MESSAGE }],
  });
export type DemoRequestCreatedResponse = z.infer<typeof DemoRequestCreatedResponse>;

const demoRequestExample = {
  _id: '3f1d2c4b-8a9e-4f60-b1d2-7c3e5a9b0f12',
  firstName: 'Anita',
  lastName: 'Rao',
  email: 'anita.rao@greenvalley.edu',
  institutionName: 'Green Valley High School',
  message: 'We would like to try handwritten answer evaluation for Grade 10.',
  createdAt: '2025-03-14T09:30:00.000Z',
};

export const DemoRequest = component(
  'DemoRequest',
  {
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    institutionName: z.string(),
    message: z.string().nullable(),
    createdAt: Timestamp,
  },
  demoRequestExample,
);
export type DemoRequest = z.infer<typeof DemoRequest>;

export const DemoRequestListQuery = PaginationQuery.strict();
export type DemoRequestListQuery = z.infer<typeof DemoRequestListQuery>;

export const DemoRequestListResponse = pageEnvelope(
  'DemoRequestListResponse',
  DemoRequest,
  demoRequestExample,
);
export type DemoRequestListResponse = z.infer<typeof DemoRequestListResponse>;
