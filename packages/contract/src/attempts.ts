import { z } from 'zod';
import {
  component,
  componentWithResponse,
  dataEnvelope,
  idOrder,
  listEnvelope,
  PracticeSessionStatus,
  requestBody,
  Timestamp,
  uuidField,
} from './common.js';
import { apiRoutes } from './routes.js';

/** The attempts paths of the route table, under the name the attempts module uses. */
export const attemptRoutes = apiRoutes.attempts;

/** A typed answer is markdown of at most this many characters. */
export const ANSWER_TEXT_MAX = 20_000;
/** Photos of handwritten pages travel as this multipart field. */
export const ANSWER_IMAGE_FIELD = 'images';
/**
 * Checked from the bytes, never from the name or the declared type, and re-encoded. HEIC is not
 * among them: it cannot be decoded here (see the API's upload storage); iOS browsers send JPEG
 * when the file input's `accept` does not list HEIC.
 */
export const ANSWER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Pages one teacher upload may carry in all (each answer still holds at most ANSWER_IMAGES_MAX). */
export const ANSWER_SHEET_PAGES_MAX = 40;
/** How long a signed image URL of a session view stays valid. */
export const ANSWER_IMAGE_URL_TTL_SECONDS = 15 * 60;

export const ATTEMPT_MESSAGES = {
  submitted: 'This attempt has been submitted',
  timeUp: 'Time is up for this attempt',
  alreadySubmitted: 'This attempt has already been submitted',
} as const;

