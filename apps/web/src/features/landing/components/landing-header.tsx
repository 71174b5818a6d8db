import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { AppBrand } from '@/components/app-brand';
import { ColorSchemeToggle } from '@/components/color-scheme-controls';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { LANDING_SECTIONS, scrollToSection } from '../lib/landing-sections';
import { AccountButton } from './account-button';
import { SectionLink } from './section-link';
import { useTranslation } from '@/i18n/i18n';
import { LanguagePicker } from '@/components/language-picker';

const MENU_ID = 'landing-mobile-menu';

/** The phone menu (a drawer, with its focus trap and scroll lock) loads when first opened. */
const LandingMenu = lazy(() =>
  import('./landing-menu').then((module) => ({ default: module.LandingMenu })),
);

/** Sticky header: section links from 768px up, a burger opening the same links below. */
export function LandingHeader() {
  const { t } = useTranslation();
  const hydrated = useIsHydrated();
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [menuOpened, menu] = useDisclosure(false, { onOpen: () => setMenuLoaded(true) });
  // The menu scrolls after it has closed, so returning the focus to the burger cannot undo it.
  const pendingSection = useRef<string | null>(null);
  const selectFromMenu = (sectionId: string) => {
    pendingSection.current = sectionId;
    menu.close();
  };
  const scrollAfterClose = () => {
    if (pendingSection.current) scrollToSection(pendingSection.current);
    pendingSection.current = null;
  };

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        backgroundColor: 'var(--mantine-color-body)',
      }}
    >
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <AppBrand />
          <Group component="nav" aria-label={t('Page sections')} gap="lg" visibleFrom="sm">
            {LANDING_SECTIONS.map((section) => (
              <SectionLink
                key={section.id}
                sectionId={section.id}
                c="var(--mantine-color-text)"
                fw={500}
              >
                {t(section.label)}
              </SectionLink>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguagePicker visibleFrom="sm" />
            <ColorSchemeToggle />
            <AccountButton />
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              // Prerendered: does nothing until hydrated, so it says so.
              disabled={!hydrated}
              hiddenFrom="sm"
              aria-label={menuOpened ? t('Close menu') : t('Open menu')}
              aria-expanded={menuOpened}
              aria-controls={MENU_ID}
            />
          </Group>
        </Group>
      </Container>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <LandingMenu
            id={MENU_ID}
            opened={menuOpened}
            onClose={menu.close}
            onSelect={selectFromMenu}
            onClosed={scrollAfterClose}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
