import { useQuery } from '@tanstack/react-query';
import {
  pathTo,
  reviewRoutes,
  type ReviewDecisionRequest,
  type ReviewDecisionResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';

/** The most the API gives in one page: a desk walks one question's answers without paging. */
const DESK_PAGE_SIZE = 100;

export const levelReviewKeys = {
  all: ['level-reviews'] as const,
  list: (levelId: string, questionId: string | null) =>
    [...levelReviewKeys.all, levelId, questionId] as const,
};

/** The level's answers waiting for a teacher, of one question or all; those needing a decision first. */
export function useLevelReviews(levelId: string, questionId: string | null) {
  return useQuery({
    queryKey: levelReviewKeys.list(levelId, questionId),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewListResponse>(pathTo(reviewRoutes.levelReviews, { levelId }), {
        query: { page: 1, limit: DESK_PAGE_SIZE, ...(questionId ? { questionId } : {}) },
        signal,
      }),
    // The answer just decided leaves the list; the one after it stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
}

export type DecisionTarget = { sessionId: string; questionId: string };

export function decideAnswer({
  sessionId,
  questionId,
  decision,
}: DecisionTarget & { decision: ReviewDecisionRequest }): Promise<ReviewDecisionResponse> {
  return apiClient.post<ReviewDecisionResponse>(
    pathTo(reviewRoutes.decide, { sessionId, questionId }),
    decision,
  );
}

/** A decision saves at once; every list of the desk is read again (suggestions may have moved). */
export function useDecideAnswer() {
  return useInvalidatingMutation(decideAnswer, levelReviewKeys.all);
}
