import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  INTERFACE_LANGUAGES,
  interfaceLanguage,
  LANGUAGE_NAMES,
  type InterfaceLanguage,
} from '@markwise/contract';
import { showLanguage } from '@/i18n/i18n';

const OPTIONS = INTERFACE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/**
 * The interface's language, each named in its own script so a reader finds theirs in any language.
 * Before signing in the choice is kept on this browser; `onChange` lets a signed-in screen save it
 * to the account as well.
 */
export function LanguagePicker({ onChange }: { onChange?: (language: InterfaceLanguage) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('Language')}
      data={OPTIONS}
      value={interfaceLanguage(i18n.language)}
      onChange={(value) => {
        const language = interfaceLanguage(value);
        void showLanguage(language);
        onChange?.(language);
      }}
      allowDeselect={false}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={140}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
