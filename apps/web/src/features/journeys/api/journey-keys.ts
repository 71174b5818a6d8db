export const journeyKeys = {
  all: ['journeys'] as const,
  lists: () => [...journeyKeys.all, 'list'] as const,
  bySubject: (subjectId: string) => [...journeyKeys.lists(), subjectId] as const,
};
