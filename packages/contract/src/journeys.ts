import { z } from 'zod';
import {
  componentWithResponse,
  idOrder,
  listEnvelope,
  requestBody,
  requiredText,
  uuidField,
} from './common.js';

export const LEVEL_TYPES = ['topic', 'exam'] as const;
export const LevelType = z.enum(LEVEL_TYPES, { error: 'must be topic or exam' });
export type LevelType = z.infer<typeof LevelType>;

export const JOURNEY_TITLE_MAX = 200;
export const LEVEL_TITLE_MAX = 200;
export const XP_MAX = 1_000_000;
/** More levels than a journey sensibly holds; bounds the reorder request. */
export const JOURNEY_LEVELS_MAX = 500;

const titleOf = (max: number) => requiredText('title', max);

const xp = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(XP_MAX, `${field} must be at most ${XP_MAX}`);

/** The paper an exam level is sat on; null unlinks it. Topic levels have none. */
const questionPaperId = uuidField('questionPaperId').nullable();

/** GET /journey-masters?subjectId= */
export const JourneyListQuery = z.object({ subjectId: uuidField('subjectId') }).strict();
export type JourneyListQuery = z.infer<typeof JourneyListQuery>;

export const CreateJourneyRequest = requestBody(
  'CreateJourneyRequest',
  { subjectId: uuidField('subjectId'), title: titleOf(JOURNEY_TITLE_MAX) },
  {
    subjectId: '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
    title: 'Physics Journey: Light and Electricity',
  },
);
export type CreateJourneyRequest = z.infer<typeof CreateJourneyRequest>;

export const UpdateJourneyRequest = requestBody(
  'UpdateJourneyRequest',
  { title: titleOf(JOURNEY_TITLE_MAX) },
  { title: 'Light, Electricity and Magnetism' },
);
export type UpdateJourneyRequest = z.infer<typeof UpdateJourneyRequest>;

/** A new level goes at the end of its journey. XP fields left out are 0 (unlocked, no reward). */
export const CreateLevelRequest = requestBody(
  'CreateLevelRequest',
  {
    title: titleOf(LEVEL_TITLE_MAX),
    type: LevelType,
    xp_required_to_unlock: xp('xp_required_to_unlock').optional(),
    xpReward: xp('xpReward').optional(),
    questionPaperId: questionPaperId.optional(),
  },
  {
    title: 'Unit test: Light',
    type: 'exam',
    xp_required_to_unlock: 0,
    xpReward: 50,
    questionPaperId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
  },
);
export type CreateLevelRequest = z.infer<typeof CreateLevelRequest>;

/** Only the fields sent change; a level keeps its type and its place (see the order endpoint). */
export const UpdateLevelRequest = requestBody(
  'UpdateLevelRequest',
  {
    title: titleOf(LEVEL_TITLE_MAX).optional(),
    xp_required_to_unlock: xp('xp_required_to_unlock').optional(),
    xpReward: xp('xpReward').optional(),
    questionPaperId: questionPaperId.optional(),
  },
  { xp_required_to_unlock: 100, questionPaperId: null },
);
export type UpdateLevelRequest = z.infer<typeof UpdateLevelRequest>;

/** PUT /journey-masters/:journeyId/levels/order: every level id of the journey, in the new order. */
export const ReorderLevelsRequest = requestBody(
  'ReorderLevelsRequest',
  { levelIds: idOrder('levelIds', 'level', JOURNEY_LEVELS_MAX) },
  { levelIds: ['5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d', '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a'] },
);
export type ReorderLevelsRequest = z.infer<typeof ReorderLevelsRequest>;

const levelExample = {
  _id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Unit test: Light',
  order: 1,
  type: 'exam' as const,
  xp_required_to_unlock: 0,
  xpReward: 50,
  questionPaperId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
};

/** A level of a journey; xp_required_to_unlock 0 means unlocked. */
export const [Level, LevelResponse] = componentWithResponse(
  'Level',
  {
    _id: z.string(),
    title: z.string(),
    order: z.number().int(),
    type: LevelType,
    xp_required_to_unlock: z.number().int().min(0),
    xpReward: z.number().int().min(0),
    questionPaperId: z.string().nullable(),
  },
  levelExample,
);
export type Level = z.infer<typeof Level>;
export type LevelResponse = z.infer<typeof LevelResponse>;

const journeyExample = {
  _id: 'e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9',
  subjectId: '7d9e2f4a-1b3c-4d5e-8f6a-9b0c1d2e3f4a',
  title: 'Physics Journey: Light and Electricity',
  levels: [levelExample],
};

/** A journey with its levels, sorted by order ascending. */
export const [Journey, JourneyResponse] = componentWithResponse(
  'Journey',
  {
    _id: z.string(),
    subjectId: z.string(),
    title: z.string(),
    levels: z.array(Level),
  },
  journeyExample,
);
export type Journey = z.infer<typeof Journey>;
export type JourneyResponse = z.infer<typeof JourneyResponse>;

/** A subject's journeys, oldest first: the web client uses the first. */
export const JourneyListResponse = listEnvelope('JourneyListResponse', Journey, journeyExample);
export type JourneyListResponse = z.infer<typeof JourneyListResponse>;
