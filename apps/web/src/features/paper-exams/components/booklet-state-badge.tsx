import { Badge } from '@mantine/core';
import type { BookletState } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { ToneBadge } from '@/components/tone';
import { BOOKLET_STATE_COLORS, BOOKLET_STATE_WORDS } from '../lib/booklet-words';

export function BookletStateBadge({ state }: { state: BookletState }) {
  const { t } = useTranslation();
  const color = BOOKLET_STATE_COLORS[state];
  // Long states wrap on a phone rather than being cut off.
  const styles = {
    root: { height: 'auto', paddingBlock: 2 },
    label: { whiteSpace: 'normal', overflow: 'visible' },
  } as const;
  if (color === 'gray' || color === 'blue') {
    return (
      <Badge variant="light" color={color} tt="none" styles={styles}>
        {t(BOOKLET_STATE_WORDS[state])}
      </Badge>
    );
  }
  return (
    <ToneBadge tone={color} styles={styles}>
      {t(BOOKLET_STATE_WORDS[state])}
    </ToneBadge>
  );
}
