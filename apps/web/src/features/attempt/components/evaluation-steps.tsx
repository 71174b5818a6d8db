import { Flex, Group, Loader, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { msg, useTranslation } from '@/i18n/i18n';
import { EVALUATION_STEPS, type StepState } from '../lib/evaluation';

const SPOKEN: Record<StepState, string> = {
  done: msg('completed'),
  current: msg('in progress'),
  failed: msg('failed'),
  waiting: msg('not started'),
};

function StepIcon({ state, number }: { state: StepState; number: number }) {
  if (state === 'done') {
    return (
      <ThemeIcon radius="xl" size={32} color="teal" aria-hidden>
        <IconCheck size={18} />
      </ThemeIcon>
    );
  }
  if (state === 'failed') {
    return (
      <ThemeIcon radius="xl" size={32} color="red" aria-hidden>
        <IconX size={18} />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon radius="xl" size={32} variant="default" aria-hidden>
      {state === 'current' ? <Loader size={16} /> : <Text size="sm">{number}</Text>}
    </ThemeIcon>
  );
}

/** Submitted → Being evaluated → Report ready, as an ordered list (row on wide screens). */
export function EvaluationSteps({ states }: { states: readonly StepState[] }) {
  const { t } = useTranslation();
  return (
    <Flex
      component="ol"
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 'sm', sm: 'xl' }}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('Evaluation steps')}
    >
      {EVALUATION_STEPS.map((label, index) => {
        const state = states[index] ?? 'waiting';
        return (
          <Group
            component="li"
            key={label}
            gap="sm"
            wrap="nowrap"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StepIcon state={state} number={index + 1} />
            <Text fw={state === 'waiting' ? 400 : 600}>
              {t(label)}
              <VisuallyHidden> ({t(SPOKEN[state])})</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Flex>
  );
}
