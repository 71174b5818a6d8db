import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';
import { THEME_STORAGE_KEY } from '@/lib/storage';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 on white text is 4.3:1, under WCAG AA's 4.5:1; shade 7 passes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Focus rings show for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  // The Noto faces (app/script-fonts.ts) come last: only text no earlier font can show uses them.
  fontFamily: [
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial',
    '"Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Bengali", "Noto Sans Telugu"',
    '"Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Gujarati", "Noto Sans Gurmukhi"',
    '"Noto Sans Oriya", "Noto Naskh Arabic", sans-serif',
  ].join(', '),
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: '36em',
    // 48em = 768px: below it is the mobile layout.
    sm: '48em',
    md: '62em',
    lg: '75em',
    xl: '88em',
  },
});

/** Stored choice wins; with none stored, defaultColorScheme 'auto' follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/**
 * Mantine's default dimmed grey (gray.6 on white, 3.3:1) fails WCAG AA contrast for body text;
 * gray.7 and dark.1 pass in light and dark mode. In dark mode a link (indigo.4) on a hovered table
 * row (dark.5) is 3.8:1; indigo.3 is 4.9:1 there.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
});
