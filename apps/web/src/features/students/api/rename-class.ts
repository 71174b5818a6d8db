import { apiRoutes, pathTo, type ClassRequest, type ClassResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

type RenameClassArgs = { id: string; body: ClassRequest };

export function renameClass({ id, body }: RenameClassArgs): Promise<ClassResponse> {
  return apiClient.put<ClassResponse>(pathTo(apiRoutes.classes.item, { id }), body);
}

/** Students carry their class's name, so the lists refetch too. */
export function useRenameClass() {
  return useInvalidatingMutation(renameClass, studentKeys.all);
}
