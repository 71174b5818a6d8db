import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { topicCountOf } from '../lib/topic-count';
import { SubjectActions, type SubjectActionHandlers } from './subject-actions';
import { SubjectStatusBadge } from './subject-status-badge';

type SubjectCardsProps = SubjectActionHandlers & { subjects: Subject[]; examId: string };

/** The phone layout of the subjects table: one card per subject with the same fields. */
export function SubjectCards({ subjects, examId, ...handlers }: SubjectCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {subjects.map((subject) => {
        const topics = topicCountOf(subject);
        return (
          <Card key={subject._id} withBorder radius="md" padding="md" component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={2} fz="md">
                {subject.title}
              </Title>
              <SubjectStatusBadge active={subject.is_active} />
            </Group>
            <Text fz="sm" c="dimmed" mt={4} lineClamp={3}>
              {subject.description || '—'}
            </Text>
            <Text fz="sm" mt="xs">
              {t('Topics:')} <b>{topics}</b>
            </Text>
            <Group mt="sm">
              <SubjectActions subject={subject} examId={examId} {...handlers} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
