import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileOff, IconKey, IconLogin } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListEmpty } from '@/components/list-empty';
import { RetryAlert } from '@/components/retry-alert';

export function PapersEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      icon={IconFileOff}
      title={t('No question papers found')}
      description={
        filtered
          ? t('No paper matches your search or year. Try another search or All Years.')
          : t('No question papers have been added yet.')
      }
    />
  );
}

export function PapersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <RetryAlert title={t('Error Loading Question Papers')} onRetry={onRetry} retrying={retrying}>
      {t('There was a problem loading the question papers. Please try again.')}
    </RetryAlert>
  );
}

/** A visitor sees the public past papers; their institution's papers need a login. */
export function PapersLoginPrompt({ onUseToken }: { onUseToken: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      icon={<IconLogin size={18} aria-hidden />}
      title={t('Showing public past papers')}
    >
      <Text size="sm" mb="sm">
        {t("Sign in, or use an API token, to see your institution's papers.")}
      </Text>
      <Group gap="sm">
        <Button size="xs" component={Link} to={paths.login}>
          {t('Sign In')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={onUseToken}
        >
          {t('Use an API Token')}
        </Button>
      </Group>
    </Alert>
  );
}
