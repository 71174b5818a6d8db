import { Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconChecks, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import type { EvaluationQueueItem, EvaluationQueueStatus } from '@markwise/contract';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { RetryAlert } from '@/components/retry-alert';
import { StatePanel } from '@/components/state-panel';
import { TableSkeleton } from '@/components/table-skeleton';
import { ToneBadge } from '@/components/tone';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useEvaluationQueue } from '../api/get-evaluation-queue';
import { useRetryEvaluation } from '../api/retry-evaluation';
import { isQueueList, QUEUE_LISTS, QUEUE_ORDER } from '../components/queue-lists';
import { QueueTable } from '../components/queue-table';
import { queryFailure } from '@/components/load-failure';

const PAGE_SIZE = 20;

/**
 * /evaluation-queue: the attempts that need a person: marking that failed (with a retry), marking
 * waiting or running, results held for review, and attempts left open past their deadline. The
 * list and page are in the address, so a link to "the failures" stays one.
 */
export function EvaluationQueueRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listParam = params.get('list');
  const list: EvaluationQueueStatus = isQueueList(listParam) ? listParam : 'failed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useEvaluationQueue({ status: list, page, limit: PAGE_SIZE });
  const retry = useRetryEvaluation();
  const [retrying, setRetrying] = useState<string | null>(null);

  const show = (next: EvaluationQueueStatus, nextPage = 1) =>
    setParams(nextPage === 1 ? { list: next } : { list: next, page: String(nextPage) });

  const onRetry = (item: EvaluationQueueItem) => {
    setRetrying(item.sessionId);
    retry.mutate(item.sessionId, {
      onSuccess: () =>
        toastSuccess(
          t("Marking of {{name}}'s {{paper}} has started again.", {
            name: item.student.name,
            paper: item.paper.title,
          }),
        ),
      onError: (error) => toastError(errorMessage(error, t('The attempt could not be retried.'))),
      onSettled: () => setRetrying(null),
    });
  };

  const counts = queue.data?.counts;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Evaluation Queue')}
        subtitle={t(
          'Attempts whose marking needs a person: failures to retry, work in progress, and attempts left open.',
        )}
        actions={
          <Button
            component={Link}
            to={paths.bulkMarking}
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {t('Mark a CSV File')}
          </Button>
        }
      />
      <Tabs
        value={list}
        onChange={(value) => isQueueList(value) && show(value)}
        keepMounted={false}
      >
        <Tabs.List>
          {QUEUE_ORDER.map((status) => (
            <Tabs.Tab
              key={status}
              value={status}
              rightSection={
                counts ? (
                  <CountBadge
                    count={counts[status]}
                    label={QUEUE_LISTS[status].count}
                    // Work that went wrong stands out; the rest is only counted.
                    alarming={status === 'failed' || status === 'overdue'}
                  />
                ) : null
              }
            >
              {t(QUEUE_LISTS[status].label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text c="dimmed" size="sm">
        {t(QUEUE_LISTS[list].about)}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueueBody
          list={list}
          queue={queue}
          onRetry={onRetry}
          retrying={retrying}
          onPage={(next) => show(list, next)}
        />
      </Paper>
    </Stack>
  );
}

function CountBadge({
  count,
  label,
  alarming,
}: {
  count: number;
  /** The count read out, a key with {{count}}. */
  label: string;
  alarming: boolean;
}) {
  const { t } = useTranslation();
  const name = t(label, { count });
  if (alarming && count > 0) {
    return (
      <ToneBadge tone="red" size="sm" aria-label={name}>
        {count}
      </ToneBadge>
    );
  }
  return (
    <Badge size="sm" variant="default" aria-label={name}>
      {count}
    </Badge>
  );
}

type QueueBodyProps = {
  list: EvaluationQueueStatus;
  queue: ReturnType<typeof useEvaluationQueue>;
  onRetry: (item: EvaluationQueueItem) => void;
  retrying: string | null;
  onPage: (page: number) => void;
};

function QueueBody({ list, queue, onRetry, retrying, onPage }: QueueBodyProps) {
  const { t } = useTranslation();
  const { empty, when } = QUEUE_LISTS[list];
  if (queue.isError && !queue.data) {
    return (
      <RetryAlert title={t('Error Loading the Queue')} {...queryFailure(queue)}>
        {t('The evaluation queue could not be loaded.')}
      </RetryAlert>
    );
  }
  if (!queue.data) {
    return (
      <TableSkeleton
        columns={[t('Student'), t('Paper'), t(when.column), t('Runs')]}
        rows={4}
        minWidth={640}
      />
    );
  }
  const { data, pagination } = queue.data;
  if (data.length === 0) {
    return (
      <StatePanel icon={IconChecks} title={t(empty.title)}>
        {t(empty.sentence)}
      </StatePanel>
    );
  }
  return (
    <Stack gap="md">
      <QueueTable list={list} items={data} onRetry={onRetry} retrying={retrying} />
      {pagination.totalPages > 1 ? (
        <Group justify="center">
          <PaginationBar
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            onChange={onPage}
            label={t('Queue pages')}
            disabled={queue.isFetching}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
