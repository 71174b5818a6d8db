import { useQuery } from '@tanstack/react-query';
import { pathTo, tutorRoutes, type LevelTutorResponse } from '@markwise/contract';
import { dataQueryOptions } from '@/lib/api/data-query';
import { levelReportsKeys } from './level-reports-keys';

/** Who asked the tutor about the level's answers, newest first; read afresh on each visit. */
export function useLevelTutorConversations(levelId: string) {
  return useQuery({
    ...dataQueryOptions<LevelTutorResponse>({
      queryKey: levelReportsKeys.tutorConversations(levelId),
      path: pathTo(tutorRoutes.levelConversations, { levelId }),
    }),
    staleTime: 0,
  });
}
