import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and while hydrating the prerendered landing page, true in any other
 * render: React re-renders with the client value right after hydrating. For markup that cannot be
 * known at build time (the stored colour scheme), and for controls that must not be used before
 * their handlers are attached (a form would submit natively, a menu button would do nothing).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
