import {
  CreateLevelRequest,
  ExamRulesRequest,
  type AnswerKeyRelease,
  type CreateLevelRequest as CreateLevelBody,
  type ExamRules,
  type ExamRulesRequest as ExamRulesBody,
  type Level,
  type LevelType,
  type ReleasePolicy,
  type UpdateLevelRequest,
  REGRADE_WINDOW_DAYS_DEFAULT,
} from '@markwise/contract';
import dayjs from 'dayjs';
import { msg } from '@/i18n/i18n';
import { schemaErrors, type ContractSchema, type FieldErrors } from '@/lib/form-errors';

/** What a NumberInput holds: a number, or '' while it is empty. */
type NumberValue = number | string;

/** The level form, by the API's field names, so the contract's issues land on the right field. */
export type LevelFormValues = {
  type: LevelType;
  title: string;
  xp_required_to_unlock: NumberValue;
  xpReward: NumberValue;
  questionPaperId: string | null;
  /** Empty: no limit. */
  attemptsAllowed: NumberValue;
  /** `datetime-local` values, in the teacher's time zone; empty: no limit. */
  opensAt: string;
  closesAt: string;
  answerKeyRelease: AnswerKeyRelease;
  /** Empty: the paper's pass percentage, else the default. */
  passPercentage: NumberValue;
  releasePolicy: ReleasePolicy;
  /** Days after a mark's release in which students may ask for a re-check; 0: never. */
  regradeWindowDays: NumberValue;
};

/** English keys (the validation messages name fields in English); rendered as `t(LABELS.title)`. */
export const LEVEL_FIELD_LABELS = {
  title: msg('Title'),
  xp_required_to_unlock: msg('XP to unlock'),
  xpReward: msg('XP awarded'),
  questionPaperId: msg('Question paper'),
  attemptsAllowed: msg('Attempts allowed'),
  opensAt: msg('Opens at'),
  closesAt: msg('Closes at'),
  answerKeyRelease: msg('Answer key release'),
  passPercentage: msg('Pass percentage'),
  releasePolicy: msg('Release policy'),
  regradeWindowDays: msg('Re-check requests (days)'),
} as const;

export const ANSWER_KEY_RELEASE_OPTIONS: { value: AnswerKeyRelease; label: string }[] = [
  { value: 'never', label: msg('Never') },
  { value: 'after_close', label: msg('After the exam closes') },
  { value: 'now', label: msg('Now') },
];

export const RELEASE_POLICY_OPTIONS: { value: ReleasePolicy; label: string }[] = [
  { value: 'confident_at_once', label: msg('Confident marks at once') },
  { value: 'after_review', label: msg("After a teacher's review") },
];

/** The database's defaults for a new exam level: one attempt, no window, key never released. */
export const emptyLevelForm: LevelFormValues = {
  type: 'exam',
  title: '',
  xp_required_to_unlock: 0,
  xpReward: 0,
  questionPaperId: null,
  attemptsAllowed: 1,
  opensAt: '',
  closesAt: '',
  answerKeyRelease: 'never',
  passPercentage: '',
  releasePolicy: 'confident_at_once',
  regradeWindowDays: REGRADE_WINDOW_DAYS_DEFAULT,
};

const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** An ISO time as a `datetime-local` input shows it, in the browser's time zone. */
export const toLocalInput = (iso: string | null): string =>
  iso ? dayjs(iso).format(LOCAL_DATE_TIME) : '';

/** A `datetime-local` value as the API takes it; empty (or unreadable) is no time. */
export function toIsoTime(local: string): string | null {
  if (local.trim() === '') return null;
  const time = dayjs(local);
  return time.isValid() ? time.toISOString() : null;
}

