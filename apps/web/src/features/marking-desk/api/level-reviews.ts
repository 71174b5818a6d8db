import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pathTo,
  reviewRoutes,
  type CorrectTranscriptionRequest,
  type CorrectTranscriptionResponse,
  type GroupDecisionRequest,
  type GroupDecisionResponse,
  type ReleaseLevelRequest,
  type ReleaseLevelResponse,
  type ReviewDecisionRequest,
  type ReviewDecisionResponse,
  type ReviewGroupsResponse,
  type ReviewListResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';

/** The most the API gives in one page: a desk walks one question's answers without paging. */
const DESK_PAGE_SIZE = 100;

/** What the desk walks: one question, one student's script, attempts submitted in a range. */
export type DeskFilter = {
  questionId: string | null;
  sessionId?: string | null;
  from?: string;
  to?: string;
};

export const levelReviewKeys = {
  all: ['level-reviews'] as const,
  list: (levelId: string, filter: DeskFilter) => [...levelReviewKeys.all, levelId, filter] as const,
};

/** The level's answers waiting for a teacher, narrowed by `filter`; those needing a decision first. */
export function useLevelReviews(levelId: string, filter: DeskFilter) {
  const { questionId, sessionId, from, to } = filter;
  return useQuery({
    queryKey: levelReviewKeys.list(levelId, filter),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewListResponse>(pathTo(reviewRoutes.levelReviews, { levelId }), {
        query: {
          page: 1,
          limit: DESK_PAGE_SIZE,
          ...(questionId ? { questionId } : {}),
          ...(sessionId ? { sessionId } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        },
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

/**
 * When the desk reads its lists again after a teacher's last decision: once they pause (progress
 * and agreement), and once the question's re-calibration, queued by the decision for 5 s later,
 * has run (the suggestions it moved). A teacher walking answers quickly costs two reads, not two
 * per decision.
 */
const SETTLED_AFTER_MS = [2500, 7500];

/** Answers left on the desk's page below which it is read again at once. */
const RUNNING_OUT = 5;

/**
 * A decision saves at once, and its answer leaves every list of the desk before the server
 * answers, so the next answer opens without waiting. The lists (progress, agreement and the
 * suggestions the decisions moved) are read again once the teacher pauses; a refused decision
 * brings its answer back at once.
 */
export function useDecideAnswer() {
  const queryClient = useQueryClient();
  const later = useRef<ReturnType<typeof setTimeout>[]>([]);
  const cancelLater = () => later.current.forEach((timer) => clearTimeout(timer));
  useEffect(() => cancelLater, []);
  const refetch = () => queryClient.invalidateQueries({ queryKey: levelReviewKeys.all });
  return useMutation({
    mutationFn: decideAnswer,
    onMutate: async ({ sessionId, questionId }) => {
      cancelLater();
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
    onError: () => refetch(),
    onSuccess: () => {
      cancelLater();
      // A page walked nearly to its end is read again now: more answers wait behind it.
      const runningOut = queryClient
        .getQueriesData<ReviewListResponse>({ queryKey: levelReviewKeys.all })
        .some(([, list]) => list && list.data.length < RUNNING_OUT);
      if (runningOut) void refetch();
      later.current = SETTLED_AFTER_MS.map((ms) => setTimeout(() => void refetch(), ms));
    },
  });
}

export function correctReading({
  sessionId,
  questionId,
  transcription,
}: DecisionTarget & CorrectTranscriptionRequest): Promise<CorrectTranscriptionResponse> {
  return apiClient.put<CorrectTranscriptionResponse>(
    pathTo(reviewRoutes.transcription, { sessionId, questionId }),
    { transcription },
  );
}

/** Marks a photographed answer again from the teacher's reading; the desk shows the new suggestion. */
export function useCorrectReading() {
  return useInvalidatingMutation(correctReading, levelReviewKeys.all);
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

/** Apart from levelReviewKeys: a decision's optimistic update rewrites the lists under those. */
export const reviewGroupKeys = {
  all: ['review-groups'] as const,
  of: (levelId: string, questionId: string) =>
    [...reviewGroupKeys.all, levelId, questionId] as const,
};

/** A question's waiting answers in groups of alike answers, largest first. */
export function useReviewGroups(levelId: string, questionId: string | null) {
  return useQuery({
    queryKey: reviewGroupKeys.of(levelId, questionId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewGroupsResponse>(pathTo(reviewRoutes.groups, { levelId }), {
        query: { questionId: questionId ?? '' },
        signal,
      }),
    enabled: questionId !== null,
  });
}

/** One mark for the answers kept in a group; the desk's lists and groups are read again after. */
export function useDecideGroup(levelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupDecisionRequest) =>
      apiClient.post<GroupDecisionResponse>(pathTo(reviewRoutes.groupDecision, { levelId }), body),
    // Refused too: a group read before another teacher's decision is read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: levelReviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewGroupKeys.all }),
      ]),
  });
}
