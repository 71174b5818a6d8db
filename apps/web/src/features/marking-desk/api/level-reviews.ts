import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pathTo,
  reviewRoutes,
  type ReleaseLevelRequest,
  type ReleaseLevelResponse,
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

/** Milliseconds after a decision when its re-calibration of the question has most likely run. */
const RECALIBRATED_AFTER_MS = 2500;

/**
 * A decision saves at once, and its answer leaves every list of the desk before the server
 * answers, so the next answer opens without waiting. The lists are then read again, and once more
 * when the question's re-calibration (queued by the decision) has run, so the desk shows the other
 * suggestions move; a refused decision brings its answer back.
 */
export function useDecideAnswer() {
  const queryClient = useQueryClient();
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(later.current), []);
  const refetch = () => queryClient.invalidateQueries({ queryKey: levelReviewKeys.all });
  return useMutation({
    mutationFn: decideAnswer,
    onMutate: async ({ sessionId, questionId }) => {
      await queryClient.cancelQueries({ queryKey: levelReviewKeys.all });
      queryClient.setQueriesData<ReviewListResponse>(
        { queryKey: levelReviewKeys.all },
        (list) =>
          list && {
            ...list,
            data: list.data.filter(
              (item) => item.sessionId !== sessionId || item.question.id !== questionId,
            ),
          },
      );
    },
    onSettled: () => {
      // One later read for a run of quick decisions, not one each.
      clearTimeout(later.current);
      later.current = setTimeout(() => void refetch(), RECALIBRATED_AFTER_MS);
      return refetch();
    },
  });
}

export function releaseLevel({
  levelId,
  include,
}: ReleaseLevelRequest & { levelId: string }): Promise<ReleaseLevelResponse> {
  return apiClient.post<ReleaseLevelResponse>(pathTo(reviewRoutes.releaseLevel, { levelId }), {
    include,
  });
}

/** Releases a level's marks to its students; the desk's lists are read again after. */
export function useReleaseLevel() {
  return useInvalidatingMutation(releaseLevel, levelReviewKeys.all);
}
