import { Fragment, useEffect, type ReactNode } from 'react';
import { isInterfaceLanguage } from '@markwise/contract';
import { useUserState } from '@/lib/user-store';
import { showLanguage, storedLanguage, useTranslation } from './i18n';

/**
 * Shows the interface in the signed-in user's language, or the one chosen on this browser (login
 * and landing pages). An account that never chose one (stored as the old default "english") keeps
 * the browser's choice. The screens below remount on a change, so text computed outside React's
 * render (dates, numbers) follows too.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { user } = useUserState();
  const chosen = user?.preferences?.language;
  const language = isInterfaceLanguage(chosen) ? chosen : storedLanguage();
  useEffect(() => {
    void showLanguage(language);
  }, [language]);
  const { i18n } = useTranslation();
  return <Fragment key={i18n.language}>{children}</Fragment>;
}
