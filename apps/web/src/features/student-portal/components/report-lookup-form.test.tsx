import { apiRoutes, type UserProfile } from '@markwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi, serverError } from '@/test/fake-api';
import { buildProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestReply, TestServer } from '@/test/test-server';
import { evaluatedSession, lookupResponse } from '../lib/test-sessions';
import { StudentReportsRoute } from '../routes/student-reports';
import { ReportLookupForm } from './report-lookup-form';

let server: TestServer | undefined;
const SLOW = { timeout: 5000 };

const LOOKUP = apiRoutes.practiceSessions.findUserWithSessions;

async function openForm(reply: (student: UserProfile) => TestReply = () => ({ status: 500 })) {
  const student = buildProfile({ role: 'STUDENT', email: 'asha@school.edu' });
  userStore.setUser(student);
  server = await startFakeApi({ [`POST ${LOOKUP}`]: () => reply(student) });
  const view = renderRoutes(
    [
      { path: '/student-portal/exams', Component: ReportLookupForm },
      { path: '/student-portal/reports', Component: StudentReportsRoute },
    ],
    '/student-portal/exams',
  );
  const submit = await screen.findByRole('button', { name: 'Access My Reports' }, SLOW);
  return {
    ...view,
    student,
    submit,
    user: userEvent.setup(),
    phone: screen.getByRole('textbox', { name: 'Phone Number' }),
    email: screen.getByRole('textbox', { name: 'Email Address' }),
  };
}

describe('Access Your Reports form', () => {
  it('keeps Access My Reports disabled until a valid phone or email is given', async () => {
    const { user, submit, phone, email } = await openForm();
    expect(submit).toBeDisabled();

    await user.type(phone, '98765 4321');
    expect(submit).toBeDisabled();
    await user.type(phone, '0');
    expect(submit).toBeEnabled();

    await user.clear(phone);
    await user.type(email, 'asha@school');
    expect(submit).toBeDisabled();
    await user.type(email, '.edu');
    expect(submit).toBeEnabled();

    // Both given: both must be valid.
    await user.type(phone, '123');
    expect(submit).toBeDisabled();
  });

  it("shows each message when a field is left, and clears a field's messages when it is edited", async () => {
    const { user, phone, email } = await openForm();

    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(phone).toBeInvalid();
    await user.type(phone, '6');
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    expect(phone).not.toBeInvalid();

    await user.clear(phone);
    await user.type(email, 'not an email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, 'x');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    // Both left blank: the pair's message; typing in either field clears it.
    await user.clear(email);
    await user.click(phone);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide either phone or email',
    );
    await user.type(phone, '9');
    expect(screen.queryByText('Please provide either phone or email')).not.toBeInTheDocument();
  });

  it('sends the trimmed values, toasts success and opens the reports without asking again', async () => {
    const { user, submit, email, router } = await openForm((student) => ({
      status: 200,
      body: lookupResponse(student, [evaluatedSession(3, 4, true)]),
    }));
    await user.type(email, '   asha@school.edu  ');
    await user.click(submit);

    expect(await screen.findByText('User information found successfully', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-portal/reports'));
    expect(
      await screen.findByRole('heading', { name: 'Your Exam Reports' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText('75/100', {}, SLOW)).toBeInTheDocument();
    // The lookup's answer is the reports page's data: one request in all.
    expect(requestsTo(server!, 'POST', LOOKUP).map((request) => request.body)).toEqual([
      { email: 'asha@school.edu', mobile: '' },
    ]);
  });

  it("toasts 'Error' with the server's message when nobody is found, and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, submit, phone, router } = await openForm(() => ({
      status: 404,
      body: { statusCode: 404, message: 'Failed to find user information', error: 'Not Found' },
    }));
    await user.type(phone, ' +91 98765 43210 ');
    await user.click(submit);

    expect(await screen.findByText('Failed to find user information', {}, SLOW)).toBeVisible();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student-portal/exams');
    expect(requestsTo(server!, 'POST', LOOKUP).map((request) => request.body)).toEqual([
      { email: '', mobile: '+91 98765 43210' },
    ]);
  });

  it("falls back to 'Failed to find user information' when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, submit, email } = await openForm(() => serverError('Internal server error'));
    await user.type(email, 'asha@school.edu');
    await user.click(submit);
    expect(await screen.findByText('Failed to find user information', {}, SLOW)).toBeVisible();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});
