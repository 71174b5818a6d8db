import { Drawer, Stack } from '@mantine/core';
import { AppBrand } from '@/components/app-brand';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import { AccountButton } from './account-button';
import { SectionLink } from './section-link';
import { useTranslation } from '@/i18n/i18n';
import { LanguagePicker } from '@/components/language-picker';

type LandingMenuProps = {
  id: string;
  opened: boolean;
  onClose: () => void;
  /** A section was picked: the header scrolls to it once the drawer has closed. */
  onSelect: (sectionId: string) => void;
  onClosed: () => void;
};

/** The section links below 768px, in a drawer (loaded with the first opening, see the header). */
export function LandingMenu({ id, opened, onClose, onSelect, onClosed }: LandingMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      position="right"
      size="xs"
      title={<AppBrand />}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('Close menu') }}
    >
      <Stack component="nav" aria-label={t('Page sections')} gap="xs">
        {LANDING_SECTIONS.map((section) => (
          <SectionLink
            key={section.id}
            sectionId={section.id}
            onSelect={onSelect}
            c="var(--mantine-color-text)"
            fw={500}
            fz="lg"
            py="xs"
          >
            {t(section.label)}
          </SectionLink>
        ))}
        <AccountButton mt="md" fullWidth />
        <LanguagePicker w="100%" size="sm" mt="xs" />
      </Stack>
    </Drawer>
  );
}
