// First: zod must not probe `new Function` (refused by the CSP) when the first schema is built.
import '@markwise/contract/strict-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/script-fonts';
import { bootstrapSession } from './app/bootstrap-session';
import { mountApp } from './app/mount';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void bootstrapSession();
void mountApp(container);
