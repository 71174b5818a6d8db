import { Button, Center, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconMicrophone } from '@tabler/icons-react';
import type { LevelVivas } from '@markwise/contract';
import { useState } from 'react';
import { StatePanel } from '@/components/state-panel';
import { useTranslation } from '@/i18n/i18n';
import { problemOrFallback } from '@/lib/api-error';
import { useLevelVivas, useSaveVivaLevel } from '@/lib/api/viva';
import { toastError, toastSuccess } from '@/lib/notify';
import { TABLE_AREA_MIN_HEIGHT } from './report-states';
import { VivaSessionDialog, type LevelVivaItem } from './viva-session-dialog';
import { VivaSessionsTable, VivaStrugglesTable } from './viva-tables';

/**
 * The level's viva practice: the switch that opens it to students, where they struggled (weakest
 * question first) and who practised, each viva to read.
 */
export function VivaPracticePanel({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const query = useLevelVivas(levelId);
  // The dialog keeps its viva while it closes.
  const [reading, setReading] = useState<{ item: LevelVivaItem | null; opened: boolean }>({
    item: null,
    opened: false,
  });

  if (query.isPending) {
    return (
      <Center mih={TABLE_AREA_MIN_HEIGHT} role="status" aria-live="polite">
        <Loader aria-label={t('Loading viva practice')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Paper withBorder radius="md" p="xl" role="alert">
        <StatePanel
          icon={IconAlertCircle}
          failure
          title={t('Error Loading Viva Practice')}
          action={
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('There was a problem loading the viva practice. Please try again.')}
        </StatePanel>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <VivaSwitch levelId={levelId} vivas={query.data} />
      {query.data.sessions.length === 0 ? (
        <Center mih={TABLE_AREA_MIN_HEIGHT / 2}>
          <StatePanel icon={IconMicrophone} title={t('No viva practice yet')}>
            {t('No student has practised a viva on this level yet.')}
          </StatePanel>
        </Center>
      ) : (
        <>
          <VivaStrugglesTable questions={query.data.questions} />
          <VivaSessionsTable
            sessions={query.data.sessions}
            onRead={(item) => setReading({ item, opened: true })}
          />
        </>
      )}
      <VivaSessionDialog
        opened={reading.opened}
        item={reading.item}
        onClose={() => setReading((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}

/** Opens or closes viva practice on the level; the switch shows the wanted state while it saves. */
function VivaSwitch({ levelId, vivas }: { levelId: string; vivas: LevelVivas }) {
  const { t } = useTranslation();
  const save = useSaveVivaLevel(levelId);
  return (
    <Paper withBorder radius="md" p="md">
      <Switch
        label={t('Open viva practice on this level')}
        description={t(
          'Students answer spoken-style questions on this paper against the clock and get feedback. It is practice only: exam marks never change.',
        )}
        checked={save.isPending ? save.variables.enabled : vivas.enabled}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { enabled: event.currentTarget.checked },
            {
              onSuccess: (saved) =>
                toastSuccess(
                  saved.enabled
                    ? t('Viva practice is open on this level.')
                    : t('Viva practice is closed on this level.'),
                ),
              onError: (error) =>
                toastError(
                  problemOrFallback(error, t('The viva setting was not saved. Please try again.')),
                ),
            },
          )
        }
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t('Students are told that their teachers can read their viva practice.')}{' '}
        {t(
          'On a test (limited attempts, or not open yet) a student can practise only once they have sat it, so the viva never shows the paper before the exam.',
        )}
      </Text>
    </Paper>
  );
}
