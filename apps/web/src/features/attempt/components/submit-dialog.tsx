import { Button, Group, Stack, Text } from '@mantine/core';
import { plural, questionList } from '../lib/answers';
import { Dialog } from '@/components/dialog';

type SubmitDialogProps = {
  opened: boolean;
  total: number;
  unanswered: readonly number[];
  /** Questions whose typed text the server does not hold (saving failed). */
  unsaved: readonly number[];
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
};

/** The last check before the answers are locked: how many questions are still unanswered. */
export function SubmitDialog(props: SubmitDialogProps) {
  const { opened, total, unanswered, unsaved, pending, onSubmit, onClose } = props;
  return (
    <Dialog opened={opened} onClose={onClose} title="Submit your exam?">
      <Stack gap="sm">
        {unanswered.length > 0 ? (
          <Text fw={600}>
            {plural(unanswered.length, 'question')} of {total}{' '}
            {unanswered.length === 1 ? 'is' : 'are'} not answered ({questionList(unanswered)}).
          </Text>
        ) : (
          <Text>You have answered all {plural(total, 'question')}.</Text>
        )}
        {unsaved.length > 0 ? (
          <Text role="alert">
            The latest text of {questionList(unsaved)} could not be saved and will not be evaluated.
            Cancel to retry, or submit without it.
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          After you submit, your answers cannot be changed.
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onSubmit} loading={pending}>
          Submit
        </Button>
      </Group>
    </Dialog>
  );
}
