import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { currentLanguage, useTranslation } from '@/i18n/i18n';
import type { UserProfile } from '@markwise/contract';
import { LanguagePicker } from '@/components/language-picker';
import { useUpdatePreferences } from '../api/update-preferences';
import { THEMES, initialPreferences, type ThemePreference } from '../lib/preferences-form';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { storeProfile } from '../lib/store-profile';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/**
 * The theme and the interface's language, kept on the account. Each shows what is in use (the
 * theme agrees with the header's switch, the language with the screen), a choice applies at once
 * and Save keeps both; the language is saved as its code ('en', 'hi', 'ta'). The account's
 * notification fields are left as they are: the app sends no email, so offering them would
 * promise what nothing does.
 */
export function PreferencesCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const theme = useComputedColorScheme('light', { getInitialValueInEffect: true });

  const update = useUpdatePreferences({
    onSuccess: (saved) => {
      storeProfile({ ...profile, preferences: saved });
      toastSuccess(t('Preferences updated successfully!'));
    },
    onError: (error) => showFailure(t('Failed to update preferences. Please try again.'), error),
  });

  const save = () =>
    update.mutate({
      ...initialPreferences(profile.preferences),
      theme,
      language: currentLanguage(),
    });

  return (
    <SettingsSection
      id="preferences"
      title={t('Preferences')}
      description={t('Appearance and language.')}
    >
      <SettingsForm
        label={t('Preferences')}
        pending={update.isPending}
        onSave={save}
        submitLabel={t('Save Preferences')}
        pendingLabel={t('Saving...')}
      >
        <Stack gap={4}>
          <Text component="label" id="theme-label" size="sm" fw={500}>
            {t('Theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            data={THEMES.map(({ value, label }) => ({ value, label: t(label) }))}
            value={theme}
            onChange={(value) => setColorScheme(value as ThemePreference)}
            disabled={update.isPending}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <LanguagePicker
          label={t('Language')}
          size="sm"
          w={{ base: '100%', xs: 220 }}
          disabled={update.isPending}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
