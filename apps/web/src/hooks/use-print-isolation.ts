import { useEffect } from 'react';

/** Set on the body while a printable report dialog is open (the admin's View Result). */
export const PRINTING_ATTRIBUTE = 'data-printing-report';
/** Set on the body while a printable report page is shown (the student's report details). */
export const PRINTING_PAGE_ATTRIBUTE = 'data-printing-page';
/** Set on the body while a printable table is shown (the admin's level reports). */
export const PRINTING_TABLE_ATTRIBUTE = 'data-printing-table';

const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Marks the body while a printable report is shown, so that report's print stylesheet can hide
 * everything else; the attribute is removed again when the report goes. Each kind of report has
 * its own attribute because each stylesheet isolates differently (a modal's portal, a page's
 * region). Paper is white: the report prints in the light scheme even when the screen is dark.
 */
export function usePrintIsolation(active: boolean, attribute: string = PRINTING_ATTRIBUTE): void {
  useEffect(() => {
    if (!active) return;
    document.body.setAttribute(attribute, '');
    const root = document.documentElement;
    let screenScheme: string | null = null;
    const beforePrint = () => {
      screenScheme = root.getAttribute(SCHEME_ATTRIBUTE);
      if (screenScheme && screenScheme !== 'light') root.setAttribute(SCHEME_ATTRIBUTE, 'light');
    };
    const afterPrint = () => {
      if (screenScheme) root.setAttribute(SCHEME_ATTRIBUTE, screenScheme);
      screenScheme = null;
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      document.body.removeAttribute(attribute);
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      afterPrint();
    };
  }, [active, attribute]);
}
