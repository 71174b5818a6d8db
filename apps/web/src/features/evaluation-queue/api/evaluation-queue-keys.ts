import type { EvaluationQueueQuery } from '@markwise/contract';

export const evaluationQueueKeys = {
  all: ['evaluation-queue'] as const,
  list: (query: EvaluationQueueQuery) => [...evaluationQueueKeys.all, query] as const,
};
