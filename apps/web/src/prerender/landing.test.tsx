import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_NAME_META } from '@/lib/app-config';
import { PRERENDERED_APP_NAME, renderLanding } from './landing';

describe('the prerendered landing page', () => {
  afterEach(() => {
    document.head.querySelector(`meta[name="${APP_NAME_META}"]`)?.remove();
    document.body.innerHTML = '';
  });

  it('holds the whole page, demo form included, and no inline script', async () => {
    const markup = await renderLanding();
    expect(markup).toContain('AI evaluation of handwritten answers');
    // React keeps the name a text node of its own (`<!-- -->` between the two).
    expect(markup).toMatch(new RegExp(`${PRERENDERED_APP_NAME}(<!-- -->)? reads photographed`));
    // The lazy form is rendered in place, not left as a boundary for a script to reveal.
    expect(markup).toContain('<form noValidate="" aria-label="Request a demo">');
    expect(markup).not.toContain('<!--$?-->');
    expect(markup).not.toMatch(/<script/);
  });

  it('hydrates with the name the API wrote into it, without a mismatch', async () => {
    // As apps/api/src/web-app.ts serves it: APP_NAME in place of the placeholder, escaped.
    const markup = (await renderLanding()).replaceAll(PRERENDERED_APP_NAME, 'Acme &#38; Co');
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="${APP_NAME_META}" content="Acme &#38; Co" />`,
    );
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const heading = screen.getByRole('heading', { level: 1 });
    // A browser hydrates with modules the server renderer never touched; here both run in one
    // realm, and React's server renderer leaves context values set (the router's among them).
    vi.resetModules();
    const { act } = await import('react');
    const { mountApp } = await import('@/app/mount');
    const errors = vi.spyOn(console, 'error');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

    const root = await act(() => mountApp(document.getElementById('root')!));
    // The form's module loads after hydration has begun; its part hydrates when it arrives.
    await act(() => import('@/features/landing/components/demo-request-form'));
    await waitFor(() => expect(document.title).toBe('Acme & Co'));

    // React's development build reports any hydration mismatch here. The one message left out is
    // the same-realm artefact above (Mantine's contexts, shared by both renderers in one test).
    const reported = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((message) => !message.startsWith('Detected multiple renderers concurrently'));
    expect(reported).toEqual([]);
    // Hydrated, not rendered again: the server's elements are the ones on screen.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getAllByText('Acme & Co').length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});
