import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type ExamRulesRequest, type ExamRulesResponse } from '@markwise/contract';
import { dataWrite } from '@/lib/api/data-write';
import { journeyKeys } from './journey-keys';

/** Replaces an exam level's rules whole. */
export const setLevelRules = dataWrite<ExamRulesResponse, { levelId: string }, ExamRulesRequest>(
  'put',
  apiRoutes.journeys.levelRules,
);

/** The answer is the rules as stored: it becomes the cached rules, no refetch needed. */
export function useSetLevelRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLevelRules,
    onSuccess: (rules) => queryClient.setQueryData(journeyKeys.rules(rules.levelId), rules),
  });
}
