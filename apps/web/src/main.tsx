// First: zod must not probe `new Function` (refused by the CSP) when the first schema is built.
import '@markwise/contract/strict-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Hindi, Marathi and Tamil answers and papers must render on machines without those fonts. Each
// face declares its unicode-range and sits after the system fonts in the theme's stack, so a
// browser downloads a file only when a page shows such text that no local font covers.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tamil/700.css';
import { bootstrapSession } from './app/bootstrap-session';
import { mountApp } from './app/mount';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void bootstrapSession();
void mountApp(container);
