import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { showLanguage, useTranslation } from '@/i18n/i18n';
import {
  INTERFACE_LANGUAGES,
  interfaceLanguage,
  LANGUAGE_NAMES,
  type InterfaceLanguage,
} from '@markwise/contract';

const OPTIONS = INTERFACE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

type LanguagePickerProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & {
  onChange?: (language: InterfaceLanguage) => void;
};

/**
 * The interface's language, each named in its own script so a reader finds theirs in any language.
 * Before signing in the choice is kept on this browser; `onChange` lets a signed-in screen save it
 * to the account as well. A native select: the login and landing pages show it, and Mantine's
 * Select would bring its combobox and floating-ui (about 19 KB gzipped) to their first JavaScript.
 */
export function LanguagePicker({ onChange, ...props }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('Language')}
      data={OPTIONS}
      value={interfaceLanguage(i18n.language)}
      onChange={(event) => {
        const language = interfaceLanguage(event.currentTarget.value);
        void showLanguage(language);
        onChange?.(language);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={140}
      size="xs"
      {...props}
    />
  );
}
