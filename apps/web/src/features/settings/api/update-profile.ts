import { useMutation } from '@tanstack/react-query';
import { apiRoutes, type ProfileResponse, type UserProfile } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';

/** PATCH /auth/profile as multipart: the text fields of UpdateProfileRequest and the avatar file. */
export async function updateProfile(form: FormData): Promise<UserProfile> {
  const response = await apiClient.patch<ProfileResponse>(apiRoutes.auth.profile, form);
  return response.data;
}

type UseUpdateProfileOptions = {
  onSuccess?: (profile: UserProfile) => void;
  onError?: (error: Error) => void;
};

export function useUpdateProfile({ onSuccess, onError }: UseUpdateProfileOptions = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess, onError });
}
