export const examReportKeys = {
  all: ['exam-report'] as const,
  detailed: (sessionId: string) => [...examReportKeys.all, 'detailed', sessionId] as const,
};
