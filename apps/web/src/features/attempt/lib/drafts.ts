/**
 * Text typed but not yet saved, kept in this browser so that a reload, a crash or a lost
 * connection does not lose it. One entry per session and question; removed once saved.
 */
const PREFIX = 'markwise.attempt-draft';

export type AnswerDraft = {
  text: string;
  /** When it was typed (this browser's clock, ms). */
  writtenAt: number;
};

const keyOf = (sessionId: string, questionId: string) => `${PREFIX}:${sessionId}:${questionId}`;

function parseDraft(raw: string | null): AnswerDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { text, writtenAt } = value as Record<string, unknown>;
    return typeof text === 'string' && typeof writtenAt === 'number' ? { text, writtenAt } : null;
  } catch {
    return null;
  }
}

// Storage may be full or switched off (private browsing): drafts are a safety net, never a failure.
export const answerDrafts = {
  read(sessionId: string, questionId: string): AnswerDraft | null {
    try {
      return parseDraft(window.localStorage.getItem(keyOf(sessionId, questionId)));
    } catch {
      return null;
    }
  },

  write(sessionId: string, questionId: string, text: string, writtenAt = Date.now()): void {
    try {
      const draft: AnswerDraft = { text, writtenAt };
      window.localStorage.setItem(keyOf(sessionId, questionId), JSON.stringify(draft));
    } catch {
      // Nothing to do: the text is still on screen and being saved.
    }
  },

  remove(sessionId: string, questionId: string): void {
    try {
      window.localStorage.removeItem(keyOf(sessionId, questionId));
    } catch {
      // Storage unavailable: nothing stored either.
    }
  },

  /** Every draft of the session: after it is submitted none of them can be saved any more. */
  clearSession(sessionId: string): void {
    try {
      const prefix = `${PREFIX}:${sessionId}:`;
      const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
        window.localStorage.key(index),
      );
      for (const key of keys) {
        if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
      }
    } catch {
      // Storage unavailable: nothing stored either.
    }
  },
};

/**
 * The draft's text when it should replace what the server holds: it differs, and it was typed
 * after the server's answer last changed (a newer answer saved from another device wins).
 */
export function draftToRestore(options: {
  draft: AnswerDraft | null;
  serverText: string;
  serverUpdatedAt: string | null;
}): string | null {
  const { draft, serverText, serverUpdatedAt } = options;
  if (!draft || draft.text === serverText) return null;
  const serverTime = serverUpdatedAt ? Date.parse(serverUpdatedAt) : Number.NaN;
  if (!Number.isNaN(serverTime) && serverTime > draft.writtenAt) return null;
  return draft.text;
}
