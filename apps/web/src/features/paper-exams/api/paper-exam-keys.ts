import type { ScanPagesQuery } from '@markwise/contract';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

export const paperExamKeys = {
  all: ['paper-exams'] as const,
  /** A level's booklets, scan uploads and scanned pages: what every paper-exam write can change. */
  work: (levelId: string) => [...paperExamKeys.all, 'work', levelId] as const,
  booklets: (levelId: string) => [...paperExamKeys.work(levelId), 'booklets'] as const,
  scans: (levelId: string) => [...paperExamKeys.work(levelId), 'scans'] as const,
  pages: (levelId: string, filter: ScanPagesQuery['filter']) =>
    [...paperExamKeys.work(levelId), 'pages', filter] as const,
  /** The level's title and paper, for the page's heading: no write here changes them. */
  heading: (levelId: string) => [...paperExamKeys.all, 'heading', levelId] as const,
  students: (search: string) => [...paperExamKeys.all, 'students', search] as const,
};

/**
 * A write on a level's paper exam: once it succeeds, the level's booklets, scans and pages are
 * read again (a page placed fills a booklet, a booklet tied or marked becomes an attempt).
 */
export function useLevelWrite<TData, TVariables>(
  levelId: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  return useInvalidatingMutation(mutationFn, paperExamKeys.work(levelId));
}
