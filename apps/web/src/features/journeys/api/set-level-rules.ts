import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRoutes,
  pathTo,
  type ExamRules,
  type ExamRulesRequest,
  type ExamRulesResponse,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type SetLevelRulesInput = { levelId: string; body: ExamRulesRequest };

/** Replaces an exam level's rules whole. */
export async function setLevelRules({ levelId, body }: SetLevelRulesInput): Promise<ExamRules> {
  const response = await apiClient.put<ExamRulesResponse>(
    pathTo(apiRoutes.journeys.levelRules, { levelId }),
    body,
  );
  return response.data;
}

export function useSetLevelRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLevelRules,
    onSuccess: (rules) => queryClient.setQueryData(journeyKeys.rules(rules.levelId), rules),
  });
}
