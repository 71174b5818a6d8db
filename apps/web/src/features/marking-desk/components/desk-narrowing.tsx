import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

type DeskNarrowingProps = {
  /** yyyy-MM-dd, or '' for an open end. */
  from: string;
  to: string;
  onRange: (range: { from?: string; to?: string }) => void;
  /** Whether the desk shows one student's script. */
  script: boolean;
  onAllAnswers: () => void;
};

/**
 * What the desk walks beside the question: attempts submitted between two days (either end open),
 * and one student's whole script with the way back to every answer.
 */
export function DeskNarrowing({ from, to, onRange, script, onAllAnswers }: DeskNarrowingProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <TextInput
        type="date"
        label={t('Submitted from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onRange({ from: event.currentTarget.value })}
        w={180}
      />
      <TextInput
        type="date"
        label={t('Submitted to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onRange({ to: event.currentTarget.value })}
        w={180}
      />
      {from || to ? (
        <Button variant="subtle" onClick={() => onRange({ from: '', to: '' })}>
          {t('All dates')}
        </Button>
      ) : null}
      {script ? (
        <Group gap="xs" ml="auto">
          <Text fw={600}>{t("One student's script")}</Text>
          <Button variant="default" onClick={onAllAnswers}>
            {t('Back to all answers')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
