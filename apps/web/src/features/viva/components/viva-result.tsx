import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { VivaSession } from '@markwise/contract';
import { VivaSummaryCard } from '@/components/viva/viva-summary-card';
import { VivaTurns } from '@/components/viva/viva-turns';
import { useTranslation } from '@/i18n/i18n';

type VivaResultProps = {
  session: VivaSession;
  starting: boolean;
  onPractiseAgain: () => void;
  onBack: () => void;
};

/** An ended viva: its summary, a way to practise again, then every answer with its feedback. */
export function VivaResult({ session, starting, onPractiseAgain, onBack }: VivaResultProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {session.summary ? (
        <VivaSummaryCard summary={session.summary} />
      ) : (
        <Alert variant="light" color="gray">
          {t('This viva has ended without a summary.')}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={starting}
          onClick={onPractiseAgain}
        >
          {t('Practise again')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t('All your vivas')}
        </Button>
      </Group>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('Your answers')}
        </Title>
        <VivaTurns turns={session.turns} topics={session.topics} />
      </Stack>
    </Stack>
  );
}
