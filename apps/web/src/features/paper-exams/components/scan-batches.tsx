import { Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { ScanBatch } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { ToneText } from '@/components/tone';
import { formatDateTime } from '@/lib/format';
import { isReading, useScanBatches } from '../api/get-scan-batches';
import { batchPercent, batchWords } from '../lib/booklet-words';

/** The level's uploads, newest first: a bar while each is read, then what came of it. */
export function ScanBatches({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const batches = useScanBatches(levelId);
  if (batches.isPending) {
    return <Skeleton height={64} radius="md" aria-label={t('Loading uploads')} role="status" />;
  }
  if (batches.isError) {
    return (
      <LoadFailure title={t('The uploads could not be loaded')} mb={0} {...queryFailure(batches)} />
    );
  }
  if (batches.data.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('Uploads')}
    >
      {batches.data.map((batch) => (
        <BatchRow key={batch.id} batch={batch} />
      ))}
    </Stack>
  );
}

function BatchRow({ batch }: { batch: ScanBatch }) {
  const { t } = useTranslation();
  const files = batch.fileNames.join(', ');
  const percent = batchPercent(batch);
  const words = batchWords(batch);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={files}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={isReading(batch) ? 6 : 0}>
        <Text fz="sm" fw={500} truncate>
          {files}
        </Text>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(batch.createdAt)}
        </Text>
      </Group>
      {isReading(batch) ? (
        <Progress
          value={percent ?? 100}
          striped={percent === null}
          animated
          aria-label={t('Reading {{files}}', { files })}
          mb={6}
        />
      ) : null}
      {batch.status === 'failed' ? (
        <ToneText tone="red" fz="sm" role="alert">
          {words}
        </ToneText>
      ) : (
        <Text fz="sm" c={batch.status === 'done' ? undefined : 'dimmed'} role="status">
          {words}
        </Text>
      )}
    </Paper>
  );
}
