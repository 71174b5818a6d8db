import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

/** Full-area spinner for route loading and session checks. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label ?? t('Loading')} />
    </Center>
  );
}
