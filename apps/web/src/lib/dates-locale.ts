import 'dayjs/locale/hi';
import 'dayjs/locale/ta';
import { useTranslation } from '@/i18n/i18n';
import { interfaceLanguage, type InterfaceLanguage } from '@markwise/contract';

/**
 * The dayjs locale of Mantine's date pickers, following the interface's language: month and day
 * names in Hindi or Tamil. For `<DatesProvider settings={{ locale }}>` or a picker's `locale`;
 * only a screen that picks dates imports this, so the locales load with it, not with the first
 * screen. dayjs names its locales by the same codes as the interface ('en', 'hi', 'ta').
 */
export function useDatesLocale(): InterfaceLanguage {
  const { i18n } = useTranslation();
  return interfaceLanguage(i18n.language);
}
