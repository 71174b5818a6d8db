import { Badge } from '@mantine/core';
import type { BookletState } from '@markwise/contract';
import { BOOKLET_STATE_COLORS, BOOKLET_STATE_WORDS } from '../lib/booklet-words';

export function BookletStateBadge({ state }: { state: BookletState }) {
  return (
    <Badge variant="light" color={BOOKLET_STATE_COLORS[state]} tt="none">
      {BOOKLET_STATE_WORDS[state]}
    </Badge>
  );
}
