import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { newPage, screenshot, signIn, storageValue, useBrowser } from '../support/browser.js';

describe('web shell against the running app', () => {
  const browser = useBrowser();

  it('prints the demo logins at start', () => {
    const roles = inject('demoLogins').map((login) => login.role);
    expect(roles).toContain('ADMIN');
    expect(roles).toContain('STUDENT');
  });

  it('shows the login page with the product name', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByText('Markwise').first().waitFor();
    await screenshot(page, 'login');
    await context.close();
  });

  it('takes the demo admin to /exams', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'ADMIN');
    await page.waitForURL('**/exams');
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    await page.getByText(/^Welcome back, .+ .+!$/).waitFor();
    expect(JSON.parse((await storageValue(page, 'is_logged_in')) ?? 'false')).toBe(true);
    await screenshot(page, 'admin-exams');
    await context.close();
  });

  it('takes the demo student to /student-portal and keeps them out of admin pages', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'STUDENT');
    await page.waitForURL('**/student-portal');
    await page.getByText('Student Portal').first().waitFor();
    await screenshot(page, 'student-portal');
    await page.goto('/exams');
    await page.waitForURL('**/student-portal');
    await context.close();
  });

  it('has no serious accessibility violations on the public screens', async () => {
    const { context, page } = await newPage(browser());
    for (const path of ['/', '/login', '/unauthorized', '/no/such/page']) {
      await page.goto(path);
      await page.locator('main, [role="main"], body').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  });

  it('sends a visitor without a session from a protected page to /', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/exams');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('refreshes an expired access token once and carries on', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'ADMIN');
    await page.waitForURL('**/exams');
    const refreshToken = await storageValue(page, 'refresh_token');
    // A stale token and no stored profile: the app fetches the profile, gets 401, refreshes, retries.
    await page.evaluate(() => {
      window.localStorage.setItem('auth_token', JSON.stringify('stale.token.value'));
      window.localStorage.removeItem('user_profile');
    });
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh'),
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    await expect.poll(() => storageValue(page, 'user_profile')).not.toBeNull();
    expect(await storageValue(page, 'auth_token')).not.toBe(JSON.stringify('stale.token.value'));
    expect(await storageValue(page, 'refresh_token')).not.toBe(refreshToken);
    await context.close();
  });

  it('logs out after confirmation and clears the session', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, 'ADMIN');
    await page.waitForURL('**/exams');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByText('Are you sure?').waitFor();
    await page
      .getByText('You will be logged out of your account and redirected to the login page.')
      .waitFor();
    await page.waitForTimeout(400); // the modal's open transition, for the screenshot
    await screenshot(page, 'logout-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You have been successfully logged out.').waitFor();
    expect(await storageValue(page, 'auth_token')).toBeNull();
    expect(await storageValue(page, 'user_profile')).toBeNull();
    await context.close();
  });

  it('opens the sidebar as a drawer on a phone', async () => {
    const { context, page } = await newPage(browser(), { width: 375, height: 740 });
    await signIn(page, 'ADMIN');
    await page.waitForURL('**/exams');
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    const courses = page.getByRole('link', { name: 'Courses' });
    expect(await courses.isVisible()).toBe(false);
    await page.getByRole('button', { name: /navigation|menu/i }).click();
    await courses.waitFor({ state: 'visible' });
    // Let the slide-in finish so the screenshot shows the open drawer.
    await expect.poll(async () => (await courses.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-mobile-drawer');
    await context.close();
  });

  it('serves client routes on reload, a 404 screen, and JSON for unknown API paths', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.goto('/unauthorized');
    await page.getByText('Access Denied').waitFor();
    const api = await page.request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await context.close();
  });
});
