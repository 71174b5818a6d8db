import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { initialLayout, readStoredLayout, storeLayout, type AttemptLayout } from '../lib/layout';

/** Under 768px, the mobile breakpoint. */
const PHONE_QUERY = `(max-width: ${em(767.98)})`;

/** The layout in use, and a setter that also remembers the choice on this device. */
export function useAttemptLayout(): [AttemptLayout, (layout: AttemptLayout) => void] {
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const [stored, setStored] = useState(readStoredLayout);
  const choose = (layout: AttemptLayout) => {
    storeLayout(layout);
    setStored(layout);
  };
  return [initialLayout(stored, isPhone ?? false), choose];
}
