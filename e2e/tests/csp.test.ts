import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiGet, examLevels } from '../support/api.js';
import { newPage, signInHome, useBrowser } from '../support/browser.js';

/** A violation as the page saw it, or a console message about one. */
type Violation = { page: string; source: 'event' | 'console'; detail: string };

/** Only the fields this test reads from the API's answers. */

/**
 * Records every Content-Security-Policy violation of a browser context: the page's own
 * `securitypolicyviolation` events (an init script runs in every document, before the app) and
 * Chromium's console messages about refused loads, which also cover what happens before any
 * script runs (an inline script in the HTML, a stylesheet, a frame).
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', (source, detail: string) => {
    violations.push({ page: source.page.url(), source: 'event', detail });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (detail: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(text)
    ) {
      violations.push({ page: page.url(), source: 'console', detail: text });
    }
  });
  return violations;
}

/** Goes to a screen and waits until it has drawn and fetched everything. */
async function visit(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** IDs of a course, its subject and an exam level, found through the API as the screens do. */
async function findCatalogue(page: Page) {
  for await (const found of examLevels(<T>(path: string) => apiGet<T>(page, path))) return found;
  throw new Error('the seed has no course with a subject whose journey has an exam level');
}

describe('Content-Security-Policy in the browser', () => {
  const browser = useBrowser();
  const counted: Record<string, number> = {};

  afterAll(async () => {
    console.info(`CSP violations: ${JSON.stringify(counted)}`);
  });

  it('has none on the public screens, the admin screens and Swagger UI', async () => {
    const { context, page } = await newPage(browser());
    const violations = await watchViolations(context, page);

    const landing = await page.goto('/');
    // The policy under test: the app's, not a browser default.
    const policy = landing?.headers()['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("frame-ancestors 'none'");
    await visit(page, '/', /Login/);
    await visit(page, '/login', 'Sign In');
    await signInHome(page, 'ADMIN');
    await page.waitForLoadState('networkidle');
    const { courseId, subjectId, levelId } = await findCatalogue(page);

    await visit(page, '/dashboard', "Here's what's happening with your classes today.");
    await visit(page, '/exams', 'Courses');
    await visit(page, `/exams/${courseId}/subjects`, 'Back to Courses');
    await visit(page, `/exams/${courseId}/subjects/${subjectId}/journey`, 'Journey Levels');
    await visit(page, `/exams/journey/reports/${levelId}`, /Reports|Attempted/);
    await visit(page, '/students', 'Students');
    await page
      .getByRole('button', { name: /Add Student/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await visit(page, '/question-papers', 'Question Papers');
    await visit(page, '/settings', 'Settings');
    await visit(page, '/api/docs', /API/);
    await page.locator('.swagger-ui .opblock').first().waitFor();

    counted.admin = violations.length;
    expect(violations).toEqual([]);
    await context.close();
  });

  it('has none on the student portal', async () => {
    const { context, page } = await newPage(browser());
    const violations = await watchViolations(context, page);

    await signInHome(page, 'STUDENT');
    await page.waitForLoadState('networkidle');
    for (const path of ['/student-portal', '/student-portal/exams', '/student-portal/reports']) {
      await visit(page, path, 'Student Portal');
    }

    counted.student = violations.length;
    expect(violations).toEqual([]);
    await context.close();
  });

  it('counts a violation when there is one (the watcher works)', async () => {
    const { context, page } = await newPage(browser());
    const violations = await watchViolations(context, page);
    await visit(page, '/login', 'Sign In');
    // What an injected script would try: an inline script and an eval, both refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await page.addScriptTag({ content: 'window.__tagged = true' }).catch(() => undefined);
    await expect
      .poll(() => violations.filter((v) => v.source === 'event').length)
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    await context.close();
  });
});
