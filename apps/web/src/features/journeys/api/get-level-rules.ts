import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type ExamRules, type ExamRulesResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { journeyKeys } from './journey-keys';

type GetLevelRulesInput = { levelId: string; signal?: AbortSignal };

export async function getLevelRules({ levelId, signal }: GetLevelRulesInput): Promise<ExamRules> {
  const response = await apiClient.get<ExamRulesResponse>(
    pathTo(apiRoutes.journeys.levelRules, { levelId }),
    { signal },
  );
  return response.data;
}

export const levelRulesQueryOptions = (levelId: string) =>
  queryOptions({
    queryKey: journeyKeys.rules(levelId),
    queryFn: ({ signal }) => getLevelRules({ levelId, signal }),
  });

/** An exam level's rules, loaded only while `levelId` names one (the level form is editing it). */
export function useLevelRules(levelId: string | null) {
  return useQuery({ ...levelRulesQueryOptions(levelId ?? ''), enabled: levelId !== null });
}
