import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type ExamRules,
  type ExamRulesRequest,
  type ExamRulesResponse,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type SetLevelRulesInput = { levelId: string; body: ExamRulesRequest };

/** Replaces an exam level's rules whole. */
export function setLevelRules({ levelId, body }: SetLevelRulesInput): Promise<ExamRules> {
  const path = pathTo(apiRoutes.journeys.levelRules, { levelId });
  return unwrapData(apiClient.put<ExamRulesResponse>(path, body));
}

/** The answer is the rules as stored: it becomes the cached rules, no refetch needed. */
export function useSetLevelRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLevelRules,
    onSuccess: (rules) => queryClient.setQueryData(journeyKeys.rules(rules.levelId), rules),
  });
}
