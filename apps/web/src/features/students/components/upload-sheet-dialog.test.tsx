import {
  apiRoutes,
  pathTo,
  type OnBehalfLevelsResponse,
  type QuestionPaperResponse,
  type StudentDetailResponse,
} from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildStudent } from '@/test/fixtures';
import { nodeFile, useNodeMultipart } from '@/test/multipart';
import { renderRoutes } from '@/test/render';
import type { TestReply } from '@/test/test-server';
import { StudentPageRoute } from '../routes/student-page';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 8000 };
const student = buildStudent({ firstName: 'Asha', lastName: 'Verma' });
const detail: StudentDetailResponse = { data: { ...student, attempts: [] } };
const levels: OnBehalfLevelsResponse = {
  data: [
    {
      levelId: 'level-1',
      title: 'Unit test: Light',
      course: 'CBSE Class 10',
      subject: 'Science',
      paper: { id: 'paper-1', title: 'Light', qpCode: 'SCI-10-L' },
    },
  ],
};
const question = (number: number, marks: number) => ({
  _id: `q-${number}`,
  number,
  text: `Question ${number}`,
  marks,
  modelAnswer: null,
  rubric: null,
  acceptedAnswers: [],
  language: 'en',
});
const paper = {
  data: { questions: [question(1, 3), question(2, 1)] },
} as unknown as QuestionPaperResponse;
const page = (name: string) =>
  nodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, 'image/png');

/** The student's page with its fake API, `upload` answering the sheet's POST; the dialog opened. */
async function openUpload(upload: () => TestReply) {
  const server = await startFakeApi({
    [`GET ${pathTo(apiRoutes.students.item, { id: student.id })}`]: () => ({
      status: 200,
      body: detail,
    }),
    [`GET ${apiRoutes.attempts.onBehalfLevels}`]: () => ({ status: 200, body: levels }),
    [`GET ${pathTo(apiRoutes.questionPapers.item, { id: 'paper-1' })}`]: () => ({
      status: 200,
      body: paper,
    }),
    [`POST ${apiRoutes.attempts.onBehalf}`]: upload,
  });
  renderRoutes(
    [{ path: '/students/:studentId', Component: StudentPageRoute }],
    `/students/${student.id}`,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Upload Answer Sheet' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Answer Sheet' });
  return { server, user, dialog };
}

describe("uploading a student's answer sheet", () => {
  useNodeMultipart();

  it('maps each page to a question, page n to question n by default, and uploads them in order', async () => {
    const { server, user, dialog } = await openUpload(() => ({
      status: 201,
      body: { data: {} },
    }));

    // Nothing is sent without a level and pages.
    await user.click(within(dialog).getByRole('button', { name: 'Upload and Mark' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the exam level');

    await user.click(within(dialog).getByRole('combobox', { name: 'Exam level' }));
    await user.click(
      await screen.findByRole('option', {
        name: 'CBSE Class 10 › Science › Unit test: Light (SCI-10-L)',
      }),
    );
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
      page('p1.png'),
      page('p2.png'),
      page('p3.png'),
    ]);
    const third = await within(dialog).findByRole('combobox', {
      name: 'Question answered on page 3 (p3.png)',
    });
    expect(
      within(dialog).getByRole('combobox', { name: 'Question answered on page 2 (p2.png)' }),
    ).toHaveValue('q-2');
    // More pages than questions: the last question takes the rest until changed.
    expect(third).toHaveValue('q-2');
    expect(within(third).getByRole('option', { name: 'Question 2 (1 mark)' })).toBeInTheDocument();
    await user.selectOptions(third, 'q-1');

    await user.click(within(dialog).getByRole('button', { name: 'Upload and Mark' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST', apiRoutes.attempts.onBehalf)).toHaveLength(1),
    );
    const [upload] = requestsTo(server, 'POST', apiRoutes.attempts.onBehalf);
    const body = String(upload!.body);
    expect(body).toContain(student.id);
    expect(body).toContain('level-1');
    expect(body).toContain(JSON.stringify(['q-1', 'q-2', 'q-1']));
    expect(body.match(/filename="p\d\.png"/g)).toEqual([
      'filename="p1.png"',
      'filename="p2.png"',
      'filename="p3.png"',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload Answer Sheet' })).toBeNull(),
    );
  });

  it("shows the API's refusal in the dialog and keeps the pages", async () => {
    const { user, dialog } = await openUpload(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'images: p1.png is not a picture' },
    }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam level' }));
    await user.click(await screen.findByRole('option', { name: /Unit test: Light/ }));
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
      page('p1.png'),
    ]);
    await within(dialog).findByRole('combobox', { name: /page 1/ });
    await user.click(within(dialog).getByRole('button', { name: 'Upload and Mark' }));
    expect(await within(dialog).findByText('images: p1.png is not a picture')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Preview of p1.png' })).toBeInTheDocument();
  });
});
