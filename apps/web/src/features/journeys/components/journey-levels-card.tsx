import { Box, Card, Group, Skeleton, Title } from '@mantine/core';
import type { Level } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { LEVEL_ROW_MIN_HEIGHT, LevelRow } from './level-row';
import { NoLevels } from './no-levels';

function CardTitle() {
  const { t } = useTranslation();
  return (
    <Box px="md" py="sm">
      <Title order={2} fz="lg">
        {t('Journey Levels')}
      </Title>
    </Box>
  );
}

/** The 'Journey Levels' card: the exam levels, or 'No levels found'. */
export function JourneyLevelsCard({ levels }: { levels: Level[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0}>
      <CardTitle />
      {levels.length === 0 ? (
        <NoLevels />
      ) : (
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Exam levels')}>
          {levels.map((level) => (
            <LevelRow key={level._id} level={level} />
          ))}
        </Box>
      )}
    </Card>
  );
}

/** Sized like the card with three rows, so nothing jumps when the journey arrives. */
export function JourneyLevelsSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <CardTitle />
      {[60, 45, 70].map((width) => (
        <Group
          key={width}
          px="md"
          py="sm"
          mih={LEVEL_ROW_MIN_HEIGHT}
          gap="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Skeleton circle h={32} />
          <Skeleton h={16} w={`${width}%`} />
        </Group>
      ))}
    </Card>
  );
}
