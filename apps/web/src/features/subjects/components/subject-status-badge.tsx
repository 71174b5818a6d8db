import { Badge } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

export function SubjectStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot">
      {active ? t('Active') : t('Inactive')}
    </Badge>
  );
}
