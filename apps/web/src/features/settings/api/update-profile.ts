import { useMutation } from '@tanstack/react-query';
import { apiRoutes, type ProfileResponse, type UserProfile } from '@markwise/contract';
import type { MutationCallbacks } from '@/lib/api/mutation-callbacks';
import { apiClient, unwrapData } from '@/lib/api-client';

/** PATCH /auth/profile as multipart: the text fields of UpdateProfileRequest and the avatar file. */
export function updateProfile(form: FormData): Promise<UserProfile> {
  return unwrapData(apiClient.patch<ProfileResponse>(apiRoutes.auth.profile, form));
}

export function useUpdateProfile({ onSuccess, onError }: MutationCallbacks<UserProfile> = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess, onError });
}
