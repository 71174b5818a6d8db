import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  type CreateDemoRequestInput,
  type DemoRequestCreatedResponse,
} from '@markwise/contract';
import type { MutationCallbacks } from '@/lib/api/mutation-callbacks';
import { apiClient } from '@/lib/api-client';

/** Public: the landing page's visitors have no session, so no refresh is ever attempted. */
export function createDemoRequest(
  body: CreateDemoRequestInput,
): Promise<DemoRequestCreatedResponse> {
  return apiClient.post<DemoRequestCreatedResponse>(apiRoutes.demoRequests.create, body, {
    skipAuthRefresh: true,
  });
}

export function useCreateDemoRequest({
  onSuccess,
  onError,
}: MutationCallbacks<DemoRequestCreatedResponse> = {}) {
  return useMutation({ mutationFn: createDemoRequest, onSuccess, onError });
}
