import { apiRoutes, pathTo, type StudentDetailResponse } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildStudent } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { StudentPageRoute } from './student-page';

const SLOW = { timeout: 5000 };
const student = buildStudent({ firstName: 'Asha', lastName: 'Verma', class: 'Grade 10B' });
const detail: StudentDetailResponse = {
  data: {
    ...student,
    attempts: [
      {
        sessionId: 's-1',
        paperTitle: 'Light: Reflection',
        paperCode: 'SCI-10-L',
        subject: 'Physics',
        status: 'evaluated',
        startTime: '2025-03-14T09:30:00.000Z',
        endTime: '2025-03-14T10:10:00.000Z',
        marksAwarded: 7,
        marksAllocated: 10,
        isPass: true,
      },
      {
        sessionId: 's-2',
        paperTitle: 'Electricity',
        paperCode: 'SCI-10-E',
        subject: 'Physics',
        status: 'in_progress',
        startTime: '2025-03-15T09:30:00.000Z',
        endTime: null,
        marksAwarded: null,
        marksAllocated: null,
        isPass: null,
      },
    ],
  },
};
const path = `/students/${student.id}`;
const renderPage = () =>
  renderRoutes([{ path: '/students/:studentId', Component: StudentPageRoute }], path);

describe("a student's page", () => {
  it('shows the profile and every attempt with its status and marks', async () => {
    await startFakeApi({
      [`GET ${pathTo(apiRoutes.students.item, { id: student.id })}`]: () => ({
        status: 200,
        body: detail,
      }),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Asha Verma', level: 1 }, SLOW),
    ).toBeVisible();
    expect(screen.getByText('Grade 10B')).toBeInTheDocument();
    // No photo: the avatar shows the initials.
    expect(screen.getByText('AV')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Attempts of Asha Verma' });
    expect(within(table).getByText('Evaluated')).toBeInTheDocument();
    expect(within(table).getByText('7/10')).toBeInTheDocument();
    expect(within(table).getByText('In Progress')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^View report/ })).toHaveLength(2);
  });

  it("shows the student's photo beside the heading", async () => {
    const photoUrl = '/api/uploads/avatars/asha.png';
    await startFakeApi({
      [`GET ${pathTo(apiRoutes.students.item, { id: student.id })}`]: () => ({
        status: 200,
        body: { data: { ...detail.data, photoUrl } },
      }),
    });
    renderPage();
    // The avatar stands outside the heading: its name stays the student's.
    await screen.findByRole('heading', { name: 'Asha Verma', level: 1 }, SLOW);
    expect(document.querySelector('img')).toHaveAttribute('src', photoUrl);
  });

  it('says so when the student is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await startFakeApi({});
    renderPage();
    expect(await screen.findByText('Student not found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Students' })).toBeInTheDocument();
  });

  it('resets the password after confirming and shows the temporary one once', async () => {
    const resetPath = pathTo(apiRoutes.students.passwordReset, { id: student.id });
    const server = await startFakeApi({
      [`GET ${pathTo(apiRoutes.students.item, { id: student.id })}`]: () => ({
        status: 200,
        body: detail,
      }),
      [`POST ${resetPath}`]: () => ({
        status: 200,
        body: { message: 'Password reset successfully!', temporaryPassword: 'abcd-EFGH-2345-jkmn' },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password?' });
    expect(requestsTo(server, 'POST', resetPath)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Reset Password' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByText('abcd-EFGH-2345-jkmn')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('abcd-EFGH-2345-jkmn')).toBeNull());
    expect(requestsTo(server, 'POST', resetPath)).toHaveLength(1);
  });
});
