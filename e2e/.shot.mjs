import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function login(page, email) {
  await page.goto(base + '/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForTimeout(2500);
}
for (const [name, width] of [['desktop', 1280], ['phone', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/question-papers');
  await page.getByText('Showing public past papers').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/papers-visitor-${name}.png`, fullPage: false });
  await login(page, 'student@greenfield.demo');
  await page.goto(base + '/student-portal/exams');
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/student-exams-${name}.png`, fullPage: true });
  await ctx.close();
}
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await login(page, 'admin@greenfield.demo');
await page.goto(base + '/question-papers');
await page.locator('article').first().waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/shots/papers-admin-desktop.png` });
await page.getByRole('button', { name: /^View Paper:/ }).first().click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/shots/paper-detail-admin.png` });
await browser.close();
