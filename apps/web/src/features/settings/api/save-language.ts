import type { InterfaceLanguage, UserProfile } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { initialPreferences } from '../lib/preferences-form';
import { showFailure } from '../lib/settings-toasts';
import { storeProfile } from '../lib/store-profile';
import { useUpdatePreferences } from './update-preferences';

/**
 * Keeps a language chosen in a header on the account, so it follows the user to another device;
 * the interface has already switched, and a failure only says the choice was not kept.
 */
export function useSaveLanguage(profile: UserProfile | null) {
  const update = useUpdatePreferences({
    onSuccess: (saved) => profile && storeProfile({ ...profile, preferences: saved }),
    onError: (error) =>
      showFailure(i18n.t('Failed to update preferences. Please try again.'), error),
  });
  return (language: InterfaceLanguage) => {
    if (profile) update.mutate({ ...initialPreferences(profile.preferences), language });
  };
}
