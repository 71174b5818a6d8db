import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { questionList } from '../lib/answers';
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
  const { t } = useTranslation();
  const missing = { count: unanswered.length, total, list: questionList(unanswered) };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Submit your exam?')}>
      <Stack gap="sm">
        {unanswered.length > 0 ? (
          <Text fw={600}>
            {unanswered.length === 1
              ? t('{{count}} question of {{total}} is not answered ({{list}}).', missing)
              : t('{{count}} questions of {{total}} are not answered ({{list}}).', missing)}
          </Text>
        ) : (
          <Text>
            {total === 1
              ? t('You have answered all {{count}} question.', { count: total })
              : t('You have answered all {{count}} questions.', { count: total })}
          </Text>
        )}
        {unsaved.length > 0 ? (
          <Text role="alert">
            {t(
              'The latest text of {{list}} could not be saved and will not be evaluated. Cancel to retry, or submit without it.',
              { list: questionList(unsaved) },
            )}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('After you submit, your answers cannot be changed.')}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('Cancel')}
        </Button>
        <Button onClick={onSubmit} loading={pending}>
          {t('Submit')}
        </Button>
      </Group>
    </Dialog>
  );
}
