import type { ExamRules, Level } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyLevelForm,
  levelFormFrom,
  toCreateLevelBody,
  toLocalInput,
  toRulesBody,
  toUpdateLevelBody,
  validateLevelForm,
  type LevelFormValues,
} from './level-form';

const PAPER = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f';
const values = (overrides: Partial<LevelFormValues>): LevelFormValues => ({
  ...emptyLevelForm,
  title: 'Chapter Test: Light',
  ...overrides,
});

describe('validateLevelForm', () => {
  it('names each field by its label', () => {
    const errors = validateLevelForm(
      values({ title: ' ', xp_required_to_unlock: '', xpReward: -1, passPercentage: 101 }),
    );
    expect(errors).toEqual({
      title: 'Title is required',
      xp_required_to_unlock: 'XP to unlock must be a number',
      xpReward: 'XP awarded must be 0 or more',
      passPercentage: 'Pass percentage must be between 0 and 100',
    });
  });

  it("says the window and answer-key rules in the form's words", () => {
    expect(
      validateLevelForm(values({ opensAt: '2030-03-10T12:00', closesAt: '2030-03-10T09:00' })),
    ).toEqual({ closesAt: 'Closes at must be after Opens at' });
    expect(validateLevelForm(values({ answerKeyRelease: 'after_close' }))).toEqual({
      answerKeyRelease: 'Answer key release after the exam closes needs a Closes at time',
    });
    expect(validateLevelForm(values({ attemptsAllowed: 0 }))).toEqual({
      attemptsAllowed: 'Attempts allowed must be at least 1 (leave it empty for no limit)',
    });
  });

  it('does not check exam rules on a topic level', () => {
    expect(validateLevelForm(values({ type: 'topic', passPercentage: 101 }))).toEqual({});
  });
});

describe('request bodies', () => {
  it('sends an exam level with its paper, and its rules with empty fields as null', () => {
    const form = values({ xp_required_to_unlock: 100, xpReward: 50, questionPaperId: PAPER });
    expect(toCreateLevelBody(form)).toEqual({
      title: 'Chapter Test: Light',
      type: 'exam',
      xp_required_to_unlock: 100,
      xpReward: 50,
      questionPaperId: PAPER,
    });
    expect(toRulesBody({ ...form, attemptsAllowed: '', passPercentage: '' })).toEqual({
      attemptsAllowed: null,
      opensAt: null,
      closesAt: null,
      answerKeyRelease: 'never',
      passPercentage: null,
      releasePolicy: 'confident_at_once',
      regradeWindowDays: 7,
    });
  });

  it('sends local times as instants', () => {
    const body = toRulesBody(values({ opensAt: '2030-03-10T09:00', closesAt: '2030-03-10T12:30' }));
    expect(body.opensAt).toBe(new Date('2030-03-10T09:00').toISOString());
    expect(body.closesAt).toBe(new Date('2030-03-10T12:30').toISOString());
  });

  it('sends no paper for a topic, and an unlinked paper of an exam as null on update', () => {
    expect(toCreateLevelBody(values({ type: 'topic', questionPaperId: PAPER }))).toEqual({
      title: 'Chapter Test: Light',
      type: 'topic',
      xp_required_to_unlock: 0,
      xpReward: 0,
    });
    expect(toUpdateLevelBody(values({ type: 'topic' }))).not.toHaveProperty('questionPaperId');
    expect(toUpdateLevelBody(values({}))).toEqual({
      title: 'Chapter Test: Light',
      xp_required_to_unlock: 0,
      xpReward: 0,
      questionPaperId: null,
    });
  });
});

describe('levelFormFrom', () => {
  it("fills the form from a level and its rules, times in the browser's zone", () => {
    const level: Level = {
      _id: 'l1',
      title: 'Chapter Test: Electricity',
      order: 2,
      type: 'exam',
      xp_required_to_unlock: 150,
      xpReward: 60,
      questionPaperId: PAPER,
    };
    const rules: ExamRules = {
      levelId: 'l1',
      attemptsAllowed: null,
      opensAt: '2030-03-10T03:30:00.000Z',
      closesAt: null,
      answerKeyRelease: 'now',
      answerKeyReleased: true,
      passPercentage: 40,
      effectivePassPercentage: 40,
      releasePolicy: 'after_review',
      regradeWindowDays: 14,
    };
    expect(levelFormFrom(level, rules)).toEqual({
      type: 'exam',
      title: 'Chapter Test: Electricity',
      xp_required_to_unlock: 150,
      xpReward: 60,
      questionPaperId: PAPER,
      attemptsAllowed: '',
      opensAt: toLocalInput('2030-03-10T03:30:00.000Z'),
      closesAt: '',
      answerKeyRelease: 'now',
      passPercentage: 40,
      releasePolicy: 'after_review',
      regradeWindowDays: 14,
    });
  });
});