/** A level being edited; an exam level's rules come from their own endpoint. */
export function levelFormFrom(level: Level, rules: ExamRules | null): LevelFormValues {
  const values: LevelFormValues = {
    ...emptyLevelForm,
    type: level.type,
    title: level.title,
    xp_required_to_unlock: level.xp_required_to_unlock,
    xpReward: level.xpReward,
    questionPaperId: level.questionPaperId,
  };
  if (!rules) return values;
  return {
    ...values,
    attemptsAllowed: rules.attemptsAllowed ?? '',
    opensAt: toLocalInput(rules.opensAt),
    closesAt: toLocalInput(rules.closesAt),
    answerKeyRelease: rules.answerKeyRelease,
    passPercentage: rules.passPercentage ?? '',
    releasePolicy: rules.releasePolicy,
    regradeWindowDays: rules.regradeWindowDays,
  };
}

const numberOrEmpty = (value: NumberValue): number | string =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const numberOrNull = (value: NumberValue): number | null => (value === '' ? null : Number(value));

/** The level's own fields, as the API would check them ('' left in, so it is named as missing). */
function levelInput(values: LevelFormValues) {
  return {
    title: values.title.trim(),
    type: values.type,
    xp_required_to_unlock: numberOrEmpty(values.xp_required_to_unlock),
    xpReward: numberOrEmpty(values.xpReward),
    ...(values.type === 'exam' ? { questionPaperId: values.questionPaperId } : {}),
  };
}

export function toCreateLevelBody(values: LevelFormValues): CreateLevelBody {
  const { questionPaperId, ...fields } = levelInput(values);
  return {
    ...fields,
    xp_required_to_unlock: Number(fields.xp_required_to_unlock),
    xpReward: Number(fields.xpReward),
    ...(questionPaperId ? { questionPaperId } : {}),
  };
}

/** A level keeps its type; a topic level has no paper to send. */
export function toUpdateLevelBody(values: LevelFormValues): UpdateLevelRequest {
  const { type: _type, ...fields } = levelInput(values);
  return {
    ...fields,
    xp_required_to_unlock: Number(fields.xp_required_to_unlock),
    xpReward: Number(fields.xpReward),
  };
}

export function toRulesBody(values: LevelFormValues): ExamRulesBody {
  return {
    attemptsAllowed: numberOrNull(values.attemptsAllowed),
    opensAt: toIsoTime(values.opensAt),
    closesAt: toIsoTime(values.closesAt),
    answerKeyRelease: values.answerKeyRelease,
    passPercentage: numberOrNull(values.passPercentage),
    releasePolicy: values.releasePolicy,
    regradeWindowDays: numberOrEmpty(values.regradeWindowDays) as number,
  };
}

/**
 * The contract words a few rules for API callers (null, after_close, field names mid-sentence);
 * the form says the same rule in the words of its fields.
 */
const RULE_WORDING: Readonly<Record<string, string>> = {
  'attemptsAllowed must be at least 1, or null for no limit':
    'attemptsAllowed must be at least 1 (leave it empty for no limit)',
  'attemptsAllowed must be a whole number or null': 'attemptsAllowed must be a whole number',
  'passPercentage must be a whole number or null': 'passPercentage must be a whole number',
  'closesAt must be after opensAt': 'closesAt must be after Opens at',
  'answerKeyRelease after_close needs a closesAt':
    'answerKeyRelease after the exam closes needs a Closes at time',
};

const examRulesSchema: ContractSchema = {
  safeParse(input) {
    const result = ExamRulesRequest.safeParse(input);
    if (result.success) return { success: true };
    const issues = result.error.issues.map((issue) => ({
      path: issue.path,
      message: RULE_WORDING[issue.message] ?? issue.message,
    }));
    return { success: false, error: { issues } };
  },
};

/** Checked with the contract's schemas, so the form refuses what the API refuses, naming the field. */
export function validateLevelForm(values: LevelFormValues): FieldErrors {
  const labels = LEVEL_FIELD_LABELS;
  const levelErrors = schemaErrors(CreateLevelRequest, levelInput(values), { labels });
  if (values.type !== 'exam') return levelErrors;
  return { ...levelErrors, ...schemaErrors(examRulesSchema, toRulesBody(values), { labels }) };
}
