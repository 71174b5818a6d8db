import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { THEME_STORAGE_KEY } from '@/lib/storage';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus rings show for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: '36em',
    // 48em = 768px, the SPEC's mobile breakpoint.
    sm: '48em',
    md: '62em',
    lg: '75em',
    xl: '88em',
  },
});

/** Stored choice wins; with none stored, defaultColorScheme 'auto' follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
