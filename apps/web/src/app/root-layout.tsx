import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAppName } from '@/lib/app-config';

/** Wraps every screen: keeps the browser tab titled with the product name. */
export function RootLayout() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return <Outlet />;
}
