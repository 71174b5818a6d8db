import { useEffect } from 'react';

export const PRINTING_ATTRIBUTE = 'data-printing-report';

/** Marks the body while a printable report is open, so the print stylesheet isolates it. */
export function usePrintIsolation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.setAttribute(PRINTING_ATTRIBUTE, '');
    return () => document.body.removeAttribute(PRINTING_ATTRIBUTE);
  }, [active]);
}
