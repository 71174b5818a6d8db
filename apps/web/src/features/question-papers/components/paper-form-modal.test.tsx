import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { PaperFormModal } from './paper-form-modal';

// The form's autosizing text areas listen for web fonts loading, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

let server: TestServer | undefined;
async function openNewPaper() {
  server = await startFakeApi({
    [`GET ${apiRoutes.courses.adminList}`]: () => ({
      status: 200,
      body: { data: [] },
    }),
  });
  renderWithProviders(<PaperFormModal opened paper={null} onClose={() => {}} />);
  return screen.findByRole('form', { name: 'New question paper' });
}

describe('question paper form', () => {
  it('names the wrong fields by their labels and takes the user to the first', async () => {
    const form = await openNewPaper();
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Create Paper' }));
    expect(await within(form).findByText('Title must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('QP code must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('Question text must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('Marks must be a number')).toBeInTheDocument();
    // A wrong total follows from the question's marks: only those are named.
    expect(within(form).queryByText(/must equal the sum of the question marks/)).toBeNull();
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveFocus());
    expect(requestsTo(server!, 'POST', apiRoutes.questionPapers.collection)).toHaveLength(0);
  });

  it("clears an edited field's message, and every question's when the list changes", async () => {
    const form = await openNewPaper();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Create Paper' }));
    await within(form).findByText('Title must not be empty');

    await user.type(within(form).getByLabelText(/^QP code/), 'S');
    expect(within(form).queryByText('QP code must not be empty')).toBeNull();
    expect(within(form).getByText('Title must not be empty')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add Question' }));
    expect(within(form).queryByText('Question text must not be empty')).toBeNull();
    expect(within(form).queryByText('Marks must be a number')).toBeNull();
    expect(within(form).getByText('Title must not be empty')).toBeInTheDocument();
  });
});
