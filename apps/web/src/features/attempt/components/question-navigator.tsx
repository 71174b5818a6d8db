import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AttemptSession } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';

type Question = AttemptSession['questions'][number];

export type QuestionNavigatorProps = {
  questions: readonly Question[];
  currentIndex: number;
  answered: (questionId: string) => boolean;
  onSelect: (index: number) => void;
};

/** A button per question: the current one filled, answered ones shaded and ticked. */
export function QuestionNavigator(props: QuestionNavigatorProps) {
  const { questions, currentIndex, answered, onSelect } = props;
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('Questions')} gap={6}>
      {questions.map((question, index) => {
        const done = answered(question._id);
        const current = index === currentIndex;
        return (
          <Button
            key={question._id}
            size="compact-md"
            miw={44}
            h={40}
            variant={current ? 'filled' : done ? 'light' : 'default'}
            leftSection={done ? <IconCheck size={14} aria-hidden /> : undefined}
            aria-label={
              done
                ? t('Question {{number}}, answered', { number: question.number })
                : t('Question {{number}}, not answered', { number: question.number })
            }
            aria-current={current ? 'step' : undefined}
            onClick={() => onSelect(index)}
          >
            {question.number}
          </Button>
        );
      })}
    </Group>
  );
}
