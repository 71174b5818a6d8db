import { Card, Table, Text } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { topicCountOf } from '../lib/topic-count';
import { SubjectActions, type SubjectActionHandlers } from './subject-actions';
import { SubjectStatusBadge } from './subject-status-badge';

type SubjectsTableProps = SubjectActionHandlers & { subjects: Subject[]; examId: string };

export function SubjectsTable({ subjects, examId, ...handlers }: SubjectsTableProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Title')}</Table.Th>
              <Table.Th>{t('Description')}</Table.Th>
              <Table.Th ta="right">{t('Topics')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subjects.map((subject) => (
              <Table.Tr key={subject._id}>
                <Table.Td fw={600}>{subject.title}</Table.Td>
                <Table.Td maw={360}>
                  <Text fz="sm" c="dimmed" lineClamp={2}>
                    {subject.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{topicCountOf(subject)}</Table.Td>
                <Table.Td>
                  <SubjectStatusBadge active={subject.is_active} />
                </Table.Td>
                <Table.Td>
                  <SubjectActions subject={subject} examId={examId} {...handlers} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
