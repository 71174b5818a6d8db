import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { resetApiClientConfig } from '@/lib/api-client';
import { userStore } from '@/lib/user-store';
import { closeFakeApis } from './fake-api';
import { mediaQueryList } from './media';

// findBy/waitFor give up after 1 s by default: too short for a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reads; these stand-ins report "no match" and "no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => mediaQueryList(query, false),
});

class ResizeObserverStandIn {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStandIn;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no scrolling; the router's scroll restoration and the exam's review call this.
window.scrollTo = () => {};

// The files of a run share one window (isolate: false, vitest.config.ts), and this file runs at the
// start of each: the file begins where a new window would, at "/" with no title, body or storage.
window.history.replaceState(null, '', '/');
document.title = '';
document.body.replaceChildren();
window.localStorage.clear();
window.sessionStorage.clear();

// Module-level state (the user store, toasts, the api client's target, the fake APIs) must not leak between tests.
afterEach(async () => {
  cleanup();
  await closeFakeApis();
  notifications.clean();
  window.localStorage.clear();
  userStore.clearUser();
  resetApiClientConfig();
  // A test that switched the interface's language leaves the next one in English.
  await i18n.changeLanguage('en');
});
