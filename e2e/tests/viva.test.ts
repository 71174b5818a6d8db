import { describe, expect, it } from 'vitest';
import { getWithToken, storedToken } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { DESKTOP, newPage, PHONE, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

type OfferedLevels = {
  data: { levels: { levelId: string; title: string; locked: boolean; vivaEnabled: boolean }[] };
};
type Viva = {
  data: {
    finished: boolean;
    turns: { kind: string; answer: string | null; score: number | null }[];
    summary: { score: number } | null;
  };
};
type LevelVivas = { data: { sessions: { id: string; student: { email: string } }[] } };

/** One thin answer (a follow-up comes), then fuller ones. */
const ANSWERS = [
  'It is about energy.',
  'Plants take in light and carbon dioxide and water, and make glucose and oxygen in the leaves.',
  'Light reflects at the same angle as it arrives, and both rays lie in one plane with the normal.',
  'The cell releases energy from food by respiration in the mitochondria.',
  'I would explain it step by step with an example from the lesson.',
  'That is all I know about it.',
];

describe('viva practice', () => {
  const browser = useBrowser();

  it('a student answers three questions by typing and reads the summary; the teacher sees the viva', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInHome(page, 'STUDENT');
    const token = await storedToken(page);
    const { data } = await getWithToken<OfferedLevels>(page.request, token, '/attempts/levels');
    const level = data.levels.find((candidate) => candidate.vivaEnabled && !candidate.locked);
    if (!level) throw new Error('the seed opens viva practice on no level the student can reach');

    await page.goto('/student-portal/exams');
    await page.getByRole('link', { name: `Viva practice on ${level.title}` }).click();
    await page.getByText('Your teachers can read', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: /^(Start|Resume) viva$/ }).click();
    await page.getByRole('textbox', { name: 'Your answer' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await captureBothModes(page, 'viva-question', 'desktop');
    await page.setViewportSize(PHONE);
    await captureBothModes(page, 'viva-question', 'phone');
    await page.setViewportSize(DESKTOP);

    // Answer whatever is asked until the summary: three questions, and any follow-up.
    const summary = page.getByRole('region', { name: 'Viva summary' });
    let sent = 0;
    while (!(await summary.isVisible())) {
      expect(sent, 'the viva ends within six answers').toBeLessThan(ANSWERS.length);
      const box = page.getByRole('textbox', { name: 'Your answer' });
      await box.waitFor();
      await box.fill(ANSWERS[sent]!);
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/answers') && r.request().method() === 'POST',
        ),
        page.getByRole('button', { name: 'Submit answer' }).click(),
      ]);
      expect(response.status()).toBe(200);
      sent += 1;
      // The next question (an empty box) or the summary.
      await page.waitForFunction(
        () =>
          document.querySelector('textarea')?.value === '' ||
          document.body.innerText.includes('does not change any exam mark'),
      );
    }
    expect(sent).toBeGreaterThanOrEqual(3);
    await summary.getByText('does not change any exam mark', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await captureBothModes(page, 'viva-summary', 'desktop');
    await page.setViewportSize(PHONE);
    await captureBothModes(page, 'viva-summary', 'phone');

    // What the server kept: every answer sent, marked, and the viva ended.
    const url = new URL(page.url());
    const vivas = await getWithToken<{ data: { sessions: { id: string }[] } }>(
      page.request,
      token,
      `/levels/${level.levelId}/viva`,
    );
    const vivaId = vivas.data.sessions[0]!.id;
    const viva = await getWithToken<Viva>(page.request, token, `/viva-sessions/${vivaId}`);
    expect(url.pathname).toBe(`/student-portal/exams/${level.levelId}/viva`);
    expect(viva.data.finished).toBe(true);
    expect(viva.data.turns.filter((turn) => turn.kind === 'question')).toHaveLength(3);
    expect(viva.data.turns.map((turn) => turn.answer)).toEqual(ANSWERS.slice(0, sent));
    expect(viva.data.turns.every((turn) => turn.score !== null)).toBe(true);
    await context.close();

    // The teacher opens the level's Viva practice tab and reads it.
    const teacher = await newPage(browser(), DESKTOP);
    await signInHome(teacher.page, 'ADMIN');
    const adminToken = await storedToken(teacher.page);
    const listed = await getWithToken<LevelVivas>(
      teacher.page.request,
      adminToken,
      `/levels/${level.levelId}/viva-sessions`,
    );
    expect(listed.data.sessions.map((session) => session.id)).toContain(vivaId);
    await teacher.page.goto(`/exams/journey/reports/${level.levelId}`);
    await teacher.page.getByRole('tab', { name: 'Viva practice' }).click();
    await teacher.page.getByRole('table', { name: 'Where students struggled' }).waitFor();
    await teacher.page
      .getByRole('button', { name: /^Read the viva of/ })
      .first()
      .click();
    const dialog = teacher.page.getByRole('dialog', { name: 'Viva practice session' });
    await dialog.getByText(ANSWERS[0]!, { exact: true }).waitFor();
    await captureBothModes(teacher.page, 'viva-teacher', 'desktop');
    await teacher.context.close();
  }, 180_000);
});
