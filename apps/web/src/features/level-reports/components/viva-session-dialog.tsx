import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { LevelVivas, TutorMode } from '@markwise/contract';
import { Dialog } from '@/components/dialog';
import { VivaSummaryCard } from '@/components/viva/viva-summary-card';
import { VivaTurns } from '@/components/viva/viva-turns';
import { msg, useTranslation } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { useVivaSession } from '@/lib/api/viva';
import { formatDateTime } from '@/lib/format';

export type LevelVivaItem = LevelVivas['sessions'][number];

const MODE_LABELS: Record<TutorMode, string> = {
  offline: msg('Marked by the offline examiner (no AI model)'),
  model: msg('Marked by the AI model'),
};

type VivaSessionDialogProps = {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  item: LevelVivaItem | null;
  onClose: () => void;
};

/** A student's viva, for a teacher to read: every turn and the summary (nothing to change). */
export function VivaSessionDialog({ opened, item, onClose }: VivaSessionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Viva practice session')} size="lg">
      {item ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>{item.student.name}</Text>
            <Text size="sm" c="dimmed">
              {t('Started {{time}}', { time: formatDateTime(item.startedAt) })} ·{' '}
              {t(MODE_LABELS[item.mode])}
            </Text>
          </Stack>
          <VivaSessionBody vivaId={opened ? item.id : null} />
        </Stack>
      ) : null}
    </Dialog>
  );
}

function VivaSessionBody({ vivaId }: { vivaId: string | null }) {
  const { t } = useTranslation();
  const query = useVivaSession(vivaId, { fresh: true });
  if (query.isError) {
    return (
      <Alert variant="light" color="red" role="alert">
        {errorMessage(query.error, t('The viva could not be loaded.'))}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center mih={120} role="status" aria-live="polite">
        <Loader aria-label={t('Loading the viva')} />
      </Center>
    );
  }
  const viva = query.data;
  return (
    <Stack gap="md">
      {viva.summary ? <VivaSummaryCard summary={viva.summary} /> : null}
      {!viva.finished ? (
        <Text size="sm" c="dimmed">
          {t('This viva is still in progress.')}
        </Text>
      ) : null}
      <VivaTurns turns={viva.turns} topics={viva.topics} />
    </Stack>
  );
}
