import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import {
  artifactsDir,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  signInHome,
  useBrowser,
} from '../support/browser.js';

type Scheme = 'light' | 'dark';
type Device = 'desktop' | 'phone';

const VIEWPORTS: Record<Device, { width: number; height: number }> = {
  desktop: DESKTOP,
  phone: PHONE,
};
const VARIANTS: { device: Device; scheme: Scheme }[] = [
  { device: 'desktop', scheme: 'light' },
  { device: 'desktop', scheme: 'dark' },
  { device: 'phone', scheme: 'light' },
  { device: 'phone', scheme: 'dark' },
];
const SECTIONS = ['features', 'institutions', 'students', 'contact'];
const DEMO_SUCCESS =
  "Thank you! Your demo request has been submitted successfully. We'll be in touch soon.";

/** A page whose stored theme (Mantine's manager, key ui-forge-theme) is set before the app starts. */
async function openPage(browser: Browser, device: Device, scheme: Scheme = 'light') {
  const opened = await newPage(browser, VIEWPORTS[device]);
  await opened.page.addInitScript((value) => {
    window.localStorage.setItem('ui-forge-theme', value);
  }, scheme);
  return opened;
}

/** Distance from the viewport's top to a section's top. */
const sectionTop = async (page: Page, id: string) =>
  Math.abs((await page.locator(`#${id}`).boundingBox())?.y ?? Number.POSITIVE_INFINITY);

/** Lets entry transitions and chart animations finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(700);

/** A valid 16×16 PNG, built here so the test needs no fixture file. */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      rows[row + 1 + x * 3] = 60 + x * 10;
      rows[row + 2 + x * 3] = 90;
      rows[row + 3 + x * 3] = 200 - y * 8;
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('landing page, dashboard and settings', () => {
  const browser = useBrowser();

  it('landing: anchors, header links, screenshots and accessibility', async () => {
    for (const { device, scheme } of VARIANTS) {
      const { context, page } = await openPage(browser(), device, scheme);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const id of SECTIONS) expect(await page.locator(`section#${id}`).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe(
        '/login',
      );
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `landing-${device}-${scheme}`);

      if (device === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Page sections' })
          .getByRole('link', { name: 'Students' })
          .click();
        await page.waitForURL((url) => url.hash === '#students');
        // Smooth scrolling takes a moment; the section ends just below the sticky header.
        await expect.poll(() => sectionTop(page, 'students'), { timeout: 5000 }).toBeLessThan(120);
      }
      await context.close();
    }
  });

  it('landing: the mobile menu opens at 390px and scrolls to a section', async () => {
    const { context, page } = await openPage(browser(), 'phone');
    await page.goto('/');
    const headerNav = page.locator('header nav[aria-label="Page sections"]').first();
    expect(await headerNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    for (const label of ['Features', 'Institutions', 'Students', 'Contact', 'Login']) {
      await menu.getByRole('link', { name: label }).waitFor();
    }
    await settle(page);
    // The viewport only: the open menu is what this picture is about.
    await page.screenshot({ path: `${artifactsDir}landing-menu-phone-light.png` });
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'Contact' }).click();
    await menu.waitFor({ state: 'hidden' });
    // Smooth scrolling takes a moment; the section ends just below the sticky header.
    await expect.poll(() => sectionTop(page, 'contact'), { timeout: 5000 }).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe('#contact');
    await context.close();
  });

  it('landing: the demo form names missing fields, then thanks and clears after ~5 s', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByLabel('First name').fill('Anita');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await form.getByText('Last name is required').waitFor();
    await form.getByText('Institution name is required').waitFor();
    await screenshot(page, 'landing-demo-form-errors');

    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Email').fill('anita.rao@greenvalley.example');
    await form.getByLabel('Institution name').fill('Green Valley High School');
    await form.getByLabel('Message').fill('Grade 10 science, Hindi and English.');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    const success = page.getByText(DEMO_SUCCESS);
    await success.waitFor();
    const shownAt = Date.now();
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    expect(await form.getByLabel('Institution name').inputValue()).toBe('');
    await screenshot(page, 'landing-demo-form-success');

    await success.waitFor({ state: 'detached', timeout: 8000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(4000);
    expect(visibleFor).toBeLessThan(7000);
    await context.close();
  });

  it('dashboard: four stat cards with numbers and three charts', async () => {
    for (const { device, scheme } of VARIANTS) {
      const { context, page } = await openPage(browser(), device, scheme);
      await signInHome(page, 'ADMIN');
      await page.goto('/dashboard');
      await page.getByText("Here's what's happening with your classes today.").waitFor();
      for (const key of ['totalStudents', 'pendingEvaluations', 'completedExams']) {
        expect(await page.getByTestId(`stat-${key}`).textContent()).toMatch(/^\d[\d,]*$/);
      }
      expect(await page.getByTestId('stat-averagePerformance').textContent()).toMatch(
        /^\d+(\.\d)?%$/,
      );
      for (const title of ['Performance trend', 'Score distribution', 'Average by course']) {
        await page.getByRole('heading', { name: title }).waitFor();
      }
      await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `dashboard-${device}-${scheme}`);
      await context.close();
    }
  });

  it('settings: profile, avatar and password rules, at 1280px and 390px', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await signInHome(page, 'ADMIN');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText('Email cannot be changed.').waitFor();
    const profile = page.getByRole('form', { name: 'Profile' });
    const firstName = profile.getByLabel('First name');
    const originalName = await firstName.inputValue();

    await firstName.fill('Priyanka');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByText(/^Welcome back, Priyanka .+!$/).waitFor();

    await page.setInputFiles('#settings-avatar-input', {
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    });
    const avatar = profile.getByRole('img', { name: /^Profile photo of/ });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^blob:/);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/uploads\/avatars\//);
    // The previous toast may still be leaving while the new one enters.
    await page.getByText('Profile updated successfully!').last().waitFor();
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(16);

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password', { exact: true }).fill('Demo@1234');
    await password.getByLabel('New password', { exact: true }).fill('A-new-passphrase-1');
    await password.getByLabel('Confirm new password', { exact: true }).fill('A-new-passphrase-2');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await password.getByText('New passwords do not match.').waitFor();
    await screenshot(page, 'settings-password-mismatch');

    // Leave the demo admin as other suites expect to find them.
    await firstName.fill(originalName);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`Welcome back, ${originalName} `, { exact: false }).waitFor();
    await context.close();

    for (const { device, scheme } of VARIANTS) {
      const opened = await openPage(browser(), device, scheme);
      await signInHome(opened.page, 'ADMIN');
      await opened.page.goto('/settings');
      await opened.page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await opened.page.getByRole('img', { name: /^Profile photo of/ }).waitFor();
      await settle(opened.page);
      await expectNoSeriousA11yViolations(opened.page);
      await screenshot(opened.page, `settings-${device}-${scheme}`);
      await opened.context.close();
    }
  });
});
