/**
 * Query keys of a student's attempts (practice sessions on the wire). Shared: the attempt feature
 * reads and updates a session under them, and the student portal's levels, summary and reports
 * live under `all`, so a submitted or newly marked attempt refreshes them together.
 */
export const attemptKeys = {
  all: ['attempts'] as const,
  levels: () => [...attemptKeys.all, 'levels'] as const,
  summary: () => [...attemptKeys.all, 'summary'] as const,
  session: (attemptId: string) => [...attemptKeys.all, 'session', attemptId] as const,
};
