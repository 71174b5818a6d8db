import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

/** Typing a long text key by key re-renders the whole paper form for each; pasting is one edit. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

let server: TestServer | undefined;
async function openNewPaper(onClose: () => void = () => {}) {
  server = await startFakeApi({
    [`GET ${apiRoutes.courses.adminList}`]: () => ({
      status: 200,
      body: { data: [] },
    }),
    [`POST ${apiRoutes.questionPapers.collection}`]: () => ({
      status: 201,
      body: { message: 'Question paper created successfully!', data: {} },
    }),
  });
  renderWithProviders(<PaperFormModal opened paper={null} onClose={onClose} />);
  return screen.findByRole('form', { name: 'New question paper' });
}

// Each test fills a whole paper form field by field: tens of seconds when CI's suites share the CPU.
describe('question paper form', { timeout: 90_000 }, () => {
  it('names the wrong fields by their labels and takes the user to the first', async () => {
    const form = await openNewPaper();
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Create Paper' }));
    expect(await within(form).findByText('Title must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('QP code must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('Question 1: text must not be empty')).toBeInTheDocument();
    expect(within(form).getByText('Question 1: marks must be a number')).toBeInTheDocument();
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
    expect(within(form).queryByText('Question 1: text must not be empty')).toBeNull();
    expect(within(form).queryByText('Question 1: marks must be a number')).toBeNull();
    expect(within(form).getByText('Title must not be empty')).toBeInTheDocument();
  });

  it(
    'writes a rubric and accepted answers from the keyboard, and names a rubric worth too much',
    { timeout: 90_000 },
    async () => {
      const form = await openNewPaper();
      const user = userEvent.setup();
      await fill(user, within(form).getByLabelText(/^Title/), 'Plants');
      await fill(user, within(form).getByLabelText(/^QP code/), 'BIO-1');
      await fill(user, within(form).getByLabelText(/^Question 1 text/), 'Explain photosynthesis.');
      await fill(user, within(form).getByLabelText(/^Question 1 marks/), '5');

      // The add button, then Enter in a point: each new point takes the focus.
      await user.click(
        within(form).getByRole('button', { name: 'Add rubric point to question 1' }),
      );
      await waitFor(() =>
        expect(within(form).getByLabelText('Question 1 rubric point 1')).toHaveFocus(),
      );
      await user.paste('Names the inputs');
      await user.keyboard('{Tab}4');
      await user.click(within(form).getByLabelText('Question 1 rubric point 1'));
      await user.keyboard('{End}{Enter}');
      await waitFor(() =>
        expect(within(form).getByLabelText('Question 1 rubric point 2')).toHaveFocus(),
      );
      await user.paste('Names the outputs');
      await user.keyboard('{Tab}2');
      expect(
        within(form).getByText(
          'Rubric points add up to 6 of 5 marks; they may not add up to more.',
        ),
      ).toBeInTheDocument();
      await fill(
        user,
        within(within(form).getByRole('region', { name: 'Question 1' })).getByPlaceholderText(
          'Type an answer, then press Enter',
        ),
        'CO2 + H2O',
      );
      await user.keyboard('{Enter}');

      await user.click(within(form).getByRole('button', { name: 'Create Paper' }));
      expect(
        await within(form).findByText(
          'Question 1: rubric marks add up to 6, the question is worth 5',
        ),
      ).toBeInTheDocument();
      expect(requestsTo(server!, 'POST', apiRoutes.questionPapers.collection)).toHaveLength(0);

      const firstMarks = within(form).getByLabelText('Question 1 rubric point 1 marks');
      await user.clear(firstMarks);
      await user.type(firstMarks, '3');
      await user.click(within(form).getByRole('button', { name: 'Create Paper' }));
      await waitFor(() =>
        expect(requestsTo(server!, 'POST', apiRoutes.questionPapers.collection)).toHaveLength(1),
      );
      const [request] = requestsTo(server!, 'POST', apiRoutes.questionPapers.collection);
      expect(request!.body).toMatchObject({
        maxMarks: 5,
        passPercentage: null,
        questions: [
          {
            text: 'Explain photosynthesis.',
            marks: 5,
            rubric: [
              { point: 'Names the inputs', marks: 3 },
              { point: 'Names the outputs', marks: 2 },
            ],
            acceptedAnswers: ['CO2 + H2O'],
          },
        ],
      });
    },
  );

  it(
    'previews the paper as a student sees it: no model answer or rubric',
    { timeout: 90_000 },
    async () => {
      const form = await openNewPaper();
      const user = userEvent.setup();
      await fill(user, within(form).getByLabelText(/^Question 1 text/), 'Explain photosynthesis.');
      await fill(user, within(form).getByLabelText(/^Question 1 marks/), '5');
      await fill(user, within(form).getByLabelText(/^Question 1 model answer/), 'Light to sugar.');
      await user.click(
        within(form).getByRole('button', { name: 'Add rubric point to question 1' }),
      );
      await fill(user, within(form).getByLabelText('Question 1 rubric point 1'), 'Names light');

      await user.click(within(form).getByText('Preview as a student sees it'));
      const preview = within(form).getByRole('region', { name: 'Student preview' });
      expect(within(preview).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
      expect(within(preview).getByText('Explain photosynthesis.')).toBeInTheDocument();
      expect(within(preview).getByText('5 marks')).toBeInTheDocument();
      expect(within(form).queryByText('Light to sugar.')).toBeNull();
      expect(within(form).queryByDisplayValue('Names light')).toBeNull();

      // Back to editing: nothing was lost.
      await user.click(within(form).getByText('Edit'));
      expect(within(form).getByLabelText(/^Question 1 model answer/)).toHaveValue(
        'Light to sugar.',
      );
    },
  );

  it('asks before closing with unsaved changes', async () => {
    let closed = 0;
    const form = await openNewPaper(() => (closed += 1));
    const user = userEvent.setup();
    await fill(user, within(form).getByLabelText(/^Title/), 'Plants');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(closed).toBe(0);
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Plants');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole(
        'button',
        { name: 'Discard changes' },
      ),
    );
    expect(closed).toBe(1);
  });

  it('closes at once when nothing was changed', async () => {
    let closed = 0;
    const form = await openNewPaper(() => (closed += 1));
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });
});
