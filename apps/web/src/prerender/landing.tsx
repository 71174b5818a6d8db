import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { PRERENDERED_APP_NAME, type AppConfig } from '@markwise/contract';
import { App } from '@/app/app';
import { resolveLazyRoutes } from '@/app/lazy-routes';
import { appRoutes } from '@/app/router';
import { appConfigKeys } from '@/lib/app-config';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/config/paths';

export { PRERENDERED_APP_NAME };

/**
 * The landing page's markup, rendered at build time by scripts/prerender-landing.mjs from this
 * module's SSR build: the same tree main.tsx hydrates (StrictMode, providers, router at `/`), with
 * the product name as a placeholder the API fills in. `prerender` waits for the lazy parts (the
 * demo form), so the HTML holds the whole page.
 */
export async function renderLanding(): Promise<string> {
  await resolveLazyRoutes(appRoutes, paths.landing);
  queryClient.setQueryData<AppConfig>(appConfigKeys.all, { appName: PRERENDERED_APP_NAME });
  const router = createMemoryRouter(appRoutes, { initialEntries: [paths.landing] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Each Suspense boundary inline where it stands: a boundary React splits out of the shell
    // (over its default chunk size) is revealed by an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
