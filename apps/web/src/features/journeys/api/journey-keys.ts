export const journeyKeys = {
  all: ['journeys'] as const,
  lists: () => [...journeyKeys.all, 'list'] as const,
  bySubject: (subjectId: string) => [...journeyKeys.lists(), subjectId] as const,
  /** An exam level's rules (attempts, window, answer key, pass mark, release policy). */
  rules: (levelId: string) => [...journeyKeys.all, 'rules', levelId] as const,
  /** The institution's papers as the level form picks and previews them. */
  papers: () => [...journeyKeys.all, 'papers'] as const,
  paperSearch: (search: string) => [...journeyKeys.papers(), 'search', search] as const,
  paper: (paperId: string) => [...journeyKeys.papers(), 'detail', paperId] as const,
};
