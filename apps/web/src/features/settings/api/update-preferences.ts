import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  type Preferences,
  type PreferencesResponse,
  type UpdatePreferencesRequest,
} from '@markwise/contract';
import type { MutationCallbacks } from '@/lib/api/mutation-callbacks';
import { apiClient, unwrapData } from '@/lib/api-client';

export function updatePreferences(body: UpdatePreferencesRequest): Promise<Preferences> {
  return unwrapData(apiClient.put<PreferencesResponse>(apiRoutes.user.preferences, body));
}

export function useUpdatePreferences({ onSuccess, onError }: MutationCallbacks<Preferences> = {}) {
  return useMutation({ mutationFn: updatePreferences, onSuccess, onError });
}
