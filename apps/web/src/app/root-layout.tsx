import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppName } from '@/lib/app-config';

/**
 * Wraps every screen: keeps the browser tab titled with the product name, and scrolls a newly
 * opened screen to its top (an exam started from far down the list opens at question 1); Back
 * returns to where the earlier screen was left.
 */
export function RootLayout() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
