import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VivaAvailability } from '@markwise/contract';
import { VivaScore } from '@/components/viva/viva-score';
import { useTranslation } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';

type PastVivasProps = {
  sessions: VivaAvailability['sessions'];
  onOpen: (vivaId: string) => void;
};

/** The student's vivas on the level, newest first: each one's score, and its summary to read again. */
export function PastVivas({ sessions, onOpen }: PastVivasProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-vivas-title">
      <Title order={2} fz="h4" id="past-vivas-title">
        {t('Your vivas')}
      </Title>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('You have not practised a viva on this level yet.')}
        </Text>
      ) : (
        <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session, index) => {
            const started = formatDateTime(session.startedAt);
            return (
              <Group
                component="li"
                key={session.id}
                justify="space-between"
                gap="sm"
                px="md"
                py="sm"
                style={
                  index > 0
                    ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                    : undefined
                }
              >
                <Text size="sm">{started}</Text>
                <Group gap="sm" wrap="nowrap">
                  {!session.finished ? (
                    <Badge variant="light" color="blue" tt="none">
                      {t('In progress')}
                    </Badge>
                  ) : session.score !== null ? (
                    <VivaScore score={session.score} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('Not scored')}
                    </Text>
                  )}
                  {session.finished ? (
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => onOpen(session.id)}
                      aria-label={t('See the viva of {{date}}', { date: started })}
                    >
                      {t('See')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            );
          })}
        </Paper>
      )}
    </Stack>
  );
}
