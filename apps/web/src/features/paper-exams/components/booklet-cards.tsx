import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import type { BookletPrint } from '../lib/booklet-words';
import {
  BookletActions,
  BookletPages,
  BookletStudent,
  PrintHeading,
  type BookletHandlers,
} from './booklet-parts';
import { BookletStateBadge } from './booklet-state-badge';

type BookletCardsProps = BookletHandlers & { prints: BookletPrint[] };

/** Phone (below 768px): a card per booklet, under its print. */
export function BookletCards({ prints, ...handlers }: BookletCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {prints.map((print) => (
        <Stack key={print.printId} gap="sm">
          <PrintHeading
            print={print}
            onDownload={handlers.onDownload}
            downloading={handlers.downloading}
          />
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('Booklets {{numbers}}', { numbers: print.numbers })}
          >
            {print.booklets.map((booklet) => (
              <Card
                key={booklet.id}
                component="li"
                withBorder
                padding="md"
                aria-label={t('Booklet {{number}}', { number: booklet.number })}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={4} miw={0}>
                    <Text fw={600}>{t('Booklet {{number}}', { number: booklet.number })}</Text>
                    <BookletStudent booklet={booklet} onTie={handlers.onTie} />
                  </Stack>
                  <BookletStateBadge state={booklet.state} />
                </Group>
                <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
                  <Text fz="sm" c="dimmed">
                    {t('Pages:')}
                  </Text>
                  <BookletPages booklet={booklet} onDropPage={handlers.onDropPage} />
                </Group>
                <Group mt="sm">
                  <BookletActions
                    booklet={booklet}
                    levelId={handlers.levelId}
                    onMarkIncomplete={handlers.onMarkIncomplete}
                  />
                </Group>
              </Card>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

export function BookletCardsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </Stack>
  );
}
