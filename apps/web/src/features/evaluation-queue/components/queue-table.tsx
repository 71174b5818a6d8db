import { Anchor, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import type { EvaluationQueueItem, EvaluationQueueStatus } from '@markwise/contract';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { QUEUE_LISTS } from './queue-lists';

type QueueTableProps = {
  list: EvaluationQueueStatus;
  items: EvaluationQueueItem[];
  onRetry: (item: EvaluationQueueItem) => void;
  /** The attempt whose retry is on its way. */
  retrying: string | null;
};

export function QueueTable({ list, items, onRetry, retrying }: QueueTableProps) {
  const { t } = useTranslation();
  const { table, when } = QUEUE_LISTS[list];
  const failed = list === 'failed';
  return (
    <Table.ScrollContainer minWidth={failed ? 860 : 640}>
      <Table verticalSpacing="sm" aria-label={t(table)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Student')}</Table.Th>
            <Table.Th>{t('Paper')}</Table.Th>
            <Table.Th>{t(when.column)}</Table.Th>
            <Table.Th>{t('Runs')}</Table.Th>
            {failed ? <Table.Th>{t('What went wrong')}</Table.Th> : null}
            {failed ? (
              <Table.Th>
                <VisuallyHidden>{t('Actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sessionId}>
              <Table.Td>
                <Anchor component={Link} to={paths.student(item.student.id)}>
                  {item.student.name}
                </Anchor>
                {/* Whole, never broken mid-address: the table scrolls sideways on a phone. */}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {item.student.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text>{item.paper.title}</Text>
                <Text size="sm" c="dimmed">
                  {item.paper.qpCode}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(item[when.of])}</Table.Td>
              <Table.Td>{item.evaluationRuns}</Table.Td>
              {failed ? (
                <Table.Td maw={320}>
                  <Stack gap={2}>
                    <Text>{item.failureSummary}</Text>
                    {item.failureReason ? (
                      <Text component="details" size="sm" c="dimmed">
                        <summary>{t('Details')}</summary>
                        <span style={{ overflowWrap: 'anywhere' }}>{item.failureReason}</span>
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              ) : null}
              {failed ? (
                <Table.Td>
                  <Button
                    variant="default"
                    leftSection={<IconRefresh size={16} aria-hidden />}
                    aria-label={t("Retry marking {{name}}'s {{paper}}", {
                      name: item.student.name,
                      paper: item.paper.title,
                    })}
                    loading={retrying === item.sessionId}
                    disabled={retrying !== null && retrying !== item.sessionId}
                    onClick={() => onRetry(item)}
                  >
                    {t('Retry')}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
