import { describe, expect, it } from 'vitest';
import { apiGet, examLevels } from '../support/api.js';
import { newPage, signInHome, SIZES, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

/** Only the fields these tests read from the API's answers. */
type Group = { answers: { sessionId: string }[] };
type Groups = { data: Group[] };

type Reviews = {
  data: {
    sessionId: string;
    student: { name: string };
    suggestedMarks: number | null;
    question: { id: string; marks: number; rubric: { id: string; point: string; marks: number }[] };
  }[];
  questions: { questionId: string; waiting: number }[];
};

type Report = {
  data: { questions: { questionId: string; marks: { awarded: number | null } }[] };
};

describe('the marking desk', () => {
  const browser = useBrowser();

  for (const { name, size } of SIZES) {
    it(`walks the answers waiting for review with the keyboard and keeps a suggestion (${name})`, async () => {
      const { context, page } = await newPage(browser(), size);
      await signInHome(page, 'ADMIN');
      const get = <T>(path: string) => apiGet<T>(page, path);
      let found: { levelId: string; reviews: Reviews } | undefined;
      for await (const { levelId } of examLevels(get)) {
        const reviews = await get<Reviews>(`/levels/${levelId}/reviews?page=1&limit=100`);
        if (reviews.data.filter((item) => item.suggestedMarks !== null).length >= 2) {
          found = { levelId, reviews };
          break;
        }
      }
      if (!found) throw new Error('the seed has no level with two answers waiting for review');
      const { levelId, reviews } = found;
      const total = reviews.data.length;

      // From the level's reports to its desk.
      await page.goto(`/exams/journey/reports/${levelId}`);
      await page.getByRole('link', { name: 'Marking Desk' }).click();
      await page.getByText(`Answer 1 of ${total}`).waitFor();
      // Nothing wider than the screen (a long paper's question picker scrolls on its own).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
      // Anonymous: the first student's name is not on the screen until N.
      const first = reviews.data[0]!.student.name;
      expect(await page.getByText(first, { exact: false }).count()).toBe(0);
      await captureBothModes(page, 'marking-desk', name);

      // J moves on, K comes back, N shows the name.
      await page.keyboard.press('j');
      await page.getByText(`Answer 2 of ${total}`).waitFor();
      await page.keyboard.press('k');
      await page.getByText(`Answer 1 of ${total}`).waitFor();
      await page.keyboard.press('n');
      await page.getByText(first, { exact: false }).first().waitFor();

      // A typed mark asks for its reason; Escape takes it back; Enter keeps the suggestion.
      await page.keyboard.press(reviews.data[0]!.suggestedMarks === 0 ? '1' : '0');
      await page.getByRole('textbox', { name: 'Why this mark?' }).waitFor();
      await captureBothModes(page, 'marking-desk-change', name);
      await page.keyboard.press('Escape');
      await page.getByRole('textbox', { name: 'Why this mark?' }).waitFor({ state: 'detached' });
      await page.keyboard.press('Enter');
      await page.getByText(/^Saved \d+(\.\d+)?\/\d+\.$/).waitFor();
      await page.getByText(`Answer 1 of ${total - 1}`).waitFor();
      const after = await get<Reviews>(`/levels/${levelId}/reviews?page=1&limit=100`);
      expect(after.data).toHaveLength(total - 1);
      await context.close();
    });
  }

  it('marks a group of alike answers at once, with one answer moved out of it (desktop)', async () => {
    const { context, page } = await newPage(browser(), SIZES[0]!.size);
    await signInHome(page, 'ADMIN');
    const get = <T>(path: string) => apiGet<T>(page, path);
    let found: { levelId: string; questionId: string; group: Group } | undefined;
    search: for await (const { levelId } of examLevels(get)) {
      const reviews = await get<Reviews & { questions: { questionId: string; waiting: number }[] }>(
        `/levels/${levelId}/reviews?page=1&limit=1`,
      );
      for (const question of reviews.questions.filter((each) => each.waiting >= 2)) {
        const groups = await get<Groups>(
          `/levels/${levelId}/reviews/groups?questionId=${question.questionId}`,
        );
        const group = groups.data.find((each) => each.answers.length >= 2);
        if (group) {
          found = { levelId, questionId: question.questionId, group };
          break search;
        }
      }
    }
    if (!found) throw new Error('the seed has no question with two alike answers waiting');
    const { levelId, questionId, group } = found;
    const size = group.answers.length;

    await page.goto(`/exams/journey/reports/${levelId}/desk?view=groups&question=${questionId}`);
    const card = page.getByRole('region', { name: `Group of ${size} answers` }).first();
    await card.waitFor();
    await captureBothModes(page, 'marking-desk-groups', 'desktop');
    // In a group of three or more the last answer is moved out; the rest get one mark.
    const moved = size >= 3 ? group.answers.slice(-1) : [];
    const marked = group.answers.slice(0, size - moved.length);
    if (moved.length > 0) await card.getByRole('checkbox').last().uncheck();
    // The mark is typed: the card starts from the group's median suggestion, which may be none.
    await card.getByRole('textbox', { name: /^Mark \(of/ }).fill('0');
    await card.getByRole('textbox', { name: 'Why this mark?' }).fill('Marked as a group.');
    await card.getByRole('button', { name: `Mark ${marked.length} answers` }).click();
    // Saved, or refused with the reason on the card (which the failure then names).
    const saved = page.getByText(new RegExp(`^Marked ${marked.length} answers`));
    await saved.or(card.getByRole('alert')).first().waitFor();
    if (!(await saved.isVisible())) throw new Error(await card.getByRole('alert').innerText());

    const after = await get<Groups>(`/levels/${levelId}/reviews/groups?questionId=${questionId}`);
    const still = after.data.flatMap((each) => each.answers.map((answer) => answer.sessionId));
    for (const answer of moved) expect(still).toContain(answer.sessionId);
    for (const answer of marked) expect(still).not.toContain(answer.sessionId);
    await context.close();
  });

  it('marks an answer by its rubric, then edits the rubric: the count shows and the mark follows (desktop)', async () => {
    const { context, page } = await newPage(browser(), SIZES[0]!.size);
    await signInHome(page, 'ADMIN');
    const get = <T>(path: string) => apiGet<T>(page, path);
    let found: { levelId: string; item: Reviews['data'][number] } | undefined;
    search: for await (const { levelId } of examLevels(get)) {
      const reviews = await get<Reviews>(`/levels/${levelId}/reviews?page=1&limit=1`);
      for (const question of reviews.questions.filter((each) => each.waiting >= 1)) {
        const waiting = await get<Reviews>(
          `/levels/${levelId}/reviews?page=1&limit=1&questionId=${question.questionId}`,
        );
        const item = waiting.data[0];
        if (item && item.question.rubric.length >= 2) {
          found = { levelId, item };
          break search;
        }
      }
    }
    if (!found) throw new Error('the seed has no rubric question with an answer waiting');
    const { levelId, item } = found;
    const { rubric, marks: allocated } = item.question;
    const first = rubric[0]!;

    // R, then Space: the first point's marks become the mark; it is saved with the point.
    await page.goto(`/exams/journey/reports/${levelId}/desk?question=${item.question.id}`);
    await page.getByText(/^Answer 1 of \d+$/).waitFor();
    await page.keyboard.press('r');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: `Save ${first.marks}/${allocated}` }).click();
    await page.getByText(`Saved ${first.marks}/${allocated}.`).waitFor();

    // The point is worth a mark more (or less); the desk counts the answers it moves first.
    const worth = first.marks > 1 ? first.marks - 1 : first.marks + 1;
    const now = Math.min(worth, allocated);
    // From the question's progress: the answer marked may have been its last one waiting.
    await page.getByRole('button', { name: /^Edit Q\d+ rubric$/ }).click();
    const dialog = page.getByRole('dialog', { name: /rubric$/ });
    await dialog.getByRole('textbox', { name: 'Point 1 marks' }).fill(String(worth));
    await dialog.getByRole('button', { name: 'Review change' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Saving re-marks \d+ answers? marked/)
      .waitFor();
    await captureBothModes(page, 'marking-desk-rubric-change', 'desktop');
    await dialog.getByRole('button', { name: 'Save rubric' }).click();
    await page.getByText(/^Rubric saved: \d+ answers? re-marked\.$/).waitFor();

    const report = await get<Report>(
      `/practice-sessions/session/${item.sessionId}/detailed-report`,
    );
    const answer = report.data.questions.find((each) => each.questionId === item.question.id);
    expect(answer?.marks.awarded).toBe(now);
    await context.close();
  });
});
