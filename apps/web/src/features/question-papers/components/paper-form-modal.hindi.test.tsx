import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
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

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const COURSE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

// Fills a whole paper form: tens of seconds when the suites share the CPU.
describe('the question paper form in Hindi', { timeout: 120_000 }, () => {
  it('creates a paper with every label, hint and message of the form in Hindi', async () => {
    await showLanguage('hi');
    const server = await startFakeApi({
      [`GET ${apiRoutes.courses.adminList}`]: () => ({
        status: 200,
        body: { data: [{ _id: COURSE_ID, title: 'Class 10 Science' }] },
      }),
      [`GET ${apiRoutes.subjects.collection}`]: () => ({ status: 200, body: { data: [] } }),
      [`POST ${apiRoutes.questionPapers.collection}`]: () => ({
        status: 201,
        body: { message: 'Question paper created successfully!', data: {} },
      }),
    });
    renderWithProviders(<PaperFormModal opened paper={null} onClose={() => {}} />);
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'नया प्रश्न पत्र' });
    expect(screen.getByRole('dialog', { name: 'नया प्रश्न पत्र' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^शीर्षक/)).toBeInTheDocument();
    expect(within(form).getByText('कौन देख सकता है')).toBeInTheDocument();
    // The paper's language is named in Hindi, and who sees a new paper is spelled out.
    expect(within(form).getByDisplayValue('अंग्रेज़ी')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('निजी: केवल इस संस्थान के शिक्षक')).toBeInTheDocument();
    expect(within(form).getByTestId('max-marks')).toHaveTextContent('अधिकतम अंक: 0');

    await fill(user, within(form).getByLabelText(/^शीर्षक/), 'प्रकाश संश्लेषण');
    await fill(user, within(form).getByLabelText(/^प्रश्न पत्र कोड/), 'BIO-1');
    await user.click(within(form).getByRole('combobox', { name: 'पाठ्यक्रम' }));
    await user.click(await screen.findByRole('option', { name: 'Class 10 Science' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'विषय' })).toHaveAttribute(
        'placeholder',
        'कोई विषय नहीं',
      ),
    );
    await fill(
      user,
      within(form).getByLabelText(/^प्रश्न 1 का पाठ \(मार्कडाउन\)/),
      'प्रकाश संश्लेषण समझाइए।',
    );
    await fill(user, within(form).getByLabelText(/^प्रश्न 1 के अंक/), '5');
    expect(within(form).getByTestId('max-marks')).toHaveTextContent('अधिकतम अंक: 5');

    await user.click(within(form).getByRole('button', { name: 'प्रश्न 1 में अंक योजना बिंदु जोड़ें' }));
    await fill(user, within(form).getByLabelText('प्रश्न 1 अंक योजना बिंदु 1'), 'इनपुट बताता है');
    await fill(user, within(form).getByLabelText('प्रश्न 1 अंक योजना बिंदु 1 के अंक'), '6');
    expect(
      within(form).getByText('अंक योजना बिंदुओं का योग 5 में से 6 अंक है; यह योग इससे अधिक नहीं हो सकता।'),
    ).toBeInTheDocument();

    // A validation message written by the form is in Hindi too.
    await user.click(within(form).getByRole('button', { name: 'प्रश्न पत्र बनाएँ' }));
    expect(
      await within(form).findByText('प्रश्न 1: अंक योजना के अंकों का योग 6 है, जबकि प्रश्न 5 अंक का है'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', apiRoutes.questionPapers.collection)).toHaveLength(0);

    // The student's view of it.
    await user.click(within(form).getByText('छात्र को जैसा दिखेगा, वैसा पूर्वावलोकन'));
    const preview = within(form).getByRole('region', { name: 'छात्र पूर्वावलोकन' });
    expect(within(preview).getByText('1 प्रश्न · 5 अंक · 60 मिनट')).toBeInTheDocument();
    expect(within(preview).getByLabelText('प्रश्न 1 का आपका उत्तर')).toBeDisabled();
    await user.click(within(form).getByText('संपादित करें'));

    const marks = within(form).getByLabelText('प्रश्न 1 अंक योजना बिंदु 1 के अंक');
    await user.clear(marks);
    await user.type(marks, '5');
    await user.click(within(form).getByRole('button', { name: 'प्रश्न पत्र बनाएँ' }));
    await waitFor(() =>
      expect(requestsTo(server, 'POST', apiRoutes.questionPapers.collection)).toHaveLength(1),
    );
    const [request] = requestsTo(server, 'POST', apiRoutes.questionPapers.collection);
    expect(request!.body).toMatchObject({
      title: 'प्रकाश संश्लेषण',
      qpCode: 'BIO-1',
      examId: COURSE_ID,
      language: 'en',
      visibility: 'private',
      maxMarks: 5,
      questions: [{ marks: 5, rubric: [{ point: 'इनपुट बताता है', marks: 5 }] }],
    });

    // None of the form's English is left.
    for (const english of [
      'New Question Paper',
      'Create Paper',
      'Add Question',
      'Add rubric point',
      'Who can see it',
      'Preview as a student sees it',
      'Time allowed (minutes)',
      'Pass percentage',
      'Questions',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(screen.queryByText(/Maximum marks/)).toBeNull();
    expect(screen.queryByText(/Question 1/)).toBeNull();
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
    expect(screen.queryByDisplayValue('English')).toBeNull();
  });
});
