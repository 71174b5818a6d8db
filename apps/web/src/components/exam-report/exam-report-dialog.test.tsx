import type { DetailedReport } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { ExamReportDialog } from './exam-report-dialog';
import { buildDetailedReport, buildQuestion } from './test-report';

type ReportState = { isLoading: boolean; isError: boolean; report: DetailedReport | undefined };

const loaded = (report: DetailedReport): ReportState => ({
  isLoading: false,
  isError: false,
  report,
});

/** Opens the dialog with what its parent gives it; the parent owns opening and closing. */
function Harness({ state }: { state: ReportState }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ExamReportDialog opened={opened} onClose={() => setOpened(false)} {...state} />
    </>
  );
}

async function openWith(state: ReportState) {
  const view = renderWithProviders(<Harness state={state} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { ...view, user, dialog: await screen.findByRole('dialog') };
}

describe('Detailed Exam Report dialog', () => {
  it('shows the loading subtitle and panel while the report loads', async () => {
    const { dialog } = await openWith({ isLoading: true, isError: false, report: undefined });
    expect(within(dialog).getByText('Detailed Exam Report')).toBeInTheDocument();
    // The subtitle and the body's spinner text.
    expect(within(dialog).getAllByText('Loading report data...')).toHaveLength(2);
    expect(within(dialog).queryByRole('heading', { name: 'Exam Information' })).toBeNull();
  });

  it('shows the paper as the subtitle, and the four cards', async () => {
    const { dialog } = await openWith(loaded(buildDetailedReport()));
    expect(
      await within(dialog).findByText('Light: Reflection and Refraction (SCI-10-LRR)'),
    ).toBeInTheDocument();
    for (const card of [
      'Exam Information',
      'Score Summary',
      'Overall Feedback',
      'Questions And Answers',
    ]) {
      expect(within(dialog).getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Asha Verma')).toBeInTheDocument();
    // en-US short month, day, year, hour and minute, in the viewer's time zone.
    const start = formatDateTime('2025-03-14T09:30:00.000Z');
    expect(start).toMatch(/^Mar 1[45], 2025, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(within(dialog).getByText(start)).toBeInTheDocument();
    expect(within(dialog).getByText('42 min 30 sec')).toBeInTheDocument();
    expect(within(dialog).getByText('Evaluated')).toBeInTheDocument();
    expect(within(dialog).getByText('5/6')).toBeInTheDocument();
    expect(within(dialog).getByText('(83.3%)')).toBeInTheDocument();
    // The overall report is markdown, its heading placed under the card's.
    expect(
      within(dialog).getByRole('heading', { name: 'Overall result', level: 4 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('good').tagName).toBe('STRONG');
  });

  it('numbers questions from one and marks full and partial marks', async () => {
    const { dialog } = await openWith(loaded(buildDetailedReport()));
    const first = await within(dialog).findByRole('article', { name: 'Question 1' });
    const second = within(dialog).getByRole('article', { name: 'Question 2' });

    const partial = within(first).getByText('3/4 Marks').closest('[data-marks]');
    expect(partial).toHaveAttribute('data-marks', 'partial');
    const full = within(second).getByText('2/2 Marks').closest('[data-marks]');
    expect(full).toHaveAttribute('data-marks', 'full');

    for (const label of ['Question', 'Your Answer:', 'Feedback:', 'Submitted:']) {
      expect(within(first).getByText(label)).toBeInTheDocument();
    }
    expect(within(first).getByText('laws of reflection').tagName).toBe('STRONG');
  });

  it("shows an attempt in review: no total, and 'Being checked by your teacher' for a question not released", async () => {
    const report = buildDetailedReport({
      metadata: { ...buildDetailedReport().metadata, status: 'in_review' },
      overallScore: { awarded: null, allocated: 6, percentage: null, isPass: null },
      overallReport: { overall_report: '' },
      questions: [
        buildQuestion(),
        buildQuestion({
          number: 1,
          question: 'Define refraction.',
          answer: 'I like pizza and cricket',
          feedback: null,
          marks: { awarded: null, allocated: 2 },
          evaluator: null,
          evaluatorMarks: null,
          released: false,
          reviewNotice: 'Being checked by your teacher',
          confidence: null,
          suggestedMarks: null,
        }),
      ],
    });
    const { dialog } = await openWith(loaded(report));
    const second = await within(dialog).findByRole('article', { name: 'Question 2' });
    const badge = within(second).getByText('Being checked by your teacher').closest('[data-marks]');
    expect(badge).toHaveAttribute('data-marks', 'withheld');
    expect(
      within(second).getByText(
        'Being checked by your teacher: the mark and feedback appear once they have.',
      ),
    ).toBeInTheDocument();
    expect(within(second).queryByText(/\/2 Marks/)).not.toBeInTheDocument();
    // The released question keeps its mark; the total waits.
    const first = within(dialog).getByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('3/4 Marks')).toBeInTheDocument();
    // Two withheld texts: the question's badge and the Score Summary's total.
    expect(within(dialog).getAllByText('Being checked by your teacher')).toHaveLength(2);
    expect(within(dialog).queryByText(/%\)$/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('In Review')).toBeInTheDocument();
  });

  it('shows the structured feedback sections', async () => {
    const { dialog } = await openWith(loaded(buildDetailedReport()));
    const first = await within(dialog).findByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('Guidelines:')).toBeInTheDocument();
    expect(within(first).getByText('Two key points, 4 marks.')).toBeInTheDocument();
    expect(within(first).getByText('Response Analysis:')).toBeInTheDocument();
    expect(within(first).getByText('Detailed Feedback:')).toBeInTheDocument();
    expect(within(first).getByText('Point 1')).toBeInTheDocument();
    expect(within(first).getByText('2/2 marks')).toBeInTheDocument();
    expect(within(first).getByText('1/2 marks')).toBeInTheDocument();
    expect(within(first).getByText('Suggestion:')).toBeInTheDocument();
    // The suggestion's markdown is rendered, not shown as asterisks.
    const emphasis = within(first).getByText('one plane');
    expect(emphasis.tagName).toBe('STRONG');
    expect(emphasis.parentElement).toHaveTextContent(/^Say that all rays lie in one plane\.$/);
  });

  it("reads feedback sent as JSON text, and shows 'Error displaying feedback' when it is malformed", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = buildDetailedReport({
      questions: [
        { ...buildQuestion(), feedback: JSON.stringify(buildQuestion().feedback) },
        { ...buildQuestion({ number: 1 }), feedback: '{"guidlines": "cut off' },
      ] as never,
    });
    const { dialog } = await openWith(loaded(report));
    const first = await within(dialog).findByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('Response Analysis:')).toBeInTheDocument();

    const second = within(dialog).getByRole('article', { name: 'Question 2' });
    const error = within(second).getByText('Error displaying feedback');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveAttribute('data-tone', 'red');
    expect(log).toHaveBeenCalledWith('Error displaying feedback', expect.anything());
  });

  it('shows a value that is not text as its JSON text', async () => {
    const report = buildDetailedReport({
      questions: [{ ...buildQuestion(), answer: { steps: [1, 2] } }] as never,
    });
    const { dialog } = await openWith(loaded(report));
    const first = await within(dialog).findByRole('article', { name: 'Question 1' });
    expect(within(first).getByTestId('json-value').textContent).toBe(
      JSON.stringify({ steps: [1, 2] }, null, 2),
    );
  });

  it("shows handwritten pages beside their transcription, and a teacher's override", async () => {
    const question = buildQuestion({
      answer: null,
      transcription: 'Angle *i* equals angle *r*.',
      images: [
        { url: '/api/attempts/s/answers/q/images/img-1?exp=1&sig=a' },
        { url: '/api/attempts/s/answers/q/images/img-2?exp=1&sig=b' },
      ],
      evaluator: 'builtin',
      evaluatorMarks: 2,
      override: {
        marks: 3,
        reason: 'The diagram shows the second law.',
        by: 'Ravi Kumar',
        at: '2025-03-15T08:00:00.000Z',
      },
    });
    const { dialog } = await openWith(loaded(buildDetailedReport({ questions: [question] })));
    const block = await within(dialog).findByRole('article', { name: 'Question 1' });

    const images = within(block).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Question 1: handwritten answer, page 1 of 2',
      'Question 1: handwritten answer, page 2 of 2',
    ]);
    expect(images[0]).toHaveAttribute('src', question.images[0]?.url);

    // A page opens at reading size, zooms, rotates and steps to the next with the keyboard.
    const user = userEvent.setup();
    await user.click(
      within(block).getByRole('button', {
        name: 'View Question 1: handwritten answer, page 1 of 2',
      }),
    );
    const viewer = await screen.findByRole('dialog', {
      name: 'Question 1: handwritten answer, page 1 of 2',
    });
    expect(within(viewer).getByText('100%')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByText('150%')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Rotate' }));
    expect(within(viewer).getByRole('img').style.transform).toBe('rotate(90deg)');
    await user.keyboard('{ArrowRight}');
    expect(
      await screen.findByRole('dialog', { name: 'Question 1: handwritten answer, page 2 of 2' }),
    ).toBeInTheDocument();
    await user.click(
      within(
        screen.getByRole('dialog', { name: 'Question 1: handwritten answer, page 2 of 2' }),
      ).getByRole('button', { name: 'Close' }),
    );

    expect(within(block).getByText('Transcription:')).toBeInTheDocument();
    expect(within(block).getByText('Answered on paper.')).toBeInTheDocument();

    expect(within(block).getByText("Teacher's mark: 3/4")).toBeInTheDocument();
    expect(within(block).getByText("Evaluator's mark: 2/4")).toBeInTheDocument();
    expect(within(block).getByText('The diagram shows the second law.')).toBeInTheDocument();
    expect(within(block).getByText(/Changed by Ravi Kumar on/)).toBeInTheDocument();
  });

  it("shows the student's email when there is no name", async () => {
    const report = buildDetailedReport();
    report.metadata.studentName = '';
    const { dialog } = await openWith(loaded(report));
    await within(dialog).findByText('Exam Information');
    expect(within(dialog).getAllByText('asha.verma@example.edu')).toHaveLength(2);
  });

  it("falls back to 'Report details' when the paper has no title", async () => {
    const report = buildDetailedReport();
    report.metadata.paperTitle = '';
    const { dialog } = await openWith(loaded(report));
    expect(within(dialog).getByText('Report details')).toBeInTheDocument();
  });

  it('shows the error subtitle and panel when loading fails', async () => {
    const { dialog } = await openWith({ isLoading: false, isError: true, report: undefined });
    expect(
      within(dialog).getByText('Error loading report data. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Error Loading Report')).toBeInTheDocument();
    expect(
      within(dialog).getByText('There was a problem loading the report data. Please try again.'),
    ).toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    const { user, dialog } = await openWith(loaded(buildDetailedReport()));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
