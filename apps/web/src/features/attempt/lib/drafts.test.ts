import { describe, expect, it } from 'vitest';
import { answerDrafts, draftToRestore } from './drafts';

describe('answerDrafts', () => {
  it('keeps one draft per session and question, and clears a whole session', () => {
    answerDrafts.write('s1', 'q1', 'first', 10);
    answerDrafts.write('s1', 'q2', 'second', 20);
    answerDrafts.write('s2', 'q1', 'other session', 30);
    expect(answerDrafts.read('s1', 'q1')).toEqual({ text: 'first', writtenAt: 10 });

    answerDrafts.remove('s1', 'q1');
    expect(answerDrafts.read('s1', 'q1')).toBeNull();

    answerDrafts.clearSession('s1');
    expect(answerDrafts.read('s1', 'q2')).toBeNull();
    expect(answerDrafts.read('s2', 'q1')?.text).toBe('other session');
  });

  it('reads a damaged entry as no draft', () => {
    window.localStorage.setItem('markwise.attempt-draft:s1:q1', '{not json');
    expect(answerDrafts.read('s1', 'q1')).toBeNull();
  });
});

describe('draftToRestore', () => {
  const draft = { text: 'typed offline', writtenAt: Date.parse('2025-03-01T10:00:00Z') };

  it('restores a draft that differs from the server and is newer', () => {
    expect(
      draftToRestore({ draft, serverText: 'old', serverUpdatedAt: '2025-03-01T09:59:00Z' }),
    ).toBe('typed offline');
    expect(draftToRestore({ draft, serverText: '', serverUpdatedAt: null })).toBe('typed offline');
  });

  it('drops a draft the server already holds or that an answer saved later replaced', () => {
    expect(draftToRestore({ draft: null, serverText: 'x', serverUpdatedAt: null })).toBeNull();
    expect(
      draftToRestore({ draft, serverText: 'typed offline', serverUpdatedAt: null }),
    ).toBeNull();
    expect(
      draftToRestore({ draft, serverText: 'newer', serverUpdatedAt: '2025-03-01T10:05:00Z' }),
    ).toBeNull();
  });
});
