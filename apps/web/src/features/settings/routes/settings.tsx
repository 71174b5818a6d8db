import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/user-store';
import { PasswordCard } from '../components/password-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { TutorCard } from '../components/tutor-card';
import { useTranslation } from '@/i18n/i18n';

export function SettingsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t('Settings')}
        subtitle={t('Manage your profile, password and preferences.')}
      />
      {user ? (
        <Stack gap="md">
          {/* Keyed by user so a different session never shows the previous user's values. */}
          <ProfileCard key={user._id} profile={user} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <PasswordCard />
            <PreferencesCard key={user._id} profile={user} />
          </SimpleGrid>
          {/* The institution's own settings: only its admin changes them. */}
          {user.role === 'ADMIN' ? <TutorCard key={user._id} /> : null}
        </Stack>
      ) : (
        <PageLoader label={t('Loading your profile')} />
      )}
    </>
  );
}
