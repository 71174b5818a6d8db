import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationRoutes,
  pathTo,
  type AssignSecondMarkingRequest,
  type AssignSecondMarkingResponse,
  type BlindAnswersResponse,
  type ModerationDecisionRequest,
  type ModerationDecisionResponse,
  type ModerationResponse,
  type SecondMarkRequest,
  type SecondMarkResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { levelReviewKeys } from './level-reviews';

/** Apart from levelReviewKeys: a desk decision's optimistic update rewrites the lists under those. */
export const moderationKeys = {
  all: ['moderation'] as const,
  mine: (levelId: string) => [...moderationKeys.all, levelId, 'mine'] as const,
  list: (levelId: string, tolerance: number) =>
    [...moderationKeys.all, levelId, 'list', tolerance] as const,
};

/** The caller's own sample on the level, blind: no first mark and no student. */
export function useMySecondMarking(levelId: string) {
  return useQuery({
    queryKey: moderationKeys.mine(levelId),
    queryFn: ({ signal }) =>
      apiClient.get<BlindAnswersResponse>(pathTo(moderationRoutes.mine, { levelId }), { signal }),
  });
}

/** The level's disagreements beyond the tolerance, its markers and its counts. */
export function useModeration(levelId: string, tolerance: number) {
  return useQuery({
    queryKey: moderationKeys.list(levelId, tolerance),
    queryFn: ({ signal }) =>
      apiClient.get<ModerationResponse>(pathTo(moderationRoutes.list, { levelId }), {
        query: { tolerance },
        signal,
      }),
    // A new tolerance keeps the list on screen until its own arrives.
    placeholderData: (previous) => previous,
  });
}

/** Gives a second teacher a sample; the counts are read again after. */
export function useAssignSecondMarking(levelId: string) {
  return useInvalidatingMutation(
    (body: AssignSecondMarkingRequest) =>
      apiClient.post<AssignSecondMarkingResponse>(
        pathTo(moderationRoutes.assign, { levelId }),
        body,
      ),
    moderationKeys.all,
  );
}

/** The second marker's mark on one answer of their sample; the sample and counts are read again. */
export function useSecondMark() {
  return useInvalidatingMutation(
    ({ secondMarkId, ...body }: SecondMarkRequest & { secondMarkId: string }) =>
      apiClient.put<SecondMarkResponse>(
        pathTo(moderationRoutes.mark, { secondMarkId }),
        body satisfies SecondMarkRequest,
      ),
    moderationKeys.all,
  );
}

/**
 * The mark that stands on a disagreement. It changes the answer's mark, so the desk's lists
 * (progress, agreement) are read again as well as the moderation list.
 */
export function useDecideModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ secondMarkId, ...body }: ModerationDecisionRequest & { secondMarkId: string }) =>
      apiClient.post<ModerationDecisionResponse>(
        pathTo(moderationRoutes.decide, { secondMarkId }),
        body satisfies ModerationDecisionRequest,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: levelReviewKeys.all }),
      ]),
  });
}
