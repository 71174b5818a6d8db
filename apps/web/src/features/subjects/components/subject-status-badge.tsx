import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SubjectStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot">
      {active ? t('Active') : t('Inactive')}
    </Badge>
  );
}
