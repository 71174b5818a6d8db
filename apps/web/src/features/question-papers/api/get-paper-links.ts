import { useQuery } from '@tanstack/react-query';
import { apiRoutes, type CourseListResponse, type SubjectListResponse } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { questionPaperKeys } from './question-paper-keys';

/** The courses (exams) a paper can belong to: GET /exams/admin-exams. */
export function getPaperCourses({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<CourseListResponse>(apiRoutes.courses.adminList, { signal });
}

/** A course's subjects: GET /subjects?examId=. */
export function getPaperSubjects(examId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<SubjectListResponse>(apiRoutes.subjects.collection, {
    query: { examId },
    signal,
  });
}

export function usePaperCourses() {
  return useQuery({
    queryKey: questionPaperKeys.courses(),
    queryFn: ({ signal }) => getPaperCourses({ signal }),
  });
}

export function usePaperSubjects(examId: string | null) {
  return useQuery({
    queryKey: questionPaperKeys.subjects(examId ?? ''),
    queryFn: ({ signal }) => getPaperSubjects(examId ?? '', { signal }),
    enabled: examId !== null,
  });
}
