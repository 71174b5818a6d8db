import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { INSTITUTION_POINTS, STUDENT_POINTS } from '../components/audience-content';
import { AudienceSection } from '../components/audience-section';
import { ContactSection } from '../components/contact-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { scrollToSection } from '../lib/landing-sections';
import { useTranslation } from '@/i18n/i18n';

/** The public marketing page. */
export function LandingRoute() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // An address like /#contact opens at that section once the lazy screen has rendered.
  useEffect(() => {
    if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
    // Only on arrival: later hash changes come from the links, which scroll themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box mih="100dvh">
      <LandingHeader />
      <Box component="main">
        <HeroSection />
        <FeaturesSection />
        <AudienceSection
          id="institutions"
          eyebrow={t('For institutions')}
          title={t('Built for schools that want to own their exams')}
          intro={t(
            'Open source and self-hosted: install it once, keep your data, adapt it to your curriculum.',
          )}
          points={INSTITUTION_POINTS}
          tinted
        />
        <AudienceSection
          id="students"
          eyebrow={t('For students')}
          title={t('Feedback on every answer, not just a number')}
          intro={t('Students see how each answer was marked and what to do next.')}
          points={STUDENT_POINTS}
        />
        <ContactSection />
      </Box>
      <LandingFooter />
    </Box>
  );
}
