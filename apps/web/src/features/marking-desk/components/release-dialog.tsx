import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReleaseLevelRequest } from '@markwise/contract';
import { useState } from 'react';
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

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** What a release did, in one sentence. */
function releasedWords({ released, held }: { released: number; held: number }) {
  const attempts = `${released} ${released === 1 ? 'attempt' : 'attempts'}`;
  const still = held > 0 ? ` ${held} still ${held === 1 ? 'waits' : 'wait'} for a decision.` : '';
  return `Released the marks of ${attempts} to their students.${still}`;
}

/**
 * A level's release, on purpose: the reviewed attempts only, or every one with the machine's
 * suggestion standing for the answers no teacher decided.
 */
export function ReleaseDialog({ levelId, opened, onClose, counts }: ReleaseDialogProps) {
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
        onError: (error) => toastError(errorMessage(error, 'The marks were not released.')),
      },
    );
  return (
    <Dialog opened={opened} onClose={onClose} title="Release marks to students">
      <Stack gap="md">
        <Text size="sm">
          Students see a released mark and its feedback at once; until then they read &ldquo;being
          checked&rdquo;.
        </Text>
        <Radio.Group
          value={include}
          onChange={(value) => setInclude(value as Include)}
          label="Which attempts"
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="reviewed"
              label="Reviewed attempts"
              description="Those with no answer waiting for your decision. The rest stay held."
            />
            <Radio
              value="all"
              label="Every attempt"
              description={
                counts.needsDecision > 0
                  ? `The machine's suggestion stands for the ${answers(counts.needsDecision)} no teacher decided.`
                  : 'Every answer has a decision or a confident mark.'
              }
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={release.isPending}>
            Release Marks
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
