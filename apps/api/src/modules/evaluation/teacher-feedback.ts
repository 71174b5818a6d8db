import type { StructuredFeedback } from '@markwise/db';

/**
 * The feedback a student reads once a teacher marks the answer: its lines carry the teacher's
 * mark, not the machine's (a report must not show 2/2 beside a mark of 1), and the teacher's own
 * words when they wrote some.
 */
export function withTeacherMark(
  feedback: StructuredFeedback | null,
  mark: { questionNumber: number; marks: number; allocated: number; text?: string },
): StructuredFeedback | null {
  const { text } = mark;
  if (!feedback) {
    if (text === undefined) return null;
    return {
      guidlines: '',
      readable_response: '',
      marks_per_question: [
        {
          question_number: mark.questionNumber,
          marks_awarded: mark.marks,
          marks_allocated: mark.allocated,
          feedback: text,
          improvement_suggestion: '',
        },
      ],
    };
  }
  return {
    ...feedback,
    marks_per_question: feedback.marks_per_question.map((line) => ({
      ...line,
      marks_awarded: mark.marks,
      ...(text === undefined ? {} : { feedback: text }),
    })),
  };
}

/** The words a student reads for the answer (its lines' feedback), or null without feedback. */
export function feedbackText(feedback: StructuredFeedback | null): string | null {
  if (!feedback) return null;
  return feedback.marks_per_question.map((line) => line.feedback).join('\n\n');
}
