import { useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, type ExamRulesResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { journeyKeys } from './journey-keys';

export const levelRulesQueryOptions = (levelId: string) =>
  dataQueryOptions<ExamRulesResponse>({
    queryKey: journeyKeys.rules(levelId),
    path: pathTo(apiRoutes.journeys.levelRules, { levelId }),
  });

/** An exam level's rules, loaded only while `levelId` names one (the level form is editing it). */
export function useLevelRules(levelId: string | null) {
  return useQuery({ ...levelRulesQueryOptions(levelId ?? ''), enabled: levelId !== null });
}
