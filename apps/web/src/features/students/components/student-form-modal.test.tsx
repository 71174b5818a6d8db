import { apiRoutes, pathTo } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { StudentFormModal } from './student-form-modal';
import { buildStudent, classesRoute } from '@/test/fixtures';

let server: TestServer | undefined;
const asha = buildStudent({ email: 'asha@example.test' });

describe('student form', () => {
  it("names each missing field by its label, and clears only the edited field's message", async () => {
    server = await startFakeApi({
      ...classesRoute,
    });
    renderWithProviders(<StudentFormModal opened student={null} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Add student' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Add Student' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Class is required')).toBeInTheDocument();
    expect(within(form).getByText(/^Password must be at least 8 characters/)).toBeInTheDocument();
    expect(requestsTo(server, 'POST', apiRoutes.students.collection)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^First name/), 'A');
    expect(within(form).queryByText('First name is required')).toBeNull();
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();
  });

  it('shows a taken email beside the email field as well', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const path = pathTo(apiRoutes.students.item, { id: asha.id });
    server = await startFakeApi({
      ...classesRoute,
      [`PUT ${path}`]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'Email already exists', error: 'Conflict' },
      }),
    });
    renderWithProviders(<StudentFormModal opened student={asha} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit student' });
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Email already exists')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(server!, 'PUT', path)).toHaveLength(1));
    expect(requestsTo(server, 'PUT', path)[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.test',
      class: 'Grade 10A',
      rollNo: null,
      mobile: null,
    });
  });
});
