import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LevelVivas } from '@markwise/contract';
import { VivaScore } from '@/components/viva/viva-score';
import { msg, useTranslation } from '@/i18n/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import { HeaderRow } from './header-row';
import type { LevelVivaItem } from './viva-session-dialog';

/** The tables scroll sideways on a phone rather than squeezing the question text. */
const MIN_WIDTH = 680;

const QUESTION_COLUMNS = [msg('Question'), msg('Answers'), msg('Average score'), msg('Follow-ups')];
const SESSION_COLUMNS = [
  msg('Student'),
  msg('Started'),
  msg('Answered'),
  msg('Score'),
  msg('Status'),
  msg('Actions'),
];

function Score({ score }: { score: number | null }) {
  if (score === null) return <Text size="sm">—</Text>;
  return <VivaScore score={score} size="md" />;
}

/** Each question of the paper as the vivas went on it, weakest first (the API's order). */
export function VivaStrugglesTable({ questions }: { questions: LevelVivas['questions'] }) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="viva-struggles-title">
      <Title order={2} fz="h4" id="viva-struggles-title">
        {t('Where students struggled')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('The questions of the paper, the lowest average viva score first.')}
      </Text>
      <Paper withBorder radius="md" px="sm">
        <Table.ScrollContainer minWidth={MIN_WIDTH}>
          <Table verticalSpacing="sm" aria-labelledby="viva-struggles-title">
            <HeaderRow columns={QUESTION_COLUMNS} />
            <Table.Tbody>
              {questions.map((question) => (
                <Table.Tr key={question.questionId}>
                  <Table.Td maw={380}>
                    <Text size="sm" fw={600}>
                      {t('Question {{number}}', { number: question.number })}
                    </Text>
                    <Text size="sm" lineClamp={2}>
                      {question.text}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatNumber(question.answers)}</Table.Td>
                  <Table.Td>
                    <Score score={question.answers > 0 ? question.averageScore : null} />
                  </Table.Td>
                  <Table.Td>{formatNumber(question.followUps)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

type VivaSessionsTableProps = {
  sessions: readonly LevelVivaItem[];
  onRead: (item: LevelVivaItem) => void;
};

/** Who practised, newest first; each viva opens to be read. */
export function VivaSessionsTable({ sessions, onRead }: VivaSessionsTableProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="viva-sessions-title">
      <Title order={2} fz="h4" id="viva-sessions-title">
        {t('Viva sessions')}
      </Title>
      <Paper withBorder radius="md" px="sm">
        <Table.ScrollContainer minWidth={MIN_WIDTH}>
          <Table verticalSpacing="sm" aria-labelledby="viva-sessions-title">
            <HeaderRow columns={SESSION_COLUMNS} />
            <Table.Tbody>
              {sessions.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {item.student.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.student.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(item.startedAt)}</Table.Td>
                  <Table.Td>{formatNumber(item.answered)}</Table.Td>
                  <Table.Td>
                    <Score score={item.score} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.finished ? 'gray' : 'blue'} tt="none">
                      {item.finished ? t('Finished') : t('In progress')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => onRead(item)}
                      aria-label={t('Read the viva of {{student}}, started {{time}}', {
                        student: item.student.name,
                        time: formatDateTime(item.startedAt),
                      })}
                    >
                      {t('Read')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
