import { ActionIcon, Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while hydrating prerendered HTML (and when prerendering), true in any other render. The
 * prerendered landing page cannot know the stored scheme, so its toggle starts as the light one
 * and switches right after hydration, instead of mismatching the server's markup.
 */
function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Resolves 'auto' to what the system prefers, so the control shows what the user sees.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const isDark = useIsHydrated() && computed === 'dark';
  // An explicit choice is stored under ui-forge-theme and wins over the system preference.
  const setDark = (dark: boolean) => setColorScheme(dark ? 'dark' : 'light');
  return { isDark, setDark };
}

/** The admin header's light/dark switch. */
export function ColorSchemeSwitch() {
  const { isDark, setDark } = useColorSchemeToggle();
  return (
    <Switch
      checked={isDark}
      onChange={(event) => setDark(event.currentTarget.checked)}
      size="md"
      aria-label="Dark mode"
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
  const { isDark, setDark } = useColorSchemeToggle();
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setDark(!isDark)}
      aria-label={label}
      title={label}
    >
      {isDark ? <IconSun size={18} stroke={1.5} /> : <IconMoon size={18} stroke={1.5} />}
    </ActionIcon>
  );
}
