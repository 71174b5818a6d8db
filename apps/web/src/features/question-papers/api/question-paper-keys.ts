import type { QuestionPapersQuery } from '@markwise/contract';

export const questionPaperKeys = {
  all: ['question-papers'] as const,
  lists: () => [...questionPaperKeys.all, 'list'] as const,
  list: (query: QuestionPapersQuery) => [...questionPaperKeys.lists(), query] as const,
  details: () => [...questionPaperKeys.all, 'detail'] as const,
  detail: (id: string) => [...questionPaperKeys.details(), id] as const,
  /** The courses and subjects a paper can be linked to (the form's selects). */
  courses: () => [...questionPaperKeys.all, 'courses'] as const,
  subjects: (examId: string) => [...questionPaperKeys.all, 'subjects', examId] as const,
};
