import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReleaseLevelRequest } from '@markwise/contract';
import { useState } from 'react';
import { i18n, useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import type { MarkingCounts } from '@/components/marking-progress';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useReleaseLevel } from '../api/level-reviews';

type ReleaseDialogProps = {
  levelId: string;
  opened: boolean;
  onClose: () => void;
  /** The level's progress, to say what each choice lets through. */
  counts: MarkingCounts;
};

type Include = ReleaseLevelRequest['include'];

/** What a release did, in a sentence or two. */
function releasedWords({ released, held }: { released: number; held: number }) {
  const done =
    released === 1
      ? i18n.t('Released the marks of {{count}} attempt to their students.', { count: released })
      : i18n.t('Released the marks of {{count}} attempts to their students.', { count: released });
  if (held === 0) return done;
  const still =
    held === 1
      ? i18n.t('{{count}} still waits for a decision.', { count: held })
      : i18n.t('{{count}} still wait for a decision.', { count: held });
  return `${done} ${still}`;
}

/**
 * A level's release, on purpose: the reviewed attempts only, or every one with the machine's
 * suggestion standing for the answers no teacher decided.
 */
export function ReleaseDialog({ levelId, opened, onClose, counts }: ReleaseDialogProps) {
  const { t } = useTranslation();
  const [include, setInclude] = useState<Include>('reviewed');
  const release = useReleaseLevel();
  const submit = () =>
    release.mutate(
      { levelId, include },
      {
        onSuccess: ({ data }) => {
          toastSuccess(releasedWords(data));
          onClose();
        },
        onError: (error) => toastError(errorMessage(error, t('The marks were not released.'))),
      },
    );
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Release marks to students')}>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'Students see a released mark and its feedback at once; until then they read “being checked”.',
          )}
        </Text>
        <Radio.Group
          value={include}
          onChange={(value) => setInclude(value as Include)}
          label={t('Which attempts')}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="reviewed"
              label={t('Reviewed attempts')}
              description={t('Those with no answer waiting for your decision. The rest stay held.')}
            />
            <Radio
              value="all"
              label={t('Every attempt')}
              description={
                counts.needsDecision === 0
                  ? t('Every answer has a decision or a confident mark.')
                  : counts.needsDecision === 1
                    ? t(
                        "The machine's suggestion stands for the {{count}} answer no teacher decided.",
                        {
                          count: counts.needsDecision,
                        },
                      )
                    : t(
                        "The machine's suggestion stands for the {{count}} answers no teacher decided.",
                        { count: counts.needsDecision },
                      )
              }
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={release.isPending}>
            {t('Release Marks')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
