import { useQuery } from '@tanstack/react-query';
import {
  ANSWER_IMAGE_FIELD,
  apiRoutes,
  pathTo,
  type AttemptSessionResponse,
  type OnBehalfLevel,
  type OnBehalfLevelsResponse,
  type PaperQuestion,
  type QuestionPaper,
  type QuestionPaperResponse,
} from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { dataQueryOptions } from '@/lib/api/data-query';
import { apiClient, unwrapData } from '@/lib/api-client';
import { studentKeys } from './student-keys';

/** The exam levels a student's handwritten sheet may be uploaded for. */
export function useSheetLevels(enabled: boolean) {
  return useQuery({
    ...dataQueryOptions<OnBehalfLevelsResponse>({
      queryKey: ['answer-sheet', 'levels'],
      path: apiRoutes.attempts.onBehalfLevels,
    }),
    enabled,
  });
}

/** The questions of the chosen level's paper, for mapping each page to the one it answers. */
export function usePaperQuestions(paperId: string | null) {
  return useQuery({
    queryKey: ['answer-sheet', 'questions', paperId],
    queryFn: async ({ signal }): Promise<PaperQuestion[]> => {
      const paper = await unwrapData(
        apiClient.get<QuestionPaperResponse>(
          pathTo(apiRoutes.questionPapers.item, { id: paperId! }),
          { signal },
        ),
      );
      // Admins read a paper with its marking guide.
      return (paper as QuestionPaper).questions;
    },
    enabled: paperId !== null,
  });
}

export type AnswerSheet = {
  studentId: string;
  level: OnBehalfLevel;
  /** Each page with the id of the question it answers, in order. */
  pages: { file: File; questionId: string }[];
};

export function uploadAnswerSheet({ studentId, level, pages }: AnswerSheet) {
  const form = new FormData();
  form.append('studentId', studentId);
  form.append('levelId', level.levelId);
  form.append('pages', JSON.stringify(pages.map((page) => page.questionId)));
  for (const page of pages) form.append(ANSWER_IMAGE_FIELD, page.file);
  return apiClient.post<AttemptSessionResponse>(apiRoutes.attempts.onBehalf, form);
}

/** The new attempt appears on the student's page once the upload is accepted. */
export function useUploadAnswerSheet() {
  return useInvalidatingMutation(uploadAnswerSheet, studentKeys.all);
}
