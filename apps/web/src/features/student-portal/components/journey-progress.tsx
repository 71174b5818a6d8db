import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { StudentSummary } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { formatXp } from '../lib/summary-format';

type Journey = StudentSummary['journeys'][number];

function JourneyRow({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  const counts = { passed: journey.levelsPassed, total: journey.levelsTotal };
  const percent = journey.levelsTotal > 0 ? (journey.levelsPassed / journey.levelsTotal) * 100 : 0;
  return (
    <div>
      <Group justify="space-between" mb={4} wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text fz="sm" fw={600} truncate>
            {journey.journeyTitle}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {journey.courseTitle} · {journey.subjectTitle}
          </Text>
        </Stack>
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('{{passed}} of {{total}} passed', counts)}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="md"
        radius="sm"
        aria-label={t('{{journey}}: {{passed}} of {{total}} levels passed', {
          journey: journey.journeyTitle,
          ...counts,
        })}
      />
      <Text fz="xs" c="dimmed" mt={4}>
        {journey.nextLevel ? (
          <>
            <IconLock size={12} aria-hidden />{' '}
            {t('Next to unlock: {{level}} at {{xp}} ({{needed}} to go)', {
              level: journey.nextLevel.title,
              xp: formatXp(journey.nextLevel.xpRequired),
              needed: formatXp(journey.nextLevel.xpNeeded),
            })}
          </>
        ) : (
          t('Every level is unlocked')
        )}
      </Text>
    </div>
  );
}

/** Levels passed per journey, the student's XP, and what the next XP unlocks. */
export function JourneyProgress({ journeys, xp }: { journeys: Journey[]; xp: number }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('Journey Progress')}
        </Title>
        <Badge variant="light" color="indigo" size="lg">
          {formatXp(xp)}
        </Badge>
      </Group>
      {journeys.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('Your institution has not published any exam journeys yet.')}
        </Text>
      ) : (
        <Stack gap="md">
          {journeys.map((journey, index) => (
            <JourneyRow key={`${index}:${journey.journeyTitle}`} journey={journey} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
