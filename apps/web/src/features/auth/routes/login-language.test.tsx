import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@markwise/contract';
import { appRoutes } from '@/app/router';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';

afterEach(async () => {
  await showLanguage('en');
});

const openLogin = () => renderRoutes(appRoutes, '/login');

describe('the login page in Hindi and Tamil', () => {
  it('speaks Tamil when Tamil was chosen on this browser', async () => {
    await startFakeApi({}, 'Acme Exams');
    await showLanguage('ta');
    openLogin();

    expect(await screen.findByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'மீண்டும் வருக' })).toBeInTheDocument();
    expect(screen.getByText('உங்கள் மின்னஞ்சல், கடவுச்சொல் மூலம் உள்நுழையவும்.')).toBeInTheDocument();
    expect(screen.getByLabelText('மின்னஞ்சல்')).toBeInTheDocument();
    expect(screen.getByLabelText('கடவுச்சொல்')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'முகப்புக்குத் திரும்பு' })).toBeInTheDocument();
    // The product name is the server's, in no language of ours.
    expect(await screen.findByText('Acme Exams')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('speaks Hindi when Hindi was chosen, and its toasts do too', async () => {
    await startFakeApi({});
    await showLanguage('hi');
    openLogin();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'साइन इन करें' }));

    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('आपका पासवर्ड')).toBeInTheDocument();
    expect(await screen.findByText('कृपया सभी फ़ील्ड भरें')).toBeInTheDocument();
  });

  it("tells a wrong password in the student's language: the server's refusal is translated", async () => {
    await startFakeApi({
      [`POST ${apiRoutes.auth.login}`]: () => ({
        status: 401,
        body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' },
      }),
    });
    await showLanguage('ta');
    openLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('மின்னஞ்சல்'), 'asha@example.test');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));

    expect(await screen.findByText('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it('switches language at once from the picker, and remembers it on this browser', async () => {
    await startFakeApi({});
    await showLanguage('ta');
    openLogin();
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'மொழி' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'தமிழ்']);

    await user.selectOptions(picker, 'hi');
    expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(screen.queryByText('மீண்டும் வருக')).toBeNull();
    expect(window.localStorage.getItem('markwise.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
