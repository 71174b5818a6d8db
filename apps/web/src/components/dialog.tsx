import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

type DialogProps = ModalProps & {
  /** A long form or a document: wide, from the top of the screen, with a bold title. */
  wide?: boolean;
};

/** The app's modal: centred (unless wide), its close button named 'Close'. */
export function Dialog({ wide = false, ...props }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered={!wide}
      size={wide ? 'min(900px, 100%)' : undefined}
      styles={wide ? { title: { fontWeight: 700 } } : undefined}
      closeButtonProps={{ 'aria-label': t('Close') }}
      {...props}
    />
  );
}
