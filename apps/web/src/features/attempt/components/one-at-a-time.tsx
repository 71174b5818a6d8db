import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { QuestionNavigator, type QuestionNavigatorProps } from './question-navigator';

/** The navigator's questions and choice, and the current question's card. */
type OneAtATimeProps = QuestionNavigatorProps & { children: ReactNode };

/** The navigator, the current question, and Previous / Next. */
export function OneAtATime({
  questions,
  currentIndex,
  answered,
  onSelect,
  children,
}: OneAtATimeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <QuestionNavigator
        questions={questions}
        currentIndex={currentIndex}
        answered={answered}
        onSelect={onSelect}
      />
      {children}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={currentIndex === 0}
          onClick={() => onSelect(currentIndex - 1)}
        >
          {t('Previous')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('Question {{current}} of {{total}}', {
            current: currentIndex + 1,
            total: questions.length,
          })}
        </Text>
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          disabled={currentIndex >= questions.length - 1}
          onClick={() => onSelect(currentIndex + 1)}
        >
          {t('Next')}
        </Button>
      </Group>
    </Stack>
  );
}
