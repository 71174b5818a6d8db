import { Box, Button, Group, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import type { useRecorder } from '../lib/use-recorder';

const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type RecordControlsProps = {
  recorder: ReturnType<typeof useRecorder>;
  disabled: boolean;
};

/** Record a spoken answer, then Stop: the recording is sent as the answer. */
export function RecordControls({ recorder, disabled }: RecordControlsProps) {
  const { t } = useTranslation();
  if (recorder.status === 'recording') {
    return (
      <Group gap="sm" wrap="wrap">
        <Button
          color="red"
          leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
          onClick={recorder.stop}
        >
          {t('Stop and send')}
        </Button>
        <Group gap={6} wrap="nowrap" role="status">
          <Box w={10} h={10} bg="red.7" style={{ borderRadius: '50%' }} aria-hidden />
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('Recording {{time}}', { time: minutesSeconds(recorder.elapsed) })}
          </Text>
        </Group>
      </Group>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconMicrophone size={16} aria-hidden />}
      loading={recorder.status === 'starting'}
      disabled={disabled}
      onClick={() => void recorder.start()}
    >
      {t('Record')}
    </Button>
  );
}
