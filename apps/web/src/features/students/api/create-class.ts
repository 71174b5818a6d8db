import { apiRoutes, type ClassRequest, type ClassResponse } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiClient } from '@/lib/api-client';
import { studentKeys } from './student-keys';

export function createClass(body: ClassRequest): Promise<ClassResponse> {
  return apiClient.post<ClassResponse>(apiRoutes.classes.collection, body);
}

export function useCreateClass() {
  return useInvalidatingMutation(createClass, studentKeys.classes());
}
