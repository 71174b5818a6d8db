/** The detailed report of one attempt (a practice session on the wire). */
export const reportKeys = {
  all: ['reports'] as const,
  detailed: (attemptId: string) => [...reportKeys.all, 'detailed', attemptId] as const,
};
