import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useMantineColorScheme } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Preferences, UserProfile } from '@markwise/contract';
import { useUpdatePreferences } from '../api/update-preferences';
import {
  SWITCHES,
  THEMES,
  initialPreferences,
  languageOptions,
  type ThemePreference,
} from '../lib/preferences-form';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { storeProfile } from '../lib/store-profile';
import { SubmitButton } from '@/components/submit-button';
import { SettingsSection } from './settings-section';

/** Notification, theme and language preferences, saved to the server. */
export function PreferencesCard({ profile }: { profile: UserProfile }) {
  const [preferences, setPreferences] = useState<Preferences>(() =>
    initialPreferences(profile.preferences),
  );
  const { setColorScheme } = useMantineColorScheme();

  const update = useUpdatePreferences({
    onSuccess: (saved) => {
      storeProfile({ ...profile, preferences: saved });
      setPreferences(saved);
      toastSuccess('Preferences updated successfully!');
    },
    onError: (error) => showFailure('Failed to update preferences. Please try again.', error),
  });

  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setPreferences((current) => ({ ...current, [key]: value }));

  const chooseTheme = (theme: ThemePreference | null) => {
    if (!theme) return;
    set('theme', theme);
    // The choice shows at once (and is remembered in this browser); Save keeps it on the account.
    setColorScheme(theme);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!update.isPending) update.mutate(preferences);
  };

  return (
    <SettingsSection
      id="preferences"
      title="Preferences"
      description="Notifications, appearance and language."
    >
      <form onSubmit={handleSubmit} aria-label="Preferences">
        <Stack gap="md">
          {SWITCHES.map(({ key, label, description }) => (
            <Switch
              key={key}
              label={label}
              description={description}
              checked={preferences[key]}
              disabled={update.isPending}
              onChange={(event) => set(key, event.currentTarget.checked)}
            />
          ))}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select<ThemePreference>
              label="Theme"
              data={THEMES}
              value={preferences.theme}
              onChange={chooseTheme}
              allowDeselect={false}
              disabled={update.isPending}
            />
            <Select
              label="Language"
              data={languageOptions(preferences.language)}
              value={preferences.language}
              onChange={(value) => value && set('language', value)}
              allowDeselect={false}
              disabled={update.isPending}
            />
          </SimpleGrid>
          <SubmitButton
            pending={update.isPending}
            pendingLabel="Saving..."
            style={{ alignSelf: 'flex-end' }}
          >
            Save Preferences
          </SubmitButton>
        </Stack>
      </form>
    </SettingsSection>
  );
}
