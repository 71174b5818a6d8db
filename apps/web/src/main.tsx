// First: zod must not probe `new Function` (refused by the CSP) when the first schema is built.
import '@markwise/contract/strict-csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrapSession } from './app/bootstrap-session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void bootstrapSession();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
