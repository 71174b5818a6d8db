import {
  paperExamRoutes,
  pathTo,
  type Booklet,
  type BookletResponse,
  type BookletStudentRequest,
} from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';
import { useLevelWrite } from './paper-exam-keys';

export type TieBookletStudent = BookletStudentRequest & { bookletId: string };

/** POST /booklets/:bookletId/student: an anonymous booklet gets the student who wrote it. */
export function tieBookletStudent({ bookletId, ...body }: TieBookletStudent): Promise<Booklet> {
  return unwrapData(
    apiClient.post<BookletResponse>(
      pathTo(paperExamRoutes.bookletStudent, { bookletId }),
      body satisfies BookletStudentRequest,
    ),
  );
}

export function useTieBookletStudent(levelId: string) {
  return useLevelWrite(levelId, tieBookletStudent);
}
