import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { UserProfile } from '@markwise/contract';
import { useUpdatePreferences } from '../api/update-preferences';
import { THEMES, initialPreferences, type ThemePreference } from '../lib/preferences-form';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { storeProfile } from '../lib/store-profile';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/**
 * The theme, kept on the account. It shows the scheme in use, so it always agrees with the
 * header's switch; a choice applies at once and Save keeps it. The account's notification and
 * language fields are left as they are: the app sends no email and speaks one language, so
 * offering them would promise what nothing does.
 */
export function PreferencesCard({ profile }: { profile: UserProfile }) {
  const { setColorScheme } = useMantineColorScheme();
  const theme = useComputedColorScheme('light', { getInitialValueInEffect: true });

  const update = useUpdatePreferences({
    onSuccess: (saved) => {
      storeProfile({ ...profile, preferences: saved });
      toastSuccess('Preferences updated successfully!');
    },
    onError: (error) => showFailure('Failed to update preferences. Please try again.', error),
  });

  const save = () => update.mutate({ ...initialPreferences(profile.preferences), theme });

  return (
    <SettingsSection id="preferences" title="Preferences" description="Appearance.">
      <SettingsForm
        label="Preferences"
        pending={update.isPending}
        onSave={save}
        submitLabel="Save Preferences"
        pendingLabel="Saving..."
      >
        <Stack gap={4}>
          <Text component="label" id="theme-label" size="sm" fw={500}>
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            data={THEMES}
            value={theme}
            onChange={(value) => setColorScheme(value as ThemePreference)}
            disabled={update.isPending}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </SettingsForm>
    </SettingsSection>
  );
}