/** POST /attempts */
export const StartAttemptRequest = requestBody(
  'StartAttemptRequest',
  { levelId: uuidField('levelId') },
  { levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d' },
);
export type StartAttemptRequest = z.infer<typeof StartAttemptRequest>;

/** PUT /attempts/:sessionId/answers/:questionId: markdown; an empty string clears the text. */
export const SaveAnswerRequest = requestBody(
  'SaveAnswerRequest',
  {
    answerText: z
      .string({ error: 'answerText must be text' })
      .max(ANSWER_TEXT_MAX, `answerText must be at most ${ANSWER_TEXT_MAX} characters`),
  },
  { answerText: 'Refraction is the **bending of light** as it changes medium.' },
);
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequest>;

/** PUT .../images/order: every image id of the answer, in the new order. */
export const ReorderAnswerImagesRequest = requestBody(
  'ReorderAnswerImagesRequest',
  { imageIds: idOrder('imageIds', 'image', 50) },
  { imageIds: ['2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b7', '7c6b5a49-3827-4165-9a8b-7c6d5e4f3a2b'] },
);
export type ReorderAnswerImagesRequest = z.infer<typeof ReorderAnswerImagesRequest>;

/** GET .../images/:imageId without a bearer token: the signed URL's query. No meta id (query). */
export const AnswerImageQuery = z
  .object({
    exp: z.coerce
      .number({ error: 'exp must be a number' })
      .int('exp must be a whole number')
      .min(0, 'exp must be 0 or more')
      .max(1e11, 'exp is too large')
      .optional(),
    sig: z.string().max(200, 'sig is too long').optional(),
  })
  .strict();
export type AnswerImageQuery = z.infer<typeof AnswerImageQuery>;

/** Which question each uploaded page answers: `pages[i]` is the question of the i-th file. */
export const PageMap = z
  .array(uuidField('pages'), { error: 'pages must be a list of question ids' })
  .min(1, 'pages must name the question of at least one page')
  .max(ANSWER_SHEET_PAGES_MAX, `pages must hold at most ${ANSWER_SHEET_PAGES_MAX} entries`);
export type PageMap = z.infer<typeof PageMap>;

/** Parses the multipart `pages` text; undefined when it is not a valid page map. */
export function parsePageMap(pages: string): PageMap | undefined {
  try {
    const parsed = PageMap.safeParse(JSON.parse(pages));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /attempts/on-behalf (multipart): these fields plus the `images` files. `pages` is a JSON
 * list with one question id per file, in the order the files are sent.
 */
export const OnBehalfUploadRequest = requestBody(
  'OnBehalfUploadRequest',
  {
    studentId: uuidField('studentId'),
    levelId: uuidField('levelId'),
    pages: z
      .string({ error: 'pages is required' })
      .max(ANSWER_SHEET_PAGES_MAX * 40, 'pages is too long')
      .refine(
        (pages) => parsePageMap(pages) !== undefined,
        'pages must be a JSON list of question ids, one per uploaded file',
      ),
  },
  {
    studentId: '0d1c2b3a-4f5e-4d7c-8b9a-0f1e2d3c4b5a',
    levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    pages: '["9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a","9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"]',
  },
);
export type OnBehalfUploadRequest = z.infer<typeof OnBehalfUploadRequest>;

/** GET /attempts/on-behalf/levels: the exam levels a teacher may upload a student's sheet for. */
export const OnBehalfLevel = component('OnBehalfLevel', {
  levelId: z.string(),
  title: z.string(),
  course: z.string(),
  subject: z.string(),
  paper: z.object({ id: z.string(), title: z.string(), qpCode: z.string() }),
});
export type OnBehalfLevel = z.infer<typeof OnBehalfLevel>;

export const OnBehalfLevelsResponse = listEnvelope('OnBehalfLevelsResponse', OnBehalfLevel, {
  levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Unit test: Light',
  course: 'CBSE Class 10',
  subject: 'Science',
  paper: {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    title: 'Light: Reflection and Refraction',
    qpCode: 'SCI-10-LRR',
  },
});
export type OnBehalfLevelsResponse = z.infer<typeof OnBehalfLevelsResponse>;

const levelExample = {
  levelId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Unit test: Light',
  order: 2,
  journeyTitle: 'Physics Journey',
  subjectTitle: 'Physics',
  courseTitle: 'Class 10 Science',
  paper: {
    _id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
    title: 'Light: unit test',
    qpCode: 'PHY-10-UT-01',
    timeAllowed: 45,
    maxMarks: 20,
    questionCount: 4,
  },
  xp_required_to_unlock: 100,
  locked: true,
  xpNeeded: 40,
  attempts: 0,
  bestPercentage: null,
  inProgressSessionId: null,
  attemptsAllowed: 1,
  vivaEnabled: false,
  opensAt: null,
  closesAt: null,
  cannotStart: null,
};

/** An exam level a student may sit (or will, once they have the XP). */
export const AttemptLevel = component(
  'AttemptLevel',
  {
    levelId: z.string(),
    title: z.string(),
    order: z.number().int(),
    journeyTitle: z.string(),
    subjectTitle: z.string(),
    courseTitle: z.string(),
    paper: z.object({
      _id: z.string(),
      title: z.string(),
      qpCode: z.string(),
      /** Minutes. */
      timeAllowed: z.number().int(),
      maxMarks: z.number().int(),
      questionCount: z.number().int(),
    }),
    xp_required_to_unlock: z.number().int(),
    /** The student has less XP than the level requires. */
    locked: z.boolean(),
    /** How much more XP unlocks it; 0 when unlocked. */
    xpNeeded: z.number().int(),
    /** How many sessions the student has started on it. */
    attempts: z.number().int(),
    /** Best percentage of an evaluated session; null before one. */
    bestPercentage: z.number().nullable(),
    /** A session still open for answers, to resume. */
    inProgressSessionId: z.string().nullable(),
    /** Attempts the teacher allows; null: no limit. */
    attemptsAllowed: z.number().int().nullable(),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    /** Why a new attempt cannot start now (not open yet, closed, no attempts left); null: it can. */
    cannotStart: z.string().nullable(),
    /**
     * The student may practise a viva on the level: the teacher opened it, and it is a practice
     * level or one the student has sat.
     */
    vivaEnabled: z.boolean(),
  },
  levelExample,
);
export type AttemptLevel = z.infer<typeof AttemptLevel>;

export const AttemptLevelsResponse = dataEnvelope(
  'AttemptLevelsResponse',
  z.object({ xp: z.number().int(), levels: z.array(AttemptLevel) }),
  { xp: 60, levels: [levelExample] },
);
export type AttemptLevelsResponse = z.infer<typeof AttemptLevelsResponse>;

export const AnswerImage = component('AnswerImage', {
  id: z.string(),
  /** Works in an <img>: carries a signature valid for 15 minutes. */
  url: z.string(),
  mimeType: z.string(),
});
export type AnswerImage = z.infer<typeof AnswerImage>;

const answerExample = {
  questionId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  answerText: 'Refraction is the **bending of light** as it changes medium.',
  images: [
    {
      id: '2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b7',
      url: '/api/attempts/6e5d4c3b-2a19-4807-b6a5-948372615f4e/answers/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/images/2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b7?exp=1767225600&sig=q1w2e3',
      mimeType: 'image/jpeg',
    },
  ],
  updatedAt: '2025-03-01T09:40:00.000Z',
};

export const [SavedAnswer, SavedAnswerResponse] = componentWithResponse(
  'SavedAnswer',
  {
    questionId: z.string(),
    answerText: z.string().nullable(),
    images: z.array(AnswerImage),
    updatedAt: Timestamp,
  },
  answerExample,
);
export type SavedAnswer = z.infer<typeof SavedAnswer>;
export type SavedAnswerResponse = z.infer<typeof SavedAnswerResponse>;

const sessionExample = {
  _id: '6e5d4c3b-2a19-4807-b6a5-948372615f4e',
  levelId: levelExample.levelId,
  attemptNumber: 1,
  status: 'in_progress' as const,
  startTime: '2025-03-01T09:30:00.000Z',
  deadlineAt: '2025-03-01T10:15:00.000Z',
  submittedAt: null,
  secondsLeft: 2100,
  paper: {
    title: 'Light: unit test',
    qpCode: 'PHY-10-UT-01',
    timeAllowed: 45,
    maxMarks: 20,
    language: 'en',
  },
  questions: [
    {
      _id: answerExample.questionId,
      number: 1,
      text: 'What is refraction? Give an example.',
      marks: 5,
    },
  ],
  answers: [answerExample],
};

/** A session as its student answers it: the questions without model answers or rubrics. */
export const [AttemptSession, AttemptSessionResponse] = componentWithResponse(
  'AttemptSession',
  {
    _id: z.string(),
    levelId: z.string(),
    attemptNumber: z.number().int(),
    status: PracticeSessionStatus,
    startTime: Timestamp,
    deadlineAt: Timestamp.nullable(),
    submittedAt: Timestamp.nullable(),
    /** Seconds until the deadline; 0 once it has passed or the session is no longer open. */
    secondsLeft: z.number().int(),
    paper: z.object({
      title: z.string(),
      qpCode: z.string(),
      timeAllowed: z.number().int(),
      maxMarks: z.number().int(),
      language: z.string(),
    }),
    questions: z.array(
      z.object({ _id: z.string(), number: z.number().int(), text: z.string(), marks: z.number() }),
    ),
    answers: z.array(SavedAnswer),
  },
  sessionExample,
);
export type AttemptSession = z.infer<typeof AttemptSession>;
export type AttemptSessionResponse = z.infer<typeof AttemptSessionResponse>;

const summaryExample = {
  xp: 60,
  availableExams: 5,
  completed: 12,
  averageScore: 71.4,
  timeSpentMinutes: 380,
  recent: [
    {
      _id: '6e5d4c3b-2a19-4807-b6a5-948372615f4e',
      title: 'Light: unit test',
      subject: 'Physics',
      startTime: '2025-03-01T09:30:00.000Z',
      status: 'evaluated' as const,
      percentage: 75,
      isPass: true,
    },
  ],
  newResults: [
    {
      _id: '6e5d4c3b-2a19-4807-b6a5-948372615f4e',
      title: 'Light: unit test',
      subject: 'Physics',
      evaluatedAt: '2025-03-01T11:00:00.000Z',
      percentage: 75,
      isPass: true,
    },
  ],
  subjects: [{ subject: 'Physics', averageScore: 71.4, completed: 3 }],
  journeys: [
    {
      journeyTitle: 'Physics Journey',
      subjectTitle: 'Physics',
      courseTitle: 'Class 10 Science',
      levelsTotal: 4,
      levelsPassed: 1,
      nextLevel: {
        levelId: levelExample.levelId,
        title: 'Unit test: Light',
        xpRequired: 100,
        xpNeeded: 40,
      },
    },
  ],
};

/** GET /attempts/summary: the student dashboard's figures, computed from the caller's own data. */
export const [StudentSummary, StudentSummaryResponse] = componentWithResponse(
  'StudentSummary',
  {
    xp: z.number().int(),
    /** Exam levels the student may start now (unlocked). */
    availableExams: z.number().int(),
    /** Evaluated sessions. */
    completed: z.number().int(),
    /** Mean percentage of the evaluated sessions, one decimal; null before the first. */
    averageScore: z.number().nullable(),
    /** Minutes between start and end of every finished session. */
    timeSpentMinutes: z.number().int(),
    /** The five newest sessions. */
    recent: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        subject: z.string(),
        startTime: Timestamp,
        status: PracticeSessionStatus,
        /** Null until evaluated. */
        percentage: z.number().nullable(),
        isPass: z.boolean().nullable(),
      }),
    ),
    /**
     * Results released (or changed) since the student last opened them, newest first: the
     * portal tells the student they have arrived.
     */
    newResults: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        subject: z.string(),
        evaluatedAt: Timestamp.nullable(),
        percentage: z.number().nullable(),
        isPass: z.boolean().nullable(),
      }),
    ),
    /** Average of the evaluated sessions per subject, by subject title. */
    subjects: z.array(
      z.object({ subject: z.string(), averageScore: z.number(), completed: z.number().int() }),
    ),
    /** Per journey: levels passed, and the first locked level with the XP still needed. */
    journeys: z.array(
      z.object({
        journeyTitle: z.string(),
        subjectTitle: z.string(),
        courseTitle: z.string(),
        levelsTotal: z.number().int(),
        levelsPassed: z.number().int(),
        nextLevel: z
          .object({
            levelId: z.string(),
            title: z.string(),
            xpRequired: z.number().int(),
            xpNeeded: z.number().int(),
          })
          .nullable(),
      }),
    ),
  },
  summaryExample,
);
export type StudentSummary = z.infer<typeof StudentSummary>;
export type StudentSummaryResponse = z.infer<typeof StudentSummaryResponse>;
