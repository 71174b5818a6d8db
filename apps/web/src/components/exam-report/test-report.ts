import {
  DetailedReportResponse,
  type DetailedReport,
  type DetailedReportQuestion,
} from '@markwise/contract';
import { exampleOf } from '@/test/fixtures';

/** Test data for the report components (not shipped: only tests import it). */
export function buildQuestion(
  overrides: Partial<DetailedReportQuestion> = {},
): DetailedReportQuestion {
  const [example] = exampleOf(DetailedReportResponse).data.questions;
  if (!example) throw new Error('The contract documents no report question');
  // The contract's example question, with markdown in its texts and no teacher's override.
  return {
    ...example,
    question: 'State the **laws of reflection**.',
    feedback: {
      guidlines: 'Two key points, 4 marks.',
      readable_response: 'Covers one of two key points.',
      marks_per_question: [
        { question_number: 1, marks_awarded: 2, marks_allocated: 2, feedback: 'Correct.' },
        {
          question_number: 2,
          marks_awarded: 1,
          marks_allocated: 2,
          feedback: 'Incomplete.',
          improvement_suggestion: 'Say that all rays lie in **one plane**.',
        },
      ],
    },
    evaluatorMarks: 3,
    override: null,
    suggestedMarks: 3,
    ...overrides,
  };
}

export function buildDetailedReport(overrides: Partial<DetailedReport> = {}): DetailedReport {
  return {
    // The contract's example attempt, ended 30 seconds later: it took 42 min 30 sec.
    metadata: {
      ...exampleOf(DetailedReportResponse).data.metadata,
      endTime: '2025-03-14T10:12:30.000Z',
    },
    overallScore: { awarded: 5, allocated: 6, percentage: 83.3, isPass: true },
    totalQuestions: 2,
    overallReport: { overall_report: '## Overall result\n\nA **good** paper.' },
    questions: [
      buildQuestion(),
      buildQuestion({
        number: 1,
        question: 'Define refraction.',
        answer: 'Bending of light.',
        feedback: null,
        marks: { awarded: 2, allocated: 2 },
      }),
    ],
    ...overrides,
  };
}
