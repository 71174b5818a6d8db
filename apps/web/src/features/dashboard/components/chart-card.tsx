import { Box, Card, Center, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { msg, useTranslation } from '@/i18n/i18n';

export const PERFORMANCE_ERROR_FALLBACK = msg('Failed to fetch performance data');

export type ChartState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { status: 'empty'; message: string }
  | { status: 'data' };

type ChartCardProps = {
  title: string;
  description: string;
  /** The chart area's height in every state, so nothing moves when data arrives. */
  height: number;
  state: ChartState;
  children: ReactNode;
};

/** A titled card around one chart, with its loading, error and empty states. */
export function ChartCard({ title, description, height, state, children }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Box h={height} pos="relative">
        {state.status === 'loading' ? <Skeleton h={height} radius="md" aria-hidden /> : null}
        {state.status === 'error' ? (
          <Center h={height}>
            <LoadFailure
              title={t(PERFORMANCE_ERROR_FALLBACK)}
              error={state.error}
              retrying={state.retrying}
              onRetry={state.onRetry}
              retryLabel={t('Retry')}
              maw={420}
              w="100%"
              mb={0}
            />
          </Center>
        ) : null}
        {state.status === 'empty' ? (
          <Center h={height}>
            <Stack align="center" gap="xs" ta="center">
              <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
                <IconChartDots size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600}>{t('No data yet')}</Text>
              <Text fz="sm" c="dimmed" maw={320}>
                {state.message}
              </Text>
            </Stack>
          </Center>
        ) : null}
        {state.status === 'data' ? children : null}
      </Box>
    </Card>
  );
}
