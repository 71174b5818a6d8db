import type { BadgeProps } from '@mantine/core';
import { ToneBadge } from '@/components/tone';
import { useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import { passColor } from '@/lib/score-colors';

/** A viva score (0-100), coloured as a percentage is against the default pass mark. */
export function VivaScore({ score, size = 'lg' }: { score: number; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={passColor(score)} size={size} style={{ flexShrink: 0 }}>
      {t('{{score}} / 100', { score: formatNumber(score) })}
    </ToneBadge>
  );
}
