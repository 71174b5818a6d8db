import { Badge, Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconMessageChatbot } from '@tabler/icons-react';
import type { LevelTutorItem, TutorMode } from '@markwise/contract';
import { useState } from 'react';
import { StatePanel } from '@/components/state-panel';
import { msg, useTranslation } from '@/i18n/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLevelTutorConversations } from '../api/get-level-tutor-conversations';
import { TABLE_AREA_MIN_HEIGHT } from './report-states';
import { TutorConversationDialog } from './tutor-conversation-dialog';
import { HeaderRow } from './header-row';

const MODE_LABELS: Record<TutorMode, string> = {
  offline: msg('Offline tutor'),
  model: msg('AI model'),
};

const COLUMNS = [
  msg('Student'),
  msg('Question'),
  msg('Tutor'),
  msg('Replies'),
  msg('Last activity'),
  msg('Actions'),
];

/** The table scrolls sideways on a phone rather than squeezing the question text. */
const MIN_WIDTH = 760;

/** Who asked the tutor about this level's answers, newest first; each conversation to read. */
export function TutorConversationsPanel({ levelId }: { levelId: string }) {
  const { t } = useTranslation();
  const query = useLevelTutorConversations(levelId);
  // The dialog keeps its conversation while it closes.
  const [reading, setReading] = useState<{ item: LevelTutorItem | null; opened: boolean }>({
    item: null,
    opened: false,
  });

  let content;
  if (query.isPending) {
    content = (
      <Center mih={TABLE_AREA_MIN_HEIGHT} role="status" aria-live="polite">
        <Loader aria-label={t('Loading tutor conversations')} />
      </Center>
    );
  } else if (query.isError) {
    content = (
      <Paper withBorder radius="md" p="xl" role="alert">
        <StatePanel
          icon={IconAlertCircle}
          failure
          title={t('Error Loading Tutor Conversations')}
          action={
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t('There was a problem loading the tutor conversations. Please try again.')}
        </StatePanel>
      </Paper>
    );
  } else if (query.data.length === 0) {
    content = (
      <Center mih={TABLE_AREA_MIN_HEIGHT}>
        <StatePanel icon={IconMessageChatbot} title={t('No tutor conversations yet')}>
          {t('No student has asked the tutor about this exam yet.')}
        </StatePanel>
      </Center>
    );
  } else {
    content = (
      <Paper withBorder radius="md" px="sm">
        <Table.ScrollContainer minWidth={MIN_WIDTH}>
          <Table verticalSpacing="sm" aria-label={t('Tutor conversations')}>
            <HeaderRow columns={COLUMNS} />
            <Table.Tbody>
              {query.data.map((item) => (
                <TutorConversationRow
                  key={item.id}
                  item={item}
                  onRead={() => setReading({ item, opened: true })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <>
      {content}
      <TutorConversationDialog
        opened={reading.opened}
        item={reading.item}
        onClose={() => setReading((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}

function TutorConversationRow({ item, onRead }: { item: LevelTutorItem; onRead: () => void }) {
  const { t } = useTranslation();
  const question = t('Question {{number}}', { number: item.question.number });
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {item.student.name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.student.email}
        </Text>
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" fw={600}>
          {question}
        </Text>
        <Text size="sm" lineClamp={2}>
          {item.question.text}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(MODE_LABELS[item.mode])}</Text>
        {item.finished ? (
          <Badge variant="light" color="gray" tt="none">
            {t('Ended')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{formatNumber(item.studentReplies)}</Table.Td>
      <Table.Td>{formatDateTime(item.lastAt)}</Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="compact-sm"
          onClick={onRead}
          aria-label={t('Read the conversation of {{student}} about {{question}}', {
            student: item.student.name,
            question,
          })}
        >
          {t('Read')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
