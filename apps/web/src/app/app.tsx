import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LanguageRoot } from '@/i18n/language-root';
import { AppProvider } from './provider';

/** A data router over `appRoutes`: the browser's, or a memory router when prerendering. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <LanguageRoot>
        <RouterProvider router={router} />
      </LanguageRoot>
    </AppProvider>
  );
}
