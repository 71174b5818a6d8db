import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { seedPrerenderedAppName } from '@/lib/app-config';
import { App } from './app';
import { resolveLazyRoutes } from './lazy-routes';
import { appRoutes } from './router';

/**
 * Starts the app in `root`. The landing page comes prerendered (scripts/prerender-landing.mjs):
 * its screen's module is loaded and the server's product name read before hydrating, so that the
 * first client render matches the HTML. Every other address gets the empty shell and renders from
 * scratch. (Hydrating from a module of its own, loaded only for that page, made the login page's
 * first JavaScript larger, not smaller: the bundler split the shared modules into more chunks.)
 */
export async function mountApp(root: HTMLElement): Promise<Root> {
  const prerendered = root.firstElementChild !== null;
  if (prerendered) {
    seedPrerenderedAppName();
    await resolveLazyRoutes(appRoutes, window.location.pathname);
  }
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(appRoutes)} />
    </StrictMode>
  );
  if (!prerendered) {
    const created = createRoot(root);
    created.render(app);
    return created;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (it is already on screen; the user can scroll meanwhile).
  let hydrated: Root | undefined;
  startTransition(() => {
    hydrated = hydrateRoot(root, app);
  });
  return hydrated!;
}
