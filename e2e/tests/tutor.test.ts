import { describe, expect, it } from 'vitest';
import { examLevels, getWithToken, loginToken, storedToken } from '../support/api.js';
import { DESKTOP, newPage, signInHome, useBrowser } from '../support/browser.js';
import { captureBothModes } from '../support/screens.js';

type Sessions = { data: { sessions: { _id: string; status: string }[] } };
type Report = {
  data: {
    metadata: { paperCode: string };
    questions: {
      questionId: string;
      released: boolean;
      answer: string | null;
      question: string;
      marks: { awarded: number | null; allocated: number };
    }[];
  };
};
type Papers = { data: { _id: string; qpCode: string }[] };
type Paper = {
  data: {
    questions: { _id: string; modelAnswer: string | null; rubric: { point: string }[] | null }[];
  };
};
type Conversations = { data: { id: string; student: { email: string } }[] };

/** Words of five letters or more: what would give a point of the marking guide away. */
const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []);

describe('the Socratic tutor', () => {
  const browser = useBrowser();

  it('walks a student through a lost question without the unreleased answer, and the teacher reads it', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signInHome(page, 'STUDENT');
    const token = await storedToken(page);
    const studentGet = <T>(path: string) => getWithToken<T>(page.request, token, path);

    // A released question of the student's that lost marks, and its marking guide (as the admin).
    const lookup = await page.request.post('/api/practice-sessions/find-user-with-sessions', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: 'student@greenfield.demo' },
    });
    const { data } = (await lookup.json()) as Sessions;
    let found: { sessionId: string; report: Report['data']; index: number } | undefined;
    for (const session of data.sessions.filter((s) => s.status === 'evaluated')) {
      const { data: report } = await studentGet<Report>(
        `/practice-sessions/session/${session._id}/detailed-report`,
      );
      const index = report.questions.findIndex(
        (q) => q.released && q.marks.awarded !== null && q.marks.awarded < q.marks.allocated,
      );
      if (index >= 0) {
        found = { sessionId: session._id, report, index };
        break;
      }
    }
    if (!found) throw new Error('the seed has no released question that lost marks');
    const lost = found.report.questions[found.index]!;
    const adminToken = await loginToken(page.request, 'ADMIN');
    const adminGet = <T>(path: string) => getWithToken<T>(page.request, adminToken, path);
    const code = found.report.metadata.paperCode;
    const papers = await adminGet<Papers>(`/question-papers?search=${encodeURIComponent(code)}`);
    const paperId = papers.data.find((paper) => paper.qpCode === code)!._id;
    const { data: paper } = await adminGet<Paper>(`/question-papers/${paperId}`);
    const guideOf = paper.questions.find((q) => q._id === lost.questionId)!;
    const guide = [guideOf.modelAnswer ?? '', ...(guideOf.rubric ?? []).map((p) => p.point)];

    // The student asks the tutor and answers its questions.
    await page.goto(`/reports/${found.sessionId}`);
    await page
      .getByRole('button', { name: /^Ask the tutor/ })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: 'Tutor' });
    await panel.getByText('I am the offline tutor').waitFor();
    await panel.getByText('Your teachers can read this conversation.').waitFor();
    const replies = ['I am not sure.', 'Is it about the first part of the question?'];
    for (const reply of replies) {
      const box = panel.getByLabel('Your reply');
      await box.fill(reply);
      await box.press('Enter');
      await panel.getByText(reply, { exact: true }).waitFor();
    }
    await captureBothModes(page, 'tutor-student', 'desktop');

    // No tutor message carries a word of the guide the student had not read or written.
    const known = words([lost.question, lost.answer ?? '', ...replies].join(' '));
    const secret = [...words(guide.join(' '))].filter((word) => !known.has(word));
    expect(secret.length).toBeGreaterThan(0);
    const conversation = await page.request.post(
      `/api/attempts/${found.sessionId}/answers/${lost.questionId}/tutor`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const talk = (await conversation.json()) as {
      data: { messages: { from: string; text: string }[] };
    };
    const tutorSaid = talk.data.messages
      .filter((message) => message.from === 'tutor')
      .map((message) => message.text.toLowerCase())
      .join('\n');
    expect(talk.data.messages.length).toBeGreaterThanOrEqual(5);
    for (const word of secret) expect(tutorSaid, `gives away "${word}"`).not.toMatch(word);
    await context.close();

    // The teacher finds it on the level's reports and reads it.
    const teacher = await newPage(browser(), DESKTOP);
    await signInHome(teacher.page, 'ADMIN');
    const teacherGet = <T>(path: string) => getWithToken<T>(teacher.page.request, adminToken, path);
    let levelId: string | undefined;
    for await (const level of examLevels(teacherGet)) {
      const listed = await teacherGet<Conversations>(
        `/levels/${level.levelId}/tutor-conversations`,
      );
      if (listed.data.some((row) => row.student.email === 'student@greenfield.demo')) {
        levelId = level.levelId;
        break;
      }
    }
    if (!levelId) throw new Error("the student's conversation is on no level");
    await teacher.page.goto(`/exams/journey/reports/${levelId}`);
    await teacher.page.getByRole('tab', { name: 'Tutor conversations' }).click();
    await teacher.page.getByRole('button', { name: /^Read/ }).first().click();
    const dialog = teacher.page.getByRole('dialog');
    await dialog.getByText(replies[1]!, { exact: true }).waitFor();
    await captureBothModes(teacher.page, 'tutor-teacher', 'desktop');
    await teacher.context.close();
  }, 180_000);
});
