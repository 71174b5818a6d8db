import { Center, Loader } from '@mantine/core';

/** Full-area spinner for route loading and session checks. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
