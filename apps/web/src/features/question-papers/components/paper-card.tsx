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
} from '@mantine/core';
import { IconClock, IconFileText, IconLanguage, IconListNumbers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { PaperVisibility } from '@markwise/contract';
import { ToneBadge } from '@/components/tone';
import { formatNumber } from '@/lib/format';
import type { AnyQuestionPaper } from '../api/get-question-paper';
import { languageName } from '../lib/language';
import { VISIBILITY_LABELS } from '../lib/visibility';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

const iconProps = { size: 16, stroke: 1.5, 'aria-hidden': true } as const;

/** Published papers in the readable green of the report tones; private ones like the year. */
function VisibilityBadge({ visibility }: { visibility: PaperVisibility }) {
  const { t } = useTranslation();
  const badge = t(VISIBILITY_LABELS[visibility].badge);
  return visibility === 'private' ? (
    <Badge variant="outline" color="gray" radius="sm" tt="none">
      {badge}
    </Badge>
  ) : (
    <ToneBadge tone="green" radius="sm">
      {badge}
    </ToneBadge>
  );
}

/** One paper of the grid, with the fields the grid shows. */
export function PaperCard({
  paper,
  isAdmin = false,
  onOpen,
}: {
  paper: AnyQuestionPaper;
  isAdmin?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const count = paper.questions.length;
  return (
    <Card withBorder padding="lg" radius="md" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light" tt="none" radius="sm">
            {paper.qpCode}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            {paper.year}
          </Badge>
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {paper.title}
        </Title>
        <Text size="sm" c="dimmed">
          {[paper.subject ?? t('No subject'), paper.class ?? t('All classes')].join(' · ')}
        </Text>
        {'visibility' in paper && isAdmin ? (
          <VisibilityBadge visibility={paper.visibility} />
        ) : null}
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6} mt="auto">
          <Fact icon={<IconFileText {...iconProps} />}>
            {t('{{count}} marks', { count: formatNumber(paper.maxMarks) })}
          </Fact>
          <Fact icon={<IconClock {...iconProps} />}>
            {t('{{minutes}} min', { minutes: paper.timeAllowed })}
          </Fact>
          <Fact icon={<IconListNumbers {...iconProps} />}>
            {count === 1 ? t('{{count}} question', { count }) : t('{{count}} questions', { count })}
          </Fact>
          <Fact icon={<IconLanguage {...iconProps} />}>{languageName(paper.language)}</Fact>
        </SimpleGrid>
        <Button
          variant="light"
          onClick={onOpen}
          aria-label={t('View Paper: {{title}}', { title: paper.title })}
          mt="xs"
        >
          {t('View Paper')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Sized like a card so the grid does not jump when papers arrive. */
export function PaperCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={20} width={110} />
          <Skeleton height={20} width={50} />
        </Group>
        <Skeleton height={22} width="85%" />
        <Skeleton height={14} width="60%" />
        <SimpleGrid cols={2} spacing={6} verticalSpacing={10} mt="xs">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={14} />
          ))}
        </SimpleGrid>
        <Skeleton height={36} mt="xs" />
      </Stack>
    </Card>
  );
}
