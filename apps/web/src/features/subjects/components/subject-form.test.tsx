import { apiRoutes } from '@markwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { SubjectForm } from './subject-form';

const EXAM_ID = '0b6f3c1e-8d7a-4f7e-9a51-3f1c2d4e5a6b';

let server: TestServer | undefined;
describe('subject form', () => {
  it('names a missing title beside it and focuses it, sending nothing; editing clears it', async () => {
    server = await startFakeApi({});
    renderWithProviders(<SubjectForm examId={EXAM_ID} onDone={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add Subject' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(requestsTo(server, 'POST', apiRoutes.subjects.collection)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Title/), 'P');
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('sends the trimmed subject and is done', async () => {
    server = await startFakeApi({
      [`POST ${apiRoutes.subjects.collection}`]: () => ({ status: 201, body: { data: {} } }),
    });
    const onDone = vi.fn();
    renderWithProviders(<SubjectForm examId={EXAM_ID} onDone={onDone} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Title/), ' Physics ');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Add Subject' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requestsTo(server, 'POST', apiRoutes.subjects.collection)[0]?.body).toEqual({
      examId: EXAM_ID,
      title: 'Physics',
      is_active: false,
    });
  });
});
