import { ActionIcon, Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useTranslation } from '@/i18n/i18n';

function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Resolves 'auto' to what the system prefers, so the control shows what the user sees.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // The prerendered landing page cannot know a stored choice: it shows the light state until
  // hydrated rather than mismatching the server's markup.
  const hydrated = useIsHydrated();
  const isDark = hydrated && computed === 'dark';
  // An explicit choice is stored under ui-forge-theme and wins over the system preference.
  const setDark = (dark: boolean) => setColorScheme(dark ? 'dark' : 'light');
  return { isDark, setDark, hydrated };
}

/** The admin header's light/dark switch. */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { isDark, setDark } = useColorSchemeToggle();
  return (
    <Switch
      checked={isDark}
      onChange={(event) => setDark(event.currentTarget.checked)}
      size="md"
      aria-label={t('Dark mode')}
      onLabel={<IconMoon size={14} stroke={2} aria-hidden />}
      offLabel={<IconSun size={14} stroke={2} aria-hidden />}
    />
  );
}

/**
 * A compact icon button toggling light and dark. Its hint is the browser's own (`title`): a
 * Mantine Tooltip would bring floating-ui (about 19 KB gzipped) to the landing page for it.
 */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { isDark, setDark, hydrated } = useColorSchemeToggle();
  const label = isDark ? t('Switch to light mode') : t('Switch to dark mode');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setDark(!isDark)}
      // Inert (not greyed) until its handler is attached on the prerendered landing page.
      aria-disabled={!hydrated || undefined}
      aria-label={label}
      title={label}
    >
      {isDark ? <IconSun size={18} stroke={1.5} /> : <IconMoon size={18} stroke={1.5} />}
    </ActionIcon>
  );
}
