import { useMutation } from '@tanstack/react-query';
import {
  pathTo,
  reviewRoutes,
  type RubricChangePreviewResponse,
  type RubricChangeRequest,
  type RubricChangeResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { levelReviewKeys } from './level-reviews';

type RubricChange = { questionId: string; body: RubricChangeRequest };

/** What a rubric change would do to the answers marked with it; nothing is saved. */
export function usePreviewRubricChange() {
  return useMutation({
    mutationFn: ({ questionId, body }: RubricChange) =>
      apiClient.post<RubricChangePreviewResponse>(
        pathTo(reviewRoutes.rubricPreview, { questionId }),
        body,
      ),
  });
}

/** Saves the rubric; the desk's answers (which carry it) are read again. */
export function useChangeRubric() {
  return useInvalidatingMutation(
    ({ questionId, body }: RubricChange) =>
      apiClient.put<RubricChangeResponse>(pathTo(reviewRoutes.rubric, { questionId }), body),
    levelReviewKeys.all,
  );
}
