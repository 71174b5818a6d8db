import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** Renders inside the app's providers (Mantine in test mode, a fresh query client). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(
    <AppProvider env="test" queryClient={createQueryClient()}>
      {ui}
    </AppProvider>,
  );
}

/** Renders a route table at the given address, the way the app does. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router };
}
