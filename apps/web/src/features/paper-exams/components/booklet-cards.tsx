import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
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
            aria-label={`Booklets ${print.numbers}`}
          >
            {print.booklets.map((booklet) => (
              <Card
                key={booklet.id}
                component="li"
                withBorder
                padding="md"
                aria-label={`Booklet ${booklet.number}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={4} miw={0}>
                    <Text fw={600}>Booklet {booklet.number}</Text>
                    <BookletStudent booklet={booklet} onTie={handlers.onTie} />
                  </Stack>
                  <BookletStateBadge state={booklet.state} />
                </Group>
                <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
                  <Text fz="sm" c="dimmed">
                    Pages:
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
