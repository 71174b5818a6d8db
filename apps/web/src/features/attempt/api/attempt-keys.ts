export const attemptKeys = {
  all: ['attempts'] as const,
  levels: () => [...attemptKeys.all, 'levels'] as const,
  summary: () => [...attemptKeys.all, 'summary'] as const,
  session: (sessionId: string) => [...attemptKeys.all, 'session', sessionId] as const,
};
