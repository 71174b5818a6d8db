import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes matching `pathname` and writes them into the route objects,
 * as if they had never been lazy. Hydrating prerendered HTML needs this before the router is
 * created: a router with an unresolved lazy match starts uninitialised and renders its
 * HydrateFallback, which would not match the server's markup.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      delete route.lazy;
    }),
  );
}
