import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { LandingRoute } from './landing';

// The harness puts i18next back in English; this also resets the page's lang and stored choice.
afterEach(async () => {
  await showLanguage('en');
});

const openLanding = () => renderRoutes([{ path: '/', Component: LandingRoute }], '/');

describe('the landing page languages', { timeout: 30_000 }, () => {
  it('is English by default and switches at once from the header picker', async () => {
    await startFakeApi({});
    openLanding();
    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    const sections = within(header).getByRole('navigation', { name: 'Page sections' });
    expect(within(sections).getByRole('link', { name: 'Features' })).toBeInTheDocument();

    await user.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'ta');

    const tamilSections = await within(header).findByRole('navigation', { name: 'பக்கப் பகுதிகள்' });
    expect(within(tamilSections).getByRole('link', { name: 'அம்சங்கள்' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'உள்நுழை' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'கையால் எழுதிய விடைகளின் AI மதிப்பீடு, உங்கள் மாணவர்களின் சொந்த மொழிகளில்',
      }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('markwise.language')).toBe('ta');
  });

  it('offers the picker in the phone menu too', async () => {
    await startFakeApi({});
    await showLanguage('hi');
    openLanding();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    // The menu's module loads with its first opening: slow on a busy machine.
    const menu = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(menu).getByRole('link', { name: 'लॉगिन' })).toBeInTheDocument();
    await user.selectOptions(within(menu).getByRole('combobox', { name: 'भाषा' }), 'en');

    const english = await screen.findByRole('dialog');
    expect(await within(english).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(english).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
