import {
  ATTEMPT_MESSAGES,
  AUTH_MESSAGES,
  CLASS_MESSAGES,
  CreateDemoRequest,
  EXAM_RULE_MESSAGES,
  FindUserWithSessionsRequest,
  passwordMessages,
  REGRADE_MESSAGES,
  STUDENT_MESSAGES,
  TUTOR_MESSAGES,
  VIVA_MESSAGES,
} from '@markwise/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from './i18n';
import { serverMessage, translatedMessage } from './messages';

/** The contract's messages a user can meet on a screen, as the API or a form produces them. */
const CONTRACT_MESSAGES = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(ATTEMPT_MESSAGES),
  EXAM_RULE_MESSAGES.notYetOpen('10:00'),
  EXAM_RULE_MESSAGES.closed('10:00'),
  EXAM_RULE_MESSAGES.attemptLimit(1),
  EXAM_RULE_MESSAGES.attemptLimit(3),
  REGRADE_MESSAGES.notReleased,
  REGRADE_MESSAGES.noRequests,
  REGRADE_MESSAGES.closed('10:00'),
  REGRADE_MESSAGES.once,
  REGRADE_MESSAGES.resolved,
  CLASS_MESSAGES.nameTaken,
  CLASS_MESSAGES.notFound,
  CLASS_MESSAGES.hasStudents,
  STUDENT_MESSAGES.unknownClass,
  TUTOR_MESSAGES.off,
  TUTOR_MESSAGES.notReleased,
  TUTOR_MESSAGES.fullMarks,
  TUTOR_MESSAGES.finished,
  TUTOR_MESSAGES.busy,
  TUTOR_MESSAGES.dailyLimit(30),
  ...Object.values(VIVA_MESSAGES),
  ...Object.values(passwordMessages('newPassword')),
];

/** Every message a schema gives for an empty or malformed form. */
const schemaMessages = (schema: { safeParse(input: unknown): unknown }, input: unknown) => {
  const result = schema.safeParse(input) as { error?: { issues: { message: string }[] } };
  return (result.error?.issues ?? []).map((issue) => issue.message);
};

describe('the API and contract messages', () => {
  beforeEach(async () => {
    await showLanguage('ta');
  });
  afterEach(async () => {
    await showLanguage('en');
  });

  it.each(CONTRACT_MESSAGES)('has a Tamil translation of "%s"', (message) => {
    // The field by a one-letter name: every other word must be Tamil.
    const translated = translatedMessage(message, () => 'X');
    expect(translated).toBeDefined();
    expect(translated).not.toMatch(/[A-Za-z]{4,}/);
  });

  it("translates a form's schema messages, empty and malformed", () => {
    const messages = [
      ...schemaMessages(CreateDemoRequest, {
        firstName: '',
        lastName: '',
        email: 'not-an-email',
        institutionName: '',
        message: '',
      }),
      ...schemaMessages(FindUserWithSessionsRequest, { mobile: '12', email: '' }),
      ...schemaMessages(FindUserWithSessionsRequest, { mobile: '', email: '' }),
    ];
    expect(messages.length).toBeGreaterThan(4);
    for (const message of messages) expect(translatedMessage(message), message).toBeDefined();
  });

  it('puts the values the server sent into the sentence', () => {
    expect(serverMessage(EXAM_RULE_MESSAGES.attemptLimit(3))).toBe(
      'முயற்சி வரம்பை எட்டிவிட்டீர்கள்: இந்தத் தேர்வில் 3 முயற்சிகள் மட்டுமே அனுமதி',
    );
  });

  it('leaves a message it does not know as the server wrote it', () => {
    expect(serverMessage('Something new went wrong')).toBe('Something new went wrong');
  });
});

describe('in English', () => {
  it('shows the server message exactly as sent', () => {
    expect(serverMessage('title must be at most 200 characters')).toBe(
      'title must be at most 200 characters',
    );
    expect(translatedMessage('title must be at most 200 characters')).toBe(
      'Title must be at most 200 characters',
    );
  });
});
