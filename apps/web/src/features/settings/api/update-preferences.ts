import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  type Preferences,
  type PreferencesResponse,
  type UpdatePreferencesRequest,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';

export async function updatePreferences(body: UpdatePreferencesRequest): Promise<Preferences> {
  const response = await apiClient.put<PreferencesResponse>(apiRoutes.user.preferences, body);
  return response.data;
}

type UseUpdatePreferencesOptions = {
  onSuccess?: (preferences: Preferences) => void;
  onError?: (error: Error) => void;
};

export function useUpdatePreferences({ onSuccess, onError }: UseUpdatePreferencesOptions = {}) {
  return useMutation({ mutationFn: updatePreferences, onSuccess, onError });
}
