import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconMicrophone, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useId } from 'react';
import { i18n, useTranslation } from '@/i18n/i18n';
import type { AttemptLevel } from '@markwise/contract';
import { LoadFailure, queryFailure } from '@/components/load-failure';
import { paths } from '@/config/paths';
import { ToneBadge } from '@/components/tone';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { passColor } from '@/lib/score-colors';
import { useAttemptLevels } from '../api/get-attempt-levels';
import { useStartAttempt } from '../api/start-attempt';
import { formatXp } from '../lib/summary-format';
import { formatPercent } from '@/lib/format';

function LevelCard({
  level,
  starting,
  onStart,
}: {
  level: AttemptLevel;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { paper } = level;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      padding="lg"
      radius="md"
      // Dimmed with a muted background, not opacity, which would fail contrast.
      bg={level.locked ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={3} fz="h5" id={titleId}>
            {level.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {level.courseTitle} · {level.subjectTitle}
          </Text>
        </Stack>
        {level.locked ? (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconLock size={14} aria-hidden />
            <VisuallyHidden>{t('Locked, requires')}</VisuallyHidden>
            <Text fz="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatXp(level.xp_required_to_unlock)}
            </Text>
          </Group>
        ) : level.bestPercentage !== null ? (
          <ToneBadge tone={passColor(level.bestPercentage)} style={{ flexShrink: 0 }}>
            {t('Best {{percent}}', { percent: formatPercent(level.bestPercentage) })}
          </ToneBadge>
        ) : null}
      </Group>
      <Text fz="sm" mt="sm">
        {paper.questionCount === 1
          ? t('{{title}}: {{count}} question · {{marks}} marks · {{minutes}} min', {
              title: paper.title,
              count: paper.questionCount,
              marks: paper.maxMarks,
              minutes: paper.timeAllowed,
            })
          : t('{{title}}: {{count}} questions · {{marks}} marks · {{minutes}} min', {
              title: paper.title,
              count: paper.questionCount,
              marks: paper.maxMarks,
              minutes: paper.timeAllowed,
            })}
      </Text>
      <Group justify="space-between" mt="md" gap="sm">
        <Text fz="xs" c="dimmed">
          {level.locked
            ? t('{{xp}} more to unlock', { xp: formatXp(level.xpNeeded) })
            : !level.inProgressSessionId && level.cannotStart
              ? level.cannotStart
              : attemptsText(level)}
        </Text>
        <Group gap="xs">
          {/* A locked level's viva is refused too: it opens with the level. */}
          {level.vivaEnabled && !level.locked ? (
            <Button
              component={Link}
              to={paths.vivaPractice(level.levelId)}
              size="sm"
              variant="light"
              leftSection={<IconMicrophone size={14} aria-hidden />}
              aria-label={t('Viva practice on {{level}}', { level: level.title })}
            >
              {t('Viva practice')}
            </Button>
          ) : null}
          <Button
            size="sm"
            disabled={level.locked || (!level.inProgressSessionId && level.cannotStart !== null)}
            loading={starting}
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={onStart}
          >
            {level.inProgressSessionId ? t('Resume exam') : t('Start exam')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** Attempts made, and how many remain when the teacher set a limit. */
function attemptsText(level: AttemptLevel): string {
  const count = level.attempts;
  const made =
    count === 0
      ? i18n.t('Not attempted yet')
      : count === 1
        ? i18n.t('{{count}} attempt', { count })
        : i18n.t('{{count}} attempts', { count });
  if (level.attemptsAllowed === null) return made;
  const left = Math.max(0, level.attemptsAllowed - level.attempts);
  return `${made} · ${i18n.t('{{left}} of {{allowed}} left', { left, allowed: level.attemptsAllowed })}`;
}

/** The exam levels the student can attempt; locked ones show the XP they need ('N XP'). */
export function AvailableLevels() {
  const { t } = useTranslation();
  const levels = useAttemptLevels();
  const start = useStartAttempt();

  const startLevel = (levelId: string) =>
    start.mutate(levelId, {
      onError: (error) =>
        showToast({
          kind: 'error',
          title: t('Error'),
          message: errorMessage(error, t('Failed to start the exam. Please try again.')),
        }),
    });

  return (
    <section aria-labelledby="available-exams-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="available-exams-title">
          {t('Available Exams')}
        </Title>
        {levels.data ? (
          <Badge variant="light" color="indigo" size="lg">
            {t('You have {{xp}}', { xp: formatXp(levels.data.xp) })}
          </Badge>
        ) : null}
      </Group>
      {levels.isError ? (
        <LoadFailure title={t('Failed to load your exams')} {...queryFailure(levels)} />
      ) : !levels.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : levels.data.levels.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Text c="dimmed">
            {t('No exams are available yet. Your teacher will publish them here.')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {levels.data.levels.map((level) => (
            <LevelCard
              key={level.levelId}
              level={level}
              starting={start.isPending && start.variables === level.levelId}
              onStart={() => startLevel(level.levelId)}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
