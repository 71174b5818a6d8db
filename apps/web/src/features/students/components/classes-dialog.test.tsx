import { apiRoutes, pathTo, type ClassesResponse } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ClassesDialog } from './classes-dialog';

const classes: ClassesResponse = {
  data: [
    { id: 'c-1', name: 'Grade 10A', studentCount: 2 },
    { id: 'c-2', name: 'Grade 12B', studentCount: 0 },
  ],
};
const SLOW = { timeout: 5000 };

describe('classes dialog', () => {
  it('lists the classes, names a missing or taken name, and adds one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await startFakeApi({
      [`GET ${apiRoutes.classes.collection}`]: () => ({ status: 200, body: classes }),
      [`POST ${apiRoutes.classes.collection}`]: (request) =>
        (request.body as { name: string }).name === 'Grade 10A'
          ? {
              status: 409,
              body: {
                statusCode: 409,
                message: 'name is already used by another class',
                error: 'Conflict',
              },
            }
          : {
              status: 201,
              body: {
                message: 'Class created successfully!',
                data: { id: 'c-3', name: 'Year 7', studentCount: 0 },
              },
            },
    });
    renderWithProviders(<ClassesDialog opened onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Classes' }, SLOW);
    expect(within(list).getByText('Grade 10A')).toBeInTheDocument();
    expect(within(list).getByText('2 students')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add class' });

    await user.click(within(form).getByRole('button', { name: 'Add Class' }));
    expect(await within(form).findByText('Class name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/New class/), 'Grade 10A');
    await user.click(within(form).getByRole('button', { name: 'Add Class' }));
    expect(
      await within(form).findByText('Class name is already used by another class'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/New class/));
    await user.type(within(form).getByLabelText(/New class/), 'Year 7');
    await user.click(within(form).getByRole('button', { name: 'Add Class' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST', apiRoutes.classes.collection).at(-1)?.body).toEqual({
        name: 'Year 7',
      }),
    );
  });

  it('renames a class, and deletes one only after confirming', async () => {
    const server = await startFakeApi({
      [`GET ${apiRoutes.classes.collection}`]: () => ({ status: 200, body: classes }),
      [`PUT ${pathTo(apiRoutes.classes.item, { id: 'c-2' })}`]: () => ({
        status: 200,
        body: {
          message: 'Class renamed successfully!',
          data: { id: 'c-2', name: 'Grade 12C', studentCount: 0 },
        },
      }),
      [`DELETE ${pathTo(apiRoutes.classes.item, { id: 'c-2' })}`]: () => ({ status: 204 }),
    });
    renderWithProviders(<ClassesDialog opened onClose={() => {}} />);
    await screen.findByRole('list', { name: 'Classes' }, SLOW);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename Grade 12B' }));
    const rename = screen.getByRole('form', { name: 'Rename Grade 12B' });
    const input = within(rename).getByRole('textbox', { name: 'Class name' });
    await user.clear(input);
    await user.type(input, 'Grade 12C');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        requestsTo(server, 'PUT', pathTo(apiRoutes.classes.item, { id: 'c-2' }))[0]?.body,
      ).toEqual({ name: 'Grade 12C' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Grade 10A' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete class?' });
    expect(within(confirm).getByText(/has 2 students: move them/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Grade 12B' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete class?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(
        requestsTo(server, 'DELETE', pathTo(apiRoutes.classes.item, { id: 'c-2' })),
      ).toHaveLength(1),
    );
  });
});
