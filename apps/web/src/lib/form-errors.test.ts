import { CreateQuestionPaperRequest, CreateSubjectRequest } from '@markwise/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { issueMessage, schemaErrors, type ContractSchema, type SchemaIssue } from './form-errors';

const issue = (path: PropertyKey[], message: string): SchemaIssue => ({ path, message });

/** A schema that reports the given issues, whatever the input. */
const failing = (...issues: SchemaIssue[]): ContractSchema => ({
  safeParse: () => ({ success: false, error: { issues } }),
});

describe('issueMessage', () => {
  it("shows the field's label for a message that starts with the API's field name", () => {
    expect(issueMessage(issue(['qpCode'], 'qpCode must not be empty'), { qpCode: 'QP code' })).toBe(
      'QP code must not be empty',
    );
    expect(
      issueMessage(issue(['questions', 1, 'text'], 'text must not be empty'), {
        text: 'Question text',
      }),
    ).toBe('Question text must not be empty');
  });

  it('shows any other message as a sentence', () => {
    expect(issueMessage(issue(['title'], 'title is required'))).toBe('Title is required');
    expect(issueMessage(issue(['year'], 'must be a number'), { year: 'Year' })).toBe(
      'Must be a number',
    );
    expect(issueMessage(issue(['email'], 'Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
    expect(issueMessage(issue([], 'maxMarks (3) must equal 4'))).toBe('MaxMarks (3) must equal 4');
  });
});

describe('issueMessage in another language', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('translates the rule and names the field by its translated label', async () => {
    await showLanguage('hi');
    expect(issueMessage(issue(['qpCode'], 'qpCode must not be empty'), { qpCode: 'QP code' })).toBe(
      'प्रश्न पत्र कोड खाली नहीं हो सकता',
    );
    expect(issueMessage(issue(['title'], 'title must be at most 200 characters'))).toBe(
      'शीर्षक अधिकतम 200 अक्षरों का हो सकता है',
    );
    expect(issueMessage(issue(['email'], 'Please enter a valid email address'))).toBe(
      'कृपया मान्य ईमेल पता दर्ज करें',
    );
  });

  it('keeps a message it has no translation for in English, as a sentence', async () => {
    await showLanguage('ta');
    expect(issueMessage(issue([], 'maxMarks (3) must equal 4'))).toBe('MaxMarks (3) must equal 4');
  });

  it('checks with the contract and says it in Tamil', async () => {
    await showLanguage('ta');
    const errors = schemaErrors(CreateSubjectRequest, { examId: 'x', title: '' });
    expect(Object.values(errors)).toContain('தலைப்பு கட்டாயம்');
  });
});

describe('schemaErrors', () => {
  it("keeps each path's first issue, by Mantine path", () => {
    const schema = failing(
      issue(['title'], 'title is required'),
      issue(['title'], 'title must be text'),
      issue(['questions', 0, 'marks'], 'marks must be a number'),
    );
    expect(schemaErrors(schema, {}, { labels: { marks: 'Marks' } })).toEqual({
      title: 'Title is required',
      'questions.0.marks': 'Marks must be a number',
    });
  });

  it('places an issue about the whole input at rootPath, and drops it without one', () => {
    const schema = failing(issue([], 'Please provide either phone or email'));
    expect(schemaErrors(schema, {}, { rootPath: 'form' })).toEqual({
      form: 'Please provide either phone or email',
    });
    expect(schemaErrors(schema, {})).toEqual({});
  });

  it("leaves out issues about what is not the form's", () => {
    const schema = failing(issue(['examId'], 'examId must be a valid id'), issue(['title'], 'x'));
    expect(schemaErrors(schema, {}, { fields: ['title'] })).toEqual({ title: 'X' });
  });

  it("reads the contract's own schemas: nothing when valid, a whole-input issue at rootPath", () => {
    const examId = '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b';
    expect(schemaErrors(CreateSubjectRequest, { examId, title: 'Physics' })).toEqual({});
    expect(schemaErrors(CreateSubjectRequest, { examId, title: ' ' })).toEqual({
      title: 'Title is required',
    });
    expect(
      schemaErrors(
        CreateQuestionPaperRequest,
        { title: 'T', qpCode: 'Q', year: 2026, timeAllowed: 60, maxMarks: 3, questions: [] },
        { rootPath: 'maxMarks', labels: { questions: 'Questions', maxMarks: 'Maximum marks' } },
      ),
    ).toEqual({
      questions: 'Questions must have at least 1 question',
      maxMarks: 'Maximum marks (3) must equal the sum of the question marks (0)',
    });
  });
});
